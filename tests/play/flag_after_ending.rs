//! A move that ends the game, made before the flag fell and waiting for the press: mate (5.1.1), stalemate
//! (5.2.1), a dead position (5.2.2), fivefold repetition and the 75-move rule (9.6) end the game when the move is
//! made, and for a blind player a move is made once it is announced; the press only starts the opponent's clock
//! (D.2.3). So the flag that falls before the press does not count, and the press completes the move; the flag
//! counts only if the player replaces the move with one that does not end the game (D.2.8).

use serde_json::json;

use super::{names, of, pgn, pgn_moves, pick, plain, play, records, resume, M};

/// White mates with Ra8; Black has pawns, so a flag of White's that counts loses (6.9).
const BACK_RANK: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
/// White stalemates with Qf7; Black's blocked pawn could still mate in other positions, so a flag counts as a loss.
const STALEMATE: &str = "7k/8/6K1/8/8/p7/P7/5Q2 w - - 0 1";

/// White's one minute, the move typed at 59 s, the flag at 60 s, then `then`.
fn flag_while_pending(fen: &str, mv: &str, then: &str) -> super::Game {
    play(
        &["--time", "1", "--fen", fen],
        &format!("go\nwait 59s\n{mv}\nwait 5s\n{then}"),
    )
}

fn outcome(events: &[serde_json::Value]) -> serde_json::Value {
    let results = of(events, "result");
    assert_eq!(results.len(), 1, "{events:#?}");
    pick(results[0], &["result", "reason", "side"])
}

fn the_press_completes_a_mate_made_before_the_flag() {
    let game = flag_while_pending(BACK_RANK, "Ra8", "press\n");
    assert_eq!(
        names(&game.events),
        ["start", "cue", "cue", "announce", "flag", "notice", "press", "result"]
    );
    let flag = of(&game.events, "flag")[0];
    assert_eq!(
        (plain(flag), &flag["t_ms"]),
        (json!({"event": "flag", "side": "white"}), &json!(M))
    );
    let notice = of(&game.events, "notice")[0]["text"].as_str().unwrap();
    assert!(notice.contains("press completes it"), "{notice}");
    assert_eq!(
        outcome(&game.events),
        json!({"result": "1-0", "reason": "checkmate", "side": "white"})
    );
    let exported = pgn(&game.journal);
    assert_eq!(pgn_moves(&exported), ["Ra8#"]);
    assert!(exported.contains("[Result \"1-0\"]"), "{exported}");
    assert!(
        records(&game.journal)
            .iter()
            .any(|r| r.contains(r#""record":"flag""#)),
        "the flag is in the journal"
    );
}

fn a_stalemate_made_before_the_flag_is_a_draw() {
    let game = flag_while_pending(STALEMATE, "Qf7", "press\n");
    assert_eq!(
        outcome(&game.events),
        json!({"result": "1/2-1/2", "reason": "stalemate", "side": "white"})
    );
}

fn replaced_by_a_move_that_does_not_end_the_game_the_flag_counts() {
    for (fen, ending, other) in [(BACK_RANK, "Ra8", "Ra7"), (STALEMATE, "Qf7", "Qf2")] {
        let game = flag_while_pending(fen, ending, &format!("{other}\npress\n"));
        assert_eq!(
            outcome(&game.events),
            json!({"result": "0-1", "reason": "time_forfeit", "side": "white"}),
            "{fen}"
        );
        let last = *of(&game.events, "announce").last().unwrap();
        assert_eq!(last["correction"], true, "{last}");
        assert!(pgn_moves(&pgn(&game.journal)).is_empty(), "{fen}");
    }
    // Replaced by another move that ends the game, it still waits for the press, and the press completes it.
    let game = play(
        &["--time", "1", "--fen", "6k1/5ppp/8/8/8/8/8/RR4K1 w - - 0 1"],
        "go\nwait 59s\nRa8\nwait 5s\nRb8\npress\n",
    );
    assert_eq!(
        outcome(&game.events),
        json!({"result": "1-0", "reason": "checkmate", "side": "white"})
    );
}

fn a_resumed_game_keeps_the_mate_made_before_the_flag() {
    let game = flag_while_pending(BACK_RANK, "Ra8", "");
    assert!(of(&game.events, "result").is_empty(), "{:#?}", game.events);
    let events = resume(&game.journal, &[], "press\n");
    assert_eq!(
        outcome(&events),
        json!({"result": "1-0", "reason": "checkmate", "side": "white"})
    );
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["Ra8#"]);
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "play::flag_after_ending::the_press_completes_a_mate_made_before_the_flag",
            the_press_completes_a_mate_made_before_the_flag,
        ),
        crate::trial(
            "play::flag_after_ending::a_stalemate_made_before_the_flag_is_a_draw",
            a_stalemate_made_before_the_flag_is_a_draw,
        ),
        crate::trial(
            "play::flag_after_ending::replaced_by_a_move_that_does_not_end_the_game_the_flag_counts",
            replaced_by_a_move_that_does_not_end_the_game_the_flag_counts,
        ),
        crate::trial(
            "play::flag_after_ending::a_resumed_game_keeps_the_mate_made_before_the_flag",
            a_resumed_game_keeps_the_mate_made_before_the_flag,
        ),
    ]
}
