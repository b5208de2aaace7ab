//! Games lost by a player's act or failure: resignation (5.1.2), flag fall (6.9) and a second illegal move (7.5),
//! each a draw instead when the opponent cannot checkmate by any series of legal moves. The first illegal move
//! gives the opponent two minutes, one in rapid and blitz (Appendices A.3, B.3).

use serde_json::json;

use super::{errors, export, moves, names, of, pgn, pick, plain, play, resume, stdout, M, NINETY};

/// White has a rook, Black a lone king.
const ROOK_VS_KING: &str = "4k3/8/8/8/8/8/8/R3K3";

/// The result event's fields that say what happened and to whom.
fn outcome(events: &[serde_json::Value]) -> serde_json::Value {
    let results = of(events, "result");
    assert_eq!(results.len(), 1, "{events:#?}");
    pick(results[0], &["result", "reason", "side"])
}

fn resignation_loses_unless_the_opponent_cannot_mate() {
    let rook_w = format!("{ROOK_VS_KING} w - - 0 1");
    let rook_b = format!("{ROOK_VS_KING} b - - 0 1");
    // (FEN, script, result, who resigned)
    // The side is the one named, else the device's owner (White by default): the blind player who resigns just
    // after his own press resigns for himself.
    let cases = [
        (None, "resign\nyes\n".to_string(), "0-1", "white"),
        (
            None,
            format!("{}resign\nyes\n", moves(&["e4"])),
            "0-1",
            "white",
        ),
        (
            None,
            format!("{}resign black\nyes\n", moves(&["e4"])),
            "1-0",
            "black",
        ),
        (None, "e4\nresign black\nyes\n".to_string(), "1-0", "black"),
        (
            Some(&rook_w),
            "resign black\nyes\n".to_string(),
            "1-0",
            "black",
        ),
        // White resigns, and Black's lone king cannot mate: a draw.
        (
            Some(&rook_w),
            "resign\nyes\n".to_string(),
            "1/2-1/2",
            "white",
        ),
        (
            Some(&rook_b),
            "resign white\nyes\n".to_string(),
            "1/2-1/2",
            "white",
        ),
    ];
    for (fen, script, score, side) in cases {
        let args: Vec<&str> = fen.map(|f| vec!["--fen", f.as_str()]).unwrap_or_default();
        let game = play(&args, &format!("{script}resign\ne5\n"));
        assert_eq!(
            outcome(&game.events),
            json!({"result": score, "reason": "resignation", "side": side}),
            "{fen:?} {script:?}"
        );
        let messages = errors(&game.events);
        assert_eq!(messages.len(), 2, "{messages:?}");
        assert!(
            messages[0].starts_with(&format!("the game is over ({score})")),
            "{messages:?}"
        );
    }
    // The owner of the device is the --blind player; a resignation is asked about first, naming the side, and
    // `no` leaves the game as it was.
    let game = play(
        &["--blind", "black"],
        "e4\npress\nresign\nno\ne5\nresign\nyes\n",
    );
    assert_eq!(
        names(&game.events),
        ["announce", "press", "confirm", "notice", "announce", "confirm", "result"]
    );
    assert_eq!(
        plain(of(&game.events, "confirm")[0]),
        json!({"event": "confirm", "action": "resign", "side": "black"})
    );
    assert_eq!(
        outcome(&game.events),
        json!({"result": "1-0", "reason": "resignation", "side": "black"})
    );
}

fn a_fallen_flag_loses_unless_the_opponent_cannot_mate() {
    let game = play(&["--time", "1"], "go\nwait 61s\ne4\n");
    assert_eq!(
        names(&game.events),
        ["start", "cue", "cue", "flag", "result", "error"]
    );
    let flag = of(&game.events, "flag")[0];
    assert_eq!(plain(flag), json!({"event": "flag", "side": "white"}));
    assert_eq!(flag["t_ms"], M);
    assert_eq!(of(&game.events, "result")[0]["t_ms"], M);
    assert_eq!(
        outcome(&game.events),
        json!({"result": "0-1", "reason": "time_forfeit", "side": "white"})
    );
    // Black's flag, after White's first move started Black's clock.
    let game = play(&["--time", "1"], &format!("{}wait 61s\n", moves(&["e4"])));
    assert_eq!(
        outcome(&game.events),
        json!({"result": "1-0", "reason": "time_forfeit", "side": "black"})
    );
    // White's flag falls, and Black has a lone king: a draw.
    let fen = format!("{ROOK_VS_KING} w - - 0 1");
    let game = play(&["--time", "1", "--fen", &fen], "go\nwait 61s\n");
    assert_eq!(
        names(&game.events),
        ["start", "cue", "cue", "flag", "result"]
    );
    assert_eq!(
        outcome(&game.events),
        json!({"result": "1/2-1/2", "reason": "time_forfeit", "side": "white"})
    );
    // Black's flag falls against the rook: Black loses.
    let fen = format!("{ROOK_VS_KING} b - - 0 1");
    let game = play(&["--time", "1", "--fen", &fen], "go\nwait 61s\n");
    assert_eq!(
        outcome(&game.events),
        json!({"result": "1-0", "reason": "time_forfeit", "side": "black"})
    );
}

fn the_first_illegal_move_gives_the_opponent_two_minutes_one_in_rapid_and_blitz() {
    // (control, the opponent's time before, the time added)
    let cases: [(&[&str], i64, Option<i64>); 12] = [
        (&["--time", "90"], NINETY, Some(2 * M)),
        (&["--time", "60"], 60 * M, Some(2 * M)),
        (&["--time", "45+30"], 45 * M, Some(2 * M)),
        (&["--time", "25"], 25 * M, Some(M)),
        (&["--time", "5+3"], 5 * M, Some(M)),
        // The 2023 definitions: all the periods count (every move in 60 minutes is standard) …
        (&["--time", "40/30,30"], 30 * M, Some(2 * M)),
        (&["--time", "40/50,10"], 50 * M, Some(2 * M)),
        // … and a delay is not an increment.
        (&["--time", "45d30"], 45 * M, Some(M)),
        // The competition's regulations decide otherwise.
        (
            &["--time", "40/30,30", "--category", "rapid"],
            30 * M,
            Some(M),
        ),
        (
            &["--time", "25", "--category", "standard"],
            25 * M,
            Some(2 * M),
        ),
        (&["--time", "90", "--category", "blitz"], NINETY, Some(M)),
        (&[], 0, None),
    ];
    for (control, before, added) in cases {
        let game = play(control, "arbiter illegal white\ntime\n");
        let opponent = added.map(|a| before + a);
        assert_eq!(
            plain(of(&game.events, "penalty")[0]),
            json!({"event": "penalty", "side": "white", "reason": "illegal_move", "illegal_moves": 1, "added_ms": added,
                   "opponent_ms": opponent}),
            "{control:?}"
        );
        assert!(of(&game.events, "result").is_empty(), "{control:?}");
    }
    let game = play(
        &["--time", "90"],
        "go\nwait 1m\narbiter illegal white\ntime\n",
    );
    assert_eq!(
        of(&game.events, "answer")[0]["text"],
        "White one hour twenty-nine minutes, Black one hour thirty-two minutes"
    );
}

fn the_second_illegal_move_loses_unless_the_opponent_cannot_mate() {
    let script =
        "arbiter illegal black\ne4\npress\narbiter illegal white\narbiter illegal black\ne5\n";
    let game = play(&["--time", "90"], script);
    assert_eq!(
        names(&game.events),
        ["penalty", "announce", "press", "penalty", "penalty", "result", "error"]
    );
    let penalties: Vec<_> = of(&game.events, "penalty").into_iter().map(plain).collect();
    assert_eq!(
        penalties,
        [
            json!({"event": "penalty", "side": "black", "reason": "illegal_move", "illegal_moves": 1, "added_ms": 2 * M,
                   "opponent_ms": NINETY + 2 * M}),
            json!({"event": "penalty", "side": "white", "reason": "illegal_move", "illegal_moves": 1, "added_ms": 2 * M,
                   "opponent_ms": NINETY + 2 * M}),
            json!({"event": "penalty", "side": "black", "reason": "illegal_move", "illegal_moves": 2, "added_ms": null,
                   "opponent_ms": null}),
        ]
    );
    assert_eq!(
        outcome(&game.events),
        json!({"result": "1-0", "reason": "illegal_moves", "side": "black"})
    );
    // Without a clock the count is kept all the same.
    let game = play(&[], "arbiter illegal white\narbiter illegal white\n");
    assert_eq!(
        outcome(&game.events),
        json!({"result": "0-1", "reason": "illegal_moves", "side": "white"})
    );
    // White's second illegal move, and Black has a lone king: a draw.
    let fen = format!("{ROOK_VS_KING} w - - 0 1");
    let game = play(
        &["--time", "90", "--fen", &fen],
        "arbiter illegal white\narbiter illegal white\n",
    );
    assert_eq!(
        outcome(&game.events),
        json!({"result": "1/2-1/2", "reason": "illegal_moves", "side": "white"})
    );
}

/// The arbiter's decision (a dead position the program cannot prove, a forfeit, a ruling) is recorded as the result,
/// with the reason given; it is kept, exported and resumed, and a takeback cancels it and says so.
fn the_arbiter_records_a_result_with_its_reason() {
    let game = play(
        &["--time", "90"],
        "e4\npress\narbiter result 1/2-1/2 dead position, both kings locked out\ne5\n",
    );
    assert_eq!(
        names(&game.events),
        ["announce", "press", "result", "error"]
    );
    assert_eq!(
        plain(of(&game.events, "result")[0]),
        json!({"event": "result", "result": "1/2-1/2", "reason": "arbiter",
               "detail": "dead position, both kings locked out"})
    );
    let exported = pgn(&game.journal);
    assert!(exported.contains("[Result \"1/2-1/2\"]"), "{exported}");
    assert!(
        exported.contains("[Termination \"adjudication\"]"),
        "{exported}"
    );
    let text = stdout(&export(&game.journal, &["--to", "text"]));
    assert!(
        text.contains("Game over, 1/2-1/2: draw, by the arbiter's decision: dead position, both kings locked out"),
        "{text}"
    );
    let events = resume(&game.journal, &[], "arbiter takeback 1\ne5\n");
    assert_eq!(
        of(&events, "result")[0]["detail"],
        "dead position, both kings locked out"
    );
    assert_eq!(of(&events, "takeback")[0]["cancelled_result"], "1/2-1/2");
    assert_eq!(of(&events, "announce").len(), 1);
    // A result without a reason, and one the arbiter cannot give.
    let game = play(&[], "arbiter result 0-1\ne4\n");
    assert_eq!(
        plain(of(&game.events, "result")[0]),
        json!({"event": "result", "result": "0-1", "reason": "arbiter"})
    );
    assert!(
        errors(&game.events)[0].starts_with("the game is over (0-1)"),
        "{:?}",
        errors(&game.events)
    );
    let game = play(&[], "arbiter result 2-0\n");
    assert!(
        errors(&game.events)[0].starts_with("write it as arbiter add white"),
        "{:?}",
        errors(&game.events)
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial("play::forfeits::resignation_loses_unless_the_opponent_cannot_mate", resignation_loses_unless_the_opponent_cannot_mate),
        crate::trial("play::forfeits::the_arbiter_records_a_result_with_its_reason", the_arbiter_records_a_result_with_its_reason),
        crate::trial("play::forfeits::a_fallen_flag_loses_unless_the_opponent_cannot_mate", a_fallen_flag_loses_unless_the_opponent_cannot_mate),
        crate::trial("play::forfeits::the_first_illegal_move_gives_the_opponent_two_minutes_one_in_rapid_and_blitz", the_first_illegal_move_gives_the_opponent_two_minutes_one_in_rapid_and_blitz),
        crate::trial("play::forfeits::the_second_illegal_move_loses_unless_the_opponent_cannot_mate", the_second_illegal_move_loses_unless_the_opponent_cannot_mate),
    ];
    trials
}
