//! The event stream opened again while a game is awaited, try by try: lichess keeps one event stream per token open
//! and closes the older when another opens (the same token elsewhere), and a connection may drop. A stream that ends
//! is opened again a few times in all, with a pause before each try (a minute after a rate limit).

use crate::online::RATE_LIMIT_WAIT_MS;

/// How many times, in all, the event stream is opened again while a game is awaited.
pub(super) const TRIES: u32 = 5;

/// The pause before each try, in milliseconds.
pub(super) const RETRY_MS: u64 = 5_000;

/// The tries to open the event stream again while one game is awaited.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Reopening {
    tries: u32,
}

impl Reopening {
    /// No try made yet.
    #[must_use]
    pub(crate) fn new() -> Reopening {
        Reopening::default()
    }

    /// The tries made so far.
    #[must_use]
    pub(crate) fn tries(&self) -> u32 {
        self.tries
    }

    /// Whether the stream was never opened again yet (its loss is then said).
    #[must_use]
    pub(crate) fn first_loss(&self) -> bool {
        self.tries == 0
    }

    /// The stream ended or was lost: the pause before the next try, or none when no try is left.
    #[must_use]
    pub(crate) fn lost(&self) -> Option<u64> {
        (self.tries < TRIES).then_some(RETRY_MS)
    }

    /// A try opened the stream.
    pub(crate) fn opened(&mut self) {
        self.tries += 1;
    }

    /// A try failed (`rate_limited` when the server said so): the pause before the next, or none when no try is left.
    pub(crate) fn failed(&mut self, rate_limited: bool) -> Option<u64> {
        self.tries += 1;
        (self.tries < TRIES).then_some(if rate_limited {
            RATE_LIMIT_WAIT_MS
        } else {
            RETRY_MS
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stream_is_opened_again_after_a_pause_and_a_minute_after_a_rate_limit() {
        let mut reopening = Reopening::new();
        assert!(reopening.first_loss());
        assert_eq!(reopening.lost(), Some(5_000));
        assert_eq!(reopening.failed(false), Some(5_000));
        assert_eq!(reopening.failed(true), Some(60_000));
        reopening.opened();
        assert_eq!(reopening.tries(), 3);
        assert!(!reopening.first_loss());
    }

    #[test]
    fn the_tries_are_bounded() {
        let mut reopening = Reopening::new();
        for _ in 0..4 {
            assert!(reopening.failed(false).is_some());
        }
        assert_eq!(reopening.failed(false), None);
        assert_eq!(reopening.tries(), TRIES);
        assert_eq!(reopening.lost(), None);
    }
}
