//! Board faults: a board unplugged mid-game is one notice, the game goes on by typing, and plugged in again it is
//! read whole and compared; garbled bytes and a lost field update are recovered by the whole read.

use super::script::{announced, board_states, listed, of, OnBoard};
use crate::support::boards::{dgt::DgtDouble, hands::Manner, BoardDouble};

pub(super) fn a_board_unplugged_and_plugged_in_again_is_read_whole() {
    let mut on = OnBoard::play(DgtDouble::new(), &["--blind", "black"]);
    let address = on.game.board.address();
    on.sighted("e4", Manner::Usual);
    on.blind("e5", Manner::Usual);
    on.game.board.unplug();
    // Unplugged: the sighted player's moves are typed, and both are still made on the board.
    let made = on.hands_for("Nf3", Manner::Usual);
    on.game.lines(&["Nf3", "press"]);
    on.advance("Nf3", false);
    on.game.hands(&made);
    on.blind("Nc6", Manner::Usual);
    on.game.board.replug();
    on.game.line(on.settle);
    on.sighted("Bb5", Manner::Usual);
    let (played, expected) = on.finish();
    assert_eq!(announced(&played.events), expected, "{}", listed(&played));
    assert_eq!(
        board_states(&played.events),
        ["connected", "ready", "lost", "connected", "ready"]
    );
    for connected in of(&played.events, "board")
        .into_iter()
        .filter(|event| event["state"] == "connected")
    {
        assert_eq!(connected["kind"], "dgt", "{connected}");
        assert_eq!(connected["where"], address.as_str(), "{connected}");
    }
    let lost = of(&played.events, "board")[2];
    assert!(
        !lost["text"].as_str().unwrap_or_default().is_empty(),
        "{lost}"
    );
    // No fault stops the journal: every move is in it.
    assert_eq!(
        super::script::records(&played, "move").len(),
        expected.len()
    );
}

pub(super) fn garbled_bytes_and_a_lost_update_are_recovered() {
    let mut on = OnBoard::play(DgtDouble::new(), &["--blind", "black"]);
    on.sighted("e4", Manner::Usual);
    on.blind("e5", Manner::Usual);
    // Noise, then a field update cut short (a knight on e4's field, 0x24): the next message's id starts anew.
    on.game
        .board
        .garble(&[0x00, 0x13, 0x7f, 0x8e, 0x00, 0x05, 0x24]);
    on.sighted("Nf3", Manner::Usual);
    on.blind("Nc6", Manner::Usual);
    // The bishop's lift from f1 is lost: only the whole read shows f1 empty.
    on.game.board.drop_next_update();
    on.sighted("Bc4", Manner::Usual);
    on.blind("Bc5", Manner::Usual);
    let (played, expected) = on.finish();
    assert_eq!(announced(&played.events), expected, "{}", listed(&played));
    let states = board_states(&played.events);
    assert_eq!(states[..2], ["connected", "ready"], "{states:?}");
    assert!(!states.contains(&"differs".to_string()), "{states:?}");
}
