//! The pieces a player lifts and sets down to make a move on a board, in the orders players make them: a capture
//! with the captured piece taken first or the capturing piece lifted first, castling king first or rook first, en
//! passant with the taken pawn removed last, a promotion with the pawn lifted and the new piece set down.

use shakmaty::{
    san::San, uci::UciMove, CastlingMode, Chess, Color, Move, Piece, Position, Role, Square,
};

/// One thing the hands do on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Hand {
    /// A piece lifted from the square.
    Lift(Square),
    /// The piece set down on the square.
    Place(Square, Piece),
}

/// The order a move's pieces are moved in, where there is a choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Manner {
    /// The usual order: the captured piece taken first, the king first when castling.
    Usual,
    /// A capture: the capturing piece lifted first, then the captured one taken, then the capturing one set down.
    MoverFirst,
    /// Castling: the rook moved first, then the king.
    RookFirst,
}

/// The legal move `notation` (SAN or UCI) means in `position`; panics when it means none (a mistake in the test).
pub(crate) fn legal_move(position: &Chess, notation: &str) -> Move {
    if let Ok(san) = notation.parse::<San>() {
        if let Ok(mv) = san.to_move(position) {
            return mv;
        }
    }
    notation
        .parse::<UciMove>()
        .ok()
        .and_then(|uci| uci.to_move(position).ok())
        .unwrap_or_else(|| panic!("{notation} is no legal move in {}", position.board()))
}

/// What the hands do to make `mv` in `position`, in `manner`.
pub(crate) fn hands(position: &Chess, mv: &Move, manner: Manner) -> Vec<Hand> {
    let us = position.turn();
    let piece = |role: Role| Piece { color: us, role };
    match *mv {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            let set_down = Hand::Place(to, piece(promotion.unwrap_or(role)));
            match (capture, manner) {
                (None, _) => vec![Hand::Lift(from), set_down],
                (Some(_), Manner::MoverFirst) => vec![Hand::Lift(from), Hand::Lift(to), set_down],
                (Some(_), _) => vec![Hand::Lift(to), Hand::Lift(from), set_down],
            }
        }
        Move::EnPassant { from, to } => {
            let taken = Square::from_coords(to.file(), from.rank());
            vec![
                Hand::Lift(from),
                Hand::Place(to, piece(Role::Pawn)),
                Hand::Lift(taken),
            ]
        }
        Move::Castle { king, rook } => {
            let side = mv.castling_side().expect("a castling move has a side");
            let king_moves = [
                Hand::Lift(king),
                Hand::Place(side.king_to(us), piece(Role::King)),
            ];
            let rook_moves = [
                Hand::Lift(rook),
                Hand::Place(side.rook_to(us), piece(Role::Rook)),
            ];
            if manner == Manner::RookFirst {
                [rook_moves, king_moves].concat()
            } else {
                [king_moves, rook_moves].concat()
            }
        }
        Move::Put { .. } => panic!("no drops in chess"),
    }
}

/// The UCI of `mv` (castling as the king's two-square move).
pub(crate) fn uci(mv: &Move) -> String {
    mv.to_uci(CastlingMode::Standard).to_string()
}

/// The side to move's colour in words, as the JSON events say it.
pub(crate) fn side(color: Color) -> &'static str {
    color.fold_wb("white", "black")
}
