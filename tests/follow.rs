//! `tactus follow` through the binary against the lichess double on 127.0.0.1 (contract: spec/study.md, "The game of
//! others"): a broadcast round's PGN stream the test sends piece by piece, the official broadcasts listed and one
//! chosen by number, the stream closed and opened again, a rate limit held a minute. Virtual time, stepped by `wait`.
//! No test reaches the internet.

use std::{process::Command, sync::mpsc::Sender};

use serde_json::Value;

use crate::support::{lichess::Lichess, running::Running, tactus, NO_DEVICES};
use crate::trial;

pub(crate) fn trials() -> Vec<libtest2_mimic::Trial> {
    vec![
        trial(
            "follow::a_round_s_games_are_listed_and_the_followed_moves_said_once",
            round_followed,
        ),
        trial(
            "follow::a_stream_that_closes_is_opened_again_and_said_once",
            stream_reopened,
        ),
        trial(
            "follow::a_rate_limit_holds_a_minute_and_is_said",
            rate_limited,
        ),
        trial(
            "follow::the_rounds_played_now_are_listed_and_one_chosen_by_number",
            chosen_by_number,
        ),
    ]
}

/// `tactus follow ARGS` against `server`: JSON lines, virtual time, commands from standard input.
fn follow(server: &Lichess, args: &[&str]) -> Command {
    let mut command = tactus();
    command
        .arg("follow")
        .args(args)
        .args(["--server", &server.url])
        .args(NO_DEVICES)
        .args(["--format", "json", "--virtual-time", "--script", "-"]);
    command
}

/// A game of the round at `id` between `white` and `black`, with `moves` and `result`.
fn game(id: &str, white: &str, black: &str, moves: &str, result: &str) -> String {
    format!(
        "[Event \"Tata Steel Masters\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"{result}\"]\n\
         [GameURL \"https://lichess.org/broadcast/tata-steel/round-5/r2ongoin/{id}\"]\n\n{moves} {result}\n\n"
    )
}

/// The round's first games: Carlsen–Nepomniachtchi after 1. e4 e5, Ding–Gukesh not started.
fn first_games() -> String {
    game(
        "gameaaaa",
        "Carlsen",
        "Nepomniachtchi",
        "1. e4 { [%clk 1:40:00] } e5 { [%clk 1:39:58] }",
        "*",
    ) + &game("gamebbbb", "Ding", "Gukesh", "", "*")
}

fn event(line: &str) -> Value {
    serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"))
}

/// Sends `text` as two chunks, cut in the middle.
fn send_split(stream: &Sender<Vec<u8>>, text: &str) {
    let (first, rest) = text.split_at(text.len() / 2);
    stream.send(first.as_bytes().to_vec()).unwrap();
    stream.send(rest.as_bytes().to_vec()).unwrap();
}

fn round_followed() {
    let server = Lichess::start();
    let stream = server.round_stream();
    send_split(&stream, &first_games());
    let mut tactus = Running::start(&mut follow(&server, &["r2ongoin", "--all"]));
    server.wait_request(
        "GET /api/stream/broadcast/round/r2ongoin.pgn?clocks=true",
        1,
    );
    tactus.expect_line("Board 1: Carlsen against Nepomniachtchi");
    tactus.expect_line("Board 2: Ding against Gukesh, not started");
    // An update of board 2 split across chunks: said once, when whole, with its board.
    send_split(&stream, &game("gamebbbb", "Ding", "Gukesh", "1. d4", "*"));
    let moved = event(&tactus.expect_line(r#""event":"announce""#));
    assert_eq!(moved["source"], "broadcast", "{moved}");
    assert_eq!(moved["san"], "d4");
    assert_eq!(moved["game"]["board"], 2);
    assert_eq!(
        moved["game"]["url"],
        "https://lichess.org/broadcast/tata-steel/round-5/r2ongoin/gamebbbb"
    );
    assert!(
        moved["text"]
            .as_str()
            .is_some_and(|t| t.starts_with("Board 2: ")),
        "{moved}"
    );
    // Board 1's second move corrected by the broadcast: said as a correction.
    stream
        .send(
            game(
                "gameaaaa",
                "Carlsen",
                "Nepomniachtchi",
                "1. e4 { [%clk 1:40:00] } c5 { [%clk 1:39:00] }",
                "*",
            )
            .into_bytes(),
        )
        .unwrap();
    let corrected = event(&tactus.expect_line(r#""san":"c5""#));
    assert_eq!(corrected["correction"], true, "{corrected}");
    tactus.type_lines("game 1\nclock\n");
    let clock = event(&tactus.expect_line(r#""query":"clock""#));
    assert!(
        clock["text"].as_str().is_some_and(|t| t.contains("hour")),
        "{clock}"
    );
    // Both games end: each result said, then the round's end.
    stream
        .send(game("gameaaaa", "Carlsen", "Nepomniachtchi", "1. e4 c5", "1-0").into_bytes())
        .unwrap();
    tactus.expect_line("Board 1: Carlsen against Nepomniachtchi, White won");
    stream
        .send(game("gamebbbb", "Ding", "Gukesh", "1. d4", "1/2-1/2").into_bytes())
        .unwrap();
    tactus.expect_line("Board 2: Ding against Gukesh, drawn");
    tactus.expect_line("The round is over");
    let ended = tactus.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let announced: Vec<String> = ended
        .events()
        .iter()
        .filter(|e| e["event"] == "announce")
        .filter_map(|e| e["san"].as_str().map(str::to_string))
        .collect();
    assert_eq!(announced, ["d4", "c5"], "each move said once");
}

fn stream_reopened() {
    let server = Lichess::start();
    let first = server.round_stream();
    let second = server.round_stream();
    first.send(first_games().into_bytes()).unwrap();
    let mut tactus = Running::start(&mut follow(
        &server,
        &[
            "https://lichess.org/broadcast/tata-steel/round-5/r2ongoin",
            "--game",
            "1",
        ],
    ));
    tactus.expect_line("Board 2: Ding against Gukesh");
    // The stream closes; the next one sends the round again, with a move played meanwhile.
    drop(first);
    tactus.expect_line("The broadcast was lost: opening it again");
    server.wait_request("GET /api/stream/broadcast/round/r2ongoin.pgn", 2);
    tactus.expect_line("The broadcast is back");
    second
        .send(
            (game(
                "gameaaaa",
                "Carlsen",
                "Nepomniachtchi",
                "1. e4 e5 2. Nf3",
                "*",
            ) + &game("gamebbbb", "Ding", "Gukesh", "", "*"))
                .into_bytes(),
        )
        .unwrap();
    let moved = event(&tactus.expect_line(r#""event":"announce""#));
    assert_eq!(moved["san"], "Nf3");
    let ended = tactus.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let events = ended.events();
    let said = |wanted: &str| {
        events
            .iter()
            .filter(|e| e["text"].as_str().is_some_and(|t| t.contains(wanted)))
            .count()
    };
    assert_eq!(said("The broadcast was lost"), 1);
    assert_eq!(said("The broadcast is back"), 1);
    assert_eq!(
        said("Board 1: Carlsen"),
        1,
        "the games sent again are not listed again"
    );
}

fn rate_limited() {
    let server = Lichess::start();
    server.answer(
        "GET /api/stream/broadcast/round/",
        "429 Too Many Requests",
        "text/html",
        "<html><body>Too many requests</body></html>",
    );
    let stream = server.round_stream();
    stream.send(first_games().into_bytes()).unwrap();
    let mut tactus = Running::start(&mut follow(&server, &["r2ongoin"]));
    let limited = event(&tactus.expect_line("lichess asks to slow down"));
    assert_eq!(limited["t_ms"], 0);
    tactus.type_lines("wait 59s\n");
    tactus.type_lines("help\n");
    tactus.expect_line(r#""query":"help""#);
    assert_eq!(
        server
            .requests()
            .iter()
            .filter(|r| r.starts_with("GET /api/stream/broadcast/"))
            .count(),
        1,
        "nothing asked within the minute"
    );
    tactus.type_lines("wait 1s\n");
    server.wait_request("GET /api/stream/broadcast/round/r2ongoin.pgn", 2);
    tactus.expect_line("Board 1: Carlsen against Nepomniachtchi");
    let ended = tactus.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
}

fn chosen_by_number() {
    let server = Lichess::start();
    let stream = server.round_stream();
    stream.send(first_games().into_bytes()).unwrap();
    let mut tactus = Running::start(&mut follow(&server, &[]));
    tactus.expect_line("1: Tata Steel Masters, Round 5");
    tactus.expect_line("2: Women's Open, Round 1");
    tactus.type_lines("2\n");
    server.wait_request("GET /api/stream/broadcast/round/r3ongoin.pgn", 1);
    tactus.expect_line("Board 1: Carlsen against Nepomniachtchi");
    let ended = tactus.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let wrong = follow(&server, &[]).output_with_stdin("7\n");
    assert_eq!(wrong.0, Some(2), "{}", wrong.1);
    assert!(
        wrong.1.contains("7 is not one of the rounds listed"),
        "{}",
        wrong.1
    );
}

/// Running a command to its end with `input` on standard input: its exit code and standard error.
trait WithStdin {
    fn output_with_stdin(self, input: &str) -> (Option<i32>, String);
}

impl WithStdin for Command {
    fn output_with_stdin(mut self, input: &str) -> (Option<i32>, String) {
        use std::io::Write;
        let mut child = self
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let output = child.wait_with_output().unwrap();
        (
            output.status.code(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        )
    }
}
