//! Results said in words: "1/2-1/2" read aloud is "one slash two dash one slash two", so a spoken sentence says
//! "drawn" instead, and "White won" for 1-0, "Black won" for 0-1, in the pack's language. Printed lines keep the
//! figures. A sentence made here says its results in words from the start (a result is a part printed in figures and
//! said in words); this reading is for text worded elsewhere (a game's comment, an answer built as text), whose
//! figures are found by reading it.

use super::{PhraseKey, VoicePack};
use crate::rules::Score;

/// The phrase that says `score` in words.
#[must_use]
pub(crate) fn said(score: Score) -> PhraseKey {
    match score {
        Score::WhiteWins => PhraseKey::ListenWhiteWon,
        Score::BlackWins => PhraseKey::ListenBlackWon,
        Score::Draw => PhraseKey::ListenDrawn,
    }
}

/// A piece of text read for its results: the text between them, or a result written in figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Piece<'a> {
    /// Text that is no result.
    Text(&'a str),
    /// A result written in figures ("1-0", "1/2-1/2", "½-½").
    Score(Score),
}

/// `text` cut at every result written in figures (a whole token: not part of a longer number or move).
#[must_use]
pub(crate) fn read_scores(text: &str) -> Vec<Piece<'_>> {
    const SCORES: [(&str, Score); 4] = [
        ("1/2-1/2", Score::Draw),
        ("½-½", Score::Draw),
        ("1-0", Score::WhiteWins),
        ("0-1", Score::BlackWins),
    ];
    let part_of_token =
        |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || "-/½".contains(c));
    let mut pieces = Vec::new();
    let mut start = 0;
    let mut at = 0;
    'scan: while let Some(c) = text[at..].chars().next() {
        let before = text[..at].chars().next_back();
        for (figures, score) in SCORES {
            if let Some(after) = text[at..].strip_prefix(figures) {
                if !part_of_token(before) && !part_of_token(after.chars().next()) {
                    if start < at {
                        pieces.push(Piece::Text(&text[start..at]));
                    }
                    pieces.push(Piece::Score(score));
                    at += figures.len();
                    start = at;
                    continue 'scan;
                }
            }
        }
        at += c.len_utf8();
    }
    if start < text.len() {
        pieces.push(Piece::Text(&text[start..]));
    }
    pieces
}

/// `text` with every result written in figures said in words: a phrase's own words that name a result ("arbiter
/// result 1-0, 0-1 or 1/2-1/2").
#[must_use]
pub(crate) fn said_scores(pack: &VoicePack, text: &str) -> String {
    read_scores(text)
        .into_iter()
        .map(|piece| match piece {
            Piece::Text(text) => text.to_string(),
            Piece::Score(score) => pack.phrase(said(score), &[]),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_are_said_in_words_and_nothing_else_is_touched() {
        let en = VoicePack::builtin("en").unwrap();
        let fr = VoicePack::builtin("fr").unwrap();
        let cases = [
            (
                &en,
                "the game is over (1/2-1/2); questions",
                "the game is over (drawn); questions",
            ),
            (
                &en,
                "End of the game: 1-0, checkmate",
                "End of the game: White won, checkmate",
            ),
            (&en, "result 0-1", "result Black won"),
            (
                &en,
                "The result ½-½ is cancelled",
                "The result drawn is cancelled",
            ),
            (&fr, "résultat 1-0", "résultat les Blancs ont gagné"),
            // Not a result: castling, a longer number, a time.
            (
                &en,
                "O-O 0-0 10-0 1-01 1:05:00",
                "O-O 0-0 10-0 1-01 1:05:00",
            ),
        ];
        for (pack, text, said) in cases {
            assert_eq!(said_scores(pack, text), said);
        }
    }
}
