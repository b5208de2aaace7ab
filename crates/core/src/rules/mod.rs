//! The laws of chess on top of `shakmaty`: a game with its history, endings and claims.

mod dead;
mod ending;
mod game;
mod outcome;
mod sides;
#[cfg(test)]
mod tests;

pub(crate) use dead::is_blockade;
pub use ending::{Claim, Ending};
pub use game::{fen_of, FenError, Game, Ply};
pub use outcome::{GameResult, Score, Termination};
