//! Refusals of typed moves in the pack's words: "\"Nf4\" is illegal: no White Springer can move
//! to Felix vier".

use shakmaty::{san::SanPlus, CastlingSide, Chess, Color, Move, Role, Square};

use super::{PhraseKey, Style, VoicePack, Word};
use crate::{
    notation::{MoveError, Reason},
    rules::Ending,
};

impl VoicePack {
    /// A square in words ("Felix drei").
    pub fn square(&self, sq: Square) -> String {
        self.text(&[Word::File(sq.file()), Word::Rank(sq.rank())])
    }

    /// A piece name ("Springer").
    pub fn piece(&self, role: Role) -> String {
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
    pub fn ending(&self, ending: Ending) -> String {
        let key = match ending {
            Ending::Checkmate => PhraseKey::EndingCheckmate,
            Ending::InsufficientMaterial => PhraseKey::EndingInsufficientMaterial,
            Ending::Stalemate => PhraseKey::EndingStalemate,
            Ending::SeventyfiveMoves => PhraseKey::EndingSeventyfiveMoves,
            Ending::FivefoldRepetition => PhraseKey::EndingFivefoldRepetition,
        };
        self.phrase(key, &[])
    }

    fn castle(&self, side: CastlingSide) -> String {
        self.word(Word::Castle(side)).text.clone()
    }

    /// A legal move in the pack's words with its SAN in brackets, for the arbiter: "Springer Felix drei (Nf3)".
    pub fn words_and_san(&self, pos: &Chess, mv: Move, style: Style) -> String {
        let san = SanPlus::from_move(pos.clone(), mv);
        format!("{} ({san})", self.text(&super::announce(pos, mv, style)))
    }

    /// Why the move typed as `input` was refused, as one sentence.
    pub fn describe_error(&self, input: &str, error: &MoveError) -> String {
        let input = &shortened(input.trim());
        match error {
            MoveError::Unreadable => self.phrase(PhraseKey::ErrorUnreadable, &[("input", input)]),
            MoveError::Ambiguous(pieces) => {
                let candidates: Vec<String> = pieces
                    .iter()
                    .map(|(role, sq)| {
                        self.phrase(
                            PhraseKey::PieceOnSquare,
                            &[("piece", &self.piece(*role)), ("square", &self.square(*sq))],
                        )
                    })
                    .collect();
                self.phrase(
                    PhraseKey::ErrorAmbiguous,
                    &[("input", input), ("candidates", &self.list(&candidates))],
                )
            }
            MoveError::Illegal(reason) => self.phrase(
                PhraseKey::ErrorIllegal,
                &[("input", input), ("reason", &self.describe_reason(reason))],
            ),
        }
    }

    /// The reason a move is illegal, as a clause.
    pub fn describe_reason(&self, reason: &Reason) -> String {
        use PhraseKey as P;
        match reason {
            Reason::NoPieceReaches { side, role, to } => self.phrase(
                P::ReasonNoPieceReaches,
                &[
                    ("side", &self.side(*side)),
                    ("piece", &self.piece(*role)),
                    ("square", &self.square(*to)),
                ],
            ),
            Reason::KingInCheck => self.phrase(P::ReasonKingInCheck, &[]),
            Reason::NothingToCapture(sq) => {
                self.phrase(P::ReasonNothingToCapture, &[("square", &self.square(*sq))])
            }
            Reason::CaptureOwn(sq) => {
                self.phrase(P::ReasonCaptureOwn, &[("square", &self.square(*sq))])
            }
            Reason::EmptySquare(sq) => {
                self.phrase(P::ReasonEmptySquare, &[("square", &self.square(*sq))])
            }
            Reason::NotYourPiece {
                piece,
                square,
                mover,
            } => self.phrase(
                P::ReasonNotYourPiece,
                &[
                    ("piece", &self.piece(piece.role)),
                    ("square", &self.square(*square)),
                    ("side", &self.side(piece.color)),
                    ("mover", &self.side(*mover)),
                ],
            ),
            Reason::PieceCannotGo { role, from, to } => self.phrase(
                P::ReasonPieceCannotGo,
                &[
                    ("piece", &self.piece(*role)),
                    ("square", &self.square(*from)),
                    ("target", &self.square(*to)),
                ],
            ),
            Reason::PromotionMissing => self.phrase(P::ReasonPromotionMissing, &[]),
            Reason::PromotionNotAllowed => self.phrase(P::ReasonPromotionNotAllowed, &[]),
            Reason::CastleRights(side) => {
                self.phrase(P::ReasonCastleRights, &[("castle", &self.castle(*side))])
            }
            Reason::CastleInCheck => self.phrase(P::ReasonCastleInCheck, &[]),
            Reason::CastleBlocked(side) => {
                self.phrase(P::ReasonCastleBlocked, &[("castle", &self.castle(*side))])
            }
            Reason::CastleAttacked(side) => {
                self.phrase(P::ReasonCastleAttacked, &[("castle", &self.castle(*side))])
            }
            Reason::GameOver(ending) => {
                self.phrase(P::ReasonGameOver, &[("ending", &self.ending(*ending))])
            }
        }
    }
}

/// What the user typed, cut to a length worth reading back (a 10 MB line is not echoed whole).
pub fn shortened(input: &str) -> String {
    const LIMIT: usize = 60;
    match input.char_indices().nth(LIMIT) {
        Some((cut, _)) => format!("{}…", &input[..cut]),
        None => input.to_string(),
    }
}
