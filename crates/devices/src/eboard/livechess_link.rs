//! A board DGT LiveChess serves, over its WebSocket (plain `ws://`, no TLS): the boards listed (`eboards`), the
//! first one (or the one whose serial number the address names) chosen and subscribed to, its feeds read as changes,
//! and each later `eboards` answer as its whole placement. A board LiveChess calls not responding is a board lost.

use std::io::ErrorKind;
use std::net::{TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};

use tactus_core::BoardFailure;
use tactus_core::SystemError;
use tungstenite::{Message, WebSocket};

use super::address::WebSocketUrl;
use super::livechess::{self, EBoard, LiveChessMessage};
use super::worker::{Heard, OpenBoard};

/// The longest a connection to LiveChess may take.
const CONNECT_WAIT: Duration = Duration::from_secs(1);
/// The longest LiveChess may take to answer the handshake or take a message.
const EXCHANGE_WAIT: Duration = Duration::from_secs(2);
/// The id LiveChess gives the feed of the board subscribed to.
const FEED: u64 = 1;

/// An open connection to LiveChess.
pub(super) struct LiveChessLink {
    socket: WebSocket<TcpStream>,
    url: WebSocketUrl,
    place: String,
    chosen: Option<String>,
    next_id: u64,
}

/// Connects to LiveChess at `place` (a `ws://` URL, with `#serialnr` to choose a board).
///
/// # Errors
/// The URL does not read, or LiveChess cannot be reached or does not answer the handshake in time.
pub(super) fn open(place: &str) -> Result<LiveChessLink, BoardFailure> {
    open_within(place, CONNECT_WAIT)
}

/// [`open`], with the connection bounded by `wait`.
///
/// # Errors
/// As [`open`].
pub(super) fn open_within(place: &str, wait: Duration) -> Result<LiveChessLink, BoardFailure> {
    let url = WebSocketUrl::parse(place).map_err(|_| BoardFailure::LiveChessAddress {
        place: place.to_string(),
    })?;
    let unreachable = |error: &std::io::Error| BoardFailure::LiveChessUnreachable {
        url: url.url.clone(),
        problem: SystemError::from(error),
    };
    let addresses =
        url.authority
            .to_socket_addrs()
            .map_err(|_| BoardFailure::LiveChessUnknownHost {
                url: url.url.clone(),
            })?;
    let mut last = BoardFailure::LiveChessUnknownHost {
        url: url.url.clone(),
    };
    let mut stream = None;
    for address in addresses {
        match TcpStream::connect_timeout(&address, wait) {
            Ok(connected) => {
                stream = Some(connected);
                break;
            }
            Err(error) => last = unreachable(&error),
        }
    }
    let stream = stream.ok_or(last)?;
    let bounded = stream
        .set_read_timeout(Some(EXCHANGE_WAIT))
        .and_then(|()| stream.set_write_timeout(Some(EXCHANGE_WAIT)))
        .and_then(|()| stream.set_nodelay(true));
    bounded.map_err(|error| unreachable(&error))?;
    let (socket, _) = tungstenite::client(url.url.as_str(), stream)
        .map_err(|error| socket_failure(&url.url, &error))?;
    Ok(LiveChessLink {
        socket,
        url,
        place: place.to_string(),
        chosen: None,
        next_id: 1,
    })
}

/// A WebSocket's failure: the system's error beneath it, the connection closed, or a server that does not speak
/// WebSocket.
fn socket_failure<R: tungstenite::handshake::HandshakeRole>(
    url: &str,
    error: &tungstenite::HandshakeError<R>,
) -> BoardFailure {
    match error {
        tungstenite::HandshakeError::Failure(error) => exchange_failure(url, error),
        tungstenite::HandshakeError::Interrupted(_) => BoardFailure::LiveChessNoAnswer {
            url: url.to_string(),
        },
    }
}

/// A message's exchange that failed, by what failed.
fn exchange_failure(url: &str, error: &tungstenite::Error) -> BoardFailure {
    let url = url.to_string();
    match error {
        tungstenite::Error::Io(error) => BoardFailure::LiveChessUnreachable {
            url,
            problem: SystemError::from(error),
        },
        tungstenite::Error::ConnectionClosed | tungstenite::Error::AlreadyClosed => {
            BoardFailure::LiveChessClosed { url }
        }
        _ => BoardFailure::LiveChessProtocol { url },
    }
}

impl LiveChessLink {
    fn send(&mut self, text: String) -> Result<(), BoardFailure> {
        self.socket
            .send(Message::text(text))
            .map_err(|error| exchange_failure(&self.url.url, &error))
    }

    fn call_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// The next message within `wait`: `None` when none came.
    fn next_message(&mut self, wait: Duration) -> Result<Option<LiveChessMessage>, BoardFailure> {
        let url = self.url.url.clone();
        self.socket
            .get_ref()
            .set_read_timeout(Some(wait.max(Duration::from_millis(1))))
            .map_err(|error| BoardFailure::LiveChessUnreachable {
                url: url.clone(),
                problem: SystemError::from(&error),
            })?;
        match self.socket.read() {
            Ok(Message::Text(text)) => Ok(livechess::read(text.as_str())),
            Ok(Message::Close(_)) => Err(BoardFailure::LiveChessClosed { url }),
            Ok(_) => Ok(None),
            Err(tungstenite::Error::Io(error))
                if matches!(
                    error.kind(),
                    ErrorKind::WouldBlock | ErrorKind::TimedOut | ErrorKind::Interrupted
                ) =>
            {
                Ok(None)
            }
            Err(error) => Err(exchange_failure(&url, &error)),
        }
    }

    /// Every board LiveChess serves, asked for and waited for at most `wait`.
    ///
    /// # Errors
    /// LiveChess is gone or did not answer in time.
    pub(super) fn boards(&mut self, wait: Duration) -> Result<Vec<EBoard>, BoardFailure> {
        let id = self.call_id();
        self.send(livechess::eboards_call(id))?;
        let deadline = Instant::now() + wait;
        while let Some(left) = deadline.checked_duration_since(Instant::now()) {
            if let Some(LiveChessMessage::Boards {
                id: answered,
                boards,
            }) = self.next_message(left)?
            {
                if answered == id {
                    return Ok(boards);
                }
            }
        }
        Err(BoardFailure::LiveChessNoAnswer {
            url: self.url.url.clone(),
        })
    }

    /// The chosen board's placement in an `eboards` answer, choosing and subscribing to it the first time.
    fn whole(&mut self, boards: &[EBoard]) -> Result<Heard, BoardFailure> {
        let wanted = self.chosen.as_deref().or(self.url.serialnr.as_deref());
        let board = livechess::pick(boards, wanted).cloned().ok_or_else(|| {
            BoardFailure::LiveChessNoBoard {
                serialnr: wanted.map(str::to_string),
            }
        })?;
        if !board.answers() {
            return Err(BoardFailure::LiveChessBoardSilent {
                serialnr: board.serialnr,
                state: board.state,
            });
        }
        let placement = board
            .placement
            .ok_or_else(|| BoardFailure::LiveChessNoPlacement {
                serialnr: board.serialnr.clone(),
            })?;
        if self.chosen.is_none() {
            let id = self.call_id();
            self.send(livechess::subscribe_call(id, FEED, &board.serialnr))?;
            self.chosen = Some(board.serialnr);
        }
        Ok(Heard::Whole(placement))
    }
}

impl OpenBoard for LiveChessLink {
    fn place(&self) -> String {
        self.place.clone()
    }

    fn ask_whole(&mut self) -> Result<(), BoardFailure> {
        let id = self.call_id();
        self.send(livechess::eboards_call(id))
    }

    fn receive(&mut self, wait: Duration) -> Result<Vec<Heard>, BoardFailure> {
        match self.next_message(wait)? {
            Some(LiveChessMessage::Boards { boards, .. }) => Ok(vec![self.whole(&boards)?]),
            Some(LiveChessMessage::Feed {
                serialnr,
                placement,
            }) if self.chosen.as_ref() == Some(&serialnr) => Ok(vec![Heard::Changed(placement)]),
            Some(_) | None => Ok(Vec::new()),
        }
    }
}
