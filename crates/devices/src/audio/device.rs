//! Opening a sound device on a thread of its own, listing the devices, and closing a device when its last lane goes.

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        mpsc::{self, Receiver, RecvTimeoutError, Sender},
        Arc, Mutex,
    },
    thread,
    time::{Duration, Instant},
};

use cpal::{
    traits::{DeviceTrait, HostTrait, StreamTrait},
    BufferSize, DefaultStreamConfigError, FromSample, SampleFormat, SizedSample, Stream,
    StreamConfig, SupportedBufferSize,
};
use rtrb::{Producer, RingBuffer};

use super::{
    feed::{Feed, LaneCounters, LaneFeed, Progress},
    idle::{rest_after, IdleWatch, Rest},
    lane::Lane,
    quiet,
};
use crate::output_choice::Channels;

/// How long opening the device may take before tactus goes on without sound.
pub(crate) const OPEN_TIMEOUT: Duration = Duration::from_secs(2);

/// The longest wait, when the last lane goes, for queued sound to be played.
pub(crate) const DRAIN_LIMIT: Duration = Duration::from_secs(5);

/// How long closing the stream may take.
const CLOSE_TIMEOUT: Duration = Duration::from_secs(1);

/// How often the audio thread looks whether its stream may rest.
const IDLE_LOOK: Duration = Duration::from_millis(500);

/// What the audio thread is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Control {
    /// A lane was given sound while the stream rests: play again.
    Wake,
    /// The last lane went: close the stream.
    Stop,
}

/// Seconds of sound each lane holds.
const QUEUE_SECONDS: u32 = 30;

/// The device buffer asked for, in milliseconds: what is queued is heard this soon (cpal's default is 100 ms).
const BUFFER_MS: u32 = 40;

/// The most channels a frame may have (the callback mixes into a fixed array).
const MAX_CHANNELS: u16 = 8;

/// Why there is no sound.
#[derive(Debug, thiserror::Error)]
pub enum AudioError {
    /// The system has no output device, or it is not available (e.g. in use).
    #[error("no audio output device was found, or it is in use")]
    NoDevice,
    /// No device has the name asked for.
    #[error("there is no audio output named '{0}'; 'tactus devices' lists them")]
    Unknown(String),
    /// The device refused to be opened or started.
    #[error("the audio device cannot be used: {0}")]
    Device(String),
    /// The device wants samples of a kind not supported here.
    #[error("the audio device wants {0}, which tactus does not play")]
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
    producers: Vec<Producer<f32>>,
    sample_rate: u32,
    name: String,
}

/// What the lanes of one device share: the stream's thread, its progress, and how to close it.
pub(super) struct DeviceHandle {
    name: String,
    sample_rate: u32,
    progress: Arc<Progress>,
    lanes: Vec<Arc<LaneCounters>>,
    /// Tells the audio thread to wake the stream, or to close it.
    control: Mutex<Sender<Control>>,
    /// Whether the stream rests (set by the audio thread).
    resting: Arc<AtomicBool>,
    /// Says the stream is closed.
    closed: Mutex<Receiver<()>>,
}

impl DeviceHandle {
    pub(super) fn progress(&self) -> &Progress {
        &self.progress
    }

    pub(super) fn name(&self) -> &str {
        &self.name
    }

    pub(super) fn sample_rate(&self) -> u32 {
        self.sample_rate
    }

    /// A lane was given sound: a resting stream plays again at once.
    pub(super) fn woken(&self) {
        if self.resting.load(Ordering::SeqCst) {
            if let Ok(control) = self.control.lock() {
                let _closed = control.send(Control::Wake);
            }
        }
    }

    /// Waits until every lane's queued samples have left the callback and the device has asked for more twice since
    /// (so the last of them has been written to it), or until `limit` has passed; true when drained.
    pub(super) fn drain(&self, limit: Duration) -> bool {
        let all_played = || self.lanes.iter().all(|lane| lane.popped() >= lane.pushed());
        // A resting stream had played everything before it rested.
        if self.lanes.iter().all(|lane| lane.pushed() == 0)
            || (self.resting.load(Ordering::SeqCst) && all_played())
        {
            return true;
        }
        let deadline = Instant::now() + limit;
        let mut done_at: Option<u64> = None;
        loop {
            let callbacks = self.progress.callbacks();
            if all_played() {
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
        let queued = self
            .lanes
            .iter()
            .map(|lane| lane.pushed().saturating_sub(lane.popped()))
            .max()
            .unwrap_or(0);
        let queued_ms = queued * 1000 / u64::from(self.sample_rate.max(1));
        Duration::from_millis(queued_ms + 500).min(DRAIN_LIMIT)
    }
}

impl Drop for DeviceHandle {
    /// Lets queued sound play (at most [`DRAIN_LIMIT`]), then closes the stream (at most a second).
    fn drop(&mut self) {
        if self.progress.errors() == 0 {
            self.drain(self.drain_limit());
        }
        if let Ok(control) = self.control.lock() {
            let _closed = control.send(Control::Stop);
        }
        if let Ok(closed) = self.closed.lock() {
            let _closed = closed.recv_timeout(CLOSE_TIMEOUT);
        }
    }
}

/// Opens `device` (the default one when `None`) and starts it playing silence, with one lane for each entry of
/// `lanes` (the channels it plays on), in that order.
///
/// # Errors
/// An `AudioError` when there is no such device, it cannot be used, its sample format is not f32 or i16, or it does
/// not answer within `OPEN_TIMEOUT`; never a hang.
pub fn open_lanes(device: Option<&str>, lanes: &[Channels]) -> Result<Vec<Lane>, AudioError> {
    let (ready_tx, ready) = mpsc::channel();
    let (control, control_rx) = mpsc::channel();
    let (closed_tx, closed) = mpsc::channel();
    let progress = Arc::new(Progress::default());
    let resting = Arc::new(AtomicBool::new(false));
    let counters: Vec<Arc<LaneCounters>> = lanes.iter().map(|_| Arc::default()).collect();
    let request = Request {
        device: device.map(str::to_string),
        lanes: lanes
            .iter()
            .copied()
            .zip(counters.iter().cloned())
            .collect(),
        progress: Arc::clone(&progress),
        resting: Arc::clone(&resting),
    };
    thread::Builder::new()
        .name("tactus-audio".into())
        .spawn(move || keep_stream(request, &ready_tx, &control_rx, &closed_tx))
        .map_err(|e| AudioError::Thread(e.to_string()))?;
    let opened = match ready.recv_timeout(OPEN_TIMEOUT) {
        Ok(result) => result?,
        // Dropping `control` lets the thread close the stream should it open later.
        Err(RecvTimeoutError::Timeout) => return Err(AudioError::Timeout),
        Err(RecvTimeoutError::Disconnected) => {
            return Err(AudioError::Thread("it ended while opening".into()))
        }
    };
    let handle = Arc::new(DeviceHandle {
        name: opened.name,
        sample_rate: opened.sample_rate,
        progress,
        lanes: counters.clone(),
        control: Mutex::new(control),
        resting,
        closed: Mutex::new(closed),
    });
    Ok(opened
        .producers
        .into_iter()
        .zip(counters)
        .map(|(producer, counters)| Lane::new(producer, counters, Arc::clone(&handle)))
        .collect())
}

/// The names of the output devices the sound system lists, the default one first.
///
/// # Errors
/// An [`AudioError`] when the devices cannot be listed, or the listing takes longer than [`OPEN_TIMEOUT`].
pub(crate) fn output_names() -> Result<Vec<String>, AudioError> {
    let (sender, receiver) = mpsc::channel();
    thread::Builder::new()
        .name("tactus-audio-list".into())
        .spawn(move || {
            quiet::hush_this_thread();
            let host = cpal::default_host();
            let default = host.default_output_device().and_then(|d| d.name().ok());
            let listed = quiet::without_stderr(|| {
                host.output_devices()
                    .map(|devices| devices.filter_map(|d| d.name().ok()).collect::<Vec<_>>())
            });
            let mut names: Vec<String> = match listed {
                Ok(names) => names,
                Err(e) => {
                    let _unheard = sender.send(Err(AudioError::Device(e.to_string())));
                    return;
                }
            };
            if let Some(default) = default {
                names.retain(|name| *name != default);
                names.insert(0, default);
            }
            let _unheard = sender.send(Ok(names));
        })
        .map_err(|e| AudioError::Thread(e.to_string()))?;
    receiver
        .recv_timeout(OPEN_TIMEOUT)
        .map_err(|_| AudioError::Timeout)?
}

/// What the audio thread is to open.
struct Request {
    device: Option<String>,
    lanes: Vec<(Channels, Arc<LaneCounters>)>,
    progress: Arc<Progress>,
    resting: Arc<AtomicBool>,
}

/// The audio thread: opens the stream, reports, keeps it (resting while it has nothing to play) until told to stop,
/// then closes it.
fn keep_stream(
    request: Request,
    ready: &Sender<Result<Opened, AudioError>>,
    control: &Receiver<Control>,
    closed: &Sender<()>,
) {
    quiet::hush_this_thread();
    let counters: Vec<Arc<LaneCounters>> = request
        .lanes
        .iter()
        .map(|(_, counters)| Arc::clone(counters))
        .collect();
    let resting = Arc::clone(&request.resting);
    match start(request) {
        Ok((stream, output, opened)) => {
            if ready.send(Ok(opened)).is_ok() {
                // Returns when the last lane is dropped (or was never made, after a timeout).
                keep_until_stopped(stream, &output, &counters, &resting, control);
            }
        }
        Err(e) => {
            let _unheard = ready.send(Err(e));
        }
    }
    let _unheard = closed.send(());
}

/// Keeps the stream until told to stop: closes it when its lanes have had nothing to play for a while (every device
/// can be closed; not every one can pause and play again), and opens it again when a lane is given sound (woken at
/// once by the lane, or seen at the next look). A device that cannot be opened again counts as an error, which the
/// lanes report.
fn keep_until_stopped(
    stream: Stream,
    output: &Output,
    counters: &[Arc<LaneCounters>],
    resting: &AtomicBool,
    control: &Receiver<Control>,
) {
    let began = Instant::now();
    let now_ms = || u64::try_from(began.elapsed().as_millis()).unwrap_or(u64::MAX);
    let busy = || counters.iter().any(|lane| lane.popped() < lane.pushed());
    let mut watch = IdleWatch::new(rest_after());
    let mut stream = Some(stream);
    loop {
        match control.recv_timeout(IDLE_LOOK) {
            Ok(Control::Stop) | Err(RecvTimeoutError::Disconnected) => return,
            Ok(Control::Wake) | Err(RecvTimeoutError::Timeout) => {}
        }
        match watch.look(now_ms(), busy()) {
            Some(Rest::Pause) => {
                drop(stream.take());
                resting.store(true, Ordering::SeqCst);
                // A lane that queued sound just before it could see the stream rest is played at once.
                if busy() && watch.look(now_ms(), true) == Some(Rest::Resume) {
                    stream = reopen(output, resting);
                }
            }
            Some(Rest::Resume) => stream = reopen(output, resting),
            None => {}
        }
    }
}

/// Opens the stream again after it rested.
fn reopen(output: &Output, resting: &AtomicBool) -> Option<Stream> {
    resting.store(false, Ordering::SeqCst);
    match output.open() {
        Ok(stream) => Some(stream),
        Err(_) => {
            output.progress.count_error();
            None
        }
    }
}

/// Finds the device asked for.
fn find(name: Option<&str>) -> Result<cpal::Device, AudioError> {
    let host = cpal::default_host();
    match name {
        None => host.default_output_device().ok_or(AudioError::NoDevice),
        Some(name) => quiet::without_stderr(|| {
            host.output_devices()
                .map_err(|e| AudioError::Device(e.to_string()))?
                .find(|device| device.name().is_ok_and(|n| n == name))
                .ok_or_else(|| AudioError::Unknown(name.to_string()))
        }),
    }
}

/// Opens the device with its default configuration, one queue per lane, and starts it: with a short buffer
/// ([`BUFFER_MS`]) where the device allows one, so that a sentence is heard soon after it is queued, else with the
/// device's own.
fn start(request: Request) -> Result<(Stream, Output, Opened), AudioError> {
    let device = find(request.device.as_deref())?;
    let name = device
        .name()
        .unwrap_or_else(|_| "the default device".to_string());
    let supported = device.default_output_config().map_err(|e| match e {
        DefaultStreamConfigError::DeviceNotAvailable => AudioError::NoDevice,
        other => AudioError::Device(other.to_string()),
    })?;
    let mut config: StreamConfig = supported.config();
    if config.channels > MAX_CHANNELS {
        return Err(AudioError::Format(format!("{} channels", config.channels)));
    }
    let sample_rate = config.sample_rate.0;
    let short = match supported.buffer_size() {
        SupportedBufferSize::Range { min, max } => {
            Some((sample_rate * BUFFER_MS / 1000).clamp(*min, (*max).max(*min)))
        }
        SupportedBufferSize::Unknown => None,
    };
    if let Some(frames) = short {
        config.buffer_size = BufferSize::Fixed(frames);
        if let Ok(started) = start_with(&device, &supported, &config, &request) {
            return Ok(finish_opening(started, sample_rate, name));
        }
        config.buffer_size = BufferSize::Default;
    }
    let started = start_with(&device, &supported, &config, &request)?;
    Ok(finish_opening(started, sample_rate, name))
}

/// The stream, what opens it again, and the lanes' producers.
type Started = (Stream, Output, Vec<Producer<f32>>);

fn finish_opening(
    (stream, output, producers): Started,
    sample_rate: u32,
    name: String,
) -> (Stream, Output, Opened) {
    let opened = Opened {
        producers,
        sample_rate,
        name,
    };
    (stream, output, opened)
}

/// What a stream is made of, to open it again after it rested: the device, its configuration, and the feed of the
/// lanes' queues, which outlives each stream. The callback takes the feed with `try_lock`, which never waits: only one
/// stream's callback runs at a time, since a stream is closed before the next is opened.
struct Output {
    device: cpal::Device,
    format: SampleFormat,
    config: StreamConfig,
    feed: Arc<Mutex<Feed>>,
    progress: Arc<Progress>,
}

impl Output {
    /// Builds and starts a stream on the feed.
    fn open(&self) -> Result<Stream, AudioError> {
        let stream = match self.format {
            SampleFormat::F32 => build::<f32>(self),
            SampleFormat::I16 => build::<i16>(self),
            other => Err(AudioError::Format(format!("{other} samples"))),
        }?;
        stream
            .play()
            .map_err(|e| AudioError::Device(e.to_string()))?;
        Ok(stream)
    }
}

/// Builds and starts a stream with `config`, with fresh queues for the lanes.
fn start_with(
    device: &cpal::Device,
    supported: &cpal::SupportedStreamConfig,
    config: &StreamConfig,
    request: &Request,
) -> Result<Started, AudioError> {
    let capacity =
        usize::try_from(config.sample_rate.0.saturating_mul(QUEUE_SECONDS)).unwrap_or(1 << 20);
    let mut producers = Vec::new();
    let mut feeds = Vec::new();
    for (channels, counters) in &request.lanes {
        let (producer, consumer) = RingBuffer::new(capacity);
        producers.push(producer);
        feeds.push(LaneFeed::new(consumer, *channels, Arc::clone(counters)));
    }
    let feed = Feed::new(
        feeds,
        usize::from(config.channels),
        Arc::clone(&request.progress),
    );
    let output = Output {
        device: device.clone(),
        format: supported.sample_format(),
        config: config.clone(),
        feed: Arc::new(Mutex::new(feed)),
        progress: Arc::clone(&request.progress),
    };
    let stream = output.open()?;
    Ok((stream, output, producers))
}

/// An output stream of `T` samples whose callback fills from `output`'s feed.
fn build<T: SizedSample + FromSample<f32>>(output: &Output) -> Result<Stream, AudioError> {
    let feed = Arc::clone(&output.feed);
    let progress = Arc::clone(&output.progress);
    let mut hushed = false;
    output
        .device
        .build_output_stream(
            &output.config,
            move |out: &mut [T], _: &cpal::OutputCallbackInfo| {
                if !hushed {
                    // A stream opened again may call back on a thread of its own.
                    quiet::hush_this_thread();
                    hushed = true;
                }
                match feed.try_lock() {
                    Ok(mut feed) => feed.fill(out),
                    Err(_) => out.fill(T::EQUILIBRIUM),
                }
            },
            move |_error| progress.count_error(),
            None,
        )
        .map_err(|e| AudioError::Device(e.to_string()))
}
