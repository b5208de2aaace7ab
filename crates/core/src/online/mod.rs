//! Online play through the lichess Board API, as data: the NDJSON lines the server streams, read from bytes in any
//! split (`lines.rs`), parsed (`messages.rs`), the server's list of moves matched against the game as it stands
//! (`reconcile.rs`), every end of game the server reports turned into a result with its reason (`ending.rs`), and
//! the requests and answers that pass between the game and the runtime's client (`link.rs`); and the lobby, what
//! happens before a game is played (`lobby`: the time control, the event stream awaited, the games and challenges
//! chosen, the game's setup); what `analyse` opens from lichess (`source.rs`) and a user's games listed
//! (`user_games.rs`).
//! Nothing here opens a connection: the runtime's client reads and writes the bytes.

mod broadcast_input;
mod control;
mod ending;
mod lines;
mod link;
pub(crate) mod lobby;
mod messages;
mod reconcile;
mod source;
mod user_games;

pub use broadcast_input::BroadcastInput;
pub use control::OnlineControl;
pub(crate) use ending::{ending, ServerEnding};
pub use lines::{Heard, LineSplitter, MAX_LINE};
pub use link::{LinkProblem, RequestProblem, ServerInput, ServerLink, ServerRequest, SILENCE_MS};
pub(crate) use link::{CHAT_MAX_CHARS, RATE_LIMIT_WAIT_MS};
pub use messages::{event_line, game_line, EventGame, GameFull, GameLine, LineError, Player};
pub(crate) use messages::{
    Challenge, ChatLine, EventLine, LineProblem, OpponentGone, ServerState, Status,
};
pub(crate) use reconcile::{reconcile, server_uci, Reconciled};
pub use source::LichessSource;
pub use user_games::{UserGame, UserResult};
