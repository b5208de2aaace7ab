//! Draw offers (9.1.2) and agreement (5.2.3): each offer, answer and resignation is done by a side (the one named,
//! else the device's owner, the `--blind` player); an offer is made with a move (pending or just pressed) or before
//! moving (still the offerer's, 9.1.2.1); it is answered by the opponent with `accept` or `decline` (or by announcing
//! a move, which declines it at once); nothing can be agreed before both players have moved; an accepted draw and a
//! resignation end the game only after `yes`.

use serde_json::json;

use super::{errors, export, names, of, pgn, plain, play, result, stdout};

/// 1. e4 e5, both pressed: from here a draw can be agreed.
const BOTH_MOVED: &str = "e4\npress\ne5\npress\n";

fn an_offer_with_the_pending_move_accepted_draws_the_game_after_yes() {
    let game = play(
        &["--time", "90"],
        "e4\npress\ne5\ndraw black\npress\naccept\nyes\nNf3\n",
    );
    assert_eq!(
        names(&game.events),
        [
            "announce",
            "press",
            "announce",
            "draw_offer",
            "press",
            "confirm",
            "result",
            "error"
        ]
    );
    assert_eq!(
        plain(of(&game.events, "draw_offer")[0]),
        json!({"event": "draw_offer", "side": "black"})
    );
    // The blind player (White, the device's owner) accepts; the act is asked about first, naming the side.
    assert_eq!(
        plain(of(&game.events, "confirm")[0]),
        json!({"event": "confirm", "action": "accept", "side": "white"})
    );
    assert_eq!(
        plain(of(&game.events, "result")[0]),
        json!({"event": "result", "result": "1/2-1/2", "reason": "agreement", "side": "white", "by": "white"})
    );
    assert!(
        errors(&game.events)[0].starts_with("the game is over (1/2-1/2)"),
        "{:?}",
        errors(&game.events)
    );
}

fn no_to_an_acceptance_leaves_the_offer_standing() {
    let script = format!(
        "{BOTH_MOVED}Nf3\npress\nNc6\ndraw black\npress\naccept\nno\naccept\ntime\naccept\nyes\n"
    );
    let game = play(&[], &script);
    let after: Vec<_> = names(&game.events)
        .into_iter()
        .skip_while(|n| *n != "draw_offer")
        .collect();
    // `no` cancels; another line than yes or no cancels too, and is then read as usual.
    assert_eq!(
        after,
        [
            "draw_offer",
            "press",
            "confirm",
            "notice",
            "confirm",
            "notice",
            "answer",
            "confirm",
            "result"
        ]
    );
    assert_eq!(
        of(&game.events, "notice")[0]["text"],
        "Cancelled; nothing changed"
    );
    assert_eq!(result(&game.events), ("1/2-1/2".into(), "agreement".into()));
}

fn a_declined_offer_lets_the_game_go_on() {
    let script = format!("{BOTH_MOVED}Nf3\ndraw\npress\ndecline black\nNc6\npress\naccept black\n");
    let game = play(&[], &script);
    assert_eq!(
        names(&game.events)[4..],
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
    let script = format!("{BOTH_MOVED}Nf3\ndraw\npress\nNc6\npress\naccept black\nBb5\npress\n");
    let game = play(&[], &script);
    assert_eq!(errors(&game.events), ["there is no draw offer to answer"]);
    assert!(of(&game.events, "result").is_empty());
    assert_eq!(of(&game.events, "press").len(), 5);
}

fn the_offer_lapses_as_soon_as_the_opponent_announces_a_move() {
    // Declined by the announcement itself, before its press; a slip of the tongue declines nothing more.
    let script =
        format!("{BOTH_MOVED}Nf3\ndraw\npress\nNc6\naccept black\nNf6\npress\naccept black\n");
    let game = play(&[], &script);
    assert_eq!(
        names(&game.events)[4..],
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
    assert!(pgn(&game.journal).contains("2. Nf3 {(=)} 2... Nf6"));
}

fn a_move_that_ends_the_game_declines_the_offer_first() {
    // Black offers with 3... Nf6; White mates instead of answering.
    let game = play(
        &[],
        "e4\npress\ne5\npress\nQh5\npress\nNc6\npress\nBc4\npress\nNf6\ndraw black\npress\nQxf7\npress\n",
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
        &["--time", "5+3", "--blind", "black"],
        "go\nwait 10s\ne4\npress\nwait 5s\ne5\ndraw\nwait 5s\naccept white\nyes\nNf3\n",
    );
    assert_eq!(
        names(&game.events),
        [
            "start",
            "announce",
            "press",
            "announce",
            "draw_offer",
            "confirm",
            "press",
            "result",
            "error"
        ]
    );
    // The move is completed when the acceptance is confirmed, with its increment, and not announced again.
    let press = of(&game.events, "press")[1];
    assert_eq!(press["t_ms"], 20_000);
    assert_eq!(
        plain(press),
        json!({"event": "press", "ply": 2, "side": "black", "white_ms": 293_000, "black_ms": 293_000})
    );
    let result_event = of(&game.events, "result")[0];
    assert_eq!(result_event["t_ms"], 20_000);
    assert_eq!(
        plain(result_event),
        json!({"event": "result", "result": "1/2-1/2", "reason": "agreement", "side": "white", "by": "white"})
    );
    assert_eq!(
        errors(&game.events),
        ["the game is over (1/2-1/2); questions and export still work"]
    );
    let exported = pgn(&game.journal);
    let movetext = exported.split("\n\n").nth(1).unwrap().replace('\n', " ");
    assert_eq!(
        movetext.trim(),
        "1. e4 {[%clk 0:04:53]} 1... e5 {[%clk 0:04:53]} {(=)} 1/2-1/2"
    );
    let text = stdout(&export(&game.journal, &["--to", "text"]));
    assert!(text.contains("\n1. Eva vier, Eva fuenf (=)\n"), "{text}");
    // Declining it leaves the move pending: it still waits for the press.
    let game = play(&[], "e4\npress\ne5\ndraw black\ndecline\nlast\npress\n");
    assert_eq!(
        names(&game.events)[2..],
        ["announce", "draw_offer", "draw_declined", "answer", "press"]
    );
    assert_eq!(
        of(&game.events, "answer")[0]["text"],
        "1... Eva fuenf, press the clock to complete it"
    );
    assert!(pgn(&game.journal).contains("1. e4 e5 {(=)} *"));
}

fn nothing_can_be_agreed_before_both_players_have_moved() {
    // 5.2.3: no offer at the start, nor with or after White's first move; once Black's move is announced, both
    // have moved.
    let game = play(&[], "draw\ne4\ndraw\npress\ndraw\ne5\ndraw\n");
    assert_eq!(
        names(&game.events),
        [
            "error",
            "announce",
            "error",
            "press",
            "error",
            "announce",
            "draw_offer"
        ]
    );
    assert_eq!(
        errors(&game.events),
        ["no draw can be agreed before both players have made a move"; 3]
    );
    assert_eq!(of(&game.events, "error")[0]["code"], "too_early");
    // White's offer made while Black's move waits for the press: White offers before moving, and it stays White's.
    assert_eq!(of(&game.events, "draw_offer")[0]["side"], "white");
}

fn an_offer_before_ones_first_move_stands_once_the_opponent_has_moved() {
    // Black offers after 1. e4, before his own first move: valid (9.1.2.1), and White may accept once Black has
    // moved (5.2.3). At the start, before White has moved, Black's offer could never be accepted: refused.
    let game = play(
        &["--blind", "black"],
        "draw black\ne4\npress\ndraw black\ne5\npress\naccept white\nyes\n",
    );
    assert_eq!(
        names(&game.events),
        [
            "error",
            "announce",
            "press",
            "draw_offer",
            "announce",
            "press",
            "confirm",
            "result"
        ]
    );
    assert_eq!(of(&game.events, "error")[0]["code"], "too_early");
    assert_eq!(result(&game.events), ("1/2-1/2".into(), "agreement".into()));
    // Declined before Black has moved: an offer may be declined at any time (9.1.2.2).
    let game = play(
        &["--blind", "black"],
        "e4\npress\ndraw black\ndecline white\n",
    );
    assert_eq!(
        names(&game.events),
        ["announce", "press", "draw_offer", "draw_declined"]
    );
    // Accepted before Black has moved: refused, the offer stands.
    let game = play(
        &["--blind", "black"],
        "e4\npress\ndraw black\naccept white\ne5\naccept white\nyes\n",
    );
    assert_eq!(
        errors(&game.events),
        ["no draw can be agreed before both players have made a move"]
    );
    assert_eq!(result(&game.events), ("1/2-1/2".into(), "agreement".into()));
    assert!(
        pgn(&game.journal).contains("1. e4 e5 {(=)}"),
        "{}",
        pgn(&game.journal)
    );
}

fn the_side_is_named_or_the_device_owners() {
    // With both players blind (or none), who offers, answers or resigns must be said.
    let game = play(
        &["--blind", "both"],
        &format!("{BOTH_MOVED}draw\nresign\naccept\ndraw white\naccept black\nyes\n"),
    );
    assert_eq!(
        errors(&game.events),
        [
            "say who: draw white, or draw black",
            "say who: resign white, or resign black",
            "say who: accept white, or accept black"
        ]
    );
    assert_eq!(of(&game.events, "error")[0]["code"], "which_side");
    assert_eq!(
        plain(of(&game.events, "result")[0]),
        json!({"event": "result", "result": "1/2-1/2", "reason": "agreement", "side": "black", "by": "black"})
    );
    // With one blind player, it is the device's owner: Black's `draw` before moving is Black's own offer (9.1.2.1),
    // which White may accept at once; it is written with the move Black makes next.
    let game = play(
        &["--blind", "black"],
        &format!("{BOTH_MOVED}Nf3\npress\ndraw\nNc6\npress\naccept white\nyes\n"),
    );
    assert_eq!(
        plain(of(&game.events, "draw_offer")[0]),
        json!({"event": "draw_offer", "side": "black"})
    );
    assert_eq!(of(&game.events, "result")[0]["by"], "white");
    assert!(
        pgn(&game.journal).contains("2. Nf3 Nc6 {(=)} 1/2-1/2"),
        "{}",
        pgn(&game.journal)
    );
    // One person typing both answers cannot accept their own offer.
    let game = play(&[], &format!("{BOTH_MOVED}draw\naccept\n"));
    assert_eq!(
        errors(&game.events),
        ["White made the draw offer; the opponent answers it"]
    );
}

fn answers_and_offers_out_of_turn_are_refused() {
    let script = format!(
        "{BOTH_MOVED}accept\ndecline\nNf3\ndraw\ndraw\ndraw black\npress\naccept black\nyes\n"
    );
    let game = play(&[], &script);
    assert_eq!(
        names(&game.events)[4..],
        [
            "error",
            "error",
            "announce",
            "draw_offer",
            "error",
            "error",
            "press",
            "confirm",
            "result"
        ]
    );
    assert_eq!(
        errors(&game.events),
        [
            "there is no draw offer to answer",
            "there is no draw offer to answer",
            "White made the draw offer; the opponent answers it",
            "White's draw offer stands: answer it with accept or decline",
        ]
    );
    assert_eq!(result(&game.events), ("1/2-1/2".into(), "agreement".into()));
}

fn an_offer_after_pressing_belongs_to_the_move_just_made() {
    let game = play(
        &[],
        &format!("{BOTH_MOVED}Nf3\npress\ndraw\ndecline black\nNc6\npress\n"),
    );
    assert_eq!(
        plain(of(&game.events, "draw_offer")[0]),
        json!({"event": "draw_offer", "side": "white"})
    );
    assert!(pgn(&game.journal).contains("2. Nf3 {(=)} 2... Nc6"));
}

fn an_offer_made_while_the_opponents_move_waits_stands_after_the_press() {
    // White announced Nf3; Black offers before White presses. Pressing the clock does not answer the offer
    // (9.1.2.1): White may accept it while Black thinks, until White announces a move.
    let game = play(
        &["--time", "90", "--blind", "black"],
        &format!("{BOTH_MOVED}Nf3\ndraw black\npress\naccept white\nyes\n"),
    );
    assert_eq!(errors(&game.events), Vec::<String>::new());
    assert_eq!(result(&game.events), ("1/2-1/2".into(), "agreement".into()));
    // Accepted before Black's next move could carry it: the (=) is written with the move it followed.
    let movetext = pgn(&game.journal)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        movetext.contains("2. Nf3 {[%clk 1:30:00]} {(=)}"),
        "{movetext}"
    );
    // Answered by White's next move instead: declined then, and written with Black's move that followed the offer.
    let game = play(
        &["--time", "90", "--blind", "black"],
        &format!("{BOTH_MOVED}Nf3\ndraw black\npress\nNc6\npress\nBc4\npress\naccept white\n"),
    );
    assert_eq!(
        plain(of(&game.events, "draw_declined")[0]),
        json!({"event": "draw_declined", "side": "white"})
    );
    assert_eq!(errors(&game.events), ["there is no draw offer to answer"]);
    let movetext = pgn(&game.journal)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        movetext.contains("2... Nc6 {[%clk 1:30:00]} {(=)} 3. Bc4"),
        "{movetext}"
    );
}

fn the_offer_is_written_as_a_comment_after_its_move() {
    let game = play(
        &[],
        "e4\npress\ne5\ndraw black\npress\ndecline\nNf3\npress\nNc6\npress\n",
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
    vec![
        crate::trial(
            "play::offers::an_offer_with_the_pending_move_accepted_draws_the_game_after_yes",
            an_offer_with_the_pending_move_accepted_draws_the_game_after_yes,
        ),
        crate::trial(
            "play::offers::no_to_an_acceptance_leaves_the_offer_standing",
            no_to_an_acceptance_leaves_the_offer_standing,
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
            "play::offers::nothing_can_be_agreed_before_both_players_have_moved",
            nothing_can_be_agreed_before_both_players_have_moved,
        ),
        crate::trial(
            "play::offers::an_offer_before_ones_first_move_stands_once_the_opponent_has_moved",
            an_offer_before_ones_first_move_stands_once_the_opponent_has_moved,
        ),
        crate::trial(
            "play::offers::the_side_is_named_or_the_device_owners",
            the_side_is_named_or_the_device_owners,
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
            "play::offers::an_offer_made_while_the_opponents_move_waits_stands_after_the_press",
            an_offer_made_while_the_opponents_move_waits_stands_after_the_press,
        ),
        crate::trial(
            "play::offers::the_offer_is_written_as_a_comment_after_its_move",
            the_offer_is_written_as_a_comment_after_its_move,
        ),
    ]
}
