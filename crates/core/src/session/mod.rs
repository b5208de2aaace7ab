//! The game at the board (`tactus play`, `tactus resume`, `tactus export`): the command language, the game's state
//! machine, the journal's records and their replay, the board mirror, and the session that joins them to the event
//! loop.
//!
//! - `command.rs`: a typed line → [`PlayCommand`];
//! - `record.rs`: [`Record`], what the journal keeps, and the [`JournalWriter`] it goes through;
//! - `state.rs`: [`GameState`], a record at an instant → [`Fact`]s or why it is [`Refused`]; the one place the game
//!   changes, holding the rules and the records only;
//! - `fact.rs`, `refused.rs`: what the game states, as data; `wording.rs`: the [`Wording`] the session holds, which
//!   words them into events and refusals;
//! - `play.rs`: [`PlaySession`], the conductor: each input routed to its seat, every record written before its
//!   effect, every seat told what the game did;
//! - `replay.rs`: a journal → the same [`GameState`]; `salvage.rs`: a damaged journal's consistent beginning;
//! - `mirror.rs`, `placement.rs`: the board read aloud, and a described board checked against the game;
//! - `cursor.rs`: the board cursor a gamepad or braille display moves, picks and moves with;
//! - `seats/`: who sits at the game, each behind the one `Seat` trait: the keyboard (`keyboard.rs` and `keyboard/`: its
//!   commands → records and answers, its acts that wait for `yes`, a move sealed, the session left), the engine
//!   (`engine.rs`, its requests sent through its link, its replies in as inputs), the electronic board (`board.rs`),
//!   the server of an online game (`server.rs`, its stream played into the game by `server/stream.rs`);
//! - `hints.rs`: practice at home: hints;
//! - `export.rs`: the game as PGN and as numbered moves in words;
//! - `envelope.rs`: the sealed move enciphered in the journal, opened with the arbiter's code;
//! - `rate.rs`: the speech rate chosen during the game.

mod command;
pub(crate) mod cursor;
mod described_rank;
pub(crate) mod envelope;
pub(crate) mod export;
mod fact;
#[cfg(test)]
mod fixtures;
mod help;
mod hints;
pub(crate) mod mirror;
pub(crate) mod placement;
mod play;
mod questions;
pub(crate) mod rate;
mod record;
mod refused;
mod replay;
mod salvage;
mod seats;
mod sheets;
mod state;
mod wording;

pub(crate) use command::{command_with, from_command_for, parse_for};
pub use command::{from_command, parse, PlayCommand, PlayCommandError};
pub use play::{Outside, PlaySession};
#[cfg(test)]
pub(crate) use record::MoveSource;
pub use record::{EngineSetup, JournalWriter, Record, Setup, WriteError};
pub use refused::Refused;
pub use replay::{replay, ReplayError};
pub use salvage::salvage;
pub use seats::{BoardOptions, EngineSeat};
pub use state::GameState;
pub use wording::Wording;
