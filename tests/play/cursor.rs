//! The board cursor through the binary: the commands a gamepad's buttons and a braille display's keys send. A whole
//! game is played with it alone, the promotion piece is chosen by stepping and confirming, and every step says the
//! square, what stands there and the rank in the braille chess code.

use serde_json::Value;

use super::{errors, names, play};

/// The cursor events' texts.
fn cursor_texts(events: &[Value]) -> Vec<&str> {
    events
        .iter()
        .filter(|e| e["event"] == "cursor")
        .map(|e| e["text"].as_str().expect("a cursor event has a text"))
        .collect()
}

/// The announced moves' SAN.
fn sans(events: &[Value]) -> Vec<&str> {
    events
        .iter()
        .filter(|e| e["event"] == "announce")
        .map(|e| e["san"].as_str().expect("an announcement has a SAN"))
        .collect()
}

fn a_whole_game_by_cursor_alone_ends_in_mate() {
    // Fool's mate: f3 e5 g4 Qh4#, every move picked with the cursor. White's pawn: from a1 right five files and up
    // one; Black's moves are picked by square, as a braille display's routing keys do.
    let script = "\
cursor
cursor right\ncursor right\ncursor right\ncursor right\ncursor right
cursor up
cursor pick
cursor up
cursor pick
press
cursor pick e7
cursor pick e5
press
cursor g2
cursor pick
cursor up\ncursor up
cursor pick
press
cursor pick d8
cursor pick h4
press
";
    let game = play(&["--mode", "tournament"], script);
    assert_eq!(errors(&game.events), Vec::<&str>::new());
    assert_eq!(sans(&game.events), ["f3", "e5", "g4", "Qh4#"]);
    let texts = cursor_texts(&game.events);
    assert_eq!(texts[0], "Anna eins: white Turm");
    assert_eq!(texts[5], "Felix eins: white Laeufer");
    assert_eq!(texts[6], "Felix zwei: white Bauer");
    assert_eq!(
        texts[7],
        "white Bauer on Felix zwei picked; now choose its square"
    );
    assert_eq!(texts[8], "Felix drei: empty");
    let result = game.events.iter().find(|e| e["event"] == "result");
    assert_eq!(result.expect("the game ended")["reason"], "checkmate");
}

fn each_step_carries_the_rank_in_braille_from_the_players_left() {
    let game = play(&["--blind", "black"], "cursor\ncursor down\ncursor right\n");
    let cursors: Vec<&Value> = game
        .events
        .iter()
        .filter(|e| e["event"] == "cursor")
        .collect();
    // Black's near left corner is h8; down is towards Black, so the cursor stays on the edge.
    assert_eq!(cursors[0]["square"], "h8");
    assert_eq!(cursors[0]["view"], "black");
    assert_eq!(cursors[0]["row"], "⠗⠎⠇⠅⠟⠇⠎⠗");
    assert_eq!(
        cursors[1]["text"],
        "edge of the board; Hector acht: black Turm"
    );
    // Black's right hand is towards the a-file: g8.
    assert_eq!(cursors[2]["square"], "g8");
    assert_eq!(names(&game.events), ["cursor", "cursor", "cursor"]);
}

fn a_promotion_piece_is_chosen_by_stepping_and_confirming() {
    let fen = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
    let script =
        "cursor pick e7\ncursor up\ncursor pick\ncursor right\ncursor right\ncursor left\ncursor pick\n";
    let game = play(&["--fen", fen, "--mode", "practice"], script);
    assert_eq!(
        cursor_texts(&game.events),
        [
            "white Bauer on Eva sieben picked; now choose its square",
            "Eva acht: empty",
            "promote to Dame; step to change it, pick to confirm",
            "promote to Turm; step to change it, pick to confirm",
            "promote to Laeufer; step to change it, pick to confirm",
            "promote to Turm; step to change it, pick to confirm",
        ]
    );
    assert_eq!(sans(&game.events), ["e8=R"]);
}

fn picks_that_cannot_be_made_are_refused_and_change_nothing() {
    let script = "\
cursor pick e7
cursor pick e2
cursor pick e5
cursor pick e2
cursor pick
cursor cancel
cursor cancel
cursor pick h9
cursor sideways
";
    let game = play(&[], script);
    assert_eq!(
        errors(&game.events),
        [
            "nothing to pick on Eva sieben: pick a piece of White, who is to move",
            "\"e2e5\" is illegal: the Bauer on Eva zwei cannot move to Eva fuenf",
            "cannot read \"h9\" as a square: write it like e4 or Eva vier",
            "cannot read \"sideways\" as a square: write it like e4 or Eva vier",
        ]
    );
    assert_eq!(
        cursor_texts(&game.events),
        [
            "white Bauer on Eva zwei picked; now choose its square",
            "nothing picked now",
            "white Bauer on Eva zwei picked; now choose its square",
            "nothing picked now",
            "nothing is picked",
        ]
    );
    assert_eq!(sans(&game.events), Vec::<&str>::new());
}

fn next_and_previous_jump_between_pieces_of_a_kind() {
    let script = "cursor b1\ncursor next\ncursor next\ncursor previous\ncursor e4\ncursor next\n";
    let game = play(&[], script);
    let squares: Vec<&str> = game
        .events
        .iter()
        .filter(|e| e["event"] == "cursor")
        .map(|e| e["square"].as_str().unwrap())
        .collect();
    // Knights: b1, g1, then b8 and g8 are Black's (not the same piece), so back to b1. From the empty e4, the next
    // piece in reading order is a7's pawn.
    assert_eq!(squares, ["b1", "g1", "b1", "g1", "e4", "a7"]);
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "play::cursor::a_whole_game_by_cursor_alone_ends_in_mate",
            a_whole_game_by_cursor_alone_ends_in_mate,
        ),
        crate::trial(
            "play::cursor::each_step_carries_the_rank_in_braille_from_the_players_left",
            each_step_carries_the_rank_in_braille_from_the_players_left,
        ),
        crate::trial(
            "play::cursor::a_promotion_piece_is_chosen_by_stepping_and_confirming",
            a_promotion_piece_is_chosen_by_stepping_and_confirming,
        ),
        crate::trial(
            "play::cursor::picks_that_cannot_be_made_are_refused_and_change_nothing",
            picks_that_cannot_be_made_are_refused_and_change_nothing,
        ),
        crate::trial(
            "play::cursor::next_and_previous_jump_between_pieces_of_a_kind",
            next_and_previous_jump_between_pieces_of_a_kind,
        ),
    ];
    trials
}
