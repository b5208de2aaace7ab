//! The game at the board (`tactus play`, `tactus resume`, `tactus export`): the command language, the game's state
//! machine, the journal's records and their replay, the board mirror, and the session that joins them to the event
//! loop.
//!
//! - `command.rs`: a typed line → [`PlayCommand`];
//! - `record.rs`: [`Record`], what the journal keeps, and the [`RecordWriter`] it goes through;
//! - `state.rs`: [`GameState`], a record at an instant → events; the one place the game changes;
//! - `play.rs`: [`PlaySession`], commands → records (written before their effect) and answers;
//! - `replay.rs`: a journal → the same [`GameState`]; `salvage.rs`: a damaged journal's consistent beginning;
//! - `mirror.rs`, `placement.rs`: the board read aloud, and a described board checked against the game;
//! - `cursor.rs`: the board cursor a gamepad or braille display moves, picks and moves with;
//! - `online.rs`, `online_state.rs`: the game played online, the user's acts sent and the server's stream played into it;
//! - `opponent.rs`, `hints.rs`: practice at home: the engine's seat (requests out, replies in as lines) and hints;
//!- `export.rs`: the game as PGN and as numbered moves in words;
//! - `envelope.rs`: the sealed move enciphered in the journal, opened with the arbiter's code;
//! - `rate.rs`: the speech rate chosen during the game.

mod command;
pub(crate) mod cursor;
mod described_rank;
pub(crate) mod envelope;
pub mod export;
mod help;
mod hints;
pub(crate) mod mirror;
pub(crate) mod placement;
mod play;
pub mod rate;
mod record;
mod replay;
mod salvage;
mod seats;
mod sheets;
mod state;

pub use command::{from_command, parse, PlayCommand, PlayCommandError};
pub use play::{Outside, PlaySession};
pub use record::{
    EngineSetup, Envelope, MoveRecord, MoveSource, Record, RecordWriter, Setup, WriteError,
};
pub use replay::{replay, ReplayError};
pub use salvage::{salvage, Salvage};
pub use seats::{BoardOptions, EngineSeat};
pub use state::{GameState, Pending, PlyNote, Sealed, Wording};
