//! The engine on a thread of its own: requests in, replies out as inputs into the session's command channel.
//!
//! The thread waits on ONE channel ([`Heard`]) that carries both the engine's output and the session's requests, so
//! a newer analysis (or a stop) reaches it while the engine is still searching: the [`Searches`] say what to send
//! and what to answer. An engine that fails is ended after one `Failed` reply to each search owed; later requests
//! get the same reply at once.

use std::{
    sync::mpsc::{RecvTimeoutError, Sender},
    thread,
    time::Instant,
};

use super::heard::{Asked, Heard};
use super::process::{Engine, EngineError};
use super::searches::{Searches, Step};
use tactus_core::{
    read_engine_line, AnalysisRequest, EngineLink, EngineReply, EngineRequest, Incoming, Input,
};

/// The handle the session holds.
pub struct EngineWorker {
    name: String,
    requests: Sender<Heard>,
}

impl EngineWorker {
    /// Moves `engine` onto a thread of its own; its answers go to `replies`.
    ///
    /// # Errors
    /// [`EngineError::Spawn`] when the thread cannot start.
    pub fn start(engine: Engine, replies: Sender<Incoming>) -> Result<EngineWorker, EngineError> {
        let name = engine.name().to_string();
        let requests = engine.asker();
        thread::Builder::new()
            .name("tactus-engine".into())
            .spawn(move || Worker::new(engine).run(&replies))
            .map_err(|e| EngineError::NoThread {
                command: name.clone(),
                problem: tactus_core::SystemError::from(&e),
            })?;
        Ok(EngineWorker { name, requests })
    }

    /// The engine's name, as the player hears it ("Stockfish 15.1").
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }
}

impl EngineLink for EngineWorker {
    fn ask(&mut self, request: EngineRequest) {
        let _ = self.requests.send(Heard::Asked(Asked::Think(request)));
    }

    fn analyse(&mut self, request: AnalysisRequest) {
        let _ = self.requests.send(Heard::Asked(Asked::Analyse(request)));
    }

    fn stop(&mut self) {
        let _ = self.requests.send(Heard::Asked(Asked::Stop));
    }
}

impl Drop for EngineWorker {
    /// The session let go of the engine: its thread ends, and the engine is asked to quit.
    fn drop(&mut self) {
        let _ = self.requests.send(Heard::Done);
    }
}

/// The engine's thread: the engine, its searches, and its failure once it failed.
struct Worker {
    engine: Engine,
    searches: Searches,
    failure: Option<EngineError>,
}

impl Worker {
    fn new(engine: Engine) -> Worker {
        let searches = Searches::new(engine.multipv());
        Worker {
            engine,
            searches,
            failure: None,
        }
    }

    /// Waits on the channel and answers into `replies` until the session lets go (or stops listening).
    fn run(mut self, replies: &Sender<Incoming>) {
        loop {
            let heard = self.engine.hear(self.searches.deadline());
            let now = Instant::now();
            let answers = match heard {
                Ok(Heard::Done) | Err(RecvTimeoutError::Disconnected) => return,
                Ok(Heard::Asked(asked)) => match &self.failure {
                    Some(problem) => failed_at_once(&asked, problem),
                    None => {
                        let steps = self.searches.asked(asked, now);
                        self.carry_out(steps)
                    }
                },
                Ok(Heard::Line(line)) if self.failure.is_none() => {
                    let steps = self.searches.line(read_engine_line(&line), now);
                    self.carry_out(steps)
                }
                Ok(Heard::Line(_)) => Vec::new(),
                Ok(Heard::Closed) if self.failure.is_none() => {
                    let name = self.engine.name().to_string();
                    self.fail(EngineError::Ended { name })
                }
                Ok(Heard::Closed) => Vec::new(),
                Err(RecvTimeoutError::Timeout) => match self.searches.overdue(now) {
                    Some((what, seconds)) => {
                        let name = self.engine.name().to_string();
                        self.fail(EngineError::Silent {
                            name,
                            what,
                            seconds,
                        })
                    }
                    None => Vec::new(),
                },
            };
            for answer in answers {
                if replies
                    .send(Incoming::Input(Input::Engine(answer)))
                    .is_err()
                {
                    return;
                }
            }
        }
    }

    /// Sends the lines the searches said to send, and gathers their answers; a line that cannot be written fails
    /// the engine.
    fn carry_out(&mut self, steps: Vec<Step>) -> Vec<EngineReply> {
        let mut answers = Vec::new();
        for step in steps {
            match step {
                Step::Reply(reply) => answers.push(reply),
                Step::Send(line) => {
                    if let Err(problem) = self.engine.send(&line) {
                        answers.extend(self.fail(problem));
                        break;
                    }
                }
            }
        }
        answers
    }

    /// The engine failed: it is ended, every search owed is answered with the failure, and so is every later one.
    fn fail(&mut self, problem: EngineError) -> Vec<EngineReply> {
        self.engine.kill();
        let answers = self.searches.failed(&problem);
        self.failure = Some(problem);
        answers
    }
}

/// The answer to `asked` once the engine has failed: the failure again (a stop needs none).
fn failed_at_once(asked: &Asked, problem: &EngineError) -> Vec<EngineReply> {
    let id = match asked {
        Asked::Think(request) => request.id,
        Asked::Analyse(request) => request.id,
        Asked::Stop => return Vec::new(),
    };
    vec![EngineReply::Failed {
        id,
        problem: problem.clone(),
    }]
}
