//! Endings the rules reach by themselves: checkmate, stalemate, a dead position (5.2.2), fivefold repetition and
//! 75 moves (9.6, no claim needed; a mate on the last move takes precedence). In tournament mode the move that ends
//! the game is announced and waits for the press like any other, so that a slip of the tongue on it can still be
//! corrected (D.2.8); the press completes it and ends the game. A start position that has already ended is over from
//! the start. After the end every move, and `press`, is refused, and
//! the refusal says that the game is over.

use serde_json::json;

use super::{
    announced, errors, moves, names, of, pgn, pgn_moves, plain, play, pressed, result, Game,
    KNIGHT_DANCE,
};

/// The names of `n` completed moves in tournament mode.
fn completed(n: usize) -> Vec<&'static str> {
    ["announce", "press"].repeat(n)
}

/// The last move is announced pending like any other, and its press completes it and ends the game; nothing follows.
fn ends_on_the_last_announcement(game: &Game, plies: usize, score: &str, reason: &str) {
    let mut expected = completed(plies);
    expected.push("result");
    assert_eq!(names(&game.events), expected);
    assert_eq!(result(&game.events), (score.into(), reason.into()));
    let last = *of(&game.events, "announce").last().unwrap();
    assert_eq!(last["ply"], plies);
    assert_eq!(last["pending"], true, "{last}");
    assert_eq!(pressed(&game.events).len(), plies);
}

/// The moves of a script in tournament mode, each pressed, the last one too.
fn to_the_end(sans: &[&str]) -> String {
    moves(sans)
}

fn fools_mate_ends_the_game_0_1_by_checkmate() {
    let game = play(&["--time", "5"], &to_the_end(&["f3", "e5", "g4", "Qh4"]));
    ends_on_the_last_announcement(&game, 4, "0-1", "checkmate");
    assert_eq!(
        plain(of(&game.events, "announce")[3]),
        json!({"event": "announce", "ply": 4, "move_number": 2, "side": "black", "san": "Qh4#", "uci": "d8h4",
               "text": "Dame Hector vier Matt", "pending": true})
    );
    assert_eq!(
        plain(of(&game.events, "press")[3]),
        json!({"event": "press", "ply": 4, "side": "black", "white_ms": 300_000, "black_ms": 300_000})
    );
    assert_eq!(
        plain(of(&game.events, "result")[0]),
        json!({"event": "result", "result": "0-1", "reason": "checkmate", "side": "black"})
    );
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["f3", "e5", "g4", "Qh4#"]);
}

/// A slip of the tongue on a mating move is corrected before the press like any other (D.2.8): the game goes on.
fn a_move_that_would_end_the_game_can_still_be_corrected() {
    let game = play(
        &["--time", "5"],
        &format!("{}Qh4\nQg5\npress\n", moves(&["f3", "e5", "g4"])),
    );
    assert!(
        of(&game.events, "result").is_empty(),
        "{:?}",
        names(&game.events)
    );
    let last = *of(&game.events, "announce").last().unwrap();
    assert_eq!(
        (&last["san"], &last["correction"]),
        (&json!("Qg5"), &json!(true))
    );
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["f3", "e5", "g4", "Qg5"]);
}

/// A dead position with pawns (5.2.2): locked chains no king can break. Reached by a move, the press ends the game
/// drawn; a game set up in one is drawn from the start, so no flag, illegal move or resignation can lose it.
fn a_locked_pawn_blockade_is_a_dead_position() {
    let game = play(
        &[
            "--time",
            "5",
            "--fen",
            "8/8/1k6/p1p1p1p1/P1P1P3/6P1/8/4K3 w - - 0 1",
        ],
        "g4\npress\n",
    );
    ends_on_the_last_announcement(&game, 1, "1/2-1/2", "dead_position");
    let game = play(
        &[
            "--time",
            "1",
            "--fen",
            "8/8/1k6/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1",
        ],
        "go\nwait 2m\nresign\n",
    );
    assert_eq!(
        result(&game.events),
        ("1/2-1/2".into(), "dead_position".into())
    );
    assert!(
        of(&game.events, "flag").is_empty(),
        "{:?}",
        names(&game.events)
    );
    // Bishops shut in behind the pawns cannot break it either: a flag that falls there draws (6.9), and so does a
    // game that starts there.
    let bishops = "8/2b5/1k6/p1p1p1p1/P1P1P1P1/1B6/8/4K3 w - - 0 1";
    let game = play(&["--time", "1", "--fen", bishops], "go\nwait 2m\n");
    assert_eq!(
        result(&game.events),
        ("1/2-1/2".into(), "dead_position".into())
    );
    let game = play(
        &[
            "--time",
            "1",
            "--fen",
            "8/8/1k6/p1p1p1p1/P1P1P1P1/8/1B6/4K3 w - - 0 1",
        ],
        "go\nwait 2m\n",
    );
    assert_eq!(result(&game.events), ("0-1".into(), "time_forfeit".into()));
    // One pawn short of a blockade, the game goes on.
    let game = play(
        &["--fen", "8/8/1k6/p1p1p3/P1P1P3/8/8/4K3 w - - 0 1"],
        "Kf2\npress\n",
    );
    assert!(of(&game.events, "result").is_empty());
}

fn stalemate_is_a_draw_at_once() {
    let game = play(&["--fen", "k7/8/8/1Q6/8/8/8/K7 w - - 0 1"], "Qb6\npress\n");
    ends_on_the_last_announcement(&game, 1, "1/2-1/2", "stalemate");
}

fn a_capture_leaving_two_bare_kings_is_a_draw_at_once() {
    // A rook to capture: a lone knight against a bare king would be a dead position from the start.
    let game = play(&["--fen", "8/8/8/8/8/8/1r6/K6k w - - 0 1"], "Kxb2\npress\n");
    ends_on_the_last_announcement(&game, 1, "1/2-1/2", "insufficient_material");
    // King and bishop against king: no mate is possible either.
    let game = play(
        &["--fen", "8/8/8/8/8/8/1r6/KB5k w - - 0 1"],
        "Kxb2\npress\n",
    );
    ends_on_the_last_announcement(&game, 1, "1/2-1/2", "insufficient_material");
    // King and knight against king and knight: a mate is possible, so the game goes on and the move waits for
    // the press.
    let game = play(
        &["--fen", "8/8/8/8/8/8/1n4n1/KN5k w - - 0 1"],
        "Kxb2\npress\n",
    );
    assert_eq!(names(&game.events), completed(1));
    assert_eq!(announced(&game.events), [(1, "Kxb2".into(), true)]);
}

fn the_fifth_occurrence_of_a_position_ends_the_game_without_a_claim() {
    // The start position appears for the fifth time after ply 16; the fourth time (ply 12) ends nothing.
    let script = KNIGHT_DANCE.repeat(4);
    let game = play(&[], &script);
    ends_on_the_last_announcement(&game, 16, "1/2-1/2", "fivefold_repetition");
    assert!(of(&game.events, "claim").is_empty());
    assert!(of(&game.events, "notice").is_empty());
    // Every move waited for its press, the last one too.
    let pending: Vec<bool> = announced(&game.events).iter().map(|a| a.2).collect();
    assert_eq!(pending, [true; 16]);
    let result = of(&game.events, "result")[0];
    let last_press = of(&game.events, "press")[15];
    assert_eq!(last_press["ply"], 16);
    assert_eq!(result["t_ms"], last_press["t_ms"]);
}

fn seventy_five_moves_without_pawn_move_or_capture_end_the_game() {
    let game = play(
        &["--fen", "k7/8/8/8/8/8/7R/K7 w - - 149 100"],
        "Rh3\npress\n",
    );
    ends_on_the_last_announcement(&game, 1, "1/2-1/2", "seventyfive_moves");
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
    ends_on_the_last_announcement(&game, 1, "1-0", "checkmate");
    assert_eq!(announced(&game.events), [(1, "Rh8#".into(), true)]);
}

fn a_sealed_move_that_mates_ends_the_game_on_go() {
    let game = play(
        &["--time", "5"],
        &format!("{}adjourn Qh4\n", moves(&["f3", "e5", "g4"])),
    );
    let code = of(&game.events, "envelope_code")[0]["code"]
        .as_str()
        .unwrap()
        .to_string();
    let events = super::resume(&game.journal, &[], &format!("go {code}\npress\n"));
    assert_eq!(
        names(&events),
        ["resumed", "announce", "press", "result", "error"]
    );
    assert_eq!(announced(&events), [(4, "Qh4#".into(), false)]);
    assert_eq!(result(&events), ("0-1".into(), "checkmate".into()));
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["f3", "e5", "g4", "Qh4#"]);
}

fn after_the_end_a_move_is_refused_because_the_game_is_over() {
    // The moves to the end, the last one announced and waiting for its press.
    let mate = format!("{}Qh4\n", moves(&["f3", "e5", "g4"]));
    let dance = KNIGHT_DANCE.repeat(4);
    let dance = dance.strip_suffix("press\n").unwrap();
    // (ending, FEN, moves to the end, the next line, the result in the message)
    let cases: [(&str, Option<&str>, &str, &str, &str); 6] = [
        ("checkmate", None, &mate, "Nc3", "0-1"),
        ("checkmate, the king's move", None, &mate, "Kf2", "0-1"),
        (
            "stalemate",
            Some("k7/8/8/1Q6/8/8/8/K7 w - - 0 1"),
            "Qb6\n",
            "Ka7",
            "1/2-1/2",
        ),
        (
            "insufficient material",
            Some("8/8/8/8/8/8/1r6/K6k w - - 0 1"),
            "Kxb2\n",
            "Kg2",
            "1/2-1/2",
        ),
        ("fivefold repetition", None, dance, "Nf3", "1/2-1/2"),
        (
            "seventy-five moves",
            Some("k7/8/8/8/8/8/7R/K7 w - - 149 100"),
            "Rh3\n",
            "Kb8",
            "1/2-1/2",
        ),
    ];
    let mut wrong = Vec::new();
    for (ending, fen, to_the_end, next, score) in cases {
        let args: Vec<&str> = fen.map(|f| vec!["--fen", f]).unwrap_or_default();
        // The press that completes the move ending the game, then the next move and its press: both refused.
        let game = play(&args, &format!("{to_the_end}press\n{next}\npress\n"));
        let after: Vec<&str> = names(&game.events)
            .into_iter()
            .skip_while(|n| *n != "result")
            .collect();
        assert_eq!(after, ["result", "error", "error"], "{ending}");
        let expected = format!("the game is over ({score}); questions and export still work");
        let messages = errors(&game.events);
        if messages != [expected.clone(), expected] {
            wrong.push(format!("{ending}: press, {next}, press -> {messages:?}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "a move after the end must be refused because the game is over:\n{}",
        wrong.join("\n")
    );
}

fn a_start_position_that_has_already_ended_is_over_at_once() {
    let over = "the game is over (1/2-1/2); questions and export still work";
    // (FEN, score, reason, a legal-looking move of the side to move)
    let cases = [
        (
            "8/8/8/8/8/8/8/K6k w - - 0 1",
            "1/2-1/2",
            "insufficient_material",
            "Kb1",
        ),
        (
            "k7/8/1QK5/8/8/8/8/8 b - - 0 1",
            "1/2-1/2",
            "stalemate",
            "Kb8",
        ),
        ("k6R/8/1K6/8/8/8/8/8 b - - 0 1", "1-0", "checkmate", "Kb7"),
    ];
    for (fen, score, reason, mv) in cases {
        let game = play(
            &["--fen", fen, "--time", "5"],
            &format!("{mv}\npress\ngo\ndraw\nresign\ntime\n"),
        );
        // The result comes right after the game event, before any line is read.
        assert_eq!(game.events[0]["event"], "game", "{fen}");
        assert_eq!(game.events[1]["event"], "result", "{fen}");
        assert_eq!(game.events[1]["t_ms"], 0, "{fen}");
        assert_eq!(
            names(&game.events),
            ["result", "error", "error", "error", "error", "error", "answer"],
            "{fen}"
        );
        assert_eq!(result(&game.events), (score.into(), reason.into()), "{fen}");
        let expected = over.replace("1/2-1/2", score);
        assert_eq!(errors(&game.events), vec![expected; 5], "{fen}");
        assert_eq!(
            of(&game.events, "answer")[0]["text"],
            "White five minutes, Black five minutes",
            "the clocks never started"
        );
        let exported = pgn(&game.journal);
        assert!(pgn_moves(&exported).is_empty(), "{exported}");
        assert!(
            exported.contains(&format!("[Result \"{score}\"]")),
            "{exported}"
        );
    }
    // A draw from the start is by nobody: no side in the result.
    let game = play(&["--fen", "8/8/8/8/8/8/8/K6k w - - 0 1"], "");
    assert_eq!(
        plain(&game.events[1]),
        json!({"event": "result", "result": "1/2-1/2", "reason": "insufficient_material"})
    );
    // The mated side's opponent wins: the result names the winner.
    let game = play(&["--fen", "k6R/8/1K6/8/8/8/8/8 b - - 0 1"], "");
    assert_eq!(
        plain(&game.events[1]),
        json!({"event": "result", "result": "1-0", "reason": "checkmate", "side": "white"})
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "play::endings::a_locked_pawn_blockade_is_a_dead_position",
            a_locked_pawn_blockade_is_a_dead_position,
        ),
        crate::trial(
            "play::endings::a_move_that_would_end_the_game_can_still_be_corrected",
            a_move_that_would_end_the_game_can_still_be_corrected,
        ),
        crate::trial(
            "play::endings::fools_mate_ends_the_game_0_1_by_checkmate",
            fools_mate_ends_the_game_0_1_by_checkmate,
        ),
        crate::trial(
            "play::endings::stalemate_is_a_draw_at_once",
            stalemate_is_a_draw_at_once,
        ),
        crate::trial(
            "play::endings::a_capture_leaving_two_bare_kings_is_a_draw_at_once",
            a_capture_leaving_two_bare_kings_is_a_draw_at_once,
        ),
        crate::trial(
            "play::endings::the_fifth_occurrence_of_a_position_ends_the_game_without_a_claim",
            the_fifth_occurrence_of_a_position_ends_the_game_without_a_claim,
        ),
        crate::trial(
            "play::endings::seventy_five_moves_without_pawn_move_or_capture_end_the_game",
            seventy_five_moves_without_pawn_move_or_capture_end_the_game,
        ),
        crate::trial(
            "play::endings::a_sealed_move_that_mates_ends_the_game_on_go",
            a_sealed_move_that_mates_ends_the_game_on_go,
        ),
        crate::trial(
            "play::endings::after_the_end_a_move_is_refused_because_the_game_is_over",
            after_the_end_a_move_is_refused_because_the_game_is_over,
        ),
        crate::trial(
            "play::endings::a_start_position_that_has_already_ended_is_over_at_once",
            a_start_position_that_has_already_ended_is_over_at_once,
        ),
    ];
    trials
}
