//! The electronic board a command names (`--board`, `tactus board`): its address read, or the first board found for
//! `auto`, and its driver opened to report into the commands' channel (real time) or when the loop reads it whole
//! (virtual time). Without the `eboard` feature every board is refused before anything is made.

use std::{fmt, sync::mpsc::Sender};

use tactus_core::{BoardLink, Incoming};

#[cfg(feature = "eboard")]
use crate::eboard::AddressError;
use crate::eboard::BoardAddress;

/// Why the board named cannot be read.
#[derive(Debug)]
pub enum BoardNamingError {
    /// `auto`, and no board was found.
    NoneFound,
    /// The address does not read: the text given, and why.
    #[cfg(feature = "eboard")]
    Address(String, AddressError),
    /// This build reads no board: the text given.
    NotBuilt(String),
}

impl fmt::Display for BoardNamingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardNamingError::NoneFound => f.write_str(
                "no electronic board was found: connect one, or name it, like --board dgt:/dev/ttyACM0 \
                 (tactus devices lists what is found)",
            ),
            #[cfg(feature = "eboard")]
            BoardNamingError::Address(text, error) => write!(f, "--board {text}: {error}"),
            BoardNamingError::NotBuilt(text) => write!(
                f,
                "--board {text}: this tactus was built without electronic boards (the eboard feature)"
            ),
        }
    }
}

impl std::error::Error for BoardNamingError {}

/// The board `text` names: `auto` is the first board found.
///
/// # Errors
/// A `BoardNamingError` saying what is wrong with the address, or that no board was found for `auto`.
#[cfg(feature = "eboard")]
pub fn address(text: &str) -> Result<BoardAddress, BoardNamingError> {
    use crate::eboard::{find_boards, FoundBoard, Probing};
    if text.trim().eq_ignore_ascii_case("auto") {
        return find_boards(Probing::Boards)
            .iter()
            .find_map(FoundBoard::address)
            .ok_or(BoardNamingError::NoneFound);
    }
    BoardAddress::parse(text).map_err(|e| BoardNamingError::Address(text.to_string(), e))
}

/// Without the `eboard` feature no board can be read: said before anything is made.
///
/// # Errors
/// Always: [`BoardNamingError::NotBuilt`].
#[cfg(not(feature = "eboard"))]
pub fn address(text: &str) -> Result<BoardAddress, BoardNamingError> {
    Err(BoardNamingError::NotBuilt(text.to_string()))
}

/// The board's driver: reporting through `sender` as it comes (real time), or, without one, when the loop asks
/// (virtual time).
#[cfg(feature = "eboard")]
#[must_use]
pub fn open(address: BoardAddress, sender: Option<Sender<Incoming>>) -> Box<dyn BoardLink> {
    use crate::eboard::{BoardConnection, Delivery};
    let delivery = sender.map_or(Delivery::OnRequest, Delivery::Spontaneous);
    Box::new(BoardConnection::open(address, delivery))
}

/// Without the `eboard` feature [`address`] refuses every board, so nothing is ever opened; a board named anyway
/// reports itself lost, with the reason.
#[cfg(not(feature = "eboard"))]
#[must_use]
pub fn open(_address: BoardAddress, _sender: Option<Sender<Incoming>>) -> Box<dyn BoardLink> {
    struct NotBuilt;
    impl BoardLink for NotBuilt {
        fn read_whole(&mut self) -> Vec<tactus_core::BoardInput> {
            vec![tactus_core::BoardInput::Lost {
                reason: tactus_core::BoardFailure::NotBuilt,
            }]
        }
    }
    Box::new(NotBuilt)
}
