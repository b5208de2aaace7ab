//! Training sessions journaled through the real binary: a puzzle session ended and resumed (its rated puzzle told
//! to the history once), an endgame drill killed with SIGKILL after a move and resumed to mate, both exported as
//! PGN; a journal whose session cannot be made again, and an export to anything but PGN, refused plainly.

use std::{
    io::{BufRead, BufReader, Write},
    path::Path,
    process::{Command, Output, Stdio},
    sync::mpsc,
    thread,
    time::Duration,
};

use crate::support::{self, json_events, path, run_with_stdin, tactus};
use serde_json::Value;

/// A mate in one for White after ...a2 (rated 700: the only one of the fixture rated so), and more.
const FIXTURE: &str = "tests/data/puzzles.csv";

/// KQK with one defence: 1. Qb7 Kg8 (forced), then 2. Qg7#.
const KQK: &str = "7k/8/6K1/8/8/8/8/1Q6 w - - 0 1";

/// `tactus` with its data folder in `data`, no devices, JSON lines, commands from standard input.
fn trained(data: &Path) -> Command {
    let mut command = tactus();
    command.env("XDG_DATA_HOME", data).env("APPDATA", data);
    command
}

fn session(command: &mut Command) -> &mut Command {
    command.args(support::NO_DEVICES).args([
        "--voice",
        "en",
        "--format",
        "json",
        "--script",
        "-",
        "--virtual-time",
    ])
}

fn succeeded(out: &Output) -> Vec<Value> {
    assert!(out.status.success(), "{out:?}");
    json_events(out)
}

/// The texts of the events of kind `kind` (and query `query`, for answers).
fn texts(events: &[Value], kind: &str, query: Option<&str>) -> Vec<String> {
    events
        .iter()
        .filter(|e| e["event"] == kind)
        .filter(|e| query.is_none_or(|q| e["query"] == q))
        .filter_map(|e| e["text"].as_str().map(str::to_string))
        .collect()
}

fn export(data: &Path, journal: &Path) -> String {
    let out = trained(data)
        .args(["export", "--to", "pgn"])
        .arg(journal)
        .output()
        .expect("tactus runs");
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The movetext of a PGN: its lines after the tags, joined.
fn movetext(pgn: &str) -> String {
    pgn.lines()
        .filter(|l| !l.starts_with('[') && !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

fn a_puzzle_session_is_resumed_where_it_stood_and_exported() {
    let data = tempfile::tempdir().expect("a temporary folder");
    let journal = data.path().join("puzzles.jsonl");
    let choice = ["--puzzles", FIXTURE, "--rating", "700-700", "--seed", "4"];
    // First run: a hint and a wrong move, then the script ends as if the computer stopped.
    let first = succeeded(&run_with_stdin(
        session(
            trained(data.path())
                .current_dir(path("."))
                .arg("puzzle")
                .args(choice),
        )
        .arg("--journal")
        .arg(&journal),
        "hint\nRd7\n",
    ));
    assert_eq!(
        texts(&first, "answer", Some("puzzle")),
        ["Puzzle rated 700"]
    );
    assert_eq!(texts(&first, "answer", Some("wrong")).len(), 1, "{first:?}");
    // Resumed: said so, the puzzle is where it was (...a2 played, White to move), and another mate solves it.
    let resumed = succeeded(&run_with_stdin(
        session(
            trained(data.path())
                .current_dir(path("."))
                .arg("resume")
                .arg(&journal),
        ),
        "Re8\nquit\n",
    ));
    assert_eq!(
        texts(&resumed, "notice", None),
        ["Resumed where the journal left off"]
    );
    assert_eq!(
        texts(&resumed, "answer", Some("solved")).len(),
        1,
        "{resumed:?}"
    );
    // The wrong move rated the puzzle once: the history holds one attempt, not solved, after both runs.
    let history = std::fs::read_to_string(data.path().join("tactus/puzzles/history.csv"))
        .expect("the rating history");
    let rows: Vec<&str> = history.lines().filter(|l| l.contains("tmate")).collect();
    assert_eq!(rows.len(), 1, "{history}");
    let pgn = export(data.path(), &journal);
    assert!(pgn.contains("[Event \"Puzzle tmate\"]"), "{pgn}");
    assert!(
        pgn.contains("[FEN \"7k/5ppp/8/8/8/p7/5PPP/3RR1K1 b - - 0 1\"]"),
        "{pgn}"
    );
    assert_eq!(
        movetext(&pgn),
        "1... a2 {hint 1} {wrong: Rd7} 2. Re8# {solved} *"
    );
}

/// Starts the endgame drill from [`KQK`] with its journal at `journal`, types `Qb7` once it has begun, and returns
/// the process and its lines.
fn start_endgame(data: &Path, journal: &Path) -> (std::process::Child, mpsc::Receiver<String>) {
    let mut child = trained(data)
        .args(["endgame", KQK])
        .args(support::NO_DEVICES)
        .args(["--voice", "en", "--format", "json", "--script", "-"])
        .arg("--journal")
        .arg(journal)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("tactus starts");
    let mut stdin = child.stdin.take().expect("stdin");
    writeln!(stdin, "Qb7").expect("the move is typed");
    // Standard input stays open (the drill waits for more) until the process is killed.
    std::mem::forget(stdin);
    let stdout = child.stdout.take().expect("stdout");
    let (lines, received) = mpsc::channel();
    thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                return;
            }
        }
    });
    (child, received)
}

fn an_endgame_killed_after_a_move_is_resumed_to_mate_and_exported() {
    let data = tempfile::tempdir().expect("a temporary folder");
    let journal = data.path().join("endgame.jsonl");
    let (mut child, lines) = start_endgame(data.path(), &journal);
    // The tables' reply (the only one) is announced: the move is in the journal; then the process is killed.
    let replied = loop {
        match lines.recv_timeout(Duration::from_secs(60)) {
            Ok(line) if line.contains("\"announce\"") => break line,
            Ok(_) => {}
            Err(e) => {
                let _ = child.kill();
                panic!("no reply announced: {e}");
            }
        }
    };
    child.kill().expect("the drill is killed");
    let _ = child.wait();
    assert!(replied.contains("\"san\":\"Kg8\""), "{replied}");
    let resumed = succeeded(&run_with_stdin(
        session(trained(data.path()).arg("resume").arg(&journal)),
        "Qg7\n",
    ));
    assert_eq!(
        texts(&resumed, "notice", None).first().map(String::as_str),
        Some("Resumed where the journal left off")
    );
    assert!(
        texts(&resumed, "notice", None)
            .iter()
            .any(|t| t.contains("Checkmate") || t.contains("checkmate")),
        "{resumed:?}"
    );
    let pgn = export(data.path(), &journal);
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert_eq!(movetext(&pgn), "1. Qb7 Kg8 2. Qg7# 1-0");
}

fn a_journal_that_cannot_be_made_again_is_refused_and_left_as_it_is() {
    let data = tempfile::tempdir().expect("a temporary folder");
    let journal = data.path().join("moved.jsonl");
    let header = r#"{"format":"tactus-journal","version":1}"#;
    // A start whose first position is not where its drill starts: the data it came from changed.
    let start = format!(
        r#"{{"training":{{"drill":"endgame","args":["{KQK}","--voice","en"],"at":"2026-11-27T10:00:00Z","first":"8/8/8/8/8/8/8/K1k1Q3 w - - 0 1"}}}}"#
    );
    let text = format!("{header}\n{start}\n{{\"line\":{{\"t\":0,\"text\":\"Qb7\"}}}}\n");
    std::fs::write(&journal, &text).expect("the journal is written");
    let out = run_with_stdin(
        session(trained(data.path()).arg("resume").arg(&journal)),
        "",
    );
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("cannot be resumed"), "{said}");
    assert_eq!(std::fs::read_to_string(&journal).expect("kept"), text);
    let out = trained(data.path())
        .args(["export", "--to", "text"])
        .arg(&journal)
        .output()
        .expect("tactus runs");
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--to pgn"));
}

pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "training::a_puzzle_session_is_resumed_where_it_stood_and_exported",
            a_puzzle_session_is_resumed_where_it_stood_and_exported,
        ),
        crate::trial(
            "training::an_endgame_killed_after_a_move_is_resumed_to_mate_and_exported",
            an_endgame_killed_after_a_move_is_resumed_to_mate_and_exported,
        ),
        crate::trial(
            "training::a_journal_that_cannot_be_made_again_is_refused_and_left_as_it_is",
            a_journal_that_cannot_be_made_again_is_refused_and_left_as_it_is,
        ),
    ]
}
