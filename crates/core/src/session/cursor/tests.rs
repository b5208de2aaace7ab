use shakmaty::{fen::Fen, CastlingMode, Chess, Color, Square};

use super::*;
use crate::{notation::Intent, registry::BoardWords, voice::VoicePack};

/// A square as the grammar reads it.
fn square(text: &str) -> Result<Square, crate::registry::Unreadable> {
    BoardWords::shipped().read_square(text)
}

fn position(fen: &str) -> Chess {
    let fen: Fen = fen.parse().expect("a FEN");
    fen.into_position(CastlingMode::Standard)
        .expect("a legal position")
}

fn squares_visited(
    cursor: &mut Cursor,
    pos: &Chess,
    view: Color,
    steps: &[Direction],
) -> Vec<Square> {
    let pack = VoicePack::default_pack();
    steps
        .iter()
        .map(|d| {
            cursor.apply(&CursorCommand::Step(*d), pos, view, &pack);
            cursor.square()
        })
        .collect()
}

#[test]
fn steps_follow_the_players_hands_from_either_side() {
    let pos = Chess::default();
    let mut white = Cursor::new(Color::White);
    let steps = [
        Direction::Up,
        Direction::Right,
        Direction::Down,
        Direction::Left,
    ];
    assert_eq!(
        squares_visited(&mut white, &pos, Color::White, &steps),
        [Square::A2, Square::B2, Square::B1, Square::A1]
    );
    let mut black = Cursor::new(Color::Black);
    assert_eq!(
        squares_visited(&mut black, &pos, Color::Black, &steps),
        [Square::H7, Square::G7, Square::G8, Square::H8]
    );
}

#[test]
fn a_step_off_the_board_stays_and_says_the_edge() {
    let pack = VoicePack::default_pack();
    let pos = Chess::default();
    let mut cursor = Cursor::new(Color::White);
    let outcome = cursor.apply(
        &CursorCommand::Step(Direction::Left),
        &pos,
        Color::White,
        &pack,
    );
    assert!(
        matches!(&outcome, CursorOutcome::Show { square: Square::A1, text } if text == "edge of the board; Anna eins: white Turm"),
        "{outcome:?}"
    );
}

#[test]
fn picking_another_own_piece_picks_that_one_and_the_target_makes_the_move() {
    let pack = VoicePack::default_pack();
    let pos = Chess::default();
    let mut cursor = Cursor::new(Color::White);
    let pick = |cursor: &mut Cursor, at: &str| {
        cursor.apply(
            &CursorCommand::Pick(Some(square(at))),
            &pos,
            Color::White,
            &pack,
        )
    };
    pick(&mut cursor, "b1");
    let again = pick(&mut cursor, "g1");
    assert!(
        matches!(again, CursorOutcome::Show { ref text, .. } if text.as_text().contains("Gustav eins"))
    );
    assert_eq!(
        pick(&mut cursor, "f3"),
        CursorOutcome::Play(Intent::squares(Square::G1, Square::F3, None))
    );
}

#[test]
fn a_promotion_waits_for_its_piece_and_can_be_cancelled() {
    let pack = VoicePack::default_pack();
    let pos = position("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    let mut cursor = Cursor::new(Color::White);
    let mut apply = |command: CursorCommand| cursor.apply(&command, &pos, Color::White, &pack);
    apply(CursorCommand::Pick(Some(square("e7"))));
    apply(CursorCommand::Pick(Some(square("e8"))));
    let back = apply(CursorCommand::Next { backwards: true });
    assert!(
        matches!(back, CursorOutcome::Show { ref text, .. } if text.as_text().starts_with("promote to Springer"))
    );
    let said = apply(CursorCommand::Where);
    assert!(
        matches!(said, CursorOutcome::Show { ref text, .. } if text.as_text().starts_with("promote to Springer"))
    );
    let CursorOutcome::Show { square, text } = apply(CursorCommand::Cancel) else {
        panic!("the cancel is shown")
    };
    assert_eq!((square, text.as_text()), (Square::E8, "nothing picked now"));
    // After cancelling, steps move the cursor again.
    let step = apply(CursorCommand::Step(Direction::Down));
    assert!(matches!(
        step,
        CursorOutcome::Show {
            square: Square::E7,
            ..
        }
    ));
}

#[test]
fn the_next_piece_of_a_kind_wraps_and_stays_on_a_lone_piece() {
    let pack = VoicePack::default_pack();
    let pos = position("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let mut cursor = Cursor::new(Color::White);
    cursor.apply(&CursorCommand::Go(square("e1")), &pos, Color::White, &pack);
    cursor.apply(
        &CursorCommand::Next { backwards: false },
        &pos,
        Color::White,
        &pack,
    );
    assert_eq!(cursor.square(), Square::E1);
    cursor.apply(&CursorCommand::Go(square("a5")), &pos, Color::White, &pack);
    cursor.apply(
        &CursorCommand::Next { backwards: false },
        &pos,
        Color::White,
        &pack,
    );
    assert_eq!(cursor.square(), Square::E8);
    cursor.apply(
        &CursorCommand::Next { backwards: false },
        &pos,
        Color::White,
        &pack,
    );
    assert_eq!(cursor.square(), Square::E8, "the only black king");
}

#[test]
fn reset_forgets_the_picked_piece() {
    let pack = VoicePack::default_pack();
    let pos = Chess::default();
    let mut cursor = Cursor::new(Color::White);
    cursor.apply(
        &CursorCommand::Pick(Some(square("e2"))),
        &pos,
        Color::White,
        &pack,
    );
    cursor.reset();
    let cancel = cursor.apply(&CursorCommand::Cancel, &pos, Color::White, &pack);
    assert!(matches!(cancel, CursorOutcome::Show { ref text, .. } if text == "nothing is picked"));
}

#[test]
fn going_elsewhere_during_a_promotion_drops_it() {
    let pack = VoicePack::default_pack();
    let pos = position("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    let mut cursor = Cursor::new(Color::White);
    let mut apply = |command: CursorCommand| cursor.apply(&command, &pos, Color::White, &pack);
    apply(CursorCommand::Pick(Some(square("e7"))));
    apply(CursorCommand::Pick(Some(square("e8"))));
    let went = apply(CursorCommand::Go(square("a5")));
    assert!(matches!(
        went,
        CursorOutcome::Show {
            square: Square::A5,
            ..
        }
    ));
    // Nothing is picked now: picking an empty square is refused, not a promotion confirmed.
    assert!(matches!(
        apply(CursorCommand::Pick(None)),
        CursorOutcome::Refuse(_)
    ));
}

#[test]
fn a_rank_or_a_file_jumps_there_keeping_the_other() {
    let pack = VoicePack::builtin("en").unwrap();
    let pos = Chess::default();
    let mut cursor = Cursor::new(Color::White);
    let go = |cursor: &mut Cursor, command: CursorCommand| {
        let outcome = cursor.apply(&command, &pos, Color::White, &pack);
        (cursor.square(), outcome)
    };
    let (square, _) = go(
        &mut cursor,
        CursorCommand::ToFile(BoardWords::shipped().read_file("e")),
    );
    assert_eq!(square, Square::E1);
    let (square, outcome) = go(
        &mut cursor,
        CursorCommand::ToRank(BoardWords::shipped().read_rank("four")),
    );
    assert_eq!(square, Square::E4);
    assert!(
        matches!(&outcome, CursorOutcome::Show { square: Square::E4, text } if text == "Eva four: empty"),
        "{outcome:?}"
    );
    let (square, outcome) = go(
        &mut cursor,
        CursorCommand::ToRank(BoardWords::shipped().read_rank("9")),
    );
    assert_eq!(square, Square::E4, "a refused jump stays");
    assert!(matches!(outcome, CursorOutcome::Refuse(m) if m.message.as_text().contains("\"9\"")));
    let (square, outcome) = go(
        &mut cursor,
        CursorCommand::ToFile(BoardWords::shipped().read_file("x")),
    );
    assert_eq!(square, Square::E4);
    assert!(matches!(outcome, CursorOutcome::Refuse(_)));
}

#[test]
fn a_piece_kind_jumps_to_the_next_of_either_side_and_back() {
    let pack = VoicePack::default_pack();
    let pos = Chess::default();
    let mut cursor = Cursor::new(Color::White);
    let mut knights = Vec::new();
    for _ in 0..5 {
        cursor.apply(
            &CursorCommand::NextOf {
                piece: BoardWords::shipped().read_piece("knight"),
                backwards: false,
            },
            &pos,
            Color::White,
            &pack,
        );
        knights.push(cursor.square());
    }
    assert_eq!(
        knights,
        [Square::B1, Square::G1, Square::B8, Square::G8, Square::B1]
    );
    cursor.apply(
        &CursorCommand::NextOf {
            piece: BoardWords::shipped().read_piece("N"),
            backwards: true,
        },
        &pos,
        Color::White,
        &pack,
    );
    assert_eq!(cursor.square(), Square::G8);
    // From Black's side the board is read from h8: the first knight is g8.
    let mut black = Cursor::new(Color::Black);
    black.apply(
        &CursorCommand::NextOf {
            piece: BoardWords::shipped().read_piece("Springer"),
            backwards: false,
        },
        &pos,
        Color::Black,
        &pack,
    );
    assert_eq!(black.square(), Square::G8);

    let bare = position("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let outcome = cursor.apply(
        &CursorCommand::NextOf {
            piece: BoardWords::shipped().read_piece("queen"),
            backwards: false,
        },
        &bare,
        Color::White,
        &pack,
    );
    assert!(
        matches!(&outcome, CursorOutcome::Show { square: Square::G8, text } if text.as_text().starts_with("No ")),
        "{outcome:?}"
    );
    let outcome = cursor.apply(
        &CursorCommand::NextOf {
            piece: BoardWords::shipped().read_piece("elephant"),
            backwards: false,
        },
        &bare,
        Color::White,
        &pack,
    );
    assert!(matches!(outcome, CursorOutcome::Refuse(_)), "{outcome:?}");
}
