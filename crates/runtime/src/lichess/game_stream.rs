//! A game's stream read on a thread of its own, everything it says handed to the event loop: its lines, its
//! keep-alives (so that the game, on its own time, knows the stream is still open) and its end. Each stream is a
//! generation: once the game asks for a new stream, the ones before it are superseded, and what they say is dropped,
//! never handed to the loop; their threads end at their next word, or at the client's backstop on a stream's silence.

use std::sync::{mpsc::Sender, Arc, Mutex, PoisonError};

use tactus_core::{game_line, Heard, Incoming, Input, LinkProblem, ServerInput, SystemError};

use super::client::{RequestError, Stream};

/// Which of a game's streams is the current one, shared by the link and the threads that read its streams.
#[derive(Clone, Debug, Default)]
pub(super) struct Generations(Arc<Mutex<u64>>);

impl Generations {
    /// The current generation.
    pub(super) fn current(&self) -> u64 {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A new stream is being opened: every stream before it is superseded. Its generation.
    pub(super) fn supersede(&self) -> u64 {
        let mut current = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        *current += 1;
        *current
    }

    /// Hands `said` to the loop if `generation` is still the current one (checked and sent under the lock, so that
    /// nothing of a superseded stream follows the new one's first word); false when it was not sent.
    fn send_if_current(
        &self,
        generation: u64,
        said: ServerInput,
        to_loop: &Sender<Incoming>,
    ) -> bool {
        let current = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        *current == generation && to_loop.send(Incoming::Input(Input::Server(said))).is_ok()
    }
}

/// Reads `stream`, of `generation`, on a thread of its own, handing each line and keep-alive to the loop, and its end
/// or loss as [`ServerInput::Lost`] (the game asks for it again unless it is over), until a newer stream supersedes
/// it.
pub(super) fn follow(
    mut stream: Stream,
    generation: u64,
    generations: Generations,
    to_loop: Sender<Incoming>,
) {
    let told = to_loop.clone();
    let spawned = std::thread::Builder::new()
        .name("lichess game stream".into())
        .spawn(move || loop {
            let said = match stream.next_heard() {
                Ok(Some(Heard::Line(line))) => match game_line(&line) {
                    Ok(line) => ServerInput::Line(line),
                    Err(error) => ServerInput::Unreadable(error),
                },
                Ok(Some(Heard::KeepAlive)) => ServerInput::KeepAlive,
                Ok(None) => ServerInput::Lost(LinkProblem::GameEnded),
                Err(error) => ServerInput::Lost(lost(error)),
            };
            let ended = matches!(said, ServerInput::Lost(_));
            if !generations.send_if_current(generation, said, &to_loop) || ended {
                break;
            }
        });
    if let Err(error) = spawned {
        let lost = ServerInput::Lost(LinkProblem::NoThread(SystemError::from(&error)));
        let _ = told.send(Incoming::Input(Input::Server(lost)));
    }
}

/// Why a stream was lost, as the client says: a connection's problem (a request's other failures do not come from a
/// stream once open).
pub(super) fn lost(error: RequestError) -> LinkProblem {
    match error {
        RequestError::Unreachable(problem) => problem,
        _ => LinkProblem::Exchange,
    }
}

#[cfg(test)]
mod tests;
