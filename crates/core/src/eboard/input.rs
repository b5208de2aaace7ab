//! What a board reports to a session, and how the loop reads a board whole in virtual time.

use serde::{Deserialize, Serialize};

use super::{BoardFailure, Placement};

/// The kinds of board tactus reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BoardKind {
    /// A DGT e-board over USB or serial (the DGT serial protocol).
    Dgt,
    /// A Millennium ChessLink, eONE or Exclusive (7 data bits, odd parity, an XOR check).
    Millennium,
    /// Any board DGT LiveChess 2 serves, over its WebSocket on the local machine.
    LiveChess,
}

impl BoardKind {
    /// Every kind, in the order `tactus devices` and `auto` try them.
    pub const ALL: [BoardKind; 3] = [BoardKind::Dgt, BoardKind::Millennium, BoardKind::LiveChess];

    /// The kind's name on the command line and in JSON (`dgt`, `millennium`, `livechess`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            BoardKind::Dgt => "dgt",
            BoardKind::Millennium => "millennium",
            BoardKind::LiveChess => "livechess",
        }
    }

    /// The kind a name on the command line means, if any.
    #[must_use]
    pub fn from_name(name: &str) -> Option<BoardKind> {
        BoardKind::ALL
            .into_iter()
            .find(|kind| kind.name().eq_ignore_ascii_case(name))
    }
}

/// What a board's driver hands to the session, in the order it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardInput {
    /// The board answered (at the start, or again after it was lost): `kind`, reached at `place` (a port or a URL).
    Connected {
        /// Which protocol it speaks.
        kind: BoardKind,
        /// Where it was reached.
        place: String,
    },
    /// The whole placement the board reports now (after a dump, a field update applied, or a feed).
    Placement(Placement),
    /// A DGT clock on the board reported its lever: `right_high` when the lever is up on the right player's side
    /// (so the left player pressed last). Only a change of it means a press.
    Lever {
        /// The lever is up on the right player's side.
        right_high: bool,
    },
    /// The board stopped answering (unplugged, switched off, its server gone), or cannot be reached.
    Lost {
        /// Why.
        reason: BoardFailure,
    },
}

/// A board as the event loop sees it: in virtual time (`--virtual-time`), the loop reads the board whole before each
/// scripted line, so a script and a board's bytes meet in one order however fast the machine is; in real time the
/// driver reports by itself and this is never asked.
pub trait BoardLink {
    /// Asks the board to report its whole placement and returns everything it reported up to and including that
    /// answer, in order (a board that does not answer within a short real-time limit is reported lost). A board that
    /// was lost is tried again first.
    fn read_whole(&mut self) -> Vec<BoardInput>;
}
