//! The distance to mate of a small position, found by a search on the tables' results and distances to zeroing.
//!
//! Syzygy tables give the result and the distance to the next capture, pawn move or mate (DTZ), not the distance to
//! mate. With three men and no pawn the two are the same: nothing can be taken or pushed in a won line, so the next
//! zeroing move is the mate. With more, the search proves "mate within d half-moves" for growing d, from the DTZ
//! (which is never more than the distance to mate: a line that mates in d has zeroed by then) upwards: the winner's
//! moves that keep the win, the loser's every move, each child's DTZ cutting off what cannot mate in time, and what is
//! proved kept by position. A search that would take longer than its budget gives up: the caller says the DTZ.

use std::collections::HashMap;

use shakmaty::{zobrist::Zobrist64, Chess, EnPassantMode, Position, Role};

use super::{Probe, Tablebase, Verdict};

/// The most men a position may have for its distance to mate to be searched.
pub(super) const MOST_MEN: usize = 4;

/// How many positions the search may ask the tables of before it gives up (well under a second).
const BUDGET: usize = 4_000;

/// How many positions the search may visit, asked of the tables or known already, before it gives up: a search that
/// keeps visiting the same few positions at ever greater depths ends too.
const VISITS: usize = 200_000;

/// The half-moves to mate with best play for the side to move of `pos` (winning or losing: mate given or
/// received), or `None`: a draw, a position of more than [`MOST_MEN`] men, a table that cannot be read, or a
/// search longer than its budget.
#[must_use]
pub(super) fn mate_distance(tables: &dyn Tablebase, pos: &Chess) -> Option<u32> {
    if pos.is_checkmate() {
        return Some(0);
    }
    if pos.board().occupied().count() > MOST_MEN {
        return None;
    }
    let mut search = Search {
        tables,
        probes: HashMap::new(),
        known: HashMap::new(),
        visits: 0,
    };
    let root = search.probe(pos)?;
    if root.verdict == Verdict::Draw {
        return None;
    }
    if exact(pos) {
        return Some(root.dtz);
    }
    let wins = root.verdict == Verdict::Win;
    // A winner to move mates after an odd number of half-moves, a loser to move is mated after an even one; no
    // mate takes more than the fifty-move rule's hundred half-moves after each zeroing move, four at most here.
    let first = root.dtz.max(1) + u32::from((root.dtz % 2 == 1) != wins);
    (first..=500)
        .step_by(2)
        .find_map(|depth| match search.within(pos, wins, depth) {
            Ok(true) => Some(Some(depth)),
            Ok(false) => None,
            Err(Exhausted) => Some(None),
        })?
}

/// Whether the DTZ of `pos` is its distance to mate: three men, no pawn.
fn exact(pos: &Chess) -> bool {
    let board = pos.board();
    board.occupied().count() <= 3 && board.by_role(Role::Pawn).is_empty()
}

/// The search gave up: its budget is spent.
struct Exhausted;

/// What is proved of a position: mate within `proved` half-moves, and not within `refuted`.
#[derive(Clone, Copy, Default)]
struct Known {
    proved: Option<u32>,
    refuted: Option<u32>,
}

struct Search<'a> {
    tables: &'a dyn Tablebase,
    probes: HashMap<u64, Option<Probe>>,
    known: HashMap<u64, Known>,
    visits: usize,
}

fn key(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

impl Search<'_> {
    fn probe(&mut self, pos: &Chess) -> Option<Probe> {
        let tables = self.tables;
        *self
            .probes
            .entry(key(pos))
            .or_insert_with(|| tables.probe(pos).ok())
    }

    /// Whether the search has asked the tables of as many positions, or visited as many, as it may.
    fn spent(&self) -> bool {
        self.probes.len() > BUDGET || self.visits > VISITS
    }

    /// Whether the game ends in mate within `depth` half-moves with best play: given by the side to move when it
    /// `wins`, received by it otherwise.
    fn within(&mut self, pos: &Chess, wins: bool, depth: u32) -> Result<bool, Exhausted> {
        self.visits += 1;
        if pos.is_checkmate() {
            return Ok(!wins);
        }
        if depth == 0 {
            return Ok(false);
        }
        let hash = key(pos);
        let known = self.known.get(&hash).copied().unwrap_or_default();
        if known.proved.is_some_and(|proved| proved <= depth) {
            return Ok(true);
        }
        if known.refuted.is_some_and(|refuted| refuted >= depth) {
            return Ok(false);
        }
        if self.spent() {
            return Err(Exhausted);
        }
        let answer = self.children_within(pos, wins, depth)?;
        let entry = self.known.entry(hash).or_default();
        if answer {
            entry.proved = Some(entry.proved.map_or(depth, |proved| proved.min(depth)));
        } else {
            entry.refuted = Some(entry.refuted.map_or(depth, |refuted| refuted.max(depth)));
        }
        Ok(answer)
    }

    /// [`Search::within`] for a position not yet mate: some move of the winner's mates in time, or every move of
    /// the loser's is mated in time.
    fn children_within(&mut self, pos: &Chess, wins: bool, depth: u32) -> Result<bool, Exhausted> {
        // Each move's position, and the least half-moves it can take to mate (its DTZ), when it can be in time.
        let mut children = Vec::new();
        for mv in pos.legal_moves() {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            if child.is_checkmate() {
                if wins {
                    return Ok(true);
                }
                continue;
            }
            // The side to move next: the loser after the winner's move, the winner after the loser's.
            let wanted = if wins { Verdict::Loss } else { Verdict::Win };
            match self.probe(&child) {
                Some(probe) if probe.verdict == wanted && probe.dtz < depth => {
                    children.push((probe.dtz, child));
                }
                // A move that lets the win go, or cannot mate in time: the winner does not play it, and the loser
                // who can play it is not mated in time.
                _ if wins => {}
                _ => return Ok(false),
            }
        }
        if wins {
            children.sort_by_key(|(dtz, _)| *dtz);
        } else {
            children.sort_by_key(|(dtz, _)| std::cmp::Reverse(*dtz));
        }
        for (dtz, child) in children {
            let in_time = if exact(&child) {
                true
            } else {
                debug_assert!(dtz < depth);
                self.within(&child, !wins, depth - 1)?
            };
            if in_time == wins {
                return Ok(wins);
            }
        }
        Ok(!wins)
    }
}
