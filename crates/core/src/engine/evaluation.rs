//! An engine's evaluation turned to White's point of view, as the review and the analysis keep it (its words are
//! `words::evaluation_sentence`).

use shakmaty::Color;

use super::EngineScore;

/// An evaluation from White's point of view: positive favours White.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evaluation {
    /// Hundredths of a pawn; positive favours White.
    Pawns(i32),
    /// Mate: in n moves by White when positive, by Black when negative; 0 when the side to move is mated on the
    /// board.
    Mate(i32),
}

impl Evaluation {
    /// The engine's `score`, given from the view of `mover` (the side to move), turned to White's view.
    #[must_use]
    pub fn from_mover(score: EngineScore, mover: Color) -> Evaluation {
        let sign = if mover == Color::White { 1 } else { -1 };
        match score {
            EngineScore::Centipawns(cp) => Evaluation::Pawns(cp.saturating_mul(sign)),
            EngineScore::Mate(n) => Evaluation::Mate(n.saturating_mul(sign)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_movers_score_is_turned_to_whites_view() {
        use shakmaty::Color::{Black, White};
        let cp = EngineScore::Centipawns(40);
        assert_eq!(Evaluation::from_mover(cp, White), Evaluation::Pawns(40));
        assert_eq!(Evaluation::from_mover(cp, Black), Evaluation::Pawns(-40));
        let mate = EngineScore::Mate(2);
        assert_eq!(Evaluation::from_mover(mate, White), Evaluation::Mate(2));
        assert_eq!(Evaluation::from_mover(mate, Black), Evaluation::Mate(-2));
        assert_eq!(
            Evaluation::from_mover(EngineScore::Mate(-1), Black),
            Evaluation::Mate(1)
        );
        assert_eq!(
            Evaluation::from_mover(EngineScore::Mate(0), Black),
            Evaluation::Mate(0)
        );
        assert_eq!(
            Evaluation::from_mover(EngineScore::Centipawns(i32::MIN), Black),
            Evaluation::Pawns(i32::MAX)
        );
    }
}
