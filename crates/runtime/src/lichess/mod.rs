//! The lichess Board API in the world (the `online` feature): the token kept on disk, and a blocking HTTP client
//! (ureq with rustls) whose streams are read line by line. What the lines mean is the core's (`tactus_core::online`).

mod client;
mod token;

pub use client::{Client, RequestError, Stream, LICHESS};
pub use token::{find_token, read_token, Token, TokenError, TokenFile, TOKEN_VARIABLE};
