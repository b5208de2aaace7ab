//! The positions a board goes through as it follows the game: the game's positions, the start first, then the
//! position after the pending move when there is one. A board that shows one of them is behind the game or in step
//! with it; one that shows an earlier one than it already showed is taken back.

use shakmaty::{Chess, Move, Position};

use super::{Expectation, Placement};

/// The game's positions as a board follows them, the position it should show now last.
pub(super) struct GameLine<'a> {
    /// The game's positions, the start first (never empty).
    positions: &'a [Chess],
    /// The pending move and the position after it, when there is one (a pending move not legal is left out).
    pending: Option<(Move, Chess)>,
}

impl<'a> GameLine<'a> {
    /// The line of `expected`, if the game has a position.
    pub(super) fn of(expected: &Expectation<'a>) -> Option<GameLine<'a>> {
        let now = expected.positions.last()?;
        let pending = expected
            .pending
            .and_then(|&pending| Some((pending, now.clone().play(pending).ok()?)));
        Some(GameLine {
            positions: expected.positions,
            pending,
        })
    }

    /// The game's position, after every completed move.
    pub(super) fn now(&self) -> &'a Chess {
        let last = self.positions.len() - 1;
        &self.positions[last]
    }

    /// What the board should show: the game's position with the pending move played.
    pub(super) fn target(&self) -> &Chess {
        self.pending
            .as_ref()
            .map_or_else(|| self.now(), |(_, after)| after)
    }

    /// The index of [`GameLine::target`] in the line.
    pub(super) fn last(&self) -> usize {
        self.positions.len() - 1 + usize::from(self.pending.is_some())
    }

    /// The latest index before [`GameLine::last`] whose position shows `placement`, if one does.
    pub(super) fn latest_showing(&self, placement: &Placement) -> Option<usize> {
        (0..self.last()).rev().find(|&index| {
            let position = self.positions.get(index).unwrap_or_else(|| self.target());
            Placement::of(position.board()) == *placement
        })
    }

    /// How many plies the position at `index` is before the game's position, if it is before it.
    pub(super) fn plies_back_to(&self, index: usize) -> Option<usize> {
        (self.positions.len() - 1)
            .checked_sub(index)
            .filter(|&plies| plies > 0)
    }

    /// The position `announced` is played from: the game's position when it is the pending move, the one before
    /// when it is the last completed move; `None` when it is neither.
    pub(super) fn before(&self, announced: &Move) -> Option<&'a Chess> {
        let now = self.now();
        if self
            .pending
            .as_ref()
            .is_some_and(|(pending, _)| pending == announced)
        {
            return Some(now);
        }
        let before = self
            .positions
            .len()
            .checked_sub(2)
            .map(|index| &self.positions[index])?;
        let completed = before
            .clone()
            .play(*announced)
            .is_ok_and(|after| after.board() == now.board());
        completed.then_some(before)
    }
}
