//! Dead positions beyond material (5.2.2): a position where no series of legal moves can end in a mate, though both
//! sides have enough material. The one proven here, conservatively, is the blockade: only kings, pawns and bishops,
//! every pawn blocked by a pawn in front of it and none able to capture, neither king able to reach an enemy pawn it
//! could take, and every bishop shut in where it can take no pawn, no pawn can take it, and it never sees a square
//! the enemy king can reach. Then no pawn ever moves, the kings walk in regions the pawns close off, and no king can
//! ever be given check (a king never steps into a pawn's attack, and no bishop sees where it walks): no mate is
//! possible. Anything this does not prove is treated as alive — a winnable position is never called dead.

use shakmaty::{attacks, Bitboard, Chess, Color, Piece, Position, Role, Square};

/// Whether `pos` is a blockade no series of legal moves can break (see the module's documentation).
#[must_use]
pub(crate) fn is_blockade(pos: &Chess) -> bool {
    let board = pos.board();
    let kings = board.by_role(Role::King);
    let pawns = board.by_role(Role::Pawn);
    let bishops = board.by_role(Role::Bishop);
    if (kings | pawns | bishops) != board.occupied() || pawns.is_empty() {
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
    let mut king_regions = [Bitboard::EMPTY; 2];
    for color in Color::ALL {
        match king_region(pos, color) {
            Some(region) => king_regions[color as usize] = region,
            None => return false,
        }
    }
    // Every bishop is shut in by the pawns: it can take no pawn, no pawn can take it, and it can never see a square
    // the enemy king can stand on, so it can never give check.
    bishops.into_iter().all(|square| {
        let Some(color) = board.color_at(square) else {
            return false;
        };
        bishop_region(pos, square, color)
            .is_some_and(|region| (region & king_regions[(!color) as usize]).is_empty())
    })
}

/// The squares a bishop of `color` on `start` can ever stand on or see, sliding over every square no pawn holds
/// (kings and bishops move, so they are looked through); `None` when it could take an enemy pawn or be taken by one.
fn bishop_region(pos: &Chess, start: Square, color: Color) -> Option<Bitboard> {
    let board = pos.board();
    let pawns = board.by_role(Role::Pawn);
    let enemy_pawns = pawns & board.by_color(!color);
    let attacked = pawn_attacks_of(pos, !color);
    let mut region = Bitboard::from_square(start);
    let mut frontier = vec![start];
    while let Some(square) = frontier.pop() {
        if attacked.contains(square) {
            return None;
        }
        let seen = attacks::bishop_attacks(square, pawns);
        if (seen & enemy_pawns).any() {
            return None;
        }
        for next in seen & !pawns {
            if !region.contains(next) {
                region.add(next);
                frontier.push(next);
            }
        }
    }
    Some(region)
}

/// Every square `color`'s pawns attack.
fn pawn_attacks_of(pos: &Chess, color: Color) -> Bitboard {
    let pawns = pos.board().by_piece(Piece {
        color,
        role: Role::Pawn,
    });
    pawns.into_iter().fold(Bitboard::EMPTY, |all, sq| {
        all | attacks::pawn_attacks(color, sq)
    })
}

/// The squares `color`'s king can walk to over squares no enemy pawn attacks and no own pawn holds; `None` when it
/// can reach an enemy pawn no other enemy pawn defends (it could take it).
fn king_region(pos: &Chess, color: Color) -> Option<Bitboard> {
    let board = pos.board();
    let start = board.king_of(color)?;
    let enemy_pawns = board.by_piece(Piece {
        color: !color,
        role: Role::Pawn,
    });
    let own_pawns = board.by_piece(Piece {
        color,
        role: Role::Pawn,
    });
    let attacked = pawn_attacks_of(pos, !color);
    let mut seen = Bitboard::from_square(start);
    let mut frontier = vec![start];
    while let Some(square) = frontier.pop() {
        for next in attacks::king_attacks(square) {
            if seen.contains(next) || own_pawns.contains(next) || attacked.contains(next) {
                continue;
            }
            if enemy_pawns.contains(next) {
                // Not defended (the attacked squares are left out above): the king could take it.
                return None;
            }
            seen.add(next);
            frontier.push(next);
        }
    }
    Some(seen)
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
            // Bishops shut in behind their own pawns, on squares no enemy king can reach.
            BISHOP_SHUT_IN,
            "8/2b5/1k6/p1p1p1p1/P1P1P1P1/1B6/8/4K3 w - - 0 1",
        ] {
            assert!(is_blockade(&position(fen)), "{fen}");
        }
    }

    /// A white bishop on light squares, shut in behind White's pawn chain.
    const BISHOP_SHUT_IN: &str = "8/8/1k6/p1p1p1p1/P1P1P1P1/1B6/8/4K3 w - - 0 1";

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
            BISHOP_SHUT_IN,
            "8/2b5/1k6/p1p1p1p1/P1P1P1P1/1B6/8/4K3 b - - 0 1",
        ] {
            assert!(!helpmate_within(&position(fen), 5), "{fen}");
        }
        // The search can find one: a mate in one for White.
        assert!(helpmate_within(
            &position("k7/8/1K6/8/8/8/8/7R w - - 0 1"),
            1
        ));
    }

    /// Whether no position reachable from `pos` by legal moves has a king in check (so none is a mate), searching
    /// them all; `false` as soon as one has, or when there are more than `limit`.
    fn no_check_is_ever_reachable(pos: &Chess, limit: usize) -> bool {
        let mut seen = std::collections::HashSet::new();
        let mut queue = vec![pos.clone()];
        while let Some(next) = queue.pop() {
            if !seen.insert((next.board().to_string(), next.turn())) {
                continue;
            }
            if next.is_check() || seen.len() > limit {
                return false;
            }
            for mv in next.legal_moves() {
                let mut after = next.clone();
                after.play_unchecked(mv);
                queue.push(after);
            }
        }
        true
    }

    #[test]
    fn every_position_reachable_from_a_dead_one_is_without_check() {
        // The whole space of positions each dead one can lead to, every move of every piece and pawn included,
        // searched: no king is ever in check, so no mate can ever happen.
        for fen in [
            "8/8/1k6/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1",
            "k7/8/8/1p1p1p1p/1P1P1P1P/8/8/K7 b - - 0 1",
            BISHOP_SHUT_IN,
            "8/2b5/1k6/p1p1p1p1/P1P1P1P1/1B6/8/4K3 b - - 0 1",
        ] {
            let pos = position(fen);
            assert!(is_blockade(&pos), "{fen}");
            assert!(no_check_is_ever_reachable(&pos, 500_000), "{fen}");
        }
        // And the search finds a check where the detector says the game is alive.
        for fen in [
            "8/8/1k6/p1p1p1p1/P1P1P1P1/8/1B6/4K3 w - - 0 1",
            "8/8/1k6/p1p1p1p1/P1P1P1P1/8/8/4K2b w - - 0 1",
            "8/8/1k6/p1p1p3/P1P1P3/8/8/4K3 w - - 0 1",
        ] {
            let pos = position(fen);
            assert!(!is_blockade(&pos), "{fen}");
            assert!(!no_check_is_ever_reachable(&pos, 500_000), "{fen}");
        }
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
            // A bishop on the other colour: it reaches b4, where a pawn can take it, and d4, from where it takes e5.
            "8/8/1k6/p1p1p1p1/P1P1P1P1/8/1B6/4K3 w - - 0 1",
            // A bishop that can see squares the enemy king walks on: it could give check.
            "8/8/1k6/p1p1p1p1/P1P1P1P1/8/8/4K2b w - - 0 1",
            // A light-squared black bishop: it reaches d5, where a pawn can take it.
            "8/5b2/1k6/p1p1p1p1/P1P1P1P1/1B6/8/4K3 w - - 0 1",
            // A bishop outside the chain, in the enemy king's region.
            "8/8/1k2B3/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1",
            // Kings alone (insufficient material, another rule), and pawns that are not blocked.
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1",
        ] {
            assert!(!is_blockade(&position(fen)), "{fen}");
        }
    }
}
