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

/// `text` with every result written in figures (a whole token: not part of a longer number or move) in words.
#[must_use]
pub(crate) fn said_scores(pack: &VoicePack, text: &str) -> String {
    const SCORES: [(&str, PhraseKey); 4] = [
        ("1/2-1/2", PhraseKey::ListenDrawn),
        ("½-½", PhraseKey::ListenDrawn),
        ("1-0", PhraseKey::ListenWhiteWon),
        ("0-1", PhraseKey::ListenBlackWon),
    ];
    if !SCORES.iter().any(|(figures, _)| text.contains(figures)) {
        return text.to_string();
    }
    let part_of_token =
        |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || "-/½".contains(c));
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    'scan: while let Some(c) = rest.chars().next() {
        let before = out.chars().next_back();
        for (figures, key) in SCORES {
            if let Some(after) = rest.strip_prefix(figures) {
                if !part_of_token(before) && !part_of_token(after.chars().next()) {
                    out.push_str(&pack.phrase(key, &[]));
                    rest = after;
                    continue 'scan;
                }
            }
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
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
