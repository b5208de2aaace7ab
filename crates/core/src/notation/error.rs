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
    /// No piece of this kind of the mover's can reach the square.
    NoPieceReaches {
        /// The side to move.
        side: Color,
        /// The kind of piece named.
        role: Role,
        /// The square it should reach.
        to: Square,
    },
    /// The move would leave the mover's king in check.
    KingInCheck,
    /// A capture written, but nothing stands on this square to take.
    NothingToCapture(Square),
    /// A capture of the mover's own piece on this square.
    CaptureOwn(Square),
    /// No piece stands on this square to move.
    EmptySquare(Square),
    /// The piece named belongs to the opponent.
    NotYourPiece {
        /// The piece that stands there.
        piece: Piece,
        /// Where it stands.
        square: Square,
        /// The side to move.
        mover: Color,
    },
    /// The piece cannot go from one square to the other.
    PieceCannotGo {
        /// The kind of piece.
        role: Role,
        /// Where it stands.
        from: Square,
        /// Where it was to go.
        to: Square,
    },
    /// A pawn reaching the last rank without the piece it becomes.
    PromotionMissing,
    /// A promotion written for a move that is not one.
    PromotionNotAllowed,
    /// Castling on this side has been lost (the king or that rook has moved).
    CastleRights(CastlingSide),
    /// Castling out of check.
    CastleInCheck,
    /// Pieces stand between the king and the rook on this side.
    CastleBlocked(CastlingSide),
    /// The king would pass through or land on an attacked square on this side.
    CastleAttacked(CastlingSide),
    /// The game had already ended, and how.
    GameOver(Ending),
}
