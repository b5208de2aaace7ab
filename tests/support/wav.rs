//! Real audio into a WAV file, and reading it back (shared/testing.md, "Real audio into a file").
//!
//! A [`WavDevice`] is a temporary folder holding an ALSA configuration whose default device converts to 16-bit
//! stereo and writes a WAV through the `file` plugin; a command run with [`WavDevice::command`] plays into it. ALSA's
//! null device does not pace playback, so the WAV says *what* was played and in which order, not *when*.
//!
//! The rate is left as the program asks (cpal takes 44.1 kHz), unlike the 48 kHz of the recipe in shared/testing.md,
//! so that the WAV holds the samples at the rate they were played, with no conversion of ALSA's between (the tests
//! pass with the recipe's 48 kHz as well).
//!
//! A missing tool follows the tests' rule ([`super::require`]): fail under CI, skip with a message elsewhere.

use std::{
    fs::File,
    io::{Read, Seek, SeekFrom},
    path::{Path, PathBuf},
    process::{Command, Stdio},
};

use tempfile::TempDir;

/// The default device converts to 16-bit stereo, at the rate the program asks for, and writes a WAV.
pub(crate) const ASOUNDRC: &str = r#"pcm.!default { type plug  slave { pcm "wavout" format S16_LE channels 2 } }
pcm.wavout { type file  slave.pcm "null"  format "wav"
  file { @func getenv vars [ ALSA_WAV_OUT ] default "/tmp/alsa-out.wav" } }
"#;

/// A default device that cannot be opened: a sound card that is not there.
pub(crate) const NO_CARD: &str = "pcm.!default { type hw card 97 }\n";

/// Whether the tool `name` (e.g. "sox") can be run with `--version`; when it cannot, the tests' rule applies.
pub(crate) fn require_tool(name: &str, package: &str) -> bool {
    let found = Command::new(name)
        .arg("--version")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    super::require(&format!("{name} (Debian package {package})"), found)
}

/// A folder with an ALSA configuration whose default device writes `out.wav` there (or cannot be opened).
pub(crate) struct WavDevice {
    dir: TempDir,
}

impl WavDevice {
    /// The recipe's device writing a WAV.
    pub(crate) fn new() -> Self {
        Self::with_config(ASOUNDRC)
    }

    /// A device made of the ALSA configuration `asoundrc`.
    pub(crate) fn with_config(asoundrc: &str) -> Self {
        let dir = tempfile::tempdir().expect("a temporary folder");
        std::fs::create_dir_all(dir.path().join("alsa")).unwrap();
        std::fs::write(dir.path().join("alsa/asoundrc"), asoundrc).unwrap();
        WavDevice { dir }
    }

    /// The folder, for other files of the test (journals, recordings).
    pub(crate) fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// The WAV the device writes.
    pub(crate) fn wav(&self) -> PathBuf {
        self.dir.path().join("out.wav")
    }

    /// Points `command` at this device.
    pub(crate) fn command<'c>(&self, command: &'c mut Command) -> &'c mut Command {
        command
            .env("XDG_CONFIG_HOME", self.dir.path())
            .env("ALSA_WAV_OUT", self.wav())
            // ALSA's file plugin starts the WAV again each time the stream is opened: the stream never rests here.
            .env("TACTUS_AUDIO_REST_MS", "never")
    }
}

/// The frames of a 16-bit PCM WAV.
#[derive(Clone, Debug, Default)]
pub(crate) struct Frames {
    pub rate: u32,
    pub channels: usize,
    /// Interleaved samples.
    pub samples: Vec<i16>,
}

impl Frames {
    /// Reads a 16-bit PCM WAV, also one still being written: the data chunk is taken to run to the end of the file
    /// when its length is not filled in yet. `None` when the file or its header is not (yet) there.
    pub(crate) fn read(path: &Path) -> Option<Frames> {
        let mut bytes = Vec::new();
        File::open(path).ok()?.read_to_end(&mut bytes).ok()?;
        Self::parse(&bytes)
    }

    /// Reads the frames of `path` from frame `from` on, without reading what comes before; `None` as for
    /// [`Frames::read`]. The second value is the frame count of the whole file read so far.
    pub(crate) fn read_from(path: &Path, from: usize) -> Option<(Frames, usize)> {
        let mut file = File::open(path).ok()?;
        let mut head = vec![0u8; 4096];
        let n = file.read(&mut head).ok()?;
        head.truncate(n);
        let (format, data_at) = header(&head)?;
        let frame_bytes = format.channels * 2;
        file.seek(SeekFrom::Start((data_at + from * frame_bytes) as u64))
            .ok()?;
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes).ok()?;
        bytes.truncate(bytes.len() / frame_bytes * frame_bytes);
        let samples = to_samples(&bytes);
        let total = from + samples.len() / format.channels;
        Some((
            Frames {
                rate: format.rate,
                channels: format.channels,
                samples,
            },
            total,
        ))
    }

    fn parse(bytes: &[u8]) -> Option<Frames> {
        let (format, data_at) = header(bytes)?;
        let size = u32::from_le_bytes(bytes[data_at - 4..data_at].try_into().ok()?) as usize;
        let end = if size == 0 || size == u32::MAX as usize || data_at + size > bytes.len() {
            bytes.len()
        } else {
            data_at + size
        };
        let data = &bytes[data_at..end];
        let data = &data[..data.len() / (format.channels * 2) * (format.channels * 2)];
        Some(Frames {
            rate: format.rate,
            channels: format.channels,
            samples: to_samples(data),
        })
    }

    /// How many frames there are.
    pub(crate) fn len(&self) -> usize {
        self.samples.len() / self.channels.max(1)
    }

    /// Whether there are none.
    pub(crate) fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// One channel's samples (0 is the left).
    pub(crate) fn channel(&self, index: usize) -> Vec<i16> {
        self.samples
            .iter()
            .skip(index)
            .step_by(self.channels.max(1))
            .copied()
            .collect()
    }

    /// Whether every frame has the same sample on every channel.
    pub(crate) fn same_on_every_channel(&self) -> bool {
        self.samples
            .chunks_exact(self.channels.max(1))
            .all(|frame| frame.iter().all(|s| *s == frame[0]))
    }

    /// Frame index to seconds.
    pub(crate) fn seconds(&self, frame: usize) -> f64 {
        frame as f64 / f64::from(self.rate)
    }
}

/// What a WAV header says.
struct Format {
    rate: u32,
    channels: usize,
}

/// The format and where the data chunk's samples start, checking that the file is 16-bit PCM.
fn header(bytes: &[u8]) -> Option<(Format, usize)> {
    if bytes.len() < 12 || &bytes[..4] != b"RIFF" || &bytes[8..12] != b"WAVE" {
        return None;
    }
    let mut at = 12;
    let mut format = None;
    while at + 8 <= bytes.len() {
        let id = &bytes[at..at + 4];
        let size = u32::from_le_bytes(bytes[at + 4..at + 8].try_into().ok()?) as usize;
        if id == b"fmt " {
            let field = bytes.get(at + 8..at + 24)?;
            let code = u16::from_le_bytes([field[0], field[1]]);
            let channels = u16::from_le_bytes([field[2], field[3]]);
            let rate = u32::from_le_bytes(field[4..8].try_into().ok()?);
            let bits = u16::from_le_bytes([field[14], field[15]]);
            assert_eq!((code, bits), (1, 16), "not 16-bit PCM");
            format = Some(Format {
                rate,
                channels: usize::from(channels),
            });
        }
        if id == b"data" {
            return format.map(|f| (f, at + 8));
        }
        at += 8 + size + size % 2;
    }
    None
}

fn to_samples(bytes: &[u8]) -> Vec<i16> {
    bytes
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect()
}

/// Where there is sound in `samples` (one channel): runs of non-zero samples, two runs apart by at most `merge`
/// zero samples being one; each as (first, one past the last) sample index.
pub(crate) fn runs(samples: &[i16], merge: usize) -> Vec<(usize, usize)> {
    let mut found: Vec<(usize, usize)> = Vec::new();
    for (i, _) in samples.iter().enumerate().filter(|(_, s)| **s != 0) {
        match found.last_mut() {
            Some((_, end)) if i - *end <= merge => *end = i + 1,
            _ => found.push((i, i + 1)),
        }
    }
    found
}

/// What `sox FILE -n [trim START =END] remix CHANNEL stat` says.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Stat {
    pub length_s: f64,
    pub max_amplitude: f64,
    pub rms: f64,
    pub frequency: f64,
}

/// sox's statistics of channel `channel` (1 is the left) of `wav`, over `span` seconds when given.
pub(crate) fn stat(wav: &Path, channel: u32, span: Option<(f64, f64)>) -> Stat {
    let mut sox = Command::new("sox");
    sox.arg(wav).arg("-n");
    if let Some((start, end)) = span {
        sox.args(["trim", &format!("{start:.6}"), &format!("={end:.6}")]);
    }
    // One channel: on interleaved stereo, sox's rough frequency would read the pitch over √2.
    let out = sox
        .args(["remix", &channel.to_string(), "stat"])
        .output()
        .expect("sox runs");
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "sox failed: {text}");
    let field = |name: &str| -> f64 {
        text.lines()
            .find(|line| line.starts_with(name))
            .and_then(|line| line.rsplit(':').next())
            .and_then(|value| value.trim().parse().ok())
            .unwrap_or_else(|| panic!("no {name} in sox's output:\n{text}"))
    };
    Stat {
        length_s: field("Length (seconds)"),
        max_amplitude: field("Maximum amplitude"),
        rms: field("RMS     amplitude"),
        frequency: field("Rough   frequency"),
    }
}
