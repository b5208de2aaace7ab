//! A real-time game killed with SIGKILL at many points, then exported and resumed: every move the program
//! acknowledged (a `press` event printed) must be in the journal, in order, and the journal must resume.
//!
//! The journal writes and syncs each record before its effect is printed, so whatever the instant of the kill,
//! the export holds at least every acknowledged move (and at most one more, written but not yet printed).

use std::{
    io::{BufRead, BufReader, Write},
    process::{Child, Stdio},
    sync::mpsc,
    thread,
    time::Duration,
};

use crate::support::{self, run_with_stdin, tactus};

/// A game of 40 plies (the moves are typed as a player would, each followed by press).
const MOVES: &[&str] = &[
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6",
    "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "c4", "c6", "cxb5", "axb5", "Nc3", "Bb7", "Bg5", "b4",
    "Nb1", "h6", "Bh4", "c5", "dxe5", "Nxe4", "Bxe7", "Qxe7", "exd6", "Qf6", "Nbd2", "Nxd6",
];

/// How many times the game is killed; each run takes a fraction of a second.
const RUNS: u64 = 40;

/// A small deterministic generator, so a failing run can be repeated.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

/// Starts a game and feeds it the moves with short pauses; returns the child and the lines it printed so far.
/// Starts a game whose moves are typed once it has begun (its first line printed), so that the moves and the kill
/// are timed from the game's start, however long the program takes to start on a loaded machine; returns the
/// process, its lines, and a receiver that is told when the first line came.
fn start_game(
    journal: &std::path::Path,
    pause_ms: u64,
) -> (Child, mpsc::Receiver<String>, mpsc::Receiver<()>) {
    let mut child = tactus()
        .args(["play", "--time", "5+3"])
        .args(support::NO_DEVICES)
        .args(["--format", "json", "--script", "-"])
        .arg("--journal")
        .arg(journal)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("tactus starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let (begun, begins) = mpsc::channel::<()>();
    let (told, tells) = mpsc::channel::<()>();
    thread::spawn(move || {
        if begins.recv_timeout(Duration::from_secs(30)).is_err() {
            return;
        }
        for mv in MOVES {
            if writeln!(stdin, "{mv}\npress").is_err() {
                return;
            }
            thread::sleep(Duration::from_millis(pause_ms));
        }
        thread::sleep(Duration::from_secs(30));
    });
    let stdout = child.stdout.take().expect("stdout");
    let (lines, received) = mpsc::channel();
    thread::spawn(move || {
        for (index, line) in BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
            .enumerate()
        {
            if lines.send(line).is_err() {
                return;
            }
            if index == 0 {
                let _ = begun.send(());
                let _ = told.send(());
            }
        }
    });
    (child, received, tells)
}

/// The SAN moves of an exported PGN, in order.
fn exported_moves(pgn: &str) -> Vec<String> {
    let movetext: String = pgn
        .lines()
        .filter(|l| !l.starts_with('['))
        .collect::<Vec<_>>()
        .join(" ");
    let mut moves = Vec::new();
    let mut in_comment = false;
    for token in movetext.split_whitespace() {
        if in_comment {
            in_comment = !token.ends_with('}');
            continue;
        }
        if token.starts_with('{') {
            in_comment = !token.ends_with('}');
            continue;
        }
        let is_number = token
            .trim_end_matches('.')
            .chars()
            .all(|c| c.is_ascii_digit());
        if is_number || ["*", "1-0", "0-1", "1/2-1/2"].contains(&token) {
            continue;
        }
        moves.push(token.to_string());
    }
    moves
}

fn every_acknowledged_move_survives_a_kill() {
    let dir = tempfile::tempdir().unwrap();
    let mut random = Lcg(20_261_122);
    let mut killed_mid_game = 0;
    for run in 0..RUNS {
        let journal = dir.path().join(format!("game-{run}.jsonl"));
        let pause_ms = 4 + random.below(8);
        let (mut child, lines, begun) = start_game(&journal, pause_ms);
        // Killed at a random instant of the game's first 400 ms (once it has begun: its first line printed).
        let _ = begun.recv_timeout(Duration::from_secs(30));
        thread::sleep(Duration::from_millis(random.below(400)));
        child.kill().expect("SIGKILL");
        child.wait().expect("reaped");
        let printed: Vec<serde_json::Value> = lines
            .try_iter()
            .map(|l| {
                serde_json::from_str(&l)
                    .unwrap_or_else(|e| panic!("run {run}: not JSON: {l:?}: {e}"))
            })
            .collect();
        let pressed: Vec<u64> = printed
            .iter()
            .filter(|e| e["event"] == "press")
            .map(|e| e["ply"].as_u64().unwrap())
            .collect();
        if printed.is_empty() {
            // Killed before the game was announced: there may be no journal, or only part of it; nothing was
            // acknowledged, so nothing can be missing.
            continue;
        }
        if pressed.len() < MOVES.len() {
            killed_mid_game += 1;
        }
        let export = tactus()
            .args(["export", "--to", "pgn"])
            .arg(&journal)
            .output()
            .unwrap();
        assert!(
            export.status.success(),
            "run {run}: export failed: {}",
            String::from_utf8_lossy(&export.stderr)
        );
        let exported = exported_moves(&String::from_utf8_lossy(&export.stdout));
        let acknowledged = pressed.last().copied().unwrap_or(0) as usize;
        assert!(
            exported.len() >= acknowledged && exported.len() <= acknowledged + 1,
            "run {run}: {acknowledged} moves acknowledged, {} exported",
            exported.len()
        );
        for (ply, san) in exported.iter().enumerate() {
            assert_eq!(
                san.trim_end_matches(['+', '#']),
                MOVES[ply],
                "run {run}, ply {}",
                ply + 1
            );
        }
        let resumed = run_with_stdin(
            tactus()
                .arg("resume")
                .args(support::NO_DEVICES)
                .args(["--format", "json", "--script", "-"])
                .arg(&journal),
            "moves\nquit\n",
        );
        assert!(
            resumed.status.success(),
            "run {run}: resume failed: {}",
            String::from_utf8_lossy(&resumed.stderr)
        );
        let text = String::from_utf8_lossy(&resumed.stdout);
        let resumed_event = text
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .find(|e| e["event"] == "resumed")
            .unwrap_or_else(|| panic!("run {run}: no resumed event in {text}"));
        assert_eq!(
            resumed_event["ply"].as_u64(),
            Some(exported.len() as u64),
            "run {run}"
        );
    }
    // The kills must have landed in the middle of games, or the test proves nothing.
    assert!(
        killed_mid_game >= RUNS / 2,
        "only {killed_mid_game} of {RUNS} runs were killed mid-game"
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![crate::trial(
        "crash::every_acknowledged_move_survives_a_kill",
        every_acknowledged_move_survives_a_kill,
    )];
    trials
}
