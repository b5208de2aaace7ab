//! The real-time side of a sound device: what its callback does, and all it does.
//!
//! The callback runs on the audio driver's thread with a deadline of a few milliseconds; a late callback is an
//! audible gap. So, as in kira, it only copies: for each lane it pops ready mono samples from the lane's lock-free ring
//! buffer and adds each to the lane's channels of one frame, writing silence where no lane has a sample. It never
//! allocates, locks, logs or blocks. Atomics tell the other side how far playing has come (to wait for a queue to
//! drain, to see a device that stopped), and carry one request back: drop what is queued up to a mark (a more urgent
//! utterance interrupts).

use std::sync::{
    atomic::{AtomicU64, Ordering},
    Arc,
};

use cpal::{FromSample, Sample};
use rtrb::Consumer;

use super::quiet;
use crate::output_choice::Channels;

/// What the device's callback tells the rest of the program, by atomics alone.
#[derive(Debug, Default)]
pub(super) struct Progress {
    /// Callbacks run so far.
    callbacks: AtomicU64,
    /// Errors the stream reported.
    errors: AtomicU64,
}

impl Progress {
    /// Callbacks run so far.
    pub(super) fn callbacks(&self) -> u64 {
        self.callbacks.load(Ordering::Acquire)
    }

    /// Errors the stream reported so far.
    pub(super) fn errors(&self) -> u64 {
        self.errors.load(Ordering::Acquire)
    }

    /// Counts one stream error (from the stream's error callback, which must not log either).
    pub(super) fn count_error(&self) {
        self.errors.fetch_add(1, Ordering::AcqRel);
    }
}

/// One lane's counters, shared between its producer and the callback.
#[derive(Debug, Default)]
pub(super) struct LaneCounters {
    /// Samples queued so far (written by the producer).
    pushed: AtomicU64,
    /// Samples taken from the queue so far, played or dropped (written by the callback).
    popped: AtomicU64,
    /// Drop every sample below this count instead of playing it (written by the producer).
    drop_to: AtomicU64,
}

impl LaneCounters {
    /// Samples queued so far.
    pub(super) fn pushed(&self) -> u64 {
        self.pushed.load(Ordering::Acquire)
    }

    /// Samples taken from the queue so far.
    pub(super) fn popped(&self) -> u64 {
        self.popped.load(Ordering::Acquire)
    }

    /// Records `count` more samples queued.
    pub(super) fn add_pushed(&self, count: u64) {
        self.pushed.fetch_add(count, Ordering::AcqRel);
    }

    /// Asks the callback to drop everything queued so far.
    pub(super) fn drop_queued(&self) {
        self.drop_to.store(self.pushed(), Ordering::Release);
    }
}

/// The consuming end of one lane.
pub(super) struct LaneFeed {
    queue: Consumer<f32>,
    channels: Channels,
    counters: Arc<LaneCounters>,
    /// Samples popped in the current callback.
    taken: u64,
}

impl LaneFeed {
    /// A lane feeding `channels` from `queue`.
    pub(super) fn new(
        queue: Consumer<f32>,
        channels: Channels,
        counters: Arc<LaneCounters>,
    ) -> Self {
        LaneFeed {
            queue,
            channels,
            counters,
            taken: 0,
        }
    }

    /// Drops queued samples below the drop mark; no allocation (a read chunk is committed unread).
    fn drop_requested(&mut self) {
        let popped = self.counters.popped.load(Ordering::Relaxed);
        let wanted = self.counters.drop_to.load(Ordering::Acquire);
        if wanted <= popped {
            return;
        }
        let count = usize::try_from(wanted - popped)
            .unwrap_or(usize::MAX)
            .min(self.queue.slots());
        if let Ok(chunk) = self.queue.read_chunk(count) {
            chunk.commit_all();
            self.counters
                .popped
                .fetch_add(count as u64, Ordering::AcqRel);
        }
    }
}

/// The callback's state: the lanes and the frame layout.
pub(super) struct Feed {
    lanes: Vec<LaneFeed>,
    channels: usize,
    progress: Arc<Progress>,
    hushed: bool,
}

impl Feed {
    /// A feed mixing `lanes` into frames of `channels` channels.
    pub(super) fn new(lanes: Vec<LaneFeed>, channels: usize, progress: Arc<Progress>) -> Self {
        Feed {
            lanes,
            channels: channels.max(1),
            progress,
            hushed: false,
        }
    }

    /// Fills `out` (interleaved frames): each lane's next sample added to its channels of one frame, silence where
    /// no lane has one, the sum kept within full scale.
    pub(super) fn fill<T: Sample + FromSample<f32>>(&mut self, out: &mut [T]) {
        if !self.hushed {
            // The first call tells us the driver's thread; ALSA's underrun messages come from there.
            quiet::hush_this_thread();
            self.hushed = true;
        }
        for lane in &mut self.lanes {
            lane.drop_requested();
        }
        let count = self.channels;
        for frame in out.chunks_mut(count) {
            let mut mixed = [0.0f32; 8];
            for lane in &mut self.lanes {
                let Ok(sample) = lane.queue.pop() else {
                    continue;
                };
                lane.taken += 1;
                for (index, value) in mixed.iter_mut().enumerate().take(count) {
                    if lane.channels.plays(index, count) {
                        *value += sample;
                    }
                }
            }
            for (index, slot) in frame.iter_mut().enumerate() {
                let value = mixed.get(index).copied().unwrap_or(0.0);
                *slot = T::from_sample(value.clamp(-1.0, 1.0));
            }
        }
        for lane in &mut self.lanes {
            let taken = std::mem::take(&mut lane.taken);
            lane.counters.popped.fetch_add(taken, Ordering::AcqRel);
        }
        self.progress.callbacks.fetch_add(1, Ordering::AcqRel);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rtrb::{Producer, RingBuffer};

    fn lane(samples: &[f32], channels: Channels) -> (LaneFeed, Producer<f32>, Arc<LaneCounters>) {
        let (mut producer, consumer) = RingBuffer::new(16);
        producer.push_entire_slice(samples).unwrap();
        let counters = Arc::new(LaneCounters::default());
        counters.add_pushed(samples.len() as u64);
        (
            LaneFeed::new(consumer, channels, Arc::clone(&counters)),
            producer,
            counters,
        )
    }

    #[test]
    fn each_sample_goes_to_every_channel_then_silence() {
        let (feed_lane, _producer, counters) = lane(&[0.5, -0.25, 1.0], Channels::All);
        let progress = Arc::new(Progress::default());
        let mut feed = Feed::new(vec![feed_lane], 2, Arc::clone(&progress));
        let mut out = [9.0f32; 8];
        feed.fill(&mut out);
        assert_eq!(out, [0.5, 0.5, -0.25, -0.25, 1.0, 1.0, 0.0, 0.0]);
        assert_eq!((counters.popped(), progress.callbacks()), (3, 1));
        feed.fill(&mut out);
        assert_eq!(out, [0.0; 8]);
        assert_eq!((counters.popped(), progress.callbacks()), (3, 2));
    }

    #[test]
    fn integer_samples_and_mono() {
        let (feed_lane, _producer, _) = lane(&[1.0, -1.0, 0.5], Channels::All);
        let mut feed = Feed::new(vec![feed_lane], 1, Arc::default());
        let mut out = [7i16; 4];
        feed.fill(&mut out);
        assert_eq!(out, [i16::MAX, i16::MIN, 16_384, 0]);
    }

    #[test]
    fn a_partial_last_frame_is_filled_too() {
        let (feed_lane, _producer, _) = lane(&[0.5], Channels::All);
        let mut feed = Feed::new(vec![feed_lane], 3, Arc::default());
        let mut out = [9.0f32; 4];
        feed.fill(&mut out);
        assert_eq!(out, [0.5, 0.5, 0.5, 0.0]);
    }

    #[test]
    fn two_lanes_on_their_own_channels_and_mixed_within_full_scale() {
        let (left, _p1, _) = lane(&[0.25, 0.75], Channels::Left);
        let (right, _p2, _) = lane(&[-0.5], Channels::Right);
        let (both, _p3, _) = lane(&[0.5, 0.5], Channels::All);
        let mut feed = Feed::new(vec![left, right, both], 2, Arc::default());
        let mut out = [9.0f32; 6];
        feed.fill(&mut out);
        assert_eq!(out, [0.75, 0.0, 1.0, 0.5, 0.0, 0.0]);
    }

    #[test]
    fn queued_samples_are_dropped_on_request_without_playing() {
        let (feed_lane, mut producer, counters) = lane(&[0.5, 0.5, 0.5], Channels::All);
        counters.drop_queued();
        producer.push(0.25).unwrap();
        counters.add_pushed(1);
        let mut feed = Feed::new(vec![feed_lane], 1, Arc::default());
        let mut out = [9.0f32; 2];
        feed.fill(&mut out);
        assert_eq!(out, [0.25, 0.0]);
        assert_eq!(counters.popped(), 4);
    }
}
