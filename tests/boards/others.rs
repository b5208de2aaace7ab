//! The other boards: a short game and a fault each on the Millennium double (a status message whose check is
//! wrong, and a lost automatic report) and on the LiveChess double (the server silent, then back; feeds twice).

use super::script::{announced, board_states, listed, OnBoard};
#[cfg(unix)]
use crate::support::boards::BoardDouble;
use crate::support::boards::{hands::Manner, livechess::LiveChessDouble};

/// Four moves each side, the blind player Black.
#[cfg(unix)]
fn short_game<D: BoardDouble>(on: &mut OnBoard<D>) {
    for (ply, notation) in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6"]
        .into_iter()
        .enumerate()
    {
        if ply % 2 == 0 {
            on.sighted(notation, Manner::Usual);
        } else {
            on.blind(notation, Manner::Usual);
        }
    }
}

#[cfg(unix)]
pub(super) fn a_millennium_board_is_read_and_a_bad_check_changes_nothing() {
    use crate::support::boards::millennium::{framed, odd_parity, MillenniumDouble};

    let mut on = OnBoard::play(MillenniumDouble::new(), &["--blind", "black"]);
    // A status message showing Nf3 (a legal move) with its check wrong: not a move.
    let mut bad = framed(b"srnbqkbnrpppppppp.....................N..PPPPPPPPRNBQKB.R");
    let last = bad.len() - 1;
    bad[last] = odd_parity(if bad[last] & 0x7f == b'0' { b'1' } else { b'0' });
    on.game.board.garble(&bad);
    on.game.line(on.settle);
    // A lost automatic report: the whole read before the next line shows the move.
    on.game.board.drop_next_update();
    short_game(&mut on);
    let (played, expected) = on.finish();
    assert_eq!(announced(&played.events), expected, "{}", listed(&played));
    let states = board_states(&played.events);
    assert_eq!(states, ["connected", "ready"]);
}

pub(super) fn a_livechess_board_is_read_and_a_silent_server_is_lost() {
    let mut board = LiveChessDouble::new();
    board.duplicate_feeds();
    let mut on = OnBoard::play(board, &["--blind", "black"]);
    on.sighted("e4", Manner::Usual);
    on.blind("e5", Manner::Usual);
    on.game.board.stop(true);
    // Silent: White's move is typed, and made on the board.
    let made = on.hands_for("Nf3", Manner::Usual);
    on.game.lines(&["Nf3", "press"]);
    on.advance("Nf3", false);
    on.game.hands(&made);
    on.blind("Nc6", Manner::Usual);
    on.game.board.stop(false);
    on.game.line(on.settle);
    on.sighted("Bb5", Manner::Usual);
    on.blind("a6", Manner::Usual);
    let (played, expected) = on.finish();
    assert_eq!(announced(&played.events), expected, "{}", listed(&played));
    assert_eq!(
        board_states(&played.events),
        ["connected", "ready", "lost", "connected", "ready"]
    );
}
