//! tactus-runtime: what runs the pure sessions of `tactus-core` in the world — the event loop (the one place that
//! reads the time and waits), real and virtual time, the input thread, signals, the journal file, the user's config,
//! and the engine process.
//!
//! - `event_loop.rs`: [`run`], waiting on input and on the session's next instant without polling, and
//!   [`run_and_close`], its commands closed as it ends;
//! - `time.rs`: [`RealTime`] (the one call of `Instant::now`) and [`VirtualTime`] (moved only by `wait`);
//! - `input.rs`: [`InputSource`], lines from a script or standard input, read on their own thread;
//! - `interruption.rs`: SIGINT, SIGTERM and SIGHUP turned into an input that ends the session cleanly;
//! - `sink.rs`: text and JSON lines; `calendar.rs`: today's date;
//! - `journal`: the append-only game file; `config.rs`: the user's config file; `engine`: the UCI engine process;
//! - `user_folders.rs`: where the user's data and config go on each system;
//! - `lichess` (feature `online`): the lichess token on disk, the Board API's client, and the lobby;
//! - what the subcommands do in the world: `new_game.rs`, `resumed_game.rs`, `resumed_settings.rs`, `games_list.rs`,
//!   `training_journal.rs`, `training_prepared.rs`, `puzzles`, `puzzle_rating.rs`, `endgame_start.rs`,
//!   `drill_start.rs`, `listen_start.rs`, `practice_engine.rs`, `export_file.rs`, `export_text.rs`,
//!   `compared_sheets.rs`, `tables_listing.rs`, `listings.rs`, `manual.rs`, `session_run.rs`; their failures told as
//!   [`Worded`] (`worded.rs`).

pub mod announce_input;
pub mod calendar;
pub mod compared_sheets;
pub mod config;
pub mod drill_start;
pub mod endgame_start;
pub mod engine;
mod event_loop;
pub mod export_file;
pub mod export_text;
pub mod fakes;
mod fen_problem;
pub mod games_file;
pub mod games_list;
mod input;
mod interruption;
pub mod journal;
#[cfg(feature = "online")]
pub mod lichess;
pub mod listen_start;
pub mod listings;
pub mod manual;
pub mod new_game;
#[cfg(feature = "online")]
pub mod online_game;
#[cfg(feature = "online")]
pub mod online_login;
pub mod practice_engine;
pub mod puzzle_rating;
pub mod puzzle_start;
pub mod puzzles;
pub mod resumed_game;
pub mod resumed_session;
pub mod resumed_settings;
pub mod session_run;
mod sink;
pub mod tablebase;
pub mod tables_listing;
mod time;
pub mod training_journal;
pub mod training_prepared;
pub mod user_folders;
pub mod voices;
pub mod voices_listing;
mod worded;

pub use event_loop::{last_words, run, run_and_close};
pub use input::{InputError, InputSource};
pub use interruption::{undo_before_default_stop, watch_signals};
pub use sink::{JsonLines, Sinks, TextLines};
pub use time::{pass, time_source, Next, RealTime, TimeSource, VirtualTime};
pub use worded::Worded;
