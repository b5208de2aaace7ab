//! SIGTERM, SIGINT and SIGHUP sent to a real-time game and to the talking clock: the session ends the way `quit`
//! does, the running clock is stopped in the journal (so the resumed game has the exact times), the user is told where
//! the game is and how to resume it, and the exit code is the signal's by the shells' convention.

use crate::support;

use std::process::Command;

use serde_json::Value;

use crate::support::{json_events, require, running::Running, tactus, NO_DEVICES};

/// JSON events from a script on standard input, without devices.
fn quiet(command: &mut Command) -> &mut Command {
    command
        .args(["--format", "json", "--script", "-"])
        .args(NO_DEVICES)
}

/// Sends `signal` to `running` and waits for the end: the exit code, the events that came after the signal, and
/// standard error.
fn stop_with(running: Running, signal: &str) -> (Option<i32>, Vec<Value>, String) {
    let before = running.seen.len();
    let ended = running.stop_with(signal);
    let events = ended.events().split_off(before);
    (ended.status.code(), events, ended.stderr)
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
        quiet(tactus().arg("play"))
            .args(["--time", "5", "--journal"])
            .arg(&journal),
    );
    game.type_until("go\ne4\npress\n", "press");
    let (status, events, stderr) = stop_with(game, signal);
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
        quiet(tactus().arg("resume"))
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

fn sigterm_stops_the_clock_in_the_journal_and_tells_how_to_resume() {
    game_stopped_by("TERM", 143);
}

fn sigint_stops_the_game_the_same_way() {
    game_stopped_by("INT", 130);
}

fn sighup_stops_the_game_the_same_way() {
    game_stopped_by("HUP", 129);
}

/// The talking clock stopped by Ctrl-C: told, and the signal's exit code.
fn the_clock_stopped_by_sigint_says_so() {
    if !kill_is_there("clock") {
        return;
    }
    let mut clock = Running::start(quiet(tactus().arg("clock")).args(["--time", "5"]));
    clock.type_until("go\n", "start");
    let (status, events, stderr) = stop_with(clock, "INT");
    assert_eq!(status, Some(130), "{events:?} {stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    let texts: Vec<&str> = events.iter().filter_map(|e| e["text"].as_str()).collect();
    assert_eq!(texts, ["Stopped by SIGINT"], "{events:?}");
}

/// A game already over when the signal comes: nothing is written, and the notice does not offer to resume.
fn a_finished_game_stopped_by_sigterm_is_told_plainly() {
    if !kill_is_there("finished game") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.tactus");
    let mut game = Running::start(quiet(tactus().arg("play")).arg("--journal").arg(&journal));
    game.type_until("f3\npress\ne5\npress\ng4\npress\nQh4\npress\n", "result");
    let before = std::fs::read_to_string(&journal).unwrap();
    let (status, events, _) = stop_with(game, "TERM");
    assert_eq!(status, Some(143));
    let texts: Vec<&str> = events.iter().filter_map(|e| e["text"].as_str()).collect();
    assert_eq!(texts, ["Stopped by SIGTERM"], "{events:?}");
    assert_eq!(std::fs::read_to_string(&journal).unwrap(), before);
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "signals::sigterm_stops_the_clock_in_the_journal_and_tells_how_to_resume",
            sigterm_stops_the_clock_in_the_journal_and_tells_how_to_resume,
        ),
        crate::trial(
            "signals::sigint_stops_the_game_the_same_way",
            sigint_stops_the_game_the_same_way,
        ),
        crate::trial(
            "signals::sighup_stops_the_game_the_same_way",
            sighup_stops_the_game_the_same_way,
        ),
        crate::trial(
            "signals::the_clock_stopped_by_sigint_says_so",
            the_clock_stopped_by_sigint_says_so,
        ),
        crate::trial(
            "signals::a_finished_game_stopped_by_sigterm_is_told_plainly",
            a_finished_game_stopped_by_sigterm_is_told_plainly,
        ),
    ];
    trials
}
