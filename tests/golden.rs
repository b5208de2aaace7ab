//! The JSON event stream, byte for byte: scripted sessions through the real binary on virtual time whose lines are
//! kept in `tests/data/golden/` (one `.jsonl` per session, its script beside it as `.script`). Together they report
//! every kind of event the contract lists (docs/cli.md, "Events"), so a change in how any event is written fails
//! here. `TACTUS_BLESS=1 cargo test --test integration golden` writes the files anew after an intended change.
//!
//! The sessions run one after another in one folder, with the journal named relative to it, so that the paths in
//! the stream are the same on every machine; `resumed` goes on with the journal `unfinished` left. The one thing a
//! run draws at random, the code of a sealed move's envelope, is written as [`CODE`].

use std::{
    collections::BTreeSet,
    path::{Path, PathBuf},
    process::Output,
};

use tactus_core::Event;

use crate::support::{self, run_with_stdin, tactus};

/// The options of every session after [`support::NO_DEVICES`]: commands from standard input, virtual time, JSON lines.
const SESSION: [&str; 5] = ["--virtual-time", "--script", "-", "--format", "json"];

/// What stands for the envelope's code in the kept stream.
const CODE: &str = "CODE0-CODE0";

/// The sessions, in the order they run: each one's name and its command line before [`SESSION`].
const SESSIONS: [(&str, &[&str]); 6] = [
    ("clock", &["clock", "--time", "5+3", "--cues", "both"]),
    (
        "tournament",
        &["play", "--journal", "tournament.jsonl", "--time", "90"],
    ),
    (
        "adjourned",
        &["play", "--journal", "adjourned.jsonl", "--time", "90"],
    ),
    (
        "practice",
        &["play", "--journal", "practice.jsonl", "--mode", "practice"],
    ),
    ("unfinished", &["play", "--journal", "unfinished.jsonl"]),
    ("resumed", &["resume", "unfinished.jsonl"]),
];

/// Every kind of event by its name in the stream: `notice` stands for both `Event::Notice` and `Event::Left`.
const KINDS: [&str; 24] = [
    "start",
    "press",
    "pause",
    "adjust",
    "cue",
    "flag",
    "game",
    "resumed",
    "announce",
    "result",
    "confirm",
    "draw_offer",
    "draw_declined",
    "claim",
    "penalty",
    "adjourned",
    "envelope_code",
    "takeback",
    "discrepancy",
    "notice",
    "answer",
    "rate",
    "cursor",
    "error",
];

/// The name of `event`'s kind in the JSON stream. The match names every variant, so a new kind of event does not
/// compile here until it is named here, which is the moment to add it to [`KINDS`]; the golden sessions then fail
/// until one of them reports it.
fn kind(event: &Event) -> &'static str {
    match event {
        Event::Start { .. }
        | Event::Press { .. }
        | Event::Pause { .. }
        | Event::Adjust { .. }
        | Event::Cue { .. }
        | Event::Flag { .. }
        | Event::Game { .. }
        | Event::Resumed { .. }
        | Event::Announce { .. }
        | Event::Result(..)
        | Event::Confirm { .. }
        | Event::DrawOffer { .. }
        | Event::DrawDeclined { .. }
        | Event::Claim { .. }
        | Event::Penalty { .. }
        | Event::Adjourned { .. }
        | Event::EnvelopeCode { .. }
        | Event::Takeback { .. }
        | Event::Discrepancy { .. }
        | Event::Notice { .. }
        | Event::Left { .. }
        | Event::Answer { .. }
        | Event::Rate { .. }
        | Event::Cursor { .. }
        | Event::Error { .. } => event.name(),
        // Reported only with an electronic board: the board tests (tests/boards) check its lines.
        Event::Board { .. } => "board",
        // Reported only by the analysis board's engine: the analysis tests (tests/analyse.rs) check its lines.
        Event::Eval { .. } => "eval",
        // Reported only by the review of a game: the review tests (tests/review.rs) check its lines.
        Event::Review { .. } => "review",
    }
}

// The match is the enum's own list: kept compiled though nothing calls it.
const _: fn(&Event) -> &'static str = kind;

/// The folder of the kept sessions.
fn golden() -> PathBuf {
    support::path("tests/data/golden")
}

/// Runs one session in `dir` on its kept script; its standard output with the envelope's code replaced.
fn run(dir: &Path, name: &str, args: &[&str]) -> String {
    let script = std::fs::read_to_string(golden().join(format!("{name}.script")))
        .unwrap_or_else(|e| panic!("the script of {name}: {e}"));
    let out: Output = run_with_stdin(
        tactus()
            .current_dir(dir)
            .args(args)
            .args(support::NO_DEVICES)
            .args(SESSION),
        &script,
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stderr.is_empty(),
        "{name}: exit {:?}: {stderr}",
        out.status
    );
    let stream = String::from_utf8(out.stdout).expect("UTF-8 output");
    lines(&stream)
        .iter()
        .filter(|event| event["event"] == "envelope_code")
        .map(|event| event["code"].as_str().expect("a code").to_string())
        .fold(stream.clone(), |stream, code| stream.replace(&code, CODE))
}

fn every_event_is_written_as_kept() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let bless = std::env::var_os("TACTUS_BLESS").is_some();
    let mut seen = BTreeSet::new();
    let mut differ = Vec::new();
    for (name, args) in SESSIONS {
        let stream = run(dir.path(), name, args);
        let kept_path = golden().join(format!("{name}.jsonl"));
        if bless {
            std::fs::write(&kept_path, &stream).expect("the golden file written");
        }
        let kept = std::fs::read_to_string(&kept_path).unwrap_or_default();
        if kept != stream {
            differ.push(format!("{name}:\n--- kept\n{kept}--- now\n{stream}"));
        }
        for event in lines(&stream) {
            seen.insert(event["event"].as_str().expect("a name").to_string());
        }
    }
    assert!(
        differ.is_empty(),
        "the JSON stream differs from tests/data/golden (TACTUS_BLESS=1 writes it anew after an intended \
         change):\n{}",
        differ.join("\n")
    );
    let missing: Vec<&str> = KINDS
        .into_iter()
        .filter(|name| !seen.contains(*name))
        .collect();
    assert!(missing.is_empty(), "no golden session reports {missing:?}");
    let unknown: Vec<&String> = seen
        .iter()
        .filter(|name| !KINDS.contains(&name.as_str()))
        .collect();
    assert!(
        unknown.is_empty(),
        "kinds of event not in KINDS: {unknown:?}"
    );
}

/// The JSON objects of a stream, one a line.
fn lines(stream: &str) -> Vec<serde_json::Value> {
    stream
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")))
        .collect()
}

pub(crate) fn trials() -> Vec<libtest2_mimic::Trial> {
    vec![crate::trial(
        "golden::every_event_is_written_as_kept",
        every_event_is_written_as_kept,
    )]
}
