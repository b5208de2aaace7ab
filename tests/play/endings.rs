//! Endings the rules reach by themselves, reported right after the press that completes the move: checkmate,
//! stalemate, a dead position (5.2.2), fivefold repetition and 75 moves (9.6, no claim needed; a mate on the last
//! move takes precedence). After the end every move is refused, and the refusal says that the game is over.

use serde_json::json;

use super::{announced, errors, moves, names, of, plain, play, result, Game, KNIGHT_DANCE};

/// The names of `n` completed moves in tournament mode.
fn completed(n: usize) -> Vec<&'static str> {
    ["announce", "press"].repeat(n)
}

/// The game ends right after the last press, and nothing follows.
fn ends_after_last_press(game: &Game, plies: usize, score: &str, reason: &str) {
    let mut expected = completed(plies);
    expected.push("result");
    assert_eq!(names(&game.events), expected);
    assert_eq!(result(&game.events), (score.into(), reason.into()));
}

#[test]
fn fools_mate_ends_the_game_0_1_by_checkmate() {
    let game = play(&["--time", "5"], &moves(&["f3", "e5", "g4", "Qh4"]));
    ends_after_last_press(&game, 4, "0-1", "checkmate");
    assert_eq!(
        plain(of(&game.events, "announce")[3]),
        json!({"event": "announce", "ply": 4, "move_number": 2, "side": "black", "san": "Qh4#", "uci": "d8h4",
               "text": "Dame Hector vier Matt", "pending": true})
    );
    assert_eq!(
        plain(of(&game.events, "result")[0]),
        json!({"event": "result", "result": "0-1", "reason": "checkmate", "side": "black"})
    );
}

#[test]
fn stalemate_is_a_draw_at_once() {
    let game = play(&["--fen", "k7/8/8/1Q6/8/8/8/K7 w - - 0 1"], "Qb6\npress\n");
    ends_after_last_press(&game, 1, "1/2-1/2", "stalemate");
}

#[test]
fn a_capture_leaving_two_bare_kings_is_a_draw_at_once() {
    let game = play(&["--fen", "8/8/8/8/8/8/1n6/K6k w - - 0 1"], "Kxb2\npress\n");
    ends_after_last_press(&game, 1, "1/2-1/2", "insufficient_material");
    // King and bishop against king: no mate is possible either.
    let game = play(
        &["--fen", "8/8/8/8/8/8/1n6/KB5k w - - 0 1"],
        "Kxb2\npress\n",
    );
    ends_after_last_press(&game, 1, "1/2-1/2", "insufficient_material");
    // King and knight against king and knight: a mate is possible, so the game goes on.
    let game = play(
        &["--fen", "8/8/8/8/8/8/1n4n1/KN5k w - - 0 1"],
        "Kxb2\npress\n",
    );
    assert_eq!(names(&game.events), completed(1));
}

#[test]
fn the_fifth_occurrence_of_a_position_ends_the_game_without_a_claim() {
    // The start position appears for the fifth time after ply 16; the fourth time (ply 12) ends nothing.
    let game = play(&[], &KNIGHT_DANCE.repeat(4));
    ends_after_last_press(&game, 16, "1/2-1/2", "fivefold_repetition");
    assert!(of(&game.events, "claim").is_empty());
    assert!(of(&game.events, "notice").is_empty());
    let result = of(&game.events, "result")[0];
    let last_press = of(&game.events, "press")[15];
    assert_eq!(last_press["ply"], 16);
    assert_eq!(result["t_ms"], last_press["t_ms"]);
}

#[test]
fn seventy_five_moves_without_pawn_move_or_capture_end_the_game() {
    let game = play(
        &["--fen", "k7/8/8/8/8/8/7R/K7 w - - 149 100"],
        "Rh3\npress\n",
    );
    ends_after_last_press(&game, 1, "1/2-1/2", "seventyfive_moves");
    // One half-move short: the game goes on.
    let game = play(
        &["--fen", "k7/8/8/8/8/8/7R/K7 w - - 148 100"],
        "Rh3\npress\n",
    );
    assert_eq!(names(&game.events), completed(1));
    // A mate on the 150th half-move takes precedence.
    let game = play(
        &["--fen", "k7/8/1K6/8/8/8/8/7R w - - 149 100"],
        "Rh8\npress\n",
    );
    ends_after_last_press(&game, 1, "1-0", "checkmate");
    assert_eq!(announced(&game.events), [(1, "Rh8#".into(), true)]);
}

#[test]
fn after_the_end_a_move_is_refused_because_the_game_is_over() {
    let mate = moves(&["f3", "e5", "g4", "Qh4"]);
    let dance = KNIGHT_DANCE.repeat(4);
    // (ending, FEN, moves to the end, the next line, the result in the message)
    let cases: [(&str, Option<&str>, &str, &str, &str); 6] = [
        ("checkmate", None, &mate, "Nc3", "0-1"),
        ("checkmate, the king's move", None, &mate, "Kf2", "0-1"),
        (
            "stalemate",
            Some("k7/8/8/1Q6/8/8/8/K7 w - - 0 1"),
            "Qb6\npress\n",
            "Ka7",
            "1/2-1/2",
        ),
        (
            "insufficient material",
            Some("8/8/8/8/8/8/1n6/K6k w - - 0 1"),
            "Kxb2\npress\n",
            "Kg2",
            "1/2-1/2",
        ),
        ("fivefold repetition", None, &dance, "Nf3", "1/2-1/2"),
        (
            "seventy-five moves",
            Some("k7/8/8/8/8/8/7R/K7 w - - 149 100"),
            "Rh3\npress\n",
            "Kb8",
            "1/2-1/2",
        ),
    ];
    let mut wrong = Vec::new();
    for (ending, fen, to_the_end, next, score) in cases {
        let args: Vec<&str> = fen.map(|f| vec!["--fen", f]).unwrap_or_default();
        let game = play(&args, &format!("{to_the_end}{next}\npress\n"));
        let after: Vec<&str> = names(&game.events)
            .into_iter()
            .skip_while(|n| *n != "result")
            .collect();
        assert_eq!(after, ["result", "error", "error"], "{ending}");
        let expected = format!("the game is over ({score}); questions and export still work");
        let messages = errors(&game.events);
        if messages != [expected.clone(), expected] {
            wrong.push(format!("{ending}: {next} -> {messages:?}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "a move after the end must be refused because the game is over:\n{}",
        wrong.join("\n")
    );
}
