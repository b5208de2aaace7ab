//! A real-time game killed with SIGKILL at many points, then exported and resumed: every move the program
//! acknowledged (a `press` event printed) must be in the journal, in order, and the journal must resume.
//!
//! The journal writes and syncs each record before its effect is printed, so whatever the instant of the kill,
//! the export holds at least every acknowledged move (and at most one more, written but not yet printed).
//!
//! Each run types its moves one at a time, each once the one before was acknowledged, up to a number drawn at
//! random; then it types one more and kills the program a random number of microseconds later, while that move is
//! read, written, synced or printed. How many moves were acknowledged is read from every line the program wrote
//! before it died (its output read to the end), so neither the kill's instant nor what the test saw of it depends
//! on how fast the machine is.

use std::{thread, time::Duration};

use crate::support::{self, run_with_stdin, running::Running, tactus};

/// A game of 40 plies (the moves are typed as a player would, each followed by press).
const MOVES: &[&str] = &[
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6",
    "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "c4", "c6", "cxb5", "axb5", "Nc3", "Bb7", "Bg5", "b4",
    "Nb1", "h6", "Bh4", "c5", "dxe5", "Nxe4", "Bxe7", "Qxe7", "exd6", "Qf6", "Nbd2", "Nxd6",
];

/// How many times the game is killed; each run takes a fraction of a second.
const RUNS: u64 = 40;

/// The longest pause between typing the last move and the kill: a few times what one move takes the program.
const KILL_WITHIN_MICROS: u64 = 3_000;

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

/// Starts a real-time game writing `journal`, and waits for its first line (the game's start).
fn start_game(journal: &std::path::Path) -> Running {
    let mut game = Running::start(
        tactus()
            .args(["play", "--time", "5+3"])
            .args(support::NO_DEVICES)
            .args(["--format", "json", "--script", "-"])
            .arg("--journal")
            .arg(journal),
    );
    game.expect_line(r#""event":"game""#);
    game
}

/// Types the first `count` moves, each with its press, each once the one before was acknowledged.
fn play_acknowledged(game: &mut Running, count: usize) {
    for (ply, mv) in MOVES.iter().take(count).enumerate() {
        let pressed = game.type_until(&format!("{mv}\npress\n"), "press");
        assert_eq!(pressed["ply"].as_u64(), Some(ply as u64 + 1), "{pressed}");
    }
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
    // The runs whose kill fell after a move was written and before it was acknowledged.
    let mut written_unacknowledged = 0;
    for run in 0..RUNS {
        let journal = dir.path().join(format!("game-{run}.jsonl"));
        let acknowledged_before = random.below(MOVES.len() as u64) as usize;
        let kill_after = Duration::from_micros(random.below(KILL_WITHIN_MICROS));
        let mut game = start_game(&journal);
        play_acknowledged(&mut game, acknowledged_before);
        let last = MOVES[acknowledged_before];
        game.type_lines(&format!("{last}\npress\n"));
        thread::sleep(kill_after);
        let printed = game.kill_now().events();
        let pressed: Vec<u64> = printed
            .iter()
            .filter(|e| e["event"] == "press")
            .map(|e| e["ply"].as_u64().unwrap())
            .collect();
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
        if exported.len() > acknowledged {
            written_unacknowledged += 1;
        }
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
    eprintln!(
        "{killed_mid_game} of {RUNS} runs killed mid-game, {written_unacknowledged} with a move written and not yet acknowledged"
    );
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
