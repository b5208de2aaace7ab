//! The arbiter's rulings and the time control in corners of the laws: a game started from a position counts the
//! control's moves from its move number; `arbiter result` replaces a result the program reached, without a takeback;
//! `arbiter increment` introduces an increment for both players (Guidelines III.4); `arbiter unseal`, when the
//! envelope is lost, goes on from the adjournment with the times then, the player who sealed moving again
//! (Guidelines I.11).

use serde_json::json;

use super::{
    errors, moves, names, of, pgn, pgn_moves, pick, play, records, resume, texts, M, NINETY,
};

/// The initial position at White's move 39.
const AT_MOVE_39: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 39";

/// (side, white_ms, black_ms) of every press.
fn press_times(events: &[serde_json::Value]) -> Vec<serde_json::Value> {
    of(events, "press")
        .into_iter()
        .map(|e| pick(e, &["side", "white_ms", "black_ms"]))
        .collect()
}

fn a_game_from_a_position_counts_the_control_from_its_move_number() {
    let script = format!("go\n{}", moves(&["Nf3", "Nf6", "Nc3", "Nc6"]));
    let game = play(
        &["--time", "40/90,30", "--fen", AT_MOVE_39, "--cues", "off"],
        &script,
    );
    let half = 30 * M;
    // Move 40 completes the first period: each player's next 30 minutes come with it, not 40 moves later.
    assert_eq!(
        press_times(&game.events),
        [
            json!({"side": "white", "white_ms": NINETY, "black_ms": NINETY}),
            json!({"side": "black", "white_ms": NINETY, "black_ms": NINETY}),
            json!({"side": "white", "white_ms": NINETY + half, "black_ms": NINETY}),
            json!({"side": "black", "white_ms": NINETY + half, "black_ms": NINETY + half}),
        ]
    );
    let exported = pgn(&game.journal);
    assert!(exported.contains("40. Nc3 {[%clk 2:00:00]}"), "{exported}");
    // A journal written before counted from the first move played, and replays as it was played.
    let text = std::fs::read_to_string(&game.journal).unwrap();
    assert!(text.contains(r#""moves_from_move_number":true"#), "{text}");
    std::fs::write(
        &game.journal,
        text.replace(r#""moves_from_move_number":true,"#, ""),
    )
    .unwrap();
    let exported = pgn(&game.journal);
    assert!(exported.contains("40. Nc3 {[%clk 1:30:00]}"), "{exported}");
}

fn the_arbiters_result_replaces_a_result_the_program_reached() {
    let script = format!(
        "{}arbiter result 1/2-1/2 the flag fell before the mate\n",
        moves(&["f3", "e5", "g4", "Qh4"])
    );
    let game = play(&["--time", "5"], &script);
    assert_eq!(
        of(&game.events, "result")
            .into_iter()
            .map(|e| pick(e, &["result", "reason", "detail"]))
            .collect::<Vec<_>>(),
        [
            json!({"result": "0-1", "reason": "checkmate", "detail": null}),
            json!({"result": "1/2-1/2", "reason": "arbiter", "detail": "the flag fell before the mate"}),
        ]
    );
    assert!(errors(&game.events).is_empty(), "{:#?}", game.events);
    // No takeback: the moves stay, the result is the arbiter's, in the journal and the export.
    let exported = pgn(&game.journal);
    assert_eq!(pgn_moves(&exported), ["f3", "e5", "g4", "Qh4#"]);
    assert!(exported.contains("[Result \"1/2-1/2\"]"), "{exported}");
    assert!(exported.trim_end().ends_with("1/2-1/2"), "{exported}");
    assert!(
        records(&game.journal)
            .last()
            .unwrap()
            .contains(r#""record":"verdict""#),
        "{:?}",
        records(&game.journal)
    );
    assert!(records(&game.journal)
        .iter()
        .all(|r| !r.contains("takeback")));
    let events = resume(&game.journal, &[], "");
    assert_eq!(events[0]["over"], true);
}

fn an_increment_introduced_by_the_arbiter_counts_for_both_players() {
    let script = "go\nwait 10s\ne4\npress\narbiter increment 5x\narbiter increment 5s\nwait 10s\ne5\npress\n\
                  wait 1s\nNf3\npress\n";
    let game = play(&["--time", "90", "--cues", "off"], script);
    assert_eq!(
        names(&game.events),
        [
            "start", "announce", "press", "error", "answer", "announce", "press", "announce",
            "press"
        ]
    );
    assert_eq!(texts(&game.events, "error", "code"), ["duration"]);
    let answer = &of(&game.events, "answer")[0];
    assert_eq!(answer["query"], "arbiter");
    assert!(
        answer["text"].as_str().unwrap().contains("five seconds"),
        "{answer}"
    );
    // White's first move earned nothing; from then on every move earns five seconds, Black's and White's.
    assert_eq!(
        press_times(&game.events),
        [
            json!({"side": "white", "white_ms": NINETY - 10_000, "black_ms": NINETY}),
            json!({"side": "black", "white_ms": NINETY - 10_000, "black_ms": NINETY - 5_000}),
            json!({"side": "white", "white_ms": NINETY - 6_000, "black_ms": NINETY - 5_000}),
        ]
    );
    // The journal keeps it: the game resumed has the same times and goes on with the increment.
    let events = resume(&game.journal, &[], "go\nwait 2s\nNc6\npress\n");
    assert_eq!(
        press_times(&events),
        [json!({"side": "black", "white_ms": NINETY - 6_000, "black_ms": NINETY - 2_000})]
    );
    // Without a clock there is nothing to add to.
    let game = play(&[], "arbiter increment 5s\n");
    assert_eq!(texts(&game.events, "error", "code"), ["no_clock"]);
}

fn a_lost_envelope_goes_on_from_the_adjournment_with_the_times_then() {
    let game = play(
        &["--time", "90", "--cues", "off"],
        "arbiter unseal\ngo\nwait 1m\ne4\npress\nwait 30s\nadjourn e5\n",
    );
    assert_eq!(texts(&game.events, "error", "code"), ["not_adjourned"]);
    let adjourned = pick(
        of(&game.events, "adjourned")[0],
        &["sealed_by", "white_ms", "black_ms"],
    );
    assert_eq!(
        adjourned,
        json!({"sealed_by": "black", "white_ms": NINETY - M, "black_ms": NINETY - 30_000})
    );
    // The clock was changed after the adjournment; the envelope is lost: the times are as at the adjournment, and
    // Black, who sealed, moves again (any move: the sealed one is not known).
    let events = resume(
        &game.journal,
        &[],
        "arbiter add black +10m\narbiter unseal\ngo\nwait 5s\nNf6\npress\n",
    );
    assert_eq!(
        names(&events),
        ["resumed", "adjust", "answer", "start", "announce", "press"]
    );
    let answer = of(&events, "answer")[0]["text"].as_str().unwrap();
    assert!(
        answer.contains("Black makes the sealed move again"),
        "{answer}"
    );
    assert_eq!(
        pick(of(&events, "start")[0], &["side", "white_ms", "black_ms"]),
        json!({"side": "black", "white_ms": NINETY - M, "black_ms": NINETY - 30_000})
    );
    assert_eq!(
        press_times(&events),
        [json!({"side": "black", "white_ms": NINETY - M, "black_ms": NINETY - 35_000})]
    );
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4", "Nf6"]);
    // In the pack's language too.
    let events = resume(&game.journal, &["--voice", "fr"], "arbitre desceller\n");
    assert_eq!(texts(&events, "error", "code"), ["not_adjourned"]);
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "play::rulings::a_game_from_a_position_counts_the_control_from_its_move_number",
            a_game_from_a_position_counts_the_control_from_its_move_number,
        ),
        crate::trial(
            "play::rulings::the_arbiters_result_replaces_a_result_the_program_reached",
            the_arbiters_result_replaces_a_result_the_program_reached,
        ),
        crate::trial(
            "play::rulings::an_increment_introduced_by_the_arbiter_counts_for_both_players",
            an_increment_introduced_by_the_arbiter_counts_for_both_players,
        ),
        crate::trial(
            "play::rulings::a_lost_envelope_goes_on_from_the_adjournment_with_the_times_then",
            a_lost_envelope_goes_on_from_the_adjournment_with_the_times_then,
        ),
    ]
}
