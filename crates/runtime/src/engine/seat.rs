//! The engine seated at a game: the process started and greeted on a thread of its own that answers through the
//! commands' channel, and the game's seat for it, which owns the worker as its link.

use std::sync::mpsc::Sender;

use tactus_core::{EngineSeat, Incoming, Side};

use super::{Engine, EngineError, EngineWorker};

/// The engine of `command` at `level`, playing `plays` (none: it only gives hints), started, greeted and answering
/// into `replies`; its seat at the game.
///
/// # Errors
/// The engine cannot be started or greeted.
pub fn seat(
    command: &str,
    level: u8,
    plays: Option<Side>,
    replies: Sender<Incoming>,
) -> Result<EngineSeat, EngineError> {
    let engine = Engine::start(command, level)?;
    let worker = EngineWorker::start(engine, replies)?;
    let name = worker.name().to_string();
    Ok(EngineSeat::new(name, plays, level, Box::new(worker)))
}
