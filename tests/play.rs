//! `tactus play`, `tactus resume` and `tactus export` through the real binary: scripted sessions on virtual time
//! whose JSON events are checked in order, field by field, against the contract (docs/cli.md) and the laws
//! (rules/appendix-d.md).
//!
//! - `play/flow.rs`: pending moves and `press` (D.2.3), the slip of the tongue (D.2.8), practice mode, bad input;
//! - `play/queries.rs`: time, moves, last, square, rank, file, board, pieces, verify;
//! - `play/endings.rs`: the endings the rules reach by themselves (on the announcement), a start position already
//!   over, and moves after the end;
//! - `play/forfeits.rs`: resignation, flag fall, illegal moves (7.5);
//! - `play/flag_after_ending.rs`: a move that ends the game, made before the flag fell, waiting for the press;
//! - `play/claims.rs`: threefold and fifty-move claims (9.2, 9.3, 9.5), the locked intended move, claimable-draw
//!   notices;
//! - `play/offers.rs`: draw offers (9.1.2), declined by a move, accepted with the move pending;
//! - `play/letters.rs`: piece letters by the pack's language, `--notation`, and the other notation's reading;
//! - `play/journal.rs`: adjournment (offers and resignation while adjourned), resumption, `arbiter takeback`;
//! - `play/envelope.rs`: the sealed move enciphered to one length, its key derived with Argon2id, older envelopes;
//! - `play/damaged.rs`: damaged journals, refused without touching the file;
//! - `play/export.rs`: PGN (read back by python-chess) and text export;
//! - `play/rulings.rs`: the control counted from a start position's move number, the arbiter's result replacing the
//!   program's, an increment introduced, a lost envelope;
//! - `play/text.rs`: the plain text lines.
//!
//! Every session writes its journal in a temporary folder and plays without sound.

use crate::support;

mod claims;
mod cursor;
mod damaged;
mod endings;
mod envelope;
mod export;
mod flag_after_ending;
mod flow;
mod forfeits;
mod journal;
mod letters;
mod offers;
mod queries;
mod rulings;
mod text;
mod usage;

use std::{
    path::{Path, PathBuf},
    process::Output,
};

use crate::support::{run_with_stdin, tactus};
use serde_json::Value;
use tempfile::TempDir;

/// The options of every scripted session: no sound, no gamepad or braille display, commands from standard input,
/// virtual time, JSON lines.
const SESSION: [&str; 13] = [
    "--sound",
    "off",
    "--speech",
    "off",
    "--gamepad",
    "off",
    "--braille",
    "off",
    "--virtual-time",
    "--script",
    "-",
    "--format",
    "json",
];

/// One minute in milliseconds.
const M: i64 = 60_000;
/// Ninety minutes.
const NINETY: i64 = 90 * M;

/// Knights out and back, both sides: four plies that bring the start position back.
const KNIGHT_DANCE: &str = "Nf3\npress\nNf6\npress\nNg1\npress\nNg8\npress\n";

/// A game played: its events, and its journal (in a folder that lives as long as this).
struct Game {
    events: Vec<Value>,
    journal: PathBuf,
    dir: TempDir,
}

/// Runs `tactus play ARGS` on `script` with a journal in a new temporary folder; the session must succeed.
fn play(args: &[&str], script: &str) -> Game {
    let (out, journal, dir) = play_output(args, &SESSION, script);
    Game {
        events: events(&out),
        journal,
        dir,
    }
}

/// Runs `tactus play --journal DIR/j.jsonl OPTIONS ARGS` on `script`, whatever the outcome.
fn play_output(args: &[&str], options: &[&str], script: &str) -> (Output, PathBuf, TempDir) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let journal = dir.path().join("j.jsonl");
    let out = run_with_stdin(
        tactus()
            .arg("play")
            .arg("--journal")
            .arg(&journal)
            .args(options)
            .args(args),
        script,
    );
    (out, journal, dir)
}

/// Runs `tactus resume JOURNAL ARGS` on `script` as a JSON session; it must succeed.
fn resume(journal: &Path, args: &[&str], script: &str) -> Vec<Value> {
    events(&resume_output(journal, args, script))
}

/// Runs `tactus resume JOURNAL` as a JSON session, whatever the outcome.
fn resume_output(journal: &Path, args: &[&str], script: &str) -> Output {
    run_with_stdin(
        tactus().arg("resume").arg(journal).args(SESSION).args(args),
        script,
    )
}

/// Runs `tactus export JOURNAL ARGS`.
fn export(journal: &Path, args: &[&str]) -> Output {
    run_with_stdin(tactus().arg("export").arg(journal).args(args), "")
}

/// The PGN export of a journal; it must succeed.
fn pgn(journal: &Path) -> String {
    let out = export(journal, &["--to", "pgn"]);
    assert!(out.status.success(), "{}", stderr(&out));
    stdout(&out)
}

/// The JSON events of a successful session.
fn events(out: &Output) -> Vec<Value> {
    support::json_events(out)
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("UTF-8 output")
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).expect("UTF-8 errors")
}

/// The event names in order, leaving out the opening `game` event.
fn names(events: &[Value]) -> Vec<&str> {
    events
        .iter()
        .map(|e| e["event"].as_str().expect("every event has a name"))
        .filter(|name| *name != "game")
        .collect()
}

/// The events of one kind.
fn of<'a>(events: &'a [Value], name: &str) -> Vec<&'a Value> {
    events.iter().filter(|e| e["event"] == name).collect()
}

/// The one event of a kind; fails when there is not exactly one.
fn only<'a>(events: &'a [Value], name: &str) -> &'a Value {
    let found = of(events, name);
    assert_eq!(found.len(), 1, "one {name} event expected: {events:#?}");
    found[0]
}

/// An event without its instant: exactly what it says.
fn plain(event: &Value) -> Value {
    let mut event = event.clone();
    event.as_object_mut().expect("an object").remove("t_ms");
    event
}

/// Some fields of an event, as an object (a missing field is null).
fn pick(event: &Value, keys: &[&str]) -> Value {
    keys.iter()
        .map(|k| (k.to_string(), event.get(*k).cloned().unwrap_or(Value::Null)))
        .collect::<serde_json::Map<_, _>>()
        .into()
}

/// The texts of the answers, in order.
fn answers(events: &[Value]) -> Vec<String> {
    texts(events, "answer", "text")
}

/// The messages of the errors, in order.
fn errors(events: &[Value]) -> Vec<String> {
    texts(events, "error", "message")
}

fn texts(events: &[Value], name: &str, field: &str) -> Vec<String> {
    of(events, name)
        .iter()
        .map(|e| e[field].as_str().expect("a text field").to_string())
        .collect()
}

/// The result event's score and reason.
fn result(events: &[Value]) -> (String, String) {
    let r = only(events, "result");
    (
        r["result"].as_str().unwrap().to_string(),
        r["reason"].as_str().unwrap().to_string(),
    )
}

/// (ply, san, pending) of every announcement.
fn announced(events: &[Value]) -> Vec<(u64, String, bool)> {
    of(events, "announce")
        .iter()
        .map(|e| {
            (
                e["ply"].as_u64().unwrap(),
                e["san"].as_str().unwrap().to_string(),
                e["pending"].as_bool().unwrap(),
            )
        })
        .collect()
}

/// (ply, side) of every press.
fn pressed(events: &[Value]) -> Vec<(u64, String)> {
    of(events, "press")
        .iter()
        .map(|e| {
            (
                e["ply"].as_u64().unwrap(),
                e["side"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// Each move followed by `press`: a script of completed moves in tournament mode.
fn moves(sans: &[&str]) -> String {
    sans.iter().map(|san| format!("{san}\npress\n")).collect()
}

/// The SAN moves of a PGN's movetext, without numbers, comments and result.
fn pgn_moves(pgn: &str) -> Vec<String> {
    let movetext: String = pgn
        .lines()
        .filter(|l| !l.starts_with('['))
        .collect::<Vec<_>>()
        .join(" ");
    let mut out = Vec::new();
    let mut depth = 0;
    let mut word = String::new();
    for c in movetext.chars().chain([' ']) {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth > 0 => {}
            c if c.is_whitespace() => {
                let token = std::mem::take(&mut word);
                let numbered = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
                let is_result = ["1-0", "0-1", "1/2-1/2", "*"].contains(&token.as_str());
                if !numbered.is_empty() && !is_result {
                    out.push(numbered.to_string());
                }
            }
            c => word.push(c),
        }
    }
    out
}

/// The journal's lines after the header and the setup (which holds the date and time the game began).
fn records(journal: &Path) -> Vec<String> {
    std::fs::read_to_string(journal)
        .expect("the journal is readable")
        .lines()
        .skip(2)
        .map(str::to_string)
        .collect()
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![];
    trials.extend(claims::trials());
    trials.extend(cursor::trials());
    trials.extend(damaged::trials());
    trials.extend(endings::trials());
    trials.extend(envelope::trials());
    trials.extend(export::trials());
    trials.extend(flow::trials());
    trials.extend(flag_after_ending::trials());
    trials.extend(forfeits::trials());
    trials.extend(journal::trials());
    trials.extend(letters::trials());
    trials.extend(offers::trials());
    trials.extend(queries::trials());
    trials.extend(usage::trials());
    trials.extend(rulings::trials());
    trials.extend(text::trials());
    trials
}
