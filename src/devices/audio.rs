//! The sound card, through cpal: mono samples in, every channel of the default output device out.
//!
//! The device is opened on a thread of its own, which keeps the stream (cpal's streams may not move between threads)
//! until the [`AudioOutput`] is dropped. Samples reach the device's callback through a lock-free single-producer
//! single-consumer ring buffer (`rtrb`); the callback (`audio/feed.rs`) only copies from it. Nothing here may hang or
//! crash the clock: opening gives up after [`OPEN_TIMEOUT`], a full queue drops a signal instead of waiting, and on
//! drop the queue is given a few seconds at most to drain, so that the flag's signal is still heard when a session
//! ends with it. ALSA's messages are kept off the terminal (`audio/quiet.rs`).

mod feed;
mod quiet;

use std::{
    sync::{
        mpsc::{self, Receiver, RecvTimeoutError, Sender},
        Arc,
    },
    thread,
    time::{Duration, Instant},
};

use cpal::{
    traits::{DeviceTrait, HostTrait, StreamTrait},
    DefaultStreamConfigError, FromSample, SampleFormat, SizedSample, Stream, StreamConfig,
};
use rtrb::{Producer, RingBuffer};

use self::feed::{Feed, Progress};
use super::Player;

/// How long opening the device may take before tactus goes on without sound.
pub const OPEN_TIMEOUT: Duration = Duration::from_secs(2);

/// The longest wait, on drop, for queued sound to be played.
pub const DRAIN_LIMIT: Duration = Duration::from_secs(5);

/// How long closing the stream may take on drop.
const CLOSE_TIMEOUT: Duration = Duration::from_secs(1);

/// Seconds of sound the queue holds.
const QUEUE_SECONDS: u32 = 8;

/// Why there is no sound.
#[derive(Debug, thiserror::Error)]
pub enum AudioError {
    /// The system has no output device, or it is not available (e.g. in use).
    #[error("no audio output device was found, or it is in use")]
    NoDevice,
    /// The device refused to be opened or started.
    #[error("the audio device cannot be used: {0}")]
    Device(String),
    /// The device wants samples of a kind not supported here.
    #[error("the audio device wants {0} samples, which tactus does not play")]
    Format(String),
    /// Opening took longer than [`OPEN_TIMEOUT`].
    #[error("the audio device did not answer within {} s", OPEN_TIMEOUT.as_secs())]
    Timeout,
    /// The audio thread could not be started or ended unexpectedly.
    #[error("the audio thread failed: {0}")]
    Thread(String),
}

/// What the audio thread hands back once its stream plays.
struct Opened {
    producer: Producer<f32>,
    sample_rate: u32,
}

/// The default output device, playing queued mono samples.
pub struct AudioOutput {
    producer: Producer<f32>,
    sample_rate: u32,
    progress: Arc<Progress>,
    /// Mono samples queued so far.
    pushed: u64,
    /// Dropped to tell the audio thread to close the stream.
    stop: Option<Sender<()>>,
    /// Says the stream is closed.
    closed: Receiver<()>,
}

impl AudioOutput {
    /// Opens the default output device and starts it playing silence.
    ///
    /// # Errors
    /// An [`AudioError`] when there is no device, it cannot be used, its sample format is not f32 or i16, or it does
    /// not answer within [`OPEN_TIMEOUT`]; never a hang.
    pub fn open() -> Result<Self, AudioError> {
        let (ready_tx, ready) = mpsc::channel();
        let (stop, stop_rx) = mpsc::channel();
        let (closed_tx, closed) = mpsc::channel();
        let progress = Arc::new(Progress::default());
        let shared = Arc::clone(&progress);
        thread::Builder::new()
            .name("tactus-audio".into())
            .spawn(move || keep_stream(&ready_tx, &stop_rx, &closed_tx, shared))
            .map_err(|e| AudioError::Thread(e.to_string()))?;
        match ready.recv_timeout(OPEN_TIMEOUT) {
            Ok(Ok(opened)) => Ok(AudioOutput {
                producer: opened.producer,
                sample_rate: opened.sample_rate,
                progress,
                pushed: 0,
                stop: Some(stop),
                closed,
            }),
            Ok(Err(e)) => Err(e),
            // Dropping `stop` lets the thread close the stream should it open later.
            Err(RecvTimeoutError::Timeout) => Err(AudioError::Timeout),
            Err(RecvTimeoutError::Disconnected) => {
                Err(AudioError::Thread("it ended while opening".into()))
            }
        }
    }

    /// The device's sample rate: render signals at this rate.
    #[must_use]
    pub fn sample_rate(&self) -> u32 {
        self.sample_rate
    }

    /// Mono samples queued so far.
    #[must_use]
    pub fn pushed(&self) -> u64 {
        self.pushed
    }

    /// Mono samples handed to the device so far.
    #[must_use]
    pub fn played(&self) -> u64 {
        self.progress.popped()
    }

    /// Mono samples waiting in the queue.
    #[must_use]
    pub fn queued(&self) -> usize {
        self.producer.buffer().capacity() - self.producer.slots()
    }

    /// Waits until every queued sample has left the callback and the device has asked for more twice since (so the
    /// last of them has been written to it), or until `limit` has passed; true when drained.
    pub fn drain(&self, limit: Duration) -> bool {
        if self.pushed == 0 {
            return true;
        }
        let deadline = Instant::now() + limit;
        let mut done_at: Option<u64> = None;
        loop {
            let callbacks = self.progress.callbacks();
            if self.progress.popped() >= self.pushed {
                let first = *done_at.get_or_insert(callbacks);
                if callbacks >= first + 2 {
                    return true;
                }
            }
            if Instant::now() >= deadline {
                return false;
            }
            thread::sleep(Duration::from_millis(1));
        }
    }

    /// How long the queued sound lasts, plus a margin for the device's own buffer, at most [`DRAIN_LIMIT`].
    fn drain_limit(&self) -> Duration {
        let queued_ms = self.queued() as u64 * 1000 / u64::from(self.sample_rate.max(1));
        Duration::from_millis(queued_ms + 500).min(DRAIN_LIMIT)
    }
}

impl Player for AudioOutput {
    /// Queues all of `samples`, or none when they do not fit: never waits.
    fn play(&mut self, samples: &[f32]) -> bool {
        let queued = self.producer.push_entire_slice(samples).is_ok();
        if queued {
            self.pushed += samples.len() as u64;
        }
        queued
    }

    fn sample_rate(&self) -> u32 {
        self.sample_rate
    }
}

impl Drop for AudioOutput {
    /// Lets queued sound play (at most [`DRAIN_LIMIT`]), then closes the stream (at most a second).
    fn drop(&mut self) {
        if self.progress.errors() == 0 {
            self.drain(self.drain_limit());
        }
        self.stop.take();
        let _closed = self.closed.recv_timeout(CLOSE_TIMEOUT);
    }
}

/// The audio thread: opens the stream, reports, keeps it until told to stop, then closes it.
fn keep_stream(
    ready: &Sender<Result<Opened, AudioError>>,
    stop: &Receiver<()>,
    closed: &Sender<()>,
    progress: Arc<Progress>,
) {
    quiet::hush_this_thread();
    match start(progress) {
        Ok((stream, opened)) => {
            if ready.send(Ok(opened)).is_ok() {
                // Returns when the AudioOutput is dropped (or was never made, after a timeout).
                let _stopped = stop.recv();
            }
            drop(stream);
        }
        Err(e) => {
            let _unheard = ready.send(Err(e));
        }
    }
    let _unheard = closed.send(());
}

/// Opens the default output device with its default configuration and starts it.
fn start(progress: Arc<Progress>) -> Result<(Stream, Opened), AudioError> {
    let device = cpal::default_host()
        .default_output_device()
        .ok_or(AudioError::NoDevice)?;
    let supported = device.default_output_config().map_err(|e| match e {
        DefaultStreamConfigError::DeviceNotAvailable => AudioError::NoDevice,
        other => AudioError::Device(other.to_string()),
    })?;
    let config: StreamConfig = supported.config();
    let sample_rate = config.sample_rate.0;
    let capacity = usize::try_from(sample_rate.saturating_mul(QUEUE_SECONDS)).unwrap_or(1 << 20);
    let (producer, consumer) = RingBuffer::new(capacity);
    let feed = Feed::new(
        consumer,
        usize::from(config.channels),
        Arc::clone(&progress),
    );
    let stream = match supported.sample_format() {
        SampleFormat::F32 => build::<f32>(&device, &config, feed, progress),
        SampleFormat::I16 => build::<i16>(&device, &config, feed, progress),
        other => Err(AudioError::Format(other.to_string())),
    }?;
    stream
        .play()
        .map_err(|e| AudioError::Device(e.to_string()))?;
    let opened = Opened {
        producer,
        sample_rate,
    };
    Ok((stream, opened))
}

/// An output stream of `T` samples whose callback is `feed`.
fn build<T: SizedSample + FromSample<f32>>(
    device: &cpal::Device,
    config: &StreamConfig,
    mut feed: Feed,
    progress: Arc<Progress>,
) -> Result<Stream, AudioError> {
    device
        .build_output_stream(
            config,
            move |out: &mut [T], _: &cpal::OutputCallbackInfo| feed.fill(out),
            move |_error| progress.count_error(),
            None,
        )
        .map_err(|e| AudioError::Device(e.to_string()))
}
