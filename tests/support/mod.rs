//! Shared helpers for the integration tests: the Python oracle, the rule for missing test
//! components (fail under CI, skip with a notice elsewhere), and running the tactus binary.
#![allow(dead_code)] // each test crate uses only some of these helpers

pub(crate) mod boards;
#[cfg(target_os = "linux")]
pub(crate) mod brltty;
#[cfg(feature = "online")]
pub(crate) mod lichess;
pub(crate) mod pulse;
pub(crate) mod running;
pub(crate) mod tmux;
pub(crate) mod wav;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The repository root (where Cargo.toml is).
pub(crate) fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A file under the repository root.
pub(crate) fn path(relative: impl AsRef<Path>) -> PathBuf {
    root().join(relative)
}

/// The Python of target/venv (made by `scripts/setup --test`), if python-chess imports in it.
pub(crate) fn python() -> Option<PathBuf> {
    let venv = path("target/venv");
    let candidates = [
        venv.join("bin/python"),
        venv.join("bin/python3"),
        venv.join("Scripts/python.exe"),
    ];
    let python = candidates.into_iter().find(|p| p.is_file())?;
    let ok = Command::new(&python)
        .args(["-c", "import chess"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    ok.then_some(python)
}

/// True when running under CI (env `CI` is "true").
pub(crate) fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

thread_local! {
    /// Why the test running on this thread returned early: a component it needs is missing.
    static SKIPPED: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// The rule for a component a test needs (a tool, a library, a server): when it is `found`,
/// returns true. When it is missing, under CI (`CI=true`) the test fails; elsewhere false is
/// returned, so the test returns early (`if !support::require("python-chess", found) { return; }`),
/// and the harness reports it as ignored, naming the component — never as passed.
pub(crate) fn require(component: &str, found: bool) -> bool {
    if found {
        return true;
    }
    if in_ci() {
        panic!("{component} not found, and CI=true requires it (run scripts/setup --test)");
    }
    SKIPPED.with(|skipped| {
        skipped
            .borrow_mut()
            .get_or_insert_with(|| format!("needs {component} (run scripts/setup --test)"));
    });
    false
}

/// Why the test that just ran on this thread did not run to its end, if a component was missing.
pub(crate) fn take_skipped() -> Option<String> {
    SKIPPED.with(|skipped| skipped.borrow_mut().take())
}

/// The options that keep a session off every device: no speech, no sound, no gamepad, no braille display.
pub(crate) const NO_DEVICES: [&str; 8] = [
    "--speech",
    "off",
    "--sound",
    "off",
    "--gamepad",
    "off",
    "--braille",
    "off",
];

/// [`NO_DEVICES`] with `speech` on: a session that speaks through it and uses no other device.
#[cfg_attr(not(feature = "speech"), allow(dead_code))]
pub(crate) const fn speaking_alone(speech: &'static str) -> [&'static str; 8] {
    let mut options = NO_DEVICES;
    options[1] = speech;
    options
}

/// A command for the tactus binary built by cargo for this test run. Its data folder (where game journals go by
/// default) is `target/test-data`, never the user's own.
pub(crate) fn tactus() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tactus"));
    command.env("XDG_DATA_HOME", path("target/test-data"));
    // A screen reader on the machine (or the test of screen readers, which starts one) does not change what the
    // other tests hear; that test takes this away.
    command.env("TACTUS_SCREEN_READER", "none");
    command
}

/// How long `run_with_stdin` lets a process run before killing it.
pub(crate) const TIMEOUT: Duration = Duration::from_secs(180);

/// Runs `cmd` with `input` on its standard input, capturing standard output and error.
/// Panics if the process cannot be started or runs longer than `TIMEOUT`.
pub(crate) fn run_with_stdin(cmd: &mut Command, input: &str) -> Output {
    run_with_stdin_timeout(cmd, input, TIMEOUT)
}

/// `run_with_stdin` with an explicit time limit.
pub(crate) fn run_with_stdin_timeout(cmd: &mut Command, input: &str, limit: Duration) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {cmd:?}: {e}"));
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = input.to_owned();
    // A separate writer, so that a large input cannot deadlock against a full output pipe.
    let writer = std::thread::spawn(move || {
        // The process may exit before reading everything (e.g. on an error): not our failure.
        let _ = stdin.write_all(input.as_bytes());
    });
    let done = Arc::new(AtomicBool::new(false));
    let timed_out = Arc::new(AtomicBool::new(false));
    let pid = child.id();
    let watchdog = {
        let done = Arc::clone(&done);
        let timed_out = Arc::clone(&timed_out);
        std::thread::spawn(move || {
            let start = Instant::now();
            while !done.load(Ordering::SeqCst) {
                if start.elapsed() > limit {
                    timed_out.store(true, Ordering::SeqCst);
                    kill(pid);
                    return;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
        })
    };
    let output = child.wait_with_output().expect("waiting for the process");
    done.store(true, Ordering::SeqCst);
    let _ = watchdog.join();
    let _ = writer.join();
    if timed_out.load(Ordering::SeqCst) {
        panic!(
            "{cmd:?} ran longer than {limit:?} and was killed; stderr:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    output
}

/// Ends the process with this id (only ever one we started and have not yet reaped).
fn kill(pid: u32) {
    #[cfg(unix)]
    let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
    #[cfg(windows)]
    let _ = Command::new("taskkill")
        .args(["/F", "/PID", &pid.to_string()])
        .status();
}

/// The JSON event lines of a session that must have succeeded with nothing on standard error; a failure shows
/// the exit status and what was written there.
pub(crate) fn json_events(out: &Output) -> Vec<serde_json::Value> {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "exit {:?}: {stderr}", out.status);
    assert!(stderr.is_empty(), "{stderr}");
    String::from_utf8(out.stdout.clone())
        .expect("UTF-8 output")
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")))
        .collect()
}
