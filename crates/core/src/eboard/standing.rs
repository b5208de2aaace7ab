//! A placement as it stands on the board, and what the reader made of it against which expectation: a settled
//! placement is judged once against one expectation, and again when the game changes.

use shakmaty::{Chess, Move};

use super::{Expectation, Placement, Reading, SquareDifference};

/// A placement and since when it stands, with what was made of it.
#[derive(Clone, Debug)]
pub(super) struct Standing {
    pub(super) placement: Placement,
    pub(super) since: u64,
    /// The expectation it was judged against once settled, and what is still to say of it.
    pub(super) judged: Option<Judged>,
    /// The differences last said of it: the same differences are not said twice.
    pub(super) said_differences: Option<Vec<SquareDifference>>,
}

/// A settled placement judged against one expectation.
#[derive(Clone, Debug)]
pub(super) struct Judged {
    pub(super) key: ExpectationKey,
    /// What to say at that instant, if the board still stands so then: its differences, or a move that was the first
    /// half of another and was not followed.
    pub(super) later: Option<(u64, Reading)>,
}

/// What tells one expectation from another: the game's length and position, the pending and announced moves, and
/// whether the board's side moves.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct ExpectationKey {
    pub(super) plies: usize,
    pub(super) now: Chess,
    pub(super) pending: Option<Move>,
    pub(super) announced: Option<Move>,
    pub(super) board_moves: bool,
}

impl ExpectationKey {
    pub(super) fn of(expected: &Expectation<'_>, now: &Chess) -> ExpectationKey {
        ExpectationKey {
            plies: expected.positions.len(),
            now: now.clone(),
            pending: expected.pending.copied(),
            announced: expected.announced.copied(),
            board_moves: expected.board_moves,
        }
    }
}
