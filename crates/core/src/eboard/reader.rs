//! The move reader: placements in, on the time passed in; the game's moves, corrections, takebacks and differences
//! out. (Skeleton: the API is fixed; the rules are filled in with their tests.)

use shakmaty::{Chess, Move};

use super::{Placement, SquareDifference};

/// How long a board must stand still before it is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadSettings {
    /// A placement equal to a position of the game is read after standing unchanged this long (milliseconds).
    pub settle_ms: u64,
    /// A placement that matches no position is said to differ after standing unchanged this long (milliseconds).
    pub differ_ms: u64,
}

impl Default for ReadSettings {
    fn default() -> ReadSettings {
        ReadSettings {
            settle_ms: 250,
            differ_ms: 3000,
        }
    }
}

/// What the board is compared with: the game as it stands.
#[derive(Clone, Copy, Debug)]
pub struct Expectation<'a> {
    /// The game's positions, the start first and the position now (after every completed move) last.
    pub positions: &'a [Chess],
    /// The move announced and not yet completed, which the board may already show.
    pub pending: Option<&'a Move>,
    /// Whether the side to move plays on this board (the sighted player): its settled moves are read.
    pub board_moves: bool,
    /// The blind player's move the sighted player must execute on this board: pending, or completed and not yet
    /// seen on the board. A board that settles on another move from the same position differs at once (D.2.9).
    pub announced: Option<&'a Move>,
}

/// What a settled board means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reading {
    /// The board shows the game's position after it did not (at the start, on reconnection, after a difference was
    /// put right); `turned` when it is read turned round (Black's side at the connector).
    Ready {
        /// The board is read turned round.
        turned: bool,
    },
    /// The sighted player's move settled on the board from the game's position; two when the blind player's reply
    /// was executed before the board settled.
    Moves(Vec<Move>),
    /// The board went back to an earlier position of the game, `plies` half-moves back: said, not applied.
    Takeback {
        /// How many half-moves back.
        plies: usize,
    },
    /// The board differs from the game: each square with what the board shows and what the game has.
    Differs(Vec<SquareDifference>),
}

/// Reads one board: holds the latest placement and since when it stands, what was last read, and the board's
/// orientation.
#[derive(Clone, Debug)]
pub struct BoardReader {
    settings: ReadSettings,
}

impl BoardReader {
    /// A reader of a board not yet seen: it must show the game's position before moves are read.
    #[must_use]
    pub fn new(settings: ReadSettings) -> BoardReader {
        BoardReader { settings }
    }

    /// The board reported `placement` at `now`.
    pub fn seen(&mut self, placement: Placement, now: u64) {
        let _ = (placement, now);
        unimplemented!("filled in with the rules")
    }

    /// The board was lost and has come back: it must show the game's position again before moves are read, and
    /// its orientation is found again.
    pub fn reconnected(&mut self) {
        unimplemented!("filled in with the rules")
    }

    /// Whether the board has shown the game's position since it was (re)connected.
    #[must_use]
    pub fn is_ready(&self) -> bool {
        unimplemented!("filled in with the rules")
    }

    /// The instant the latest placement will have stood long enough to be read, if one waits.
    #[must_use]
    pub fn next_due(&self) -> Option<u64> {
        unimplemented!("filled in with the rules")
    }

    /// What the board says at `now` against `expected`: something new, or `None` (still settling, transitional, or
    /// already said). Asked after each placement, at each instant [`BoardReader::next_due`] names, and after the game
    /// changed (a move typed or completed, an arbiter's takeback): a placement read against one expectation is read
    /// again against a new one.
    pub fn read(&mut self, expected: &Expectation<'_>, now: u64) -> Option<Reading> {
        let _ = (expected, now, self.settings);
        unimplemented!("filled in with the rules")
    }
}
