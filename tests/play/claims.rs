//! Draw claims (9.2, 9.3): checked by the program; a correct one ends the game, a wrong one gives the opponent two
//! minutes (one in rapid and blitz) and the game goes on (9.5.3), with the intended move, if any, to be played:
//! it is locked until pressed, and a draw offer made with the pending move stands.
//! Nobody volunteers a claimable draw in tournament mode (12.6); practice mode says so.

use serde_json::json;

use super::{
    announced, answers, errors, moves, names, of, pgn, pgn_moves, plain, play, pressed, result,
    KNIGHT_DANCE, M, NINETY,
};

/// White has a king and rook, Black a king; 99 half-moves without pawn move or capture.
const FIFTY_FEN: &str = "k7/8/8/8/8/8/7R/K7 w - - 99 60";

fn a_wrong_threefold_claim_gives_the_opponent_two_minutes_and_the_game_goes_on() {
    // The start position has appeared twice: one short of three.
    let script = format!(
        "go\nwait 10s\nNf3\npress\nwait 20s\nNf6\npress\n{}claim threefold\ntime\nNf3\npress\n",
        moves(&["Ng1", "Ng8"])
    );
    let game = play(&["--time", "90"], &script);
    let claim_at = names(&game.events)
        .iter()
        .position(|n| *n == "claim")
        .unwrap();
    assert_eq!(
        names(&game.events)[claim_at..],
        [
            "claim",
            "penalty",
            "draw_offer",
            "answer",
            "announce",
            "press"
        ]
    );
    assert_eq!(
        plain(of(&game.events, "claim")[0]),
        json!({"event": "claim", "kind": "threefold_repetition", "valid": false, "side": "white"})
    );
    assert_eq!(
        plain(of(&game.events, "penalty")[0]),
        json!({"event": "penalty", "side": "white", "reason": "incorrect_claim", "added_ms": 2 * M,
               "opponent_ms": NINETY - 20_000 + 2 * M})
    );
    assert_eq!(
        of(&game.events, "answer")[0]["text"],
        "White one hour twenty-nine minutes, Black one hour thirty-one minutes"
    );
    assert!(of(&game.events, "result").is_empty());
    assert_eq!(pressed(&game.events).last().unwrap().0, 5);
    // In blitz the opponent gets one minute.
    let game = play(
        &["--time", "5+3"],
        &format!("go\n{KNIGHT_DANCE}claim threefold\n"),
    );
    assert_eq!(
        plain(of(&game.events, "penalty")[0]),
        json!({"event": "penalty", "side": "white", "reason": "incorrect_claim", "added_ms": M,
               "opponent_ms": 5 * M + 2 * 3_000 + M})
    );
}

fn a_right_threefold_claim_draws_the_game() {
    let game = play(
        &["--time", "90"],
        &format!("{}claim threefold\nNf3\n", KNIGHT_DANCE.repeat(2)),
    );
    let claims: Vec<_> = of(&game.events, "claim").into_iter().map(plain).collect();
    assert_eq!(
        claims,
        [json!({"event": "claim", "kind": "threefold_repetition", "valid": true, "side": "white"})]
    );
    assert!(of(&game.events, "penalty").is_empty());
    assert_eq!(
        names(&game.events).iter().rev().take(3).collect::<Vec<_>>(),
        [&"error", &"result", &"claim"]
    );
    assert_eq!(
        result(&game.events),
        ("1/2-1/2".into(), "threefold_repetition".into())
    );
    let exported = pgn(&game.journal);
    assert!(exported.contains("[Result \"1/2-1/2\"]"), "{exported}");
    assert_eq!(pgn_moves(&exported).len(), 8);
}

fn a_claim_with_the_move_that_makes_the_third_occurrence_is_right() {
    // After 7 plies Black's Ng8 would bring the start position a third time: Black writes it and claims.
    let script = format!(
        "{KNIGHT_DANCE}{}claim black threefold Ng8\n",
        moves(&["Nf3", "Nf6", "Ng1"])
    );
    let game = play(&["--time", "90"], &script);
    assert_eq!(
        plain(of(&game.events, "claim")[0]),
        json!({"event": "claim", "kind": "threefold_repetition", "valid": true, "side": "black"})
    );
    assert_eq!(
        result(&game.events),
        ("1/2-1/2".into(), "threefold_repetition".into())
    );
    let exported = pgn(&game.journal);
    let played = pgn_moves(&exported);
    assert_eq!(played.len(), 8, "{exported}");
    assert_eq!(played[7], "Ng8", "the intended move is on the scoresheet");
}

fn a_wrong_claim_with_an_intended_move_makes_the_move_pending() {
    let script = format!(
        "{}claim black threefold Ng8\nlast\npress\n",
        moves(&["Nf3", "Nf6", "Ng1"])
    );
    let game = play(&["--time", "90"], &script);
    // The wrong claim is also Black's draw offer (9.1.2.3), written with the intended move.
    assert_eq!(
        names(&game.events)[6..],
        [
            "claim",
            "penalty",
            "announce",
            "draw_offer",
            "answer",
            "press"
        ]
    );
    assert_eq!(
        plain(of(&game.events, "penalty")[0]),
        json!({"event": "penalty", "side": "black", "reason": "incorrect_claim", "added_ms": 2 * M,
               "opponent_ms": NINETY + 2 * M})
    );
    assert_eq!(
        plain(of(&game.events, "announce")[3]),
        json!({"event": "announce", "ply": 4, "move_number": 2, "side": "black", "san": "Ng8", "uci": "f6g8",
               "text": "Springer Gustav acht", "pending": true})
    );
    assert_eq!(
        of(&game.events, "answer")[0]["text"],
        "2... Springer Gustav acht, press the clock to complete it"
    );
    assert_eq!(pressed(&game.events).last().unwrap(), &(4, "black".into()));
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["Nf3", "Nf6", "Ng1", "Ng8"]);
}

fn a_claim_with_an_illegal_intended_move_is_an_incorrect_claim() {
    // 9.5.3: the claim is checked with the move written; an illegal one makes it incorrect, with the penalty. What
    // is no move at all is refused, and costs nothing.
    let game = play(
        &["--time", "90"],
        "claim threefold Ke5\nclaim fifty xyz\ne4\npress\n",
    );
    assert_eq!(
        names(&game.events),
        ["claim", "penalty", "error", "announce", "press"]
    );
    assert_eq!(
        plain(of(&game.events, "claim")[0]),
        json!({"event": "claim", "kind": "threefold_repetition", "valid": false, "side": "white"})
    );
    assert_eq!(
        plain(of(&game.events, "penalty")[0]),
        json!({"event": "penalty", "side": "white", "reason": "incorrect_claim", "added_ms": 2 * M,
               "opponent_ms": NINETY + 2 * M})
    );
    assert_eq!(
        errors(&game.events),
        ["cannot read \"xyz\" as a move or a command; type help for the commands"]
    );
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4"]);
}

fn a_claim_is_made_on_ones_own_turn_and_is_also_an_offer() {
    // The start position has appeared twice. Black cannot claim on White's turn (9.2.1); White's wrong claim is
    // also a draw offer, which Black may accept (9.1.2.3).
    let script = format!(
        "{}claim black threefold\nclaim threefold\naccept black\nyes\n",
        moves(&["Nf3", "Nf6", "Ng1", "Ng8"])
    );
    let game = play(&["--time", "90"], &script);
    assert_eq!(
        names(&game.events)[8..],
        [
            "error",
            "claim",
            "penalty",
            "draw_offer",
            "confirm",
            "result"
        ]
    );
    assert_eq!(
        errors(&game.events),
        ["a draw is claimed on one's own turn, and it is White's turn"]
    );
    assert_eq!(of(&game.events, "error")[0]["code"], "claim_turn");
    assert_eq!(
        plain(of(&game.events, "result")[0]),
        json!({"event": "result", "result": "1/2-1/2", "reason": "agreement", "side": "black", "by": "black"})
    );
}

fn fifty_moves_claimed_with_the_intended_quiet_move() {
    let game = play(&["--fen", FIFTY_FEN], "claim fifty\nclaim fifty Rh3\n");
    let claims: Vec<_> = of(&game.events, "claim").into_iter().map(plain).collect();
    assert_eq!(
        claims,
        [
            json!({"event": "claim", "kind": "fifty_moves", "valid": false, "side": "white"}),
            json!({"event": "claim", "kind": "fifty_moves", "valid": true, "side": "white"}),
        ]
    );
    assert_eq!(
        result(&game.events),
        ("1/2-1/2".into(), "fifty_moves".into())
    );
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["Rh3"]);
    // A capture or pawn move as the intended move starts the count again: wrong.
    let fen = "k7/8/8/8/8/8/6pR/K7 w - - 99 60";
    let game = play(&["--fen", fen], "claim fifty Rxg2\n");
    assert_eq!(of(&game.events, "claim")[0]["valid"], false);
    assert_eq!(announced(&game.events), [(1, "Rxg2".into(), true)]);
    // The pending move is the intended move of a claim without one.
    // An announced move is made (D.2.3): the right to claim on it is lost (9.4), refused with no penalty.
    let game = play(&["--fen", FIFTY_FEN], "Rh4\nclaim fifty\npress\n");
    assert!(of(&game.events, "claim").is_empty());
    assert_eq!(errors(&game.events), [ANNOUNCED]);
    assert!(of(&game.events, "penalty").is_empty());
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["Rh4"]);
    // The opponent may claim on it (9.4): Black's claim completes White's announced move, then is checked.
    let game = play(&["--fen", FIFTY_FEN], "Rh4\nclaim black fifty\n");
    assert_eq!(
        names(&game.events),
        ["announce", "press", "claim", "result"]
    );
    assert_eq!(
        plain(of(&game.events, "claim")[0]),
        json!({"event": "claim", "kind": "fifty_moves", "valid": true, "side": "black"})
    );
}

/// The refusal of a claim while a move is announced and not pressed.
const ANNOUNCED: &str =
    "the move is announced, and an announced move is made: the right to claim on it is lost; \
                         the opponent may claim";

fn nobody_volunteers_a_claimable_draw_in_tournament_mode() {
    for (args, script) in [
        (vec![], KNIGHT_DANCE.repeat(3)),
        (vec!["--fen", FIFTY_FEN], moves(&["Rh3", "Kb8", "Rh4"])),
    ] {
        let game = play(&args, &script);
        assert!(of(&game.events, "notice").is_empty(), "{args:?}");
        assert!(of(&game.events, "result").is_empty(), "{args:?}");
    }
}

fn practice_mode_says_when_a_draw_becomes_claimable() {
    let script = KNIGHT_DANCE.replace("press\n", "").repeat(2);
    let game = play(&["--mode", "practice"], &script);
    let mut expected = ["announce", "press"].repeat(8);
    expected.push("notice");
    assert_eq!(
        names(&game.events),
        expected,
        "one notice, after the eighth move"
    );
    assert_eq!(
        plain(of(&game.events, "notice")[0]),
        json!({"event": "notice", "text": "A draw can be claimed: threefold repetition"})
    );
    let game = play(&["--mode", "practice", "--fen", FIFTY_FEN], "Rh3\n");
    assert_eq!(names(&game.events), ["announce", "press", "notice"]);
    assert_eq!(
        of(&game.events, "notice")[0]["text"],
        "A draw can be claimed: the fifty-move rule"
    );
}

fn after_a_wrong_claim_the_intended_move_is_locked_until_pressed() {
    let script = format!(
        "{}claim black threefold Ng8\nNc6\nclaim black threefold Nc6\nNg8\nlast\ntime\npress\nNf3\nNc3\npress\n",
        moves(&["Nf3", "Nf6", "Ng1"])
    );
    let game = play(&["--time", "90"], &script);
    assert_eq!(
        names(&game.events)[6..],
        [
            "claim",
            "penalty",
            "announce",
            "draw_offer",
            "error",
            "error",
            "announce",
            "answer",
            "answer",
            "press",
            "draw_declined",
            "announce",
            "announce",
            "press"
        ]
    );
    // Another move does not replace it, and no claim is taken while it is announced; the same move may be said
    // again.
    let locked =
        "after a wrong claim the intended move Springer Gustav acht must be played: type press";
    assert_eq!(errors(&game.events), [locked, ANNOUNCED]);
    assert_eq!(
        announced(&game.events)[3..],
        [
            (4, "Ng8".into(), true),
            (4, "Ng8".into(), true),
            (5, "Nf3".into(), true),
            (5, "Nc3".into(), true)
        ]
    );
    // The refused claim cost nothing: one penalty only.
    assert_eq!(
        answers(&game.events),
        [
            "2... Springer Gustav acht, press the clock to complete it",
            "White one hour thirty-two minutes, Black one hour thirty minutes"
        ]
    );
    // Once pressed, the lock is gone: the next move can be replaced as usual.
    assert_eq!(
        pressed(&game.events)[3..],
        [(4, "black".into()), (5, "white".into())]
    );
    assert_eq!(
        pgn_moves(&pgn(&game.journal)),
        ["Nf3", "Nf6", "Ng1", "Ng8", "Nc3"]
    );
}

fn the_draw_offer_of_a_pending_move_survives_a_refused_claim() {
    let game = play(
        &[],
        "e4\npress\ne5\ndraw black\nclaim black threefold Nc6\npress\naccept\nyes\n",
    );
    assert_eq!(
        names(&game.events),
        [
            "announce",
            "press",
            "announce",
            "draw_offer",
            "error",
            "press",
            "confirm",
            "result"
        ]
    );
    assert_eq!(errors(&game.events), [ANNOUNCED]);
    assert_eq!(announced(&game.events)[1..], [(2, "e5".into(), true)]);
    assert_eq!(result(&game.events), ("1/2-1/2".into(), "agreement".into()));
    let exported = pgn(&game.journal);
    let movetext = exported.split("\n\n").nth(1).unwrap().replace('\n', " ");
    assert_eq!(movetext.trim(), "1. e4 e5 {(=)} 1/2-1/2");
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial("play::claims::a_wrong_threefold_claim_gives_the_opponent_two_minutes_and_the_game_goes_on", a_wrong_threefold_claim_gives_the_opponent_two_minutes_and_the_game_goes_on),
        crate::trial("play::claims::a_right_threefold_claim_draws_the_game", a_right_threefold_claim_draws_the_game),
        crate::trial("play::claims::a_claim_with_the_move_that_makes_the_third_occurrence_is_right", a_claim_with_the_move_that_makes_the_third_occurrence_is_right),
        crate::trial("play::claims::a_wrong_claim_with_an_intended_move_makes_the_move_pending", a_wrong_claim_with_an_intended_move_makes_the_move_pending),
        crate::trial("play::claims::a_claim_with_an_illegal_intended_move_is_an_incorrect_claim", a_claim_with_an_illegal_intended_move_is_an_incorrect_claim),
        crate::trial("play::claims::a_claim_is_made_on_ones_own_turn_and_is_also_an_offer", a_claim_is_made_on_ones_own_turn_and_is_also_an_offer),
        crate::trial("play::claims::fifty_moves_claimed_with_the_intended_quiet_move", fifty_moves_claimed_with_the_intended_quiet_move),
        crate::trial("play::claims::nobody_volunteers_a_claimable_draw_in_tournament_mode", nobody_volunteers_a_claimable_draw_in_tournament_mode),
        crate::trial("play::claims::practice_mode_says_when_a_draw_becomes_claimable", practice_mode_says_when_a_draw_becomes_claimable),
        crate::trial("play::claims::after_a_wrong_claim_the_intended_move_is_locked_until_pressed", after_a_wrong_claim_the_intended_move_is_locked_until_pressed),
        crate::trial("play::claims::the_draw_offer_of_a_pending_move_survives_a_refused_claim", the_draw_offer_of_a_pending_move_survives_a_refused_claim),
    ];
    trials
}
