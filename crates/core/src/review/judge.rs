//! How good a move was: the mover's chance of winning before and after it, on lichess' curve, and the verdict on
//! its fall (an inaccuracy, a mistake, a blunder).
//!
//! The curve and the thresholds are lichess' own (lichess-org/lila, `modules/tree/src/main/Advice.scala`, its
//! `CpAdvice` and `MateAdvice`, and `WinPercent.winningChances`): a fall of 0.1, 0.2 or 0.3 on the −1…1 scale of the
//! winning chance. A move from or into a forced mate is judged as lila judges it: a mate allowed is a blunder unless
//! the mover was already lost by more than 7 pawns (a mistake) or 10 (an inaccuracy); a mate let go is judged by how
//! much is left after it the same way; a mate that is slower, or a mate suffered that comes sooner, is no verdict at
//! all (there is nothing better to learn from it).

use shakmaty::Color;

use crate::{boundary::MoveVerdict, engine::Evaluation};

/// The pawns beyond which an evaluation does not change the winning chance (lichess clamps to ±1000 centipawns).
const CLAMP_CP: i32 = 1000;

/// The slope of lichess' curve, per centipawn.
const SLOPE: f64 = -0.003_682_08;

/// White's chance of winning in −1…1 (−1: Black wins, 0: even, 1: White wins), on lichess' curve:
/// `2 / (1 + exp(−0.00368208 · cp)) − 1`, the centipawns clamped to ±1000; a mate is ±1 (a mate in 0, the side to
/// move checkmated, whose colour the evaluation does not say, is 0 here: [`judge`] reads it with the mover).
#[must_use]
pub fn winning_chance(evaluation: Evaluation) -> f64 {
    match evaluation {
        Evaluation::Pawns(cp) => chance_of(cp),
        Evaluation::Mate(n) => f64::from(n.signum()),
    }
}

/// The winning chance of `cp` centipawns for a side.
fn chance_of(cp: i32) -> f64 {
    let cp = f64::from(cp.clamp(-CLAMP_CP, CLAMP_CP));
    2.0 / (1.0 + (SLOPE * cp).exp()) - 1.0
}

/// A position as the mover of the move judged sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Standing {
    /// Centipawns for the mover.
    Pawns(i32),
    /// The mover mates by force.
    Mates,
    /// The mover is mated by force.
    Mated,
}

/// `evaluation` (White's view) from `mover`'s side; a mate in 0 is the side to move checkmated: the mover's
/// opponent after the move (`after`), the mover before it.
fn standing(evaluation: Evaluation, mover: Color, after: bool) -> Standing {
    let sign = if mover == Color::White { 1 } else { -1 };
    match evaluation {
        Evaluation::Pawns(cp) => Standing::Pawns(cp.saturating_mul(sign)),
        Evaluation::Mate(0) if after => Standing::Mates,
        Evaluation::Mate(0) => Standing::Mated,
        Evaluation::Mate(n) if n * sign > 0 => Standing::Mates,
        Evaluation::Mate(_) => Standing::Mated,
    }
}

/// The verdict on a move by `mover` that took the position from `before` to `after` (both White's view), if it
/// deserves one: see the module's documentation for lichess' rules.
#[must_use]
pub fn judge(before: Evaluation, after: Evaluation, mover: Color) -> Option<MoveVerdict> {
    match (standing(before, mover, false), standing(after, mover, true)) {
        (Standing::Pawns(before), Standing::Pawns(after)) => {
            by_fall(chance_of(before) - chance_of(after))
        }
        (Standing::Pawns(before), Standing::Mated) => Some(by_what_was_left(-before)),
        (Standing::Mates, Standing::Pawns(after)) => Some(by_what_was_left(after)),
        (Standing::Mates, Standing::Mated) => Some(MoveVerdict::Blunder),
        (Standing::Pawns(_), Standing::Mates) | (Standing::Mates | Standing::Mated, _) => None,
    }
}

/// The verdict on a fall of the mover's winning chance (lichess: 0.3, 0.2, 0.1).
fn by_fall(fall: f64) -> Option<MoveVerdict> {
    [
        (0.3, MoveVerdict::Blunder),
        (0.2, MoveVerdict::Mistake),
        (0.1, MoveVerdict::Inaccuracy),
    ]
    .into_iter()
    .find(|(threshold, _)| fall >= *threshold)
    .map(|(_, verdict)| verdict)
}

/// The verdict on a mate allowed or let go, by the centipawns the side that is better off had anyway: lichess calls
/// it an inaccuracy beyond 10 pawns, a mistake beyond 7, else a blunder.
fn by_what_was_left(cp: i32) -> MoveVerdict {
    if cp > 999 {
        MoveVerdict::Inaccuracy
    } else if cp > 700 {
        MoveVerdict::Mistake
    } else {
        MoveVerdict::Blunder
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Evaluation::{Mate, Pawns};

    #[test]
    fn the_curve_is_lichess_and_clamped() {
        assert!(winning_chance(Pawns(0)).abs() < 1e-12);
        assert!((winning_chance(Pawns(100)) - 0.182_0).abs() < 1e-3);
        assert!((winning_chance(Pawns(-100)) + 0.182_0).abs() < 1e-3);
        assert!((winning_chance(Pawns(1000)) - winning_chance(Pawns(5000))).abs() < 1e-12);
        assert!(winning_chance(Pawns(1000)) < 1.0);
        assert!((winning_chance(Mate(3)) - 1.0).abs() < 1e-12);
        assert!((winning_chance(Mate(-2)) + 1.0).abs() < 1e-12);
    }

    #[test]
    fn the_falls_make_the_verdicts_for_either_side() {
        // White from +0.3 to −0.3: a fall of 0.11, an inaccuracy; from 0 to −1.2: 0.22, a mistake.
        assert_eq!(
            judge(Pawns(30), Pawns(-30), Color::White),
            Some(MoveVerdict::Inaccuracy)
        );
        assert_eq!(
            judge(Pawns(0), Pawns(-120), Color::White),
            Some(MoveVerdict::Mistake)
        );
        // The same for Black, mirrored.
        assert_eq!(
            judge(Pawns(0), Pawns(120), Color::Black),
            Some(MoveVerdict::Mistake)
        );
        assert_eq!(
            judge(Pawns(0), Pawns(-60), Color::White),
            Some(MoveVerdict::Inaccuracy)
        );
        assert_eq!(
            judge(Pawns(100), Pawns(-150), Color::White),
            Some(MoveVerdict::Blunder)
        );
        assert_eq!(judge(Pawns(20), Pawns(10), Color::White), None);
        // Black's move that makes White's evaluation better for Black is never a fault.
        assert_eq!(judge(Pawns(200), Pawns(-200), Color::Black), None);
    }

    #[test]
    fn far_ahead_a_few_pawns_more_or_less_are_no_fault() {
        // +12 to +8: the chance hardly moves on the clamped curve.
        assert_eq!(judge(Pawns(1200), Pawns(800), Color::White), None);
    }

    #[test]
    fn a_mate_allowed_is_judged_by_how_lost_the_mover_was() {
        assert_eq!(
            judge(Pawns(0), Mate(-4), Color::White),
            Some(MoveVerdict::Blunder)
        );
        assert_eq!(
            judge(Pawns(-800), Mate(-4), Color::White),
            Some(MoveVerdict::Mistake)
        );
        assert_eq!(
            judge(Pawns(-1500), Mate(-4), Color::White),
            Some(MoveVerdict::Inaccuracy)
        );
        assert_eq!(
            judge(Pawns(1500), Mate(4), Color::Black),
            Some(MoveVerdict::Inaccuracy)
        );
    }

    #[test]
    fn a_mate_let_go_is_judged_by_what_is_left() {
        assert_eq!(
            judge(Mate(3), Pawns(300), Color::White),
            Some(MoveVerdict::Blunder)
        );
        assert_eq!(
            judge(Mate(3), Pawns(800), Color::White),
            Some(MoveVerdict::Mistake)
        );
        assert_eq!(
            judge(Mate(3), Pawns(2000), Color::White),
            Some(MoveVerdict::Inaccuracy)
        );
        assert_eq!(
            judge(Mate(-3), Pawns(2000), Color::Black),
            Some(MoveVerdict::Blunder)
        );
        assert_eq!(
            judge(Mate(2), Mate(-5), Color::White),
            Some(MoveVerdict::Blunder)
        );
    }

    #[test]
    fn mate_to_mate_and_a_mate_given_are_no_fault() {
        assert_eq!(judge(Mate(2), Mate(6), Color::White), None);
        assert_eq!(judge(Mate(-6), Mate(-2), Color::White), None);
        assert_eq!(judge(Mate(1), Mate(0), Color::White), None);
        assert_eq!(judge(Mate(-1), Mate(0), Color::Black), None);
        assert_eq!(judge(Pawns(-300), Mate(5), Color::White), None);
    }
}
