//! The engine on a thread of its own: requests in through a channel, replies out as `engine …` command lines into
//! the session's command channel. An engine that fails is dropped (its process ended) after one `engine failed`
//! reply; later requests get the same reply at once.

use std::{
    sync::mpsc::{self, Sender},
    thread,
    time::Duration,
};

use super::process::{Engine, EngineError};
use tactus_core::{EngineLink, EngineReply, EngineRequest, Incoming, Input};

/// The handle the session holds.
pub struct EngineWorker {
    name: String,
    requests: Sender<EngineRequest>,
}

impl EngineWorker {
    /// Moves `engine` onto a thread of its own; its answers go to `replies`.
    ///
    /// # Errors
    /// [`EngineError::Spawn`] when the thread cannot start.
    pub fn start(engine: Engine, replies: Sender<Incoming>) -> Result<EngineWorker, EngineError> {
        let name = engine.name().to_string();
        let (requests, incoming) = mpsc::channel::<EngineRequest>();
        let name_inside = name.clone();
        thread::Builder::new()
            .name("tactus-engine".into())
            .spawn(move || {
                let mut engine = Some(engine);
                let mut failure: Option<EngineError> = None;
                for request in incoming {
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
        let _ = self.requests.send(request);
    }
}
