//! The boards found on this system, for `tactus devices` and `--board auto`: the serial ports that identify as a
//! board (`ports`: known USB ids and names) asked for a DGT board dump, then for a Millennium status, and LiveChess if
//! it answers on the local machine. Every other serial port is listed without a byte written to it, and probed only
//! when asked (`tactus devices --probe-all`); a port another program holds (BRLTTY, a lock file: `held`) is never
//! written to. Every probe is bounded; the ports are probed side by side, so the whole search takes about one probe's
//! time.

use std::time::{Duration, Instant};

use tactus_core::BoardKind;

use super::held::{Holder, Holders};
use super::ports::{self, SerialPortSeen, EXTRA_PORTS};
use super::worker::{Heard, OpenBoard};
use super::{livechess_link, serial, BoardAddress, LIVECHESS_DEFAULT};

/// The longest a port may take to answer one kind's request.
const PROBE_WAIT: Duration = Duration::from_millis(600);
/// The longest LiveChess may take to accept the connection, and then to list its boards.
const LIVECHESS_WAIT: Duration = Duration::from_millis(500);

/// Which serial ports a search writes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Probing {
    /// Only those that identify as a board (the default).
    Boards,
    /// Every port, as the user asked (`tactus devices --probe-all`), except those another program holds.
    Every,
}

/// Why a serial port was not written to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum NotProbed {
    /// It does not identify as a board, and probing every port was not asked for.
    NotABoard,
    /// Another program holds it.
    Held(Holder),
}

/// A board found, or a serial port where none answered or that was left alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct FoundBoard {
    /// What it answered as (`None`: a serial port where no board answered, or that was not probed).
    pub kind: Option<BoardKind>,
    /// The port's name, or LiveChess's URL with `#serialnr`.
    pub place: String,
    /// What else is known of it: the port's USB ids and names, LiveChess's board state.
    pub about: String,
    /// Why the port was not probed (`None`: it was, or it is a LiveChess board).
    pub not_probed: Option<NotProbed>,
}

impl FoundBoard {
    /// Its address for `--board`, when a board answered.
    #[must_use]
    pub(crate) fn address(&self) -> Option<BoardAddress> {
        Some(BoardAddress {
            kind: self.kind?,
            place: self.place.clone(),
        })
    }

    /// One plain line: the address and what else is known, or the port and that no board answered, or why it was
    /// left alone.
    #[must_use]
    pub(crate) fn line(&self) -> String {
        let about = if self.about.is_empty() {
            String::new()
        } else {
            format!(" ({})", self.about)
        };
        match (self.address(), &self.not_probed) {
            (Some(address), _) => format!("{}{about}", address.written()),
            (None, None) => format!("{}: no board answered{about}", self.place),
            (None, Some(NotProbed::NotABoard)) => format!(
                "{}: not probed, not known as a board{about}; --probe-all asks it",
                self.place
            ),
            (None, Some(NotProbed::Held(holder))) => format!(
                "{}: held by {}, not probed{about}",
                self.place,
                holder.words()
            ),
        }
    }
}

/// The serial ports (the system's, and those named in `TACTUS_SERIAL_PORTS`), those `probing` allows probed, and the
/// boards LiveChess serves at its usual address.
#[must_use]
pub(crate) fn find_boards(probing: Probing) -> Vec<FoundBoard> {
    let ports = ports::serial_ports(std::env::var_os(EXTRA_PORTS).as_deref());
    let mut found = search_ports(ports, &Holders::look(), probing);
    found.extend(probe_livechess(LIVECHESS_DEFAULT));
    found
}

/// Each port probed when `probing` and `holders` allow it, listed as left alone otherwise.
#[must_use]
pub(crate) fn search_ports(
    ports: Vec<SerialPortSeen>,
    holders: &Holders,
    probing: Probing,
) -> Vec<FoundBoard> {
    let (mut probed, mut left) = (Vec::new(), Vec::new());
    for port in ports {
        match left_alone(&port, holders, probing) {
            None => probed.push((port.place.clone(), port.about())),
            Some(why) => left.push(FoundBoard {
                kind: None,
                about: port.about(),
                place: port.place,
                not_probed: Some(why),
            }),
        }
    }
    let mut found = probe_ports(probed);
    found.append(&mut left);
    found
}

/// Why `port` is not to be written to, if it is not.
fn left_alone(port: &SerialPortSeen, holders: &Holders, probing: Probing) -> Option<NotProbed> {
    if let Some(holder) = holders.holder(&port.place) {
        return Some(NotProbed::Held(holder));
    }
    (probing == Probing::Boards && !port.identifies_as_board()).then_some(NotProbed::NotABoard)
}

/// Probes each port (name, what is known of it) on a thread of its own.
#[must_use]
pub(crate) fn probe_ports(ports: Vec<(String, String)>) -> Vec<FoundBoard> {
    std::thread::scope(|scope| {
        let probes: Vec<_> = ports
            .into_iter()
            .map(|(place, about)| {
                scope.spawn(move || FoundBoard {
                    kind: probe_port(&place),
                    place,
                    about,
                    not_probed: None,
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
pub(crate) fn probe_port(place: &str) -> Option<BoardKind> {
    [BoardKind::Dgt, BoardKind::Millennium]
        .into_iter()
        .find(|&kind| answers_as(kind, place))
}

/// The first port that identifies as a board, not held by another program, where a board of `kind` answers.
#[must_use]
pub(crate) fn first_port(kind: BoardKind) -> Option<String> {
    let holders = Holders::look();
    ports::serial_ports(std::env::var_os(EXTRA_PORTS).as_deref())
        .into_iter()
        .filter(|port| left_alone(port, &holders, Probing::Boards).is_none())
        .map(|port| port.place)
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
pub(crate) fn probe_livechess(url: &str) -> Vec<FoundBoard> {
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
            not_probed: None,
        })
        .collect()
}
