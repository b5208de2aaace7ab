//! A screen reader running beside tactus, on Linux: a real process named `orca` (a copy of `sleep`), found in the
//! process table. With it `--speech auto` leaves speech to the screen reader — one notice, printed once for it to
//! read, and nothing played — while `--speech clips` still speaks; `tactus devices` names it. The built-in voice plays
//! into a WAV (ALSA's file plugin), so what is heard is measured.
#![cfg(all(target_os = "linux", feature = "audio"))]

use std::{
    path::Path,
    process::{Child, Command},
};

use crate::support::wav::{Frames, WavDevice};
use crate::support::{run_with_stdin, tactus};

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

/// `tactus play` with `speech` on `device`, the screen reader looked for (not told), a move typed.
fn play(device: &WavDevice, speech: &str) -> String {
    let mut command = tactus();
    command
        .env_remove("TACTUS_SCREEN_READER")
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
    let text = play(&device, "auto");
    let notice = "Orca is running: tactus leaves speech to it; --speech clips or --speech system gives tactus' own voice";
    assert_eq!(text.matches(notice).count(), 1, "{text}");
    assert!(text.contains("1. Eva vier"), "{text}");
    assert!(
        !heard(&device.wav()),
        "tactus spoke beside the screen reader"
    );
    // Its own voice when asked for.
    let device = WavDevice::new();
    let text = play(&device, "clips");
    assert!(!text.contains(notice), "{text}");
    assert!(heard(&device.wav()), "--speech clips was not heard");
    // tactus devices names it.
    let out = tactus()
        .env_remove("TACTUS_SCREEN_READER")
        .args(["devices", "--format", "json"])
        .output()
        .unwrap();
    let found: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(found["screen_reader"], "Orca");
    let pid = orca.child.id();
    drop(orca);
    // Gone from the process table before tactus looks again.
    let gone_by = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while Path::new(&format!("/proc/{pid}")).exists() && std::time::Instant::now() < gone_by {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // Without it, auto speaks (the built-in voice, as system speech does not start here).
    let device = WavDevice::new();
    let text = play(&device, "auto");
    assert!(!text.contains("is running"), "{text}");
    assert!(
        heard(&device.wav()),
        "--speech auto was not heard without a screen reader"
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![crate::trial(
        "screen_reader::with_orca_auto_leaves_speech_to_it_and_says_so_once",
        with_orca_auto_leaves_speech_to_it_and_says_so_once,
    )]
}
