//! Training sessions (puzzles, endgames) journaled like a game. The journal keeps what the session was started with
//! and every line handed to it, each written before it is handled; `tactus resume` hands the lines again to the same
//! session, so it stands where it stood, and `tactus export` writes what was played as PGN.
//!
//! - `record.rs`: the journal's records and the trait they are written through (the runtime's file; a list in tests);
//! - `journaled.rs`: [`Journaled`], a session whose lines are written first, and [`replay`];
//! - `pgn.rs`: [`PgnGame`], a game from any position with comments, written as PGN;
//! - `seed.rs`: the seed a training was drawn from, told in its help.

mod journaled;
mod pgn;
mod record;
mod seed;

pub use journaled::{replay, Journaled};
pub use pgn::PgnGame;
pub use record::{TrainingRecord, TrainingStart};
pub(crate) use seed::help_with_seed;

/// A training session that can be written as PGN: one game per puzzle played, or the endgame played.
pub trait Exported {
    /// What was played so far, one game each.
    fn games(&self) -> Vec<PgnGame>;
}
