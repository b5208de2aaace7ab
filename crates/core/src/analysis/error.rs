//! Why a game of a PGN file cannot be read into a tree.

use shakmaty::Color;

/// Why a game of a PGN text cannot be read: which game (1-based), where (the number and mover of the move that
/// was to come, and the token as written) and what is wrong. The words are the voice pack's, chosen by the problem.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("game {game}: {problem:?} at {at:?} ({token:?})")]
pub struct TreeError {
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The full-move number and the mover of the move where the problem stands, when it is in the moves.
    pub at: Option<(u32, Color)>,
    /// The token as written, when one is at fault.
    pub token: Option<String>,
    /// What is wrong.
    pub problem: TreeProblem,
}

/// What is wrong with a game of a PGN text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeProblem {
    /// A movetext token that is not a move in SAN (nor a number, glyph, comment or result).
    NotAMove,
    /// A move in SAN that is not legal where it stands.
    Illegal,
    /// A move in SAN that fits more than one legal move.
    Ambiguous,
    /// The `[FEN]` tag cannot be read, or is not a legal position.
    BadStart,
    /// The game is of a variant (its `[Variant]` tag), not standard chess.
    Variant,
    /// A variation is opened with `(` and not closed.
    UnclosedVariation,
    /// A `)` closes no variation.
    UnopenedVariation,
    /// The PGN reader gave up on the rest of the text (a tag or token beyond its limits).
    Damaged,
}
