//! The lobby in the world: the account reached with the token (`account.rs`), the requests that start a game and
//! the wait for its start (`start.rs`), run on the event loop as `tactus_core::lobby_session` with the account's
//! event stream read into it and opened again when asked (`events.rs`) and its notices on standard error
//! (`told.rs`); the games in progress listed (`games.rs`), the game's setup from the first line of its stream
//! (`setup.rs`); why it gives up, in the pack's words (`error.rs`). What the answers and lines mean, and the
//! choices, are the core's (`tactus_core::online::lobby`).

mod account;
mod error;
mod events;
mod games;
mod setup;
mod start;
mod told;

pub(crate) use account::{checked_server, connect, log_in, log_out, token_page};
pub(crate) use error::{request_worded, LobbyError};
pub(crate) use setup::game_setup;
pub use setup::Seating;
pub use start::{start, Asked, Started};
