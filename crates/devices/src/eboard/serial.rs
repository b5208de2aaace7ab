//! DGT and Millennium boards on a serial port (USB, a serial cable, Bluetooth serial), opened by name
//! (`/dev/ttyACM0`, `COM3`): the line settings, the greeting, the whole-board request, and the bytes decoded.

use std::io::{ErrorKind, Read, Write};
use std::time::Duration;

use serialport::{DataBits, Parity, SerialPort, StopBits};
use tactus_core::SystemError;
use tactus_core::{BoardFailure, BoardKind};

use super::dgt::{DgtBoard, DgtDecoder, DgtReport, SEND_BOARD, SEND_UPDATE_NICE};
use super::millennium::{self, MillenniumDecoder};
use super::worker::{Heard, OpenBoard, POLL};

/// The longest a write to the board may wait.
const WRITE_WAIT: Duration = Duration::from_millis(500);

/// A board on an open serial port.
pub(super) struct SerialLink {
    port: Box<dyn SerialPort>,
    place: String,
    protocol: Protocol,
}

enum Protocol {
    Dgt {
        decoder: DgtDecoder,
        board: DgtBoard,
    },
    Millennium {
        decoder: MillenniumDecoder,
    },
}

/// Opens the board of `kind` on the port `place` and greets it: a DGT board is asked for field updates (and its
/// clock's messages on change); a Millennium board, when it is to report `by_itself`, is set to report every change.
///
/// # Errors
/// The port cannot be opened or written (the system's error), or `kind` is no serial board.
pub(super) fn open(
    kind: BoardKind,
    place: &str,
    by_itself: bool,
) -> Result<SerialLink, BoardFailure> {
    let (baud, data_bits, parity, protocol) = match kind {
        BoardKind::Dgt => (
            9600,
            DataBits::Eight,
            Parity::None,
            Protocol::Dgt {
                decoder: DgtDecoder::new(),
                board: DgtBoard::new(),
            },
        ),
        BoardKind::Millennium => (
            38400,
            DataBits::Seven,
            Parity::Odd,
            Protocol::Millennium {
                decoder: MillenniumDecoder::new(),
            },
        ),
        BoardKind::LiveChess => {
            return Err(BoardFailure::NotSerial {
                port: place.to_string(),
            })
        }
    };
    let port = serialport::new(place, baud)
        .data_bits(data_bits)
        .parity(parity)
        .stop_bits(StopBits::One)
        .flow_control(serialport::FlowControl::None)
        .timeout(POLL)
        .open()
        .map_err(|error| port_failure(place, &error))?;
    let mut link = SerialLink {
        port,
        place: place.to_string(),
        protocol,
    };
    match link.protocol {
        Protocol::Dgt { .. } => link.write(&[SEND_UPDATE_NICE])?,
        Protocol::Millennium { .. } if by_itself => {
            link.write(&millennium::report_changes_command())?
        }
        Protocol::Millennium { .. } => {}
    }
    Ok(link)
}

/// A port's failure as the serial library reports it: its error kind, when it has one.
fn port_failure(place: &str, error: &serialport::Error) -> BoardFailure {
    let problem = match error.kind() {
        serialport::ErrorKind::NoDevice => SystemError::NotFound,
        serialport::ErrorKind::Io(kind) => SystemError::of_kind(kind),
        serialport::ErrorKind::InvalidInput | serialport::ErrorKind::Unknown => {
            SystemError::Unknown
        }
    };
    BoardFailure::Port {
        port: place.to_string(),
        problem,
    }
}

/// A port's failure as the system reports a read or a write.
fn io_failure(place: &str, error: &std::io::Error) -> BoardFailure {
    BoardFailure::Port {
        port: place.to_string(),
        problem: SystemError::from(error),
    }
}

impl SerialLink {
    fn write(&mut self, bytes: &[u8]) -> Result<(), BoardFailure> {
        let place = &self.place;
        let failed = |error: std::io::Error| io_failure(place, &error);
        self.port
            .set_timeout(WRITE_WAIT)
            .map_err(|error| port_failure(place, &error))?;
        self.port.write_all(bytes).map_err(failed)?;
        self.port.flush().map_err(failed)
    }
}

impl OpenBoard for SerialLink {
    fn place(&self) -> String {
        self.place.clone()
    }

    fn ask_whole(&mut self) -> Result<(), BoardFailure> {
        match self.protocol {
            Protocol::Dgt { .. } => self.write(&[SEND_BOARD]),
            Protocol::Millennium { .. } => self.write(&millennium::status_command()),
        }
    }

    fn receive(&mut self, wait: Duration) -> Result<Vec<Heard>, BoardFailure> {
        let place = &self.place;
        self.port
            .set_timeout(wait)
            .map_err(|error| port_failure(place, &error))?;
        let mut buffer = [0u8; 512];
        let count = match self.port.read(&mut buffer) {
            Ok(0) => {
                return Err(BoardFailure::PortClosed {
                    port: place.clone(),
                })
            }
            Ok(count) => count,
            Err(error)
                if matches!(
                    error.kind(),
                    ErrorKind::TimedOut | ErrorKind::WouldBlock | ErrorKind::Interrupted
                ) =>
            {
                return Ok(Vec::new())
            }
            Err(error) => return Err(io_failure(place, &error)),
        };
        let bytes = &buffer[..count];
        Ok(match &mut self.protocol {
            Protocol::Dgt { decoder, board } => decoder
                .feed(bytes)
                .into_iter()
                .filter_map(|message| board.apply(message))
                .map(|report| match report {
                    DgtReport::Whole(placement) => Heard::Whole(placement),
                    DgtReport::Changed(placement) => Heard::Changed(placement),
                    DgtReport::Lever { right_high } => Heard::Lever { right_high },
                })
                .collect(),
            Protocol::Millennium { decoder } => {
                decoder.feed(bytes).into_iter().map(Heard::Whole).collect()
            }
        })
    }
}
