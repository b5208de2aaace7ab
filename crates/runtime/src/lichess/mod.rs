//! The lichess Board API in the world (the `online` feature): the token kept on disk, and a blocking HTTP client
//! (ureq with rustls) whose streams are read line by line, and an online game's link: its requests and its stream
//! each on a thread of their own, answering into the event loop (a stream opened again supersedes the one before).
//! What the user asks for outside a game (`exports`: a study, a game, a round as PGN; a user's games).
//! The lobby (`lobby`): the account, the requests that start a game and the wait for it. What the lines mean is the
//! core's (`tactus_core::online`).

mod address;
mod broadcast;
mod client;
mod exports;
mod game_link;
mod game_stream;
pub(crate) mod lobby;
mod token;

pub use address::server;
pub(crate) use address::{check_address, AddressError};
pub use broadcast::{
    chosen_round, follow_round, live_rounds, round_id, BroadcastRound, FollowError,
};
pub(crate) use client::{Client, RequestError, Stream};
pub(crate) use exports::fetch_pgn;
pub use exports::user_games;
pub(crate) use game_link::{stream_path, GameLink};
pub(crate) use token::{find_token, read_token, Token, TokenError, TokenFile, TOKEN_VARIABLE};
