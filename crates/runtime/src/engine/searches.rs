//! The searches of the engine's worker as a state machine given the time: requests come in, the engine's lines come
//! in, and it says what to send the engine and what to answer the session. One search runs at a time; moves and
//! hints wait their turn; a newer analysis (or a stop) ends the analysis in progress with UCI `stop`, and that
//! search's `bestmove` is read and its answer dropped before the next one starts.

use std::{
    collections::VecDeque,
    time::{Duration, Instant},
};

use tactus_core::{DeepestLines, EngineLine, EngineReply, EngineRequest, EngineScore};

use super::heard::Asked;
use super::legal::legal_moves_after;
use super::process::{go_command, position_command, EngineError, GRACE};

/// What to do next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// Write this line to the engine.
    Send(String),
    /// Answer the session.
    Reply(EngineReply),
}

/// The search the engine is running.
#[derive(Debug)]
enum Running {
    /// A move or a hint, with the best line's latest score.
    Think(EngineRequest, Option<EngineScore>),
    /// An analysis, its lines gathered.
    Analyse(u64, DeepestLines),
    /// A search told to stop: its `bestmove` is awaited, and its answer dropped.
    Dropped,
}

/// The worker's searches.
#[derive(Debug)]
pub(crate) struct Searches {
    running: Option<Running>,
    /// Until when the running search may take, and how long that was (for the error).
    deadline: Option<(Instant, Duration, &'static str)>,
    waiting: VecDeque<Asked>,
    multipv: u8,
}

impl Searches {
    /// No search yet; the engine gives `multipv` lines as it stands.
    pub(crate) fn new(multipv: u8) -> Searches {
        Searches {
            running: None,
            deadline: None,
            waiting: VecDeque::new(),
            multipv,
        }
    }

    /// The session asked something at `now`.
    pub(crate) fn asked(&mut self, asked: Asked, now: Instant) -> Vec<Step> {
        let mut steps = Vec::new();
        match asked {
            Asked::Think(_) => self.waiting.push_back(asked),
            Asked::Analyse(_) => {
                self.drop_analyses(now, &mut steps);
                self.waiting.push_back(asked);
            }
            Asked::Stop => self.drop_analyses(now, &mut steps),
        }
        self.next(now, &mut steps);
        steps
    }

    /// The engine wrote `line` at `now`.
    pub(crate) fn line(&mut self, line: EngineLine, now: Instant) -> Vec<Step> {
        let mut steps = Vec::new();
        match (line, &mut self.running) {
            (EngineLine::Info(line), Some(Running::Think(_, score))) if line.rank == 1 => {
                *score = Some(line.score);
            }
            (EngineLine::Info(line), Some(Running::Analyse(_, found))) => found.line(line),
            (EngineLine::BestMove(best), Some(_)) => {
                let finished = self.running.take();
                self.deadline = None;
                match finished {
                    Some(Running::Think(request, score)) => {
                        steps.push(Step::Reply(EngineReply::Thought {
                            purpose: request.purpose,
                            id: request.id,
                            best,
                            score,
                        }));
                    }
                    Some(Running::Analyse(id, found)) => {
                        steps.push(Step::Reply(EngineReply::Analysis {
                            id,
                            lines: found.finish(),
                        }));
                    }
                    Some(Running::Dropped) | None => {}
                }
                self.next(now, &mut steps);
            }
            _ => {}
        }
        steps
    }

    /// Until when the running search may take, if one runs.
    pub(crate) fn deadline(&self) -> Option<Instant> {
        self.deadline.map(|(at, _, _)| at)
    }

    /// What the engine failed to answer by its deadline at `now`: the UCI command ("go", "stop") and the seconds it
    /// was given.
    pub(crate) fn overdue(&self, now: Instant) -> Option<(&'static str, u64)> {
        let (at, limit, what) = self.deadline?;
        (now >= at).then_some((what, limit.as_secs().max(1)))
    }

    /// The engine failed with `problem`: the answers owed (every search asked and not dropped, each failed), and
    /// nothing left to do.
    pub(crate) fn failed(&mut self, problem: &EngineError) -> Vec<EngineReply> {
        let running = match self.running.take() {
            Some(Running::Think(request, _)) => Some(request.id),
            Some(Running::Analyse(id, _)) => Some(id),
            Some(Running::Dropped) | None => None,
        };
        self.deadline = None;
        let waiting = self.waiting.drain(..).filter_map(|asked| asked_id(&asked));
        running
            .into_iter()
            .chain(waiting)
            .map(|id| EngineReply::Failed {
                id,
                problem: problem.clone(),
            })
            .collect()
    }

    /// Analyses waiting are let go, and the one running is told to stop.
    fn drop_analyses(&mut self, now: Instant, steps: &mut Vec<Step>) {
        self.waiting
            .retain(|asked| matches!(asked, Asked::Think(_)));
        if matches!(self.running, Some(Running::Analyse(..))) {
            self.running = Some(Running::Dropped);
            self.deadline = Some((now + GRACE, GRACE, "stop"));
            steps.push(Step::Send("stop".into()));
        }
    }

    /// Starts the next search waiting, when none runs; an analysis of a board without a legal move is answered at
    /// once, without the engine, and one of a position that cannot be read is refused at once.
    fn next(&mut self, now: Instant, steps: &mut Vec<Step>) {
        while self.running.is_none() {
            let Some(asked) = self.waiting.pop_front() else {
                return;
            };
            match asked {
                Asked::Think(request) => {
                    let movetime = Duration::from_millis(request.movetime_ms);
                    self.set_lines(1, steps);
                    steps.push(Step::Send(position_command(
                        &request.start_fen,
                        &request.moves,
                    )));
                    steps.push(Step::Send(format!(
                        "go movetime {}",
                        movetime.as_millis().max(1)
                    )));
                    self.deadline = Some((now + movetime + GRACE, movetime + GRACE, "go"));
                    self.running = Some(Running::Think(request, None));
                }
                Asked::Analyse(request) => {
                    let legal = match legal_moves_after(&request.start_fen, &request.moves) {
                        Ok(0) => {
                            steps.push(Step::Reply(EngineReply::Analysis {
                                id: request.id,
                                lines: Vec::new(),
                            }));
                            continue;
                        }
                        Ok(legal) => legal,
                        Err(problem) => {
                            steps.push(Step::Reply(EngineReply::Failed {
                                id: request.id,
                                problem,
                            }));
                            continue;
                        }
                    };
                    let lines = request.line_count();
                    let count = lines.min(legal);
                    let movetime = Duration::from_millis(request.movetime_ms);
                    self.set_lines(lines, steps);
                    steps.push(Step::Send(position_command(
                        &request.start_fen,
                        &request.moves,
                    )));
                    steps.push(Step::Send(go_command(request.depth, movetime)));
                    self.deadline = Some((now + movetime + GRACE, movetime + GRACE, "go"));
                    self.running = Some(Running::Analyse(request.id, DeepestLines::new(count)));
                }
                Asked::Stop => {}
            }
        }
    }

    /// Tells the engine to give `lines` lines, when it gives another number.
    fn set_lines(&mut self, lines: u8, steps: &mut Vec<Step>) {
        if self.multipv != lines {
            self.multipv = lines;
            steps.push(Step::Send(format!("setoption name MultiPV value {lines}")));
        }
    }
}

/// The id of a request that is answered (a stop is not).
fn asked_id(asked: &Asked) -> Option<u64> {
    match asked {
        Asked::Think(request) => Some(request.id),
        Asked::Analyse(request) => Some(request.id),
        Asked::Stop => None,
    }
}

#[cfg(test)]
mod tests;
