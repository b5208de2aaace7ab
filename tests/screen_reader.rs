//! A screen reader running beside tactus, on Linux: a real process named `orca` (a copy of `sleep`), found in the
//! process table. With it `--speech auto` leaves speech to the screen reader — one notice, printed once for it to
//! read, and nothing played — while `--speech clips` still speaks; `tactus devices` names it. The built-in voice plays
//! into a WAV (ALSA's file plugin), so what is heard is measured. `speech_dispatcher.rs` does the same with system
//! speech.
//!
//! Another test's `orca` may run at the same time (the tests run in parallel), so no test here counts on none being
//! found: "none" is said with `TACTUS_SCREEN_READER`.
#![cfg(all(target_os = "linux", feature = "audio"))]

#[cfg(feature = "speech")]
mod speech_dispatcher;

use std::{
    path::Path,
    process::{Child, Command},
};

use crate::support::wav::{Frames, WavDevice};
use crate::support::{run_with_stdin, tactus};

/// The notice of `--speech auto` with Orca running, in the default pack's words.
const NOTICE: &str =
    "Orca is running: tactus leaves speech to it; --speech clips or --speech system gives tactus' own voice";

/// A process named `orca`, ended when dropped.
struct FakeOrca {
    child: Child,
    _folder: tempfile::TempDir,
}

impl FakeOrca {
    fn start() -> FakeOrca {
        let folder = tempfile::tempdir().unwrap();
        let orca = folder.path().join("orca");
        std::fs::copy("/bin/sleep", &orca).expect("a copy of sleep");
        let child = Command::new(&orca).arg("120").spawn().expect("orca starts");
        FakeOrca {
            child,
            _folder: folder,
        }
    }
}

impl Drop for FakeOrca {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `tactus play` with `speech` on `device`, a move typed; the screen reader looked for, or told by `told`
/// (`TACTUS_SCREEN_READER`).
fn play(device: &WavDevice, speech: &str, told: Option<&str>) -> String {
    let mut command = tactus();
    match told {
        Some(value) => command.env("TACTUS_SCREEN_READER", value),
        None => command.env_remove("TACTUS_SCREEN_READER"),
    };
    command
        .args([
            "play", "--speech", speech, "--sound", "off", "--script", "-",
        ])
        .args(["--gamepad", "off", "--braille", "off", "--journal"])
        .arg(device.dir().join(format!("{speech}.jsonl")));
    // System speech never starts here: no Speech Dispatcher socket.
    command.env("SPEECHD_ADDRESS", "unix_socket:/nonexistent/speechd.sock");
    let out = run_with_stdin(device.command(&mut command), "e4\n");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Whether the WAV at `path` holds any sound.
fn heard(path: &Path) -> bool {
    Frames::read(path).is_some_and(|frames| frames.samples.iter().any(|s| *s != 0))
}

fn with_orca_auto_leaves_speech_to_it_and_says_so_once() {
    let orca = FakeOrca::start();
    let device = WavDevice::new();
    let text = play(&device, "auto", None);
    assert_eq!(text.matches(NOTICE).count(), 1, "{text}");
    assert!(text.contains("1. Eva vier"), "{text}");
    assert!(
        !heard(&device.wav()),
        "tactus spoke beside the screen reader"
    );
    // Its own voice when asked for.
    let device = WavDevice::new();
    let text = play(&device, "clips", None);
    assert!(!text.contains(NOTICE), "{text}");
    assert!(heard(&device.wav()), "--speech clips was not heard");
    // tactus devices names it.
    let out = tactus()
        .env_remove("TACTUS_SCREEN_READER")
        .args(["devices", "--format", "json"])
        .output()
        .unwrap();
    let found: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(found["screen_reader"], "Orca");
    // Told that none runs, auto speaks (the built-in voice, as system speech does not start here).
    let device = WavDevice::new();
    let text = play(&device, "auto", Some("none"));
    assert!(!text.contains("is running"), "{text}");
    assert!(
        heard(&device.wav()),
        "--speech auto was not heard without a screen reader"
    );
    drop(orca);
}

/// `TACTUS_SCREEN_READER` names a screen reader tactus does not find by itself: auto leaves speech to it, by that
/// name, in the pack's words.
fn a_screen_reader_told_by_name_is_left_to_speak() {
    let device = WavDevice::new();
    let text = play(&device, "auto", Some("Speakup"));
    assert_eq!(
        text.matches("Speakup is running: tactus leaves speech to it")
            .count(),
        1,
        "{text}"
    );
    assert!(
        !heard(&device.wav()),
        "tactus spoke beside the screen reader"
    );
    let out = tactus()
        .env("TACTUS_SCREEN_READER", "Speakup")
        .args(["devices", "--format", "json"])
        .output()
        .unwrap();
    let found: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(found["screen_reader"], "Speakup");
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    let mut trials = vec![
        crate::trial(
            "screen_reader::with_orca_auto_leaves_speech_to_it_and_says_so_once",
            with_orca_auto_leaves_speech_to_it_and_says_so_once,
        ),
        crate::trial(
            "screen_reader::a_screen_reader_told_by_name_is_left_to_speak",
            a_screen_reader_told_by_name_is_left_to_speak,
        ),
    ];
    #[cfg(feature = "speech")]
    trials.extend(speech_dispatcher::trials());
    trials
}
