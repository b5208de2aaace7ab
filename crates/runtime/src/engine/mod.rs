//! The engine opponent for practice at home: any UCI engine (Stockfish in the tests) as a child process.
//!
//! - `command_line.rs`: the text of `--engine` read as a program and its arguments (a whole path with spaces, or
//!   words with double quotes grouping);
//! - `process.rs`: [`Engine`], the process started, greeted, set to a strength and asked for moves, every wait
//!   with a time limit (its lines are read by `tactus_core::engine`);
//! - `find.rs`: [`find_engine`], the engine to start when `--engine` is not given (Stockfish, where installed);
//! - `greeting.rs`: the greeting (`uci`, the strength, `isready`) as a state machine given the time;
//! - `worker.rs`: [`EngineWorker`], the engine on a thread of its own, answering the session's requests through
//!   the command channel so the game never waits on it; `seat.rs`: the engine started for a game, and its seat.

mod command_line;
mod find;
mod greeting;
mod legal;
mod process;
#[cfg(test)]
mod real_engine_tests;
mod seat;
mod worker;

pub use find::find_engine;
pub use process::{Engine, EngineError, Thought};
pub use seat::seat;
pub use worker::EngineWorker;
