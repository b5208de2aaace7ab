//! Turning an [`Intent`] into the one legal move it describes, or saying exactly why not.

use shakmaty::{attacks, Bitboard, CastlingSide, Chess, Color, Move, Position, Role, Square};

use super::{Intent, MoveError, Reason};

/// The legal move `intent` describes in `pos`.
///
/// # Errors
/// [`MoveError::Illegal`] with the reason, or [`MoveError::Ambiguous`] with the candidates.
pub(crate) fn resolve(pos: &Chess, intent: Intent) -> Result<Move, MoveError> {
    match intent {
        Intent::Castle(side) => castle(pos, side),
        Intent::Move { .. } => {
            let legal = pos.legal_moves();
            let found: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|m| fits(intent, *m, Strict::All))
                .collect();
            match found.as_slice() {
                [one] => Ok(*one),
                [] => Err(MoveError::Illegal(diagnose(pos, intent, &legal))),
                many => Err(ambiguity(many)),
            }
        }
    }
}

/// Whether `m` fits `intent` only because a capture sign was left out (`bc4` for `bxc4`).
pub(crate) fn capture_sign_omitted(intent: Intent, m: Move) -> bool {
    matches!(
        intent,
        Intent::Move {
            capture: false,
            role: Some(_),
            ..
        }
    ) && m.is_capture()
}

/// The error for several legal moves fitting one input.
pub(crate) fn ambiguity(moves: &[Move]) -> MoveError {
    let mut pieces: Vec<(Role, Square)> = moves
        .iter()
        .filter_map(|m| m.from().map(|from| (m.role(), from)))
        .collect();
    pieces.sort_by_key(|(_, sq)| *sq);
    pieces.dedup();
    if pieces.len() == 1 {
        MoveError::Illegal(Reason::PromotionMissing)
    } else {
        MoveError::Ambiguous(pieces)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Strict {
    All,
    IgnorePromotion,
    IgnoreCapture,
}

fn fits(intent: Intent, m: Move, strict: Strict) -> bool {
    let Intent::Move {
        role,
        from_file,
        from_rank,
        capture,
        to,
        promotion,
    } = intent
    else {
        return false;
    };
    let Some(from) = m.from() else { return false };
    let target_fits = match m {
        // Castling typed as squares is the king's move (e1g1) or king-takes-rook (e1h1);
        // in SAN and in words it is written as castling, never as a king move.
        Move::Castle { king, rook } => {
            role.is_none() && (to == rook || to == castle_target(king, rook))
        }
        _ => role.is_none_or(|r| r == m.role()) && to == m.to(),
    };
    // A pawn capture always names the pawn's file; without it, a pawn move is a step forward.
    let pawn_step_only = role == Some(Role::Pawn) && from_file.is_none();
    let capture_fits = if pawn_step_only {
        !m.is_capture()
    } else {
        strict == Strict::IgnoreCapture || !capture || m.is_capture()
    };
    target_fits
        && from_file.is_none_or(|f| f == from.file())
        && from_rank.is_none_or(|r| r == from.rank())
        && capture_fits
        && (strict == Strict::IgnorePromotion || promotion == m.promotion())
}

fn castle_target(king: Square, rook: Square) -> Square {
    let file = if rook.file() > king.file() {
        shakmaty::File::G
    } else {
        shakmaty::File::C
    };
    Square::from_coords(file, king.rank())
}

fn diagnose(pos: &Chess, intent: Intent, legal: &[Move]) -> Reason {
    let Intent::Move {
        role,
        from_file,
        from_rank,
        promotion,
        to,
        ..
    } = intent
    else {
        return Reason::KingInCheck;
    };
    if legal
        .iter()
        .any(|m| fits(intent, *m, Strict::IgnorePromotion))
    {
        return if promotion.is_none() {
            Reason::PromotionMissing
        } else {
            Reason::PromotionNotAllowed
        };
    }
    if legal
        .iter()
        .any(|m| fits(intent, *m, Strict::IgnoreCapture))
    {
        return Reason::NothingToCapture(to);
    }
    let us = pos.turn();
    let board = pos.board();
    if let (Some(file), Some(rank)) = (from_file, from_rank) {
        let from = Square::from_coords(file, rank);
        match board.piece_at(from) {
            None => return Reason::EmptySquare(from),
            Some(piece) if piece.color != us => {
                return Reason::NotYourPiece {
                    piece,
                    square: from,
                    mover: us,
                };
            }
            Some(piece) => {
                if board.color_at(to) == Some(us) {
                    return Reason::CaptureOwn(to);
                }
                if role.is_none_or(|r| r == piece.role) && pseudo_legal(pos, from, to) {
                    return Reason::KingInCheck;
                }
                return Reason::PieceCannotGo {
                    role: piece.role,
                    from,
                    to,
                };
            }
        }
    }
    if board.color_at(to) == Some(us) {
        return Reason::CaptureOwn(to);
    }
    let role = role.unwrap_or(Role::Pawn);
    let mut ours = board.by_piece(role.of(us));
    if let Some(file) = from_file {
        ours &= Bitboard::from_file(file);
    }
    if let Some(rank) = from_rank {
        ours &= Bitboard::from_rank(rank);
    }
    let pawn_step_only = role == Role::Pawn && from_file.is_none();
    if ours
        .into_iter()
        .any(|from| pseudo_legal(pos, from, to) && !(pawn_step_only && from.file() != to.file()))
    {
        Reason::KingInCheck
    } else {
        Reason::NoPieceReaches { side: us, role, to }
    }
}

/// Whether the piece on `from` could go to `to` if its own king's safety did not matter.
fn pseudo_legal(pos: &Chess, from: Square, to: Square) -> bool {
    let board = pos.board();
    let Some(piece) = board.piece_at(from) else {
        return false;
    };
    if board.color_at(to) == Some(piece.color) {
        return false;
    }
    if piece.role != Role::Pawn {
        return attacks::attacks(from, piece, board.occupied()).contains(to);
    }
    let forward: i32 = if piece.color == Color::White { 8 } else { -8 };
    let empty = |sq: Option<Square>| sq.is_some_and(|s| board.piece_at(s).is_none());
    let one = from.offset(forward);
    let start_rank = if piece.color == Color::White {
        shakmaty::Rank::Second
    } else {
        shakmaty::Rank::Seventh
    };
    if one == Some(to) {
        return empty(one);
    }
    if from.rank() == start_rank && from.offset(2 * forward) == Some(to) {
        return empty(one) && empty(Some(to));
    }
    attacks::pawn_attacks(piece.color, from).contains(to)
        && (board.color_at(to) == Some(!piece.color)
            || pos.ep_square(shakmaty::EnPassantMode::Always) == Some(to))
}

fn castle(pos: &Chess, side: CastlingSide) -> Result<Move, MoveError> {
    if let Some(m) = pos.castling_moves(side).first() {
        return Ok(*m);
    }
    let us = pos.turn();
    let castles = pos.castles();
    let reason = if !castles.has(us, side) {
        Reason::CastleRights(side)
    } else if pos.is_check() {
        Reason::CastleInCheck
    } else if (castles.path(us, side) & pos.board().occupied()).any() {
        Reason::CastleBlocked(side)
    } else {
        Reason::CastleAttacked(side)
    };
    Err(MoveError::Illegal(reason))
}
