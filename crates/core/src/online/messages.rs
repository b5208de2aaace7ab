//! The lines of the Board API's two streams, as the lichess API's schemas describe them: a game's stream
//! (`gameFull` first, then `gameState`, `chatLine`, `opponentGone`) and the account's event stream (`gameStart`,
//! `gameFinish`, `challenge`, `challengeCanceled`, `challengeDeclined`). Fields tactus does not use are ignored, and a
//! line of a type it does not know is read as `Other`, so that a server that says more breaks nothing.

use serde::{Deserialize, Serialize};

/// One line of a game's stream.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum GameLine {
    /// The whole game: the first line of the stream, and again after a reconnection.
    GameFull(Box<GameFull>),
    /// The game's state after a move, an offer or a clock change.
    GameState(ServerState),
    /// A message in the game's chat.
    ChatLine(ChatLine),
    /// The opponent left the game, or came back.
    OpponentGone(OpponentGone),
    /// A line of a type tactus does not know.
    #[serde(other)]
    Other,
}

/// The whole game as the server knows it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameFull {
    /// The game's id.
    pub id: String,
    /// White.
    pub white: Player,
    /// Black.
    pub black: Player,
    /// The time control (a real-time game); none for correspondence.
    #[serde(default)]
    pub clock: Option<ClockSpec>,
    /// The days per move of a correspondence game.
    #[serde(default)]
    pub days_per_turn: Option<u32>,
    /// The speed's name (`blitz`, `rapid`, `classical`, `correspondence` …).
    #[serde(default)]
    pub speed: Option<String>,
    /// Whether the game is rated.
    #[serde(default)]
    pub rated: bool,
    /// The start position: `startpos` or a FEN.
    #[serde(default = "startpos")]
    pub initial_fen: String,
    /// The game's state now.
    pub state: ServerState,
}

fn startpos() -> String {
    "startpos".to_string()
}

/// A player of a game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    /// The account's id (none for lichess' computer).
    #[serde(default)]
    pub id: Option<String>,
    /// The account's name as written.
    #[serde(default)]
    pub name: Option<String>,
    /// A title (`GM`, `BOT` …).
    #[serde(default)]
    pub title: Option<String>,
    /// The rating.
    #[serde(default)]
    pub rating: Option<u32>,
    /// The level of lichess' computer, when it plays this side.
    #[serde(default)]
    pub ai_level: Option<u8>,
}

/// A real-time game's time control, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct ClockSpec {
    /// The time each player starts with.
    pub initial: u64,
    /// The time added after each move.
    pub increment: u64,
}

/// The game's state: every move so far, the clocks, the status and the offers standing.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct ServerState {
    /// Every move so far, in UCI, separated by spaces (castling may be written king to rook).
    #[serde(default)]
    pub moves: String,
    /// White's time left, in milliseconds.
    #[serde(default)]
    pub wtime: u64,
    /// Black's time left, in milliseconds.
    #[serde(default)]
    pub btime: u64,
    /// White's increment, in milliseconds.
    #[serde(default)]
    pub winc: u64,
    /// Black's increment, in milliseconds.
    #[serde(default)]
    pub binc: u64,
    /// Where the game stands.
    pub status: Status,
    /// The winner, `white` or `black`, when the game was won.
    #[serde(default)]
    pub winner: Option<String>,
    /// White offers a draw.
    #[serde(default)]
    pub wdraw: bool,
    /// Black offers a draw.
    #[serde(default)]
    pub bdraw: bool,
    /// White proposes a takeback.
    #[serde(default)]
    pub wtakeback: bool,
    /// Black proposes a takeback.
    #[serde(default)]
    pub btakeback: bool,
    /// The deadline of a first move, while one of the players has not made theirs (else the game is aborted).
    #[serde(default)]
    pub expiration: Option<Expiration>,
}

/// The deadline of a player's first move: how long the player to move has been idle, and how long they may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Expiration {
    /// How long the player to move has been idle, in milliseconds.
    pub idle_millis: u64,
    /// How long they may be idle before the game is aborted, in milliseconds.
    pub millis_to_move: u64,
}

impl Expiration {
    /// The time left to make the move, in milliseconds.
    #[must_use]
    pub fn left_ms(&self) -> u64 {
        self.millis_to_move.saturating_sub(self.idle_millis)
    }
}

/// A game's status, by its name in the API (`GameStatusName`); the journal writes it by the same name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Status {
    /// Created, not started.
    Created,
    /// Under way.
    Started,
    /// Aborted before both players had moved.
    Aborted,
    /// Checkmate.
    Mate,
    /// A player resigned.
    Resign,
    /// Stalemate.
    Stalemate,
    /// A player left and the other claimed the win (or the draw).
    Timeout,
    /// Drawn (agreed, repetition, fifty moves, insufficient material …).
    Draw,
    /// A flag fell.
    #[serde(rename = "outoftime")]
    OutOfTime,
    /// A player was found cheating.
    Cheat,
    /// A player did not make the first move in time.
    NoStart,
    /// Ended in a way the server does not say.
    UnknownFinish,
    /// A draw claimed for insufficient material.
    InsufficientMaterialClaim,
    /// A variant's own ending.
    VariantEnd,
    /// A status tactus does not know.
    #[serde(other)]
    Other,
}

impl Status {
    /// Whether the game goes on.
    #[must_use]
    pub fn is_playing(self) -> bool {
        matches!(self, Status::Created | Status::Started)
    }

    /// The name the API gives it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Status::Created => "created",
            Status::Started => "started",
            Status::Aborted => "aborted",
            Status::Mate => "mate",
            Status::Resign => "resign",
            Status::Stalemate => "stalemate",
            Status::Timeout => "timeout",
            Status::Draw => "draw",
            Status::OutOfTime => "outoftime",
            Status::Cheat => "cheat",
            Status::NoStart => "noStart",
            Status::UnknownFinish => "unknownFinish",
            Status::InsufficientMaterialClaim => "insufficientMaterialClaim",
            Status::VariantEnd => "variantEnd",
            Status::Other => "other",
        }
    }
}

/// A message in the game's chat.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct ChatLine {
    /// `player` or `spectator`.
    pub room: String,
    /// Who wrote it (`lichess` for the server's own messages).
    pub username: String,
    /// What was written.
    pub text: String,
}

/// The opponent left the game or came back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OpponentGone {
    /// Gone (true) or back (false).
    pub gone: bool,
    /// In how many seconds the win may be claimed (none once it may be).
    #[serde(default)]
    pub claim_win_in_seconds: Option<u64>,
}

/// One line of the account's event stream.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum EventLine {
    /// A game started (or is under way when the stream opens).
    GameStart {
        /// The game.
        game: EventGame,
    },
    /// A game ended.
    GameFinish {
        /// The game.
        game: EventGame,
    },
    /// A challenge came in or was sent.
    Challenge {
        /// The challenge.
        challenge: Challenge,
    },
    /// A challenge was withdrawn.
    ChallengeCanceled {
        /// The challenge.
        challenge: Challenge,
    },
    /// A challenge was declined.
    ChallengeDeclined {
        /// The challenge.
        challenge: Challenge,
    },
    /// A line of a type tactus does not know.
    #[serde(other)]
    Other,
}

/// A game as the event stream names it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EventGame {
    /// The game's id.
    pub game_id: String,
    /// The account's side, `white` or `black`.
    #[serde(default)]
    pub color: Option<String>,
    /// The opponent.
    #[serde(default)]
    pub opponent: Option<User>,
    /// Whether it is the account's move.
    #[serde(default)]
    pub is_my_turn: Option<bool>,
    /// The speed's name (`blitz`, `rapid`, `classical`, `correspondence` …).
    #[serde(default)]
    pub speed: Option<String>,
    /// Whether the game can be played through the Board API (`compat.board`); unknown when absent.
    #[serde(default)]
    pub compat: Option<Compat>,
}

/// Through which APIs a game can be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct Compat {
    /// Through the Board API.
    #[serde(default)]
    pub board: bool,
}

/// An account as a challenge or a game names it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct User {
    /// The account's id.
    #[serde(default)]
    pub id: Option<String>,
    /// The name as written (`name` in a challenge, `username` in a game).
    #[serde(default, alias = "username")]
    pub name: Option<String>,
    /// The rating.
    #[serde(default)]
    pub rating: Option<u32>,
    /// The level of lichess' computer.
    #[serde(default)]
    pub ai: Option<u8>,
}

/// A challenge.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Challenge {
    /// The challenge's id (the game's, once accepted).
    pub id: String,
    /// Who challenges.
    #[serde(default)]
    pub challenger: Option<User>,
    /// Who is challenged.
    #[serde(default)]
    pub dest_user: Option<User>,
    /// Whether the game would be rated.
    #[serde(default)]
    pub rated: bool,
    /// The challenger's side: `white`, `black` or `random`.
    #[serde(default)]
    pub color: Option<String>,
    /// The time control.
    #[serde(default)]
    pub time_control: Option<TimeControlSpec>,
    /// The speed's name.
    #[serde(default)]
    pub speed: Option<String>,
}

/// A challenge's time control.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct TimeControlSpec {
    /// `clock`, `correspondence` or `unlimited`.
    #[serde(rename = "type")]
    pub kind: String,
    /// The time each player starts with, in seconds (a clock).
    #[serde(default)]
    pub limit: Option<u64>,
    /// The increment, in seconds (a clock).
    #[serde(default)]
    pub increment: Option<u64>,
    /// The days per move (correspondence).
    #[serde(rename = "daysPerTurn", default)]
    pub days_per_turn: Option<u32>,
}

/// A line that is not what the API sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the server sent a line tactus cannot read ({reason})")]
pub struct LineError {
    /// What is wrong with it.
    pub reason: LineProblem,
}

/// What is wrong with a line of a stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineProblem {
    /// It is not JSON, or ends within it.
    #[error("it is not JSON")]
    NotJson,
    /// It is JSON, but not of the shape the API sends.
    #[error("it is not what the API sends")]
    NotTheApi,
}

impl From<serde_json::Error> for LineError {
    fn from(error: serde_json::Error) -> LineError {
        let reason = match error.classify() {
            serde_json::error::Category::Data => LineProblem::NotTheApi,
            _ => LineProblem::NotJson,
        };
        LineError { reason }
    }
}

/// A line of a game's stream, read.
///
/// # Errors
/// The line is not JSON, or not the shape of a game's line.
pub fn game_line(text: &str) -> Result<GameLine, LineError> {
    Ok(serde_json::from_str(text)?)
}

/// A line of the event stream, read.
///
/// # Errors
/// The line is not JSON, or not the shape of an event.
pub fn event_line(text: &str) -> Result<EventLine, LineError> {
    Ok(serde_json::from_str(text)?)
}

#[cfg(test)]
mod tests;
