//! The engine on a thread of its own: requests in through a channel, replies out as `engine …` command lines into
//! the session's command channel. An engine that fails is dropped (its process ended) after one `engine failed`
//! reply; later requests get the same reply at once.

use std::{
    sync::mpsc::{self, Sender},
    thread,
    time::Duration,
};

use super::process::{Engine, EngineError};
use tactus_core::{AnalysisRequest, EngineLink, EngineReply, EngineRequest, Incoming, Input};

/// What the worker is asked.
enum Asked {
    /// A move or a hint.
    Think(EngineRequest),
    /// An analysis.
    Analyse(AnalysisRequest),
    /// The analysis in progress is dropped.
    Stop,
}

/// The handle the session holds.
pub struct EngineWorker {
    name: String,
    requests: Sender<Asked>,
}

impl EngineWorker {
    /// Moves `engine` onto a thread of its own; its answers go to `replies`.
    ///
    /// # Errors
    /// [`EngineError::Spawn`] when the thread cannot start.
    pub fn start(engine: Engine, replies: Sender<Incoming>) -> Result<EngineWorker, EngineError> {
        let name = engine.name().to_string();
        let (requests, incoming) = mpsc::channel::<Asked>();
        let name_inside = name.clone();
        thread::Builder::new()
            .name("tactus-engine".into())
            .spawn(move || {
                let mut engine = Some(engine);
                let mut failure: Option<EngineError> = None;
                let mut pending = std::collections::VecDeque::new();
                while let Some(asked) = pending.pop_front().or_else(|| incoming.recv().ok()) {
                    let request = match asked {
                        Asked::Think(request) => request,
                        Asked::Stop => continue,
                        Asked::Analyse(request) => {
                            let reply = match (&mut engine, &failure) {
                                (Some(running), _) => match running.analyse(
                                    &request.start_fen,
                                    &request.moves,
                                    request.lines,
                                    request.depth,
                                    Duration::from_millis(request.movetime_ms),
                                ) {
                                    Ok(lines) => EngineReply::Analysis {
                                        id: request.id,
                                        lines,
                                    },
                                    Err(problem) => {
                                        engine = None;
                                        failure = Some(problem.clone());
                                        EngineReply::Failed {
                                            id: request.id,
                                            problem,
                                        }
                                    }
                                },
                                (None, problem) => EngineReply::Failed {
                                    id: request.id,
                                    problem: problem.clone().unwrap_or(EngineError::Ended {
                                        name: name_inside.clone(),
                                    }),
                                },
                            };
                            // A newer analysis or a stop asked meanwhile drops this one's answer.
                            pending.extend(incoming.try_iter());
                            let dropped = pending
                                .iter()
                                .any(|a| matches!(a, Asked::Analyse(_) | Asked::Stop));
                            if !dropped
                                && replies.send(Incoming::Input(Input::Engine(reply))).is_err()
                            {
                                return;
                            }
                            continue;
                        }
                    };
                    let reply = match (&mut engine, &failure) {
                        (Some(running), _) => match running.think(
                            &request.start_fen,
                            &request.moves,
                            Duration::from_millis(request.movetime_ms),
                        ) {
                            Ok(thought) => EngineReply::Thought {
                                purpose: request.purpose,
                                id: request.id,
                                best: thought.best,
                                score: thought.score,
                            },
                            Err(problem) => {
                                engine = None;
                                failure = Some(problem.clone());
                                EngineReply::Failed {
                                    id: request.id,
                                    problem,
                                }
                            }
                        },
                        (None, problem) => EngineReply::Failed {
                            id: request.id,
                            problem: problem.clone().unwrap_or(EngineError::Ended {
                                name: name_inside.clone(),
                            }),
                        },
                    };
                    if replies.send(Incoming::Input(Input::Engine(reply))).is_err() {
                        return;
                    }
                }
            })
            .map_err(|e| EngineError::NoThread {
                command: name.clone(),
                problem: tactus_core::SystemError::from(&e),
            })?;
        Ok(EngineWorker { name, requests })
    }
}

impl EngineWorker {
    /// The engine's name, as the player hears it ("Stockfish 15.1").
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }
}

impl EngineLink for EngineWorker {
    fn ask(&mut self, request: EngineRequest) {
        let _ = self.requests.send(Asked::Think(request));
    }

    fn analyse(&mut self, request: AnalysisRequest) {
        let _ = self.requests.send(Asked::Analyse(request));
    }

    fn stop(&mut self) {
        let _ = self.requests.send(Asked::Stop);
    }
}
