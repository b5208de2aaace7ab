//! The chess clock as a state machine over instants passed in by the caller: whose clock runs, what each player has
//! left, the moves made and the period reached, and the arbiter's corrections.
//!
//! It never reads the time itself, so every press, pause and flag fall can be replayed and tested to the millisecond.
//! The cues and flag falls it reports are computed in `events.rs` from the same state. A clock is a plain value: it can
//! be cloned, compared and serialised, so a journal can store and restore it.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::control::{ms_i64, DelayMode, Pace, TimeControl};
use super::cues::{rearm_step, ClockEvent, CueSchedule};
use super::side::Side;

/// Why the clock refused an operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum ClockError {
    /// The clock has never been started.
    #[error("the clock has not been started: type go to start the clock of the player to move")]
    NotStarted,
    /// A press while the arbiter has stopped the clocks.
    #[error("the clocks are paused: type go to restart the clock of the player to move")]
    Paused,
    /// A pause while already paused.
    #[error("the clocks are already paused")]
    AlreadyPaused,
    /// A start or resume while a clock runs.
    #[error("{}'s clock is already running", .0.error_name())]
    AlreadyRunning(Side),
    /// A press by the player whose clock is not running.
    #[error("{}'s clock is running, not {}'s: only {} can press it", .running.error_name(), .pressed.error_name(), .running.error_name())]
    NotYourClock {
        /// Who tried to press.
        pressed: Side,
        /// Whose clock runs.
        running: Side,
    },
    /// A press after the running player's flag fell.
    #[error("{}'s flag has fallen: the clock cannot be pressed until the arbiter adds time", .0.error_name())]
    Flagged(Side),
}

/// Whether and whose clock runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) enum ClockState {
    /// Before the first `go` or press.
    NotStarted,
    /// This side's clock runs.
    Running(Side),
    /// The arbiter stopped the clocks during this side's turn.
    Paused(Side),
}

/// What a press did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Press {
    /// Who pressed, completing a move.
    pub side: Side,
    /// Time added for the move: the increment, or the Bronstein delay given back (not the next period's time).
    pub(crate) bonus_ms: i64,
    /// The index of the period that began with this move, when the move completed a period's count.
    pub(crate) new_period: Option<usize>,
}

/// One player's turn, running or paused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(super) struct Turn {
    pub(super) side: Side,
    /// When the current running stretch began (the turn's start, or its last resume or adjustment).
    pub(super) since_ms: u64,
    /// Simple delay not yet used this turn, as of `since_ms`.
    pub(super) delay_left_ms: i64,
    /// Time spent on this turn before `since_ms` (for the Bronstein delay).
    pub(super) used_ms: i64,
    /// Cues are still due for marks strictly below this remaining time; `None` once the flag has fallen.
    pub(super) cue_ceiling_ms: Option<i64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(super) enum Phase {
    NotStarted,
    Running(Turn),
    Paused(Turn),
}

/// A two-sided chess clock for one time control.
///
/// Instants (`now`, `at_ms`) are milliseconds since the session started; remaining times are signed milliseconds.
/// A flag falls exactly when the running side's main time reaches zero.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChessClock {
    pub(super) control: TimeControl,
    /// Main time per side; for the running side, as of its turn's `since_ms`.
    pub(super) main_ms: [i64; 2],
    pub(super) moves: [u32; 2],
    pub(super) phase: Phase,
    /// Events that are due but not yet handed out by `advance_to`.
    pub(super) pending: Vec<ClockEvent>,
    /// Time each side's clock has run in total (delays included), as of the running turn's `since_ms`.
    #[serde(default)]
    pub(super) spent_ms: [i64; 2],
    /// Marks of each side that have fired and not yet been re-armed by a lift of a whole step above them.
    #[serde(default)]
    pub(super) fired: [Vec<i64>; 2],
    /// The mark each side's clock began a turn at, counted as passed until the clock is lifted a whole step above
    /// it or the arbiter changes the time (then it is news again).
    #[serde(default)]
    pub(super) began_at_mark: [Option<i64>; 2],
    /// The competition's category when its regulations decide (`--category`); else the control's pace.
    #[serde(default)]
    pub(super) category: Option<Pace>,
}

impl ChessClock {
    /// A stopped clock with both players at the control's starting time.
    #[must_use]
    pub fn new(control: TimeControl) -> Self {
        let initial = control.initial_ms();
        ChessClock {
            control,
            main_ms: [initial; 2],
            moves: [0; 2],
            phase: Phase::NotStarted,
            pending: Vec::new(),
            spent_ms: [0; 2],
            fired: [Vec::new(), Vec::new()],
            began_at_mark: [None; 2],
            category: None,
        }
    }

    /// The clock of a competition whose regulations set the category (`--category`), which decides the penalties.
    #[must_use]
    pub(crate) fn with_category(mut self, category: Option<Pace>) -> Self {
        self.category = category;
        self
    }

    /// Standard, rapid or blitz: the competition's category when given, else the control's pace.
    #[must_use]
    pub(crate) fn category(&self) -> Pace {
        self.category.unwrap_or_else(|| self.control.pace())
    }

    /// The time control.
    #[must_use]
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The arbiter introduces an increment of `ms` for both players, earned by every move completed from now on
    /// (Guidelines III.4). The game's category, which decides the penalties, stays what it was.
    pub(crate) fn introduce_increment(&mut self, ms: u64) {
        self.category = Some(self.category());
        self.control = self.control.with_increment(ms);
    }

    /// Whether and whose clock runs.
    #[must_use]
    pub(crate) fn state(&self) -> ClockState {
        match self.phase {
            Phase::NotStarted => ClockState::NotStarted,
            Phase::Running(turn) => ClockState::Running(turn.side),
            Phase::Paused(turn) => ClockState::Paused(turn.side),
        }
    }

    /// The side whose clock runs, if any.
    #[must_use]
    pub(crate) fn running_side(&self) -> Option<Side> {
        match self.phase {
            Phase::Running(turn) => Some(turn.side),
            _ => None,
        }
    }

    /// `side`'s remaining main time at `now`, never below zero. A simple delay still to come is not counted.
    #[must_use]
    pub fn remaining(&self, side: Side, now: u64) -> i64 {
        let main = match self.phase {
            Phase::Running(turn) if turn.side == side => {
                let (ran, _, _) = split(&turn, now);
                self.main_ms[side.index()] - ran
            }
            _ => self.main_ms[side.index()],
        };
        main.max(0)
    }

    /// The time `side`'s clock has run so far in the game (what an adjournment's envelope calls time used).
    #[must_use]
    pub(crate) fn time_used(&self, side: Side, now: u64) -> i64 {
        let running = match self.phase {
            Phase::Running(turn) if turn.side == side => split(&turn, now).2,
            _ => 0,
        };
        self.spent_ms[side.index()].saturating_add(running)
    }

    /// Moves `side` has completed (pressed).
    #[must_use]
    pub(crate) fn moves_completed(&self, side: Side) -> u32 {
        self.moves[side.index()]
    }

    /// The index of the period `side`'s next move belongs to.
    #[must_use]
    pub(crate) fn period_index(&self, side: Side) -> usize {
        self.control.period_index(self.moves_completed(side))
    }

    /// Moves `side` still has to make before the next time control, or `None` in a period for the rest of the game.
    #[must_use]
    pub(crate) fn moves_to_control(&self, side: Side) -> Option<u32> {
        self.control.moves_to_control(self.moves_completed(side))
    }

    /// The instant the running side's flag falls if nobody presses: after any simple delay left, when its main time
    /// reaches zero. `None` when no clock runs. It may lie in the past once the flag has fallen.
    #[must_use]
    pub fn flag_instant(&self) -> Option<u64> {
        match self.phase {
            Phase::Running(turn) => Some(self.flag_instant_of(&turn)),
            _ => None,
        }
    }

    /// The side whose flag has fallen by `now`, if any (the side whose turn it is, running or paused).
    #[must_use]
    pub fn flagged(&self, now: u64) -> Option<Side> {
        match self.phase {
            Phase::Running(turn)
                if turn.cue_ceiling_ms.is_none() || self.flag_instant_of(&turn) <= now =>
            {
                Some(turn.side)
            }
            Phase::Paused(turn) if turn.cue_ceiling_ms.is_none() => Some(turn.side),
            _ => None,
        }
    }

    /// Starts `side`'s clock (the `go` command): at the start of the game, or after a pause. After a pause in
    /// `side`'s own turn the turn goes on (its delay and time used so far are kept); otherwise a new turn begins.
    ///
    /// # Errors
    /// [`ClockError::AlreadyRunning`] when a clock runs.
    pub fn start(&mut self, side: Side, now: u64) -> Result<(), ClockError> {
        match self.phase {
            Phase::Running(turn) => Err(ClockError::AlreadyRunning(turn.side)),
            Phase::Paused(turn) if turn.side == side => self.resume(now),
            Phase::NotStarted | Phase::Paused(_) => {
                self.begin_turn(side, now);
                Ok(())
            }
        }
    }

    /// The running side completes a move: its increment or Bronstein delay is added, the move counted, the next
    /// period's time added when the move completes a period (unused time carries over), and the opponent's clock
    /// started. A cue or flag falling at exactly `now` happened before the press and is still reported.
    ///
    /// # Errors
    /// [`ClockError::NotStarted`] or [`ClockError::Paused`] when no clock runs; [`ClockError::Flagged`] when the
    /// running side's flag fell at or before `now`.
    ///
    /// ```
    /// use tactus_core::{ChessClock, Side, TimeControl};
    ///
    /// // Five minutes and three seconds a move; instants in milliseconds.
    /// let mut clock = ChessClock::new(TimeControl::parse_minutes("5+3").unwrap());
    /// clock.start(Side::White, 0).unwrap();
    /// clock.press(10_000).unwrap(); // White moved after ten seconds.
    /// assert_eq!(clock.remaining(Side::White, 10_000), 293_000);
    /// assert_eq!(clock.remaining(Side::Black, 12_000), 298_000);
    /// ```
    pub fn press(&mut self, now: u64) -> Result<Press, ClockError> {
        self.settle(now);
        let turn = match self.phase {
            Phase::Running(turn) => turn,
            Phase::Paused(_) => return Err(ClockError::Paused),
            Phase::NotStarted => return Err(ClockError::NotStarted),
        };
        if turn.cue_ceiling_ms.is_none() || self.flag_instant_of(&turn) <= now {
            return Err(ClockError::Flagged(turn.side));
        }
        let side = turn.side;
        let (period_index, _) = self.control.locate(self.moves[side.index()]);
        let bonus_ms = match self.control.periods()[period_index].mode {
            DelayMode::None | DelayMode::Simple(_) => 0,
            DelayMode::Increment(ms) => ms_i64(ms),
            DelayMode::Bronstein(ms) => turn.used_ms.min(ms_i64(ms)),
        };
        self.main_ms[side.index()] = self.main_ms[side.index()].saturating_add(bonus_ms);
        let new_period = self.count_move(side);
        self.lifted(side);
        self.begin_turn(side.opposite(), now);
        Ok(Press {
            side,
            bonus_ms,
            new_period,
        })
    }

    /// `side` completes a move: as [`ChessClock::press`] when `side`'s clock runs; before the clock was ever started
    /// (the game's first press) the move is counted without any time added and the opponent's clock starts.
    ///
    /// # Errors
    /// As [`ChessClock::press`], and [`ClockError::NotYourClock`] when the other side's clock runs.
    pub(crate) fn press_by(&mut self, side: Side, now: u64) -> Result<Press, ClockError> {
        match self.phase {
            Phase::Running(turn) if turn.side != side => Err(ClockError::NotYourClock {
                pressed: side,
                running: turn.side,
            }),
            Phase::NotStarted => {
                let new_period = self.count_move(side);
                self.begin_turn(side.opposite(), now);
                Ok(Press {
                    side,
                    bonus_ms: 0,
                    new_period,
                })
            }
            Phase::Running(_) | Phase::Paused(_) => self.press(now),
        }
    }

    /// The arbiter stops the clocks.
    ///
    /// # Errors
    /// [`ClockError::NotStarted`] or [`ClockError::AlreadyPaused`] when no clock runs.
    pub(crate) fn pause(&mut self, now: u64) -> Result<(), ClockError> {
        self.settle(now);
        match self.phase {
            Phase::Running(turn) => {
                self.phase = Phase::Paused(turn);
                Ok(())
            }
            Phase::Paused(_) => Err(ClockError::AlreadyPaused),
            Phase::NotStarted => Err(ClockError::NotStarted),
        }
    }

    /// Restarts the paused turn where it stopped.
    ///
    /// # Errors
    /// [`ClockError::NotStarted`], or [`ClockError::AlreadyRunning`] when a clock runs.
    pub(crate) fn resume(&mut self, now: u64) -> Result<(), ClockError> {
        match self.phase {
            Phase::Paused(turn) => {
                self.phase = Phase::Running(Turn {
                    since_ms: now,
                    ..turn
                });
                Ok(())
            }
            Phase::Running(turn) => Err(ClockError::AlreadyRunning(turn.side)),
            Phase::NotStarted => Err(ClockError::NotStarted),
        }
    }

    /// The arbiter adds `delta_ms` (negative to take away) to `side`'s main time, which stays at or above zero.
    /// Returns the new remaining time. A clock lifted above a mark cues for it only when it later runs down to it.
    pub fn add(&mut self, side: Side, delta_ms: i64, now: u64) -> i64 {
        self.settle(now);
        // A clock past its flag shows zero; time is added to that.
        let current = self.main_ms[side.index()].max(0);
        self.put(side, current.saturating_add(delta_ms))
    }

    /// The arbiter sets `side`'s main time to `ms` (at least zero). Returns the new remaining time.
    pub fn set(&mut self, side: Side, ms: i64, now: u64) -> i64 {
        self.settle(now);
        self.put(side, ms)
    }

    /// Gives the opponent of `offender` the penalty time of the control (two minutes, one in rapid and blitz) for an
    /// illegal move or a wrong claim. Returns the time added.
    pub(crate) fn penalty(&mut self, offender: Side, now: u64) -> i64 {
        let penalty = self.category().penalty_ms();
        self.add(offender.opposite(), penalty, now);
        penalty
    }

    /// Restores both main times, e.g. to those recorded after a ply when moves are retraced.
    pub(crate) fn set_times(&mut self, white_ms: i64, black_ms: i64, now: u64) {
        self.settle(now);
        self.put(Side::White, white_ms);
        self.put(Side::Black, black_ms);
    }

    /// Restores the number of moves `side` has completed (and with it the period), e.g. when moves are retraced.
    pub(crate) fn set_moves_completed(&mut self, side: Side, moves: u32) {
        self.moves[side.index()] = moves;
    }

    /// Stops both clocks with `side`'s turn to begin afresh when the clock is started again (after the arbiter
    /// retraces moves, or before a game resumed at a position).
    pub(crate) fn stop_with_turn(&mut self, side: Side, now: u64) {
        self.settle(now);
        self.pending.clear();
        self.begin_turn(side, now);
        if let Phase::Running(turn) = self.phase {
            self.phase = Phase::Paused(turn);
        }
    }

    /// The flag instant of a turn: after the delay left, when the main time (as of `since_ms`) runs out.
    pub(super) fn flag_instant_of(&self, turn: &Turn) -> u64 {
        let main = self.main_ms[turn.side.index()].max(0);
        turn.since_ms
            .saturating_add(turn.delay_left_ms.max(0).unsigned_abs())
            .saturating_add(main.unsigned_abs())
    }

    /// Reports what fell due up to `now`, then brings the running turn's bookkeeping up to `now`.
    fn settle(&mut self, now: u64) {
        self.collect_until(now);
        if let Phase::Running(turn) = &mut self.phase {
            let (ran, frozen, elapsed) = split(turn, now);
            self.spent_ms[turn.side.index()] =
                self.spent_ms[turn.side.index()].saturating_add(elapsed);
            self.main_ms[turn.side.index()] = self.main_ms[turn.side.index()].saturating_sub(ran);
            turn.delay_left_ms -= frozen;
            turn.used_ms = turn.used_ms.saturating_add(elapsed);
            turn.since_ms = turn.since_ms.max(now);
        }
    }

    /// Sets a main time after `settle`; the turn of that side (if any) cues only for marks below the new time.
    fn put(&mut self, side: Side, ms: i64) -> i64 {
        let ms = ms.max(0);
        self.main_ms[side.index()] = ms;
        self.began_at_mark[side.index()] = None;
        self.lifted(side);
        if let Phase::Running(turn) | Phase::Paused(turn) = &mut self.phase {
            if turn.side == side {
                turn.cue_ceiling_ms = Some(ms);
            }
        }
        ms
    }

    /// Notes `side`'s main time after it may have risen: marks it is now a whole step above fire again.
    fn lifted(&mut self, side: Side) {
        let main = self.main_ms[side.index()];
        self.fired[side.index()].retain(|&mark| main < mark.saturating_add(rearm_step(mark)));
        let began = &mut self.began_at_mark[side.index()];
        *began = began.filter(|&mark| main < mark.saturating_add(rearm_step(mark)));
    }

    /// Whether `side`'s clock cues at `mark` when it runs down to it (see [`rearm_step`]).
    pub(super) fn armed(&self, side: Side, mark: i64) -> bool {
        !self.fired[side.index()].contains(&mark) && self.began_at_mark[side.index()] != Some(mark)
    }

    /// Counts a move of `side`; when it completes a period, adds the next period's time and returns its index.
    fn count_move(&mut self, side: Side) -> Option<usize> {
        let (index, into) = self.control.locate(self.moves[side.index()]);
        self.moves[side.index()] = self.moves[side.index()].saturating_add(1);
        let periods = self.control.periods();
        if periods[index].moves != Some(into + 1) {
            return None;
        }
        let next = (index + 1).min(periods.len() - 1);
        self.main_ms[side.index()] =
            self.main_ms[side.index()].saturating_add(ms_i64(periods[next].time_ms));
        Some(next)
    }

    fn begin_turn(&mut self, side: Side, now: u64) {
        // A clock whose turn begins exactly at a mark (the control's starting time, 5:00 in 5+3) counts the mark as
        // passed: an increment lifting it just above does not bring that cue a few seconds into the game.
        let main = self.main_ms[side.index()];
        if CueSchedule
            .next_below(main.saturating_add(1))
            .is_some_and(|(mark, _)| mark == main)
            && self.armed(side, main)
        {
            self.began_at_mark[side.index()] = Some(main);
        }
        let delay_left_ms = match self.control.periods()[self.period_index(side)].mode {
            DelayMode::Simple(ms) => ms_i64(ms),
            _ => 0,
        };
        self.phase = Phase::Running(Turn {
            side,
            since_ms: now,
            delay_left_ms,
            used_ms: 0,
            cue_ceiling_ms: Some(self.main_ms[side.index()]),
        });
    }
}

/// Splits the time since the turn's `since_ms` into (main time run, simple delay used, total); an instant before
/// `since_ms` counts as no time.
fn split(turn: &Turn, now: u64) -> (i64, i64, i64) {
    let elapsed = i64::try_from(now.saturating_sub(turn.since_ms)).unwrap_or(i64::MAX);
    let frozen = elapsed.min(turn.delay_left_ms.max(0));
    (elapsed - frozen, frozen, elapsed)
}

#[cfg(test)]
mod tests;
