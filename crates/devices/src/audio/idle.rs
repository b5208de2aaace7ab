//! When a sound device's stream may rest: with nothing queued on any lane for [`IDLE_PAUSE_MS`], the stream is closed
//! (no callback every 10 ms, no stream for the sound server to mix), and it is opened again the moment a lane is given
//! sound.
//!
//! Measured (`scripts/measure-idle-cpu --sound 60`): a stream kept open costs about 0.8 % of a core in tactus plus the
//! sound server's share while nothing is heard; over a six-hour game on battery that matters. A move typed after the
//! stream rested is heard about 11 ms after its line (`scripts/measure-latency`; a stream just opened has no buffer of
//! silence before it), inside the latency budget of a move.
//!
//! The decision is pure, given the time; the audio thread reads the clock and carries it out.

/// How long nothing must be queued before the stream rests: longer than the pauses within a game's speech (so a
/// sentence never waits for the stream), short enough that an idle clock costs next to nothing.
pub(super) const IDLE_PAUSE_MS: u64 = 2_000;

/// The environment variable that changes [`IDLE_PAUSE_MS`]: milliseconds, or `never` to keep the stream open (for a
/// device that clicks when opened, or one that starts a new recording each time, as ALSA's file plugin does).
pub(super) const REST_VARIABLE: &str = "TACTUS_AUDIO_REST_MS";

/// After how long the stream rests, as `TACTUS_AUDIO_REST_MS` says (read once, when a device is opened); `None` for
/// never.
#[must_use]
pub(super) fn rest_after() -> Option<u64> {
    match std::env::var(REST_VARIABLE) {
        Ok(value) if value.trim().eq_ignore_ascii_case("never") => None,
        Ok(value) => Some(value.trim().parse().unwrap_or(IDLE_PAUSE_MS)),
        Err(_) => Some(IDLE_PAUSE_MS),
    }
}

/// What the stream should do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Rest {
    /// Close it: nothing has been queued for [`IDLE_PAUSE_MS`].
    Pause,
    /// Open it again: sound is queued while it rests.
    Resume,
}

/// The idle watch of one stream.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct IdleWatch {
    /// How long nothing must be queued before the stream rests; `None` for never.
    rest_after: Option<u64>,
    /// Since when nothing has been queued, in milliseconds; `None` while something is.
    idle_since: Option<u64>,
    /// Whether the stream rests.
    resting: bool,
}

impl IdleWatch {
    /// The watch of a stream that has just started playing, to rest after `rest_after` milliseconds of nothing queued
    /// (`None`: never).
    #[must_use]
    pub(super) fn new(rest_after: Option<u64>) -> IdleWatch {
        IdleWatch {
            rest_after,
            ..IdleWatch::default()
        }
    }

    /// Looks at the stream at `now_ms`, `busy` when any lane has samples queued and not yet played: what to do.
    pub(super) fn look(&mut self, now_ms: u64, busy: bool) -> Option<Rest> {
        if busy {
            self.idle_since = None;
            if self.resting {
                self.resting = false;
                return Some(Rest::Resume);
            }
            return None;
        }
        let since = *self.idle_since.get_or_insert(now_ms);
        let rest_after = self.rest_after?;
        if !self.resting && now_ms.saturating_sub(since) >= rest_after {
            self.resting = true;
            return Some(Rest::Pause);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stream_rests_after_the_idle_time_and_plays_again_when_sound_comes() {
        let mut watch = IdleWatch::new(Some(IDLE_PAUSE_MS));
        assert_eq!(watch.look(0, true), None);
        assert_eq!(watch.look(1_000, false), None);
        assert_eq!(watch.look(1_000 + IDLE_PAUSE_MS - 1, false), None);
        assert_eq!(watch.look(1_000 + IDLE_PAUSE_MS, false), Some(Rest::Pause));
        assert_eq!(watch.look(60_000, false), None);
        assert_eq!(watch.look(60_001, true), Some(Rest::Resume));
        assert_eq!(watch.look(60_002, true), None);
        // Idle again: counted from when the queue emptied.
        assert_eq!(watch.look(61_000, false), None);
        assert_eq!(watch.look(61_000 + IDLE_PAUSE_MS, false), Some(Rest::Pause));
    }

    #[test]
    fn sound_between_looks_restarts_the_idle_time() {
        let mut watch = IdleWatch::new(Some(IDLE_PAUSE_MS));
        assert_eq!(watch.look(0, false), None);
        assert_eq!(watch.look(4_000, true), None);
        assert_eq!(watch.look(5_000, false), None);
        assert_eq!(watch.look(5_000 + IDLE_PAUSE_MS - 1, false), None);
        assert_eq!(watch.look(5_000 + IDLE_PAUSE_MS, false), Some(Rest::Pause));
    }

    #[test]
    fn a_stream_told_never_to_rest_plays_on() {
        let mut watch = IdleWatch::new(None);
        assert_eq!(watch.look(0, false), None);
        assert_eq!(watch.look(100 * IDLE_PAUSE_MS, false), None);
    }
}
