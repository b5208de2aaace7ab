//! A failure already told in the voice pack's words (a journal that cannot be resumed, a puzzle file that cannot
//! be read): the binary writes it as it is, with exit code 2.

/// A failure in the voice pack's words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Worded(pub String);

impl From<tactus_core::GameError> for Worded {
    /// A game refused from a PGN file: its sentence is already in the pack's words.
    fn from(refused: tactus_core::GameError) -> Worded {
        use tactus_core::GameError;
        match refused {
            GameError::Unreadable(told)
            | GameError::NoSuchGame(told)
            | GameError::NoPlayer(told) => Worded(told),
        }
    }
}
