//! SIGTERM, SIGINT and SIGHUP sent to a real-time game and to the talking clock: the session ends the way `quit`
//! does, the running clock is stopped in the journal (so the resumed game has the exact times), the user is told where
//! the game is and how to resume it, and the exit code is the signal's by the shells' convention.

mod support;

use std::{
    io::{BufRead, BufReader, Write},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc::{self, Receiver},
    thread,
    time::Duration,
};

use serde_json::Value;
use support::{json_events, require, tactus};

const QUIET: &[&str] = &[
    "--format",
    "json",
    "--script",
    "-",
    "--speech",
    "off",
    "--sound",
    "off",
    "--gamepad",
    "off",
    "--braille",
    "off",
];

/// How long an event may take to come, on a loaded machine.
const PATIENCE: Duration = Duration::from_secs(30);

/// A running tactus, its input and its JSON events as they come (read on a thread of their own, so that a test waits
/// for them with a deadline).
struct Running {
    child: Child,
    input: ChildStdin,
    events: Receiver<Value>,
}

impl Running {
    fn start(command: &mut Command) -> Running {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        let (sender, events) = mpsc::channel();
        thread::spawn(move || {
            for line in output.lines().map_while(Result::ok) {
                if sender.send(serde_json::from_str(&line).unwrap()).is_err() {
                    return;
                }
            }
        });
        Running {
            child,
            input,
            events,
        }
    }

    /// Types `lines`, then reads events until one named `name` has come.
    fn type_until(&mut self, lines: &str, name: &str) -> Value {
        self.input.write_all(lines.as_bytes()).unwrap();
        self.input.flush().unwrap();
        while let Ok(event) = self.events.recv_timeout(PATIENCE) {
            if event["event"] == name {
                return event;
            }
        }
        let _ = self.child.kill();
        panic!("no {name} event within {PATIENCE:?}");
    }

    /// Sends `signal` (a name for kill(1)) and waits for the end: the exit code and the events after the signal.
    fn signal(mut self, signal: &str) -> (Option<i32>, Vec<Value>, String) {
        let sent = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(self.child.id().to_string())
            .status()
            .unwrap();
        assert!(sent.success());
        let mut events = Vec::new();
        while let Ok(event) = self.events.recv_timeout(PATIENCE) {
            events.push(event);
        }
        // Still running after the events stopped: it hangs, and the exit code will say so.
        let _ = self.child.kill();
        let out = self.child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        (out.status.code(), events, stderr)
    }
}

fn kill_is_there(test: &str) -> bool {
    let found = Command::new("kill").arg("-l").output().is_ok();
    require(&format!("{test}: kill (procps)"), found)
}

/// A real-time game with a clock running, stopped by `signal`: its exit code and journal are checked, and the game
/// resumes with the clocks as they were at the signal.
fn game_stopped_by(signal: &str, code: i32) {
    if !kill_is_there(signal) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.tactus");
    let mut game = Running::start(
        tactus()
            .arg("play")
            .args(QUIET)
            .args(["--time", "5", "--journal"])
            .arg(&journal),
    );
    game.type_until("go\ne4\npress\n", "press");
    let (status, events, stderr) = game.signal(signal);
    assert_eq!(status, Some(code), "{events:?} {stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    let names: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["pause", "notice"], "{events:?}");
    let notice = events[1]["text"].as_str().unwrap();
    let path = journal.display().to_string();
    assert_eq!(
        notice,
        format!(
            "Stopped by SIG{signal}: every move is in the journal {path}, and tactus resume {path} continues the game"
        )
    );
    let text = std::fs::read_to_string(&journal).unwrap();
    let last = text.lines().last().unwrap();
    assert!(last.starts_with(r#"{"record":"pause","#), "{last}");

    // The resumed game starts with the clocks stopped at the signal's instant.
    let paused = &events[0];
    let out = support::run_with_stdin(
        tactus()
            .arg("resume")
            .args(QUIET)
            .arg("--virtual-time")
            .arg(&journal),
        "time\n",
    );
    let resumed = json_events(&out);
    let time = resumed
        .iter()
        .find(|e| e["event"] == "answer")
        .expect("the time answered");
    let resumed_event = resumed.iter().find(|e| e["event"] == "resumed").unwrap();
    assert_eq!(
        resumed_event["white_ms"], paused["white_ms"],
        "{resumed:?} {paused}"
    );
    assert_eq!(
        resumed_event["black_ms"], paused["black_ms"],
        "{resumed:?} {paused}"
    );
    assert!(time["text"].as_str().unwrap().contains("minutes"), "{time}");
}

#[test]
fn sigterm_stops_the_clock_in_the_journal_and_tells_how_to_resume() {
    game_stopped_by("TERM", 143);
}

#[test]
fn sigint_stops_the_game_the_same_way() {
    game_stopped_by("INT", 130);
}

#[test]
fn sighup_stops_the_game_the_same_way() {
    game_stopped_by("HUP", 129);
}

/// The talking clock stopped by Ctrl-C: told, and the signal's exit code.
#[test]
fn the_clock_stopped_by_sigint_says_so() {
    if !kill_is_there("clock") {
        return;
    }
    let mut clock = Running::start(tactus().arg("clock").args(QUIET).args(["--time", "5"]));
    clock.type_until("go\n", "start");
    let (status, events, stderr) = clock.signal("INT");
    assert_eq!(status, Some(130), "{events:?} {stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    let texts: Vec<&str> = events.iter().filter_map(|e| e["text"].as_str()).collect();
    assert_eq!(texts, ["Stopped by SIGINT"], "{events:?}");
}

/// A game already over when the signal comes: nothing is written, and the notice does not offer to resume.
#[test]
fn a_finished_game_stopped_by_sigterm_is_told_plainly() {
    if !kill_is_there("finished game") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.tactus");
    let mut game = Running::start(
        tactus()
            .arg("play")
            .args(QUIET)
            .arg("--journal")
            .arg(&journal),
    );
    game.type_until("f3\npress\ne5\npress\ng4\npress\nQh4\npress\n", "result");
    let before = std::fs::read_to_string(&journal).unwrap();
    let (status, events, _) = game.signal("TERM");
    assert_eq!(status, Some(143));
    let texts: Vec<&str> = events.iter().filter_map(|e| e["text"].as_str()).collect();
    assert_eq!(texts, ["Stopped by SIGTERM"], "{events:?}");
    assert_eq!(std::fs::read_to_string(&journal).unwrap(), before);
}
