//! The real-time side of the audio output: what the device's callback does, and all it does.
//!
//! The callback runs on the audio driver's thread with a deadline of a few milliseconds; a late callback is an
//! audible gap. So, as in kira, it only copies: it pops ready mono samples from the lock-free ring buffer, writes each
//! to every channel of its frame, and writes silence when the buffer is empty. It never allocates, locks, logs or
//! blocks. Two counters tell the other side how far playing has come, so that it can wait for the queue to drain.

use std::sync::{
    atomic::{AtomicU64, Ordering},
    Arc,
};

use cpal::{FromSample, Sample};
use rtrb::Consumer;

use super::quiet;

/// What the callback tells the rest of the program, by atomics alone.
#[derive(Debug, Default)]
pub struct Progress {
    /// Callbacks run so far.
    callbacks: AtomicU64,
    /// Mono samples taken from the queue so far.
    popped: AtomicU64,
    /// Errors the stream reported.
    errors: AtomicU64,
}

impl Progress {
    /// Callbacks run so far.
    pub fn callbacks(&self) -> u64 {
        self.callbacks.load(Ordering::Acquire)
    }

    /// Mono samples handed to the device so far.
    pub fn popped(&self) -> u64 {
        self.popped.load(Ordering::Acquire)
    }

    /// Errors the stream reported so far.
    pub fn errors(&self) -> u64 {
        self.errors.load(Ordering::Acquire)
    }

    /// Counts one stream error (from the stream's error callback, which must not log either).
    pub fn count_error(&self) {
        self.errors.fetch_add(1, Ordering::AcqRel);
    }
}

/// The callback's state: the consuming end of the queue and the frame layout.
pub struct Feed {
    queue: Consumer<f32>,
    channels: usize,
    progress: Arc<Progress>,
    hushed: bool,
}

impl Feed {
    /// A feed taking mono samples from `queue` for frames of `channels` channels.
    pub fn new(queue: Consumer<f32>, channels: usize, progress: Arc<Progress>) -> Self {
        Feed {
            queue,
            channels: channels.max(1),
            progress,
            hushed: false,
        }
    }

    /// Fills `out` (interleaved frames): each queued sample to every channel of one frame, silence once the queue is
    /// empty.
    pub fn fill<T: Sample + FromSample<f32>>(&mut self, out: &mut [T]) {
        if !self.hushed {
            // The first call tells us the driver's thread; ALSA's underrun messages come from there.
            quiet::hush_this_thread();
            self.hushed = true;
        }
        let mut popped = 0;
        for frame in out.chunks_mut(self.channels) {
            let sample = match self.queue.pop() {
                Ok(sample) => {
                    popped += 1;
                    sample
                }
                Err(_) => 0.0,
            };
            frame.fill(T::from_sample(sample));
        }
        self.progress.popped.fetch_add(popped, Ordering::AcqRel);
        self.progress.callbacks.fetch_add(1, Ordering::AcqRel);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rtrb::RingBuffer;

    fn feed(samples: &[f32], channels: usize) -> (Feed, Arc<Progress>) {
        let (mut producer, consumer) = RingBuffer::new(16);
        producer.push_entire_slice(samples).unwrap();
        let progress = Arc::new(Progress::default());
        (
            Feed::new(consumer, channels, Arc::clone(&progress)),
            progress,
        )
    }

    #[test]
    fn each_sample_goes_to_every_channel_then_silence() {
        let (mut feed, progress) = feed(&[0.5, -0.25, 1.0], 2);
        let mut out = [9.0f32; 8];
        feed.fill(&mut out);
        assert_eq!(out, [0.5, 0.5, -0.25, -0.25, 1.0, 1.0, 0.0, 0.0]);
        assert_eq!((progress.popped(), progress.callbacks()), (3, 1));
        feed.fill(&mut out);
        assert_eq!(out, [0.0; 8]);
        assert_eq!((progress.popped(), progress.callbacks()), (3, 2));
    }

    #[test]
    fn integer_samples_and_mono() {
        let (mut feed, _) = feed(&[1.0, -1.0, 0.5], 1);
        let mut out = [7i16; 4];
        feed.fill(&mut out);
        assert_eq!(out, [i16::MAX, i16::MIN, 16_384, 0]);
    }

    #[test]
    fn a_partial_last_frame_is_filled_too() {
        let (mut feed, _) = feed(&[0.5], 3);
        let mut out = [9.0f32; 4];
        feed.fill(&mut out);
        assert_eq!(out, [0.5, 0.5, 0.5, 0.0]);
    }
}
