//! Draw offers (9.1.2): made by the player who has just moved (with the move pending, before pressing), answered by
//! the opponent with `accept` or `decline` (or by announcing a move, which declines it at once), and recorded with the
//! move as (=). Accepting while the offerer's move is still pending completes that move first.

use serde_json::json;

use super::{errors, export, names, of, pgn, plain, play, result, stdout};

fn an_offer_with_the_pending_move_accepted_draws_the_game() {
    let game = play(&["--time", "90"], "e4\ndraw\npress\naccept\ne5\n");
    assert_eq!(
        names(&game.events),
        ["announce", "draw_offer", "press", "result", "error"]
    );
    assert_eq!(
        plain(of(&game.events, "draw_offer")[0]),
        json!({"event": "draw_offer", "side": "white"})
    );
    assert_eq!(result(&game.events), ("1/2-1/2".into(), "agreement".into()));
    assert!(
        errors(&game.events)[0].starts_with("the game is over (1/2-1/2)"),
        "{:?}",
        errors(&game.events)
    );
}

fn a_declined_offer_lets_the_game_go_on() {
    let game = play(&[], "e4\ndraw\npress\ndecline\ne5\npress\naccept\n");
    assert_eq!(
        names(&game.events),
        [
            "announce",
            "draw_offer",
            "press",
            "draw_declined",
            "announce",
            "press",
            "error"
        ]
    );
    assert_eq!(
        plain(of(&game.events, "draw_declined")[0]),
        json!({"event": "draw_declined", "side": "black"})
    );
    assert_eq!(errors(&game.events), ["there is no draw offer to answer"]);
    assert!(of(&game.events, "result").is_empty());
}

fn moving_instead_of_answering_declines_the_offer() {
    let game = play(&[], "e4\ndraw\npress\ne5\npress\naccept\nNf3\npress\n");
    assert_eq!(errors(&game.events), ["there is no draw offer to answer"]);
    assert!(of(&game.events, "result").is_empty());
    assert_eq!(of(&game.events, "press").len(), 3);
}

fn the_offer_lapses_as_soon_as_the_opponent_announces_a_move() {
    // Declined by the announcement itself, before its press; a slip of the tongue declines nothing more.
    let game = play(&[], "e4\ndraw\npress\ne5\naccept\nd5\npress\naccept\n");
    assert_eq!(
        names(&game.events),
        [
            "announce",
            "draw_offer",
            "press",
            "draw_declined",
            "announce",
            "error",
            "announce",
            "press",
            "error"
        ]
    );
    assert_eq!(
        plain(of(&game.events, "draw_declined")[0]),
        json!({"event": "draw_declined", "side": "black"})
    );
    assert_eq!(
        errors(&game.events),
        [
            "there is no draw offer to answer",
            "there is no draw offer to answer"
        ]
    );
    assert!(of(&game.events, "result").is_empty());
    assert!(pgn(&game.journal).contains("1. e4 {(=)} 1... d5"));
}

fn a_move_that_ends_the_game_declines_the_offer_first() {
    // Black offers with 3... Nf6; White mates instead of answering.
    let game = play(
        &[],
        "e4\npress\ne5\npress\nQh5\npress\nNc6\npress\nBc4\npress\nNf6\ndraw\npress\nQxf7\npress\n",
    );
    let after: Vec<_> = names(&game.events)
        .into_iter()
        .skip_while(|n| *n != "draw_offer")
        .collect();
    assert_eq!(
        after,
        [
            "draw_offer",
            "press",
            "draw_declined",
            "announce",
            "press",
            "result"
        ]
    );
    assert_eq!(
        plain(of(&game.events, "draw_declined")[0]),
        json!({"event": "draw_declined", "side": "white"})
    );
    assert_eq!(of(&game.events, "announce")[6]["pending"], true);
    assert_eq!(result(&game.events), ("1-0".into(), "checkmate".into()));
}

fn accepting_while_the_offerers_move_is_pending_completes_that_move() {
    let game = play(
        &["--time", "5+3"],
        "go\nwait 10s\ne4\ndraw\nwait 5s\naccept\ne5\n",
    );
    assert_eq!(
        names(&game.events),
        [
            "start",
            "announce",
            "draw_offer",
            "press",
            "result",
            "error"
        ]
    );
    // The move is completed when the offer is accepted, with its increment, and not announced again.
    let press = of(&game.events, "press")[0];
    assert_eq!(press["t_ms"], 15_000);
    assert_eq!(
        plain(press),
        json!({"event": "press", "ply": 1, "side": "white", "white_ms": 288_000, "black_ms": 300_000})
    );
    let result_event = of(&game.events, "result")[0];
    assert_eq!(result_event["t_ms"], 15_000);
    assert_eq!(
        plain(result_event),
        json!({"event": "result", "result": "1/2-1/2", "reason": "agreement"})
    );
    assert_eq!(
        errors(&game.events),
        ["the game is over (1/2-1/2); questions and export still work"]
    );
    let exported = pgn(&game.journal);
    let movetext = exported.split("\n\n").nth(1).unwrap().replace('\n', " ");
    assert_eq!(movetext.trim(), "1. e4 {[%clk 0:04:48]} {(=)} 1/2-1/2");
    let text = stdout(&export(&game.journal, &["--to", "text"]));
    assert!(text.contains("\n1. Eva vier (=)\n"), "{text}");
    // Declining it leaves the move pending: it still waits for the press.
    let game = play(&[], "e4\ndraw\ndecline\nlast\npress\n");
    assert_eq!(
        names(&game.events),
        ["announce", "draw_offer", "draw_declined", "answer", "press"]
    );
    assert_eq!(
        of(&game.events, "answer")[0]["text"],
        "1. Eva vier, press the clock to complete it"
    );
    assert!(pgn(&game.journal).contains("1. e4 {(=)} *"));
}

fn answers_and_offers_out_of_turn_are_refused() {
    let script = "accept\ndecline\ndraw\ne4\npress\ne5\ndraw\ndraw\npress\naccept\n";
    let game = play(&[], script);
    assert_eq!(
        names(&game.events),
        [
            "error",
            "error",
            "error",
            "announce",
            "press",
            "announce",
            "draw_offer",
            "error",
            "press",
            "result"
        ]
    );
    assert_eq!(
        errors(&game.events),
        [
            "there is no draw offer to answer",
            "there is no draw offer to answer",
            "a draw is offered after making a move: type the move, then draw",
            "Black made the draw offer; the opponent answers it",
        ]
    );
    assert_eq!(result(&game.events), ("1/2-1/2".into(), "agreement".into()));
}

fn an_offer_after_pressing_belongs_to_the_move_just_made() {
    let game = play(&[], "e4\npress\ndraw\ndecline\ne5\npress\n");
    assert_eq!(
        plain(of(&game.events, "draw_offer")[0]),
        json!({"event": "draw_offer", "side": "white"})
    );
    assert!(pgn(&game.journal).contains("1. e4 {(=)} 1... e5"));
}

fn the_offer_is_written_as_a_comment_after_its_move() {
    let game = play(
        &[],
        "e4\npress\ne5\ndraw\npress\ndecline\nNf3\npress\nNc6\npress\n",
    );
    let exported = pgn(&game.journal);
    let movetext = exported.split("\n\n").nth(1).unwrap().replace('\n', " ");
    assert_eq!(movetext.trim(), "1. e4 e5 {(=)} 2. Nf3 Nc6 *");
    let out = export(&game.journal, &["--to", "text"]);
    let text = stdout(&out);
    assert!(
        text.contains(
            "\n1. Eva vier, Eva fuenf (=)\n2. Springer Felix drei, Springer Cesar sechs\n"
        ),
        "{text}"
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "play::offers::an_offer_with_the_pending_move_accepted_draws_the_game",
            an_offer_with_the_pending_move_accepted_draws_the_game,
        ),
        crate::trial(
            "play::offers::a_declined_offer_lets_the_game_go_on",
            a_declined_offer_lets_the_game_go_on,
        ),
        crate::trial(
            "play::offers::moving_instead_of_answering_declines_the_offer",
            moving_instead_of_answering_declines_the_offer,
        ),
        crate::trial(
            "play::offers::the_offer_lapses_as_soon_as_the_opponent_announces_a_move",
            the_offer_lapses_as_soon_as_the_opponent_announces_a_move,
        ),
        crate::trial(
            "play::offers::a_move_that_ends_the_game_declines_the_offer_first",
            a_move_that_ends_the_game_declines_the_offer_first,
        ),
        crate::trial(
            "play::offers::accepting_while_the_offerers_move_is_pending_completes_that_move",
            accepting_while_the_offerers_move_is_pending_completes_that_move,
        ),
        crate::trial(
            "play::offers::answers_and_offers_out_of_turn_are_refused",
            answers_and_offers_out_of_turn_are_refused,
        ),
        crate::trial(
            "play::offers::an_offer_after_pressing_belongs_to_the_move_just_made",
            an_offer_after_pressing_belongs_to_the_move_just_made,
        ),
        crate::trial(
            "play::offers::the_offer_is_written_as_a_comment_after_its_move",
            the_offer_is_written_as_a_comment_after_its_move,
        ),
    ];
    trials
}
