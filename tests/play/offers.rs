//! Draw offers (9.1.2): made by the player who has just moved (with the move pending, before pressing), answered by
//! the opponent with `accept` or `decline` (or by moving), and recorded with the move as (=).

use serde_json::json;

use super::{errors, export, names, of, pgn, plain, play, result, stdout};

#[test]
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

#[test]
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

#[test]
fn moving_instead_of_answering_declines_the_offer() {
    let game = play(&[], "e4\ndraw\npress\ne5\npress\naccept\nNf3\npress\n");
    assert_eq!(errors(&game.events), ["there is no draw offer to answer"]);
    assert!(of(&game.events, "result").is_empty());
    assert_eq!(of(&game.events, "press").len(), 3);
}

#[test]
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

#[test]
fn an_offer_after_pressing_belongs_to_the_move_just_made() {
    let game = play(&[], "e4\npress\ndraw\ndecline\ne5\npress\n");
    assert_eq!(
        plain(of(&game.events, "draw_offer")[0]),
        json!({"event": "draw_offer", "side": "white"})
    );
    assert!(pgn(&game.journal).contains("1. e4 {(=)} 1... e5"));
}

#[test]
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
