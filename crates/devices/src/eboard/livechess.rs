//! DGT LiveChess 2's WebSocket API, as JSON text: the calls tactus makes (`eboards`, `subscribe` to a board's
//! `eboardevent` feed) and what LiveChess answers (the list of boards, each with its serial number, state and FEN
//! placement; the feed, which carries the whole placement at every change). The feed's `san` (LiveChess's own reading
//! of moves) is ignored: the placement is read like any board's.

use serde::Deserialize;
#[cfg(any(feature = "eboard", test))]
use serde_json::json;
use serde_json::Value;
use tactus_core::Placement;

/// The call listing the boards LiveChess serves, as text to send.
#[cfg(any(feature = "eboard", test))]
#[must_use]
pub(crate) fn eboards_call(id: u64) -> String {
    json!({ "id": id, "call": "eboards" }).to_string()
}

/// The call subscribing to the board `serialnr`'s events, delivered as feeds with the id `feed`.
#[cfg(any(feature = "eboard", test))]
#[must_use]
pub(crate) fn subscribe_call(id: u64, feed: u64, serialnr: &str) -> String {
    json!({
        "id": id,
        "call": "subscribe",
        "param": { "feed": "eboardevent", "id": feed, "param": { "serialnr": serialnr } }
    })
    .to_string()
}

/// One board LiveChess serves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EBoard {
    /// Its serial number.
    pub serialnr: String,
    /// Its state as LiveChess says it (`ACTIVE`, `INACTIVE`, `NOTRESPONDING`, `DELAYED`).
    pub state: String,
    /// Its placement, if LiveChess gave one that reads.
    pub placement: Option<Placement>,
    /// Whether LiveChess shows it turned round.
    pub flipped: bool,
}

impl EBoard {
    /// Whether the board answers LiveChess (`ACTIVE` or `INACTIVE`); any other state is a board not answering.
    #[must_use]
    pub fn answers(&self) -> bool {
        matches!(self.state.as_str(), "ACTIVE" | "INACTIVE")
    }
}

/// The board to read among `boards`: the one with the serial number asked for, else the first.
#[must_use]
pub fn pick<'a>(boards: &'a [EBoard], serialnr: Option<&str>) -> Option<&'a EBoard> {
    match serialnr {
        Some(wanted) => boards.iter().find(|board| board.serialnr == wanted),
        None => boards.first(),
    }
}

/// What LiveChess sent, as far as tactus reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveChessMessage {
    /// The answer to an `eboards` call: the boards served.
    Boards {
        /// The call's id.
        id: u64,
        /// The boards.
        boards: Vec<EBoard>,
    },
    /// The answer to another call (a subscription taken).
    Answered {
        /// The call's id.
        id: u64,
    },
    /// A board's feed: its placement now.
    Feed {
        /// The board's serial number.
        serialnr: String,
        /// Its placement.
        placement: Placement,
    },
}

#[derive(Deserialize)]
struct Envelope {
    response: Option<String>,
    id: Option<u64>,
    #[serde(default)]
    param: Value,
}

#[derive(Deserialize)]
struct BoardFields {
    serialnr: Value,
    #[serde(default)]
    state: Option<String>,
    #[serde(default)]
    board: Option<String>,
    #[serde(default)]
    flipped: Option<bool>,
}

impl BoardFields {
    fn serialnr(&self) -> Option<String> {
        match &self.serialnr {
            Value::String(text) => Some(text.clone()),
            Value::Number(number) => Some(number.to_string()),
            _ => None,
        }
    }

    fn placement(&self) -> Option<Placement> {
        Placement::from_fen(self.board.as_deref()?)
    }
}

/// Reads one message LiveChess sent; `None` for one that is not JSON, not a response, or not understood.
#[must_use]
pub fn read(text: &str) -> Option<LiveChessMessage> {
    let envelope: Envelope = serde_json::from_str(text).ok()?;
    let id = envelope.id?;
    match envelope.response.as_deref()? {
        "call" => match envelope.param {
            Value::Array(entries) => Some(LiveChessMessage::Boards {
                id,
                boards: entries.into_iter().filter_map(board_of).collect(),
            }),
            _ => Some(LiveChessMessage::Answered { id }),
        },
        "feed" => {
            let fields: BoardFields = serde_json::from_value(envelope.param).ok()?;
            Some(LiveChessMessage::Feed {
                serialnr: fields.serialnr()?,
                placement: fields.placement()?,
            })
        }
        _ => None,
    }
}

fn board_of(entry: Value) -> Option<EBoard> {
    let fields: BoardFields = serde_json::from_value(entry).ok()?;
    Some(EBoard {
        serialnr: fields.serialnr()?,
        state: fields.state.clone().unwrap_or_default(),
        placement: fields.placement(),
        flipped: fields.flipped.unwrap_or(false),
    })
}

#[cfg(test)]
mod tests;
