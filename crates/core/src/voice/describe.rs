//! Squares, pieces, sides, endings and moves in the pack's words ("Felix drei", "Springer Felix drei (Nf3)"), for the
//! sentences that name them.

use shakmaty::{san::SanPlus, CastlingSide, Chess, Color, Move, Role, Square};

use super::{PhraseKey, Style, VoicePack, Word};
use crate::rules::Ending;

impl VoicePack {
    /// A square in words ("Felix drei").
    pub(crate) fn square(&self, sq: Square) -> String {
        self.text(&[Word::File(sq.file()), Word::Rank(sq.rank())])
    }

    /// A piece name ("Springer").
    pub(crate) fn piece(&self, role: Role) -> String {
        self.word(Word::Piece(role)).text.clone()
    }

    /// A side's name ("White").
    pub fn side(&self, color: Color) -> String {
        self.phrase(
            if color == Color::White {
                PhraseKey::White
            } else {
                PhraseKey::Black
            },
            &[],
        )
    }

    /// How a game ended by itself, as a clause ("stalemate").
    pub(crate) fn ending(&self, ending: Ending) -> String {
        self.phrase(ending_key(ending), &[])
    }

    pub(crate) fn castle(&self, side: CastlingSide) -> String {
        self.word(Word::Castle(side)).text.clone()
    }

    /// A legal move in the pack's words with its SAN in brackets, for the arbiter: "Springer Felix drei (Nf3)".
    pub fn words_and_san(&self, pos: &Chess, mv: Move, style: Style) -> String {
        let san = SanPlus::from_move(pos.clone(), mv);
        format!("{} ({san})", self.text(&super::announce(pos, mv, style)))
    }
}

/// What the user typed, cut to a length worth reading back (a 10 MB line is not echoed whole).
pub(crate) fn shortened(input: &str) -> String {
    const LIMIT: usize = 60;
    match input.char_indices().nth(LIMIT) {
        Some((cut, _)) => format!("{}…", &input[..cut]),
        None => input.to_string(),
    }
}

/// The phrase naming how a game ended ("checkmate").
pub(crate) fn ending_key(ending: Ending) -> PhraseKey {
    match ending {
        Ending::Checkmate => PhraseKey::EndingCheckmate,
        Ending::InsufficientMaterial => PhraseKey::EndingInsufficientMaterial,
        Ending::Stalemate => PhraseKey::EndingStalemate,
        Ending::SeventyfiveMoves => PhraseKey::EndingSeventyfiveMoves,
        Ending::FivefoldRepetition => PhraseKey::EndingFivefoldRepetition,
        Ending::DeadPosition => PhraseKey::EndingDeadPosition,
    }
}
