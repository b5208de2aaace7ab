//! A time control as lichess takes it: `MINUTES+SECONDS` (15+10) or `DAYSd` (3d, correspondence).

use super::LobbyRefusal;
use crate::online::OnlineControl;

/// A time control as lichess takes it.
#[derive(Debug, PartialEq, Eq)]
pub enum Control {
    /// A clock: minutes (a half or a quarter allowed) and seconds added a move.
    Clock {
        /// The minutes as the server is sent them (`15`, `0.5`).
        minutes: String,
        /// The seconds added a move.
        seconds: String,
    },
    /// Correspondence: days a move.
    Days(u8),
}

/// `MINUTES+SECONDS` (15+10) or `DAYSd` (3d, correspondence) as lichess takes them, read by the registry's grammar
/// ([`OnlineControl`]).
///
/// # Errors
/// [`LobbyRefusal::Control`] for anything else.
pub fn control(text: &str) -> Result<Control, LobbyRefusal> {
    match text.parse::<OnlineControl>() {
        Ok(OnlineControl::Days(days)) => Ok(Control::Days(days)),
        Ok(clock @ OnlineControl::Clock { increment, .. }) => Ok(Control::Clock {
            minutes: clock.minutes().unwrap_or_default(),
            seconds: increment.to_string(),
        }),
        Err(_) => Err(LobbyRefusal::Control(text.to_string())),
    }
}

/// A challenge's clock limit in seconds, from minutes.
#[must_use]
pub fn clock_limit(minutes: &str) -> String {
    let minutes: f64 = minutes.parse().unwrap_or(0.0);
    // Whole quarter minutes, checked by `control`: the product is a whole number of seconds.
    format!("{}", (minutes * 60.0).round())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::voice::VoicePack;

    #[test]
    fn controls_are_minutes_and_seconds_as_lichess_takes_them() {
        let pack = VoicePack::builtin("en").unwrap();
        let clock = |minutes: &str, seconds: &str| Control::Clock {
            minutes: minutes.into(),
            seconds: seconds.into(),
        };
        assert_eq!(control("15+10").unwrap(), clock("15", "10"));
        assert_eq!(control(" 0.5+0 ").unwrap(), clock("0.5", "0"));
        assert_eq!(control("3d").unwrap(), Control::Days(3));
        assert_eq!(control(" 14D ").unwrap(), Control::Days(14));
        for bad in [
            "15", "15+", "+10", "a+b", "181+0", "10+181", "0.3+0", "-1+0", "4d", "0d", "d",
            "3 days",
        ] {
            let Err(refusal) = control(bad) else {
                panic!("{bad} accepted");
            };
            let message = refusal.worded(&pack);
            assert!(message.contains("write minutes and seconds"), "{message}");
        }
        assert_eq!(clock_limit("0.5"), "30");
        assert_eq!(clock_limit("5"), "300");
    }
}
