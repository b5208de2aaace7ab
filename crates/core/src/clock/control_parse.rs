//! Reading a time control as players say it (`--time`, minutes: `90`, `5+3`, `90d5`, `40/90+30,30+30`) and as PGN
//! writes it (`--time-control` and the `TimeControl` tag, seconds: `5400+30`, `40/5400+30:1800+30`).
//!
//! Both syntaxes share one grammar per period, `[MOVES/]TIME[+INCREMENT|dDELAY|bDELAY]`, and differ only in the unit
//! of TIME and the separator between periods, so one reader serves both. An increment or delay written on a period
//! belongs to that period alone.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::control::{validate, DelayMode, Period, TimeControl};
use super::duration::{MAX_DURATION_MS, MINUTE_MS, SECOND_MS};

/// Which of the two ways of writing a time control was being read; it picks the examples an error message shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ControlSyntax {
    /// `--time`: minutes, periods separated by commas.
    Minutes,
    /// `--time-control` and the PGN tag: seconds, periods separated by colons.
    Pgn,
}

impl fmt::Display for ControlSyntax {
    /// What the syntax expects, for error messages.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ControlSyntax::Minutes => {
                "expected minutes like 90, 5+3, 90d5, 90b5 or periods like 40/90+30,30+30"
            }
            ControlSyntax::Pgn => {
                "expected seconds like 300, 5400+30, 5400d5, 5400b5 or periods like 40/5400+30:1800+30"
            }
        })
    }
}

/// Why a time control could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ControlError {
    /// Nothing was given.
    #[error("no time control given: {syntax}")]
    Empty {
        /// The syntax being read.
        syntax: ControlSyntax,
    },
    /// The text is not in the syntax.
    #[error("cannot read '{input}' as a time control: {syntax}")]
    Unreadable {
        /// The text as given.
        input: String,
        /// The syntax being read.
        syntax: ControlSyntax,
    },
    /// A period of zero moves (`0/90`).
    #[error(
        "'{input}' gives a period no moves: write at least one move before the slash, like 40/"
    )]
    ZeroMoves {
        /// The text as given.
        input: String,
    },
    /// A period of zero time (`0+3`).
    #[error("'{input}' gives a period no time: every period needs some main time; {syntax}")]
    ZeroTime {
        /// The text as given.
        input: String,
        /// The syntax being read.
        syntax: ControlSyntax,
    },
    /// A period for the rest of the game before the last (`90,30`).
    #[error(
        "in '{input}' only the last period can be for the rest of the game: \
         give each earlier period its number of moves, like 40/ before its time"
    )]
    RestNotLast {
        /// The text as given.
        input: String,
    },
    /// A time or increment over 1000 hours.
    #[error("'{input}' is too long: a clock holds at most 1000 hours per period")]
    TooLong {
        /// The text as given.
        input: String,
    },
    /// The PGN tag `?`: the control is not known.
    #[error(
        "the PGN time control '?' means the control is unknown: give it in seconds, like 5400+30"
    )]
    PgnUnknown,
    /// The PGN tag `-`: no time control.
    #[error("the PGN time control '-' means no clock: leave the time control out to play without a clock")]
    PgnNoClock,
    /// The PGN sandclock form `*180`.
    #[error("'{input}' is an hourglass control, which the clock does not keep: give seconds, like 300 or 300+2")]
    PgnSandclock {
        /// The text as given.
        input: String,
    },
}

/// A validation problem before the input text is attached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Problem {
    Unreadable,
    ZeroMoves,
    ZeroTime,
    RestNotLast,
    TooLong,
}

impl Problem {
    pub(super) fn into_error(self, input: &str, syntax: ControlSyntax) -> ControlError {
        let input = input.to_string();
        match self {
            Problem::Unreadable => ControlError::Unreadable { input, syntax },
            Problem::ZeroMoves => ControlError::ZeroMoves { input },
            Problem::ZeroTime => ControlError::ZeroTime { input, syntax },
            Problem::RestNotLast => ControlError::RestNotLast { input },
            Problem::TooLong => ControlError::TooLong { input },
        }
    }
}

impl TimeControl {
    /// Reads a `--time` control in minutes: `90`, `5+3`, `90+30` (increment in seconds), `90d5` (simple delay),
    /// `90b5` (Bronstein delay), periods `40/90+30,30+30` or `40/120,20/60,30`. Case and spaces around the parts
    /// are ignored; `+0` is the same as no increment.
    ///
    /// # Errors
    /// [`ControlError`] saying what was wrong and showing the expected forms.
    pub fn parse_minutes(text: &str) -> Result<Self, ControlError> {
        parse(text, ControlSyntax::Minutes)
    }

    /// Reads a PGN `TimeControl` tag in seconds: `300`, `5400+30`, `40/5400+30:1800+30`; also `5400d5` and `5400b5`
    /// as written by [`TimeControl::to_pgn`] for delays.
    ///
    /// # Errors
    /// [`ControlError`]; the PGN forms `?` (unknown), `-` (no clock) and `*180` (hourglass) are refused with their
    /// own messages.
    ///
    /// ```
    /// use tactus_core::TimeControl;
    ///
    /// let classical = TimeControl::parse_pgn("40/5400+30:1800+30").unwrap();
    /// assert_eq!(classical, TimeControl::parse_minutes("40/90+30,30+30").unwrap());
    /// assert!(TimeControl::parse_pgn("?").is_err());
    /// ```
    pub fn parse_pgn(text: &str) -> Result<Self, ControlError> {
        let input = text.trim();
        match input {
            "?" => Err(ControlError::PgnUnknown),
            "-" => Err(ControlError::PgnNoClock),
            _ if input.starts_with('*') => Err(ControlError::PgnSandclock {
                input: input.to_string(),
            }),
            _ => parse(input, ControlSyntax::Pgn),
        }
    }
}

impl FromStr for TimeControl {
    type Err = ControlError;

    /// The `--time` syntax, as [`TimeControl::parse_minutes`].
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        TimeControl::parse_minutes(text)
    }
}

fn parse(text: &str, syntax: ControlSyntax) -> Result<TimeControl, ControlError> {
    let input = text.trim();
    if input.is_empty() {
        return Err(ControlError::Empty { syntax });
    }
    let (separator, time_unit) = match syntax {
        ControlSyntax::Minutes => (',', MINUTE_MS),
        ControlSyntax::Pgn => (':', SECOND_MS),
    };
    let lower = input.to_ascii_lowercase();
    let periods = lower
        .split(separator)
        .map(|part| parse_period(part.trim(), time_unit))
        .collect::<Result<Vec<Period>, Problem>>()
        .and_then(|periods| validate(&periods).map(|()| periods))
        .map_err(|problem| problem.into_error(input, syntax))?;
    TimeControl::new(periods)
}

/// `[MOVES/]TIME[+SECONDS|dSECONDS|bSECONDS]`, TIME in `time_unit` milliseconds.
fn parse_period(part: &str, time_unit: u64) -> Result<Period, Problem> {
    let (moves, rest) = match part.split_once('/') {
        Some((moves, rest)) => (Some(number(moves.trim())?), rest.trim()),
        None => (None, part),
    };
    let moves = match moves {
        Some(count) => Some(u32::try_from(count).map_err(|_| Problem::TooLong)?),
        None => None,
    };
    let (time, mode) = match rest.find(['+', 'd', 'b']) {
        Some(at) => {
            let bonus = number(rest[at + 1..].trim())?.saturating_mul(SECOND_MS);
            let mode = match (&rest[at..=at], bonus) {
                (_, 0) => DelayMode::None,
                ("+", ms) => DelayMode::Increment(ms),
                ("d", ms) => DelayMode::Simple(ms),
                (_, ms) => DelayMode::Bronstein(ms),
            };
            (rest[..at].trim(), mode)
        }
        None => (rest, DelayMode::None),
    };
    let time_ms = number(time)?.saturating_mul(time_unit);
    Ok(Period {
        moves,
        time_ms,
        mode,
    })
}

/// ASCII digits only; values past the clock's range become [`Problem::TooLong`].
fn number(digits: &str) -> Result<u64, Problem> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Problem::Unreadable);
    }
    digits
        .parse::<u64>()
        .ok()
        .filter(|&n| n <= MAX_DURATION_MS)
        .ok_or(Problem::TooLong)
}

#[cfg(test)]
mod tests {
    use super::*;

    const M: u64 = 60_000;
    const S: u64 = 1_000;

    fn period(moves: Option<u32>, time_ms: u64, mode: DelayMode) -> Period {
        Period {
            moves,
            time_ms,
            mode,
        }
    }

    #[test]
    fn minutes_syntax() {
        use DelayMode::{Bronstein, Increment, None, Simple};
        for (text, periods) in [
            ("90", vec![period(Option::None, 90 * M, None)]),
            ("5+3", vec![period(Option::None, 5 * M, Increment(3 * S))]),
            (
                "90+30",
                vec![period(Option::None, 90 * M, Increment(30 * S))],
            ),
            ("90d5", vec![period(Option::None, 90 * M, Simple(5 * S))]),
            ("90b5", vec![period(Option::None, 90 * M, Bronstein(5 * S))]),
            ("90D5", vec![period(Option::None, 90 * M, Simple(5 * S))]),
            ("5+0", vec![period(Option::None, 5 * M, None)]),
            (
                " 3 + 2 ",
                vec![period(Option::None, 3 * M, Increment(2 * S))],
            ),
            (
                "40/90+30,30+30",
                vec![
                    period(Some(40), 90 * M, Increment(30 * S)),
                    period(Option::None, 30 * M, Increment(30 * S)),
                ],
            ),
            (
                "40/90, 30+30",
                vec![
                    period(Some(40), 90 * M, None),
                    period(Option::None, 30 * M, Increment(30 * S)),
                ],
            ),
            (
                "40/120,20/60,30",
                vec![
                    period(Some(40), 120 * M, None),
                    period(Some(20), 60 * M, None),
                    period(Option::None, 30 * M, None),
                ],
            ),
            (
                "40/120d5,20/60",
                vec![
                    period(Some(40), 120 * M, Simple(5 * S)),
                    period(Some(20), 60 * M, None),
                ],
            ),
        ] {
            let control =
                TimeControl::parse_minutes(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(control.periods(), periods.as_slice(), "{text}");
            assert_eq!(text.parse::<TimeControl>().as_ref(), Ok(&control), "{text}");
        }
    }

    #[test]
    fn pgn_syntax() {
        use DelayMode::{Bronstein, Increment, None, Simple};
        for (text, periods) in [
            ("300", vec![period(Option::None, 300 * S, None)]),
            (
                "5400+30",
                vec![period(Option::None, 5400 * S, Increment(30 * S))],
            ),
            ("45", vec![period(Option::None, 45 * S, None)]),
            (
                "5400d5",
                vec![period(Option::None, 5400 * S, Simple(5 * S))],
            ),
            (
                "5400b5",
                vec![period(Option::None, 5400 * S, Bronstein(5 * S))],
            ),
            (
                "40/5400+30:1800+30",
                vec![
                    period(Some(40), 5400 * S, Increment(30 * S)),
                    period(Option::None, 1800 * S, Increment(30 * S)),
                ],
            ),
            (
                "40/7200:20/3600:1800",
                vec![
                    period(Some(40), 7200 * S, None),
                    period(Some(20), 3600 * S, None),
                    period(Option::None, 1800 * S, None),
                ],
            ),
        ] {
            let control = TimeControl::parse_pgn(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(control.periods(), periods.as_slice(), "{text}");
        }
    }

    #[test]
    fn errors() {
        use ControlSyntax::{Minutes, Pgn};
        let unreadable = |input: &str, syntax| ControlError::Unreadable {
            input: input.into(),
            syntax,
        };
        let minutes = |text| TimeControl::parse_minutes(text);
        let pgn = |text| TimeControl::parse_pgn(text);
        for (result, error) in [
            (minutes(""), ControlError::Empty { syntax: Minutes }),
            (minutes("  "), ControlError::Empty { syntax: Minutes }),
            (pgn(""), ControlError::Empty { syntax: Pgn }),
            (minutes("90x"), unreadable("90x", Minutes)),
            (minutes("abc"), unreadable("abc", Minutes)),
            (minutes("+3"), unreadable("+3", Minutes)),
            (minutes("5+"), unreadable("5+", Minutes)),
            (minutes("5+3+2"), unreadable("5+3+2", Minutes)),
            (minutes("90d"), unreadable("90d", Minutes)),
            (minutes("1.5"), unreadable("1.5", Minutes)),
            (minutes("-5"), unreadable("-5", Minutes)),
            (minutes("40/"), unreadable("40/", Minutes)),
            (minutes("/90"), unreadable("/90", Minutes)),
            (minutes("40/90/30"), unreadable("40/90/30", Minutes)),
            (minutes("40/90,"), unreadable("40/90,", Minutes)),
            (minutes("40/90:30"), unreadable("40/90:30", Minutes)),
            (pgn("40/5400,1800"), unreadable("40/5400,1800", Pgn)),
            (pgn("abc"), unreadable("abc", Pgn)),
            (
                minutes("0"),
                ControlError::ZeroTime {
                    input: "0".into(),
                    syntax: Minutes,
                },
            ),
            (
                minutes("0+3"),
                ControlError::ZeroTime {
                    input: "0+3".into(),
                    syntax: Minutes,
                },
            ),
            (
                pgn("40/5400:0"),
                ControlError::ZeroTime {
                    input: "40/5400:0".into(),
                    syntax: Pgn,
                },
            ),
            (
                minutes("0/90"),
                ControlError::ZeroMoves {
                    input: "0/90".into(),
                },
            ),
            (
                minutes("90,30"),
                ControlError::RestNotLast {
                    input: "90,30".into(),
                },
            ),
            (
                pgn("5400:1800"),
                ControlError::RestNotLast {
                    input: "5400:1800".into(),
                },
            ),
            (
                minutes("60001"),
                ControlError::TooLong {
                    input: "60001".into(),
                },
            ),
            (
                minutes("5+3600001"),
                ControlError::TooLong {
                    input: "5+3600001".into(),
                },
            ),
            (
                minutes("99999999999999999999"),
                ControlError::TooLong {
                    input: "99999999999999999999".into(),
                },
            ),
            (
                minutes("4294967296/90"),
                ControlError::TooLong {
                    input: "4294967296/90".into(),
                },
            ),
            (pgn("?"), ControlError::PgnUnknown),
            (pgn(" - "), ControlError::PgnNoClock),
            (
                pgn("*180"),
                ControlError::PgnSandclock {
                    input: "*180".into(),
                },
            ),
            (minutes("?"), unreadable("?", Minutes)),
        ] {
            assert_eq!(result, Err(error));
        }
    }

    #[test]
    fn messages_show_what_was_expected() {
        for (result, message) in [
            (
                TimeControl::parse_minutes("90x"),
                "cannot read '90x' as a time control: expected minutes like 90, 5+3, 90d5, 90b5 or periods like \
                 40/90+30,30+30",
            ),
            (
                TimeControl::parse_pgn("90 minutes"),
                "cannot read '90 minutes' as a time control: expected seconds like 300, 5400+30, 5400d5, 5400b5 or \
                 periods like 40/5400+30:1800+30",
            ),
            (
                TimeControl::parse_minutes(""),
                "no time control given: expected minutes like 90, 5+3, 90d5, 90b5 or periods like 40/90+30,30+30",
            ),
            (
                TimeControl::parse_minutes("90,30"),
                "in '90,30' only the last period can be for the rest of the game: give each earlier period its \
                 number of moves, like 40/ before its time",
            ),
            (
                TimeControl::parse_pgn("?"),
                "the PGN time control '?' means the control is unknown: give it in seconds, like 5400+30",
            ),
            (
                TimeControl::parse_pgn("-"),
                "the PGN time control '-' means no clock: leave the time control out to play without a clock",
            ),
        ] {
            assert_eq!(result.unwrap_err().to_string(), message);
        }
    }
}
