//! Studies, games and broadcast rounds fetched from lichess and opened on the analysis board, and a user's games
//! listed (contract: the product's spec of studies, "The game of others"), through the binary against the lichess
//! double on 127.0.0.1: with the token or without it, a private study refused naming its scope, a rate limit waited
//! out once (on virtual time), plain http to another machine refused before any request. No test reaches lichess.

use std::process::{Command, Output};

use serde_json::Value;
use tempfile::TempDir;

use crate::support::{lichess::Lichess, lichess::TOKEN, run_with_stdin, tactus, NO_DEVICES};
use crate::trial;

pub(crate) fn trials() -> Vec<libtest2_mimic::Trial> {
    vec![
        trial(
            "lichess_fetch::a_study_of_two_chapters_opens_with_its_nested_lines",
            study_opened,
        ),
        trial(
            "lichess_fetch::a_private_study_needs_the_token_with_study_read",
            private_study,
        ),
        trial(
            "lichess_fetch::a_game_and_a_broadcast_round_are_opened_by_their_addresses",
            game_and_round,
        ),
        trial(
            "lichess_fetch::a_users_games_are_listed_in_words_and_as_json",
            user_games,
        ),
        trial(
            "lichess_fetch::a_rate_limit_is_waited_out_once_and_said",
            rate_limit,
        ),
        trial(
            "lichess_fetch::plain_http_elsewhere_and_no_network_are_refused_plainly",
            refusals,
        ),
    ]
}

/// A study of two chapters, the first with nested variations.
const STUDY: &str = r#"[Event "Openings: Italian"]
[Site "https://lichess.org/study/AbCd1234/Ch4pter1"]
[Result "*"]
[Annotator "https://lichess.org/@/bo"]

1. e4 e5 2. Nf3 (2. Bc4 Nf6 (2... Bc5 3. Qh5 (3. Nf3)) 3. d3) 2... Nc6 3. Bc4 { The Italian. } *

[Event "Openings: Scotch"]
[Site "https://lichess.org/study/AbCd1234/Ch4pter2"]
[Result "*"]

1. e4 e5 2. Nf3 Nc6 3. d4 *
"#;

/// A game as `/game/export` gives it, with its clocks.
const GAME: &str = r#"[Event "Rated blitz game"]
[Site "https://lichess.org/q7ZvsdUF"]
[White "Bo"]
[Black "Ada"]
[Result "1-0"]

1. e4 { [%clk 0:03:00] } e5 { [%clk 0:03:00] } 2. Qh5 { [%clk 0:02:58] } Nc6 { [%clk 0:02:57] } 3. Bc4 { [%clk 0:02:55] } Nf6 { [%clk 0:02:50] } 4. Qxf7# { [%clk 0:02:54] } 1-0
"#;

/// `tactus ARGS` against `server`, with the token given or none, and `input` typed.
fn run(server: &Lichess, folder: &TempDir, token: bool, args: &[&str], input: &str) -> Output {
    let mut command = tactus();
    command
        .args(args)
        .args(["--server", &server.url])
        .env("XDG_CONFIG_HOME", folder.path())
        .env_remove("TACTUS_LICHESS_URL");
    if token {
        command.env("TACTUS_LICHESS_TOKEN", TOKEN);
    } else {
        command.env_remove("TACTUS_LICHESS_TOKEN");
    }
    run_with_stdin(&mut command, input)
}

/// `tactus analyse SOURCE EXTRA` scripted by `input`, JSON lines on virtual time.
fn analyse(
    server: &Lichess,
    folder: &TempDir,
    token: bool,
    source: &str,
    extra: &[&str],
    input: &str,
) -> Output {
    let journal = folder.path().join("analysis.jsonl");
    let journal = journal.to_str().unwrap();
    let mut args = vec!["analyse", source];
    args.extend(extra);
    args.extend(NO_DEVICES);
    args.extend([
        "--format",
        "json",
        "--script",
        "-",
        "--virtual-time",
        "--journal",
        journal,
    ]);
    let _ = std::fs::remove_file(journal);
    run(server, folder, token, &args, input)
}

fn session_events(out: &Output) -> Vec<Value> {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "exit {:?}: {stderr}", out.status);
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")))
        .collect()
}

fn answer<'a>(events: &'a [Value], query: &str) -> &'a str {
    events
        .iter()
        .find(|e| e["event"] == "answer" && e["query"] == query)
        .and_then(|e| e["text"].as_str())
        .unwrap_or_else(|| panic!("no answer to {query}: {events:?}"))
}

fn study_opened() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    server.export("/api/study/AbCd1234.pgn", "application/x-chess-pgn", STUDY);
    let out = analyse(
        &server,
        &folder,
        false,
        "lichess:study/AbCd1234",
        &["--move", "1", "black"],
        "lines\nline 2\nnext\nquit\n",
    );
    let events = session_events(&out);
    let notices: Vec<&str> = events
        .iter()
        .filter(|e| e["event"] == "notice")
        .filter_map(|e| e["text"].as_str())
        .collect();
    assert!(
        notices
            .iter()
            .any(|n| n.contains("two") && n.contains("--game")),
        "{notices:?}"
    );
    assert!(answer(&events, "headers").contains("Italian"), "{events:?}");
    let lines = answer(&events, "lines");
    assert!(lines.starts_with("2 lines"), "{lines}");
    let moves: Vec<(&str, &str)> = events
        .iter()
        .filter(|e| e["event"] == "announce")
        .map(|e| (e["san"].as_str().unwrap(), e["line"].as_str().unwrap_or("")))
        .collect();
    // Line 2 is the Italian's 2. Bc4, then its own two lines (2... Nf6 first, 2... Bc5 nested in it).
    assert_eq!(moves, [("Bc4", "2 of 2"), ("Nf6", "1 of 2")], "{events:?}");
    assert_eq!(
        server.requests(),
        ["GET /api/study/AbCd1234.pgn?clocks=true&comments=true&variations=true"]
    );
    // A line tried is journaled; resumed, the study is fetched again from the same server and has the line.
    let out = analyse(
        &server,
        &folder,
        false,
        "lichess:study/AbCd1234",
        &["--move", "1", "black"],
        "Bb5\nquit\n",
    );
    session_events(&out);
    let mut resume = tactus();
    resume
        .arg("resume")
        .arg(folder.path().join("analysis.jsonl"))
        .args(["--format", "json", "--script", "-", "--virtual-time"])
        .args(NO_DEVICES)
        .env("XDG_CONFIG_HOME", folder.path())
        .env_remove("TACTUS_LICHESS_TOKEN")
        .env_remove("TACTUS_LICHESS_URL");
    let out = run_with_stdin(&mut resume, "move 1 black\nlines\nquit\n");
    let events = session_events(&out);
    let lines = events
        .iter()
        .rev()
        .filter(|e| e["event"] == "answer" && e["query"] == "lines")
        .find_map(|e| e["text"].as_str())
        .unwrap_or_default()
        .to_string();
    assert!(lines.starts_with("3 lines"), "{events:?}");
    assert_eq!(server.requests().len(), 3, "{:?}", server.requests());
    // The second chapter, by --game.
    let out = analyse(
        &server,
        &folder,
        false,
        "https://lichess.org/study/AbCd1234",
        &["--game", "2"],
        "quit\n",
    );
    assert!(answer(&session_events(&out), "headers").contains("Scotch"));
}

fn private_study() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    server.export_privately("/api/study/Pr1vate1.pgn", "application/x-chess-pgn", STUDY);
    let out = analyse(
        &server,
        &folder,
        false,
        "lichess:study/Pr1vate1",
        &[],
        "quit\n",
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("Pr1vate1") && stderr.contains("study:read") && stderr.contains("login"),
        "{stderr}"
    );
    let out = analyse(
        &server,
        &folder,
        true,
        "lichess:study/Pr1vate1",
        &[],
        "quit\n",
    );
    assert!(answer(&session_events(&out), "headers").contains("Italian"));
    // login says which scope a private study needs.
    let out = run(&server, &folder, false, &["online", "login"], "\n");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("study:read"), "{stderr}");
}

fn game_and_round() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    server.export("/game/export/q7ZvsdUF", "application/x-chess-pgn", GAME);
    let out = analyse(
        &server,
        &folder,
        false,
        "https://lichess.org/q7ZvsdUF/black",
        &["--move", "2"],
        "clock\nquit\n",
    );
    let events = session_events(&out);
    assert!(answer(&events, "headers").contains("Bo"), "{events:?}");
    // The export's clocks are kept.
    let clock = answer(&events, "clock");
    assert!(clock.contains("two minutes fifty-eight seconds"), "{clock}");
    let requests = server.requests();
    assert_eq!(requests.len(), 1, "{requests:?}");
    assert!(
        requests[0].starts_with("GET /game/export/q7ZvsdUF?clocks=true&evals=true"),
        "{requests:?}"
    );
    server.export(
        "/api/broadcast/round/r0und123.pgn",
        "application/x-chess-pgn",
        GAME,
    );
    let out = analyse(
        &server,
        &folder,
        true,
        "https://lichess.org/broadcast/the-open/round-3/r0und123",
        &[],
        "quit\n",
    );
    assert!(answer(&session_events(&out), "headers").contains("Ada"));
}

/// The NDJSON of two of Bo's games: a win against Ada, a draw against lichess' AI.
fn bo_games() -> String {
    [
        r#"{"id":"q7ZvsdUF","rated":true,"variant":"standard","speed":"blitz","perf":"blitz","createdAt":1764374400000,"lastMoveAt":1764374700000,"status":"mate","players":{"white":{"user":{"name":"Bo","id":"bo"},"rating":1500},"black":{"user":{"name":"Ada","id":"ada"},"rating":1480}},"winner":"white","opening":{"eco":"C20","name":"King's Pawn Game","ply":2},"clock":{"initial":180,"increment":0,"totalTime":180}}"#,
        r#"{"id":"Xy12ab34","rated":false,"variant":"standard","speed":"rapid","perf":"rapid","createdAt":1764288000000,"lastMoveAt":1764289000000,"status":"stalemate","players":{"white":{"aiLevel":3},"black":{"user":{"name":"Bo","id":"bo"},"rating":1500}}}"#,
    ]
    .join("\n")
        + "\n"
}

fn user_games() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    server.export("/api/games/user/Bo", "application/x-ndjson", &bo_games());
    server.export("/api/games/user/bo", "application/x-ndjson", &bo_games());
    // The account's own games: the name from the token's account.
    let out = run(&server, &folder, true, &["online", "games"], "");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            "1. Ada, won, blitz, 2025-11-29, lichess:game/q7ZvsdUF",
            "2. lichess AI level 3, drawn, rapid, 2025-11-28, lichess:game/Xy12ab34",
        ]
    );
    let requests = server.requests();
    assert_eq!(requests[0], "GET /api/account", "{requests:?}");
    assert_eq!(
        requests[1],
        "GET /api/games/user/Bo?max=20&pgnInJson=false&moves=false&clocks=true&opening=true"
    );
    // Another user's, without a token, as JSON lines; in German as words.
    let out = run(
        &server,
        &folder,
        false,
        &["online", "games", "bo", "--format", "json"],
        "",
    );
    let games: Vec<Value> = session_events(&out);
    assert_eq!(games.len(), 2);
    assert_eq!(games[0]["number"], 1);
    assert_eq!(games[0]["id"], "q7ZvsdUF");
    assert_eq!(games[0]["result"], "won");
    assert_eq!(games[1]["white"], false);
    assert_eq!(games[1]["result"], "drawn");
    let out = run(
        &server,
        &folder,
        false,
        &["online", "games", "bo", "--voice", "de"],
        "",
    );
    let german = String::from_utf8_lossy(&out.stdout);
    assert!(
        german.starts_with("1. Ada, gewonnen, Blitz, 2025-11-29")
            && german.contains("lichess-KI Stufe 3, remis, Schnellschach"),
        "{german}"
    );
}

fn rate_limit() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    server.export("/api/study/AbCd1234.pgn", "application/x-chess-pgn", STUDY);
    server.answer(
        "GET /api/study/AbCd1234",
        "429 Too Many Requests",
        "text/html",
        "<html>slow down</html>",
    );
    let out = analyse(
        &server,
        &folder,
        false,
        "lichess:study/AbCd1234",
        &[],
        "quit\n",
    );
    let events = session_events(&out);
    assert!(answer(&events, "headers").contains("Italian"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.matches("waits a minute").count(), 1, "{stderr}");
    assert_eq!(server.requests().len(), 2);
    // Twice: said once, then given up.
    for _ in 0..2 {
        server.answer(
            "GET /api/study/AbCd1234",
            "429 Too Many Requests",
            "text/html",
            "",
        );
    }
    let out = analyse(
        &server,
        &folder,
        false,
        "lichess:study/AbCd1234",
        &[],
        "quit\n",
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.matches("waits a minute").count(), 1, "{stderr}");
    assert_eq!(server.requests().len(), 4);
}

fn refusals() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let mut command = tactus();
    let out = command
        .args([
            "analyse",
            "lichess:game/q7ZvsdUF",
            "--server",
            "http://example.org",
        ])
        .args(NO_DEVICES)
        .args(["--script", "-"])
        .env("TACTUS_LICHESS_TOKEN", TOKEN)
        .env("XDG_CONFIG_HOME", folder.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("unencrypted") && stderr.contains("example.org"),
        "{stderr}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_tactus"))
        .args(["online", "games", "bo", "--server", "http://example.org"])
        .env("XDG_CONFIG_HOME", folder.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    // No network: a port where nothing listens.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let nowhere = format!("http://{}", closed.local_addr().unwrap());
    drop(closed);
    let out = Command::new(env!("CARGO_BIN_EXE_tactus"))
        .args(["online", "games", "bo", "--server", &nowhere])
        .env("XDG_CONFIG_HOME", folder.path())
        .env_remove("TACTUS_LICHESS_TOKEN")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("cannot be reached"), "{stderr}");
    assert!(server.requests().is_empty());
}
