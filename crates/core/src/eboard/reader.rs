//! The move reader: placements in, on the time passed in; the game's moves, corrections, takebacks and differences
//! out.
//!
//! A placement is judged once it has stood unchanged: `settle_ms` when it means something (the game's position, a
//! move, a takeback, the blind player's move executed wrongly), `differ_ms` when it matches nothing the board should
//! show (pieces in the air, a capture half made, a piece knocked over). It is judged once against one expectation,
//! and again when the game changes. The rules, in the order they are tried, are [`BoardReader::read`]'s.

use shakmaty::{Chess, Move, Position};

use super::{game_line::GameLine, successors::Successors, Placement, SquareDifference};

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
    /// The latest placement, as the board reports it (not turned), and what was made of it.
    latest: Option<Standing>,
    /// The board has shown the game's position since it was (re)connected.
    ready: bool,
    /// The board is read turned round (found when it became ready; a hint for the differences while it is not).
    turned: bool,
    /// The latest of the game's positions the board has shown, as an index into [`GameLine`].
    shown: usize,
    /// A difference or a takeback was said since the board last showed the game: showing it again is said (ready).
    astray: bool,
    /// The expectation last read against, and the instant it was first read.
    expectation: Option<(ExpectationKey, u64)>,
    /// The placements reachable from the game's position.
    from_game: Option<Successors>,
    /// The placements reachable from the position before the announced move.
    from_announced: Option<Successors>,
}

/// A placement and since when it stands, with what was made of it.
#[derive(Clone, Debug)]
struct Standing {
    placement: Placement,
    since: u64,
    /// The expectation it was judged against once settled, and a difference still to say.
    judged: Option<Judged>,
    /// The differences last said of it: the same differences are not said twice.
    said_differences: Option<Vec<SquareDifference>>,
}

/// A settled placement judged against one expectation.
#[derive(Clone, Debug)]
struct Judged {
    key: ExpectationKey,
    /// The differences to say at that instant, if the board still stands so then.
    differs_at: Option<(u64, Vec<SquareDifference>)>,
}

/// What tells one expectation from another: the game's length and position, the pending and announced moves, and
/// whether the board's side moves.
#[derive(Clone, Debug, PartialEq)]
struct ExpectationKey {
    plies: usize,
    now: Chess,
    pending: Option<Move>,
    announced: Option<Move>,
    board_moves: bool,
}

impl ExpectationKey {
    fn of(expected: &Expectation<'_>, now: &Chess) -> ExpectationKey {
        ExpectationKey {
            plies: expected.positions.len(),
            now: now.clone(),
            pending: expected.pending.copied(),
            announced: expected.announced.copied(),
            board_moves: expected.board_moves,
        }
    }
}

/// What a settled placement comes to against one expectation.
enum Verdict {
    /// Said as soon as the placement has settled.
    Say(Reading),
    /// Nothing to say: the board follows the game, or is behind it.
    Quiet,
    /// These differences, said when the board has stood so for the difference time.
    DiffersLater(Vec<SquareDifference>),
}

impl BoardReader {
    /// A reader of a board not yet seen: it must show the game's position before moves are read.
    #[must_use]
    pub fn new(settings: ReadSettings) -> BoardReader {
        BoardReader {
            settings,
            latest: None,
            ready: false,
            turned: false,
            shown: 0,
            astray: false,
            expectation: None,
            from_game: None,
            from_announced: None,
        }
    }

    /// The board reported `placement` at `now`.
    pub fn seen(&mut self, placement: Placement, now: u64) {
        if self
            .latest
            .as_ref()
            .is_some_and(|standing| standing.placement == placement)
        {
            return;
        }
        self.latest = Some(Standing {
            placement,
            since: now,
            judged: None,
            said_differences: None,
        });
    }

    /// The board was lost and has come back: it must show the game's position again before moves are read, and
    /// its orientation is found again.
    pub fn reconnected(&mut self) {
        self.ready = false;
        self.astray = false;
        self.latest = None;
    }

    /// Whether the board has shown the game's position since it was (re)connected.
    #[must_use]
    pub fn is_ready(&self) -> bool {
        self.ready
    }

    /// The instant the latest placement will have stood long enough to be read, if one waits.
    #[must_use]
    pub fn next_due(&self) -> Option<u64> {
        let standing = self.latest.as_ref()?;
        match &standing.judged {
            None => Some(standing.since.saturating_add(self.settings.settle_ms)),
            Some(judged) => judged.differs_at.as_ref().map(|(at, _)| *at),
        }
    }

    /// What the board says at `now` against `expected`: something new, or `None` (still settling, transitional, or
    /// already said). Asked after each placement, at each instant [`BoardReader::next_due`] names, and after the game
    /// changed (a move typed or completed, an arbiter's takeback): a placement read against one expectation is read
    /// again against a new one.
    ///
    /// Let E be the game's position with the pending move played. A board not ready is ready when it settles on E,
    /// or on E turned round (read turned from then on); otherwise it differs from E after the difference time. A
    /// ready board, turned if it is read so, settled:
    /// 1. on E: nothing, or ready again when a difference or a takeback was said since it last showed the game;
    /// 2. when the board's side moves, on the game's position after a legal move, or after a legal move and a legal
    ///    reply: those moves (a later one from the same position corrects an earlier one);
    /// 3. on the position before the announced move after another legal move: differs from E at once;
    /// 4. on a position of the game later than the latest it showed: nothing (it is catching up); on an earlier one
    ///    than the game's position: a takeback, that many plies back from it;
    /// 5. on anything else: differs from E, once it has stood the difference time and the game has stood as long.
    pub fn read(&mut self, expected: &Expectation<'_>, now: u64) -> Option<Reading> {
        let line = GameLine::of(expected)?;
        let key = ExpectationKey::of(expected, line.now());
        let key_since = self.note_expectation(key.clone(), now);
        let standing = self.latest.as_mut()?;
        let (placement, since) = (standing.placement, standing.since);
        if now < since.saturating_add(self.settings.settle_ms) {
            return None;
        }
        if let Some(judged) = standing.judged.as_mut().filter(|judged| judged.key == key) {
            let due = judged.differs_at.as_ref().map(|(at, _)| *at)?;
            if now < due {
                return None;
            }
            let (_, differences) = judged.differs_at.take()?;
            return self.say_differences(differences);
        }
        let verdict = self.judge(placement, expected, &line);
        let mut judged = Judged {
            key,
            differs_at: None,
        };
        let said = match verdict {
            Verdict::Say(Reading::Differs(differences)) => self.say_differences(differences),
            Verdict::Say(reading) => Some(reading),
            Verdict::Quiet => None,
            Verdict::DiffersLater(differences) => {
                let due = since.max(key_since).saturating_add(self.settings.differ_ms);
                if now >= due {
                    self.say_differences(differences)
                } else {
                    judged.differs_at = Some((due, differences));
                    None
                }
            }
        };
        if let Some(standing) = self.latest.as_mut() {
            standing.judged = Some(judged);
        }
        said
    }

    /// Keeps `key` as the expectation read against, and returns since when it stands.
    fn note_expectation(&mut self, key: ExpectationKey, now: u64) -> u64 {
        match &self.expectation {
            Some((kept, since)) if *kept == key => *since,
            _ => {
                self.expectation = Some((key, now));
                now
            }
        }
    }

    /// Says `differences` unless they are what was last said of this placement.
    fn say_differences(&mut self, differences: Vec<SquareDifference>) -> Option<Reading> {
        let standing = self.latest.as_mut()?;
        if standing.said_differences.as_ref() == Some(&differences) {
            return None;
        }
        standing.said_differences = Some(differences.clone());
        self.astray |= self.ready;
        Some(Reading::Differs(differences))
    }

    /// What the settled `placement` (as the board reports it) comes to against `expected`.
    fn judge(
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
            if let Some(moves) = self.moves_to(&board, line.now()) {
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

    /// The legal move, or legal move and reply, from the game's position `now` that lead to `board`.
    fn moves_to(&mut self, board: &Placement, now: &Chess) -> Option<Vec<Move>> {
        let successors = Successors::kept(&mut self.from_game, now);
        if let Some(m) = successors.one_move_to(board) {
            return Some(vec![m]);
        }
        successors.two_moves_to(board).map(Vec::from)
    }

    /// Whether `board` shows the position before the `announced` move after another legal move (D.2.9).
    fn executes_other_than(
        &mut self,
        board: &Placement,
        announced: &Move,
        line: &GameLine<'_>,
    ) -> bool {
        let Some(before) = line.before(announced) else {
            return false;
        };
        Successors::kept(&mut self.from_announced, before)
            .one_move_to(board)
            .is_some_and(|m| m != *announced)
    }
}
