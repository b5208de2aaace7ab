//! Command words in the voice packs' languages: `Zeit`, `Remis`, `aufgeben` in German, `temps`, `nulle`,
//! `abandonner` in French, written on each command's row of the table beside its English names. Like the move words
//! of every pack, they are understood whatever pack is in use, and the English words always work; a pack's sentences
//! (help, refusals) name the commands in its own language.
//!
//! Each word is written in lower case, once with its accents and once without where it has any, so that a keyboard
//! without umlauts can type it. No word here is also a move, a square or another command's word.

use super::{Spec, Verb, COMMANDS};

/// A command's words in one pack language; the first is the one the language's sentences use.
#[derive(Debug)]
pub(crate) struct Own {
    /// The BCP 47 language of the words.
    pub language: &'static str,
    /// The words, the one to show first.
    pub names: &'static [&'static str],
}

/// One verb's words in one language, as the table's rows give them.
#[cfg(test)]
pub(crate) struct Local {
    /// What the command does.
    pub verb: Verb,
    /// The BCP 47 language of the words.
    pub language: &'static str,
    /// The words, the one to show first.
    pub names: &'static [&'static str],
}

/// Every verb's words in every pack language, once each, in the table's order.
#[cfg(test)]
pub(crate) fn own_names() -> impl Iterator<Item = Local> {
    COMMANDS.iter().enumerate().flat_map(|(row, spec)| {
        spec.own.iter().filter_map(move |own| {
            let first = COMMANDS[..row].iter().all(|before| {
                before.verb != spec.verb || !before.own.iter().any(|o| o.language == own.language)
            });
            first.then_some(Local {
                verb: spec.verb,
                language: own.language,
                names: own.names,
            })
        })
    })
}

/// Whether `word` (lower case) is one of `spec`'s words in any pack language.
pub(super) fn names_it(spec: &Spec, word: &str) -> bool {
    spec.own.iter().any(|own| own.names.contains(&word))
}

/// The word `language` (a pack's phrase language, "de-AT" read as "de") uses for `verb`, if it has one of its own.
#[must_use]
pub(crate) fn word_in(verb: Verb, language: &str) -> Option<&'static str> {
    let primary = language.split(['-', '_']).next().unwrap_or_default();
    COMMANDS
        .iter()
        .filter(|spec| spec.verb == verb)
        .flat_map(|spec| spec.own.iter())
        .find(|own| own.language.eq_ignore_ascii_case(primary))
        .map(|own| own.names[0])
}
