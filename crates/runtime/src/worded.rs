//! A failure already told in the voice pack's words (a journal that cannot be resumed, a puzzle file that cannot
//! be read): the binary writes it as it is, with exit code 2.

/// A failure in the voice pack's words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Worded(pub String);
