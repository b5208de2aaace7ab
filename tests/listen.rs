//! `tactus listen` through the real binary: scripted sessions whose JSON events are checked exactly, in order —
//! stepping through a game (next, previous, jumps, start, end, where), headers and comments in several packs and
//! styles, autoplay on virtual time, the choice of a game by number and by player, the board questions, and the
//! refusals (bad commands, a game not in the file, an illegal move in the file).

use std::process::Output;

use crate::support::{json_events, path, run_with_stdin, tactus};
use serde_json::{json, Value};

/// Three games: a short one with comments (and clock commands inside them, a variation with its own comment), Réti
/// against Tartakower (accents in a name, long castling, a mate), and a study from a FEN with Black to move.
const GAMES: &str = "tests/data/listen-games.pgn";

/// The options of every scripted session: no sound, speech or devices, commands from standard input, virtual time.
const SESSION: [&str; 11] = [
    "--sound",
    "off",
    "--speech",
    "off",
    "--gamepad",
    "off",
    "--braille",
    "off",
    "--virtual-time",
    "--script",
    "-",
];

/// Runs `tactus listen FILE ARGS` as a session, whatever the outcome.
fn listen_output(file: &str, args: &[&str], script: &str) -> Output {
    run_with_stdin(
        tactus()
            .arg("listen")
            .arg(path(file))
            .args(SESSION)
            .args(args),
        script,
    )
}

/// The JSON events of a successful session on `GAMES`.
fn listen(args: &[&str], script: &str) -> Vec<Value> {
    json_events(&listen_output(
        GAMES,
        &[&["--format", "json"], args].concat(),
        script,
    ))
}

/// The events without their instants.
fn plain(events: &[Value]) -> Vec<Value> {
    events
        .iter()
        .map(|event| {
            let mut event = event.clone();
            event.as_object_mut().expect("an object").remove("t_ms");
            event
        })
        .collect()
}

fn announce(ply: u32, number: u32, side: &str, san: &str, uci: &str, text: &str) -> Value {
    json!({"event": "announce", "ply": ply, "move_number": number, "side": side, "san": san, "uci": uci,
           "text": text, "pending": false})
}

fn answer(query: &str, text: &str) -> Value {
    json!({"event": "answer", "query": query, "text": text})
}

fn notice(text: &str) -> Value {
    json!({"event": "notice", "text": text})
}

fn error(code: &str, message: &str) -> Value {
    json!({"event": "error", "message": message, "code": code})
}

const SEVERAL: &str = "Game one of three; --game chooses another";
const HEADERS_1: &str =
    "White: Anna Example, Black: Ben Example, Casual game, London, 1851, four moves, result 1-0";

fn next_previous_jumps_start_end_and_where() {
    let script =
        "next\n\nwhere\nprevious\nback\nprevious\nmove 3\nmove 2 black\nmove 4 black\nend\nnext\n\
                  start\nwhere\nend\nwhere\n";
    let events = listen(&[], script);
    let e4 = announce(1, 1, "white", "e4", "e2e4", "Eva vier");
    let e5 = announce(2, 1, "black", "e5", "e7e5", "Eva fuenf");
    let mate = announce(
        7,
        4,
        "white",
        "Qxf7#",
        "h5f7",
        "Dame schlaegt Felix sieben Matt",
    );
    let end = notice("End of the game: White won, checkmate");
    assert_eq!(
        plain(&events),
        [
            notice(SEVERAL),
            answer("headers", HEADERS_1),
            answer("comment", "The shortest way to lose."),
            e4.clone(),
            e5,
            answer("comment", "An open game"),
            answer(
                "where",
                "After 1... Eva fuenf: half-move two of seven, White to move"
            ),
            answer(
                "previous",
                "Back one move: the last move is now 1. Eva vier"
            ),
            answer("previous", "Start of the game, White to move"),
            error(
                "at_start",
                "This is the start of the game: type next for the first move"
            ),
            announce(5, 3, "white", "Qh5", "d1h5", "Dame Hector fuenf"),
            // The game branches at Black's second move: the main line's move says which line it is.
            {
                let mut nc6 = announce(4, 2, "black", "Nc6", "b8c6", "Springer Cesar sechs, line 1 of 2");
                nc6["line"] = json!("1 of 2");
                nc6
            },
            error(
                "no_such_move",
                "This game has no move 4 for Black: its last move is 4. Dame schlaegt Felix sieben Matt"
            ),
            mate.clone(),
            end.clone(),
            error(
                "at_end",
                "That was the last move: type previous, start, or move and a number"
            ),
            answer("start", "Start of the game, White to move"),
            answer("where", "Start of the game, White to move"),
            mate,
            end,
            answer(
                "where",
                "After 4. Dame schlaegt Felix sieben Matt: half-move seven of seven, Black to move"
            ),
        ]
    );
}

fn comments_are_read_after_their_move_and_on_request() {
    let events = listen(
        &["--voice", "en"],
        "comment\nmove 3 black\ncomment\nnext\ncomment\nheaders\n",
    );
    assert_eq!(
        plain(&events)[1..],
        [
            answer("headers", HEADERS_1),
            answer("comment", "The shortest way to lose."),
            answer("comment", "The shortest way to lose."),
            announce(6, 3, "black", "Nf6", "g8f6", "Knight Felix six"),
            // Its mark ($4) in words, then its comment; the variation's comment ("is better") is not the main line's.
            answer("marks", "blunder"),
            answer("comment", "A blunder: the f7 pawn falls."),
            answer("comment", "A blunder: the f7 pawn falls."),
            announce(
                7,
                4,
                "white",
                "Qxf7#",
                "h5f7",
                "Queen takes Felix seven checkmate"
            ),
            notice("End of the game: White won, checkmate"),
            answer("comment", "No comment here"),
            answer("headers", HEADERS_1),
        ]
    );
}

fn every_pack_and_the_long_style() {
    let script = "move 8\nmove 9\nwhere\n";
    let cases = [
        (
            "fr",
            "short",
            "Notice: Partie deux sur trois ; --game en choisit une autre",
            ["grand roque", "Dame David huit échec"],
            "Après 9. Dame David huit échec : demi-coup dix-sept sur vingt et un, trait aux Noirs",
        ),
        (
            "de",
            "long",
            "Notice: Partie zwei von drei; --game wählt eine andere",
            ["Lange Rochade", "Dame David drei David acht Schach"],
            "Nach 9. Dame David drei David acht Schach: Halbzug siebzehn von einundzwanzig, Schwarz am Zug",
        ),
        (
            "nato",
            "long",
            "Notice: Game two of three; --game chooses another",
            ["long castle", "Queen delta three delta eight check"],
            "After 9. Queen delta three delta eight check: half-move seventeen of twenty-one, Black to move",
        ),
    ];
    for (pack, style, several, moves, place) in cases {
        let events = listen(
            &["--voice", pack, "--style", style, "--players", "reti"],
            script,
        );
        let texts: Vec<&str> = events
            .iter()
            .filter(|e| e["event"] == "announce")
            .map(|e| e["text"].as_str().unwrap())
            .collect();
        assert_eq!(texts, moves, "{pack} {style}");
        let first = format!("Notice: {}", events[0]["text"].as_str().unwrap());
        assert!(first.starts_with(several), "{pack}: {first}");
        assert_eq!(events.last().unwrap()["text"], place, "{pack} {style}");
    }
}

fn autoplay_on_virtual_time() {
    // From the start: a move every two seconds; a step by hand waits a whole pause again (nothing at 6 s); stop;
    // play with another pause until the end, which stops it.
    let script = "wait 5s\nnext\nwait 1s\nwait 1s\nstop\nwait 10s\nplay 1.5\nwait 10s\nplay\n";
    let events = listen(&["--autoplay", "2"], script);
    let timeline: Vec<(u64, String)> = events
        .iter()
        .skip(3)
        .map(|e| {
            let what = match e["event"].as_str().unwrap() {
                "announce" => format!("{} {}", e["ply"], e["san"].as_str().unwrap()),
                "answer" => format!(
                    "{}: {}",
                    e["query"].as_str().unwrap(),
                    e["text"].as_str().unwrap()
                ),
                other => format!(
                    "{other}: {}",
                    e["text"].as_str().or(e["message"].as_str()).unwrap()
                ),
            };
            (e["t_ms"].as_u64().unwrap(), what)
        })
        .collect();
    let at = |t: u64, what: &str| (t, what.to_string());
    assert_eq!(
        timeline,
        [
            at(2_000, "1 e4"),
            at(4_000, "2 e5"),
            at(4_000, "comment: An open game"),
            at(5_000, "3 Bc4"),
            at(7_000, "4 Nc6"),
            at(7_000, "stop: Stopped"),
            at(
                17_000,
                "play: Playing the moves with a pause of 1.5 seconds; type stop to stop"
            ),
            at(18_500, "5 Qh5"),
            at(20_000, "6 Nf6"),
            at(20_000, "marks: blunder"),
            at(20_000, "comment: A blunder: the f7 pawn falls."),
            at(21_500, "7 Qxf7#"),
            at(21_500, "notice: End of the game: White won, checkmate"),
            at(
                27_000,
                "error: That was the last move: type previous, start, or move and a number"
            ),
        ]
    );
}

fn games_are_chosen_by_number_or_by_a_players_name() {
    let study = listen(&["--game", "3"], "next\nnext\nsquare d7\nnext\n");
    assert_eq!(
        plain(&study),
        [
            notice("Game three of three; --game chooses another"),
            answer("headers", "Study, from a set-up position, two moves"),
            announce(1, 60, "black", "Kf8", "e8f8", "Koenig Felix acht"),
            announce(2, 61, "white", "Kd7", "e6d7", "Koenig David sieben"),
            notice("End of the game: no result"),
            answer("square", "David sieben: white Koenig"),
            error(
                "at_end",
                "That was the last move: type previous, start, or move and a number"
            ),
        ]
    );
    // Case and accents ignored, White or Black.
    for name in ["RETI", "Réti", "tartakower"] {
        let events = listen(&["--players", name], "");
        assert_eq!(
            events[1]["text"],
            "White: Réti, Richard, Black: Tartakower, Savielly, Vienna, Vienna AUT, 1910, eleven moves, result 1-0",
            "{name}"
        );
    }
}

fn a_game_or_player_not_in_the_file_is_refused_with_what_it_holds() {
    let file = path(GAMES).display().to_string();
    let cases = [
        (
            vec!["--game", "4"],
            format!("{file} holds 3 games, so there is no game 4: choose --game 1 to 3"),
        ),
        (
            vec!["--game", "0"],
            format!("{file} holds 3 games, so there is no game 0: choose --game 1 to 3"),
        ),
        (
            vec!["--players", "Carlsen"],
            format!(
                "no game in {file} has a player whose name contains \"Carlsen\"; its players include Anna Example, \
                 Ben Example, Réti, Richard, Tartakower, Savielly"
            ),
        ),
    ];
    for (args, message) in cases {
        let out = listen_output(GAMES, &args, "next\n");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!("tactus: {message}\n"),
            "{args:?}"
        );
    }
}

fn an_unreadable_file_or_an_illegal_move_is_a_clear_message() {
    let bad = path("tests/data/listen-illegal.pgn").display().to_string();
    let out = listen_output("tests/data/listen-illegal.pgn", &["--game", "2"], "");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "tactus: cannot read {bad}: game 2, move 3 (White): \"Nf3\" is illegal: Felix drei holds a piece of your \
             own\n"
        )
    );
    // The first game of the same file is fine.
    let out = listen_output("tests/data/listen-illegal.pgn", &["--game", "1"], "next\n");
    assert!(out.status.success());
    let missing = path("tests/data/no-such-file.pgn").display().to_string();
    let out = listen_output("tests/data/no-such-file.pgn", &[], "");
    assert_eq!(out.status.code(), Some(2));
    let message = String::from_utf8_lossy(&out.stderr);
    assert!(
        message.starts_with(&format!("tactus: cannot read {missing}: ")),
        "{message}"
    );
    let out = listen_output(GAMES, &["--autoplay", "0"], "");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "tactus: --autoplay 0: give the pause between moves in seconds, from 0.1 to 3600\n"
    );
}

fn wrong_commands_are_refused_and_nothing_changes() {
    let events = listen(
        &["--game", "2"],
        "Nf3\nmove\nplay fast\nstop\nsquare z9\nnext\nwait soon\nhelp\n",
    );
    let events = plain(&events);
    assert_eq!(
        events[2..7],
        [
            error(
                "unknown_command",
                "\"Nf3\" is not a command; the commands are next, previous, move, start, end, play, stop, headers, \
                 comment, where, lines, line, up, main, clock, square, rank, file, board, pieces, opening, wait, help, quit"
            ),
            error("usage", "write it as move 12, or move 12 black"),
            error(
                "pause",
                "cannot read \"fast\" as a pause: write the seconds between moves, like 3 or 1.5"
            ),
            error(
                "not_playing",
                "Nothing is playing: type play to hear the moves one after another"
            ),
            error(
                "square",
                "cannot read \"z9\" as a square: write it like e4 or Eva vier"
            ),
        ]
    );
    // The first move is still the next one.
    assert_eq!(events[7], announce(1, 1, "white", "e4", "e2e4", "Eva vier"));
    assert_eq!(
        events[8],
        error(
            "duration",
            "cannot read \"soon\" as a time: write it like 90s, 2m, 1m30s, 1:05:00 or 4:30"
        )
    );
    assert_eq!(events[9]["query"], "help");
    assert_eq!(events.len(), 10);
}

fn board_questions_read_the_position_reached() {
    let events = listen(
        &["--game", "2", "--voice", "en"],
        "move 8\nrank 1\npieces black knight\nfile d\n",
    );
    assert_eq!(
        plain(&events)[3..],
        [
            answer(
                "rank",
                "Rank one: white King Cesar, Rook David, Bishop Felix, Knight Gustav, Rook Hector"
            ),
            answer("pieces", "black Knight: Felix six, Bella eight"),
            answer(
                "file",
                "File David: white Rook one, Bishop two, Queen three"
            ),
        ]
    );
}

fn text_lines_for_a_screen_reader() {
    let out = listen_output(GAMES, &["--game", "2"], "move 11\nquit\nnext\n");
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "Game two of three; --game chooses another\n\
         White: Réti, Richard, Black: Tartakower, Savielly, Vienna, Vienna AUT, 1910, eleven moves, result 1-0\n\
         11. Laeufer David acht Matt\n\
         End of the game: White won, checkmate\nListening ended\n"
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
/// A game whose players' names are file words of the German pack (Anna, Eva) and whose date is complete.
pub(crate) const NAMED: &str =
    "[Event \"Club\"]\n[Date \"2024.03.15\"]\n[White \"Kowalski, Anna\"]\n\
[Black \"Eva\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n";

/// The headers say a date as a date ("March 15, 2024", not "2024.03.15"), and `quit` says that listening ended.
fn the_date_is_said_as_a_date_and_quit_is_answered() {
    let folder = tempfile::tempdir().expect("a folder");
    let file = folder.path().join("named.pgn");
    std::fs::write(&file, NAMED).expect("written");
    let out = run_with_stdin(
        tactus()
            .arg("listen")
            .arg(&file)
            .args(SESSION)
            .args(["--voice", "en", "--format", "json"]),
        "quit\n",
    );
    assert!(out.status.success(), "{out:?}");
    let events = plain(&json_events(&out));
    assert_eq!(
        events,
        [
            answer(
                "headers",
                "White: Kowalski, Anna, Black: Eva, Club, March 15, 2024, one move, result 1-0"
            ),
            answer("quit", "Listening ended"),
        ]
    );
}

pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "listen::the_date_is_said_as_a_date_and_quit_is_answered",
            the_date_is_said_as_a_date_and_quit_is_answered,
        ),
        crate::trial(
            "listen::next_previous_jumps_start_end_and_where",
            next_previous_jumps_start_end_and_where,
        ),
        crate::trial(
            "listen::comments_are_read_after_their_move_and_on_request",
            comments_are_read_after_their_move_and_on_request,
        ),
        crate::trial(
            "listen::every_pack_and_the_long_style",
            every_pack_and_the_long_style,
        ),
        crate::trial("listen::autoplay_on_virtual_time", autoplay_on_virtual_time),
        crate::trial(
            "listen::games_are_chosen_by_number_or_by_a_players_name",
            games_are_chosen_by_number_or_by_a_players_name,
        ),
        crate::trial(
            "listen::a_game_or_player_not_in_the_file_is_refused_with_what_it_holds",
            a_game_or_player_not_in_the_file_is_refused_with_what_it_holds,
        ),
        crate::trial(
            "listen::an_unreadable_file_or_an_illegal_move_is_a_clear_message",
            an_unreadable_file_or_an_illegal_move_is_a_clear_message,
        ),
        crate::trial(
            "listen::wrong_commands_are_refused_and_nothing_changes",
            wrong_commands_are_refused_and_nothing_changes,
        ),
        crate::trial(
            "listen::board_questions_read_the_position_reached",
            board_questions_read_the_position_reached,
        ),
        crate::trial(
            "listen::text_lines_for_a_screen_reader",
            text_lines_for_a_screen_reader,
        ),
    ];
    trials
}
