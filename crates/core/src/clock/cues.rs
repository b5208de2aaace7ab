//! The marks at which a running clock cues its player, as the tactile clock of D.2.6 marks every five minutes with one
//! dot and every fifteen with two, and what a cue or a flag fall looks like when it is reported.
//!
//! The schedule is a pure function of the remaining main time; `events.rs` turns it into exact instants for the clock
//! that is running. Which players hear the cues is a choice made outside the clock, with [`CueFilter`].

use serde::{Deserialize, Serialize};

use super::side::Side;

const FIVE_MINUTES_MS: i64 = 5 * 60_000;
const FIFTEEN_MINUTES_MS: i64 = 15 * 60_000;

/// The marks of the last five minutes, from the top.
const LAST_FIVE_MINUTES: [(i64, CueLevel); 6] = [
    (4 * 60_000, CueLevel::Minute),
    (3 * 60_000, CueLevel::Minute),
    (2 * 60_000, CueLevel::Minute),
    (60_000, CueLevel::Minute),
    (30_000, CueLevel::Seconds),
    (10_000, CueLevel::Seconds),
];

/// How strong a cue is; the JSON names are the event levels of the command-line contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CueLevel {
    /// A whole multiple of five minutes that is not one of fifteen (one dot).
    #[serde(rename = "5min")]
    FiveMinutes,
    /// A whole multiple of fifteen minutes (two dots).
    #[serde(rename = "15min")]
    FifteenMinutes,
    /// 4, 3, 2 or 1 minutes left.
    #[serde(rename = "minute")]
    Minute,
    /// 30 or 10 seconds left.
    #[serde(rename = "seconds")]
    Seconds,
}

impl CueLevel {
    /// The level's name in the event stream: `5min`, `15min`, `minute`, `seconds`.
    #[must_use]
    pub(crate) const fn as_str(self) -> &'static str {
        match self {
            CueLevel::FiveMinutes => "5min",
            CueLevel::FifteenMinutes => "15min",
            CueLevel::Minute => "minute",
            CueLevel::Seconds => "seconds",
        }
    }
}

/// The marks of remaining main time at which a running clock cues: every whole multiple of five minutes (fifteen
/// minutes the double cue), then 4, 3, 2, 1 minutes and 30, 10 seconds; the flag at zero is not a mark but always follows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(super) struct CueSchedule;

impl CueSchedule {
    /// The level of the cue at exactly `remaining_ms`, or `None` when that is not a mark.
    #[must_use]
    pub(crate) fn level_at(self, remaining_ms: i64) -> Option<CueLevel> {
        if remaining_ms >= FIVE_MINUTES_MS && remaining_ms % FIVE_MINUTES_MS == 0 {
            return Some(if remaining_ms % FIFTEEN_MINUTES_MS == 0 {
                CueLevel::FifteenMinutes
            } else {
                CueLevel::FiveMinutes
            });
        }
        LAST_FIVE_MINUTES
            .iter()
            .find(|(mark, _)| *mark == remaining_ms)
            .map(|&(_, level)| level)
    }

    /// The highest mark strictly below `ceiling_ms`, with its level; `None` when only the flag is left.
    #[must_use]
    pub(crate) fn next_below(self, ceiling_ms: i64) -> Option<(i64, CueLevel)> {
        let mark = if ceiling_ms > FIVE_MINUTES_MS {
            (ceiling_ms - 1) / FIVE_MINUTES_MS * FIVE_MINUTES_MS
        } else {
            LAST_FIVE_MINUTES
                .iter()
                .map(|&(mark, _)| mark)
                .find(|&mark| mark < ceiling_ms)?
        };
        self.level_at(mark).map(|level| (mark, level))
    }
}

/// How far above a mark that has fired the clock must be lifted before the mark fires again: a whole step of its
/// schedule (5 minutes for the 5- and 15-minute marks, 1 minute for the minute warnings, 20 seconds for the seconds
/// warnings), so that an increment lifting a clock just above a mark does not repeat its cue.
#[must_use]
pub(super) fn rearm_step(mark_ms: i64) -> i64 {
    if mark_ms >= FIVE_MINUTES_MS {
        FIVE_MINUTES_MS
    } else if mark_ms >= 60_000 {
        60_000
    } else {
        20_000
    }
}

/// Something the clock reports at an exact instant: a cue, or a flag falling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "lowercase")]
pub enum ClockEvent {
    /// A running clock reached a mark from above.
    Cue {
        /// The instant, in milliseconds since the session started.
        at_ms: u64,
        /// Whose clock.
        side: Side,
        /// Which mark.
        level: CueLevel,
        /// The remaining main time at that instant: the mark itself.
        remaining_ms: i64,
    },
    /// A running clock reached zero.
    Flag {
        /// The instant, in milliseconds since the session started.
        at_ms: u64,
        /// Whose flag fell.
        side: Side,
    },
}

impl ClockEvent {
    /// The instant of the event.
    #[must_use]
    pub(crate) const fn at_ms(&self) -> u64 {
        match *self {
            ClockEvent::Cue { at_ms, .. } | ClockEvent::Flag { at_ms, .. } => at_ms,
        }
    }

    /// Whose clock it concerns.
    #[must_use]
    pub const fn side(&self) -> Side {
        match *self {
            ClockEvent::Cue { side, .. } | ClockEvent::Flag { side, .. } => side,
        }
    }
}

/// Which marks cue (`--cues own,15min`): a set of [`CueLevel`]s, every level unless the player chose some.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CueMarks(u8);

impl CueMarks {
    /// Every mark: the 5- and 15-minute marks and the last minutes' and seconds' warnings.
    pub const ALL: CueMarks = CueMarks(0b1111);
    const LEVELS: [CueLevel; 4] = [
        CueLevel::FiveMinutes,
        CueLevel::FifteenMinutes,
        CueLevel::Minute,
        CueLevel::Seconds,
    ];

    /// Only `levels` (every level when there are none).
    #[must_use]
    pub(crate) fn only(levels: &[CueLevel]) -> CueMarks {
        if levels.is_empty() {
            return CueMarks::ALL;
        }
        CueMarks(
            levels
                .iter()
                .fold(0, |bits, level| bits | Self::bit(*level)),
        )
    }

    fn bit(level: CueLevel) -> u8 {
        let index = Self::LEVELS.iter().position(|l| *l == level).unwrap_or(0);
        1 << index
    }

    /// The levels chosen, in schedule order.
    #[must_use]
    pub(crate) fn levels(self) -> Vec<CueLevel> {
        Self::LEVELS
            .into_iter()
            .filter(|level| self.0 & Self::bit(*level) != 0)
            .collect()
    }

    /// Whether `event` passes: a cue of a chosen level, or any flag.
    #[must_use]
    pub(crate) fn allows(self, event: &ClockEvent) -> bool {
        match event {
            ClockEvent::Cue { level, .. } => self.0 & Self::bit(*level) != 0,
            ClockEvent::Flag { .. } => true,
        }
    }
}

impl Default for CueMarks {
    fn default() -> Self {
        CueMarks::ALL
    }
}

impl Serialize for CueMarks {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.levels().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for CueMarks {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Vec::<CueLevel>::deserialize(deserializer).map(|levels| CueMarks::only(&levels))
    }
}

/// Which clocks' cues are given (`--cues own|both|off`); flag falls are always given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CueFilter {
    /// Only this side's clock: the blind player's own.
    Own(Side),
    /// Both clocks.
    Both,
    /// No cues.
    Off,
}

impl CueFilter {
    /// Whether cues of `side`'s clock are given.
    #[must_use]
    pub(crate) fn cues(self, side: Side) -> bool {
        match self {
            CueFilter::Own(own) => own == side,
            CueFilter::Both => true,
            CueFilter::Off => false,
        }
    }

    /// Whether `event` passes: a cue of a side that [`CueFilter::cues`], or any flag.
    #[must_use]
    pub(crate) fn allows(self, event: &ClockEvent) -> bool {
        match event {
            ClockEvent::Cue { side, .. } => self.cues(*side),
            ClockEvent::Flag { .. } => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const M: i64 = 60_000;
    const S: i64 = 1_000;

    #[test]
    fn levels() {
        use CueLevel::{FifteenMinutes, FiveMinutes, Minute, Seconds};
        for (remaining, level) in [
            (120 * M, Some(FifteenMinutes)),
            (90 * M, Some(FifteenMinutes)),
            (45 * M, Some(FifteenMinutes)),
            (15 * M, Some(FifteenMinutes)),
            (10 * M, Some(FiveMinutes)),
            (5 * M, Some(FiveMinutes)),
            (25 * M, Some(FiveMinutes)),
            (4 * M, Some(Minute)),
            (3 * M, Some(Minute)),
            (2 * M, Some(Minute)),
            (M, Some(Minute)),
            (30 * S, Some(Seconds)),
            (10 * S, Some(Seconds)),
            (6 * M, None),
            (4 * M + 30 * S, None),
            (5 * M + 1, None),
            (20 * S, None),
            (5 * S, None),
            (0, None),
            (-5 * M, None),
        ] {
            assert_eq!(CueSchedule.level_at(remaining), level, "{remaining}");
        }
    }

    #[test]
    fn next_below() {
        use CueLevel::{FifteenMinutes, FiveMinutes, Minute, Seconds};
        for (ceiling, next) in [
            (90 * M + 1, Some((90 * M, FifteenMinutes))),
            (90 * M, Some((85 * M, FiveMinutes))),
            (16 * M, Some((15 * M, FifteenMinutes))),
            (15 * M, Some((10 * M, FiveMinutes))),
            (5 * M + 1, Some((5 * M, FiveMinutes))),
            (5 * M, Some((4 * M, Minute))),
            (4 * M + 59 * S, Some((4 * M, Minute))),
            (M, Some((30 * S, Seconds))),
            (30 * S, Some((10 * S, Seconds))),
            (10 * S + 1, Some((10 * S, Seconds))),
            (10 * S, None),
            (1, None),
            (0, None),
            (-1, None),
        ] {
            assert_eq!(CueSchedule.next_below(ceiling), next, "{ceiling}");
        }
    }

    #[test]
    fn filter() {
        let cue = |side| ClockEvent::Cue {
            at_ms: 0,
            side,
            level: CueLevel::Minute,
            remaining_ms: M,
        };
        let flag = |side| ClockEvent::Flag { at_ms: 0, side };
        for (filter, white_cue, black_cue) in [
            (CueFilter::Own(Side::White), true, false),
            (CueFilter::Own(Side::Black), false, true),
            (CueFilter::Both, true, true),
            (CueFilter::Off, false, false),
        ] {
            assert_eq!(filter.allows(&cue(Side::White)), white_cue, "{filter:?}");
            assert_eq!(filter.allows(&cue(Side::Black)), black_cue, "{filter:?}");
            assert!(filter.allows(&flag(Side::White)) && filter.allows(&flag(Side::Black)));
        }
    }

    #[test]
    fn marks_choose_the_levels_heard() {
        let cue = |level| ClockEvent::Cue {
            at_ms: 0,
            side: Side::White,
            level,
            remaining_ms: M,
        };
        let only_fifteen = CueMarks::only(&[CueLevel::FifteenMinutes]);
        assert!(only_fifteen.allows(&cue(CueLevel::FifteenMinutes)));
        assert!(!only_fifteen.allows(&cue(CueLevel::FiveMinutes)));
        assert!(!only_fifteen.allows(&cue(CueLevel::Minute)));
        assert!(only_fifteen.allows(&ClockEvent::Flag {
            at_ms: 0,
            side: Side::White
        }));
        assert_eq!(CueMarks::only(&[]), CueMarks::ALL);
        let last = CueMarks::only(&[CueLevel::Seconds, CueLevel::Minute]);
        assert_eq!(last.levels(), [CueLevel::Minute, CueLevel::Seconds]);
        let json = serde_json::to_string(&last).unwrap();
        assert_eq!(json, r#"["minute","seconds"]"#);
        assert_eq!(serde_json::from_str::<CueMarks>(&json).unwrap(), last);
    }

    #[test]
    fn level_names() {
        for (level, name) in [
            (CueLevel::FiveMinutes, "5min"),
            (CueLevel::FifteenMinutes, "15min"),
            (CueLevel::Minute, "minute"),
            (CueLevel::Seconds, "seconds"),
        ] {
            assert_eq!(level.as_str(), name);
        }
    }
}
