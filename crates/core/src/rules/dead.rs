//! Dead positions beyond material (5.2.2): a position where no series of legal moves can end in a mate, though both
//! sides have enough material. The one proven here, conservatively, is the blockade: only kings and pawns, every pawn
//! blocked by a pawn in front of it and none able to capture, and neither king able to reach an enemy pawn it could
//! take. Then no pawn ever moves, the kings walk in regions the pawns close off, and no king can ever be given check
//! (a king never steps into a pawn's attack, and nothing else could attack it): no mate is possible. Anything this
//! does not prove is treated as alive — a winnable position is never called dead.

use shakmaty::{attacks, Bitboard, Chess, Color, Position, Role};

/// Whether `pos` is a blockade no series of legal moves can break (see the module's documentation).
#[must_use]
pub fn is_blockade(pos: &Chess) -> bool {
    let board = pos.board();
    let kings = board.by_role(Role::King);
    let pawns = board.by_role(Role::Pawn);
    if (kings | pawns) != board.occupied() || pawns.is_empty() {
        return false;
    }
    // Every pawn is blocked and attacks no enemy piece.
    for square in pawns {
        let Some(color) = board.color_at(square) else {
            return false;
        };
        let ahead = match color {
            Color::White => square.offset(8),
            Color::Black => square.offset(-8),
        };
        if !ahead.is_some_and(|ahead| pawns.contains(ahead)) {
            return false;
        }
        if (attacks::pawn_attacks(color, square) & board.by_color(!color)).any() {
            return false;
        }
    }
    // Neither king reaches an enemy pawn it may take.
    Color::ALL
        .into_iter()
        .all(|color| !king_reaches_a_capture(pos, color))
}

/// Whether `color`'s king, walking over squares no enemy pawn attacks and no own pawn holds, can reach an enemy pawn
/// no other enemy pawn defends.
fn king_reaches_a_capture(pos: &Chess, color: Color) -> bool {
    let board = pos.board();
    let Some(start) = board.king_of(color) else {
        return true;
    };
    let enemy_pawns = board.by_piece(shakmaty::Piece {
        color: !color,
        role: Role::Pawn,
    });
    let own_pawns = board.by_piece(shakmaty::Piece {
        color,
        role: Role::Pawn,
    });
    let attacked: Bitboard = enemy_pawns.into_iter().fold(Bitboard::EMPTY, |all, sq| {
        all | attacks::pawn_attacks(!color, sq)
    });
    let mut seen = Bitboard::from_square(start);
    let mut frontier = vec![start];
    while let Some(square) = frontier.pop() {
        for next in attacks::king_attacks(square) {
            if seen.contains(next) || own_pawns.contains(next) || attacked.contains(next) {
                continue;
            }
            if enemy_pawns.contains(next) {
                // Not defended (the attacked squares are left out above): the king could take it.
                return true;
            }
            seen.add(next);
            frontier.push(next);
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{fen::Fen, CastlingMode};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    #[test]
    fn locked_pawn_chains_no_king_can_break_are_dead() {
        for fen in [
            "8/8/1k6/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1",
            "8/8/1k6/p1p1p1p1/P1P1P1P1/8/8/4K3 b - - 0 1",
            "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1",
            "k7/8/8/1p1p1p1p/1P1P1P1P/8/8/K7 w - - 0 1",
        ] {
            assert!(is_blockade(&position(fen)), "{fen}");
        }
    }

    /// Whether some series of at most `depth` legal moves ends in a mate (both sides helping).
    fn helpmate_within(pos: &Chess, depth: u32) -> bool {
        if pos.is_checkmate() {
            return true;
        }
        depth > 0
            && pos.legal_moves().iter().any(|mv| {
                let mut next = pos.clone();
                next.play_unchecked(*mv);
                helpmate_within(&next, depth - 1)
            })
    }

    #[test]
    fn no_helpmate_is_found_in_a_blockade() {
        for fen in [
            "8/8/1k6/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1",
            "k7/8/8/1p1p1p1p/1P1P1P1P/8/8/K7 b - - 0 1",
        ] {
            assert!(!helpmate_within(&position(fen), 5), "{fen}");
        }
        // The search can find one: a mate in one for White.
        assert!(helpmate_within(
            &position("k7/8/1K6/8/8/8/8/7R w - - 0 1"),
            1
        ));
    }

    #[test]
    fn a_position_anyone_could_still_win_is_never_dead() {
        for fen in [
            // The start position.
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            // A pawn that can still move.
            "8/8/1k6/p1p1p1p1/P1P1P1P1/8/7P/4K3 w - - 0 1",
            // A gap on the h-file: the white king walks up it to the black pawns.
            "8/8/1k6/p1p1p3/P1P1P3/8/8/4K3 w - - 0 1",
            // A pawn that can capture.
            "8/8/1k6/p1p1p1p1/PPP1P1P1/8/8/4K3 w - - 0 1",
            // A piece beside the pawns.
            "8/8/1k6/p1p1p1p1/P1P1P1P1/8/8/3NK3 w - - 0 1",
            // Kings alone (insufficient material, another rule), and pawns that are not blocked.
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1",
        ] {
            assert!(!is_blockade(&position(fen)), "{fen}");
        }
    }
}
