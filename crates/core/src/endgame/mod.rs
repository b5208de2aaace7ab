//! `tactus endgame`: the player plays the stronger side of an endgame against the tablebase's perfect defence.
//!
//! The tables are files, so the core never reads them: the session asks a [`Tablebase`] (the runtime's, on the
//! Syzygy files; a fake in unit tests), as the game asks its journal writer.
//!
//! - `material.rs`: material written like KQK or KQvK, and a position's material in the tables' own names;
//! - `start.rs`: random start positions, won for the player with nothing hanging, from a seed;
//! - `mate.rs`: the moves to mate of a position of four men or fewer, searched on the tables' results and DTZ;
//! - `session.rs`: [`EndgameSession`].

mod mate;
mod material;
mod session;
mod start;

pub use material::{material_of, Material};
pub use session::{probe_problem, EndgameSession, EndgameStart};
pub use start::{random_start, StartError};

use shakmaty::{Chess, Move};

/// The result with best play, for the side to move, under the fifty-move rule (a win the rule takes away is a
/// draw, and so is a loss it saves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The side to move wins.
    Win,
    /// A draw.
    Draw,
    /// The side to move loses.
    Loss,
}

impl Verdict {
    /// The same result for the other side.
    #[must_use]
    pub fn flipped(self) -> Verdict {
        match self {
            Verdict::Win => Verdict::Loss,
            Verdict::Draw => Verdict::Draw,
            Verdict::Loss => Verdict::Win,
        }
    }
}

/// What the tables say of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Probe {
    /// The result with best play, for the side to move.
    pub verdict: Verdict,
    /// Half-moves to the next capture, pawn move or mate with best play (Syzygy's DTZ, without its sign; 0 in a
    /// draw).
    pub dtz: u32,
}

/// Why a position could not be probed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProbeError {
    /// No table for this material (its name as the files are named: `KBNvK`).
    #[error("no table for {0}")]
    Missing(String),
    /// The position has castling rights, which the tables do not hold.
    #[error("the tables hold no position with castling rights")]
    Castling,
    /// The table of this material could not be read.
    #[error("the table {material} cannot be read: {problem}")]
    Unreadable {
        /// The table's material (`KBNvK`).
        material: String,
        /// What the system said.
        problem: crate::SystemError,
    },
    /// The table of this material is damaged (its header or its data).
    #[error("the table {material} is damaged")]
    Damaged {
        /// The table's material.
        material: String,
    },
}

/// The endgame tables as the session asks them.
pub trait Tablebase {
    /// The result and distance of `pos` for its side to move.
    ///
    /// # Errors
    /// A [`ProbeError`] when there is no table for the position or it cannot be read.
    fn probe(&self, pos: &Chess) -> Result<Probe, ProbeError>;

    /// The best move for the side to move (the shortest way to the next zeroing move of the best result, as Syzygy
    /// ranks them); `None` when there is no legal move.
    ///
    /// # Errors
    /// A [`ProbeError`] when there is no table for the position or it cannot be read.
    fn best_move(&self, pos: &Chess) -> Result<Option<Move>, ProbeError>;
}
