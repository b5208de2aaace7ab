//! `tactus board`: a board checked before the round, through the binary with the DGT double in virtual time. It
//! says what the board shows against the start position, follows each piece lifted and placed, and says the
//! start position turned round when the board stands so.

use std::{
    thread,
    time::{Duration, Instant},
};

use shakmaty::{Chess, Color, Piece, Position, Role, Square};

use crate::support::{
    boards::{dgt::DgtDouble, session::READ_PATIENCE, BoardDouble},
    running::Running,
    tactus, NO_DEVICES,
};

/// `tactus board dgt:WHERE` on `board`; `act` moves the pieces between lines; returns the texts said, in order.
fn checked(
    board: &mut DgtDouble,
    act: impl Fn(&mut DgtDouble, usize),
    lines: &[&str],
) -> Vec<String> {
    let mut command = tactus();
    command
        .arg("board")
        .arg(format!("dgt:{}", board.address()))
        .args(NO_DEVICES)
        .args([
            "--virtual-time",
            "--script",
            "-",
            "--format",
            "json",
            "--voice",
            "en",
        ]);
    let reads = board.whole_reads();
    let mut running = Running::start(&mut command);
    await_read(&mut running, board, reads);
    for (index, line) in lines.iter().enumerate() {
        act(board, index);
        let reads = board.whole_reads();
        running.type_lines(&format!("{line}\n"));
        await_read(&mut running, board, reads);
    }
    let ended = running.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    ended
        .events()
        .iter()
        .filter_map(|event| event["text"].as_str().map(str::to_string))
        .collect()
}

fn await_read(running: &mut Running, board: &DgtDouble, before: u64) {
    let deadline = Instant::now() + READ_PATIENCE;
    while board.whole_reads() <= before {
        if Instant::now() > deadline {
            running.fail("tactus board did not read the board whole");
        }
        thread::sleep(Duration::from_millis(2));
    }
}

pub(super) fn a_board_checked_before_the_round_is_said_then_followed_piece_by_piece() {
    let mut board = DgtDouble::new();
    let knight = Piece {
        color: Color::White,
        role: Role::Knight,
    };
    let said = checked(
        &mut board,
        |board, index| match index {
            1 => board.lift(Square::G1),
            2 => board.place(Square::F3, knight),
            _ => {}
        },
        &["wait 1s", "wait 1s", "wait 1s", "board", "quit"],
    );
    assert_eq!(
        said,
        [
            "DGT board connected",
            "The board shows the start position",
            "white Knight Gustav one lifted",
            "white Knight on Felix three",
            "Board shows Knight Felix three; the start position has Knight Gustav one",
        ]
    );
}

pub(super) fn a_board_turned_round_is_said_so_and_read_the_right_way() {
    let mut board = DgtDouble::new();
    board.turn_round();
    board.set_position(Chess::default().board());
    let said = checked(
        &mut board,
        |board, index| {
            if index == 1 {
                board.lift(Square::E2);
            }
        },
        &["wait 1s", "wait 1s", "quit"],
    );
    assert_eq!(
        said,
        [
            "DGT board connected",
            "The board shows the start position, turned round",
            "white Pawn Eva two lifted",
        ]
    );
}
