//! The engine's pass through a game for `tactus review`: every position from the start (ply 0) to the last,
//! searched to one depth with one line, its evaluation (White's view), the depth reached and the best move kept as
//! the core's [`GameEvaluations`]. The positions may be shared out among several engines of one thread each, each
//! on its own part of the game (their searches run side by side); the progress is reported after each position,
//! stamped by the clock the caller passes in.

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        mpsc,
    },
    thread,
    time::Duration,
};

use shakmaty::{fen::Fen, uci::UciMove, Chess, EnPassantMode, Move, Position};
use tactus_core::{Evaluation, GameEvaluations, PositionEvaluation};

use crate::engine::{Engine, EngineError};

/// How long one position may be searched before the engine must answer, whatever the depth.
const MOVETIME: Duration = Duration::from_secs(60);

/// How the engine goes through the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewPass {
    /// The engine's command (`find_engine`'s answer).
    pub command: String,
    /// The depth every position is searched to.
    pub depth: u8,
    /// The threads in all: that many engines of one thread each, on as many parts of the game.
    pub threads: u8,
}

/// How far the pass has gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewProgress {
    /// Positions searched.
    pub done: usize,
    /// Positions in all.
    pub total: usize,
    /// Milliseconds since the pass began, by the clock passed in.
    pub elapsed_ms: u64,
}

impl ReviewProgress {
    /// About how many seconds are left, at the pace so far; `None` before the first position is done.
    #[must_use]
    pub fn seconds_left(&self) -> Option<u64> {
        let done = u64::try_from(self.done).ok().filter(|&done| done > 0)?;
        let left = u64::try_from(self.total.saturating_sub(self.done)).unwrap_or(u64::MAX);
        Some((self.elapsed_ms.saturating_mul(left) / done).div_ceil(1000))
    }
}

/// Goes through the game from `start` along `moves` (legal, in order): the evaluations of its `moves.len() + 1`
/// positions, `progress` told after each with the time `now_ms` gives.
///
/// # Errors
/// [`EngineError`] when an engine cannot start, ends or does not answer in time; nothing is kept then.
pub fn review_pass(
    pass: &ReviewPass,
    start: &Chess,
    moves: &[Move],
    now_ms: &dyn Fn() -> u64,
    progress: &mut dyn FnMut(ReviewProgress),
) -> Result<GameEvaluations, EngineError> {
    let began = now_ms();
    let positions = positions(start, moves);
    let ucis: Vec<String> = moves
        .iter()
        .map(|m| UciMove::from_standard(*m).to_string())
        .collect();
    let start_fen = Fen::from_position(start, EnPassantMode::Legal).to_string();
    let total = positions.len();
    let parts = parts(total, pass.threads);
    let mut found: Vec<Option<PositionEvaluation>> = vec![None; total];
    let mut engine_name = String::new();
    let (sender, receiver) = mpsc::channel();
    // An engine that fails stops the others at their next position: nothing is kept then.
    let failed = AtomicBool::new(false);
    thread::scope(|scope| {
        let workers: Vec<_> = parts
            .into_iter()
            .map(|part| {
                let sender = sender.clone();
                let (positions, ucis, start_fen, failed) = (&positions, &ucis, &start_fen, &failed);
                scope.spawn(move || -> Result<String, EngineError> {
                    let one_thread = if pass.threads > 1 { 1 } else { pass.threads };
                    let went = Engine::start_for_analysis(&pass.command, one_thread).and_then(
                        |mut engine| {
                            for ply in part {
                                if failed.load(Ordering::Relaxed) {
                                    break;
                                }
                                let position = evaluate(
                                    &mut engine,
                                    start_fen,
                                    &ucis[..ply],
                                    &positions[ply],
                                    pass,
                                )?;
                                if sender.send((ply, position)).is_err() {
                                    break;
                                }
                            }
                            Ok(engine.name().to_string())
                        },
                    );
                    if went.is_err() {
                        failed.store(true, Ordering::Relaxed);
                    }
                    went
                })
            })
            .collect();
        drop(sender);
        for (index, (ply, position)) in receiver.into_iter().enumerate() {
            found[ply] = Some(position);
            progress(ReviewProgress {
                done: index + 1,
                total,
                elapsed_ms: now_ms().saturating_sub(began),
            });
        }
        for worker in workers {
            let name = worker.join().unwrap_or_else(|_| {
                Err(EngineError::Ended {
                    name: pass.command.clone(),
                })
            })?;
            engine_name = name;
        }
        Ok::<(), EngineError>(())
    })?;
    Ok(GameEvaluations {
        engine: engine_name,
        depth: pass.depth,
        moves: ucis,
        positions: found.into_iter().flatten().collect(),
    })
}

/// The positions of the game, from the start.
fn positions(start: &Chess, moves: &[Move]) -> Vec<Chess> {
    let mut position = start.clone();
    let mut all = vec![position.clone()];
    for m in moves {
        position.play_unchecked(*m);
        all.push(position.clone());
    }
    all
}

/// The plies `0..total` in `engines` runs one after another, as even as can be (at least one engine, none empty).
fn parts(total: usize, engines: u8) -> Vec<std::ops::Range<usize>> {
    let engines = usize::from(engines.max(1)).min(total.max(1));
    (0..engines)
        .map(|index| total * index / engines..total * (index + 1) / engines)
        .filter(|part| !part.is_empty())
        .collect()
}

/// The engine's evaluation of `position`, reached by `moves` from `start_fen`; on a board without a legal move, what
/// the rules say (mated, or a draw) without asking.
fn evaluate(
    engine: &mut Engine,
    start_fen: &str,
    moves: &[String],
    position: &Chess,
    pass: &ReviewPass,
) -> Result<PositionEvaluation, EngineError> {
    let lines = engine.analyse(start_fen, moves, 1, pass.depth, MOVETIME)?;
    let Some(line) = lines.into_iter().next() else {
        let evaluation = if position.is_checkmate() {
            Evaluation::Mate(0)
        } else {
            Evaluation::Pawns(0)
        };
        return Ok(PositionEvaluation {
            evaluation,
            depth: pass.depth,
            best: None,
        });
    };
    Ok(PositionEvaluation {
        evaluation: Evaluation::from_mover(line.score, position.turn()),
        depth: line.depth,
        best: line.moves.first().map(ToString::to_string),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_is_shared_out_in_even_runs() {
        let ends = |total, engines| -> Vec<(usize, usize)> {
            parts(total, engines)
                .into_iter()
                .map(|part| (part.start, part.end))
                .collect()
        };
        assert_eq!(ends(81, 2), [(0, 40), (40, 81)]);
        assert_eq!(ends(81, 1), [(0, 81)]);
        assert_eq!(ends(1, 2), [(0, 1)]);
        assert_eq!(ends(5, 0), [(0, 5)]);
        assert_eq!(ends(3, 3), [(0, 1), (1, 2), (2, 3)]);
    }

    #[test]
    fn the_time_left_is_the_pace_so_far_times_what_is_left() {
        let at = |done, elapsed_ms| ReviewProgress {
            done,
            total: 81,
            elapsed_ms,
        };
        assert_eq!(at(0, 500).seconds_left(), None);
        assert_eq!(at(27, 9000).seconds_left(), Some(18));
        assert_eq!(at(80, 40_000).seconds_left(), Some(1));
        assert_eq!(at(81, 40_000).seconds_left(), Some(0));
    }

    #[test]
    fn the_positions_run_from_the_start_to_the_last() {
        let start = Chess::default();
        let e4 = "e2e4".parse::<UciMove>().unwrap().to_move(&start).unwrap();
        let all = positions(&start, &[e4]);
        assert_eq!(all.len(), 2);
        assert_eq!(all[1].turn(), shakmaty::Color::Black);
    }
}
