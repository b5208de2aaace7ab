//! Where rendered mono samples go: a lane of the sound device, or a recording in tests.

use crate::PlayerFailure;

/// A queue of mono samples in front of a sound device (or a recording).
pub trait Player: Send {
    /// Queues `samples` to be played after whatever is queued; false when there is no room for all of them, and
    /// then none are queued. Never waits.
    fn play(&mut self, samples: &[f32]) -> bool;

    /// Samples queued and not yet handed to the device.
    fn unplayed(&self) -> usize {
        0
    }

    /// Drops every queued sample not yet handed to the device (a more urgent utterance interrupts).
    fn interrupt(&mut self) {}

    /// Why the device stopped playing, if it did (unplugged, failed).
    fn failure(&self) -> Option<PlayerFailure> {
        None
    }

    /// The rate the samples are played at.
    fn sample_rate(&self) -> u32;
}

impl Player for Box<dyn Player> {
    fn play(&mut self, samples: &[f32]) -> bool {
        (**self).play(samples)
    }

    fn unplayed(&self) -> usize {
        (**self).unplayed()
    }

    fn interrupt(&mut self) {
        (**self).interrupt();
    }

    fn failure(&self) -> Option<PlayerFailure> {
        (**self).failure()
    }

    fn sample_rate(&self) -> u32 {
        (**self).sample_rate()
    }
}
