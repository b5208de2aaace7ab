//! A move that cannot be made, in the pack's words: "\"Nf4\" is illegal: no White Springer can move to Felix vier".
//! The reading of moves decides what is wrong ([`MoveError`], [`Reason`]); here it is worded.

use super::{MoveError, Reason};
use crate::voice::{shortened, PhraseKey, VoicePack};

impl VoicePack {
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
    pub(crate) fn describe_reason(&self, reason: &Reason) -> String {
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
