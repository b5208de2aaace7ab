//! How a command is written, in the pack's language: the usage a refusal shows after "write it as".
//!
//! A usage is a pattern over the grammar: `{}` is the command's own word, `{word}` a word after it (named by its first
//! English word, read as the command reads it), `[phrase]` one of the few connecting phrases and examples below, and
//! anything else is written as it stands (a square, a FEN, a duration). So a German session is told
//! `reklamieren dreifach, oder reklamieren schwarz fünfzig, …`, an English one `claim threefold, or claim black fifty, …`.

use super::{local::word_in, words, Verb};

/// How a command is written: its pattern, and the command it belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Usage {
    verb: Verb,
    pattern: &'static str,
}

/// The connecting phrases and examples of the patterns: their English, German and French words.
const PHRASES: &[(&str, &str, &str)] = &[
    ("or", "oder", "ou"),
    (
        "and the envelope's code, as in",
        "und der Code des Umschlags, etwa",
        "et le code de l'enveloppe, par exemple",
    ),
    (
        "optionally followed by the intended move",
        "wahlweise gefolgt vom beabsichtigten Zug",
        "éventuellement suivi du coup prévu",
    ),
    ("and a topic", "und ein Thema", "et un sujet"),
    ("dead position", "tote Stellung", "position morte"),
    ("knight", "springer", "cavalier"),
    ("queen", "dame", "dame"),
    ("Nf3", "Sf3", "Cf3"),
    ("Sunday", "Sonntag", "dimanche"),
    ("room", "Raum", "salle"),
    ("PATH", "PFAD", "CHEMIN"),
];

impl Usage {
    /// The usage of `verb` written as `pattern`.
    #[must_use]
    pub const fn new(verb: Verb, pattern: &'static str) -> Usage {
        Usage { verb, pattern }
    }

    /// The command it belongs to.
    #[must_use]
    pub fn verb(self) -> Verb {
        self.verb
    }

    /// The pattern, as the table writes it.
    #[must_use]
    pub fn pattern(self) -> &'static str {
        self.pattern
    }

    /// In English, as the documents show it.
    #[must_use]
    pub fn english(self) -> String {
        self.written_in("en")
    }

    /// In the words of `tongue` (a pack's phrase language, "de-AT" read as "de"); English where it has none.
    #[must_use]
    pub fn written_in(self, tongue: &str) -> String {
        self.written(tongue, tongue)
    }

    /// With the command words of `tongue` and the phrases and examples in English: the same commands as the English
    /// usage, word for word, for a test of the grammar.
    #[cfg(test)]
    pub(crate) fn with_words_in(self, tongue: &str) -> String {
        self.written(tongue, "en")
    }

    /// With the command words of `tongue` and the phrases and examples of `phrases`.
    fn written(self, tongue: &str, phrases: &str) -> String {
        let primary = phrases.split(['-', '_']).next().unwrap_or_default();
        let own = |english: &'static str, german: &'static str, french: &'static str| match primary
        {
            "de" => german,
            "fr" => french,
            _ => english,
        };
        let command = word_in(self.verb, tongue).unwrap_or_else(|| super::name(self.verb));
        let mut text = String::new();
        let mut rest = self.pattern;
        while let Some(at) = rest.find(['{', '[']) {
            text.push_str(&rest[..at]);
            let close = if rest[at..].starts_with('{') {
                '}'
            } else {
                ']'
            };
            let Some(end) = rest[at..].find(close).map(|end| at + end) else {
                break;
            };
            let inside = &rest[at + 1..end];
            if close == '}' {
                if inside.is_empty() {
                    text.push_str(command);
                } else {
                    let word = words::word(self.verb, inside);
                    text.push_str(word.map_or(inside, |word| words::written(word, tongue)));
                }
            } else {
                let phrase = PHRASES.iter().find(|(english, ..)| *english == inside);
                text.push_str(phrase.map_or(inside, |(en, de, fr)| own(en, de, fr)));
            }
            rest = &rest[end + 1..];
        }
        text.push_str(rest);
        text
    }
}
