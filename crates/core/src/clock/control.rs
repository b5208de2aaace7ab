//! What a time control is: its periods, the extra time each move earns (the laws' clock modes, 6.3), how it is written
//! in a PGN `TimeControl` tag, and whether the game counts as standard, rapid or blitz.
//!
//! The two ways of typing a control are read in `control_parse.rs`; this file holds the validated value the clock runs.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::control_parse::{ControlError, ControlSyntax, Problem};
use super::duration::{MAX_DURATION_MS, MINUTE_MS, SECOND_MS};

/// The extra time a move earns, per the laws' clock modes (6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DelayMode {
    /// No extra time: sudden death, or a period of moves in a fixed time.
    None,
    /// Fischer ("cumulative") increment: these milliseconds are added after each move.
    Increment(u64),
    /// Simple (US) delay: during the first milliseconds of each turn the main time does not run.
    Simple(u64),
    /// Bronstein delay: after each move the time used on it is given back, at most these milliseconds.
    Bronstein(u64),
}

impl DelayMode {
    /// The increment or delay in milliseconds, whatever the mode (0 for [`DelayMode::None`]).
    #[must_use]
    pub const fn bonus_ms(self) -> u64 {
        match self {
            DelayMode::None => 0,
            DelayMode::Increment(ms) | DelayMode::Simple(ms) | DelayMode::Bronstein(ms) => ms,
        }
    }
}

/// One period of a time control: a number of moves (or the rest of the game) in a time, with its clock mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Period {
    /// Moves to make in this period; `None` for the rest of the game. A last period with a count starts again when
    /// the count is reached (as on clocks with a repeating last period).
    pub moves: Option<u32>,
    /// Main time given at the start of the period, in milliseconds.
    pub time_ms: u64,
    /// Extra time per move during this period.
    pub mode: DelayMode,
}

/// How fast a game is, by FIDE's classification; it decides the size of time penalties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pace {
    /// Ten minutes or less (Appendix B).
    Blitz,
    /// More than ten and less than sixty minutes (Appendix A).
    Rapid,
    /// Sixty minutes or more.
    Standard,
}

impl Pace {
    /// The time given to the opponent for an illegal move (7.5) or a wrong claim (9.5.3): two minutes, one minute in
    /// rapid and blitz (A.3, B.3).
    #[must_use]
    pub(crate) fn penalty_ms(self) -> i64 {
        match self {
            Pace::Blitz | Pace::Rapid => ms_i64(MINUTE_MS),
            Pace::Standard => ms_i64(2 * MINUTE_MS),
        }
    }
}

/// A validated time control: one or more periods, each but the last with a number of moves.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Vec<Period>", into = "Vec<Period>")]
pub struct TimeControl {
    periods: Vec<Period>,
}

impl TimeControl {
    /// A control from its periods.
    ///
    /// # Errors
    /// [`ControlError`] when there is no period, a period has no time or a move count of zero, a period other than
    /// the last is for the rest of the game, or a time is longer than 1000 hours.
    pub fn new(periods: Vec<Period>) -> Result<Self, ControlError> {
        match validate(&periods) {
            Ok(()) => Ok(TimeControl { periods }),
            Err(problem) => {
                let input = TimeControl { periods }.to_pgn();
                Err(problem.into_error(&input, ControlSyntax::Pgn))
            }
        }
    }

    /// The periods, first to last.
    #[must_use]
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// The same periods, each with an increment of `ms` for every move (Guidelines III.4: the arbiter introduces one
    /// for both players).
    #[must_use]
    pub(crate) fn with_increment(&self, ms: u64) -> TimeControl {
        TimeControl {
            periods: self
                .periods
                .iter()
                .map(|p| Period {
                    mode: DelayMode::Increment(ms),
                    ..*p
                })
                .collect(),
        }
    }

    /// Each player's time at the start of the game, in milliseconds.
    #[must_use]
    pub fn initial_ms(&self) -> i64 {
        ms_i64(self.periods[0].time_ms)
    }

    /// The PGN `TimeControl` tag (seconds): `5400+30`, `40/5400+30:1800+30`, `300`.
    ///
    /// PGN has no notation for delays; they are written like the `--time` syntax, `5400d5` (simple) and `5400b5`
    /// (Bronstein), which [`TimeControl::parse_pgn`] reads back. Times are whole seconds (fractions are dropped).
    #[must_use]
    pub fn to_pgn(&self) -> String {
        let periods: Vec<String> = self.periods.iter().map(period_to_pgn).collect();
        periods.join(":")
    }

    /// Standard, rapid or blitz by the 2023 definitions (A.1, B.1): the time for all the moves — every period's time —
    /// plus 60 times the increment: ten minutes or less is blitz, under sixty minutes rapid. A delay (simple or
    /// Bronstein) is not an increment and adds nothing. `40/30,30` (all moves in 60 minutes) is standard.
    #[must_use]
    pub fn pace(&self) -> Pace {
        let all_periods = self
            .periods
            .iter()
            .fold(0u64, |sum, period| sum.saturating_add(period.time_ms));
        let increment = self
            .periods
            .iter()
            .map(|period| match period.mode {
                DelayMode::Increment(ms) => ms,
                DelayMode::None | DelayMode::Simple(_) | DelayMode::Bronstein(_) => 0,
            })
            .max()
            .unwrap_or(0);
        let game_ms = all_periods.saturating_add(increment.saturating_mul(60));
        if game_ms <= 10 * MINUTE_MS {
            Pace::Blitz
        } else if game_ms < 60 * MINUTE_MS {
            Pace::Rapid
        } else {
            Pace::Standard
        }
    }

    /// The time given to the opponent for an illegal move (7.5) or a wrong claim (9.5.3): two minutes, one minute in
    /// rapid and blitz (A.3, B.3).
    #[must_use]
    pub fn penalty_ms(&self) -> i64 {
        self.pace().penalty_ms()
    }

    /// The period a player is in after completing `moves_completed` moves (the one their next move belongs to).
    #[must_use]
    pub fn period_index(&self, moves_completed: u32) -> usize {
        self.locate(moves_completed).0
    }

    /// Moves still to make before the next time control, or `None` in a period for the rest of the game.
    #[must_use]
    pub fn moves_to_control(&self, moves_completed: u32) -> Option<u32> {
        let (index, into) = self.locate(moves_completed);
        self.periods[index].moves.map(|moves| moves - into)
    }

    /// The period index for the next move and how many moves of that period are already made.
    pub(super) fn locate(&self, moves_completed: u32) -> (usize, u32) {
        let last = self.periods.len() - 1;
        let mut left = moves_completed;
        for (index, period) in self.periods.iter().enumerate() {
            match period.moves {
                Some(moves) if index == last => return (index, left % moves),
                Some(moves) if left >= moves => left -= moves,
                _ => return (index, left),
            }
        }
        (last, left)
    }
}

impl TryFrom<Vec<Period>> for TimeControl {
    type Error = ControlError;

    fn try_from(periods: Vec<Period>) -> Result<Self, Self::Error> {
        TimeControl::new(periods)
    }
}

impl From<TimeControl> for Vec<Period> {
    fn from(control: TimeControl) -> Self {
        control.periods
    }
}

impl fmt::Display for TimeControl {
    /// The PGN form, as [`TimeControl::to_pgn`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pgn())
    }
}

/// Milliseconds as a signed count; every validated time fits.
pub(super) fn ms_i64(ms: u64) -> i64 {
    i64::try_from(ms).unwrap_or(i64::MAX)
}

pub(super) fn validate(periods: &[Period]) -> Result<(), Problem> {
    let Some(last) = periods.len().checked_sub(1) else {
        return Err(Problem::Unreadable);
    };
    for (index, period) in periods.iter().enumerate() {
        if period.moves == Some(0) {
            return Err(Problem::ZeroMoves);
        }
        if period.time_ms == 0 {
            return Err(Problem::ZeroTime);
        }
        if period.time_ms > MAX_DURATION_MS || period.mode.bonus_ms() > MAX_DURATION_MS {
            return Err(Problem::TooLong);
        }
        if period.moves.is_none() && index != last {
            return Err(Problem::RestNotLast);
        }
    }
    Ok(())
}

fn period_to_pgn(period: &Period) -> String {
    let moves = period.moves.map(|m| format!("{m}/")).unwrap_or_default();
    let seconds = period.time_ms / SECOND_MS;
    let bonus = match period.mode {
        DelayMode::None => String::new(),
        DelayMode::Increment(ms) => format!("+{}", ms / SECOND_MS),
        DelayMode::Simple(ms) => format!("d{}", ms / SECOND_MS),
        DelayMode::Bronstein(ms) => format!("b{}", ms / SECOND_MS),
    };
    format!("{moves}{seconds}{bonus}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn control(text: &str) -> TimeControl {
        TimeControl::parse_minutes(text).unwrap()
    }

    #[test]
    fn pace_and_penalty() {
        for (text, pace, penalty) in [
            ("90+30", Pace::Standard, 120_000),
            ("60", Pace::Standard, 120_000),
            ("59", Pace::Rapid, 60_000),
            ("15+10", Pace::Rapid, 60_000), // 15 min + 60 × 10 s = 25 min
            ("10", Pace::Blitz, 60_000),
            ("5+3", Pace::Blitz, 60_000),
            ("5+5", Pace::Blitz, 60_000),
            ("5+6", Pace::Rapid, 60_000),
            ("25+10", Pace::Rapid, 60_000),
            ("50+10", Pace::Standard, 120_000),
            // A delay is not an increment: 45 minutes with a delay is rapid.
            ("45d15", Pace::Rapid, 60_000),
            ("45b15", Pace::Rapid, 60_000),
            ("3b2", Pace::Blitz, 60_000),
            ("10d5", Pace::Blitz, 60_000),
            // All the periods count: every move in 60 minutes is standard.
            ("40/30,30", Pace::Standard, 120_000),
            ("40/50,10", Pace::Standard, 120_000),
            ("40/20,20", Pace::Rapid, 60_000),
            ("20/5,5", Pace::Blitz, 60_000),
            ("40/90+30,30+30", Pace::Standard, 120_000),
        ] {
            assert_eq!(control(text).pace(), pace, "{text}");
            assert_eq!(control(text).penalty_ms(), penalty, "{text}");
        }
    }

    #[test]
    fn pgn_output() {
        for (text, pgn) in [
            ("90", "5400"),
            ("5+3", "300+3"),
            ("90+30", "5400+30"),
            ("90d5", "5400d5"),
            ("90b5", "5400b5"),
            ("40/90+30,30+30", "40/5400+30:1800+30"),
            ("40/120,20/60,30", "40/7200:20/3600:1800"),
            ("5+0", "300"),
        ] {
            assert_eq!(control(text).to_pgn(), pgn, "{text}");
            assert_eq!(TimeControl::parse_pgn(pgn), Ok(control(text)), "{pgn}");
        }
    }

    #[test]
    fn locate_periods() {
        let three = control("40/120,20/60,30");
        let repeating = control("40/120,20/60");
        for (moves, index, to_control, repeating_index, repeating_to_control) in [
            (0, 0, Some(40), 0, Some(40)),
            (39, 0, Some(1), 0, Some(1)),
            (40, 1, Some(20), 1, Some(20)),
            (59, 1, Some(1), 1, Some(1)),
            (60, 2, None, 1, Some(20)),
            (79, 2, None, 1, Some(1)),
            (80, 2, None, 1, Some(20)),
            (500, 2, None, 1, Some(20)),
        ] {
            assert_eq!(three.period_index(moves), index, "{moves}");
            assert_eq!(three.moves_to_control(moves), to_control, "{moves}");
            assert_eq!(repeating.period_index(moves), repeating_index, "{moves}");
            assert_eq!(
                repeating.moves_to_control(moves),
                repeating_to_control,
                "{moves}"
            );
        }
    }

    #[test]
    fn new_validates() {
        let period = |moves, time_ms| Period {
            moves,
            time_ms,
            mode: DelayMode::None,
        };
        for (periods, message) in [
            (vec![], "cannot read '' as a time control"),
            (vec![period(None, 0)], "gives a period no time"),
            (vec![period(Some(0), 60_000)], "gives a period no moves"),
            (
                vec![period(None, 60_000), period(None, 60_000)],
                "only the last period",
            ),
            (vec![period(None, MAX_DURATION_MS + 1)], "too long"),
        ] {
            let error = TimeControl::new(periods).unwrap_err().to_string();
            assert!(error.contains(message), "{error}");
        }
        assert_eq!(
            TimeControl::new(vec![period(Some(40), 60_000), period(None, 60_000)])
                .unwrap()
                .initial_ms(),
            60_000
        );
    }
}
