//! `tactus review` through the binary with the real Stockfish (a low depth, so each run takes a moment): a queen
//! left en prise named a blunder with the move that saves it; the review kept beside the journal, so a second
//! review starts no engine; the blind player's mistake practised and found; the review written into the PGN.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::support::{self, require, tactus, NO_DEVICES};

const STOCKFISH: &str = "/usr/games/stockfish";

/// 1. e4 e5 2. Nf3 Qg5?? 3. Nxg5: Black (the blind player) leaves the queen to the knight.
const JOURNAL: &str = r#"{"format":"tactus-journal","version":1}
{"record":"setup","white":"Anna","black":"Bert","blind":"black","mode":"practice","cues":"own","cue_marks":["5min","15min","minute","seconds"],"control":null,"category":null,"fen":null,"notation":"en","voice":"fide","style":"short","event":"","site":"","round":"","date":"2026.11.29","started":"2026-11-29T10:00:00Z"}
{"record":"move","t":0,"uci":"e2e4","san":"e4"}
{"record":"move","t":0,"uci":"e7e5","san":"e5"}
{"record":"move","t":0,"uci":"g1f3","san":"Nf3"}
{"record":"move","t":0,"uci":"d8g5","san":"Qg5"}
{"record":"move","t":0,"uci":"f3g5","san":"Nxg5"}
"#;

/// A folder holding the journal, and the journal's path.
fn journal() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("game.jsonl");
    std::fs::write(&path, JOURNAL).expect("the journal written");
    (dir, path)
}

/// The JSON events of `tactus review JOURNAL ARGS` (at depth 8 unless ARGS say), which must succeed.
fn review(journal: &Path, args: &[&str], script: &str) -> Vec<Value> {
    let depth = if args.contains(&"--depth") {
        &[][..]
    } else {
        &["--depth", "8"][..]
    };
    let out = support::run_with_stdin(
        tactus()
            .arg("review")
            .arg(journal)
            .args(depth)
            .args(["--format", "json"])
            .args(NO_DEVICES)
            .args(args),
        script,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    support::json_events(&out)
}

/// The `review` events.
fn faults(events: &[Value]) -> Vec<&Value> {
    events.iter().filter(|e| e["event"] == "review").collect()
}

fn the_queen_left_en_prise_is_a_blunder_and_the_second_review_starts_no_engine() {
    if !require(
        "Stockfish (/usr/games/stockfish)",
        Path::new(STOCKFISH).exists(),
    ) {
        return;
    }
    let (_dir, path) = journal();
    let events = review(&path, &[], "");
    assert_eq!(events[0]["query"], "summary", "{events:?}");
    let blunder = faults(&events)
        .into_iter()
        .find(|e| e["ply"] == 4)
        .unwrap_or_else(|| panic!("no review of 2... Qg5: {events:?}"));
    assert_eq!(blunder["side"], "black");
    assert_eq!(blunder["san"], "Qg5");
    assert_eq!(blunder["verdict"], "blunder");
    let best = blunder["best"].as_str().expect("a best move");
    assert_ne!(best, "Qg5");
    assert!(blunder["text"].as_str().unwrap().contains("blunder"));
    let kept = path.with_file_name("game.jsonl.review");
    assert!(kept.exists(), "the review is kept beside the journal");
    let again = review(&path, &["--engine", "/nonexistent"], "");
    assert_eq!(again, events, "the kept review is read back as it was");
    let header = |kept: &Path| {
        let text = std::fs::read_to_string(kept).expect("the kept review");
        text.lines().next().unwrap_or_default().to_string()
    };
    assert!(header(&kept).contains("\tdepth 8\t"), "{}", header(&kept));
    let deeper = support::run_with_stdin(
        tactus()
            .arg("review")
            .arg(&path)
            .args(["--depth", "9", "--engine", "/nonexistent"])
            .args(NO_DEVICES),
        "",
    );
    assert_eq!(
        deeper.status.code(),
        Some(2),
        "another depth is reviewed anew"
    );
    review(&path, &["--depth", "6"], "");
    assert!(header(&kept).contains("\tdepth 6\t"), "{}", header(&kept));
}

fn no_engine_is_said_and_nothing_is_kept() {
    let (_dir, path) = journal();
    let out = support::run_with_stdin(
        tactus()
            .arg("review")
            .arg(&path)
            .args(["--engine", "/nonexistent/stockfish"])
            .args(NO_DEVICES),
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("/nonexistent/stockfish"), "{said}");
    assert!(!path.with_file_name("game.jsonl.review").exists());
}

fn the_blind_player_s_blunder_is_practised_and_the_best_move_found() {
    if !require(
        "Stockfish (/usr/games/stockfish)",
        Path::new(STOCKFISH).exists(),
    ) {
        return;
    }
    let (_dir, path) = journal();
    let events = review(&path, &[], "");
    let best = faults(&events)
        .into_iter()
        .find(|e| e["ply"] == 4)
        .and_then(|e| e["best"].as_str().map(String::from))
        .expect("the blunder's best move");
    let practice = review(
        &path,
        &["--practice", "--script", "-", "--virtual-time"],
        &format!("{best}\n"),
    );
    let queries: Vec<&str> = practice
        .iter()
        .filter_map(|e| e["query"].as_str())
        .collect();
    assert_eq!(queries.first(), Some(&"position"), "{practice:?}");
    assert!(queries.contains(&"right"), "{practice:?}");
    assert!(queries.contains(&"done"), "{practice:?}");
}

fn the_annotated_export_carries_the_evaluations_and_the_blunder() {
    if !require(
        "Stockfish (/usr/games/stockfish)",
        Path::new(STOCKFISH).exists(),
    ) {
        return;
    }
    let (_dir, path) = journal();
    let export = || {
        tactus()
            .arg("export")
            .arg(&path)
            .args(["--to", "pgn", "--annotated"])
            .output()
            .expect("tactus export runs")
    };
    let before = export();
    assert_eq!(before.status.code(), Some(2));
    let said = String::from_utf8_lossy(&before.stderr);
    assert!(said.contains("tactus review"), "{said}");
    review(&path, &[], "");
    let after = export();
    assert!(after.status.success());
    let pgn = String::from_utf8_lossy(&after.stdout);
    let pgn = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(pgn.contains("1. e4 {[%eval "), "{pgn}");
    assert!(pgn.contains("2... Qg5 $4 {[%eval "), "{pgn}");
    assert!(pgn.contains("Blunder. Best was "), "{pgn}");
}

pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "review::the_queen_left_en_prise_is_a_blunder_and_the_second_review_starts_no_engine",
            the_queen_left_en_prise_is_a_blunder_and_the_second_review_starts_no_engine,
        ),
        crate::trial(
            "review::no_engine_is_said_and_nothing_is_kept",
            no_engine_is_said_and_nothing_is_kept,
        ),
        crate::trial(
            "review::the_blind_player_s_blunder_is_practised_and_the_best_move_found",
            the_blind_player_s_blunder_is_practised_and_the_best_move_found,
        ),
        crate::trial(
            "review::the_annotated_export_carries_the_evaluations_and_the_blunder",
            the_annotated_export_carries_the_evaluations_and_the_blunder,
        ),
    ]
}
