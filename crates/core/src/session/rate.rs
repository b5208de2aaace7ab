//! The speech rate a player chooses during the game (`rate 150`, `rate faster`, `rate slower`): in percent of the
//! voice's normal pace, kept within what both voices can do, in steps a key can walk through.

/// The slowest rate, in percent of the normal pace.
pub const SLOWEST: u32 = 50;

/// The fastest rate, in percent of the normal pace.
pub const FASTEST: u32 = 300;

/// The normal pace.
pub const NORMAL: u32 = 100;

/// How far `faster` and `slower` go, in percent of the normal pace.
pub(crate) const STEP: u32 = 25;

/// A change of the speech rate, as asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RateChange {
    /// To this percentage.
    To(u32),
    /// One step faster.
    Faster,
    /// One step slower.
    Slower,
}

impl RateChange {
    /// The rate this change makes of `current` (`None`: the normal pace): within [`SLOWEST`] and [`FASTEST`], a step
    /// going to the next multiple of [`STEP`].
    #[must_use]
    pub fn from(self, current: Option<u32>) -> u32 {
        let current = current.unwrap_or(NORMAL);
        let rate = match self {
            RateChange::To(percent) => percent,
            RateChange::Faster => (current / STEP + 1) * STEP,
            RateChange::Slower => current.saturating_sub(1) / STEP * STEP,
        };
        rate.clamp(SLOWEST, FASTEST)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_go_to_the_next_multiple_and_stay_within_bounds() {
        assert_eq!(RateChange::Faster.from(None), 125);
        assert_eq!(RateChange::Faster.from(Some(160)), 175);
        assert_eq!(RateChange::Slower.from(Some(160)), 150);
        assert_eq!(RateChange::Slower.from(Some(150)), 125);
        assert_eq!(RateChange::Faster.from(Some(300)), FASTEST);
        assert_eq!(RateChange::Slower.from(Some(50)), SLOWEST);
        assert_eq!(RateChange::To(1000).from(None), FASTEST);
        assert_eq!(RateChange::To(10).from(Some(200)), SLOWEST);
        assert_eq!(RateChange::To(180).from(Some(200)), 180);
    }
}
