//! What a settled placement means against the game, time apart: whether the board is ready (and which way round),
//! a move or a move and reply, a takeback, the blind player's move executed wrongly, a board behind the game, or a
//! difference. The reader decides when a placement has stood long enough; this decides what it is.

use shakmaty::{CastlingSide, Chess, Move, Position};

use super::{
    game_line::GameLine, successors::Successors, Expectation, Placement, Reading, SquareDifference,
};

/// What a settled placement comes to against one expectation.
pub(super) enum Verdict {
    /// Said as soon as the placement has settled.
    Say(Reading),
    /// Nothing to say: the board follows the game, or is behind it.
    Quiet,
    /// These differences, said when the board has stood so for the difference time.
    DiffersLater(Vec<SquareDifference>),
    /// These moves, said when the board has stood so for the follow time: the last of them is the first half of
    /// another move (the rook of a castling set down first), whose rest may still come.
    FollowLater(Vec<Move>),
}

/// The board as it follows the game: ready or not, which way round, how far it has come, and the placements it may
/// settle on next.
#[derive(Clone, Debug)]
pub(super) struct Judge {
    /// The board has shown the game's position since it was (re)connected.
    ready: bool,
    /// The board is read turned round (found when it became ready; a hint for the differences while it is not).
    turned: bool,
    /// The latest of the game's positions the board has shown, as an index into [`GameLine`].
    shown: usize,
    /// A difference or a takeback was said since the board last showed the game: showing it again is said (ready).
    astray: bool,
    /// The placements reachable from the game's position.
    from_game: Option<Successors>,
    /// The placements reachable from the position before the announced move.
    from_announced: Option<Successors>,
}

impl Judge {
    /// A board not yet seen.
    pub(super) fn new() -> Judge {
        Judge {
            ready: false,
            turned: false,
            shown: 0,
            astray: false,
            from_game: None,
            from_announced: None,
        }
    }

    /// The board came back: not ready until it shows the game again (its orientation kept as a hint).
    pub(super) fn reconnected(&mut self) {
        self.ready = false;
        self.astray = false;
    }

    /// Whether the board has shown the game's position since it was (re)connected.
    #[cfg(test)]
    pub(super) fn is_ready(&self) -> bool {
        self.ready
    }

    /// Moves read from the board were said: it follows the game again.
    pub(super) fn moves_said(&mut self) {
        self.astray = false;
    }

    /// A difference was said: a ready board that shows the game again is said to be ready.
    pub(super) fn differences_said(&mut self) {
        self.astray |= self.ready;
    }

    /// What the settled `placement` (as the board reports it) comes to against `expected`.
    pub(super) fn judge(
        &mut self,
        placement: Placement,
        expected: &Expectation<'_>,
        line: &GameLine<'_>,
    ) -> Verdict {
        let target = Placement::of(line.target().board());
        if !self.ready {
            return self.judge_not_ready(placement, &target, line.last());
        }
        let board = if self.turned {
            placement.turned()
        } else {
            placement
        };
        self.shown = self.shown.min(line.last());
        if board == target {
            self.shown = line.last();
            return if std::mem::take(&mut self.astray) {
                Verdict::Say(Reading::Ready {
                    turned: self.turned,
                })
            } else {
                Verdict::Quiet
            };
        }
        if expected.board_moves {
            if let Some(moves) = self.moves_to(&board, line.now(), expected.pending) {
                if first_half_of_another(&board, line.now(), &moves) {
                    return Verdict::FollowLater(moves);
                }
                self.astray = false;
                return Verdict::Say(Reading::Moves(moves));
            }
        }
        if let Some(announced) = expected.announced {
            if self.executes_other_than(&board, announced, line) {
                return Verdict::Say(Reading::Differs(board.differences(&target)));
            }
        }
        if let Some(index) = line.latest_showing(&board) {
            if index >= self.shown {
                self.shown = index;
                return Verdict::Quiet;
            }
            if let Some(plies) = line.plies_back_to(index) {
                self.shown = index;
                self.astray = true;
                return Verdict::Say(Reading::Takeback { plies });
            }
        }
        Verdict::DiffersLater(board.differences(&target))
    }

    /// A board not ready: ready on `target`, straight or turned round; otherwise its differences from `target`, the
    /// board read the way that differs on fewer squares (the way it was read before on a tie).
    fn judge_not_ready(
        &mut self,
        placement: Placement,
        target: &Placement,
        last: usize,
    ) -> Verdict {
        let turned = placement.turned();
        if placement == *target || turned == *target {
            self.ready = true;
            self.turned = turned == *target;
            self.shown = last;
            self.astray = false;
            return Verdict::Say(Reading::Ready {
                turned: self.turned,
            });
        }
        let straight_differences = placement.differences(target);
        let turned_differences = turned.differences(target);
        let read_turned = turned_differences.len() < straight_differences.len()
            || (turned_differences.len() == straight_differences.len() && self.turned);
        Verdict::DiffersLater(if read_turned {
            turned_differences
        } else {
            straight_differences
        })
    }

    /// The legal move, or legal move and reply, from the game's position `now` that lead to `board`. A move and
    /// reply whose move is already `pending` are not read: that move settled on the board before, so the reply is
    /// the blind player's, executed before it was typed (it waits like any early move).
    fn moves_to(
        &mut self,
        board: &Placement,
        now: &Chess,
        pending: Option<&Move>,
    ) -> Option<Vec<Move>> {
        let successors = Successors::kept(&mut self.from_game, now);
        if let Some(m) = successors.one_move_to(board) {
            return Some(vec![m]);
        }
        successors
            .two_moves_to(board)
            .filter(|[first, _]| Some(first) != pending)
            .map(Vec::from)
    }

    /// Whether `board` shows the position before the `announced` move after another legal move (D.2.9); a move
    /// that is part of the announced one made first (the rook of a castling) is not another move.
    fn executes_other_than(
        &mut self,
        board: &Placement,
        announced: &Move,
        line: &GameLine<'_>,
    ) -> bool {
        let Some(before) = line.before(announced) else {
            return false;
        };
        let other = Successors::kept(&mut self.from_announced, before)
            .one_move_to(board)
            .is_some_and(|m| m != *announced);
        other && !part_made(board, before, announced)
    }
}

/// Whether `board`, which shows the position after `moves` from `now`, may still become another move than the last of
/// them, from the same position, by the same hands going on: every square where the board differs from that position
/// already shows what the other move leaves there. The other moves are the legal ones and the castlings whose right
/// is kept with nothing between king and rook (legal or not: a castling tried through an attacked square is still
/// the king following its rook). In chess that is a rook moved to its castled square while its king is at home with
/// the right to castle that way; a capture, en passant or a promotion half made shows no legal move at all, and is no
/// move read.
fn first_half_of_another(board: &Placement, now: &Chess, moves: &[Move]) -> bool {
    let Some((last, earlier)) = moves.split_last() else {
        return false;
    };
    let mut before = now.clone();
    for m in earlier {
        before.play_unchecked(*m);
    }
    let us = before.turn();
    let castlings: Vec<Move> = before
        .board()
        .king_of(us)
        .into_iter()
        .flat_map(|king| {
            CastlingSide::ALL
                .into_iter()
                .filter(|&side| {
                    (before.castles().path(us, side) & before.board().occupied()).is_empty()
                })
                .filter_map(|side| before.castles().rook(us, side))
                .map(move |rook| Move::Castle { king, rook })
        })
        .collect();
    before
        .legal_moves()
        .into_iter()
        .chain(castlings)
        .any(|other| other != *last && part_made(board, &before, &other))
}

/// Whether `board` is `before` with part of the move `m` made: every square where it differs from `before` shows
/// what the position after `m` has there.
fn part_made(board: &Placement, before: &Chess, m: &Move) -> bool {
    let mut after = before.clone();
    after.play_unchecked(*m);
    let (before, after) = (Placement::of(before.board()), Placement::of(after.board()));
    board
        .differences(&before)
        .iter()
        .all(|difference| after.piece_at(difference.square) == difference.shown)
}
