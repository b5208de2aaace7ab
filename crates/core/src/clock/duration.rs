//! Reading a DURATION the way an arbiter types it (`90s`, `2m`, `1m30s`, `1h5m`, `1:05:00`, `4:30`, and `+2m` or
//! `-30s` when adding time).
//!
//! Durations are commands typed under pressure at the board, so the reader is forgiving about case and spaces at the
//! ends, and exact about everything else: a bare `90` is refused because it could mean seconds or minutes.

use thiserror::Error;

/// Milliseconds in a second.
pub(super) const SECOND_MS: u64 = 1_000;
/// Milliseconds in a minute.
pub(super) const MINUTE_MS: u64 = 60 * SECOND_MS;
/// Milliseconds in an hour.
pub(super) const HOUR_MS: u64 = 60 * MINUTE_MS;
/// The longest duration or period the clock accepts: 1000 hours.
pub const MAX_DURATION_MS: u64 = 1_000 * HOUR_MS;

const EXPECTED: &str = "expected a time like 90s, 2m, 1m30s, 1h5m, 1:05:00 or 4:30";

/// Why a DURATION could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DurationError {
    /// Nothing was typed.
    #[error("no duration given: {EXPECTED}")]
    Empty,
    /// The text is not in any of the accepted forms.
    #[error("cannot read '{input}' as a duration: {EXPECTED}")]
    Unreadable {
        /// The text as typed.
        input: String,
    },
    /// A bare number, which could be seconds or minutes.
    #[error("'{input}' has no unit: write {input}s for seconds, {input}m for minutes, or minutes:seconds like 4:30")]
    MissingUnit {
        /// The text as typed.
        input: String,
    },
    /// Minutes or seconds after a colon of 60 or more (`4:75`).
    #[error("cannot read '{input}' as a duration: the minutes and seconds after a colon go from 00 to 59")]
    SixtyOrMore {
        /// The text as typed.
        input: String,
    },
    /// A `+` or `-` where only a plain duration is allowed.
    #[error(
        "'{input}' has a sign, which is only allowed when adding time: write it without + or -"
    )]
    UnexpectedSign {
        /// The text as typed.
        input: String,
    },
    /// More than [`MAX_DURATION_MS`].
    #[error("'{input}' is too long: a clock holds at most 1000 hours")]
    TooLong {
        /// The text as typed.
        input: String,
    },
}

/// Reads an unsigned DURATION into milliseconds.
///
/// Accepted: units in the order hours, minutes, seconds, milliseconds (`90s`, `2m`, `1m30s`, `1h5m`, `1h5m30s`,
/// `300ms`, `1s500ms`; a trailing number
/// after `m` counts as seconds and after `h` as minutes, so `1m30` and `1h30` work as people write them), or colon
/// forms `m:ss` (`4:30`, `90:00`) and `h:mm:ss` (`1:05:00`). Case and surrounding spaces are ignored.
///
/// # Errors
/// [`DurationError`] naming the typed text and the accepted forms; a bare number, a sign, or a colon field of 60 or
/// more each get their own message.
pub fn parse_duration(text: &str) -> Result<u64, DurationError> {
    let input = text.trim();
    if input.is_empty() {
        return Err(DurationError::Empty);
    }
    if input.starts_with(['+', '-']) {
        return Err(DurationError::UnexpectedSign {
            input: input.to_string(),
        });
    }
    parse_body(input, &input.to_ascii_lowercase())
}

/// Reads a DURATION with an optional sign (`+2m`, `-30s`, `90s`) into signed milliseconds, for adding time.
///
/// # Errors
/// As [`parse_duration`], except that a sign is accepted.
pub fn parse_signed_duration(text: &str) -> Result<i64, DurationError> {
    let input = text.trim();
    let (negative, body) = match input.as_bytes().first() {
        Some(b'+') => (false, &input[1..]),
        Some(b'-') => (true, &input[1..]),
        Some(_) => (false, input),
        None => return Err(DurationError::Empty),
    };
    let body = body.trim_start();
    if body.is_empty() || body.starts_with(['+', '-']) {
        return Err(DurationError::Unreadable {
            input: input.to_string(),
        });
    }
    let ms = parse_body(input, &body.to_ascii_lowercase())?;
    // MAX_DURATION_MS is far below i64::MAX, so the conversion cannot fail.
    let ms = i64::try_from(ms).unwrap_or(i64::MAX);
    Ok(if negative { -ms } else { ms })
}

fn parse_body(input: &str, body: &str) -> Result<u64, DurationError> {
    let unreadable = || DurationError::Unreadable {
        input: input.to_string(),
    };
    let ms = if body.contains(':') {
        parse_colon(body).map_err(|problem| problem.into_error(input))?
    } else if body.bytes().all(|b| b.is_ascii_digit()) {
        return Err(DurationError::MissingUnit {
            input: input.to_string(),
        });
    } else {
        parse_units(body).ok_or_else(unreadable)?
    };
    if ms > MAX_DURATION_MS {
        return Err(DurationError::TooLong {
            input: input.to_string(),
        });
    }
    Ok(ms)
}

enum ColonProblem {
    Unreadable,
    SixtyOrMore,
}

impl ColonProblem {
    fn into_error(self, input: &str) -> DurationError {
        let input = input.to_string();
        match self {
            ColonProblem::Unreadable => DurationError::Unreadable { input },
            ColonProblem::SixtyOrMore => DurationError::SixtyOrMore { input },
        }
    }
}

/// `m:ss` or `h:mm:ss`; the fields after the first have exactly two digits and stay under 60.
fn parse_colon(body: &str) -> Result<u64, ColonProblem> {
    let fields: Vec<&str> = body.split(':').collect();
    let (head, tail) = match fields.as_slice() {
        [head, tail @ ..] if (1..=2).contains(&tail.len()) => (*head, tail),
        _ => return Err(ColonProblem::Unreadable),
    };
    let mut total = number(head).ok_or(ColonProblem::Unreadable)?;
    for field in tail {
        if field.len() != 2 {
            return Err(ColonProblem::Unreadable);
        }
        let value = number(field).ok_or(ColonProblem::Unreadable)?;
        if value >= 60 {
            return Err(ColonProblem::SixtyOrMore);
        }
        total = total.saturating_mul(60).saturating_add(value);
    }
    Ok(total.saturating_mul(SECOND_MS))
}

/// `1h5m30s` and its shorter forms; units in order, each at most once.
fn parse_units(body: &str) -> Option<u64> {
    let mut rest = body;
    let mut total: u64 = 0;
    let mut last_unit: Option<u64> = None;
    while !rest.is_empty() {
        let digits = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        let value = number(&rest[..digits])?;
        rest = &rest[digits..];
        let unit = match rest.as_bytes().first() {
            // Milliseconds, for a script's waits on virtual time (a board's settle time is a fraction of a second).
            Some(b'm') if rest.starts_with("ms") => {
                rest = &rest[1..];
                1
            }
            Some(b'h') => HOUR_MS,
            Some(b'm') => MINUTE_MS,
            Some(b's') => SECOND_MS,
            // A trailing bare number after a unit is the next smaller unit: 1m30 = 1m30s, 1h30 = 1h30m.
            None => match last_unit {
                Some(HOUR_MS) => MINUTE_MS,
                Some(MINUTE_MS) => SECOND_MS,
                _ => return None,
            },
            Some(_) => return None,
        };
        if last_unit.is_some_and(|last| last <= unit) {
            return None;
        }
        if !rest.is_empty() {
            rest = &rest[1..];
        }
        last_unit = Some(unit);
        total = total.saturating_add(value.saturating_mul(unit));
    }
    last_unit.map(|_| total)
}

/// ASCII digits only (`str::parse` would also take a `+`); saturates instead of overflowing.
fn number(digits: &str) -> Option<u64> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(digits.bytes().fold(0u64, |acc, b| {
        acc.saturating_mul(10).saturating_add(u64::from(b - b'0'))
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unsigned_forms() {
        for (text, ms) in [
            ("90s", 90_000),
            ("2m", 120_000),
            ("1m30s", 90_000),
            ("1m30", 90_000),
            ("300ms", 300),
            ("1s500ms", 1_500),
            ("1h5m", 3_900_000),
            ("1h30", 5_400_000),
            ("1h", 3_600_000),
            ("1h5m7s", 3_907_000),
            ("1h7s", 3_607_000),
            ("0s", 0),
            ("1:05:00", 3_900_000),
            ("4:30", 270_000),
            ("90:00", 5_400_000),
            ("0:09", 9_000),
            (" 2M ", 120_000),
            ("1000h", MAX_DURATION_MS),
        ] {
            assert_eq!(parse_duration(text), Ok(ms), "{text}");
        }
    }

    #[test]
    fn signed_forms() {
        for (text, ms) in [
            ("+2m", 120_000),
            ("-30s", -30_000),
            ("90s", 90_000),
            ("- 1:00", -60_000),
            ("+1:05:00", 3_900_000),
        ] {
            assert_eq!(parse_signed_duration(text), Ok(ms), "{text}");
        }
    }

    #[test]
    fn errors() {
        let unreadable = |s: &str| DurationError::Unreadable { input: s.into() };
        for (text, error) in [
            ("", DurationError::Empty),
            ("   ", DurationError::Empty),
            ("90", DurationError::MissingUnit { input: "90".into() }),
            (
                "4:75",
                DurationError::SixtyOrMore {
                    input: "4:75".into(),
                },
            ),
            (
                "1:60:00",
                DurationError::SixtyOrMore {
                    input: "1:60:00".into(),
                },
            ),
            (
                "+2m",
                DurationError::UnexpectedSign {
                    input: "+2m".into(),
                },
            ),
            (
                "-30s",
                DurationError::UnexpectedSign {
                    input: "-30s".into(),
                },
            ),
            (
                "1001h",
                DurationError::TooLong {
                    input: "1001h".into(),
                },
            ),
            (
                "99999999999999999999999h",
                DurationError::TooLong {
                    input: "99999999999999999999999h".into(),
                },
            ),
            ("4:5", unreadable("4:5")),
            ("1:2:3:4", unreadable("1:2:3:4")),
            (":30", unreadable(":30")),
            ("4:", unreadable("4:")),
            ("m", unreadable("m")),
            ("2x", unreadable("2x")),
            ("30s2m", unreadable("30s2m")),
            ("2m2m", unreadable("2m2m")),
            ("1s30", unreadable("1s30")),
            ("1.5m", unreadable("1.5m")),
            ("2 m", unreadable("2 m")),
            ("abc", unreadable("abc")),
        ] {
            assert_eq!(parse_duration(text), Err(error), "{text:?}");
        }
        for (text, error) in [
            ("", DurationError::Empty),
            ("+", unreadable("+")),
            ("+-2m", unreadable("+-2m")),
            (
                "-90",
                DurationError::MissingUnit {
                    input: "-90".into(),
                },
            ),
        ] {
            assert_eq!(parse_signed_duration(text), Err(error), "{text:?}");
        }
    }

    #[test]
    fn messages_say_what_was_expected() {
        for (text, message) in [
            ("90x", "cannot read '90x' as a duration: expected a time like 90s, 2m, 1m30s, 1h5m, 1:05:00 or 4:30"),
            ("90", "'90' has no unit: write 90s for seconds, 90m for minutes, or minutes:seconds like 4:30"),
            ("+2m", "'+2m' has a sign, which is only allowed when adding time: write it without + or -"),
        ] {
            assert_eq!(parse_duration(text).unwrap_err().to_string(), message);
        }
    }
}
