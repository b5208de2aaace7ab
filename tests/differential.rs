//! Differential test of `tactus announce --format json` against python-chess.
//!
//! tests/oracle/random_games.py plays seeded random games (biased toward en passant,
//! promotions, castling, repetitions, and reduced-material starts for the fifty/seventy-five
//! move rules, insufficient material and stalemate) and records, after every move, what
//! python-chess says: SAN, UCI, FEN, check, the game's end and the claimable draws. Every game
//! goes through tactus as PGN on standard input (several games in one invocation), and some
//! also as UCI moves on the command line; the two must agree ply by ply.
//!
//! Reproduce a failing game with `target/venv/bin/python tests/oracle/random_games.py SEED 1`.

use crate::support;

use serde::Deserialize;
use serde_json::Value;
use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

#[derive(Debug, Deserialize)]
struct Game {
    seed: u64,
    kind: String,
    fen: Option<String>,
    moves_uci: Vec<String>,
    plies: Vec<Ply>,
}

#[derive(Debug, Deserialize)]
struct Ply {
    san: String,
    uci: String,
    fen: String,
    check: bool,
    status: Option<String>,
    claimable: Vec<String>,
}

const SCRIPT: &str = "tests/oracle/random_games.py";
/// Every how many games one also goes through the command line as UCI moves.
const ARGS_EVERY: u64 = 7;
/// Mismatches reported at most (the first of each game).
const MAX_REPORTED: usize = 25;

fn generate(python: &Path, first_seed: u64, count: u64) -> Vec<Game> {
    let out = Command::new(python)
        .arg(support::path(SCRIPT))
        .arg(first_seed.to_string())
        .arg(count.to_string())
        .output()
        .expect("running the python-chess oracle");
    assert!(
        out.status.success(),
        "{SCRIPT} {first_seed} {count} failed: {}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("oracle output is UTF-8");
    let games: Vec<Game> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("oracle line {l:?}: {e}")))
        .collect();
    assert_eq!(
        games.len() as u64,
        count,
        "oracle printed the wrong number of games"
    );
    for g in &games {
        assert!(
            !g.plies.is_empty(),
            "oracle game seed {} has no moves",
            g.seed
        );
        assert_eq!(g.plies.len(), g.moves_uci.len());
    }
    games
}

/// Side to move and fullmove number of a FEN (the initial position without one).
fn turn_and_number(fen: Option<&str>) -> (bool, u64) {
    let Some(fen) = fen else { return (true, 1) };
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let white = fields.get(1).is_none_or(|s| *s == "w");
    let number = fields.get(5).and_then(|s| s.parse().ok()).unwrap_or(1);
    (white, number)
}

/// The games as one PGN text, SAN movetext, with SetUp/FEN tags for other starts.
fn pgn_of(games: &[&Game]) -> String {
    let mut pgn = String::new();
    for g in games {
        writeln!(pgn, "[Event \"tactus differential, seed {}\"]", g.seed).unwrap();
        pgn.push_str("[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"-\"]\n");
        pgn.push_str("[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n");
        if let Some(fen) = &g.fen {
            writeln!(pgn, "[SetUp \"1\"]\n[FEN \"{fen}\"]").unwrap();
        }
        pgn.push('\n');
        let (mut white, mut number) = turn_and_number(g.fen.as_deref());
        let mut line = String::new();
        for (i, p) in g.plies.iter().enumerate() {
            let token = if white {
                format!("{number}. {}", p.san)
            } else if i == 0 {
                format!("{number}... {}", p.san)
            } else {
                p.san.clone()
            };
            if !line.is_empty() && line.len() + token.len() + 1 > 79 {
                pgn.push_str(&line);
                pgn.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&token);
            if !white {
                number += 1;
            }
            white = !white;
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push('*');
        pgn.push_str(&line);
        pgn.push_str("\n\n");
    }
    pgn
}

fn parse_lines(stdout: &[u8], what: &str) -> Vec<Value> {
    String::from_utf8_lossy(stdout)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            serde_json::from_str(l)
                .unwrap_or_else(|e| panic!("{what}: output line is not JSON ({e}): {l:?}"))
        })
        .collect()
}

fn reproduce(g: &Game) -> String {
    format!(
        "seed {} ({} game; reproduce: target/venv/bin/python {SCRIPT} {} 1)",
        g.seed, g.kind, g.seed
    )
}

/// Compares tactus's JSON lines for one game with python-chess's plies; returns the first
/// mismatch, described.
fn compare_game(g: &Game, lines: &[&Value], route: &str, game_no: usize) -> Option<String> {
    let (white_first, first_number) = turn_and_number(g.fen.as_deref());
    for (i, expected) in g.plies.iter().enumerate() {
        let ply = i + 1;
        let before = if i == 0 {
            g.fen.clone().unwrap_or_else(|| "startpos".into())
        } else {
            g.plies[i - 1].fen.clone()
        };
        let ctx = || {
            format!(
                "{}, {route} game {game_no}, ply {ply} ({} {}), position before: {before}",
                reproduce(g),
                expected.uci,
                expected.san
            )
        };
        let Some(got) = lines.get(i) else {
            return Some(format!(
                "{}: tactus printed only {} lines for {} plies",
                ctx(),
                lines.len(),
                g.plies.len()
            ));
        };
        let white = (i % 2 == 0) == white_first;
        let moves_before = i as u64 + u64::from(!white_first);
        let expected_number = first_number + moves_before / 2;
        let claimable: Vec<Value> = expected
            .claimable
            .iter()
            .map(|c| Value::from(c.as_str()))
            .collect();
        let fields: [(&str, Value); 8] = [
            ("san", Value::from(expected.san.as_str())),
            ("uci", Value::from(expected.uci.as_str())),
            ("fen", Value::from(expected.fen.as_str())),
            ("check", Value::from(expected.check)),
            (
                "status",
                expected.status.as_deref().map_or(Value::Null, Value::from),
            ),
            ("claimable", Value::Array(claimable)),
            ("side", Value::from(if white { "white" } else { "black" })),
            ("move_number", Value::from(expected_number)),
        ];
        for (name, want) in fields {
            let have = got.get(name);
            if have != Some(&want) {
                let have = have.map_or_else(|| "(missing)".to_string(), Value::to_string);
                return Some(format!(
                    "{}: field {name}: python-chess {want}, tactus {have}",
                    ctx()
                ));
            }
        }
    }
    if lines.len() != g.plies.len() {
        return Some(format!(
            "{}, {route} game {game_no}: tactus printed {} lines for {} plies",
            reproduce(g),
            lines.len(),
            g.plies.len()
        ));
    }
    None
}

fn check_batch(first_seed: u64, count: u64) {
    let python = support::python();
    if !support::require("python-chess in target/venv", python.is_some()) {
        return;
    }
    let games = generate(&python.unwrap(), first_seed, count);
    let mut failures: Vec<String> = Vec::new();

    // 1. All games of the batch as one PGN on standard input.
    let refs: Vec<&Game> = games.iter().collect();
    let pgn = pgn_of(&refs);
    let out = support::run_with_stdin(
        support::tactus().args(["announce", "--format", "json", "-"]),
        &pgn,
    );
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if !out.status.success() {
        failures.push(format!(
            "PGN on stdin (seeds {first_seed}..{}): exit status {}; stderr: {}",
            first_seed + count - 1,
            out.status,
            stderr.trim()
        ));
    }
    let lines = parse_lines(&out.stdout, "PGN on stdin");
    let total: usize = games.iter().map(|g| g.plies.len()).sum();
    if lines.len() != total {
        failures.push(format!(
            "PGN on stdin (seeds {first_seed}..{}): {} output lines for {total} plies",
            first_seed + count - 1,
            lines.len()
        ));
    }
    for (index, g) in games.iter().enumerate() {
        let game_no = index + 1;
        let mine: Vec<&Value> = lines
            .iter()
            .filter(|v| v.get("game").and_then(Value::as_u64) == Some(game_no as u64))
            .collect();
        if let Some(f) = compare_game(g, &mine, "PGN stdin", game_no) {
            failures.push(f);
        }
    }

    // 2. Some games as UCI moves on the command line.
    for g in games.iter().filter(|g| g.seed % ARGS_EVERY == 0) {
        let mut cmd = support::tactus();
        cmd.args(["announce", "--format", "json"]);
        if let Some(fen) = &g.fen {
            cmd.args(["--fen", fen]);
        }
        cmd.args(&g.moves_uci);
        let out = support::run_with_stdin(&mut cmd, "");
        if !out.status.success() {
            failures.push(format!(
                "{}, UCI arguments: exit status {}; stderr: {}",
                reproduce(g),
                out.status,
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        let lines = parse_lines(&out.stdout, "UCI arguments");
        let refs: Vec<&Value> = lines.iter().collect();
        if let Some(f) = compare_game(g, &refs, "UCI arguments", 1) {
            failures.push(f);
        }
    }

    if !failures.is_empty() {
        let n = failures.len();
        failures.truncate(MAX_REPORTED);
        panic!(
            "tactus disagrees with python-chess ({n} problem(s), first {}):\n  {}",
            failures.len(),
            failures.join("\n  ")
        );
    }
}

// 300 games in four batches, which the test harness runs in parallel.
fn random_games_seeds_1_to_75() {
    check_batch(1, 75);
}

fn random_games_seeds_76_to_150() {
    check_batch(76, 75);
}

fn random_games_seeds_151_to_225() {
    check_batch(151, 75);
}

fn random_games_seeds_226_to_300() {
    check_batch(226, 75);
}

fn oracle_pgn_round_trips_through_python_chess() {
    // The PGN given to tactus must itself be right: python-chess reads it back to the same
    // moves and final positions (a check on this test, not on tactus).
    let python = support::python();
    if !support::require("python-chess in target/venv", python.is_some()) {
        return;
    }
    let games = generate(python.as_ref().unwrap(), 1000, 12);
    let refs: Vec<&Game> = games.iter().collect();
    let pgn = pgn_of(&refs);
    let script = "import sys, chess.pgn\n\
        while True:\n    \
            g = chess.pgn.read_game(sys.stdin)\n    \
            if g is None: break\n    \
            assert not g.errors, g.errors\n    \
            print(' '.join(m.uci() for m in g.mainline_moves()))\n";
    let out = support::run_with_stdin(Command::new(python.unwrap()).args(["-c", script]), &pgn);
    assert!(
        out.status.success(),
        "python-chess could not read the PGN: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let read: Vec<&str> = text.lines().collect();
    assert_eq!(read.len(), games.len());
    for (g, line) in games.iter().zip(read) {
        assert_eq!(line, g.moves_uci.join(" "), "seed {}", g.seed);
    }
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "differential::random_games_seeds_1_to_75",
            random_games_seeds_1_to_75,
        ),
        crate::trial(
            "differential::random_games_seeds_76_to_150",
            random_games_seeds_76_to_150,
        ),
        crate::trial(
            "differential::random_games_seeds_151_to_225",
            random_games_seeds_151_to_225,
        ),
        crate::trial(
            "differential::random_games_seeds_226_to_300",
            random_games_seeds_226_to_300,
        ),
        crate::trial(
            "differential::oracle_pgn_round_trips_through_python_chess",
            oracle_pgn_round_trips_through_python_chess,
        ),
    ];
    trials
}
