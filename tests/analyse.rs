//! The analysis board through the binary: a PGN's variations walked to any depth with their comments, marks and
//! clocks; a malformed PGN refused with the game, the move and the reason; a line tried, kept by the journal through
//! `tactus resume`, and saved, the opened file never changed; and a real Stockfish asked: a mate found and said, lines
//! said in MultiPV order.

use std::{
    io::{BufRead, BufReader, Write},
    path::Path,
    process::{Child, ChildStdin, Stdio},
    sync::mpsc::{self, Receiver},
    thread,
    time::{Duration, Instant},
};

use serde_json::Value;

use crate::support::{self, require, running::PATIENCE, tactus, NO_DEVICES};

const STOCKFISH: &str = "/usr/games/stockfish";

/// The kept game with nested variations, comments, marks and clocks.
fn nested() -> std::path::PathBuf {
    support::path("tests/data/analyse/nested.pgn")
}

/// The JSON events of `tactus analyse ARGS` on `script` in virtual time, journaled in `dir`, with no engine.
fn scripted(dir: &Path, args: &[&str], script: &str) -> Vec<Value> {
    let out = support::run_with_stdin(
        tactus()
            .arg("analyse")
            .args(args)
            .args([
                "--format",
                "json",
                "--script",
                "-",
                "--virtual-time",
                "--voice",
                "en",
            ])
            .args(["--engine", "/nonexistent/engine"])
            .args(NO_DEVICES)
            .arg("--journal")
            .arg(dir.join("analysis.jsonl")),
        script,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    support::json_events(&out)
}

/// Each event as "name: text" (an announcement with its line where the game branches).
fn said(events: &[Value]) -> Vec<String> {
    events
        .iter()
        .map(|e| {
            let name = e["event"].as_str().unwrap_or_default();
            let text = e["text"]
                .as_str()
                .or(e["message"].as_str())
                .unwrap_or_default();
            match e["line"].as_str() {
                Some(line) => format!("{name} [{line}]: {text}"),
                None => format!("{name}: {text}"),
            }
        })
        .collect()
}

fn variations_comments_marks_and_clocks_are_walked() {
    let dir = tempfile::tempdir().unwrap();
    let events = scripted(
        dir.path(),
        &[nested().to_str().unwrap(), "--move", "1"],
        "lines\nline 2\nlines\nnext\nprevious\nline 2\nlines\nline 2\nnext\nwhere\nup\nmain\nclock\n\
         end\nprevious\nprevious\nnext\nquit\n",
    );
    let heard = said(&events);
    let expected = [
        // At 1. e4 the game branches at Black's reply.
        "answer: 2 lines here: 1: 1... Eva five, 2: 1... Cesar five",
        // The Sicilian's line, its mark and comment read after its move.
        "announce [2 of 2]: Cesar five, line 2 of 2",
        "answer: interesting move",
        "answer: The Sicilian",
        "answer: 2 lines here: 1: 2. Knight Felix three, 2: 2. Cesar three",
        "announce [1 of 2]: Knight Felix three, line 1 of 2",
        "answer: Back one move: the last move is now 1... Cesar five",
        // Three deep: 2. c3 d5 (2... Nf6 3. e5).
        "announce [2 of 2]: Cesar three, line 2 of 2",
        "answer: 2 lines here: 1: 2... David five, 2: 2... Knight Felix six",
        "announce [2 of 2]: Knight Felix six, line 2 of 2",
        "announce: Eva five",
        "notice: End of this line: up returns to where it branched",
        "answer: After 3. Eva five: half-move five of five, Black to move. In the line that starts with 2... Knight Felix six",
        "answer: Back where the line branched, after 2. Cesar three",
        "answer: Main line, after 1. Eva four",
        // The clocks recorded up to the move reached: White's alone after its first move.
        "answer: White had one hour thirty minutes left",
    ];
    let mut from = heard.iter();
    for line in expected {
        assert!(
            from.any(|said| said == line),
            "{line:?} not in order in {heard:#?}"
        );
    }
    // The position mark after 3. Bb5, heard again.
    let last = &heard[heard.len() - 3..];
    assert_eq!(
        last,
        [
            "announce: Bishop Bella five",
            "answer: White is slightly better",
            "answer: Analysis ended"
        ],
        "{heard:#?}"
    );
    // The JSON's line field is on the announcements at a branch only.
    let at_branch = events
        .iter()
        .filter(|e| e["event"] == "announce" && e["line"].is_string())
        .count();
    assert_eq!(at_branch, 4, "{heard:#?}");
}

fn a_malformed_pgn_is_refused_with_the_game_the_move_and_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("bad.pgn");
    std::fs::write(
        &pgn,
        "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n\n[White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 2. Nf6 *\n",
    )
    .unwrap();
    let before = std::fs::read(&pgn).unwrap();
    let out = support::run_with_stdin(
        tactus()
            .arg("analyse")
            .arg(&pgn)
            .args(["--game", "2", "--script", "-", "--voice", "en"])
            .args(NO_DEVICES)
            .arg("--journal")
            .arg(dir.path().join("j.jsonl")),
        "quit\n",
    );
    assert_eq!(out.status.code(), Some(2));
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("game 2"), "{error}");
    assert!(
        error.contains("move 2") && error.contains("White"),
        "{error}"
    );
    assert!(error.to_lowercase().contains("knight"), "{error}");
    assert_eq!(
        std::fs::read(&pgn).unwrap(),
        before,
        "the file is never changed"
    );
    assert!(
        !dir.path().join("j.jsonl").exists(),
        "no journal for a board that did not open"
    );
    // A variation that cannot be read leaves the main line to be heard, and says why once.
    std::fs::write(&pgn, "1. e4 e5 (1... c5 2. Qh9) 2. Nf3 *\n").unwrap();
    let events = scripted(dir.path(), &[pgn.to_str().unwrap()], "where\nquit\n");
    let heard = said(&events);
    assert!(
        heard
            .iter()
            .any(|said| said.starts_with("notice: The variations cannot be read (game 1")),
        "{heard:#?}"
    );
}

fn a_line_tried_is_kept_by_the_journal_and_saved_the_file_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.pgn");
    std::fs::copy(nested(), &game).unwrap();
    let before = std::fs::read(&game).unwrap();
    let saved = dir.path().join("tried.pgn");
    let script = format!(
        "start\nnext\nNf6\nsave {}\nsave {}\nquit\n",
        saved.display(),
        game.display()
    );
    let events = scripted(dir.path(), &[game.to_str().unwrap()], &script);
    let heard = said(&events);
    assert!(
        heard.contains(&"notice: New line".to_string()),
        "{heard:#?}"
    );
    assert!(
        heard.contains(&"announce [3 of 3]: Knight Felix six, line 3 of 3".to_string()),
        "{heard:#?}"
    );
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "error" && e["code"] == "save_opened"),
        "{heard:#?}"
    );
    assert_eq!(
        std::fs::read(&game).unwrap(),
        before,
        "the opened file is never changed"
    );
    let written = std::fs::read_to_string(&saved).unwrap();
    assert!(written.contains("(1... Nf6)"), "{written}");
    assert!(written.contains("Develops}"), "{written}");
    // The journal holds the line tried: resumed, the board has it.
    let out = support::run_with_stdin(
        tactus()
            .arg("resume")
            .arg(dir.path().join("analysis.jsonl"))
            .args(["--format", "json", "--script", "-", "--virtual-time"])
            .args(NO_DEVICES),
        "start\nnext\nlines\nquit\n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let heard = said(&support::json_events(&out));
    assert!(
        heard.contains(
            &"answer: 3 lines here: 1: 1... Eva five, 2: 1... Cesar five, 3: 1... Knight Felix six"
                .to_string()
        ),
        "{heard:#?}"
    );
}

fn no_engine_helps_a_tournament_game_still_being_played() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("round1.jsonl");
    let out = support::run_with_stdin(
        tactus()
            .arg("play")
            .args(["--mode", "tournament", "--script", "-", "--virtual-time"])
            .args(NO_DEVICES)
            .arg("--journal")
            .arg(&journal),
        "e4\npress\ne5\npress\n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let events = scripted(
        dir.path(),
        &[journal.to_str().unwrap()],
        "where\neval\nbest\nquit\n",
    );
    let refused: Vec<&Value> = events.iter().filter(|e| e["event"] == "error").collect();
    assert_eq!(refused.len(), 2, "{events:#?}");
    assert!(
        refused.iter().all(|e| e["code"] == "practice_only"),
        "{events:#?}"
    );
    // The game itself is read: its moves from the journal.
    assert!(
        said(&events).contains(
            &"answer: After 1... Eva five: half-move two of two, White to move".to_string()
        ),
        "{events:#?}"
    );
}

/// A running `tactus analyse` whose lines are written one at a time and whose JSON events are read as they come.
struct Board {
    child: Child,
    stdin: Option<ChildStdin>,
    events: Receiver<Value>,
    seen: Vec<Value>,
    _dir: tempfile::TempDir,
}

impl Board {
    fn open(source: &str) -> Board {
        let dir = tempfile::tempdir().unwrap();
        let mut child = tactus()
            .arg("analyse")
            .arg(source)
            .args([
                "--format", "json", "--script", "-", "--voice", "en", "--engine", STOCKFISH,
            ])
            .args(NO_DEVICES)
            .arg("--journal")
            .arg(dir.path().join("j.jsonl"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("tactus starts");
        let stdout = child.stdout.take().unwrap();
        let (sender, events) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Ok(value) = serde_json::from_str::<Value>(&line) {
                    if sender.send(value).is_err() {
                        return;
                    }
                }
            }
        });
        Board {
            stdin: child.stdin.take(),
            child,
            events,
            seen: Vec::new(),
            _dir: dir,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin.as_mut().unwrap(), "{line}").unwrap();
    }

    /// The events up to and including the `count`-th `eval` event from now.
    fn evals(&mut self, count: usize) -> Vec<Value> {
        let deadline = Instant::now() + PATIENCE;
        let mut evals = Vec::new();
        while evals.len() < count {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.events.recv_timeout(left) {
                Ok(event) => {
                    self.seen.push(event.clone());
                    if event["event"] == "eval" {
                        evals.push(event);
                    }
                }
                Err(_) => panic!("no eval within {PATIENCE:?}; seen: {:#?}", self.seen),
            }
        }
        evals
    }
}

impl Drop for Board {
    fn drop(&mut self) {
        drop(self.stdin.take());
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn the_engine_finds_a_mate_and_says_it() {
    if !require("stockfish", Path::new(STOCKFISH).exists()) {
        return;
    }
    // Two rooks against a lone king on the edge: White mates in two.
    let mut board = Board::open("6k1/8/8/8/8/8/R7/1R4K1 w - - 0 1");
    board.send("eval");
    let eval = board.evals(1).remove(0);
    assert_eq!(eval["mate"], 2, "{eval}");
    assert!(eval["cp"].is_null(), "{eval}");
    let text = eval["text"].as_str().unwrap();
    assert!(text.starts_with("White mates in 2"), "{text}");
    assert!(
        eval["pv"].as_array().is_some_and(|pv| pv.len() >= 3),
        "{eval}"
    );
}

fn lines_are_said_in_the_engine_s_order() {
    if !require("stockfish", Path::new(STOCKFISH).exists()) {
        return;
    }
    let mut board = Board::open("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    board.send("lines 3");
    let lines = board.evals(3);
    let ranks: Vec<i64> = lines
        .iter()
        .map(|e| e["multipv"].as_i64().unwrap())
        .collect();
    assert_eq!(ranks, [1, 2, 3], "{lines:#?}");
    // Best first: from Black's side, the first line is the highest for Black (White's score the lowest).
    let white_cp: Vec<i64> = lines
        .iter()
        .map(|e| e["cp"].as_i64().unwrap_or(0))
        .collect();
    assert!(
        white_cp[0] <= white_cp[1] && white_cp[1] <= white_cp[2],
        "{lines:#?}"
    );
    for (rank, line) in lines.iter().enumerate() {
        let text = line["text"].as_str().unwrap();
        assert!(
            text.starts_with(&format!("Line {}: 1... ", rank + 1)),
            "{text}"
        );
    }
}

pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "analyse::variations_comments_marks_and_clocks_are_walked",
            variations_comments_marks_and_clocks_are_walked,
        ),
        crate::trial(
            "analyse::a_malformed_pgn_is_refused_with_the_game_the_move_and_the_reason",
            a_malformed_pgn_is_refused_with_the_game_the_move_and_the_reason,
        ),
        crate::trial(
            "analyse::a_line_tried_is_kept_by_the_journal_and_saved_the_file_unchanged",
            a_line_tried_is_kept_by_the_journal_and_saved_the_file_unchanged,
        ),
        crate::trial(
            "analyse::no_engine_helps_a_tournament_game_still_being_played",
            no_engine_helps_a_tournament_game_still_being_played,
        ),
        crate::trial(
            "analyse::the_engine_finds_a_mate_and_says_it",
            the_engine_finds_a_mate_and_says_it,
        ),
        crate::trial(
            "analyse::lines_are_said_in_the_engine_s_order",
            lines_are_said_in_the_engine_s_order,
        ),
    ]
}
