//! The boards found on this system, for `tactus devices` and `--board auto`: each serial port (with its USB ids)
//! asked for a DGT board dump, then for a Millennium status, and LiveChess if it answers on the local machine. Every
//! probe is bounded; the ports are probed side by side, so the whole search takes about one probe's time.

use std::time::{Duration, Instant};

use serialport::SerialPortType;
use tactus_core::eboard::BoardKind;

use super::worker::{Heard, Link};
use super::{livechess_link, serial, BoardAddress, LIVECHESS_DEFAULT};

/// The longest a port may take to answer one kind's request.
const PROBE_WAIT: Duration = Duration::from_millis(600);
/// The longest LiveChess may take to accept the connection, and then to list its boards.
const LIVECHESS_WAIT: Duration = Duration::from_millis(500);

/// A board found, or a serial port where none answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundBoard {
    /// What it answered as (`None`: a serial port where no board answered).
    pub kind: Option<BoardKind>,
    /// The port's name, or LiveChess's URL with `#serialnr`.
    pub place: String,
    /// What else is known of it: the port's USB ids and names, LiveChess's board state.
    pub about: String,
}

impl FoundBoard {
    /// Its address for `--board`, when a board answered.
    #[must_use]
    pub fn address(&self) -> Option<BoardAddress> {
        Some(BoardAddress {
            kind: self.kind?,
            place: self.place.clone(),
        })
    }

    /// One plain line: the address and what else is known, or the port and that no board answered.
    #[must_use]
    pub fn line(&self) -> String {
        let head = match self.address() {
            Some(address) => address.written(),
            None => format!("{}: no board answered", self.place),
        };
        if self.about.is_empty() {
            head
        } else {
            format!("{head} ({})", self.about)
        }
    }
}

/// Every serial port, probed, and the boards LiveChess serves at its usual address.
#[must_use]
pub fn find_boards() -> Vec<FoundBoard> {
    let mut found = probe_ports(serial_ports());
    found.extend(probe_livechess(LIVECHESS_DEFAULT));
    found
}

/// The serial ports the system lists, each with what is known of it.
fn serial_ports() -> Vec<(String, String)> {
    serialport::available_ports()
        .unwrap_or_default()
        .into_iter()
        .map(|port| {
            let about = match port.port_type {
                SerialPortType::UsbPort(usb) => {
                    let names = [usb.manufacturer, usb.product]
                        .into_iter()
                        .flatten()
                        .collect::<Vec<_>>();
                    let ids = format!("USB {:04x}:{:04x}", usb.vid, usb.pid);
                    if names.is_empty() {
                        ids
                    } else {
                        format!("{ids} {}", names.join(" "))
                    }
                }
                SerialPortType::BluetoothPort => "Bluetooth".to_string(),
                SerialPortType::PciPort | SerialPortType::Unknown => String::new(),
            };
            (port.port_name, about)
        })
        .collect()
}

/// Probes each port (name, what is known of it) on a thread of its own.
#[must_use]
pub fn probe_ports(ports: Vec<(String, String)>) -> Vec<FoundBoard> {
    std::thread::scope(|scope| {
        let probes: Vec<_> = ports
            .into_iter()
            .map(|(place, about)| {
                scope.spawn(move || FoundBoard {
                    kind: probe_port(&place),
                    place,
                    about,
                })
            })
            .collect();
        probes
            .into_iter()
            .filter_map(|probe| probe.join().ok())
            .collect()
    })
}

/// The kind of board that answers on the port `place`, if one does (DGT tried first, then Millennium).
#[must_use]
pub fn probe_port(place: &str) -> Option<BoardKind> {
    [BoardKind::Dgt, BoardKind::Millennium]
        .into_iter()
        .find(|&kind| answers_as(kind, place))
}

/// The first port the system lists where a board of `kind` answers.
#[must_use]
pub fn first_port(kind: BoardKind) -> Option<String> {
    serial_ports()
        .into_iter()
        .map(|(place, _)| place)
        .find(|place| answers_as(kind, place))
}

/// Whether a board of `kind` answers a request for its whole placement on the port `place` in time.
fn answers_as(kind: BoardKind, place: &str) -> bool {
    let Ok(mut link) = serial::open(kind, place, false) else {
        return false;
    };
    if link.ask_whole().is_err() {
        return false;
    }
    let deadline = Instant::now() + PROBE_WAIT;
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        match link.receive(left) {
            Ok(heard) if heard.iter().any(|one| matches!(one, Heard::Whole(_))) => return true,
            Ok(_) => {}
            Err(_) => return false,
        }
    }
    false
}

/// The boards LiveChess serves at `url`, if it answers in time (none when it does not).
#[must_use]
pub fn probe_livechess(url: &str) -> Vec<FoundBoard> {
    let Ok(mut link) = livechess_link::open_within(url, LIVECHESS_WAIT) else {
        return Vec::new();
    };
    let base = url.split('#').next().unwrap_or(url);
    link.boards(LIVECHESS_WAIT)
        .unwrap_or_default()
        .into_iter()
        .map(|board| FoundBoard {
            kind: Some(BoardKind::LiveChess),
            place: format!("{base}#{}", board.serialnr),
            about: format!("LiveChess board {}, {}", board.serialnr, board.state),
        })
        .collect()
}
