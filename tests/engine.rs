//! The engine opponent through the binary: a real Stockfish game (a few moves at a short thinking time), hints, and
//! engines that crash, hang, answer nonsense or never start (small Python scripts speaking UCI), each ending in a
//! clear message and never a hang; and the refusal of every practice feature in a tournament game.

use crate::support;

use std::{
    io::{BufRead, BufReader, Write},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Stdio},
    sync::mpsc::{self, Receiver},
    thread,
    time::{Duration, Instant},
};

use crate::support::{require, running::PATIENCE, tactus};
use serde_json::Value;
use tempfile::TempDir;

const STOCKFISH: &str = "/usr/games/stockfish";

/// Every session here: JSON lines from a script on standard input, no sound, speech, gamepad or braille display.
const SESSION: [&str; 12] = [
    "--format",
    "json",
    "--script",
    "-",
    "--sound",
    "off",
    "--speech",
    "off",
    "--gamepad",
    "off",
    "--braille",
    "off",
];

/// The events of a whole scripted `tactus play MODE_ARGS` session (journal in `dir`), which must succeed.
fn scripted(dir: &Path, mode_args: &[&str], script: &str) -> Vec<Value> {
    support::json_events(&support::run_with_stdin(
        tactus()
            .arg("play")
            .args(SESSION)
            .args(mode_args)
            .arg("--journal")
            .arg(dir.join("j.jsonl")),
        script,
    ))
}

/// A running `tactus play` whose commands are written one at a time and whose JSON events are read as they come.
struct Game {
    child: Child,
    stdin: Option<ChildStdin>,
    events: Receiver<Value>,
    seen: Vec<Value>,
    _dir: TempDir,
}

impl Game {
    /// `tactus play --mode practice --format json --script - ARGS` with a journal in a new folder.
    fn start(args: &[&str]) -> Game {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let mut command = tactus();
        command
            .arg("play")
            .args(["--mode", "practice"])
            .args(SESSION)
            .arg("--journal")
            .arg(dir.path().join("j.jsonl"))
            .args(args);
        Game::spawn(command, dir)
    }

    /// `command` run with its input and output piped, the folder `dir` kept as long as the game.
    fn spawn(mut command: std::process::Command, dir: TempDir) -> Game {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tactus starts");
        let stdout = child.stdout.take().expect("its output");
        let (sender, events) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let value: Value =
                    serde_json::from_str(&line).unwrap_or_else(|e| panic!("{line}: {e}"));
                if sender.send(value).is_err() {
                    return;
                }
            }
        });
        Game {
            stdin: child.stdin.take(),
            child,
            events,
            seen: Vec::new(),
            _dir: dir,
        }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input still open");
        writeln!(stdin, "{line}").expect("tactus reads its input");
    }

    /// Reads events until one matches, at most `limit`; panics with everything seen if none does.
    fn expect(&mut self, limit: Duration, what: impl Fn(&Value) -> bool) -> Value {
        let deadline = Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.events.recv_timeout(left) {
                Ok(event) => {
                    self.seen.push(event.clone());
                    if what(&event) {
                        return event;
                    }
                }
                Err(_) => panic!("no such event within {limit:?}; seen: {:#?}", self.seen),
            }
        }
    }

    /// Closes the input and waits for the end: it must come within `limit` and succeed; the events and the folder.
    fn finish_keeping(mut self, limit: Duration) -> (Vec<Value>, TempDir) {
        let events = self.wait_end(limit);
        let dir = std::mem::replace(&mut self._dir, tempfile::tempdir().expect("a folder"));
        (events, dir)
    }

    /// Closes the input and waits for the end: it must come within `limit` and succeed.
    fn finish(mut self, limit: Duration) -> Vec<Value> {
        self.wait_end(limit)
    }

    fn wait_end(&mut self, limit: Duration) -> Vec<Value> {
        drop(self.stdin.take());
        let deadline = Instant::now() + limit;
        loop {
            if let Some(status) = self.child.try_wait().expect("status") {
                assert!(status.success(), "exit {status:?}; seen {:#?}", self.seen);
                break;
            }
            assert!(
                Instant::now() < deadline,
                "tactus did not end within {limit:?}"
            );
            thread::sleep(Duration::from_millis(20));
        }
        self.seen.extend(self.events.try_iter());
        std::mem::take(&mut self.seen)
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn announce_of(ply: u64) -> impl Fn(&Value) -> bool {
    move |e| e["event"] == "announce" && e["ply"] == ply
}

fn error_event(e: &Value) -> bool {
    e["event"] == "error"
}

/// A fake engine: a Python script that greets like a UCI engine and then does `on_go` when asked to think.
fn fake_engine(dir: &Path, name: &str, on_go: &str, greets: bool) -> Option<PathBuf> {
    let python = support::python()?;
    let path = dir.join(format!("{name}.py"));
    let greeting = if greets {
        "print('id name Fake', flush=True); print('uciok', flush=True)"
    } else {
        "time.sleep(60)"
    };
    let script = format!(
        "import sys, time\n\
         for line in sys.stdin:\n\
         \x20   word = line.split()[0] if line.split() else ''\n\
         \x20   if word == 'uci':\n\
         \x20       {greeting}\n\
         \x20   elif word == 'isready':\n\
         \x20       print('readyok', flush=True)\n\
         \x20   elif word == 'go':\n\
         \x20       {on_go}\n\
         \x20   elif word == 'quit':\n\
         \x20       break\n"
    );
    std::fs::write(&path, script).expect("the script is written");
    Some(PathBuf::from(format!(
        "{} {}",
        python.display(),
        path.display()
    )))
}

/// A game against Stockfish at level 1 playing `side`, with `more` options; `None` (skipped) without Stockfish.
fn against_stockfish(side: &str, more: &[&str]) -> Option<Game> {
    if !require(
        "Stockfish (/usr/games/stockfish)",
        Path::new(STOCKFISH).exists(),
    ) {
        return None;
    }
    let engine = [
        "--engine",
        STOCKFISH,
        "--engine-plays",
        side,
        "--engine-level",
        "1",
    ];
    Some(Game::start(&[&engine[..], more].concat()))
}

fn a_real_stockfish_game_with_a_hint() {
    let Some(mut game) = against_stockfish("black", &["--time", "5+3"]) else {
        return;
    };
    game.send("e4");
    let reply = game.expect(PATIENCE, announce_of(2));
    assert_eq!(reply["side"], "black");
    game.send("d4");
    // No first move of Black's can stop d2-d4.
    game.expect(PATIENCE, announce_of(4));
    game.send("hint best");
    let hint = game.expect(PATIENCE, |e| e["event"] == "answer" && e["query"] == "hint");
    let text = hint["text"].as_str().unwrap();
    assert!(text.starts_with("Stockfish"), "{text}");
    game.send("hint moves g1");
    let moves = game.expect(PATIENCE, |e| e["event"] == "answer");
    assert!(
        moves["text"]
            .as_str()
            .unwrap()
            .starts_with("white Springer on Gustav eins can go to"),
        "{moves}"
    );
    let events = game.finish(PATIENCE);
    assert!(!events.iter().any(error_event), "{events:#?}");
    // The clock ran for both: Black's press carries Black's remaining time.
    let press = events
        .iter()
        .find(|e| e["event"] == "press" && e["side"] == "black")
        .expect("Black's move was completed");
    assert!(press["black_ms"].as_i64().unwrap() > 290_000, "{press}");
}

/// A practice game against Stockfish left and resumed: the engine is started again from the journal's settings and
/// answers the next move; an engine that can no longer start is said once, and the game goes on by hand.
fn a_resumed_game_plays_on_against_its_engine() {
    let Some(mut game) = against_stockfish("black", &["--time", "5+3"]) else {
        return;
    };
    game.send("e4");
    game.expect(PATIENCE, announce_of(2));
    let (_, dir) = game.finish_keeping(PATIENCE);
    let journal = dir.path().join("j.jsonl");
    let resume = |journal: &Path| {
        let mut command = tactus();
        command.arg("resume").args(SESSION).arg(journal);
        Game::spawn(command, tempfile::tempdir().expect("a folder"))
    };
    let mut resumed = resume(&journal);
    resumed.expect(PATIENCE, |e| e["event"] == "resumed");
    resumed.send("go");
    resumed.send("d4");
    let reply = resumed.expect(PATIENCE, announce_of(4));
    assert_eq!(reply["side"], "black");
    let events = resumed.finish(PATIENCE);
    assert!(!events.iter().any(error_event), "{events:#?}");
    // The engine's program gone, the game taken up again at the engine's first move (the journal up to White's
    // first move, pressed with it): said, and Black's move typed by hand.
    let text = std::fs::read_to_string(&journal).unwrap();
    let first_press = text
        .lines()
        .position(|line| line.contains(r#""record":"move""#))
        .expect("White's move in the journal");
    let kept: String = text
        .lines()
        .take(first_press + 1)
        .map(|line| format!("{line}\n"))
        .collect();
    let gone = dir.path().join("gone.jsonl");
    std::fs::write(&gone, kept.replace(STOCKFISH, "/nonexistent/stockfish")).unwrap();
    // The engine to move in a resumed game with a clock: asked once its clock runs again, never before (a move then
    // could not be pressed).
    let at_its_move = dir.path().join("at-its-move.jsonl");
    std::fs::write(&at_its_move, &kept).unwrap();
    let mut waiting = resume(&at_its_move);
    waiting.expect(PATIENCE, |e| e["event"] == "resumed");
    // A hint is answered by the engine after anything it was asked before: a move asked at once would come first.
    waiting.send("hint best");
    waiting.expect(PATIENCE, |e| e["event"] == "answer" && e["query"] == "hint");
    waiting.send("go");
    let reply = waiting.expect(PATIENCE, announce_of(2));
    assert_eq!(reply["side"], "black");
    let events = waiting.finish(PATIENCE);
    assert!(!events.iter().any(error_event), "{events:#?}");
    let mut by_hand = resume(&gone);
    let notice = by_hand.expect(PATIENCE, |e| e["event"] == "notice");
    assert!(
        notice["text"]
            .as_str()
            .unwrap()
            .starts_with("The engine cannot be started again, so its moves are typed by hand: "),
        "{notice}"
    );
    by_hand.send("go");
    by_hand.send("e5");
    let typed = by_hand.expect(PATIENCE, announce_of(2));
    assert_eq!(typed["side"], "black");
    by_hand.finish(PATIENCE);
}

fn an_engine_playing_white_moves_first() {
    let Some(mut game) = against_stockfish("white", &[]) else {
        return;
    };
    let first = game.expect(PATIENCE, announce_of(1));
    assert_eq!(first["side"], "white");
    game.finish(PATIENCE);
}

fn an_engine_that_crashes_hangs_or_answers_nonsense_ends_in_a_message() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        ("crash", "sys.exit(3)", "has stopped"),
        (
            "nonsense",
            "print('bestmove z9z9', flush=True)",
            "answered \"z9z9\", which is not a legal move here",
        ),
        ("hang", "time.sleep(60)", "did not answer go within"),
    ];
    for (name, on_go, expected) in cases {
        let Some(engine) = fake_engine(dir.path(), name, on_go, true) else {
            require("python3", false);
            return;
        };
        let started = Instant::now();
        let mut game = Game::start(&[
            "--engine",
            engine.to_str().unwrap(),
            "--engine-plays",
            "black",
        ]);
        game.send("e4");
        let error = game.expect(PATIENCE, error_event);
        let message = error["message"].as_str().unwrap();
        assert!(message.contains(expected), "{name}: {message}");
        assert!(message.ends_with("moves yourself from now on"), "{message}");
        // The game goes on by hand: Black's move typed, then White's.
        game.send("e5");
        game.expect(PATIENCE, announce_of(2));
        game.send("Nf3");
        game.expect(PATIENCE, announce_of(3));
        game.finish(PATIENCE);
        eprintln!(
            "{name}: the game went on by hand after {:?}",
            started.elapsed()
        );
    }
}

fn an_engine_that_cannot_start_or_never_greets_is_refused_before_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let out = support::run_with_stdin(
        tactus()
            .args([
                "play",
                "--mode",
                "practice",
                "--engine",
                "/nonexistent/engine",
                "--engine-plays",
                "white",
            ])
            .args(support::NO_DEVICES)
            .arg("--journal")
            .arg(dir.path().join("a.jsonl")),
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("cannot start the engine /nonexistent/engine"),
        "{stderr}"
    );
    assert!(
        !dir.path().join("a.jsonl").exists(),
        "no journal for a game that never started"
    );

    let Some(silent) = fake_engine(dir.path(), "silent", "pass", false) else {
        require("python3", false);
        return;
    };
    let started = Instant::now();
    let out = support::run_with_stdin(
        tactus()
            .args([
                "play",
                "--mode",
                "practice",
                "--engine-plays",
                "black",
                "--engine",
            ])
            .arg(&silent)
            .args(support::NO_DEVICES)
            .arg("--journal")
            .arg(dir.path().join("b.jsonl")),
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("did not answer uciok within 10 seconds"),
        "{stderr}"
    );
    eprintln!("a silent engine refused after {:?}", started.elapsed());
}

fn practice_features_are_refused_in_a_tournament_game() {
    let dir = tempfile::tempdir().unwrap();
    let out = support::run_with_stdin(
        tactus()
            .args(["play", "--engine", STOCKFISH, "--engine-plays", "black"])
            .args(support::NO_DEVICES)
            .arg("--journal")
            .arg(dir.path().join("t.jsonl")),
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("hints and engines are for practice only"),
        "{stderr}"
    );

    let refusals: Vec<Value> = scripted(
        dir.path(),
        &[],
        "hint moves e2\nhint reach e4\nhint draws\nhint best\n",
    )
    .into_iter()
    .filter(error_event)
    .collect();
    assert_eq!(refusals.len(), 4, "{refusals:#?}");
    for refusal in refusals {
        assert!(refusal["message"]
            .as_str()
            .unwrap()
            .starts_with("hints and engines are for practice only"));
    }
}

fn hints_without_an_engine_in_practice() {
    let dir = tempfile::tempdir().unwrap();
    let texts: Vec<String> = scripted(
        dir.path(),
        &["--mode", "practice"],
        "hint draws\nNf3\nNf6\nNg1\nNg8\nNf3\nNf6\nNg1\nNg8\nhint draws\nhint best\nhint moves x9\nhint\n",
    )
    .into_iter()
        .filter(|e| e["event"] == "answer" || e["event"] == "error")
        .map(|e| {
            e["text"]
                .as_str()
                .or(e["message"].as_str())
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(
        texts,
        [
            "no draw can be claimed now",
            "a draw can be claimed now: threefold repetition",
            "this needs an engine: start the game with --engine and the engine's command",
            "cannot read \"x9\" as a square: write it like e4 or Eva vier",
            "write it as hint moves e2, hint reach e4, hint draws, or hint best",
        ]
    );
}

fn a_typed_engine_reply_is_refused_and_the_engine_still_moves() {
    let Some(mut game) = against_stockfish("black", &[]) else {
        return;
    };
    game.send("e4");
    game.expect(PATIENCE, announce_of(1));
    // What the engine's thread hands over cannot be typed: the line is read as a move, and refused.
    game.send("engine move 1 a7a6");
    let refused = game.expect(PATIENCE, error_event);
    let message = refused["message"].as_str().unwrap();
    assert!(message.contains("engine move 1 a7a6"), "{message}");
    // Stockfish's own reply is still Black's move.
    let reply = game.expect(PATIENCE, announce_of(2));
    assert_eq!(reply["side"], "black");
    game.send("moves");
    let events = game.finish(PATIENCE);
    assert_eq!(
        events.iter().filter(|e| e["event"] == "announce").count(),
        2,
        "{events:#?}"
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "engine::a_real_stockfish_game_with_a_hint",
            a_real_stockfish_game_with_a_hint,
        ),
        crate::trial(
            "engine::a_resumed_game_plays_on_against_its_engine",
            a_resumed_game_plays_on_against_its_engine,
        ),
        crate::trial(
            "engine::an_engine_playing_white_moves_first",
            an_engine_playing_white_moves_first,
        ),
        crate::trial(
            "engine::an_engine_that_crashes_hangs_or_answers_nonsense_ends_in_a_message",
            an_engine_that_crashes_hangs_or_answers_nonsense_ends_in_a_message,
        ),
        crate::trial(
            "engine::an_engine_that_cannot_start_or_never_greets_is_refused_before_the_game",
            an_engine_that_cannot_start_or_never_greets_is_refused_before_the_game,
        ),
        crate::trial(
            "engine::practice_features_are_refused_in_a_tournament_game",
            practice_features_are_refused_in_a_tournament_game,
        ),
        crate::trial(
            "engine::hints_without_an_engine_in_practice",
            hints_without_an_engine_in_practice,
        ),
        crate::trial(
            "engine::a_typed_engine_reply_is_refused_and_the_engine_still_moves",
            a_typed_engine_reply_is_refused_and_the_engine_still_moves,
        ),
    ];
    trials
}
