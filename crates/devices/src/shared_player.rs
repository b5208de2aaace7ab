//! One lane heard through two users: the clock's tones and the built-in voice's answers both go to the blind
//! player's output, one after the other, never on top of each other.
//!
//! The lock is taken only on the program's side, to queue; the device's callback reads the lane's lock-free queue
//! and never waits for it.

use std::sync::{Arc, Mutex, MutexGuard};

use super::Player;

/// A [`Player`] shared by several users.
#[derive(Clone)]
pub(crate) struct SharedPlayer {
    inner: Arc<Mutex<Box<dyn Player>>>,
}

impl SharedPlayer {
    /// Shares `player`.
    #[must_use]
    pub(crate) fn new(player: Box<dyn Player>) -> Self {
        SharedPlayer {
            inner: Arc::new(Mutex::new(player)),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Box<dyn Player>> {
        // A user that panicked while queueing left the queue as it was: go on with it.
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Player for SharedPlayer {
    fn play(&mut self, samples: &[f32]) -> bool {
        self.lock().play(samples)
    }

    fn unplayed(&self) -> usize {
        self.lock().unplayed()
    }

    fn interrupt(&mut self) {
        self.lock().interrupt();
    }

    fn failure(&self) -> Option<crate::PlayerFailure> {
        self.lock().failure()
    }

    fn sample_rate(&self) -> u32 {
        self.lock().sample_rate()
    }
}
