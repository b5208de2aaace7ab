//! A remaining time as people say it ("one hour twelve minutes", "four minutes thirty seconds", "eight seconds") and as
//! PGN writes it (`[%clk 1:12:05]`).
//!
//! The clock does not speak: [`SpokenTime`] holds only the numbers and their units, and the voice pack turns them into
//! words of its language. Times are always rounded down, like the clock's own display.

use serde::{Deserialize, Serialize};

use super::duration::{HOUR_MS, MINUTE_MS, SECOND_MS};

/// A unit of spoken time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) enum TimeUnit {
    /// Hours.
    Hours,
    /// Minutes.
    Minutes,
    /// Seconds.
    Seconds,
}

/// A number with its unit: one part of a spoken time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) struct SpokenPart {
    /// How many.
    pub(crate) value: u64,
    /// Of what.
    pub(crate) unit: TimeUnit,
}

/// A remaining time as the one or two parts people say: hours and minutes from one hour (seconds dropped), minutes and
/// seconds from one minute, seconds below that; a zero second part is left out ("one hour", "five minutes").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) struct SpokenTime {
    /// The larger part, always said (possibly zero seconds).
    pub(crate) first: SpokenPart,
    /// The smaller part, when not zero.
    pub(crate) second: Option<SpokenPart>,
}

impl SpokenTime {
    /// The spoken parts of `remaining_ms`, rounded down; a negative time reads as zero seconds.
    #[must_use]
    pub(crate) fn from_ms(remaining_ms: i64) -> Self {
        let ms = remaining_ms.max(0).unsigned_abs();
        let (first, second) = if ms >= HOUR_MS {
            (
                part(ms / HOUR_MS, TimeUnit::Hours),
                part(ms % HOUR_MS / MINUTE_MS, TimeUnit::Minutes),
            )
        } else if ms >= MINUTE_MS {
            (
                part(ms / MINUTE_MS, TimeUnit::Minutes),
                part(ms % MINUTE_MS / SECOND_MS, TimeUnit::Seconds),
            )
        } else {
            (
                part(ms / SECOND_MS, TimeUnit::Seconds),
                part(0, TimeUnit::Seconds),
            )
        };
        SpokenTime {
            first,
            second: Some(second).filter(|p| p.value != 0),
        }
    }

    /// The parts to say, larger first.
    #[cfg(test)]
    pub(crate) fn parts(&self) -> impl Iterator<Item = SpokenPart> {
        std::iter::once(self.first).chain(self.second)
    }
}

fn part(value: u64, unit: TimeUnit) -> SpokenPart {
    SpokenPart { value, unit }
}

/// `h:mm:ss`, rounded down, as in PGN clock comments (`[%clk 1:12:05]`, `0:04:30`); a negative time is `0:00:00`.
#[must_use]
pub fn format_hms(remaining_ms: i64) -> String {
    let seconds = remaining_ms.max(0).unsigned_abs() / SECOND_MS;
    format!(
        "{}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spoken_parts() {
        use TimeUnit::{Hours, Minutes, Seconds};
        for (ms, parts) in [
            (4_325_000, vec![(1, Hours), (12, Minutes)]), // 1:12:05
            (3_600_000, vec![(1, Hours)]),
            (3_659_999, vec![(1, Hours)]),
            (7_260_000, vec![(2, Hours), (1, Minutes)]),
            (270_000, vec![(4, Minutes), (30, Seconds)]),
            (270_999, vec![(4, Minutes), (30, Seconds)]),
            (300_000, vec![(5, Minutes)]),
            (60_000, vec![(1, Minutes)]),
            (3_599_999, vec![(59, Minutes), (59, Seconds)]),
            (59_999, vec![(59, Seconds)]),
            (8_700, vec![(8, Seconds)]),
            (999, vec![(0, Seconds)]),
            (0, vec![(0, Seconds)]),
            (-5_000, vec![(0, Seconds)]),
        ] {
            let spoken: Vec<(u64, TimeUnit)> = SpokenTime::from_ms(ms)
                .parts()
                .map(|p| (p.value, p.unit))
                .collect();
            assert_eq!(spoken, parts, "{ms}");
        }
    }

    #[test]
    fn hms() {
        for (ms, text) in [
            (4_325_000, "1:12:05"),
            (270_000, "0:04:30"),
            (270_999, "0:04:30"),
            (5_400_000, "1:30:00"),
            (36_000_000, "10:00:00"),
            (59_999, "0:00:59"),
            (0, "0:00:00"),
            (-1, "0:00:00"),
        ] {
            assert_eq!(format_hms(ms), text, "{ms}");
        }
    }
}
