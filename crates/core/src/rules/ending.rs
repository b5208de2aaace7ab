//! How a game can end by itself, and which draws a player may claim.

use serde::{Deserialize, Serialize};

/// An end the rules reach without anyone asking (articles 5 and 9.6), in the order they are
/// checked: a mate on the 75th move is a mate, not a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// The player to move is checkmated.
    Checkmate,
    /// A dead position: neither side can mate by any series of legal moves.
    InsufficientMaterial,
    /// The player to move has no legal move and is not in check.
    Stalemate,
    /// Seventy-five moves by each player without a pawn move or capture.
    SeventyfiveMoves,
    /// The same position for the fifth time.
    FivefoldRepetition,
    /// A dead position with enough material: a blockade no series of legal moves can break (`dead.rs`).
    DeadPosition,
}

impl Ending {
    /// The name used in JSON output and journals.
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Ending::Checkmate => "checkmate",
            Ending::InsufficientMaterial => "insufficient_material",
            Ending::Stalemate => "stalemate",
            Ending::SeventyfiveMoves => "seventyfive_moves",
            Ending::FivefoldRepetition => "fivefold_repetition",
            Ending::DeadPosition => "dead_position",
        }
    }

    /// Whether this ending is a draw (only checkmate is not).
    pub(crate) fn is_draw(self) -> bool {
        self != Ending::Checkmate
    }
}

/// A draw the player to move may claim (article 9.2, 9.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Claim {
    /// The same position for the third time (article 9.2).
    ThreefoldRepetition,
    /// Fifty moves by each player without a pawn move or capture (article 9.3).
    FiftyMoves,
}

impl Claim {
    /// The name used in JSON output and journals.
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Claim::ThreefoldRepetition => "threefold_repetition",
            Claim::FiftyMoves => "fifty_moves",
        }
    }
}
