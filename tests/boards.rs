//! The sighted player's electronic board, through the binary (contract: the product's spec of boards): a DGT,
//! Millennium or LiveChess double stands for the board, tactus reads it in virtual time, and the test checks the
//! JSON events and the journal against what the laws and the contract say.
//!
//! - `boards/check.rs`: `tactus board`, a board checked before the round;
//! - `boards/doubles.rs`: the doubles say on the wire what the boards' published protocols say;
//! - `boards/game.rs`: a whole game on the DGT board with every hard way of moving pieces;
//! - `boards/differs.rs`: the blind player's move executed wrongly, and a board turned round;
//! - `boards/faults.rs`: unplugged and plugged in again, garbled bytes, a lost field update;
//! - `boards/online.rs`: an online game with the user's own board: the user's moves read from it and sent;
//! - `boards/press.rs`: the sighted player's move completed by itself or by the DGT clock's lever;
//! - `boards/resume.rs`: a resumed game with the board in the wrong position;
//! - `boards/others.rs`: a short game and a fault on the Millennium and LiveChess doubles;
//! - `boards/ports.rs`: the serial ports written to when boards are looked for: only those that are boards.

#[cfg(all(unix, feature = "eboard"))]
mod check;
#[cfg(all(unix, feature = "eboard"))]
mod differs;
mod doubles;
#[cfg(all(unix, feature = "eboard"))]
mod faults;
#[cfg(all(unix, feature = "eboard"))]
mod game;
#[cfg(all(unix, feature = "eboard", feature = "online"))]
mod online;
#[cfg(feature = "eboard")]
mod others;
#[cfg(all(unix, feature = "eboard"))]
mod ports;
#[cfg(all(unix, feature = "eboard"))]
mod press;
#[cfg(all(unix, feature = "eboard"))]
mod resume;
#[cfg(feature = "eboard")]
mod script;

use crate::trial;
use libtest2_mimic::Trial;

/// Every test of boards: the doubles' own always, tactus with them when it is built with boards (`eboard`), those of
/// the serial boards where there are pseudo-terminals.
pub(crate) fn trials() -> Vec<Trial> {
    let mut trials = vec![trial(
        "boards::livechess_double_answers_as_captured",
        doubles::livechess_double_answers_as_captured,
    )];
    #[cfg(unix)]
    trials.extend([
        trial(
            "boards::dgt_double_speaks_the_published_bytes",
            doubles::dgt_double_speaks_the_published_bytes,
        ),
        trial(
            "boards::millennium_double_speaks_the_published_bytes",
            doubles::millennium_double_speaks_the_published_bytes,
        ),
    ]);
    #[cfg(feature = "eboard")]
    trials.push(trial(
        "boards::a_livechess_board_is_read_and_a_silent_server_is_lost",
        others::a_livechess_board_is_read_and_a_silent_server_is_lost,
    ));
    #[cfg(all(unix, feature = "eboard"))]
    trials.extend(through_the_binary_on_serial_ports());
    #[cfg(all(unix, feature = "eboard", feature = "online"))]
    trials.push(trial(
        "boards::online_the_users_moves_are_read_from_their_board_and_sent",
        online::the_users_moves_are_read_from_their_board_and_sent,
    ));
    trials
}

/// The tests of tactus with the DGT and Millennium doubles.
#[cfg(all(unix, feature = "eboard"))]
fn through_the_binary_on_serial_ports() -> Vec<Trial> {
    vec![
        trial(
            "boards::a_board_checked_before_the_round_is_said_then_followed_piece_by_piece",
            check::a_board_checked_before_the_round_is_said_then_followed_piece_by_piece,
        ),
        trial(
            "boards::a_board_turned_round_is_said_so_and_read_the_right_way",
            check::a_board_turned_round_is_said_so_and_read_the_right_way,
        ),
        trial(
            "boards::a_whole_game_on_the_board_reads_every_way_of_moving_pieces",
            game::a_whole_game_on_the_board_reads_every_way_of_moving_pieces,
        ),
        trial(
            "boards::castling_is_read_rook_first_and_king_first",
            game::castling_is_read_rook_first_and_king_first,
        ),
        trial(
            "boards::castling_rook_first_with_a_pause_is_heard_only_as_castling",
            game::castling_rook_first_with_a_pause_is_heard_only_as_castling,
        ),
        trial(
            "boards::a_move_executed_wrongly_differs_at_once_until_put_right",
            differs::a_move_executed_wrongly_differs_at_once_until_put_right,
        ),
        trial(
            "boards::a_board_turned_round_at_the_start_is_recognised",
            differs::a_board_turned_round_at_the_start_is_recognised,
        ),
        trial(
            "boards::a_board_unplugged_and_plugged_in_again_is_read_whole",
            faults::a_board_unplugged_and_plugged_in_again_is_read_whole,
        ),
        trial(
            "boards::garbled_bytes_and_a_lost_update_are_recovered",
            faults::garbled_bytes_and_a_lost_update_are_recovered,
        ),
        trial(
            "boards::a_resumed_game_differs_until_the_board_is_put_right",
            resume::a_resumed_game_differs_until_the_board_is_put_right,
        ),
        trial(
            "boards::a_millennium_board_is_read_and_a_bad_check_changes_nothing",
            others::a_millennium_board_is_read_and_a_bad_check_changes_nothing,
        ),
        trial(
            "boards::a_settled_move_completes_itself_when_asked",
            press::a_settled_move_completes_itself_when_asked,
        ),
        trial(
            "boards::the_clocks_lever_completes_the_move_when_asked",
            press::the_clocks_lever_completes_the_move_when_asked,
        ),
        trial(
            "boards::a_port_that_is_no_board_gets_no_byte_from_devices_or_auto",
            ports::a_port_that_is_no_board_gets_no_byte_from_devices_or_auto,
        ),
        trial(
            "boards::every_port_is_probed_when_asked_and_a_board_is_found_there",
            ports::every_port_is_probed_when_asked_and_a_board_is_found_there,
        ),
        #[cfg(target_os = "linux")]
        trial(
            "boards::a_port_brltty_holds_is_never_probed",
            ports::a_port_brltty_holds_is_never_probed,
        ),
    ]
}
