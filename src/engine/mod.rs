//! The engine opponent for practice at home: any UCI engine (Stockfish in the tests) as a child process.
//!
//! - `uci.rs`: the engine's output lines, read (pure);
//! - `process.rs`: [`Engine`], the process started, greeted, set to a strength and asked for moves, every wait
//!   with a time limit;
//! - `worker.rs`: [`EngineWorker`], the engine on a thread of its own, answering the session's requests through
//!   the command channel so the game never waits on it.

mod process;
mod uci;
mod worker;

pub use process::{movetime, Engine, EngineError, Thought};
pub use uci::{read_line, EngineLine};
pub use worker::EngineWorker;
