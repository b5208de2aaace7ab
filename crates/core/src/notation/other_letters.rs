//! A refused move that the other piece letters read as a legal piece move (`Fb5` typed in English notation is a
//! French bishop's move), so that its refusal can say how to type it.

use shakmaty::{san::SanPlus, Chess, Move, Role};

use super::{Intent, MoveReader, Notation};

/// How the other notation reads a refused move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct OtherLetters {
    /// The notation that reads it as a piece move.
    pub notation: Notation,
    /// The letter read differently, in capitals.
    pub(crate) letter: char,
    /// The piece that letter names there.
    pub(crate) role: Role,
    /// The move in the reader's own letters: what to type instead.
    pub(crate) typed: String,
}

impl MoveReader {
    /// When `text` cannot be read, or reads only as a pawn move, but its first letter names a piece in the other
    /// notation (French for English and German, English for French) and so read it is a legal move in `pos`.
    #[must_use]
    pub(crate) fn other_letters(&self, pos: &Chess, text: &str) -> Option<OtherLetters> {
        let pawn_or_nothing = self.intents(text).iter().all(|intent| {
            matches!(
                intent,
                Intent::Move {
                    role: Some(Role::Pawn),
                    ..
                }
            )
        });
        if !pawn_or_nothing {
            return None;
        }
        let letter = text.trim_start().chars().next()?.to_ascii_uppercase();
        let other = self.notation.other();
        let role = other.piece(letter).filter(|role| *role != Role::Pawn)?;
        if self.notation.piece(letter) == Some(role) {
            return None;
        }
        let reader = MoveReader {
            notation: other,
            vocabulary: self.vocabulary.clone(),
        };
        let mv = reader.read(pos, text).ok().filter(|mv| mv.role() == role)?;
        Some(OtherLetters {
            notation: other,
            letter,
            role,
            typed: written(pos, mv, self.notation),
        })
    }
}

/// A legal move in SAN with `notation`'s piece letters ("Lb5" in German, "Fb5" in French).
fn written(pos: &Chess, mv: Move, notation: Notation) -> String {
    notation.from_english(&SanPlus::from_move(pos.clone(), mv).to_string())
}

#[cfg(test)]
mod tests {
    use shakmaty::{fen::Fen, CastlingMode};

    use super::*;
    use crate::voice::VoicePack;

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn other(notation: Notation, fen: &str, text: &str) -> Option<OtherLetters> {
        let pack = VoicePack::builtin("en").unwrap();
        MoveReader::for_pack(notation, &pack).other_letters(&position(fen), text)
    }

    const OPEN_E: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

    #[test]
    fn a_french_bishop_typed_in_english_is_found() {
        let found = other(Notation::En, OPEN_E, "Fb5").expect("read as a French bishop");
        assert_eq!(
            found,
            OtherLetters {
                notation: Notation::Fr,
                letter: 'F',
                role: Role::Bishop,
                typed: "Bb5".into()
            }
        );
        let german = other(Notation::De, OPEN_E, "Fb5").expect("read as a French bishop");
        assert_eq!(german.typed, "Lb5");
    }

    #[test]
    fn an_english_rook_typed_in_french_is_found_only_when_it_reads_as_a_pawn_or_nothing() {
        // `Re3` reads in French as a king's move (no pawn): the refusal of that king's move stands alone.
        let rook_out = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        assert_eq!(other(Notation::Fr, rook_out, "Ra5"), None);
        // A knight move written with an English letter the French do not use is read already: no hint needed.
        assert_eq!(other(Notation::Fr, OPEN_E, "Nf3"), None);
    }

    #[test]
    fn a_pawn_move_that_is_only_a_pawn_move_says_nothing_more() {
        assert_eq!(other(Notation::En, OPEN_E, "d5"), None);
        // `Cc3` is an English pawn move from c2 when the pawn can go there: it is not refused, so not asked about;
        // when the other reading is illegal too, nothing is said.
        assert_eq!(other(Notation::En, OPEN_E, "Ce5"), None);
    }

    #[test]
    fn a_promotion_is_written_in_the_readers_letters() {
        let pos = position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        let pack = VoicePack::builtin("en").unwrap();
        let reader = MoveReader::for_pack(Notation::Fr, &pack);
        let mv = reader.read(&pos, "b8=D").unwrap();
        assert_eq!(written(&pos, mv, Notation::Fr), "b8=D+");
        assert_eq!(written(&pos, mv, Notation::De), "b8=D+");
        assert_eq!(written(&pos, mv, Notation::En), "b8=Q+");
    }
}
