//! The placements a board may settle on from one position: after each legal move (each promotion piece apart), and
//! after each legal move and each legal reply. A board is compared with these maps, built once for a position and
//! kept while the game stands there, rather than with the moves worked out again for every placement it reports.

use std::collections::HashMap;

use shakmaty::{Chess, Move, Position};

use super::Placement;

/// The placements reachable from one position in one move, and (built when first asked) in a move and a reply.
#[derive(Clone, Debug)]
pub(super) struct Successors {
    /// The position the moves are played from.
    from: Chess,
    /// The placement after each legal move, and that move.
    after_one: HashMap<Placement, Move>,
    /// The placement after each legal move and each legal reply, and the two moves; `None` until first asked.
    after_two: Option<HashMap<Placement, [Move; 2]>>,
}

impl Successors {
    /// The placements after each legal move from `from` (the move-and-reply map is built when first asked).
    pub(super) fn of(from: &Chess) -> Successors {
        let mut after_one = HashMap::new();
        for (placement, m) in placements_after_each_move(from) {
            after_one.entry(placement).or_insert(m);
        }
        Successors {
            from: from.clone(),
            after_one,
            after_two: None,
        }
    }

    /// The successors of `from`, kept in `slot` when they are already of `from`, built anew otherwise.
    pub(super) fn kept<'a>(slot: &'a mut Option<Successors>, from: &Chess) -> &'a mut Successors {
        if slot.as_ref().is_some_and(|kept| kept.from != *from) {
            *slot = None;
        }
        slot.get_or_insert_with(|| Successors::of(from))
    }

    /// The legal move that leads from the position to `placement`, if one does.
    pub(super) fn one_move_to(&self, placement: &Placement) -> Option<Move> {
        self.after_one.get(placement).copied()
    }

    /// The legal move and legal reply that lead from the position to `placement`, if two do.
    pub(super) fn two_moves_to(&mut self, placement: &Placement) -> Option<[Move; 2]> {
        let from = &self.from;
        self.after_two
            .get_or_insert_with(|| placements_after_each_move_and_reply(from))
            .get(placement)
            .copied()
    }

    /// How many placements the move-and-reply map holds (`None` before it was first asked).
    #[cfg(test)]
    pub(super) fn two_move_count(&self) -> Option<usize> {
        self.after_two.as_ref().map(HashMap::len)
    }
}

/// Each legal move from `from` with the position it leads to.
fn positions_after_each_move(from: &Chess) -> impl Iterator<Item = (Chess, Move)> + '_ {
    from.legal_moves().into_iter().map(move |m| {
        let mut after = from.clone();
        after.play_unchecked(m);
        (after, m)
    })
}

/// Each legal move from `from` with the placement it leads to.
fn placements_after_each_move(from: &Chess) -> impl Iterator<Item = (Placement, Move)> + '_ {
    positions_after_each_move(from).map(|(after, m)| (Placement::of(after.board()), m))
}

/// The placement after each legal move and each legal reply from `from` (the first pair found for a placement kept).
fn placements_after_each_move_and_reply(from: &Chess) -> HashMap<Placement, [Move; 2]> {
    let mut after_two = HashMap::new();
    for (after, first) in positions_after_each_move(from) {
        for (placement, reply) in placements_after_each_move(&after) {
            after_two.entry(placement).or_insert([first, reply]);
        }
    }
    after_two
}
