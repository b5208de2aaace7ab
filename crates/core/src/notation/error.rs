//! Why a typed move was refused: unreadable, illegal (and why), or ambiguous (between which).
//!
//! These are meanings; the voice pack words them (see `voice::describe`).

use shakmaty::{CastlingSide, Color, Piece, Role, Square};

use crate::rules::Ending;

/// A move input that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not a move in any accepted form.
    Unreadable,
    /// A move, but not a legal one here.
    Illegal(Reason),
    /// More than one legal move fits: the pieces that could make it.
    Ambiguous(Vec<(Role, Square)>),
}

/// Why a readable move is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    NoPieceReaches {
        side: Color,
        role: Role,
        to: Square,
    },
    KingInCheck,
    NothingToCapture(Square),
    CaptureOwn(Square),
    EmptySquare(Square),
    NotYourPiece {
        piece: Piece,
        square: Square,
        mover: Color,
    },
    PieceCannotGo {
        role: Role,
        from: Square,
        to: Square,
    },
    PromotionMissing,
    PromotionNotAllowed,
    CastleRights(CastlingSide),
    CastleInCheck,
    CastleBlocked(CastlingSide),
    CastleAttacked(CastlingSide),
    /// The game had already ended, and how.
    GameOver(Ending),
}
