//! The game session's electronic board: the sighted player's board read, its moves announced, the blind player's
//! moves checked against it.

use super::PlaySession;
use crate::{boundary::Reply, eboard::BoardInput};

impl PlaySession {
    /// What the board reported at `t`.
    pub(super) fn board_reported(&mut self, reported: BoardInput, t: u64) -> Reply {
        let _ = (reported, t);
        Reply::events(Vec::new())
    }
}
