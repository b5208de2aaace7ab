//! Every move of a game judged by the engine's evaluations of the positions before and after it.

use shakmaty::{uci::UciMove, Chess, Color, Move, Position};

use super::{judge, GameEvaluations};
use crate::boundary::MoveVerdict;
use crate::Evaluation;

/// One move of the game, judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewedMove {
    /// The half-move it completes, counted from the game's start: 1 for the first move.
    pub ply: u32,
    /// Its move number, as the scoresheet writes it (a game from a position may start above 1).
    pub number: u32,
    /// Who played it.
    pub mover: Color,
    /// The position before it.
    pub position: Chess,
    /// The move played.
    pub played: Move,
    /// The engine's best move in the position before, when it gave one that is legal there.
    pub best: Option<Move>,
    /// The evaluation before the move (White's view).
    pub before: Evaluation,
    /// The evaluation after it (White's view).
    pub after: Evaluation,
    /// What the move was, when it was not good enough; never when it was the engine's best.
    pub verdict: Option<MoveVerdict>,
}

/// The moves of the game from `start`, each judged by `evaluations` (their positions in the same order): as many
/// moves as have their positions before and after evaluated; a move that is not legal ends the review there.
#[must_use]
pub fn review_moves(
    start: &Chess,
    moves: &[Move],
    evaluations: &GameEvaluations,
) -> Vec<ReviewedMove> {
    let mut position = start.clone();
    let mut reviewed = Vec::new();
    let pairs = evaluations
        .positions
        .iter()
        .zip(evaluations.positions.iter().skip(1));
    for ((index, played), (before, after)) in moves.iter().enumerate().zip(pairs) {
        if !position.is_legal(*played) {
            break;
        }
        let best = before
            .best
            .as_deref()
            .and_then(|uci| uci.parse::<UciMove>().ok())
            .and_then(|uci| uci.to_move(&position).ok());
        let mover = position.turn();
        let verdict = if best == Some(*played) {
            None
        } else {
            judge(before.evaluation, after.evaluation, mover)
        };
        reviewed.push(ReviewedMove {
            ply: u32::try_from(index + 1).unwrap_or(u32::MAX),
            number: position.fullmoves().get(),
            mover,
            position: position.clone(),
            played: *played,
            best,
            before: before.evaluation,
            after: after.evaluation,
            verdict,
        });
        position.play_unchecked(*played);
    }
    reviewed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::PositionEvaluation;

    /// The moves `ucis` from the start, as moves.
    fn moves_of(ucis: &[&str]) -> Vec<Move> {
        let mut position = Chess::default();
        ucis.iter()
            .map(|uci| {
                let m = uci.parse::<UciMove>().unwrap().to_move(&position).unwrap();
                position.play_unchecked(m);
                m
            })
            .collect()
    }

    fn evaluations(scores: &[(Evaluation, Option<&str>)]) -> GameEvaluations {
        GameEvaluations {
            engine: "Fake".into(),
            depth: 10,
            moves: Vec::new(),
            positions: scores
                .iter()
                .map(|(evaluation, best)| PositionEvaluation {
                    evaluation: *evaluation,
                    depth: 10,
                    best: best.map(String::from),
                })
                .collect(),
        }
    }

    #[test]
    fn each_move_is_judged_by_the_positions_around_it() {
        let moves = moves_of(&["f2f3", "e7e5", "g2g4", "d8h4"]);
        let evaluations = evaluations(&[
            (Evaluation::Pawns(30), Some("e2e4")),
            (Evaluation::Pawns(-40), Some("e7e5")),
            (Evaluation::Pawns(-50), Some("e2e4")),
            (Evaluation::Mate(-1), Some("d8h4")),
            (Evaluation::Mate(0), None),
        ]);
        let reviewed = review_moves(&Chess::default(), &moves, &evaluations);
        assert_eq!(reviewed.len(), 4);
        let verdicts: Vec<_> = reviewed.iter().map(|m| m.verdict).collect();
        assert_eq!(
            verdicts,
            [
                Some(MoveVerdict::Inaccuracy),
                None,
                Some(MoveVerdict::Blunder),
                None
            ]
        );
        let third = &reviewed[2];
        assert_eq!((third.ply, third.number, third.mover), (3, 2, Color::White));
        assert_eq!(third.best, Some(moves_of(&["f2f3", "e7e5", "e2e4"])[2]));
        assert_eq!(third.before, Evaluation::Pawns(-50));
        assert_eq!(third.after, Evaluation::Mate(-1));
    }

    #[test]
    fn the_best_move_played_is_never_faulted() {
        // The engine's score moved a lot, but the move played was its best: the evaluation before was wrong.
        let moves = moves_of(&["e2e4"]);
        let evaluations = evaluations(&[
            (Evaluation::Pawns(300), Some("e2e4")),
            (Evaluation::Pawns(-300), None),
        ]);
        assert_eq!(
            review_moves(&Chess::default(), &moves, &evaluations)[0].verdict,
            None
        );
    }

    #[test]
    fn a_review_cut_short_judges_only_what_it_has() {
        let moves = moves_of(&["e2e4", "e7e5", "g1f3"]);
        let cut = evaluations(&[
            (Evaluation::Pawns(30), Some("e2e4")),
            (Evaluation::Pawns(30), Some("zz99")),
        ]);
        assert_eq!(review_moves(&Chess::default(), &moves, &cut).len(), 1);
        assert!(review_moves(&Chess::default(), &moves, &evaluations(&[])).is_empty());
    }
}
