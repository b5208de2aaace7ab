//! The laws of chess on top of `shakmaty`: a game with its history, endings and claims.

mod ending;
mod game;
#[cfg(test)]
mod tests;

pub use ending::{Claim, Ending};
pub use game::{fen_of, FenError, Game, Ply};
