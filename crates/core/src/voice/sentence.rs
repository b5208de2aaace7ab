//! A sentence as data: the parts it is made of (move words, phrases of the pack with their filled-in parts, numbers,
//! the user's own text) and the marks between them, so that each output renders what it needs from the parts
//! themselves: the printed line, the spoken form, the language of every word.
//!
//! A sentence is worded when it is made, by the pack of the session that reports it: its printed [`text`] is kept
//! (the JSON lines, which have no pack, write it as it is). What it says, and in which language, is rendered from its
//! parts by the pack of the output ([`Sentence::said`]): move words are in the move language, everything else in the
//! phrase language — a player called "Eva" is a name, not a file. Only text worded elsewhere ([`SentencePart::Text`]: a
//! value not yet typed, an answer made of many sentences) is read word by word for its spoken forms and languages,
//! and so are a phrase's own words that name move words as an example or a result in figures. A sentence is made
//! only by its maker: there is no conversion from bare text.
//!
//! [`text`]: Sentence::text

use super::{visible, PhraseKey, VoicePack, Word};
use crate::rules::Score;

/// One part of a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SentencePart {
    /// Move words: a move, a square, a piece; joined by spaces, silent ones left out.
    Words(Vec<Word>),
    /// A phrase of the pack, its placeholders filled with sentences.
    Phrase(PhraseKey, Vec<(&'static str, Sentence)>),
    /// Words whose written and spoken forms are known: a number in words ("vingt et une").
    Spelled {
        /// As printed.
        text: String,
        /// As said.
        said: String,
    },
    /// Figures and signs, printed and said as they are: a move number ("12."), a path, a code.
    Figures(String),
    /// A game's result: printed in figures ("1/2-1/2"), said in words ("drawn").
    Score(Score),
    /// The user's own text (a player's name, a comment, a tag): said as written, in the phrase language; its control
    /// characters shown as visible escapes.
    Name(String),
    /// English data (an opening's name): printed and said as written, by an English voice whatever the pack.
    English(String),
    /// Text worded elsewhere (a value not yet typed, an answer of many sentences): its spoken forms and the language of
    /// each of its words are found by reading it ([`VoicePack::spoken`], and by speech for its languages).
    Text(String),
    /// Punctuation and spaces between parts (", ", ": ", ". ").
    Mark(&'static str),
    /// A sentence within a longer one, its own full stop left out (it is joined by ". ").
    Clause(Sentence),
}

/// Which voice says a piece of a sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Voice {
    /// The pack's move language.
    Moves,
    /// The pack's phrase language.
    Phrases,
    /// Found word by word: text worded elsewhere.
    Found,
    /// English, whatever the pack: English data such as an opening's name.
    English,
}

/// What a spoken piece is: where its words come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum What {
    /// Move words, each said as the pack says that word.
    Moves(Vec<Word>),
    /// A phrase's own words, as the pack writes them (a result's words among them).
    Phrase,
    /// A number in words.
    Number,
    /// Figures and signs, said as they are.
    Figures,
    /// The user's own text: a name, a comment, a tag.
    Name,
    /// English data, such as an opening's name.
    English,
    /// Text worded elsewhere, read for its words.
    Text,
    /// Punctuation and spaces between parts.
    Mark,
}

/// A piece of a sentence in its spoken form, with the voice that says it and what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// The spoken form.
    pub text: String,
    /// Who says it.
    pub voice: Voice,
    /// What it is.
    pub what: What,
}

/// A sentence: its parts in order and its printed text.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Sentence {
    parts: Vec<SentencePart>,
    text: String,
}

impl Sentence {
    /// Move words ("Springer Felix drei").
    #[must_use]
    pub fn words(pack: &VoicePack, words: &[Word]) -> Sentence {
        Sentence::one(SentencePart::Words(words.to_vec()), pack.text(words))
    }

    /// A phrase of `pack`, its placeholders filled with `values`.
    #[must_use]
    pub fn phrase(
        pack: &VoicePack,
        key: PhraseKey,
        values: Vec<(&'static str, Sentence)>,
    ) -> Sentence {
        let written: Vec<(&str, &str)> = values
            .iter()
            .map(|(name, value)| (*name, value.text.as_str()))
            .collect();
        let text = pack.phrase(key, &written);
        Sentence::one(SentencePart::Phrase(key, values), text)
    }

    /// A number in words ("forty-two").
    #[must_use]
    pub fn number(pack: &VoicePack, n: u32) -> Sentence {
        Sentence::spelled(pack.number(n), pack.said_number(n))
    }

    /// Words whose written and spoken forms are known.
    #[must_use]
    pub(crate) fn spelled(text: String, said: String) -> Sentence {
        Sentence::one(
            SentencePart::Spelled {
                text: text.clone(),
                said,
            },
            text,
        )
    }

    /// Figures and signs, said as they are ("12.", a path).
    #[must_use]
    pub fn figures(figures: impl Into<String>) -> Sentence {
        let figures = figures.into();
        let text = visible(&figures);
        Sentence::one(SentencePart::Figures(figures), text)
    }

    /// A game's result, printed in figures ("1-0") and said in words ("White won").
    #[must_use]
    pub(crate) fn score(score: Score) -> Sentence {
        Sentence::one(SentencePart::Score(score), score.as_str().to_string())
    }

    /// The user's own text: a name, a comment, a tag.
    #[must_use]
    pub fn name(name: impl Into<String>) -> Sentence {
        let name = name.into();
        let text = visible(&name);
        Sentence::one(SentencePart::Name(name), text)
    }

    /// English data (an opening's name), said by an English voice in every pack.
    #[must_use]
    pub fn english(text: impl Into<String>) -> Sentence {
        let text = text.into();
        let shown = visible(&text);
        Sentence::one(SentencePart::English(text), shown)
    }

    /// A game's comment (the user's own text, from a file): read for its results written in figures, each a result
    /// (printed as written, said in words); the rest text worded elsewhere, read for its words.
    #[must_use]
    pub fn comment(comment: impl Into<String>) -> Sentence {
        use super::scores::{read_scores, Piece};
        let shown = visible(&comment.into());
        let parts = read_scores(&shown)
            .into_iter()
            .map(|piece| match piece {
                Piece::Text(text) => SentencePart::Text(text.to_string()),
                Piece::Score(score) => SentencePart::Score(score),
            })
            .collect();
        Sentence { parts, text: shown }
    }

    /// Text worded elsewhere, in the phrase language.
    #[must_use]
    pub fn text(text: impl Into<String>) -> Sentence {
        let text = text.into();
        let shown = visible(&text);
        Sentence::one(SentencePart::Text(text), shown)
    }

    /// `self`, then `mark`, then `next`.
    #[must_use]
    pub fn then(mut self, mark: &'static str, next: Sentence) -> Sentence {
        self.text.push_str(mark);
        self.text.push_str(&next.text);
        self.parts.push(SentencePart::Mark(mark));
        self.parts.extend(next.parts);
        self
    }

    /// `self` followed by `next`, with nothing between them.
    #[must_use]
    pub(crate) fn append(mut self, next: Sentence) -> Sentence {
        self.text.push_str(&next.text);
        self.parts.extend(next.parts);
        self
    }

    /// `items` one after the other, `separator` between each two.
    #[must_use]
    pub(crate) fn separated(
        items: impl IntoIterator<Item = Sentence>,
        separator: &Sentence,
    ) -> Sentence {
        let mut out = Sentence::default();
        for (index, item) in items.into_iter().enumerate() {
            if index > 0 {
                out = out.append(separator.clone());
            }
            out = out.append(item);
        }
        out
    }

    /// Sentences joined with ". ", leaving out the missing ones; a sentence's own full stop is not doubled.
    #[must_use]
    pub(crate) fn joined(sentences: impl IntoIterator<Item = Option<Sentence>>) -> Sentence {
        let mut out = Sentence::default();
        for sentence in sentences.into_iter().flatten() {
            let text = sentence.text.trim_end_matches('.').to_string();
            if !out.parts.is_empty() {
                out.text.push_str(". ");
                out.parts.push(SentencePart::Mark(". "));
            }
            out.text.push_str(&text);
            out.parts.push(SentencePart::Clause(sentence));
        }
        out
    }

    /// The printed sentence, control characters shown as visible escapes (`\x1b`).
    #[must_use]
    pub fn as_text(&self) -> &str {
        &self.text
    }

    /// The parts, in order.
    #[must_use]
    pub fn parts(&self) -> &[SentencePart] {
        &self.parts
    }

    /// Whether it says nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// What `pack` says for it, piece by piece, each with its voice.
    #[must_use]
    pub(crate) fn said(&self, pack: &VoicePack) -> Vec<Said> {
        let mut out = Vec::new();
        self.say_into(pack, &mut out);
        out.retain(|piece| !piece.text.is_empty());
        out
    }

    /// The spoken form, whole.
    #[must_use]
    pub fn spoken(&self, pack: &VoicePack) -> String {
        self.said(pack)
            .into_iter()
            .map(|piece| piece.text)
            .collect()
    }

    fn one(part: SentencePart, text: String) -> Sentence {
        Sentence {
            parts: vec![part],
            text,
        }
    }

    fn say_into(&self, pack: &VoicePack, out: &mut Vec<Said>) {
        for part in &self.parts {
            say_part(pack, part, out);
        }
    }
}

/// A sentence is printed as `text`.
impl PartialEq<str> for Sentence {
    fn eq(&self, text: &str) -> bool {
        self.text == text
    }
}

/// A sentence is printed as `text`.
impl PartialEq<&str> for Sentence {
    fn eq(&self, text: &&str) -> bool {
        self.text == *text
    }
}

/// Debugged as its printed text, as a text field is.
impl std::fmt::Debug for Sentence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&self.text, f)
    }
}

/// The printed sentence.
impl std::fmt::Display for Sentence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

fn say_part(pack: &VoicePack, part: &SentencePart, out: &mut Vec<Said>) {
    let mut push = |text: String, voice, what| out.push(Said { text, voice, what });
    match part {
        SentencePart::Words(words) => {
            push(pack.say(words), Voice::Moves, What::Moves(words.clone()))
        }
        SentencePart::Spelled { said, .. } => push(said.clone(), Voice::Phrases, What::Number),
        SentencePart::Figures(text) => push(visible(text), Voice::Phrases, What::Figures),
        SentencePart::Name(text) => push(visible(text), Voice::Phrases, What::Name),
        SentencePart::English(text) => push(visible(text), Voice::English, What::English),
        SentencePart::Text(text) => push(pack.spoken(&visible(text)), Voice::Found, What::Text),
        SentencePart::Score(score) => {
            say_phrase(pack, pack.template(super::scores::said(*score)), &[], out)
        }
        SentencePart::Mark(mark) => push((*mark).to_string(), Voice::Phrases, What::Mark),
        SentencePart::Phrase(key, values) => say_phrase(pack, pack.template(*key), values, out),
        SentencePart::Clause(sentence) => {
            let start = out.len();
            sentence.say_into(pack, out);
            // The clause's own full stop is left out: from its last pieces, as far back as they are only dots.
            while out.len() > start {
                let last = out.last_mut().expect("a piece after start");
                let kept = last.text.trim_end_matches('.').len();
                last.text.truncate(kept);
                if !last.text.is_empty() {
                    break;
                }
                out.pop();
            }
        }
    }
}

/// A phrase's template said: its own words in the phrase language, each placeholder by the sentence filling it.
fn say_phrase(
    pack: &VoicePack,
    template: &str,
    values: &[(&'static str, Sentence)],
    out: &mut Vec<Said>,
) {
    let mut rest = template;
    let literal = |text: &str, out: &mut Vec<Said>| out.push(said_literal(pack, text));
    while let Some(open) = rest.find('{') {
        literal(&rest[..open], out);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            literal(&rest[open..], out);
            return;
        };
        let name = &after[..close];
        match values.iter().find(|(key, _)| *key == name) {
            Some((_, value)) => value.say_into(pack, out),
            None => literal(&rest[open..open + close + 2], out),
        }
        rest = &after[close + 1..];
    }
    literal(rest, out);
}

/// A phrase's own words said: in the phrase language, unless they name move words as an example ("write it like e4
/// or Eva vier") or a result in figures; then they are read as text worded elsewhere, the move words in the move
/// language and the result in words.
fn said_literal(pack: &VoicePack, text: &str) -> Said {
    let said = pack.spoken(&super::scores::said_scores(pack, text));
    let names_move_words = || {
        let move_words: Vec<&str> = Word::all()
            .flat_map(|word| pack.word(word).say.split_whitespace())
            .collect();
        said.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '\''))
            .any(|word| move_words.contains(&word))
    };
    let voice = if said != text || names_move_words() {
        Voice::Found
    } else {
        Voice::Phrases
    };
    Said {
        text: said,
        voice,
        what: What::Phrase,
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{File, Rank, Role};

    use super::*;

    fn fide() -> VoicePack {
        VoicePack::builtin("fide").unwrap()
    }

    fn square() -> Vec<Word> {
        vec![Word::File(File::E), Word::Rank(Rank::Fifth)]
    }

    #[test]
    fn a_phrase_is_printed_filled_and_said_part_by_part() {
        let pack = fide();
        let sentence = Sentence::phrase(
            &pack,
            PhraseKey::ClockFlag,
            vec![("side", Sentence::name("Koenig"))],
        );
        assert_eq!(sentence.as_text(), "Koenig's flag has fallen");
        // A name is said as typed, in the phrase language, even when it is written like a move word.
        assert_eq!(
            sentence.said(&pack),
            [
                Said {
                    text: "Koenig".into(),
                    voice: Voice::Phrases,
                    what: What::Name,
                },
                Said {
                    text: "'s flag has fallen".into(),
                    voice: Voice::Phrases,
                    what: What::Phrase,
                },
            ]
        );
        let words = Sentence::words(&pack, &[Word::Piece(Role::King), Word::File(File::E)]);
        assert_eq!(words.as_text(), "Koenig Eva");
        assert_eq!(words.spoken(&pack), "König Eva");
        assert_eq!(words.said(&pack)[0].voice, Voice::Moves);
    }

    #[test]
    fn joined_clauses_lose_their_own_full_stop_in_print_and_speech() {
        let pack = fide();
        let first = Sentence::figures("ends.").then(" ", Sentence::words(&pack, &square()));
        let joined = Sentence::joined([
            Some(Sentence::name("Eva.")),
            None,
            Some(first),
            Some(Sentence::number(&pack, 21)),
        ]);
        assert_eq!(joined.as_text(), "Eva. ends. Eva fuenf. twenty-one");
        assert_eq!(joined.spoken(&pack), "Eva. ends. Eva fünf. twenty-one");
    }

    #[test]
    fn user_text_shows_its_control_characters_everywhere() {
        let pack = fide();
        let name = Sentence::name("Eva\u{1b}]0;x\u{7}");
        assert_eq!(name.as_text(), "Eva\\x1b]0;x\\x07");
        assert_eq!(name.spoken(&pack), "Eva\\x1b]0;x\\x07");
        let text = Sentence::text("Koenig \u{1b}[2J");
        assert_eq!(text.as_text(), "Koenig \\x1b[2J");
        assert_eq!(text.said(&pack)[0].voice, Voice::Found);
        assert_eq!(text.spoken(&pack), "König \\x1b[2J");
    }

    #[test]
    fn a_comment_prints_its_results_as_written_and_says_them_in_words() {
        let pack = VoicePack::builtin("en").unwrap();
        let comment = Sentence::comment("White resigns, 0-1; not 10-0 nor O-O");
        assert_eq!(comment.as_text(), "White resigns, 0-1; not 10-0 nor O-O");
        assert_eq!(
            comment.spoken(&pack),
            "White resigns, Black won; not 10-0 nor O-O"
        );
        assert!(comment
            .parts()
            .contains(&SentencePart::Score(Score::BlackWins)));
        let drawn = Sentence::comment("½-½");
        assert_eq!(drawn.as_text(), "½-½");
        assert_eq!(drawn.spoken(&pack), "drawn");
    }

    #[test]
    fn a_placeholder_left_unfilled_is_printed_and_said_as_written() {
        let pack = fide();
        let sentence = Sentence::phrase(&pack, PhraseKey::ClockFlag, Vec::new());
        assert_eq!(sentence.as_text(), "{side}'s flag has fallen");
        assert_eq!(sentence.spoken(&pack), "{side}'s flag has fallen");
    }
}
