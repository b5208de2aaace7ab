//! Online play through the binary against a lichess double on 127.0.0.1 (contract: the product's spec of online
//! play): the game's streams are chunked NDJSON the test sends piece by piece, the requests tactus makes are waited
//! for and answered, and the JSON events are checked against what the game at the board says. Virtual time, stepped
//! by `wait`: the minute after a rate limit, the reconnection's delay and a stream's silence pass only when the script
//! says so. No test reaches the internet.

use std::{process::Command, sync::mpsc::Sender};

use serde_json::Value;
use tempfile::TempDir;

use crate::support::{
    lichess::{event_game, game_full, game_start, game_state, line, playing_game, Lichess, TOKEN},
    running::Running,
    tactus, NO_DEVICES,
};
use crate::trial;

pub(crate) fn trials() -> Vec<libtest2_mimic::Trial> {
    vec![
        trial(
            "online::the_help_and_the_guide_name_the_online_games_commands",
            help_and_guide,
        ),
        trial(
            "online::the_token_is_sent_in_plain_http_only_to_this_computer",
            plain_http,
        ),
        trial(
            "online::a_whole_game_from_seek_to_mate_with_the_servers_clocks",
            whole_game,
        ),
        trial(
            "online::a_lost_stream_is_opened_again_and_its_game_full_reconciled",
            reconnection,
        ),
        trial("online::the_opponents_draw_offer_and_takeback", offers),
        trial(
            "online::a_refused_move_stays_pending_and_a_rate_limit_holds_a_minute",
            refusals,
        ),
        trial("online::a_bad_token_is_said_plainly", bad_token),
        trial("online::a_challenge_declined_is_said", challenge_declined),
        trial(
            "online::a_correspondence_seek_asks_days_a_move_and_plays_without_a_clock",
            correspondence,
        ),
        trial(
            "online::every_end_status_is_a_result_with_its_reason",
            end_statuses,
        ),
        trial(
            "online::the_opponent_leaves_and_the_win_is_claimed",
            opponent_gone,
        ),
        trial("online::hints_are_refused_and_chat_is_kept", fair_play),
        trial(
            "online::a_game_resumed_after_a_crash_is_reconciled_with_its_journal",
            after_a_crash,
        ),
        trial(
            "online::several_games_in_progress_are_listed_and_resumed_by_number",
            several_games,
        ),
        trial(
            "online::a_seek_takes_the_game_that_starts_after_it_not_one_in_progress",
            seek_ignores_earlier_games,
        ),
        trial(
            "online::a_closed_event_stream_is_opened_again_while_the_seek_waits",
            event_stream_reopened,
        ),
        trial(
            "online::an_event_stream_that_cannot_be_opened_again_is_given_up",
            event_stream_given_up,
        ),
        trial(
            "online::a_game_finished_before_it_was_played_is_a_result",
            finished_before_play,
        ),
        trial("online::a_challenge_canceled_is_said", challenge_canceled),
        trial(
            "online::a_silent_stream_is_opened_again_in_the_games_time",
            silent_stream,
        ),
    ]
}

/// `tactus online ARGS` against `server`, JSON lines, virtual time, commands from standard input.
fn online(server: &Lichess, folder: &TempDir, args: &[&str]) -> Command {
    let mut command = tactus();
    command
        .arg("online")
        .args(args)
        .args(["--server", &server.url])
        .args(NO_DEVICES)
        .args([
            "--format",
            "json",
            "--virtual-time",
            "--script",
            "-",
            "--journal",
        ])
        .arg(folder.path().join("game.jsonl"))
        .env("TACTUS_LICHESS_TOKEN", TOKEN)
        .env("XDG_CONFIG_HOME", folder.path());
    command
}

/// A game started by `resume g1` with the account (Bo) playing Black, the game's first stream open: the stream's
/// sender, the running tactus, after its `game` event.
fn game(server: &Lichess, folder: &TempDir, moves: &str) -> (Sender<Vec<u8>>, Running) {
    let stream = server.game_stream();
    stream
        .send(line(&game_full(&game_state(
            moves, 900_000, 900_000, "started", "",
        ))))
        .unwrap();
    let mut tactus = Running::start(&mut online(server, folder, &["resume", "g1"]));
    tactus.expect_line(r#""event":"game""#);
    (stream, tactus)
}

/// Types `command` until tactus takes it rather than saying a request is still on its way: the answer to the request
/// before it reaches the game from another thread than the typed lines, in an order the test cannot choose (this
/// waits for that answer; it is not what is tested).
fn type_when_free(tactus: &mut Running, command: &str) {
    for _ in 0..200 {
        let before = tactus.seen.len();
        tactus.type_lines(&format!("{command}\nmoves\n"));
        tactus.expect_line(r#""query":"moves""#);
        let waiting = tactus.seen[before..]
            .iter()
            .any(|line| line.contains(r#""code":"waiting_server""#));
        if !waiting {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(25));
    }
    tactus.fail(&format!(
        "{command} was never taken: the request before it was never answered"
    ));
}

fn event(line: &str) -> Value {
    serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"))
}

/// Waits for an event named `name` carrying `field`: `value` too.
fn expect(tactus: &mut Running, name: &str, field: &str) -> Value {
    event(
        &tactus
            .expect_line(&format!(r#""event":"{name}""#))
            .replace("\n", ""),
    )
    .get(field)
    .map_or_else(
        || tactus.fail(&format!("{name} without {field}")),
        |value| value.clone(),
    )
}

fn whole_game() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let events = server.event_stream();
    let stream = server.game_stream();
    let mut tactus = Running::start(&mut online(&server, &folder, &["seek", "15+10"]));
    // The event stream is open before the seek is made; the game starts once it is.
    server.wait_request("GET /api/stream/event", 1);
    let seek = server.wait_request("POST /api/board/seek", 1);
    assert!(seek.ends_with("time=15&increment=10&rated=false"), "{seek}");
    events.send(b"\n".to_vec()).unwrap();
    events.send(line(&game_start("black"))).unwrap();
    stream
        .send(line(&game_full(&game_state(
            "", 900_000, 900_000, "started", "",
        ))))
        .unwrap();
    let game = event(&tactus.expect_line(r#""event":"game""#));
    assert_eq!(
        (game["white"].as_str(), game["black"].as_str()),
        (Some("Ada"), Some("Bo"))
    );
    // White's first move, its line split in three chunks after keep-alives, with Bo's deadline for a first move.
    let state = line(&game_state(
        "e2e4",
        900_000,
        900_000,
        "started",
        r#","expiration":{"idleMillis":5000,"millisToMove":30000}"#,
    ));
    let (first, rest) = state.split_at(20);
    let (second, third) = rest.split_at(25);
    for piece in [b"\n\n".to_vec(), first.to_vec(), second.to_vec()] {
        stream.send(piece).unwrap();
    }
    stream.send([third, b"\n\n"].concat()).unwrap();
    let first = event(&tactus.expect_line(r#""event":"announce""#));
    assert_eq!(
        (first["san"].as_str(), first["source"].as_str()),
        (Some("e4"), Some("server"))
    );
    assert_eq!(
        expect(&mut tactus, "notice", "text"),
        "Make your first move within 25 seconds, or lichess aborts the game"
    );
    // Bo's moves are sent on press and completed when the server has them; White's come from the server.
    let replies = [("e7e5", "f1c4"), ("b8c6", "d1h5"), ("g8f6", "h5f7")];
    let mut moves = String::from("e2e4");
    let mut btime = 900_000;
    for (n, (ours, theirs)) in replies.iter().enumerate() {
        tactus.type_lines(&format!("{ours}\n"));
        assert_eq!(expect(&mut tactus, "announce", "uci"), *ours);
        tactus.type_lines("press\n");
        let sent = server.wait_request("POST /api/board/game/g1/move/", n + 1);
        assert!(
            sent.starts_with(&format!(
                "POST /api/board/game/g1/move/{ours}?offeringDraw=false"
            )),
            "{sent}"
        );
        moves = format!("{moves} {ours}");
        btime -= 5_000;
        stream
            .send(line(&game_state(&moves, 895_000, btime, "started", "")))
            .unwrap();
        let press = event(&tactus.expect_line(r#""event":"press""#));
        assert_eq!(press["side"], "black");
        assert_eq!(
            press["black_ms"], btime,
            "the server's clock, increment and all"
        );
        moves = format!("{moves} {theirs}");
        stream
            .send(line(&game_state(&moves, 890_000, btime, "started", "")))
            .unwrap();
        assert_eq!(expect(&mut tactus, "announce", "uci"), *theirs);
    }
    // The last of White's moves mates: the server's status says so too, and the stream ends with the game.
    stream
        .send(line(&game_state(
            &moves,
            890_000,
            btime,
            "mate",
            r#","winner":"white""#,
        )))
        .unwrap();
    drop(stream);
    let result = event(&tactus.expect_line(r#""event":"result""#));
    assert_eq!(
        (result["result"].as_str(), result["reason"].as_str()),
        (Some("1-0"), Some("checkmate"))
    );
    let ended = tactus.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    assert!(!ended.stderr.contains(TOKEN) && !ended.lines.iter().any(|l| l.contains(TOKEN)));
    let journal = std::fs::read_to_string(folder.path().join("game.jsonl")).unwrap();
    assert!(journal.contains(r#""record":"online""#) && journal.contains(r#""game":"g1""#));
    assert!(!journal.contains(TOKEN));
    // Nothing reached anything but the double, and every request carried the token (the double refuses others).
    assert!(server
        .requests()
        .iter()
        .all(|r| r.starts_with("GET /api/") || r.starts_with("POST /api/")));
}

fn reconnection() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let (stream, mut tactus) = game(&server, &folder, "e2e4");
    assert_eq!(expect(&mut tactus, "announce", "san"), "e4");
    // The stream ends mid-game: said, and opened again after three seconds of the game's time.
    let again = server.game_stream();
    drop(stream);
    tactus.expect_line("connection to lichess was lost");
    again
        .send(line(&game_full(&game_state(
            "e2e4 e7e5 g1f3",
            890_000,
            880_000,
            "started",
            "",
        ))))
        .unwrap();
    tactus.type_lines("wait 3s\n");
    server.wait_request("GET /api/board/game/stream/g1", 2);
    // What the game missed meanwhile is announced: the user's own move played elsewhere and White's reply.
    assert_eq!(expect(&mut tactus, "announce", "san"), "e5");
    assert_eq!(expect(&mut tactus, "announce", "san"), "Nf3");
    tactus.type_lines("time\n");
    let time = expect(&mut tactus, "answer", "text");
    assert!(
        time.as_str()
            .unwrap()
            .contains("Black fourteen minutes forty seconds"),
        "{time}"
    );
    let ended = tactus.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
}

fn offers() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let (stream, mut tactus) = game(&server, &folder, "e2e4 e7e5 g1f3");
    expect(&mut tactus, "announce", "san");
    stream
        .send(line(&game_state(
            "e2e4 e7e5 g1f3",
            890_000,
            890_000,
            "started",
            r#","wdraw":true"#,
        )))
        .unwrap();
    assert_eq!(expect(&mut tactus, "draw_offer", "side"), "white");
    tactus.type_lines("decline\n");
    server.wait_request("POST /api/board/game/g1/draw/no", 1);
    stream
        .send(line(&game_state(
            "e2e4 e7e5 g1f3",
            890_000,
            890_000,
            "started",
            "",
        )))
        .unwrap();
    assert_eq!(expect(&mut tactus, "draw_declined", "side"), "black");
    stream
        .send(line(&game_state(
            "e2e4 e7e5 g1f3",
            890_000,
            890_000,
            "started",
            r#","wtakeback":true"#,
        )))
        .unwrap();
    tactus.expect_line("White proposes to take the last move back");
    type_when_free(&mut tactus, "accept");
    server.wait_request("POST /api/board/game/g1/takeback/yes", 1);
    stream
        .send(line(&game_state(
            "e2e4 e7e5",
            890_000,
            890_000,
            "started",
            "",
        )))
        .unwrap();
    tactus.expect_line(r#""event":"takeback""#);
    stream
        .send(line(&game_state(
            "e2e4 e7e5 b1c3",
            890_000,
            890_000,
            "started",
            "",
        )))
        .unwrap();
    assert_eq!(expect(&mut tactus, "announce", "san"), "Nc3");
    assert!(tactus.finish().status.success());
}

fn refusals() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let (stream, mut tactus) = game(&server, &folder, "e2e4");
    expect(&mut tactus, "announce", "san");
    server.answer(
        "POST /api/board/game/g1/move/",
        "400 Bad Request",
        "application/json",
        r#"{"error":"Not your turn, or game already over"}"#,
    );
    tactus.type_lines("e5\npress\n");
    let refused = event(&tactus.expect_line(r#""event":"error""#));
    assert_eq!(refused["code"], "server_refused");
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .contains("Not your turn"),
        "{refused}"
    );
    // Still pending: pressed again, sent again, and this time the server takes it but asks to slow down next.
    server.answer(
        "POST /api/board/game/g1/move/",
        "429 Too Many Requests",
        "text/html",
        "<!DOCTYPE html><html><head><title>lichess.org - too many requests</title></head><body>Too many requests</body></html>",
    );
    tactus.type_lines("press\n");
    let limited = event(&tactus.expect_line(r#""event":"error""#));
    assert_eq!(limited["code"], "rate_limited");
    let sent = server.requests().len();
    // The stream says nothing meanwhile: its silence is said at 21 s of the game's time, but the stream too is asked
    // for again only once the minute has passed.
    let again = server.game_stream();
    tactus.type_lines("wait 59s\npress\n");
    tactus.expect_line("lichess sent nothing for 21 seconds");
    let held = event(&tactus.expect_line(r#""event":"error""#));
    assert_eq!(held["code"], "rate_limited");
    assert_eq!(
        server.requests().len(),
        sent,
        "nothing is sent within the minute, nothing resent by itself"
    );
    again
        .send(line(&game_full(&game_state(
            "e2e4", 890_000, 880_000, "started", "",
        ))))
        .unwrap();
    tactus.type_lines("wait 1s\npress\n");
    server.wait_request("GET /api/board/game/stream/g1", 2);
    server.wait_request("POST /api/board/game/g1/move/e7e5", 3);
    drop(stream);
    again
        .send(line(&game_state(
            "e2e4 e7e5",
            890_000,
            880_000,
            "started",
            "",
        )))
        .unwrap();
    assert_eq!(
        event(&tactus.expect_line(r#""event":"press""#))["side"],
        "black"
    );
    assert!(tactus.finish().status.success());
}

fn bad_token() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let out = online(&server, &folder, &["seek", "15+10"])
        .env("TACTUS_LICHESS_TOKEN", "lip_wrong")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("lichess refused the token"), "{stderr}");
    assert!(!stderr.contains("lip_wrong"));
    let out = online(&server, &folder, &["seek", "15"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("write minutes and seconds"));
}

fn end_statuses() {
    let cases = [
        (
            "resign",
            r#","winner":"white""#,
            Some(("1-0", "resignation")),
        ),
        (
            "outoftime",
            r#","winner":"black""#,
            Some(("0-1", "time_forfeit")),
        ),
        ("timeout", r#","winner":"white""#, Some(("1-0", "server"))),
        ("draw", "", Some(("1/2-1/2", "server"))),
        ("stalemate", "", Some(("1/2-1/2", "server"))),
        ("cheat", r#","winner":"black""#, Some(("0-1", "server"))),
        ("insufficientMaterialClaim", "", Some(("1/2-1/2", "server"))),
        ("unknownFinish", "", Some(("1/2-1/2", "server"))),
        ("noStart", r#","winner":"white""#, Some(("1-0", "server"))),
        ("aborted", "", None),
    ];
    for (status, winner, expected) in cases {
        let server = Lichess::start();
        let folder = TempDir::new().unwrap();
        let (stream, mut tactus) = game(&server, &folder, "e2e4 e7e5");
        expect(&mut tactus, "announce", "san");
        stream
            .send(line(&game_state(
                "e2e4 e7e5",
                890_000,
                880_000,
                status,
                winner,
            )))
            .unwrap();
        drop(stream);
        match expected {
            Some((score, reason)) => {
                let result = event(&tactus.expect_line(r#""event":"result""#));
                assert_eq!(
                    (result["result"].as_str(), result["reason"].as_str()),
                    (Some(score), Some(reason)),
                    "{status}"
                );
            }
            None => {
                tactus.expect_line("The game was aborted");
            }
        }
        let ended = tactus.finish();
        assert!(ended.status.success(), "{status}: {}", ended.stderr);
        assert!(
            !ended
                .lines
                .iter()
                .any(|l| l.contains("connection to lichess was lost")),
            "{status}"
        );
    }
}

fn opponent_gone() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let (stream, mut tactus) = game(&server, &folder, "e2e4");
    expect(&mut tactus, "announce", "san");
    stream
        .send(line(
            r#"{"type":"opponentGone","gone":true,"claimWinInSeconds":10}"#,
        ))
        .unwrap();
    tactus.expect_line("you may claim the win in 10 seconds");
    tactus.type_lines("claim\n");
    assert_eq!(expect(&mut tactus, "error", "code"), "server_decides");
    tactus.type_lines("wait 10s\nclaim\n");
    server.wait_request("POST /api/board/game/g1/claim-victory", 1);
    stream
        .send(line(&game_state(
            "e2e4",
            890_000,
            880_000,
            "timeout",
            r#","winner":"black""#,
        )))
        .unwrap();
    let result = event(&tactus.expect_line(r#""event":"result""#));
    assert_eq!(
        (result["result"].as_str(), result["reason"].as_str()),
        (Some("0-1"), Some("server"))
    );
    assert_eq!(result["detail"], "a player left the game");
    assert!(tactus.finish().status.success());
}

fn fair_play() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let (stream, mut tactus) = game(&server, &folder, "e2e4 e7e5");
    expect(&mut tactus, "announce", "san");
    stream
        .send(line(
            r#"{"type":"chatLine","room":"player","username":"Ada","text":"good luck"}"#,
        ))
        .unwrap();
    // A line after it that is said: the chat line came before.
    stream
        .send(line(&game_state(
            "e2e4 e7e5",
            890_000,
            890_000,
            "started",
            r#","wdraw":true"#,
        )))
        .unwrap();
    assert_eq!(expect(&mut tactus, "draw_offer", "side"), "white");
    tactus.type_lines("chat\n");
    assert_eq!(
        expect(&mut tactus, "answer", "text"),
        "Ada writes: good luck"
    );
    tactus.type_lines("hint best\n");
    assert_eq!(expect(&mut tactus, "error", "code"), "fair_play");
    tactus.type_lines("arbiter add white 2m\n");
    assert_eq!(expect(&mut tactus, "error", "code"), "server_decides");
    tactus.type_lines("Nf3\n");
    assert_eq!(expect(&mut tactus, "error", "code"), "opponents_move");
    // A message is written to the players' chat as typed, and confirmed; one longer than lichess takes is refused.
    tactus.type_lines("chat Thank you, Ada!\n");
    let sent = server.wait_request("POST /api/board/game/g1/chat", 1);
    assert!(
        sent.ends_with("room=player&text=Thank+you%2C+Ada!"),
        "{sent}"
    );
    assert_eq!(expect(&mut tactus, "notice", "text"), "Message sent");
    tactus.type_lines(&format!("chat {}\n", "x".repeat(141)));
    let refused = event(&tactus.expect_line(r#""event":"error""#));
    assert_eq!(
        (refused["code"].as_str(), refused["message"].as_str()),
        (
            Some("chat_too_long"),
            Some("A chat message has at most 140 characters; this one has 141")
        )
    );
    let ended = tactus.finish();
    let said: Vec<&String> = ended
        .lines
        .iter()
        .filter(|l| l.contains("good luck"))
        .collect();
    assert_eq!(said.len(), 1, "chat is read only when asked: {said:?}");
    assert_eq!(
        server
            .requests()
            .iter()
            .filter(|r| r.contains("/chat"))
            .count(),
        1
    );
}

fn after_a_crash() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let (stream, mut tactus) = game(&server, &folder, "e2e4");
    expect(&mut tactus, "announce", "san");
    tactus.type_lines("e5\npress\n");
    server.wait_request("POST /api/board/game/g1/move/e7e5", 1);
    stream
        .send(line(&game_state(
            "e2e4 e7e5",
            890_000,
            880_000,
            "started",
            "",
        )))
        .unwrap();
    tactus.expect_line(r#""event":"press""#);
    let killed = tactus.stop_with("KILL");
    assert!(!killed.status.success());
    drop(stream);
    // Meanwhile White moved: the journal's game goes on from the server's, and only what is new is said.
    let (_stream, mut tactus) = game(&server, &folder, "e2e4 e7e5 g1f3");
    assert_eq!(expect(&mut tactus, "announce", "san"), "Nf3");
    let ended = tactus.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let announced: Vec<String> = ended
        .events()
        .iter()
        .filter(|e| e["event"] == "announce")
        .map(|e| e["san"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(announced, ["Nf3"]);
    let journal = std::fs::read_to_string(folder.path().join("game.jsonl")).unwrap();
    assert_eq!(journal.matches(r#""record":"setup""#).count(), 1);
    for uci in ["e2e4", "e7e5", "g1f3"] {
        assert_eq!(
            journal.matches(&format!(r#""uci":"{uci}""#)).count(),
            1,
            "{uci}"
        );
    }
}

fn challenge_declined() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let events = server.event_stream();
    let tactus = Running::start(&mut online(&server, &folder, &["challenge", "ada", "5+3"]));
    let sent = server.wait_request("POST /api/challenge/ada", 1);
    assert!(
        sent.ends_with("clock.limit=300&clock.increment=3&rated=false&keepAliveStream=true"),
        "{sent}"
    );
    events
        .send(line(
            r#"{"type":"challengeDeclined","challenge":{"id":"c1","status":"declined"}}"#,
        ))
        .unwrap();
    let ended = tactus.finish();
    assert_eq!(ended.status.code(), Some(2));
    assert!(
        ended
            .stderr
            .contains("The challenge was declined or withdrawn"),
        "{}",
        ended.stderr
    );
}

fn correspondence() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let events = server.event_stream();
    let stream = server.game_stream();
    // A correspondence seek is answered at once with its id (it is not held open as a real-time seek is).
    server.answer(
        "POST /api/board/seek",
        "200 OK",
        "application/json",
        r#"{"id":"s1"}"#,
    );
    let mut tactus = Running::start(&mut online(&server, &folder, &["seek", "3d"]));
    server.wait_request("GET /api/stream/event", 1);
    let seek = server.wait_request("POST /api/board/seek", 1);
    assert!(seek.ends_with("days=3&rated=false"), "{seek}");
    events.send(line(&game_start("white"))).unwrap();
    // The game has no clock: three days a move.
    let full = game_full(&game_state("", 259_200_000, 259_200_000, "started", ""))
        .replace(
            r#""clock":{"initial":900000,"increment":10000},"#,
            r#""daysPerTurn":3,"#,
        )
        .replace(r#""speed":"rapid""#, r#""speed":"correspondence""#);
    stream.send(line(&full)).unwrap();
    let game = event(&tactus.expect_line(r#""event":"game""#));
    assert_eq!(game["white"].as_str(), Some("Ada"));
    // Ada's move comes from the server; Bo's (the account's) is sent on press.
    stream
        .send(line(&game_state(
            "e2e4",
            259_200_000,
            259_200_000,
            "started",
            "",
        )))
        .unwrap();
    assert_eq!(expect(&mut tactus, "announce", "uci"), "e2e4");
    tactus.type_lines("e5\n");
    assert_eq!(expect(&mut tactus, "announce", "uci"), "e7e5");
    tactus.type_lines("press\n");
    let sent = server.wait_request("POST /api/board/game/g1/move/", 1);
    assert!(
        sent.starts_with("POST /api/board/game/g1/move/e7e5"),
        "{sent}"
    );
    stream
        .send(line(&game_state(
            "e2e4 e7e5",
            259_200_000,
            259_200_000,
            "started",
            "",
        )))
        .unwrap();
    let press = event(&tactus.expect_line(r#""event":"press""#));
    assert_eq!(press["side"], "black");
    let ended = tactus.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    drop((stream, events));
    // A number of days lichess does not take is refused before anything is asked.
    let refused = Running::start(&mut online(&server, &folder, &["seek", "4d"])).finish();
    assert_eq!(refused.status.code(), Some(2));
    assert!(refused.stderr.contains("days a move"), "{}", refused.stderr);
}

fn several_games() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    // lichess lists Ada's game first, then one the Board API cannot play, then Abe's: tactus numbers them by opponent.
    let playing = format!(
        r#"{{"nowPlaying":[{},{},{}]}}"#,
        playing_game("g1", "black", "Ada", "rapid", true),
        playing_game("zoegame1", "white", "Zoe", "blitz", false),
        playing_game("abegame1", "white", "Abe", "correspondence", true),
    );
    let listed = [
        "1: Abe, you play White, your move, correspondence, abegame1",
        "2: Ada, you play Black, their move, rapid, g1",
    ];
    server.answer(
        "GET /api/account/playing",
        "200 OK",
        "application/json",
        &playing,
    );
    let refused = Running::start(&mut online(&server, &folder, &["resume"])).finish();
    assert_eq!(refused.status.code(), Some(2));
    for said in listed {
        assert!(refused.stderr.contains(said), "{}", refused.stderr);
    }
    assert!(!refused.stderr.contains("zoegame1"), "{}", refused.stderr);
    assert!(
        refused
            .stderr
            .contains("choose one by its number, like tactus online resume 2, or by its id"),
        "{}",
        refused.stderr
    );
    // A number not in the list is refused with the list; nothing is opened.
    server.answer(
        "GET /api/account/playing",
        "200 OK",
        "application/json",
        &playing,
    );
    let refused = Running::start(&mut online(&server, &folder, &["resume", "3"])).finish();
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        refused
            .stderr
            .contains("There is no game 3 in progress: choose a number from 1 to 2"),
        "{}",
        refused.stderr
    );
    assert!(!server
        .requests()
        .iter()
        .any(|r| r.starts_with("GET /api/board/game/stream/")));
    // By its number: the second game, Ada's, is played.
    server.answer(
        "GET /api/account/playing",
        "200 OK",
        "application/json",
        &playing,
    );
    let stream = server.game_stream();
    stream
        .send(line(&game_full(&game_state(
            "e2e4", 900_000, 900_000, "started", "",
        ))))
        .unwrap();
    let mut tactus = Running::start(&mut online(&server, &folder, &["resume", "2"]));
    tactus.expect_line(r#""event":"game""#);
    server.wait_request("GET /api/board/game/stream/g1", 1);
    assert_eq!(expect(&mut tactus, "announce", "san"), "e4");
    let ended = tactus.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    assert!(ended.stderr.contains(listed[1]), "{}", ended.stderr);
}

/// A seek with the account's correspondence game `g9` in progress: the event stream tells g9's start first.
fn seek_ignores_earlier_games() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let events = server.event_stream();
    let stream = server.game_stream();
    server.answer(
        "GET /api/account/playing",
        "200 OK",
        "application/json",
        &format!(
            r#"{{"nowPlaying":[{}]}}"#,
            playing_game("g9", "white", "Cy", "correspondence", true)
        ),
    );
    let mut tactus = Running::start(&mut online(&server, &folder, &["seek", "15+10"]));
    server.wait_request("POST /api/board/seek", 1);
    events
        .send(line(&event_game("gameStart", "g9", "white")))
        .unwrap();
    events.send(line(&game_start("black"))).unwrap();
    stream
        .send(line(&game_full(&game_state(
            "", 900_000, 900_000, "started", "",
        ))))
        .unwrap();
    tactus.expect_line(r#""event":"game""#);
    server.wait_request("GET /api/board/game/stream/g1", 1);
    let ended = tactus.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let requests = server.requests();
    assert!(
        !requests.iter().any(|r| r.contains("g9")),
        "the game in progress is not the seek's: {requests:?}"
    );
    // The games in progress were asked for before the seek was made.
    let position = |prefix: &str| requests.iter().position(|r| r.starts_with(prefix));
    assert!(position("GET /api/account/playing") < position("POST /api/board/seek"));
}

fn event_stream_reopened() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let first = server.event_stream();
    let second = server.event_stream();
    let stream = server.game_stream();
    let mut tactus = Running::start(&mut online(&server, &folder, &["seek", "15+10"]));
    server.wait_request("POST /api/board/seek", 1);
    // The same token opened the event stream elsewhere: lichess closed this one.
    drop(first);
    server.wait_request("GET /api/stream/event", 2);
    second.send(line(&game_start("black"))).unwrap();
    stream
        .send(line(&game_full(&game_state(
            "", 900_000, 900_000, "started", "",
        ))))
        .unwrap();
    tactus.expect_line(r#""event":"game""#);
    let ended = tactus.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    assert_eq!(
        ended
            .stderr
            .matches("The lichess event stream closed, perhaps opened elsewhere: opening it again")
            .count(),
        1,
        "{}",
        ended.stderr
    );
    // The seek was held meanwhile, never made again.
    let seeks = server
        .requests()
        .iter()
        .filter(|r| r.starts_with("POST /api/board/seek"))
        .count();
    assert_eq!(seeks, 1);
}

fn event_stream_given_up() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let first = server.event_stream();
    let tactus = Running::start(&mut online(&server, &folder, &["challenge", "ada", "5+3"]));
    server.wait_request("POST /api/challenge/ada", 1);
    // Closed, and every later try refused: tactus tries a bounded number of times, then says so.
    drop(first);
    let ended = tactus.finish();
    assert_eq!(ended.status.code(), Some(2), "{}", ended.stderr);
    assert!(
        ended
            .stderr
            .contains("The lichess event stream could not be opened again after 5 tries"),
        "{}",
        ended.stderr
    );
    let opened = server
        .requests()
        .iter()
        .filter(|r| r.starts_with("GET /api/stream/event"))
        .count();
    assert_eq!(opened, 6, "the first and five tries");
}

/// A challenge accepted, then the game never started: lichess says its end on the event stream, and its own stream
/// says how it ended.
fn finished_before_play() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let events = server.event_stream();
    let stream = server.game_stream();
    let mut tactus = Running::start(&mut online(&server, &folder, &["challenge", "ada", "5+3"]));
    server.wait_request("POST /api/challenge/ada", 1);
    // Another game's end is not this one's.
    events
        .send(line(&event_game("gameFinish", "g9", "white")))
        .unwrap();
    events
        .send(line(
            &event_game("gameFinish", "c1", "black").replace("started", "noStart"),
        ))
        .unwrap();
    stream
        .send(line(&game_full(&game_state(
            "",
            300_000,
            300_000,
            "noStart",
            r#","winner":"black""#,
        ))))
        .unwrap();
    drop(stream);
    let result = event(&tactus.expect_line(r#""event":"result""#));
    assert_eq!(
        (result["result"].as_str(), result["reason"].as_str()),
        (Some("0-1"), Some("server"))
    );
    assert_eq!(result["detail"], "the first move was not made in time");
    let ended = tactus.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let requests = server.requests();
    assert!(
        requests
            .iter()
            .any(|r| r.starts_with("GET /api/board/game/stream/c1")),
        "{requests:?}"
    );
    assert!(!requests.iter().any(|r| r.contains("g9")), "{requests:?}");
}

fn challenge_canceled() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let events = server.event_stream();
    let tactus = Running::start(&mut online(&server, &folder, &["challenge", "ada", "5+3"]));
    server.wait_request("POST /api/challenge/ada", 1);
    // Another challenge's end is not this one's.
    events
        .send(line(
            r#"{"type":"challengeCanceled","challenge":{"id":"c9","status":"canceled"}}"#,
        ))
        .unwrap();
    events
        .send(line(
            r#"{"type":"challengeCanceled","challenge":{"id":"c1","status":"canceled"}}"#,
        ))
        .unwrap();
    let ended = tactus.finish();
    assert_eq!(ended.status.code(), Some(2));
    assert!(
        ended
            .stderr
            .contains("The challenge was canceled: no game starts"),
        "{}",
        ended.stderr
    );
}

/// A game's stream that stays open but says nothing, not even a keep-alive: at 21 s of the game's time its loss is said
/// once and another stream asked for at once; what the new one says is announced once, and what the old one says
/// after it is dropped, and the old one closed. That keep-alives keep a stream open is tested on the game's session
/// and on the stream's reader, not here: a keep-alive's place among the script's lines (before or after a `wait`) is
/// a race between two threads, and whatever the stream sends after it to show that it was read is a line, which
/// counts as heard as well.
fn silent_stream() {
    let server = Lichess::start();
    let folder = TempDir::new().unwrap();
    let (first, mut tactus) = game(&server, &folder, "e2e4 e7e5");
    assert_eq!(expect(&mut tactus, "announce", "san"), "e4");
    assert_eq!(expect(&mut tactus, "announce", "san"), "e5");
    let second = server.game_stream();
    second
        .send(line(&game_full(&game_state(
            "e2e4 e7e5 g1f3",
            890_000,
            880_000,
            "started",
            "",
        ))))
        .unwrap();
    tactus.type_lines("wait 22s\n");
    let lost = event(&tactus.expect_line("connection to lichess was lost"));
    assert_eq!(lost["t_ms"], 21_000, "said at the instant of the silence");
    assert!(
        lost["text"]
            .as_str()
            .is_some_and(|text| text.contains("lichess sent nothing for 21 seconds")),
        "{lost}"
    );
    server.wait_request("GET /api/board/game/stream/g1", 2);
    assert_eq!(expect(&mut tactus, "announce", "san"), "Nf3");
    // The first stream speaks again, of another move: superseded, it is not heard, and tactus closes it.
    first
        .send(line(&game_state(
            "e2e4 e7e5 b1c3",
            890_000,
            880_000,
            "started",
            "",
        )))
        .unwrap();
    server.wait_game_stream_closed(1);
    tactus.type_lines("time\n");
    expect(&mut tactus, "answer", "text");
    let ended = tactus.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let events = ended.events();
    let announced: Vec<&str> = events
        .iter()
        .filter(|e| e["event"] == "announce")
        .filter_map(|e| e["san"].as_str())
        .collect();
    assert_eq!(announced, ["e4", "e5", "Nf3"]);
    let notices: Vec<&str> = events
        .iter()
        .filter(|e| e["event"] == "notice")
        .filter_map(|e| e["text"].as_str())
        .collect();
    assert_eq!(
        notices
            .iter()
            .filter(|text| text.contains("connection to lichess was lost"))
            .count(),
        1,
        "{notices:?}"
    );
    assert!(
        !notices.iter().any(|text| text.contains("differs")),
        "{notices:?}"
    );
    drop((first, second));
}

/// `tactus online --help` names every command of the online game that `help online` names in the game, and the
/// guide's known limits do not call them missing (the chat written to, the help topic).
fn help_and_guide() {
    let out = tactus().args(["online", "--help"]).output().unwrap();
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout).replace('\n', " ");
    for command in [
        "press",
        "draw",
        "accept",
        "decline",
        "takeback",
        "abort",
        "resign",
        "claim",
        "chat",
        "help online",
    ] {
        assert!(
            help.contains(command),
            "online --help names {command}: {help}"
        );
    }
    let guide = std::fs::read_to_string(crate::support::path("docs/guide.md")).unwrap();
    let limits = guide
        .split("## Known limits")
        .nth(1)
        .expect("the guide's known limits")
        .split("\n## ")
        .next()
        .unwrap()
        .replace('\n', " ");
    for wrong in ["read only", "do not yet name the online commands"] {
        assert!(!limits.contains(wrong), "the known limits say \"{wrong}\"");
    }
}

/// The token never goes over plain http to another computer: `http://0.0.0.0:PORT` reaches the double on this machine
/// but is not a loopback address, so neither `login --server` nor a seek through `TACTUS_LICHESS_URL` may send it
/// (one sentence, exit 2, no request made, no token kept); `http://localhost:PORT` may.
fn plain_http() {
    let server = Lichess::start();
    let port = server.url.rsplit(':').next().unwrap().to_string();
    let folder = tempfile::tempdir().unwrap();
    let elsewhere = format!("http://0.0.0.0:{port}");
    let login = |url: &str| {
        tactus()
            .args(["online", "login", "--server", url])
            .env("TACTUS_LICHESS_TOKEN", TOKEN)
            .env("XDG_CONFIG_HOME", folder.path())
            .output()
            .unwrap()
    };
    let refused = login(&elsewhere);
    let said = String::from_utf8_lossy(&refused.stderr).into_owned();
    assert_eq!(refused.status.code(), Some(2), "{said}");
    assert_eq!(
        said.trim_end(),
        "tactus: Plain http would send your token unencrypted to 0.0.0.0: use https, or http only to this computer"
    );
    let seek = tactus()
        .args(["online", "seek", "15+10"])
        .args(NO_DEVICES)
        .env("TACTUS_LICHESS_URL", &elsewhere)
        .env("TACTUS_LICHESS_TOKEN", TOKEN)
        .env("XDG_CONFIG_HOME", folder.path())
        .output()
        .unwrap();
    assert_eq!(seek.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&seek.stderr).contains("unencrypted to 0.0.0.0"),
        "{}",
        String::from_utf8_lossy(&seek.stderr)
    );
    assert_eq!(server.requests(), Vec::<String>::new(), "nothing sent");
    assert!(
        std::fs::read_dir(folder.path()).unwrap().next().is_none(),
        "no token kept"
    );
    let local = login(&format!("http://localhost:{port}"));
    assert!(
        local.status.success(),
        "{}",
        String::from_utf8_lossy(&local.stderr)
    );
    assert_eq!(
        server.requests().len(),
        1,
        "the account asked, on this computer"
    );
}
