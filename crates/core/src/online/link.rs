//! What passes between an online game and the server, as data: the requests the game makes (sent by the runtime's
//! client, one at a time), and what comes back into the event loop — a line of the game's stream, the stream lost or
//! ended, a request answered.

use super::messages::{EventLine, GameLine, LineError};
use crate::SystemError;

/// How long the game waits after the server asked it to slow down (HTTP 429) before it sends anything again; lichess
/// asks for at least a minute.
pub(crate) const RATE_LIMIT_WAIT_MS: u64 = 60_000;

/// The longest chat message lichess takes, in characters.
pub(crate) const CHAT_MAX_CHARS: usize = 140;

/// How long the game's stream may say nothing, not even a keep-alive, before the game calls it lost and asks for
/// another: three of the periods at which lichess sends its keep-alives (about 7 s), so that one late keep-alive is
/// no loss, while a stream that died without closing (a network gone quiet) is noticed within half a minute.
pub const SILENCE_MS: u64 = 21_000;

/// A request of the online game to the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerRequest {
    /// Play a move (UCI), offering a draw with it or not.
    Move {
        /// The move, as the server reads it.
        uci: String,
        /// A draw offered with the move.
        offering_draw: bool,
    },
    /// Offer or accept a draw (`true`), or decline one (`false`).
    Draw(bool),
    /// Propose or accept a takeback (`true`), or decline one (`false`).
    Takeback(bool),
    /// Resign.
    Resign,
    /// Abort the game (before both players have moved).
    Abort,
    /// Claim the win, the opponent having left.
    ClaimVictory,
    /// Send a message to the opponent (the players' chat).
    Chat(String),
    /// Open the game's stream again.
    Reconnect,
}

/// Why the server did not do what it was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RequestProblem {
    /// It refused, with its own reason, as the server wrote it (not the player's turn, an illegal move, a game
    /// over).
    Refused(String),
    /// It failed to answer (HTTP 5xx), with the status.
    ServerFailed(u16),
    /// It asked to slow down (429).
    RateLimited,
    /// It refused the token (401).
    Unauthorized,
    /// It could not be reached.
    Unreachable(LinkProblem),
}

/// Why the server could not be reached, or a stream of it was lost or ended: worded by the pack
/// (by `link_problem` of the words); the `Display` of each is the same sentence in English, for logs and tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkProblem {
    /// The server's name is not known.
    #[error("the server's name is not known (no network?)")]
    UnknownHost,
    /// The connection could not be made.
    #[error("the connection failed")]
    ConnectionFailed,
    /// No answer in time.
    #[error("it did not answer in time")]
    TimedOut,
    /// A stream said nothing, not even a keep-alive, for too long.
    #[error("the stream fell silent")]
    Silent,
    /// The exchange with the server broke off (an answer that is not HTTP, a redirection refused).
    #[error("the exchange with the server failed")]
    Exchange,
    /// The system's error on the connection.
    #[error("{0}")]
    System(SystemError),
    /// The server ended the account's event stream.
    #[error("the server ended the stream")]
    Ended,
    /// The server ended the game's stream.
    #[error("the server ended the game's stream")]
    GameEnded,
    /// The stream was lost with nothing said (the loop's input ended).
    #[error("the stream was lost")]
    Lost,
    /// No thread could be started to read the stream.
    #[error("no thread to read the stream: {0}")]
    NoThread(SystemError),
}

/// What comes from the server into the event loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerInput {
    /// A line of the game's stream.
    Line(GameLine),
    /// A keep-alive of the game's stream (an empty line): the stream is still open.
    KeepAlive,
    /// A line of the game's stream that cannot be read, with the reason.
    Unreadable(LineError),
    /// The game's stream was lost or ended, with the reason; the game asks for it again.
    Lost(LinkProblem),
    /// A line of the account's event stream, read while a game is awaited (a game's start, a challenge declined).
    Event(Box<EventLine>),
    /// A request was answered.
    Answered {
        /// The request.
        request: ServerRequest,
        /// Done, or why not.
        outcome: Result<(), RequestProblem>,
    },
}

/// Where the online game sends its requests: the runtime's client, which answers each as a [`ServerInput`] later.
pub trait ServerLink {
    /// Sends `request` (without waiting for its answer).
    fn send(&mut self, request: ServerRequest);
}
