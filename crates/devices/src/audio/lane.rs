//! One lane of a sound device: a queue of mono samples that plays on some of the device's channels.

use std::{
    cell::Cell,
    sync::Arc,
    time::{Duration, Instant},
};

use rtrb::Producer;

use super::{device::DeviceHandle, feed::LaneCounters};
use crate::Player;

/// How long a device may stop asking for samples, with samples queued, before it counts as gone.
const STALL_LIMIT: Duration = Duration::from_secs(2);

/// The producing end of one lane; the device plays as long as one of its lanes lives.
pub struct Lane {
    producer: Producer<f32>,
    counters: Arc<LaneCounters>,
    device: Arc<DeviceHandle>,
    /// The device's callback count when last looked at, and since when it has not changed.
    last_seen: Cell<(u64, Instant)>,
}

impl Lane {
    pub(super) fn new(
        producer: Producer<f32>,
        counters: Arc<LaneCounters>,
        device: Arc<DeviceHandle>,
    ) -> Self {
        let callbacks = device.progress().callbacks();
        Lane {
            producer,
            counters,
            device,
            last_seen: Cell::new((callbacks, Instant::now())),
        }
    }

    /// Mono samples handed to the device (or dropped on request) so far.
    #[must_use]
    pub fn played(&self) -> u64 {
        self.counters.popped()
    }

    /// Mono samples queued so far.
    #[must_use]
    pub fn pushed(&self) -> u64 {
        self.counters.pushed()
    }

    /// Waits until everything queued has been handed to the device, at most `limit`; true when it was.
    pub fn drain(&self, limit: Duration) -> bool {
        self.device.drain(limit)
    }

    /// The device's name, as the sound system lists it.
    #[must_use]
    pub fn device_name(&self) -> &str {
        self.device.name()
    }
}

impl Player for Lane {
    /// Queues all of `samples`, or none when they do not fit: never waits.
    fn play(&mut self, samples: &[f32]) -> bool {
        let queued = self.producer.push_entire_slice(samples).is_ok();
        if queued {
            self.counters.add_pushed(samples.len() as u64);
            self.device.woken();
        }
        queued
    }

    fn unplayed(&self) -> usize {
        usize::try_from(
            self.counters
                .pushed()
                .saturating_sub(self.counters.popped()),
        )
        .unwrap_or(usize::MAX)
    }

    fn interrupt(&mut self) {
        self.counters.drop_queued();
    }

    fn failure(&self) -> Option<crate::PlayerFailure> {
        let progress = self.device.progress();
        if progress.errors() > 0 {
            return Some(crate::PlayerFailure::DeviceError {
                device: self.device.name().to_string(),
            });
        }
        let callbacks = progress.callbacks();
        let (seen, since) = self.last_seen.get();
        if callbacks != seen || self.unplayed() == 0 {
            self.last_seen.set((callbacks, Instant::now()));
            return None;
        }
        (since.elapsed() > STALL_LIMIT).then(|| crate::PlayerFailure::Stalled {
            device: self.device.name().to_string(),
        })
    }

    fn sample_rate(&self) -> u32 {
        self.device.sample_rate()
    }
}
