//! The time control of an online game as the server takes it: `MINUTES+SECONDS` (15+10, a half or a quarter minute
//! allowed) or `DAYSd` (3d, days a move in correspondence), read into what it means.

use std::str::FromStr;

/// The days a move lichess allows in correspondence.
const DAYS: [u8; 7] = [1, 2, 3, 5, 7, 10, 14];
/// The most minutes, and the most seconds added a move, the server takes.
const MOST: u32 = 180;

/// A time control as the server takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnlineControl {
    /// A clock: the time in quarter minutes, and the seconds added a move.
    Clock {
        /// The time, in quarters of a minute (0.5 minutes is 2).
        quarter_minutes: u32,
        /// The seconds added a move.
        increment: u32,
    },
    /// Correspondence: days a move.
    Days(u8),
}

/// A time control that the server does not take, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnreadableControl(pub String);

impl OnlineControl {
    /// A clock's minutes as the server is sent them: `15`, `0.5`, `0.25`; none in correspondence.
    #[must_use]
    pub fn minutes(&self) -> Option<String> {
        match *self {
            OnlineControl::Clock {
                quarter_minutes, ..
            } if quarter_minutes % 4 == 0 => Some((quarter_minutes / 4).to_string()),
            OnlineControl::Clock {
                quarter_minutes, ..
            } => Some((f64::from(quarter_minutes) / 4.0).to_string()),
            OnlineControl::Days(_) => None,
        }
    }
}

impl FromStr for OnlineControl {
    type Err = UnreadableControl;

    fn from_str(text: &str) -> Result<OnlineControl, UnreadableControl> {
        let refused = || UnreadableControl(text.into());
        let trimmed = text.trim();
        if let Some(days) = trimmed.strip_suffix(['d', 'D']) {
            let days: u8 = days.trim().parse().map_err(|_| refused())?;
            return if DAYS.contains(&days) {
                Ok(OnlineControl::Days(days))
            } else {
                Err(refused())
            };
        }
        let (minutes, seconds) = trimmed.split_once('+').ok_or_else(refused)?;
        let minutes: f64 = minutes.trim().parse().map_err(|_| refused())?;
        let increment: u32 = seconds.trim().parse().map_err(|_| refused())?;
        let quarters = minutes * 4.0;
        if !(0.0..=f64::from(MOST)).contains(&minutes)
            || increment > MOST
            || quarters.fract() != 0.0
        {
            return Err(refused());
        }
        // Whole quarters of at most 180 minutes: the cast is exact.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let quarter_minutes = quarters as u32;
        Ok(OnlineControl::Clock {
            quarter_minutes,
            increment,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_are_minutes_and_seconds_or_days() {
        let clock = |quarter_minutes, increment| {
            Ok(OnlineControl::Clock {
                quarter_minutes,
                increment,
            })
        };
        assert_eq!("15+10".parse(), clock(60, 10));
        assert_eq!(" 0.5+0 ".parse(), clock(2, 0));
        assert_eq!("0.25+1".parse(), clock(1, 1));
        assert_eq!("3d".parse(), Ok(OnlineControl::Days(3)));
        assert_eq!(" 14D ".parse(), Ok(OnlineControl::Days(14)));
        for bad in [
            "15", "15+", "+10", "a+b", "181+0", "10+181", "0.3+0", "-1+0", "4d", "0d", "d",
            "3 days", "NaN+0",
        ] {
            assert_eq!(
                bad.parse::<OnlineControl>(),
                Err(UnreadableControl(bad.into())),
                "{bad}"
            );
        }
        let minutes = |text: &str| text.parse::<OnlineControl>().unwrap().minutes();
        assert_eq!(minutes("15+10").as_deref(), Some("15"));
        assert_eq!(minutes("0.5+0").as_deref(), Some("0.5"));
        assert_eq!(minutes("1.75+0").as_deref(), Some("1.75"));
        assert_eq!(minutes("3d"), None);
    }
}
