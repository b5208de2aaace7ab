//! A private sound world for tests of real speech: PulseAudio with a null sink, Speech Dispatcher speaking into it
//! with espeak-ng, and recordings of the sink's monitor, all in a temporary folder and ended with the test.
//!
//! How Speech Dispatcher is made private: the first client (tactus's SSIP client, as libspeechd's `spd_open` would)
//! starts it ("autospawn") as `speech-dispatcher --spawn` with the client's environment. It listens on
//! `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`, reads `$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf` when
//! that file exists (else `/etc/speech-dispatcher`), writes its pid to
//! `$XDG_RUNTIME_DIR/speech-dispatcher/pid/speech-dispatcher.pid` and its logs beside it. So a test that sets both
//! folders to its own gets its own server with its own configuration, whether the client is the test itself or a
//! tactus process, and ends it by that pid. `SPEECHD_ADDRESS=unix_socket:PATH`, which the client reads at every
//! connection, names the stage's socket as well (libspeechd, which read `XDG_RUNTIME_DIR` once per process through
//! GLib, needed it to reach a second stage in the same test process). PulseAudio is
//! found by its clients through `PULSE_SERVER`; with that set they never start a server of their own.
//!
//! The rule for missing parts: when the environment variable `CI` is set (to anything but "", "0" or "false") a
//! missing program fails the test; elsewhere the test is skipped with a message.

use std::fs;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// The programs and files a stage needs, with the Debian package of each.
const NEEDED: &[(&str, &str)] = &[
    ("/usr/bin/pulseaudio", "pulseaudio"),
    ("/usr/bin/parec", "pulseaudio-utils"),
    ("/usr/bin/pactl", "pulseaudio-utils"),
    ("/bin/kill", "procps"),
    ("/usr/bin/speech-dispatcher", "speech-dispatcher"),
    (
        "/usr/lib/speech-dispatcher-modules/sd_espeak-ng",
        "speech-dispatcher-espeak-ng",
    ),
    ("/usr/bin/sox", "sox"),
];

/// The programs among [`NEEDED`] that are missing, with their packages.
pub(crate) fn missing() -> Vec<String> {
    NEEDED
        .iter()
        .filter(|(path, _)| !Path::new(path).exists())
        .map(|(path, package)| format!("{path} (Debian package {package})"))
        .collect()
}

/// Whether the stage can be built here: true when everything is there. When something is missing, fails under CI
/// and otherwise prints why the test is skipped and returns false.
pub(crate) fn available(test: &str) -> bool {
    let missing = missing();
    if missing.is_empty() {
        return true;
    }
    super::require(&format!("{test}: {}", missing.join(", ")), false)
}

/// One stage at a time in a test process: the in-process speech client reads its folders from the process's
/// environment.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// A private PulseAudio (when asked for) and Speech Dispatcher configuration, in a folder of its own.
pub(crate) struct Stage {
    folder: tempfile::TempDir,
    pulse: Option<Child>,
    _turn: MutexGuard<'static, ()>,
}

/// What a stage is to have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Audio {
    /// PulseAudio with the null sink `nullsink`.
    NullSink,
    /// No sound server at all: Speech Dispatcher is told to use PulseAudio, which is not there.
    Nothing,
}

impl Stage {
    /// Builds the stage: folders, Speech Dispatcher's configuration (log level `log_level`, 3 is the default, 5
    /// logs the settings sent with each message), and PulseAudio when `audio` asks for it, ready to be recorded.
    pub(crate) fn new(audio: Audio, log_level: u8) -> Stage {
        let turn = ONE_AT_A_TIME.lock().unwrap_or_else(PoisonError::into_inner);
        let folder = tempfile::Builder::new()
            .prefix("tactus-speech-")
            .tempdir()
            .expect("a temporary folder");
        let stage = Stage {
            folder,
            pulse: None,
            _turn: turn,
        };
        for sub in ["runtime", "config/speech-dispatcher", "home"] {
            fs::create_dir_all(stage.folder.path().join(sub)).expect("the stage's folders");
        }
        set_private(&stage.runtime());
        fs::write(
            stage
                .folder
                .path()
                .join("config/speech-dispatcher/speechd.conf"),
            format!(
                "AudioOutputMethod \"pulse\"\nDefaultModule espeak-ng\nLogLevel {log_level}\n\
                 LogDir \"default\"\nDefaultVolume 100\n"
            ),
        )
        .expect("Speech Dispatcher's configuration");
        let mut stage = stage;
        if audio == Audio::NullSink {
            stage.start_pulse();
        }
        // The in-process client (the test's own SystemSpeaker) finds the private servers through these.
        for (name, value) in stage.environment() {
            std::env::set_var(name, value);
        }
        stage
    }

    /// The folder `XDG_RUNTIME_DIR` points to.
    pub(crate) fn runtime(&self) -> PathBuf {
        self.folder.path().join("runtime")
    }

    /// The environment that puts a process on this stage.
    pub(crate) fn environment(&self) -> Vec<(&'static str, PathBuf)> {
        let root = self.folder.path();
        let mut pulse = std::ffi::OsString::from("unix:");
        pulse.push(self.runtime().join("pulse/native"));
        let mut speechd = std::ffi::OsString::from("unix_socket:");
        speechd.push(self.runtime().join("speech-dispatcher/speechd.sock"));
        vec![
            ("XDG_RUNTIME_DIR", self.runtime()),
            ("XDG_CONFIG_HOME", root.join("config")),
            ("HOME", root.join("home")),
            ("PULSE_SERVER", PathBuf::from(pulse)),
            ("SPEECHD_ADDRESS", PathBuf::from(speechd)),
        ]
    }

    /// The environment that puts a shell's command on this stage: `NAME='value' …`, quoted for `sh`.
    pub(crate) fn shell_environment(&self) -> String {
        self.environment()
            .into_iter()
            .map(|(name, value)| {
                format!(
                    "{name}={}",
                    super::tmux::quoted(&value.display().to_string())
                )
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Puts `command` on this stage.
    pub(crate) fn apply(&self, command: &mut Command) {
        for (name, value) in self.environment() {
            command.env(name, value);
        }
    }

    fn start_pulse(&mut self) {
        let mut command = Command::new("pulseaudio");
        command
            .args([
                "-n",
                "--daemonize=no",
                "--exit-idle-time=-1",
                "--use-pid-file=no",
                "-L",
                "module-native-protocol-unix",
                "-L",
                "module-null-sink sink_name=nullsink rate=48000 channels=2",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(
                fs::File::create(self.folder.path().join("pulseaudio.log"))
                    .map_or_else(|_| Stdio::null(), Stdio::from),
            );
        self.apply(&mut command);
        let child = command.spawn().expect("pulseaudio starts");
        self.pulse = Some(child);
        let socket = self.runtime().join("pulse/native");
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if socket.exists() && self.pactl_ok() {
                return;
            }
            if let Some(status) = self
                .pulse
                .as_mut()
                .and_then(|c| c.try_wait().ok().flatten())
            {
                panic!(
                    "pulseaudio ended at once ({status}): {}",
                    self.read("pulseaudio.log")
                );
            }
            assert!(
                Instant::now() < deadline,
                "pulseaudio was not ready within 10 s: {}",
                self.read("pulseaudio.log")
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Whether the private PulseAudio answers and has its null sink.
    fn pactl_ok(&self) -> bool {
        let mut command = Command::new("pactl");
        command.args(["list", "short", "sinks"]);
        self.apply(&mut command);
        command.stderr(Stdio::null()).output().is_ok_and(|o| {
            o.status.success() && String::from_utf8_lossy(&o.stdout).contains("nullsink")
        })
    }

    /// A file of the stage, as text ("" when it cannot be read).
    pub(crate) fn read(&self, relative: &str) -> String {
        fs::read_to_string(self.folder.path().join(relative)).unwrap_or_default()
    }

    /// Speech Dispatcher's own log (its main log file).
    pub(crate) fn speech_dispatcher_log(&self) -> String {
        fs::read_to_string(
            self.runtime()
                .join("speech-dispatcher/log/speech-dispatcher.log"),
        )
        .unwrap_or_default()
    }

    /// The pid of the Speech Dispatcher started on this stage, if one was.
    pub(crate) fn speech_dispatcher_pid(&self) -> Option<u32> {
        let file = self
            .runtime()
            .join("speech-dispatcher/pid/speech-dispatcher.pid");
        fs::read_to_string(file).ok()?.trim().parse().ok()
    }

    /// Starts recording the null sink's monitor into `name` (a WAV file in the stage's folder).
    pub(crate) fn record(&self, name: &str) -> Recording {
        let path = self.folder.path().join(name);
        let mut command = Command::new("parec");
        command
            .args([
                "-d",
                "nullsink.monitor",
                "--file-format=wav",
                "--format=s16le",
                "--rate=48000",
                "--channels=1",
                "--latency-msec=100",
            ])
            .arg(&path)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        self.apply(&mut command);
        let child = command.spawn().expect("parec starts");
        let recording = Recording {
            child: Some(child),
            path,
        };
        // The first stream of a new server takes most of a second to flow; what is said before would be lost. The
        // file grows past its 44-byte header once samples come.
        let deadline = Instant::now() + Duration::from_secs(5);
        while fs::metadata(&recording.path).map_or(0, |m| m.len()) <= 44 {
            assert!(
                Instant::now() < deadline,
                "parec recorded nothing within 5 s"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        recording
    }

    /// Sends a signal (by name: "KILL", "STOP", "CONT") to the stage's PulseAudio, to make the sound device vanish or
    /// hang under a program.
    pub(crate) fn signal_pulse(&self, name: &str) {
        let pid = self.pulse.as_ref().expect("the stage has PulseAudio").id();
        signal(pid, name);
    }

    /// Makes ALSA's default device the stage's PulseAudio (ALSA's pulse plugin, Debian libasound2-plugins), for
    /// programs using the sound card through ALSA (cpal).
    pub(crate) fn route_alsa_to_pulse(&self) {
        let home = self.folder.path().join("home");
        fs::write(
            home.join(".asoundrc"),
            "pcm.!default { type pulse }\nctl.!default { type pulse }\n",
        )
        .expect("the stage's .asoundrc");
    }

    /// Ends the Speech Dispatcher this stage started (and with it its modules), if it runs.
    pub(crate) fn stop_speech_dispatcher(&self) {
        if let Some(pid) = self.speech_dispatcher_pid() {
            end_process(pid);
        }
    }
}

impl Drop for Stage {
    fn drop(&mut self) {
        self.stop_speech_dispatcher();
        if let Some(mut pulse) = self.pulse.take() {
            signal(pulse.id(), "TERM");
            let deadline = Instant::now() + Duration::from_secs(3);
            while pulse.try_wait().ok().flatten().is_none() && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(20));
            }
            let _ = pulse.kill();
            let _ = pulse.wait();
        }
    }
}

/// Points the private folders' permissions as the servers want them (owner only).
#[cfg(unix)]
fn set_private(runtime: &Path) {
    use std::os::unix::fs::PermissionsExt;
    let _ = fs::set_permissions(runtime, fs::Permissions::from_mode(0o700));
}

/// Elsewhere the servers of the stage do not run (they are not there: [`available`] says so first).
#[cfg(not(unix))]
fn set_private(_runtime: &Path) {}

/// Sends a signal (by name: "INT", "TERM", "KILL") to a process this test started.
fn signal(pid: u32, name: &str) {
    let _ = Command::new("kill")
        .arg(format!("-{name}"))
        .arg(pid.to_string())
        .stderr(Stdio::null())
        .status();
}

/// Whether a process runs (a zombie does not).
pub(crate) fn running(pid: u32) -> bool {
    fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        // The state follows the command name in parentheses.
        stat.rsplit(')')
            .next()
            .and_then(|rest| rest.split_whitespace().next())
            .is_some_and(|state| state != "Z" && state != "X")
    })
}

/// Ends a process this test started: TERM, then KILL after 3 s.
fn end_process(pid: u32) {
    if !running(pid) {
        return;
    }
    signal(pid, "TERM");
    let deadline = Instant::now() + Duration::from_secs(3);
    while running(pid) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    if running(pid) {
        signal(pid, "KILL");
    }
}

/// A recording of the null sink in progress.
pub(crate) struct Recording {
    child: Option<Child>,
    path: PathBuf,
}

impl Recording {
    /// Records for `length` more, then stops.
    pub(crate) fn stop_after(self, length: Duration) -> PathBuf {
        std::thread::sleep(length);
        self.stop()
    }

    /// Stops recording (SIGINT, so that parec completes the WAV header) and returns the file.
    pub(crate) fn stop(mut self) -> PathBuf {
        self.end();
        self.path.clone()
    }

    fn end(&mut self) {
        let Some(mut child) = self.child.take() else {
            return;
        };
        signal(child.id(), "INT");
        let deadline = Instant::now() + Duration::from_secs(5);
        while child.try_wait().ok().flatten().is_none() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = child.kill();
        let _ = child.wait();
    }
}

impl Drop for Recording {
    fn drop(&mut self) {
        self.end();
    }
}

/// What a recording holds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Heard {
    /// Its length in seconds (sox).
    pub length: f64,
    /// Its RMS amplitude over the whole length, full scale 1 (sox).
    pub rms: f64,
    /// Seconds of sound: 20 ms windows whose RMS is above 0.01.
    pub sound: f64,
}

/// Measures a WAV file with `sox FILE -n stat`, and counts its windows of sound.
pub(crate) fn hear(path: &Path) -> Heard {
    let output = Command::new("sox")
        .arg(path)
        .args(["-n", "stat"])
        .output()
        .expect("sox runs");
    let text = String::from_utf8_lossy(&output.stderr);
    let field = |name: &str| -> f64 {
        text.lines()
            .find(|line| line.starts_with(name))
            .and_then(|line| line.split(':').nth(1))
            .and_then(|value| value.trim().parse().ok())
            .unwrap_or_else(|| panic!("sox stat has no \"{name}\" for {}: {text}", path.display()))
    };
    Heard {
        length: field("Length (seconds)"),
        rms: field("RMS     amplitude"),
        sound: seconds_of_sound(path),
    }
}

/// The silences between sounds in a recording, in seconds, in order: runs of 20 ms windows whose RMS is at most
/// 0.01 of full scale, after the first sound and before the last.
pub(crate) fn pauses(path: &Path) -> Vec<f64> {
    let loud = loud_windows(path);
    let mut pauses = Vec::new();
    let mut quiet = 0;
    let mut heard = false;
    for window in loud {
        if window {
            if heard && quiet > 0 {
                pauses.push(f64::from(quiet) * 0.02);
            }
            heard = true;
            quiet = 0;
        } else {
            quiet += 1;
        }
    }
    pauses
}

/// Seconds of 20 ms windows (mono or the first channel) whose RMS is above 0.01 of full scale.
fn seconds_of_sound(path: &Path) -> f64 {
    loud_windows(path).into_iter().filter(|loud| *loud).count() as f64 * 0.02
}

/// For each 20 ms window of a recording (mono or the first channel), whether its RMS is above 0.01 of full scale.
fn loud_windows(path: &Path) -> Vec<bool> {
    let mut reader = hound::WavReader::open(path)
        .unwrap_or_else(|e| panic!("{} is not a readable WAV file: {e}", path.display()));
    let spec = reader.spec();
    assert_eq!(
        spec.bits_per_sample, 16,
        "parec was asked for 16-bit samples"
    );
    let channels = usize::from(spec.channels);
    let samples: Vec<f64> = reader
        .samples::<i16>()
        .step_by(channels)
        .map(|s| f64::from(s.expect("a sample")) / 32768.0)
        .collect();
    let window = (spec.sample_rate / 50) as usize;
    samples
        .chunks(window)
        .map(|chunk| {
            let power = chunk.iter().map(|s| s * s).sum::<f64>() / chunk.len() as f64;
            power.sqrt() > 0.01
        })
        .collect()
}

/// For each time Speech Dispatcher (log level 5) sent `text` to its output module, the voice it named
/// (`synthesis_voice=`) in the settings it sent last before it; `None` before any was named.
pub(crate) fn voices_for(log: &str, text: &str) -> Vec<Option<String>> {
    let mut voice = None;
    let mut found = Vec::new();
    let wanted = format!("Command sent to output module: |<speak>{text}</speak>");
    for line in log.lines() {
        if let Some(value) = line.strip_prefix("synthesis_voice=") {
            voice = Some(value.trim().to_string());
        }
        if line.contains(&wanted) {
            found.push(voice.clone());
        }
    }
    found
}

/// Whether `test` can play through ALSA into a stage's PulseAudio: the stage's programs (see [`available`]) and
/// ALSA's pulse plugin; a missing one is reported as the tests' rule says.
pub(crate) fn available_through_alsa(test: &str) -> bool {
    available(test)
        && super::require(
            &format!("{test}: ALSA's pulse plugin (libasound2-plugins)"),
            alsa_pulse_plugin(),
        )
}

/// Whether ALSA's pulse plugin is installed (Debian libasound2-plugins), for programs playing through ALSA into
/// the stage's PulseAudio.
fn alsa_pulse_plugin() -> bool {
    glob_exists("/usr/lib", "alsa-lib/libasound_module_pcm_pulse.so")
}

/// Whether `relative` exists under some folder of `root` (the multiarch folder differs between machines).
fn glob_exists(root: &str, relative: &str) -> bool {
    std::fs::read_dir(root).is_ok_and(|entries| {
        entries
            .flatten()
            .any(|entry| entry.path().join(relative).exists())
    })
}
