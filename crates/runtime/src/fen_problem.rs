//! Why a FEN cannot be read or played, in the voice pack's words: the part that cannot be read and how to write it,
//! or what makes the position impossible; the chess library's own English is never used.

use shakmaty::{fen::ParseFenError, PositionError, PositionErrorKinds};
use tactus_core::{PhraseKey, VoicePack};

/// The part of a FEN that cannot be read, and how to write it.
pub(crate) fn unreadable(pack: &VoicePack, error: &ParseFenError) -> String {
    let key = match error {
        ParseFenError::InvalidBoard => PhraseKey::FenProblemBoard,
        ParseFenError::InvalidTurn => PhraseKey::FenProblemTurn,
        ParseFenError::InvalidCastling => PhraseKey::FenProblemCastling,
        ParseFenError::InvalidEpSquare => PhraseKey::FenProblemEnPassant,
        ParseFenError::InvalidHalfmoveClock | ParseFenError::InvalidFullmoves => {
            PhraseKey::FenProblemCounters
        }
        _ => PhraseKey::FenProblemUnreadable,
    };
    pack.phrase(key, &[])
}

/// What makes the position of a FEN impossible (the first of its problems that the user can mend).
pub(crate) fn illegal<P>(pack: &VoicePack, error: &PositionError<P>) -> String {
    let kinds = error.kinds();
    let key = if kinds.intersects(
        PositionErrorKinds::EMPTY_BOARD
            | PositionErrorKinds::MISSING_KING
            | PositionErrorKinds::TOO_MANY_KINGS,
    ) {
        PhraseKey::FenProblemKings
    } else if kinds.contains(PositionErrorKinds::PAWNS_ON_BACKRANK) {
        PhraseKey::FenProblemPawnBackRank
    } else if kinds.contains(PositionErrorKinds::INVALID_CASTLING_RIGHTS) {
        PhraseKey::FenProblemCastlingRights
    } else if kinds.contains(PositionErrorKinds::INVALID_EP_SQUARE) {
        PhraseKey::FenProblemEnPassantSquare
    } else if kinds.contains(PositionErrorKinds::OPPOSITE_CHECK) {
        PhraseKey::FenProblemOppositeCheck
    } else {
        PhraseKey::FenProblemImpossible
    };
    pack.phrase(key, &[])
}

#[cfg(test)]
mod tests {
    use shakmaty::{fen::Fen, CastlingMode, Chess};

    use super::*;

    fn refusal(pack: &VoicePack, fen: &str) -> String {
        match fen.parse::<Fen>() {
            Err(e) => unreadable(pack, &e),
            Ok(fen) => match fen.into_position::<Chess>(CastlingMode::Standard) {
                Err(e) => illegal(pack, &e),
                Ok(_) => String::new(),
            },
        }
    }

    #[test]
    fn each_problem_is_told_in_the_packs_words() {
        let en = crate::voices::load("en").unwrap();
        let de = crate::voices::load("de").unwrap();
        assert_eq!(
            refusal(&en, "8/8/8/8/8/8/8/8 x - - 0 1"),
            "its side to move cannot be read: write w or b"
        );
        assert_eq!(
            refusal(&en, "8/8/8/4k3/8/8/8/8 w - - 0 1"),
            "each side needs exactly one king"
        );
        assert_eq!(
            refusal(&de, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"),
            "ein Bauer steht auf der ersten oder achten Reihe"
        );
        assert_eq!(
            refusal(&en, "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1"),
            "the side that is not to move is in check"
        );
        assert_eq!(refusal(&en, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"), "");
    }
}
