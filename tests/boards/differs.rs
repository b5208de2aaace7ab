//! The blind player's move executed wrongly on the sighted player's board: "the boards differ" (D.2.9) at once,
//! with the squares, journaled; "board ready" when the board is put right. And a board turned round at the start,
//! recognised.

use shakmaty::{Color, Piece, Role, Square};

use super::script::{announced, board_states, listed, of, records, squares, OnBoard};
use crate::support::boards::{
    dgt::DgtDouble,
    hands::{Hand, Manner},
};

/// `(square, shown, expected)` as the events and the journal write a square that differs.
type Differing = (String, Option<String>, Option<String>);

fn differing(square: &str, shown: Option<&str>, expected: Option<&str>) -> Differing {
    (
        square.to_string(),
        shown.map(str::to_string),
        expected.map(str::to_string),
    )
}

pub(super) fn a_move_executed_wrongly_differs_at_once_until_put_right() {
    let mut on = OnBoard::play(DgtDouble::new(), &["--blind", "black"]);
    on.sighted("e4", Manner::Usual);
    // The blind player announces ...Nf6; the sighted player sets the knight on h6 (a move, but not the game's).
    on.blind_typed("Nf6", Manner::Usual);
    let knight = Piece {
        color: Color::Black,
        role: Role::Knight,
    };
    on.game
        .hands(&[Hand::Lift(Square::G8), Hand::Place(Square::H6, knight)]);
    on.game.line(on.settle);
    // Put right: the knight from h6 to f6.
    on.game
        .hands(&[Hand::Lift(Square::H6), Hand::Place(Square::F6, knight)]);
    on.game.line(on.settle);
    on.sighted("d4", Manner::Usual);
    let (played, expected) = on.finish();
    assert_eq!(announced(&played.events), expected, "{}", listed(&played));
    assert_eq!(
        board_states(&played.events),
        ["connected", "ready", "differs", "ready"]
    );
    let differs = of(&played.events, "board")[2];
    let mut shown = squares(differs);
    shown.sort();
    let wanted = [
        differing("f6", None, Some("n")),
        differing("h6", Some("n"), None),
    ];
    assert_eq!(shown, wanted, "{differs}");
    assert!(
        !differs["text"].as_str().unwrap_or_default().is_empty(),
        "{differs}"
    );
    // Said at once: within the second the board was left to settle, long before the difference time (3 s).
    let announced_at = of(&played.events, "announce")[1]["t_ms"].as_u64().unwrap();
    let differs_at = differs["t_ms"].as_u64().unwrap();
    assert!(differs_at - announced_at <= 1000, "{differs}");
    // Journaled, with the squares and the placement the board showed.
    let journaled = records(&played, "board");
    let states: Vec<_> = journaled.iter().map(|record| &record["state"]).collect();
    assert_eq!(states, ["connected", "ready", "differs", "ready"]);
    let mut journaled_squares: Vec<_> = journaled[2]["squares"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|square| square.as_str())
        .collect();
    journaled_squares.sort_unstable();
    assert_eq!(journaled_squares, ["f6", "h6"]);
    assert_eq!(
        journaled[2]["placement"],
        "rnbqkb1r/pppppppp/7n/8/4P3/8/PPPP1PPP/RNBQKBNR"
    );
}

pub(super) fn a_board_turned_round_at_the_start_is_recognised() {
    let mut board = DgtDouble::new();
    board.turn_round();
    let mut on = OnBoard::play(board, &["--blind", "black"]);
    on.sighted("e4", Manner::Usual);
    on.blind("e5", Manner::Usual);
    on.sighted("Nf3", Manner::Usual);
    on.blind("Nc6", Manner::Usual);
    let (played, expected) = on.finish();
    assert_eq!(announced(&played.events), expected, "{}", listed(&played));
    assert_eq!(board_states(&played.events), ["connected", "ready"]);
}
