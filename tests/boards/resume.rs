//! A game resumed (`tactus resume`) with the board not in the game's position: the squares that differ are said
//! until it is put right, then "board ready", and its moves are read again.

use shakmaty::{Board, Chess, Color, Piece, Role, Square};

use super::script::{announced, board_states, listed, of, squares, OnBoard};
use crate::support::boards::{
    dgt::DgtDouble,
    hands::{Hand, Manner},
    session::BoardGame,
    BoardDouble,
};

pub(super) fn a_resumed_game_differs_until_the_board_is_put_right() {
    let mut on = OnBoard::play(DgtDouble::new(), &["--blind", "black"]);
    on.sighted("e4", Manner::Usual);
    on.blind("e5", Manner::Usual);
    on.sighted("Nf3", Manner::Usual);
    let position: Chess = on.position.clone();
    let (first, made) = on.finish();
    assert_eq!(announced(&first.events), made, "{}", listed(&first));
    // The pieces were set up again wrongly: the start position but for White's king's pawn on e4.
    let mut wrong = Board::default();
    wrong.discard_piece_at(Square::E2);
    let pawn = Piece {
        color: Color::White,
        role: Role::Pawn,
    };
    wrong.set_piece_at(Square::E4, pawn);
    let mut board = DgtDouble::new();
    board.set_position(&wrong);
    let game = BoardGame::resume(board, &first.journal, &[]);
    let mut on = OnBoard::from(game, position);
    // Longer than the difference time: a placement that is no position of the game is said then.
    on.game.line("wait 5s");
    // Put right: Black's pawn to e5 and White's knight to f3.
    let black_pawn = Piece {
        color: Color::Black,
        role: Role::Pawn,
    };
    let knight = Piece {
        color: Color::White,
        role: Role::Knight,
    };
    on.game.hands(&[
        Hand::Lift(Square::E7),
        Hand::Place(Square::E5, black_pawn),
        Hand::Lift(Square::G1),
        Hand::Place(Square::F3, knight),
    ]);
    on.game.line(on.settle);
    on.blind("Nc6", Manner::Usual);
    on.sighted("Bb5", Manner::Usual);
    let (played, expected) = on.finish();
    assert_eq!(announced(&played.events), expected, "{}", listed(&played));
    let states = board_states(&played.events);
    assert_eq!(states.first().map(String::as_str), Some("connected"));
    assert_eq!(states.last().map(String::as_str), Some("ready"));
    assert_eq!(
        states.iter().filter(|state| *state == "ready").count(),
        1,
        "ready only once put right: {states:?}"
    );
    let differs = of(&played.events, "board")
        .into_iter()
        .find(|event| event["state"] == "differs")
        .unwrap_or_else(|| {
            panic!(
                "the boards differ before they are put right: {}",
                listed(&played)
            )
        });
    let mut shown: Vec<_> = squares(differs)
        .into_iter()
        .map(|(square, _, _)| square)
        .collect();
    shown.sort();
    assert_eq!(shown, ["e5", "e7", "f3", "g1"], "{differs}");
}
