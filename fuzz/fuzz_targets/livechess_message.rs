//! DGT LiveChess's messages (`tactus_devices::read_livechess_message`): arbitrary text read as one message of its
//! WebSocket, as the driver reads each text frame.
//!
//! Input: the text (invalid UTF-8 is read lossily).
//! Checks: no panic or hang; a feed's placement and a listed board's placement are boards of 64 squares whose FEN
//! reads back as the same placement; choosing a board by its serial number finds that board.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tactus_core::Placement;
use tactus_devices::{pick_livechess_board, read_livechess_message, LiveChessMessage};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match read_livechess_message(&text) {
        Some(LiveChessMessage::Feed { placement, .. }) => {
            assert_eq!(Placement::from_fen(&placement.fen()), Some(placement));
        }
        Some(LiveChessMessage::Boards { boards, .. }) => {
            for board in &boards {
                if let Some(placement) = board.placement {
                    assert_eq!(Placement::from_fen(&placement.fen()), Some(placement));
                }
                let chosen = pick_livechess_board(&boards, Some(&board.serialnr))
                    .expect("the board is found by its number");
                assert_eq!(chosen.serialnr, board.serialnr);
            }
            assert_eq!(pick_livechess_board(&boards, None), boards.first());
        }
        Some(LiveChessMessage::Answered { .. }) | None => {}
    }
});
