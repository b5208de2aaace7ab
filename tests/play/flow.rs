//! A move counts as made only when it is announced and the clock pressed (D.2.3): until `press` it is pending and
//! changes nothing; a new move before `press` replaces it (slip of the tongue, D.2.8). Practice mode completes a
//! move at once. Input that cannot be a move or a command is refused with one error and changes nothing.

use serde_json::json;

use super::{
    announced, answers, errors, names, of, pgn, pgn_moves, plain, play, pressed, records, M, NINETY,
};

fn a_move_waits_for_press_and_changes_nothing_before() {
    let script = "go\nwait 1m\ne4\nsquare e4\nsquare e2\nmoves\ntime\nlast\nwait 1m\npress\n\
                  square e4\nmoves\ntime\nlast\n";
    let game = play(&["--time", "90"], script);
    assert_eq!(
        names(&game.events),
        [
            "start", "announce", "answer", "answer", "answer", "answer", "answer", "press",
            "answer", "answer", "answer", "answer"
        ]
    );
    assert_eq!(
        plain(of(&game.events, "announce")[0]),
        json!({"event": "announce", "ply": 1, "move_number": 1, "side": "white", "san": "e4", "uci": "e2e4",
               "text": "Eva vier", "pending": true})
    );
    assert_eq!(
        answers(&game.events),
        [
            "Eva vier: empty",
            "Eva zwei: white Bauer",
            "Moves completed: White zero, Black zero",
            // White's clock runs on while the move is pending.
            "White one hour twenty-nine minutes, Black one hour thirty minutes",
            "1. Eva vier, press the clock to complete it",
            "Eva vier: white Bauer",
            "Moves completed: White one, Black zero",
            "White one hour twenty-eight minutes, Black one hour thirty minutes",
            "1. Eva vier",
        ]
    );
    let press = of(&game.events, "press")[0];
    assert_eq!(press["t_ms"], 2 * M);
    assert_eq!(
        plain(press),
        json!({"event": "press", "ply": 1, "side": "white", "white_ms": NINETY - 2 * M, "black_ms": NINETY})
    );
}

fn a_new_move_before_press_replaces_the_pending_one() {
    let script = "e4\nd4\nlast\npress\nlast\nsquare e4\nsquare d4\ne5\npress\nlast\n";
    let game = play(&[], script);
    assert_eq!(
        announced(&game.events),
        [
            (1, "e4".into(), true),
            (1, "d4".into(), true),
            (2, "e5".into(), true)
        ]
    );
    assert_eq!(
        pressed(&game.events),
        [(1, "white".into()), (2, "black".into())]
    );
    assert_eq!(
        answers(&game.events),
        [
            "1. David vier, press the clock to complete it",
            "1. David vier",
            "Eva vier: empty",
            "David vier: white Bauer",
            "1... Eva fuenf",
        ]
    );
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["d4", "e5"]);
}

fn press_without_a_pending_move_is_refused_and_changes_nothing() {
    let script = "press\nmoves\ne4\npress\npress\nmoves\ne5\npress\nlast\n";
    let game = play(&["--time", "90"], script);
    assert_eq!(
        names(&game.events),
        [
            "error", "answer", "announce", "press", "error", "answer", "announce", "press",
            "answer"
        ]
    );
    for message in errors(&game.events) {
        assert_eq!(
            message,
            "there is no move to complete: type the move first, then press"
        );
    }
    assert_eq!(
        pressed(&game.events),
        [(1, "white".into()), (2, "black".into())]
    );
    assert_eq!(
        answers(&game.events),
        [
            "Moves completed: White zero, Black zero",
            "Moves completed: White one, Black zero",
            "1... Eva fuenf"
        ]
    );
    let presses = records(&game.journal)
        .iter()
        .filter(|r| r.contains("\"record\":\"press\""))
        .count();
    assert_eq!(presses, 2, "a refused press is not written to the journal");
}

fn in_practice_mode_a_move_is_complete_at_once() {
    let script = "go\nwait 10s\ne4\nwait 5s\ne5\npress\nlast\nmoves\n";
    let game = play(&["--mode", "practice", "--time", "5+3"], script);
    assert_eq!(
        names(&game.events),
        ["start", "announce", "press", "announce", "press", "error", "answer", "answer"]
    );
    assert_eq!(
        announced(&game.events),
        [(1, "e4".into(), false), (2, "e5".into(), false)]
    );
    let presses: Vec<_> = of(&game.events, "press").into_iter().map(plain).collect();
    assert_eq!(
        presses,
        [
            json!({"event": "press", "ply": 1, "side": "white", "white_ms": 293_000, "black_ms": 300_000}),
            json!({"event": "press", "ply": 2, "side": "black", "white_ms": 293_000, "black_ms": 298_000}),
        ]
    );
    assert_eq!(
        errors(&game.events),
        ["there is no move to complete: type the move first, then press"]
    );
    assert_eq!(
        answers(&game.events),
        ["1... Eva fuenf", "Moves completed: White one, Black one"]
    );
}

/// Each bad line with a part of the message it must get.
const BAD_LINES: [(&str, &str); 4] = [
    (
        "xyz",
        "cannot read \"xyz\" as a move or a command; type help for the commands",
    ),
    (
        "claim seventy",
        "write it as claim threefold, or claim black fifty",
    ),
    ("arbiter takeback x", "write it as arbiter add white +2m"),
    (
        "resign now",
        "write it as resign, or resign white, or resign black",
    ),
];

fn bad_input_gets_one_error_each_and_changes_nothing() {
    let clean = "go\ne4\npress\ne5\npress\nNf3\npress\nmoves\nlast\n";
    let bad: String = BAD_LINES
        .iter()
        .map(|(line, _)| format!("{line}\n"))
        .collect();
    // The bad lines at the start, while a move is pending, and after a completed move.
    let noisy =
        format!("{bad}go\nKe5\ne4\n{bad}press\ne5\npress\n{bad}Nf3\nKe3\npress\nmoves\nlast\n");
    let expected = play(&["--time", "5"], clean);
    let game = play(&["--time", "5"], &noisy);
    let messages = errors(&game.events);
    assert_eq!(messages.len(), 3 * BAD_LINES.len() + 2, "{messages:#?}");
    for (i, (line, message)) in BAD_LINES.iter().cycle().take(12).enumerate() {
        let got = &messages[i + usize::from(i >= 4)];
        assert!(got.contains(message), "{line}: {got}");
    }
    assert_eq!(
        messages[4],
        "\"Ke5\" is illegal: no White Koenig can move to Eva fuenf"
    );
    // An illegal move while Nf3 is pending leaves Nf3 pending.
    assert_eq!(
        messages[13],
        "\"Ke3\" is illegal: no White Koenig can move to Eva drei"
    );
    let without_errors = |events: &[serde_json::Value]| -> Vec<serde_json::Value> {
        events
            .iter()
            .filter(|e| e["event"] != "error" && e["event"] != "game")
            .map(plain)
            .collect()
    };
    assert_eq!(
        without_errors(&game.events),
        without_errors(&expected.events)
    );
    assert_eq!(records(&game.journal), records(&expected.journal));
}

fn an_ambiguous_move_names_every_piece_that_could_make_it() {
    let fen = "4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1";
    let game = play(&["--fen", fen], "Ne4\nsquare e4\nNce4\npress\n");
    assert_eq!(
        names(&game.events),
        ["error", "answer", "announce", "press"]
    );
    assert_eq!(
        errors(&game.events),
        ["\"Ne4\" is ambiguous: it could be Springer on Cesar drei or Springer on Gustav drei"]
    );
    assert_eq!(
        plain(of(&game.events, "announce")[0]),
        json!({"event": "announce", "ply": 1, "move_number": 1, "side": "white", "san": "Nce4", "uci": "c3e4",
               "text": "Springer Cesar Eva vier", "pending": true})
    );
    assert_eq!(pressed(&game.events), [(1, "white".into())]);
}

fn unreadable_input_is_quoted_shortened_to_sixty_characters() {
    let refusal = |quoted: &str| {
        format!("cannot read \"{quoted}\" as a move or a command; type help for the commands")
    };
    let sixty = "x".repeat(60);
    let accents = "é".repeat(70);
    let sentence = "the quick brown fox jumps over the lazy dog and keeps running far away";
    let long = "q".repeat(61);
    let script = format!(
        "{sixty}\n  {sixty}x  \n{accents}\n{sentence}\nclaim threefold {long}\nadjourn {long}\ne4\npress\n"
    );
    let game = play(&[], &script);
    assert_eq!(
        names(&game.events),
        ["error", "error", "error", "error", "error", "error", "announce", "press"]
    );
    assert_eq!(
        errors(&game.events),
        [
            // Sixty characters are quoted whole; from the sixty-first on, the first sixty and an ellipsis.
            refusal(&sixty),
            refusal(&format!("{sixty}…")),
            // Characters, not bytes.
            refusal(&format!("{}…", "é".repeat(60))),
            refusal("the quick brown fox jumps over the lazy dog and keeps runnin…"),
            // The intended move of a claim and the sealed move too.
            refusal(&format!("{}…", "q".repeat(60))),
            refusal(&format!("{}…", "q".repeat(60))),
        ]
    );
    assert_eq!(pressed(&game.events), [(1, "white".into())]);
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "play::flow::a_move_waits_for_press_and_changes_nothing_before",
            a_move_waits_for_press_and_changes_nothing_before,
        ),
        crate::trial(
            "play::flow::a_new_move_before_press_replaces_the_pending_one",
            a_new_move_before_press_replaces_the_pending_one,
        ),
        crate::trial(
            "play::flow::press_without_a_pending_move_is_refused_and_changes_nothing",
            press_without_a_pending_move_is_refused_and_changes_nothing,
        ),
        crate::trial(
            "play::flow::in_practice_mode_a_move_is_complete_at_once",
            in_practice_mode_a_move_is_complete_at_once,
        ),
        crate::trial(
            "play::flow::bad_input_gets_one_error_each_and_changes_nothing",
            bad_input_gets_one_error_each_and_changes_nothing,
        ),
        crate::trial(
            "play::flow::an_ambiguous_move_names_every_piece_that_could_make_it",
            an_ambiguous_move_names_every_piece_that_could_make_it,
        ),
        crate::trial(
            "play::flow::unreadable_input_is_quoted_shortened_to_sixty_characters",
            unreadable_input_is_quoted_shortened_to_sixty_characters,
        ),
    ];
    trials
}
