//! Which sound device, and which of its channels, an output plays on: `--player-output` and `--announce-output`.
//!
//! Written `default`, a device name as `tactus devices` lists it (`hw:CARD=PCH,DEV=0`, `pulse`), either of them
//! followed by `:left` or `:right` for one channel of a stereo device, or `left` / `right` alone for a channel of the
//! default device. An earphone in the blind player's ear on the left channel and the announcements for the opponent
//! on the right is `--player-output left --announce-output right`.

use std::{fmt, str::FromStr};

/// The channels of a device an output plays on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Channels {
    /// Every channel.
    #[default]
    All,
    /// The first (left) channel only.
    Left,
    /// The second (right) channel only; the only channel of a mono device.
    Right,
}

impl Channels {
    /// Whether channel `index` of a frame of `count` channels plays.
    #[must_use]
    pub fn plays(self, index: usize, count: usize) -> bool {
        match self {
            Channels::All => true,
            Channels::Left => index == 0,
            Channels::Right => index == 1.min(count.saturating_sub(1)),
        }
    }
}

/// A device (the default one when `device` is `None`) and its channels.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct OutputChoice {
    /// The device's name, as the sound system lists it; `None` for the default device.
    pub device: Option<String>,
    /// Which of its channels.
    pub channels: Channels,
}

/// An output that names no device (`:left`, an empty text).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{text}' names no device: give default, left, right, or a device from 'tactus devices', optionally followed by \
     :left or :right"
)]
pub struct NoDevice {
    /// The output as given.
    pub text: String,
}

impl FromStr for OutputChoice {
    type Err = NoDevice;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        let (device, channels) = match text.rsplit_once(':') {
            Some((device, "left")) => (device, Channels::Left),
            Some((device, "right")) => (device, Channels::Right),
            Some((device, "both")) => (device, Channels::All),
            _ => match text {
                "left" => ("default", Channels::Left),
                "right" => ("default", Channels::Right),
                "both" => ("default", Channels::All),
                other => (other, Channels::All),
            },
        };
        if device.is_empty() {
            return Err(NoDevice {
                text: text.to_string(),
            });
        }
        let device = (device != "default").then(|| device.to_string());
        Ok(OutputChoice { device, channels })
    }
}

impl fmt::Display for OutputChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.device.as_deref().unwrap_or("the default device"))?;
        match self.channels {
            Channels::All => Ok(()),
            Channels::Left => f.write_str(", left channel"),
            Channels::Right => f.write_str(", right channel"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(text: &str) -> OutputChoice {
        text.parse().unwrap()
    }

    #[test]
    fn devices_and_channels_are_read() {
        assert_eq!(choice("default"), OutputChoice::default());
        assert_eq!(
            choice("left"),
            OutputChoice {
                device: None,
                channels: Channels::Left
            }
        );
        assert_eq!(
            choice("default:right"),
            OutputChoice {
                device: None,
                channels: Channels::Right
            }
        );
        assert_eq!(
            choice("hw:CARD=PCH,DEV=0:left"),
            OutputChoice {
                device: Some("hw:CARD=PCH,DEV=0".into()),
                channels: Channels::Left
            }
        );
        assert_eq!(
            choice("hw:CARD=PCH,DEV=0"),
            OutputChoice {
                device: Some("hw:CARD=PCH,DEV=0".into()),
                channels: Channels::All
            }
        );
        assert!(":left".parse::<OutputChoice>().is_err());
        assert!("".parse::<OutputChoice>().is_err());
    }

    #[test]
    fn channels_of_stereo_and_mono_frames() {
        let stereo = |c: Channels| [c.plays(0, 2), c.plays(1, 2)];
        assert_eq!(stereo(Channels::All), [true, true]);
        assert_eq!(stereo(Channels::Left), [true, false]);
        assert_eq!(stereo(Channels::Right), [false, true]);
        assert!(Channels::Right.plays(0, 1));
        assert_eq!(choice("pulse:left").to_string(), "pulse, left channel");
    }
}
