//! The sighted player's electronic board in a game (`play --board`, `resume`): its address read (or the first board
//! found, for `auto`), and how the game reads it.

use tactus_core::{BoardOptions, BoardPress, ReadSettings};

use crate::{
    board_opening::{address, BoardNamingError},
    eboard::BoardAddress,
};

/// The board `text` names, and how the game reads it: the sighted player's moves completed as `press` says, read
/// once the board stood still `settle_ms`, said to differ after `differ_ms`.
///
/// # Errors
/// As [`address`].
pub fn game_board(
    text: &str,
    press: BoardPress,
    settle_ms: u64,
    differ_ms: u64,
) -> Result<(BoardAddress, BoardOptions), BoardNamingError> {
    let address = address(text)?;
    let options = BoardOptions {
        kind: address.kind,
        place: address.place.clone(),
        press,
        settings: ReadSettings {
            settle_ms,
            differ_ms,
            follow_ms: ReadSettings::FOLLOW_MS,
        },
    };
    Ok((address, options))
}

#[cfg(all(test, feature = "eboard"))]
mod tests {
    use super::*;

    #[test]
    fn the_game_reads_the_board_named_as_asked() {
        let (address, options) =
            game_board("dgt:/dev/ttyACM0", BoardPress::Lever, 250, 3000).unwrap();
        assert_eq!(options.kind, address.kind);
        assert_eq!(options.place, "/dev/ttyACM0");
        assert_eq!(options.press, BoardPress::Lever);
        assert_eq!(
            (options.settings.settle_ms, options.settings.differ_ms),
            (250, 3000)
        );
    }

    #[test]
    fn an_address_that_does_not_read_is_refused() {
        assert!(game_board("abacus:1", BoardPress::Typed, 250, 3000).is_err());
    }
}
