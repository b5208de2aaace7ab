//! How the sighted player's move read from the board is completed (`--board-press`): by the move itself once it
//! settles, or by the lever of a DGT clock on the board (only a change of the lever is a press).

use super::script::{announced, listed, of, OnBoard};
use crate::support::boards::{dgt::DgtDouble, hands::Manner};

/// The plies pressed, in order.
fn pressed(events: &[serde_json::Value]) -> Vec<u64> {
    of(events, "press")
        .into_iter()
        .map(|event| event["ply"].as_u64().unwrap_or_default())
        .collect()
}

pub(super) fn a_settled_move_completes_itself_when_asked() {
    let mut on = OnBoard::play(
        DgtDouble::new(),
        &["--blind", "black", "--board-press", "move"],
    );
    for (ply, notation) in ["e4", "e5", "Nf3", "Nc6"].into_iter().enumerate() {
        if ply % 2 == 0 {
            let made = on.hands_for(notation, Manner::Usual);
            on.game.hands(&made);
            on.game.line(on.settle);
            on.advance(notation, true);
        } else {
            on.blind(notation, Manner::Usual);
        }
    }
    let (played, expected) = on.finish();
    assert_eq!(announced(&played.events), expected, "{}", listed(&played));
    assert_eq!(pressed(&played.events), [1, 2, 3, 4], "{}", listed(&played));
}

pub(super) fn the_clocks_lever_completes_the_move_when_asked() {
    let mut on = OnBoard::play(
        DgtDouble::new(),
        &["--blind", "black", "--board-press", "lever"],
    );
    // The clock reports its lever down on the right player's side: its first report, no press.
    on.game.board.lever(false);
    on.game.line(on.settle);
    let made = on.hands_for("e4", Manner::Usual);
    on.game.hands(&made);
    on.game.line(on.settle);
    on.advance("e4", true);
    // Settled, not yet pressed.
    on.game.line(on.settle);
    on.game.board.lever(true);
    on.game.line(on.settle);
    on.blind("e5", Manner::Usual);
    let (played, expected) = on.finish();
    assert_eq!(announced(&played.events), expected, "{}", listed(&played));
    assert_eq!(pressed(&played.events), [1, 2], "{}", listed(&played));
    let announce = of(&played.events, "announce")[0]["t_ms"].as_u64().unwrap();
    let press = of(&played.events, "press")[0]["t_ms"].as_u64().unwrap();
    assert!(
        press > announce,
        "pressed by the lever, not by the settled move"
    );
}
