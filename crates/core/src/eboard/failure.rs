//! Why an electronic board is not reached or was lost, as the drivers find it: each kind of failure a variant, with
//! what the user needs to act (the port, the address, the system's error kind) as typed arguments, worded by the
//! pack (`words::board_failure`).

use crate::SystemError;

use super::input::BoardKind;

/// Who holds a serial port that tactus therefore does not write to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PortHolder {
    /// The braille display daemon.
    Brltty,
    /// Another process, by its id.
    Process(u32),
}

/// Why a board cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardFailure {
    /// This tactus was built without the boards' drivers.
    #[error("this tactus was built without electronic boards")]
    NotBuilt,
    /// The serial port cannot be opened, set, read or written.
    #[error("{port}: {problem}")]
    Port {
        /// The port's name (`/dev/ttyACM0`, `COM3`).
        port: String,
        /// What the system said.
        problem: SystemError,
    },
    /// The serial port closed (the board unplugged).
    #[error("{port}: the port closed")]
    PortClosed {
        /// The port's name.
        port: String,
    },
    /// Another program holds the port: tactus does not write to it.
    #[error("{port} is held by {holder:?}: tactus does not write to it")]
    PortHeld {
        /// The port's name.
        port: String,
        /// Who holds it.
        holder: PortHolder,
    },
    /// No serial port answered as a board of this kind.
    #[error("no {kind:?} board answers on a serial port")]
    NoSerialBoard {
        /// The kind looked for.
        kind: BoardKind,
    },
    /// LiveChess was asked for on a serial port.
    #[error("{port}: LiveChess is not reached on a serial port")]
    NotSerial {
        /// The port named.
        port: String,
    },
    /// The board was asked for its placement and did not answer in time.
    #[error("the board did not answer within {seconds} s")]
    Silent {
        /// The time it was given, in seconds.
        seconds: u64,
    },
    /// The thread reading the board did not answer the loop in time.
    #[error("the board's reader did not answer")]
    ReaderSilent,
    /// The thread that reads the board could not be started.
    #[error("no thread for the board: {problem}")]
    NoThread {
        /// What the system said.
        problem: SystemError,
    },
    /// The address is no LiveChess WebSocket URL.
    #[error("\"{place}\" is not a LiveChess address")]
    LiveChessAddress {
        /// The address as given.
        place: String,
    },
    /// LiveChess cannot be reached at its address.
    #[error("LiveChess at {url}: {problem}")]
    LiveChessUnreachable {
        /// Its URL.
        url: String,
        /// What the system said.
        problem: SystemError,
    },
    /// The host of LiveChess's address is not known.
    #[error("LiveChess at {url}: the host is not known")]
    LiveChessUnknownHost {
        /// Its URL.
        url: String,
    },
    /// What answered at the address does not speak WebSocket as LiveChess does.
    #[error("LiveChess at {url} does not answer as a WebSocket server")]
    LiveChessProtocol {
        /// Its URL.
        url: String,
    },
    /// LiveChess closed the connection.
    #[error("LiveChess at {url} closed the connection")]
    LiveChessClosed {
        /// Its URL.
        url: String,
    },
    /// LiveChess did not answer a request in time.
    #[error("LiveChess at {url}: no answer")]
    LiveChessNoAnswer {
        /// Its URL.
        url: String,
    },
    /// LiveChess serves no board (or none with the serial number asked for).
    #[error("LiveChess serves no board {serialnr:?}")]
    LiveChessNoBoard {
        /// The serial number asked for, if one was.
        serialnr: Option<String>,
    },
    /// LiveChess reports the board as not responding.
    #[error("LiveChess: board {serialnr} does not answer ({state})")]
    LiveChessBoardSilent {
        /// The board's serial number.
        serialnr: String,
        /// The state LiveChess gives it, in LiveChess's own word.
        state: String,
    },
    /// LiveChess gave no placement for the board.
    #[error("LiveChess: board {serialnr} gave no placement")]
    LiveChessNoPlacement {
        /// The board's serial number.
        serialnr: String,
    },
}
