//! Why a game of a PGN file cannot be listened to or drilled from: each kind of refusal, already worded in the
//! voice pack's language (the sentence says what to do: how many games the file holds, which players it has, or
//! which move of which game cannot be played and why).

use thiserror::Error;

/// A refusal of a game chosen from a PGN file, in the pack's words.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum GameError {
    /// The file cannot be read, holds no game, or the game cannot be read or played ("cannot read games.pgn: …").
    #[error("{0}")]
    Unreadable(String),
    /// A game number the file does not have.
    #[error("{0}")]
    NoSuchGame(String),
    /// No game of the player named.
    #[error("{0}")]
    NoPlayer(String),
}
