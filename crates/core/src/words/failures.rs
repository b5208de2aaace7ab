//! The refusals of what a session starts from, in the voice pack's words: a time control or a start position that
//! cannot be read. (The reasons a system or a library gives, such as a FEN parser's, stay as it words them.)

use crate::{
    clock::{ControlError, ControlSyntax},
    rules::FenError,
    voice::{PhraseKey, VoicePack},
};

/// What a time control syntax expects, in the pack's words.
fn syntax(pack: &VoicePack, syntax: ControlSyntax) -> String {
    pack.phrase(
        match syntax {
            ControlSyntax::Minutes => PhraseKey::ControlSyntaxMinutes,
            ControlSyntax::Pgn => PhraseKey::ControlSyntaxPgn,
        },
        &[],
    )
}

/// Why a time control could not be read, in the pack's words.
#[must_use]
pub fn control_error(pack: &VoicePack, error: &ControlError) -> String {
    match error {
        ControlError::Empty { syntax: s } => pack.phrase(
            PhraseKey::ErrorControlEmpty,
            &[("syntax", &syntax(pack, *s))],
        ),
        ControlError::Unreadable { input, syntax: s } => pack.phrase(
            PhraseKey::ErrorControlUnreadable,
            &[("input", input), ("syntax", &syntax(pack, *s))],
        ),
        ControlError::ZeroMoves { input } => {
            pack.phrase(PhraseKey::ErrorControlZeroMoves, &[("input", input)])
        }
        ControlError::ZeroTime { input, syntax: s } => pack.phrase(
            PhraseKey::ErrorControlZeroTime,
            &[("input", input), ("syntax", &syntax(pack, *s))],
        ),
        ControlError::RestNotLast { input } => {
            pack.phrase(PhraseKey::ErrorControlRestNotLast, &[("input", input)])
        }
        ControlError::TooLong { input } => {
            pack.phrase(PhraseKey::ErrorControlTooLong, &[("input", input)])
        }
        ControlError::PgnUnknown => pack.phrase(PhraseKey::ErrorControlPgnUnknown, &[]),
        ControlError::PgnNoClock => pack.phrase(PhraseKey::ErrorControlPgnNoClock, &[]),
        ControlError::PgnSandclock { input } => {
            pack.phrase(PhraseKey::ErrorControlPgnSandclock, &[("input", input)])
        }
    }
}

/// Why a start position was refused, in the pack's words.
#[must_use]
pub fn fen_error(pack: &VoicePack, error: &FenError) -> String {
    match error {
        FenError::Unreadable(input, reason) => pack.phrase(
            PhraseKey::ErrorFenUnreadable,
            &[("input", input), ("reason", reason)],
        ),
        FenError::Illegal(input, reason) => pack.phrase(
            PhraseKey::ErrorFenIllegal,
            &[("input", input), ("reason", reason)],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::TimeControl;

    #[test]
    fn every_pack_words_them_and_english_as_before() {
        let en = VoicePack::builtin("en").unwrap();
        let de = VoicePack::builtin("de").unwrap();
        let error = TimeControl::parse_minutes("90x").unwrap_err();
        assert_eq!(control_error(&en, &error), error.to_string());
        assert_eq!(
            control_error(&de, &error),
            "„90x“ ist keine Bedenkzeit: erwartet werden Minuten wie 90, 5+3, 90d5, 90b5 oder Perioden wie \
             40/90+30,30+30"
        );
        let error = crate::rules::Game::from_fen("bad").unwrap_err();
        assert_eq!(fen_error(&en, &error), error.to_string());
    }
}
