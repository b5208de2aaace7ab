//! Whether a move found in practice is as good as the engine's best: both evaluations on one scale from the
//! mover's side, a mate above every number of pawns, a sooner mate above a later one.

use shakmaty::{Chess, Color, Position};

use crate::Evaluation;

/// How far below the best a move may fall and still count as found: 0.3 pawns (spec/study.md).
pub(super) const MARGIN_CP: i64 = 30;

/// A mate, on the scale of centipawns: beyond any evaluation in pawns.
const MATE: i64 = 1_000_000;

/// `evaluation` (White's view) on one scale from `mover`'s side; a mate in 0, after the mover's move, is the mate
/// the mover gave.
pub(super) fn value_for(evaluation: Evaluation, mover: Color) -> i64 {
    let sign = if mover == Color::White { 1 } else { -1 };
    match evaluation {
        Evaluation::Pawns(cp) => i64::from(cp) * sign,
        Evaluation::Mate(0) => MATE,
        Evaluation::Mate(n) if i64::from(n) * sign > 0 => MATE - i64::from(n.unsigned_abs()),
        Evaluation::Mate(n) => -MATE + i64::from(n.unsigned_abs()),
    }
}

/// Whether `tried` is within the margin of `best`, both from the mover's side.
pub(super) fn as_good(tried: i64, best: i64) -> bool {
    tried >= best - MARGIN_CP
}

/// The evaluation of a position after the mover's move where the game is over: a mate in 0 (the mover gave mate),
/// or even (a draw); `None` while the game goes on.
pub(super) fn over(position: &Chess) -> Option<Evaluation> {
    if position.is_checkmate() {
        // The side to move is mated: the mover gave mate.
        Some(Evaluation::Mate(0))
    } else if position.is_stalemate() || position.is_insufficient_material() {
        Some(Evaluation::Pawns(0))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_within_a_third_of_a_pawn_counts() {
        let best = value_for(Evaluation::Pawns(-120), Color::Black);
        assert!(as_good(
            value_for(Evaluation::Pawns(-95), Color::Black),
            best
        ));
        assert!(!as_good(
            value_for(Evaluation::Pawns(-80), Color::Black),
            best
        ));
        assert!(as_good(
            value_for(Evaluation::Pawns(-300), Color::Black),
            best
        ));
    }

    #[test]
    fn a_mate_counts_above_pawns_and_a_slower_mate_still_counts() {
        let best = value_for(Evaluation::Mate(3), Color::White);
        assert!(as_good(value_for(Evaluation::Mate(5), Color::White), best));
        assert!(!as_good(
            value_for(Evaluation::Pawns(900), Color::White),
            best
        ));
        assert!(!as_good(
            value_for(Evaluation::Mate(-2), Color::White),
            value_for(Evaluation::Pawns(0), Color::White)
        ));
        assert!(
            value_for(Evaluation::Mate(-9), Color::Black)
                > value_for(Evaluation::Pawns(-5000), Color::Black)
        );
    }
}
