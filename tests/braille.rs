//! The braille display through a real BRLTTY (Virtual driver), the test being the display (`support/brltty.rs`):
//! what tactus writes is read back as text and dots, keys are sent as the display's own, and the real binary plays
//! the game. Also: no BRLTTY at all, BRLTTY killed in the middle of a game, and BRLTTY started after tactus.
#![cfg(all(feature = "braille", target_os = "linux"))]

use crate::support;

use std::{
    io::{BufRead, BufReader, Write},
    path::Path,
    process::{Child, ChildStdin, Stdio},
    sync::{Arc, Mutex},
    thread,
    time::{Duration, Instant},
};

use crate::support::brltty::{self, dots_of, Server};
use serde_json::Value;
use shakmaty::{uci::UciMove, Chess, Color, Position, Rank};

/// The longest any one thing is waited for: a backstop that fails a hung test, far beyond what anything takes on a
/// loaded machine.
const LIMIT: Duration = Duration::from_secs(60);

/// A tactus game running with its commands on a pipe kept open, its output lines collected as they come.
struct Game {
    child: Option<Child>,
    stdin: Option<ChildStdin>,
    lines: Arc<Mutex<Vec<String>>>,
    errors: Arc<Mutex<String>>,
}

impl Game {
    /// `tactus play` with speech, sound and gamepad off, the braille display on BrlAPI server `host`, in `format`.
    fn start(host: &str, format: &str, journal: &Path) -> Game {
        Game::start_with(host, format, journal, &[])
    }

    /// The same with further arguments and environment variables (`("LC_ALL", "C")`).
    fn start_with(host: &str, format: &str, journal: &Path, more: &[(&str, &str)]) -> Game {
        Game::start_session(&["play"], host, format, journal, more)
    }

    /// `tactus SESSION…` (its subcommand and arguments) as [`Game::start_with`] starts `tactus play`.
    fn start_session(
        session: &[&str],
        host: &str,
        format: &str,
        journal: &Path,
        more: &[(&str, &str)],
    ) -> Game {
        let mut command = support::tactus();
        command
            .args(session)
            .args(["--speech", "off", "--sound", "off"])
            .args(["--gamepad", "off", "--format", format, "--script", "-"])
            .arg("--journal")
            .arg(journal);
        for (name, value) in more {
            if name.starts_with("--") {
                command.args([name, value]);
            } else {
                command.env(name, value);
            }
        }
        let mut child = command
            .env("BRLAPI_HOST", host)
            .env_remove("BRLAPI_AUTH")
            .env_remove("WINDOWPATH")
            .env_remove("CONTROLVT")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tactus starts");
        let lines = Arc::new(Mutex::new(Vec::new()));
        let errors = Arc::new(Mutex::new(String::new()));
        let stdout = child.stdout.take().expect("piped");
        let stderr = child.stderr.take().expect("piped");
        {
            let lines = Arc::clone(&lines);
            thread::spawn(move || {
                for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                    lines.lock().unwrap().push(line);
                }
            });
        }
        {
            let errors = Arc::clone(&errors);
            thread::spawn(move || {
                for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                    let mut errors = errors.lock().unwrap();
                    errors.push_str(&line);
                    errors.push('\n');
                }
            });
        }
        Game {
            stdin: child.stdin.take(),
            child: Some(child),
            lines,
            errors,
        }
    }

    /// Types a command line.
    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        writeln!(stdin, "{line}").expect("tactus reads its commands");
        stdin.flush().expect("tactus reads its commands");
    }

    fn lines(&self) -> Vec<String> {
        self.lines.lock().unwrap().clone()
    }

    /// Waits until an output line satisfies `check`; returns it.
    fn wait_line(&self, what: &str, check: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + LIMIT;
        loop {
            if let Some(line) = self.lines().into_iter().find(|l| check(l)) {
                return line;
            }
            assert!(
                Instant::now() < deadline,
                "tactus did not print {what} within {LIMIT:?}; it printed:\n{}\nstandard error:\n{}",
                self.lines().join("\n"),
                self.errors.lock().unwrap()
            );
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// Waits for a JSON event with these fields; returns it.
    fn wait_event(&self, what: &str, check: impl Fn(&Value) -> bool) -> Value {
        let line = self.wait_line(what, |line| {
            serde_json::from_str::<Value>(line).is_ok_and(|v| check(&v))
        });
        serde_json::from_str(&line).expect("JSON")
    }

    /// Closes the commands; waits for tactus to end (within the limit). Returns its output and standard error.
    fn finish(mut self) -> (Vec<String>, String) {
        drop(self.stdin.take());
        let mut child = self.child.take().expect("running");
        let deadline = Instant::now() + LIMIT;
        let status = loop {
            if let Some(status) = child.try_wait().expect("waiting for tactus") {
                break status;
            }
            if Instant::now() > deadline {
                let _ = child.kill();
                let _ = child.wait();
                panic!(
                    "tactus did not end within {LIMIT:?} after its input closed; it printed:\n{}",
                    self.lines().join("\n")
                );
            }
            thread::sleep(Duration::from_millis(10));
        };
        // The readers finish with the pipes.
        thread::sleep(Duration::from_millis(100));
        let errors = self.errors.lock().unwrap().clone();
        assert!(status.success(), "tactus ended with {status}: {errors}");
        (self.lines(), errors)
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

fn is_event(v: &Value, name: &str) -> bool {
    v["event"] == name
}

fn notice_of(v: &Value, start: &str) -> bool {
    is_event(v, "notice") && v["text"].as_str().is_some_and(|t| t.starts_with(start))
}

/// The dots of each cell of a board row (eight Unicode braille cells).
fn row_dots(row: &str) -> Vec<String> {
    row.chars().map(dots_of).collect()
}

/// The row tactus should show for `rank` after `moves`, from White's side: the braille chess code of
/// `tactus_core::notation`, computed from the position here.
fn expected_row(moves: &[&str], rank: Rank) -> String {
    let mut position = Chess::default();
    for text in moves {
        let m = text
            .parse::<UciMove>()
            .expect("UCI")
            .to_move(&position)
            .expect("legal");
        position = position.play(m).expect("legal");
    }
    tactus_core::board_row(position.board(), rank, Color::White)
}

/// Connects a game to a fresh server and waits until the display shows tactus (the connect notice).
fn connected_game(server: &Server, folder: &Path) -> (Game, Duration) {
    connected_game_with(server, folder, &[])
}

/// The same with further arguments and environment variables.
fn connected_game_with(server: &Server, folder: &Path, more: &[(&str, &str)]) -> (Game, Duration) {
    let begun = Instant::now();
    let game = Game::start_with(&server.host(), "json", &folder.join("game.jsonl"), more);
    // The notice is in the voice pack's words.
    let connected = if more.contains(&("--voice", "de")) {
        "Braillezeile verbunden: 40 Module"
    } else {
        "braille display connected: 40 cells"
    };
    game.wait_event("the connect notice", |v| notice_of(v, connected));
    let took = begun.elapsed();
    // BRLTTY shows a new client's first write only after a key from the display.
    server.display.send("NOOP");
    let shown = connected.split(':').next().unwrap_or(connected);
    server
        .display
        .wait_for("tactus's connect notice", LIMIT, |s| {
            s.text.starts_with(shown)
        });
    (game, took)
}

fn a_game_is_played_and_read_from_the_display() {
    if !brltty::available("a_game_is_played_and_read_from_the_display") {
        return;
    }
    let server = Server::start(brltty::free_number(), 40);
    let folder = server.folder();
    let (mut game, connect) = connected_game(&server, &folder);
    eprintln!("connected in {connect:?}");
    let display = &server.display;

    // White's move typed on the braille keyboard; Enter sends it.
    display.type_text("e2e4");
    display.wait_for("the typed line", LIMIT, |s| s.text == "e2e4");
    let entered = Instant::now();
    display.send("KEY_ENTER");
    let announced = game.wait_event("e2e4 announced", |v| {
        is_event(v, "announce") && v["uci"] == "e2e4"
    });
    eprintln!("Enter to announcement: {:?}", entered.elapsed());
    let text = announced["text"].as_str().expect("the announcement's text");
    display.wait_for("the announcement", LIMIT, |s| s.text.contains(text));

    // F4 presses the clock (the Virtual driver's KEY_FUNCTION 3).
    display.send("KEY_FUNCTION 3");
    game.wait_event("the press", |v| is_event(v, "press") && v["ply"] == 1);

    // The board row: typed "cursor e2", then read from the display as dots.
    display.type_text("cursor e2");
    display.send("KEY_ENTER");
    let cursor = game.wait_event("the cursor on e2", |v| {
        is_event(v, "cursor") && v["square"] == "e2"
    });
    let row = cursor["row"].as_str().expect("the row");
    assert_eq!(row, expected_row(&["e2e4"], Rank::Second));
    let shown = display.wait_for("rank 2", LIMIT, |s| s.text.starts_with("2 "));
    assert_eq!(shown.dots[2..10], row_dots(row)[..], "{shown:?}");
    // White's pawns carry dot 7 (p is dots 1-3-4 … 1-2-3-4); e2 is empty now, a light square: blank.
    assert_eq!(shown.dots[2], "12347");
    assert_eq!(shown.dots[6], "");

    // Black's answer with the routing keys: up to rank 7 by line keys, pick e7, down to e5, pick it.
    for _ in 0..5 {
        display.send("LNUP");
    }
    display.wait_for("rank 7", LIMIT, |s| s.text.starts_with("7 "));
    display.send("ROUTE 6");
    game.wait_event("e7 picked", |v| {
        is_event(v, "cursor") && v["square"] == "e7"
    });
    // The pan keys move between ranks while the board row shows.
    display.send("FWINLT");
    display.wait_for("rank 6", LIMIT, |s| s.text.starts_with("6 "));
    display.send("FWINLT");
    display.wait_for("rank 5", LIMIT, |s| s.text.starts_with("5 "));
    let routed = Instant::now();
    display.send("ROUTE 6");
    game.wait_event("e7e5 announced", |v| {
        is_event(v, "announce") && v["uci"] == "e7e5"
    });
    eprintln!("routing key to announcement: {:?}", routed.elapsed());
    display.send("KEY_FUNCTION 3");
    game.wait_event("Black's press", |v| is_event(v, "press") && v["ply"] == 2);

    // Typed "last" asks for the last move; F2 for the times: the answers show on the display. (The Virtual
    // driver's KEY_FUNCTION n reaches a client as F(n+1), and KEY_FUNCTION 0 not at all, so F1 cannot be pressed
    // here.)
    display.type_text("last");
    display.send("KEY_ENTER");
    game.wait_event("the last move", |v| {
        is_event(v, "answer") && v["query"] == "last"
    });
    display.send("KEY_FUNCTION 1");
    let time = game.wait_event("the times", |v| {
        is_event(v, "answer") && v["query"] == "time"
    });
    let time = time["text"].as_str().expect("text").to_string();
    display.wait_for("the times", LIMIT, |s| {
        time.starts_with(&s.text) && !s.text.is_empty()
    });

    // The keyboard still works beside the display, and the game ends when its input does.
    game.send("Nf3");
    game.wait_event("Nf3 announced", |v| {
        is_event(v, "announce") && v["uci"] == "g1f3"
    });
    let (_, errors) = game.finish();
    assert!(errors.is_empty(), "standard error: {errors}");
}

fn the_analysis_board_shows_the_move_and_its_evaluation() {
    if !brltty::available("the_analysis_board_shows_the_move_and_its_evaluation") {
        return;
    }
    let stockfish = "/usr/games/stockfish";
    if !support::require(
        "Stockfish (/usr/games/stockfish)",
        Path::new(stockfish).exists(),
    ) {
        return;
    }
    let server = Server::start(brltty::free_number(), 40);
    let folder = server.folder();
    let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/listen-games.pgn");
    let games = games.display().to_string();
    let session = [
        "analyse", &games, "--game", "1", "--move", "1", "--engine", stockfish,
    ];
    let mut game = Game::start_session(
        &session,
        &server.host(),
        "json",
        &folder.join("analysis.jsonl"),
        &[],
    );
    game.wait_event("the connect notice", |v| {
        notice_of(v, "braille display connected: 40 cells")
    });
    server.display.send("NOOP");
    let display = &server.display;
    display.wait_for("the connect notice", LIMIT, |s| {
        s.text.starts_with("braille display connected")
    });
    game.send("next");
    game.send("next");
    game.wait_event("2. Bc4", |v| is_event(v, "announce") && v["uci"] == "f1c4");
    display.wait_for("the move", LIMIT, |s| {
        s.text.starts_with("2. Laeufer Cesar vier")
    });
    // The evaluation shows after the move, on the line where the move is.
    game.send("eval");
    game.wait_event("the evaluation", |v| is_event(v, "eval"));
    let shown = display.wait_for("the move and its evaluation", LIMIT, |s| {
        s.text.starts_with("2. Laeufer Cesar vier | ")
    });
    assert!(
        shown.text.trim_end().len() > "2. Laeufer Cesar vier | ".len(),
        "{shown:?}"
    );
    let (_, errors) = game.finish();
    assert!(errors.is_empty(), "standard error: {errors}");
}

fn without_brltty_the_game_goes_on_and_nothing_is_said() {
    if !brltty::available("without_brltty_the_game_goes_on_and_nothing_is_said") {
        return;
    }
    let folder = tempfile::tempdir().expect("a folder");
    let begun = Instant::now();
    let mut game = Game::start(
        &format!(":{}", brltty::free_number()),
        "text",
        &folder.path().join("game.jsonl"),
    );
    game.send("e4");
    game.send("press");
    game.wait_line("the announcement", |l| l.contains("Eva vier"));
    // Several connection attempts happen meanwhile (one every 2 s).
    thread::sleep(Duration::from_millis(2500));
    let (lines, errors) = game.finish();
    eprintln!("the game ended {:?} after it began", begun.elapsed());
    assert!(
        lines.iter().all(|l| !l.to_lowercase().contains("braille")),
        "{lines:#?}"
    );
    assert!(errors.is_empty(), "standard error: {errors}");
}

fn brltty_killed_mid_game_is_told_once_and_the_game_goes_on() {
    if !brltty::available("brltty_killed_mid_game_is_told_once_and_the_game_goes_on") {
        return;
    }
    let mut server = Server::start(brltty::free_number(), 40);
    let folder = server.folder();
    let (mut game, _) = connected_game(&server, &folder);
    game.send("e4");
    game.wait_event("e4", |v| is_event(v, "announce") && v["uci"] == "e2e4");
    let killed = Instant::now();
    server.kill();
    let lost = game.wait_event("the lost notice", |v| notice_of(v, "braille display lost"));
    eprintln!("lost told {:?} after the kill: {lost}", killed.elapsed());
    assert!(
        lost["text"]
            .as_str()
            .is_some_and(|t| t.ends_with("; the game goes on")),
        "{lost}"
    );
    // Retries go on quietly; the game goes on.
    thread::sleep(Duration::from_millis(4500));
    game.send("press");
    game.send("e5");
    game.wait_event("e5", |v| is_event(v, "announce") && v["uci"] == "e7e5");
    let (lines, errors) = game.finish();
    let told = lines
        .iter()
        .filter(|l| l.contains("braille display"))
        .count();
    assert_eq!(told, 2, "one connect and one loss: {lines:#?}");
    assert!(errors.is_empty(), "standard error: {errors}");
}

fn brltty_started_after_tactus_is_found() {
    if !brltty::available("brltty_started_after_tactus_is_found") {
        return;
    }
    let number = brltty::free_number();
    let folder = tempfile::tempdir().expect("a folder");
    let mut game = Game::start(
        &format!(":{number}"),
        "json",
        &folder.path().join("game.jsonl"),
    );
    game.send("e4");
    game.wait_event("e4", |v| is_event(v, "announce") && v["uci"] == "e2e4");
    thread::sleep(Duration::from_millis(1000));
    let started = Instant::now();
    let server = Server::start(number, 40);
    game.wait_event("the connect notice", |v| {
        notice_of(v, "braille display connected: 40 cells")
    });
    eprintln!("connected {:?} after BRLTTY started", started.elapsed());
    server.display.send("NOOP");
    server.display.wait_for("tactus", LIMIT, |s| {
        s.text.starts_with("braille display connected")
    });
    // Its keys work: F3 asks for the number of moves.
    server.display.send("KEY_FUNCTION 2");
    game.wait_event("the moves answer", |v| {
        is_event(v, "answer") && v["query"] == "moves"
    });
    let (_, errors) = game.finish();
    assert!(errors.is_empty(), "standard error: {errors}");
    drop(server);
}

fn words_beyond_ascii_show_in_a_c_locale() {
    if !brltty::available("words_beyond_ascii_show_in_a_c_locale") {
        return;
    }
    let server = Server::start(brltty::free_number(), 40);
    let folder = server.folder();
    let (mut game, _) = connected_game_with(
        &server,
        &folder,
        &[("LC_ALL", "C"), ("LANG", "C"), ("--voice", "de")],
    );
    for line in ["e4", "press", "e5", "press", "Bc4"] {
        game.send(line);
    }
    let announced = game.wait_event("Bc4", |v| is_event(v, "announce") && v["uci"] == "f1c4");
    let text = announced["text"].as_str().expect("text").to_string();
    assert!(!text.is_ascii(), "the German bishop has an umlaut: {text}");
    server
        .display
        .wait_for("the announcement with its umlaut", LIMIT, |s| {
            s.text.contains(&text)
        });
    game.finish();
}

fn devices_describes_the_display_it_finds() {
    if !brltty::available("devices_describes_the_display_it_finds") {
        return;
    }
    use tactus_devices::describe_braille;
    let number = brltty::free_number();
    let host = format!(":{number}");
    // This test alone sets the variable; the others pass it to the programs they start.
    std::env::set_var("BRLAPI_HOST", &host);
    let absent = describe_braille();
    assert!(
        absent.starts_with(&format!(
            "braille display: none (no BRLTTY at {host} running:"
        )),
        "{absent}"
    );
    let server = Server::start(number, 32);
    let found = describe_braille();
    assert_eq!(
        found,
        format!("braille display: 32 cells through BRLTTY at {host}")
    );
    drop(server);
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "braille::a_game_is_played_and_read_from_the_display",
            a_game_is_played_and_read_from_the_display,
        ),
        crate::trial(
            "braille::the_analysis_board_shows_the_move_and_its_evaluation",
            the_analysis_board_shows_the_move_and_its_evaluation,
        ),
        crate::trial(
            "braille::without_brltty_the_game_goes_on_and_nothing_is_said",
            without_brltty_the_game_goes_on_and_nothing_is_said,
        ),
        crate::trial(
            "braille::brltty_killed_mid_game_is_told_once_and_the_game_goes_on",
            brltty_killed_mid_game_is_told_once_and_the_game_goes_on,
        ),
        crate::trial(
            "braille::brltty_started_after_tactus_is_found",
            brltty_started_after_tactus_is_found,
        ),
        crate::trial(
            "braille::words_beyond_ascii_show_in_a_c_locale",
            words_beyond_ascii_show_in_a_c_locale,
        ),
        crate::trial_alone(
            "braille::devices_describes_the_display_it_finds",
            devices_describes_the_display_it_finds,
        ),
    ];
    trials
}
