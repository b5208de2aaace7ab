//! The engine for practice at home and for analysis: any UCI engine (Stockfish in the tests) as a child process.
//!
//! - `command_line.rs`: the text of `--engine` read as a program and its arguments (a whole path with spaces, or
//!   words with double quotes grouping);
//! - `process.rs`: [`Engine`], the process started, greeted, set to a strength or for analysis, and asked for lines (its moves by the worker), every wait
//!   with a time limit (its lines are read by `tactus_core::engine`);
//! - `find.rs`: [`find_engine`], the engine to start when `--engine` is not given (Stockfish, where installed);
//! - `greeting.rs`: the greeting (`uci`, the strength, `isready`) as a state machine given the time;
//! - `worker.rs`: [`EngineWorker`], the engine on a thread of its own, answering the session's requests through
//!   the command channel so the game never waits on it, waiting on one channel (`heard.rs`) for the engine's lines
//!   and the requests, its searches a state machine (`searches.rs`: a newer analysis stops the one before);
//! - `legal.rs`: the legal moves of a position asked about; `seat.rs`: the engine started for a game, and its seat.

mod command_line;
mod find;
mod greeting;
mod heard;
mod legal;
mod process;
// A Linux Stockfish, which the Windows build's tests under Wine cannot start.
#[cfg(all(test, unix))]
mod real_engine_tests;
mod searches;
mod seat;
mod worker;

pub use find::find_engine;
pub use process::{Engine, EngineError};
pub use seat::seat;
pub use worker::EngineWorker;
