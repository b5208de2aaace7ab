//! The laws of chess on top of `shakmaty`: a game with its history, endings and claims.

mod dead;
mod ending;
mod game;
mod outcome;
mod sides;
#[cfg(test)]
mod tests;

pub(crate) use dead::is_blockade;
pub(crate) use ending::{Claim, Ending};
pub(crate) use game::{fen_of, Ply};
pub use game::{FenError, Game};
pub use outcome::{GameResult, Score, Termination};
