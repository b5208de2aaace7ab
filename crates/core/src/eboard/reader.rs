//! The move reader: placements in, on the time passed in; the game's moves, corrections, takebacks and differences
//! out.
//!
//! A placement is judged once it has stood unchanged: `settle_ms` when it means something (the game's position, a
//! move, a takeback, the blind player's move executed wrongly), `follow_ms` when it is a move that the same hands may
//! still turn into another (the rook of a castling set down first, the king still at home), `differ_ms` when it
//! matches nothing the board should show (pieces in the air, a capture half made, a piece knocked over). It is judged
//! once against one expectation, and again when the game changes. The rules, in the order they are tried, are
//! [`BoardReader::read`]'s.

use shakmaty::{Chess, Move};

use super::{
    game_line::GameLine,
    judging::{Judge, Verdict},
    standing::{ExpectationKey, Judged, Standing},
    Placement, SquareDifference,
};

/// How long a board must stand still before it is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadSettings {
    /// A placement equal to a position of the game is read after standing unchanged this long (milliseconds).
    pub settle_ms: u64,
    /// A placement that matches no position is said to differ after standing unchanged this long (milliseconds).
    pub differ_ms: u64,
    /// A move that is the first half of another (a rook set down on its castled square while its king is at home
    /// with the right to castle that way) is read after standing unchanged this long, so that the rest of the move can
    /// follow (milliseconds; the settle time when that is longer).
    pub follow_ms: u64,
}

impl ReadSettings {
    /// How long a move that may still become another waits for the rest of it by default: a person sets the rook
    /// down and reaches for the king in well under a second (0.4 s reported), so 1.5 s leaves a hesitant hand more
    /// than three times that, and a plain rook move to that square is still heard within two seconds.
    pub const FOLLOW_MS: u64 = 1500;
}

impl Default for ReadSettings {
    fn default() -> ReadSettings {
        ReadSettings {
            settle_ms: 250,
            differ_ms: 3000,
            follow_ms: ReadSettings::FOLLOW_MS,
        }
    }
}

/// What the board is compared with: the game as it stands.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Expectation<'a> {
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
pub(crate) enum Reading {
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
pub(crate) struct BoardReader {
    settings: ReadSettings,
    /// The latest placement, as the board reports it (not turned), and what was made of it.
    latest: Option<Standing>,
    /// The expectation last read against, and the instant it was first read.
    expectation: Option<(ExpectationKey, u64)>,
    /// What settled placements mean: the board's readiness, orientation and how far it has followed the game.
    judge: Judge,
}

impl BoardReader {
    /// A reader of a board not yet seen: it must show the game's position before moves are read.
    #[must_use]
    pub(crate) fn new(settings: ReadSettings) -> BoardReader {
        BoardReader {
            settings,
            latest: None,
            expectation: None,
            judge: Judge::new(),
        }
    }

    /// The board reported `placement` at `now`.
    pub(crate) fn seen(&mut self, placement: Placement, now: u64) {
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
    /// its orientation is found again. The latest placement is judged again (a board that reported it just before
    /// it was known to be back, and has not changed since, reports nothing new).
    pub(crate) fn reconnected(&mut self) {
        self.judge.reconnected();
        if let Some(standing) = self.latest.as_mut() {
            standing.judged = None;
            standing.said_differences = None;
        }
    }

    /// Whether the board has shown the game's position since it was (re)connected.
    #[must_use]
    #[cfg(test)]
    pub(crate) fn is_ready(&self) -> bool {
        self.judge.is_ready()
    }

    /// The instant the latest placement will have stood long enough to be read, if one waits.
    #[must_use]
    pub(crate) fn next_due(&self) -> Option<u64> {
        let standing = self.latest.as_ref()?;
        match &standing.judged {
            None => Some(standing.since.saturating_add(self.settings.settle_ms)),
            Some(judged) => judged.later.as_ref().map(|(at, _)| *at),
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
    ///    reply: those moves (a later one from the same position corrects an earlier one); when the last of them is
    ///    the first half of another move from the same position (every square where the board differs from that
    ///    position already shows what the other move leaves there: the rook of a castling set down first, its king
    ///    at home with the right kept), only once the board has stood so for the follow time, as the rest of the
    ///    move may still come;
    /// 3. on the position before the announced move after another legal move: differs from E at once;
    /// 4. on a position of the game later than the latest it showed: nothing (it is catching up); on an earlier one
    ///    than the game's position: a takeback, that many plies back from it;
    /// 5. on anything else: differs from E, once it has stood the difference time and the game has stood as long.
    pub(crate) fn read(&mut self, expected: &Expectation<'_>, now: u64) -> Option<Reading> {
        let line = GameLine::of(expected)?;
        let key = ExpectationKey::of(expected, line.now());
        let key_since = self.note_expectation(key.clone(), now);
        let standing = self.latest.as_mut()?;
        let (placement, since) = (standing.placement, standing.since);
        if now < since.saturating_add(self.settings.settle_ms) {
            return None;
        }
        if let Some(judged) = standing.judged.as_mut().filter(|judged| judged.key == key) {
            let due = judged.later.as_ref().map(|(at, _)| *at)?;
            if now < due {
                return None;
            }
            let (_, reading) = judged.later.take()?;
            return self.say(reading);
        }
        let verdict = self.judge.judge(placement, expected, &line);
        let mut judged = Judged { key, later: None };
        let later = match verdict {
            Verdict::Say(reading) => Some((now, reading)),
            Verdict::Quiet => None,
            Verdict::FollowLater(moves) => {
                let wait = self.settings.follow_ms.max(self.settings.settle_ms);
                Some((since.saturating_add(wait), Reading::Moves(moves)))
            }
            Verdict::DiffersLater(differences) => {
                let due = since.max(key_since).saturating_add(self.settings.differ_ms);
                Some((due, Reading::Differs(differences)))
            }
        };
        let said = match later {
            Some((due, reading)) if now >= due => self.say(reading),
            Some(waiting) => {
                judged.later = Some(waiting);
                None
            }
            None => None,
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

    /// Says `reading`: differences unless they are what was last said of this placement; moves as they are (the
    /// board follows the game again).
    fn say(&mut self, reading: Reading) -> Option<Reading> {
        match reading {
            Reading::Differs(differences) => self.say_differences(differences),
            Reading::Moves(moves) => {
                self.judge.moves_said();
                Some(Reading::Moves(moves))
            }
            reading => Some(reading),
        }
    }

    /// Says `differences` unless they are what was last said of this placement.
    fn say_differences(&mut self, differences: Vec<SquareDifference>) -> Option<Reading> {
        let standing = self.latest.as_mut()?;
        if standing.said_differences.as_ref() == Some(&differences) {
            return None;
        }
        standing.said_differences = Some(differences.clone());
        self.judge.differences_said();
        Some(Reading::Differs(differences))
    }
}
