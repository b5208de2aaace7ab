//! `tactus board` checked: the summary, lifts and places, the commands.

use shakmaty::Square;

use super::*;
use crate::{eboard::BoardKind, voice::VoicePack};

fn check() -> BoardCheck {
    BoardCheck::new(VoicePack::builtin("en").unwrap(), true)
}

fn start() -> Placement {
    Placement::of(Chess::default().board())
}

fn texts(reply: &Reply) -> Vec<String> {
    reply
        .events
        .iter()
        .map(|event| match event {
            Event::Answer { text, .. } | Event::Board { text, .. } => text.as_text().to_string(),
            Event::Error { message, .. } => message.to_string(),
            other => format!("{other:?}"),
        })
        .collect()
}

fn report(check: &mut BoardCheck, reported: BoardInput) -> Vec<String> {
    texts(&check.handle(Input::Board(reported), 0))
}

#[test]
fn a_board_in_the_start_position_is_said_so_then_each_piece_lifted_and_placed() {
    let mut check = check();
    let connected = BoardInput::Connected {
        kind: BoardKind::Dgt,
        place: "/dev/ttyACM0".into(),
    };
    assert_eq!(report(&mut check, connected), ["DGT board connected"]);
    assert_eq!(
        report(&mut check, BoardInput::Placement(start())),
        ["The board shows the start position"]
    );
    let mut lifted = start();
    lifted.set(Square::G1, None);
    assert_eq!(
        report(&mut check, BoardInput::Placement(lifted)),
        ["white Knight Gustav one lifted"]
    );
    let mut placed = lifted;
    placed.set(Square::F3, start().piece_at(Square::G1));
    assert_eq!(
        report(&mut check, BoardInput::Placement(placed)),
        ["white Knight on Felix three"]
    );
    // The same placement again says nothing.
    assert!(report(&mut check, BoardInput::Placement(placed)).is_empty());
    assert_eq!(
        texts(&check.handle_typed("board", 0)),
        ["Board shows Knight Felix three; the start position has Knight Gustav one"]
    );
}

#[test]
fn a_board_turned_round_is_read_turned_round() {
    let mut check = check();
    assert_eq!(
        report(&mut check, BoardInput::Placement(start().turned())),
        ["The board shows the start position, turned round"]
    );
    // e2 as the board numbers it turned round is d7's square: read as e2.
    let mut lifted = start();
    lifted.set(Square::E2, None);
    assert_eq!(
        report(&mut check, BoardInput::Placement(lifted.turned())),
        ["white Pawn Eva two lifted"]
    );
}

#[test]
fn unknown_lines_name_the_commands_and_change_nothing() {
    let mut check = check();
    let said = texts(&check.handle_typed("foo", 0));
    assert_eq!(
        said,
        ["\"foo\" is not a command; the commands are repeat, board, wait, help, quit"]
    );
    let reply = check.handle_typed("quit", 0);
    assert_eq!(reply.flow, Flow::Quit);
}
