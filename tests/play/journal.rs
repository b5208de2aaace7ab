//! The journal carries a game across sessions: an adjournment with a sealed move (Guidelines I) resumed later, a
//! session interrupted with a move pending, and the arbiter retracing the game (D.2.9) with the clocks restored.

use serde_json::json;

use super::{
    announced, answers, errors, moves, names, of, pgn, pgn_moves, plain, play, pressed, records,
    resume, M, NINETY,
};

/// 1. e4 (after a minute) e5 (after two more), then White thinks for 30 seconds: White 88:30, Black 88:00.
const OPENING: &str = "go\nwait 1m\ne4\npress\nwait 2m\ne5\npress\nwait 30s\n";
const WHITE_AT_SEAL: i64 = NINETY - M - 30_000;
const BLACK_AT_SEAL: i64 = NINETY - 2 * M;
const FEN_AFTER_E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

#[test]
fn adjourning_seals_the_move_without_announcing_it() {
    let script = format!(
        "{OPENING}adjourn Nbd2\nadjourn Ke3\nadjourn Nf3\nNf3\npress\ndraw\nresign\ntime\n"
    );
    let game = play(&["--time", "90"], &script);
    assert_eq!(
        names(&game.events)[5..],
        [
            "error",
            "error",
            "adjourned",
            "error",
            "error",
            "error",
            "error",
            "answer"
        ]
    );
    let adjourned = of(&game.events, "adjourned")[0];
    assert_eq!(adjourned["t_ms"], 3 * M + 30_000);
    assert_eq!(
        plain(adjourned),
        json!({"event": "adjourned", "sealed_by": "white", "move_number": 2, "white_ms": WHITE_AT_SEAL,
               "black_ms": BLACK_AT_SEAL, "fen": FEN_AFTER_E5, "draw_offer": null})
    );
    let messages = errors(&game.events);
    assert_eq!(
        messages[..2],
        [
            "\"Nbd2\" is illegal: David zwei holds a piece of your own",
            "\"Ke3\" is illegal: no White Koenig can move to Eva drei"
        ]
    );
    for message in &messages[2..] {
        assert!(message.starts_with("the game is adjourned"), "{message}");
    }
    // The clocks stopped at the adjournment.
    assert_eq!(
        answers(&game.events),
        ["White one hour twenty-eight minutes, Black one hour twenty-eight minutes"]
    );
    assert_eq!(
        announced(&game.events).len(),
        2,
        "the sealed move is not announced"
    );
    // The envelope is in the journal; the score has only the moves played.
    let sealed = records(&game.journal)
        .into_iter()
        .find(|r| r.contains("\"record\":\"adjourn\""))
        .expect("an adjourn record");
    assert!(
        sealed.contains("\"sealed\":{\"uci\":\"g1f3\",\"san\":\"Nf3\"}"),
        "{sealed}"
    );
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4", "e5"]);
}

#[test]
fn an_ambiguous_sealed_move_is_refused() {
    let fen = "4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1";
    let game = play(&["--fen", fen], "adjourn Ne4\nadjourn xyz\nadjourn Nge4\n");
    assert_eq!(names(&game.events), ["error", "error", "adjourned"]);
    assert!(errors(&game.events)[0].contains("ambiguous"));
    assert!(errors(&game.events)[0].contains("Cesar drei"));
    assert!(errors(&game.events)[0].contains("Gustav drei"));
}

#[test]
fn resuming_an_adjourned_game_plays_the_sealed_move_on_go() {
    let game = play(&["--time", "90"], &format!("{OPENING}adjourn Nf3\n"));
    let events = resume(
        &game.journal,
        &[],
        "time\nlast\nNc3\ngo\nwait 10s\nNc6\npress\nlast\n",
    );
    assert_eq!(
        names(&events),
        [
            "resumed", "answer", "answer", "error", "announce", "press", "announce", "press",
            "answer"
        ]
    );
    assert_eq!(
        plain(&events[0]),
        json!({"event": "resumed", "ply": 2, "move_number": 2, "side": "white", "white_ms": WHITE_AT_SEAL,
               "black_ms": BLACK_AT_SEAL, "sealed": true, "journal": game.journal.display().to_string()})
    );
    assert_eq!(
        plain(of(&events, "announce")[0]),
        json!({"event": "announce", "ply": 3, "move_number": 2, "side": "white", "san": "Nf3", "uci": "g1f3",
               "text": "Springer Felix drei", "pending": false})
    );
    let presses: Vec<_> = of(&events, "press").into_iter().map(plain).collect();
    assert_eq!(
        presses,
        [
            json!({"event": "press", "ply": 3, "side": "white", "white_ms": WHITE_AT_SEAL,
                   "black_ms": BLACK_AT_SEAL}),
            json!({"event": "press", "ply": 4, "side": "black", "white_ms": WHITE_AT_SEAL,
                   "black_ms": BLACK_AT_SEAL - 10_000}),
        ]
    );
    assert_eq!(
        answers(&events),
        [
            "White one hour twenty-eight minutes, Black one hour twenty-eight minutes",
            "1... Eva fuenf",
            "2... Springer Cesar sechs"
        ]
    );
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4", "e5", "Nf3", "Nc6"]);
}

#[test]
fn a_session_interrupted_with_a_move_pending_resumes_with_it() {
    let script = "go\nwait 1m\ne4\npress\nwait 2m\ne5\nquit\nNf3\n";
    let game = play(&["--time", "90"], script);
    assert_eq!(announced(&game.events).len(), 2, "nothing after quit");
    let events = resume(
        &game.journal,
        &[],
        "last\ntime\nwait 1m\ntime\npress\ngo\nwait 5s\npress\nwait 10s\nNf3\npress\n",
    );
    assert_eq!(
        plain(&events[0]),
        json!({"event": "resumed", "ply": 1, "move_number": 1, "side": "black", "white_ms": NINETY - M,
               "black_ms": NINETY - 2 * M, "sealed": false, "journal": game.journal.display().to_string()})
    );
    assert_eq!(
        answers(&events),
        [
            "1... Eva fuenf, press the clock to complete it",
            "White one hour twenty-nine minutes, Black one hour twenty-eight minutes",
            // The clocks stay stopped until go.
            "White one hour twenty-nine minutes, Black one hour twenty-eight minutes",
        ]
    );
    // The clocks start again with go; a press before it is refused.
    assert_eq!(
        errors(&events),
        ["the clocks are stopped: type go to restart the clock of the player to move"]
    );
    let presses: Vec<_> = of(&events, "press").into_iter().map(plain).collect();
    assert_eq!(
        presses,
        [
            json!({"event": "press", "ply": 2, "side": "black", "white_ms": NINETY - M,
                   "black_ms": NINETY - 2 * M - 5_000}),
            json!({"event": "press", "ply": 3, "side": "white", "white_ms": NINETY - M - 10_000,
                   "black_ms": NINETY - 2 * M - 5_000}),
        ]
    );
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4", "e5", "Nf3"]);
    // Without a clock, press completes the pending move at once.
    let game = play(&[], "e4\npress\ne5\n");
    let events = resume(&game.journal, &[], "last\npress\nlast\n");
    assert_eq!(names(&events), ["resumed", "answer", "press", "answer"]);
    assert_eq!(answers(&events)[1], "1... Eva fuenf");
}

#[test]
fn takeback_retraces_to_a_ply_with_the_times_recorded_then() {
    let script = format!(
        "{OPENING}Nf3\npress\nwait 10s\nNc6\npress\nwait 5s\narbiter takeback 9\narbiter takeback 2\n\
         time\nsquare f3\nmoves\nNc3\npress\nwait 1m\ntime\ngo\nwait 20s\npress\nd5\npress\n"
    );
    let game = play(&["--time", "90"], &script);
    let takeback = of(&game.events, "takeback");
    assert_eq!(takeback.len(), 1);
    assert_eq!(
        plain(takeback[0]),
        json!({"event": "takeback", "ply": 2, "white_ms": NINETY - M, "black_ms": NINETY - 2 * M})
    );
    assert_eq!(
        errors(&game.events),
        [
            "cannot retrace to half-move 9: the game has 4 half-moves",
            "the clocks are stopped: type go to restart the clock of the player to move",
        ]
    );
    assert_eq!(
        answers(&game.events),
        [
            "White one hour twenty-nine minutes, Black one hour twenty-eight minutes",
            "Felix drei: empty",
            "Moves completed: White one, Black one",
            "White one hour twenty-nine minutes, Black one hour twenty-eight minutes",
        ]
    );
    let after: Vec<_> = names(&game.events)
        .into_iter()
        .skip_while(|n| *n != "takeback")
        .collect();
    assert_eq!(
        after,
        [
            "takeback", "answer", "answer", "answer", "announce", "error", "answer", "start",
            "press", "announce", "press"
        ]
    );
    let presses = pressed(&game.events);
    assert_eq!(
        presses[presses.len() - 2..],
        [(3, "white".into()), (4, "black".into())]
    );
    let press = of(&game.events, "press")[4];
    assert_eq!(press["white_ms"], NINETY - M - 20_000);
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4", "e5", "Nc3", "d5"]);
}

#[test]
fn takeback_to_the_start_and_after_the_end() {
    let script = format!(
        "{}arbiter takeback 0\nmoves\ntime\ngo\n{}",
        moves(&["f3", "e5", "g4", "Qh4"]),
        moves(&["e4"])
    );
    let game = play(&["--time", "5"], &script);
    assert_eq!(
        plain(of(&game.events, "takeback")[0]),
        json!({"event": "takeback", "ply": 0, "white_ms": 5 * M, "black_ms": 5 * M})
    );
    assert_eq!(
        answers(&game.events)[..2],
        [
            "Moves completed: White zero, Black zero",
            "White five minutes, Black five minutes"
        ]
    );
    // Retracing past the mate reopens the game.
    assert_eq!(of(&game.events, "result").len(), 1);
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4"]);
    assert!(pgn(&game.journal).contains("[Result \"*\"]"));
}
