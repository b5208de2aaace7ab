//! The account the token is for: the client of a server with the token kept or given in the environment, checked
//! with the server (`GET /api/account`); and the token kept or forgotten.

use std::{sync::Arc, time::Duration};

use serde::Deserialize;

use super::LobbyError;
use crate::lichess::{check_address, find_token, read_token, Client, Token, TokenFile};

/// How long the event stream may stay silent before it is given up: three of the server's keep-alive periods (7 s
/// on the event stream). A game's stream is watched on the game's own time instead (`tactus_core::SILENCE_MS`).
const SILENCE: Duration = Duration::from_secs(21);

/// The account, as `GET /api/account` gives it.
#[derive(Clone, Debug, Deserialize)]
pub struct Account {
    /// The account's id.
    pub id: String,
    /// The name as written.
    pub username: String,
}

/// Whether the token may be sent to `server`.
///
/// # Errors
/// [`LobbyError::Address`]: not an HTTP address, or plain HTTP to another machine.
pub(crate) fn checked_server(server: &str) -> Result<(), LobbyError> {
    check_address(server).map_err(|error| LobbyError::Address {
        server: server.to_string(),
        error,
    })
}

/// The client of `server` with the token kept or given in the environment, and the account it is.
///
/// # Errors
/// The address refused, no token, the token refused, no network.
pub(crate) fn connect(server: &str) -> Result<(Arc<Client>, Account), LobbyError> {
    checked_server(server)?;
    let token = find_token(TokenFile::in_config_folder().as_ref())?;
    check(server, token)
}

/// The client of `server` with `token`, checked with the server, and the account it is.
///
/// # Errors
/// The token refused, no network.
pub(crate) fn check(server: &str, token: Token) -> Result<(Arc<Client>, Account), LobbyError> {
    let client = Client::new(server, token, SILENCE);
    let account: Account = client.get_json("/api/account")?;
    Ok((Arc::new(client), account))
}

/// Where a token is made on `server`, with the scopes tactus needs.
#[must_use]
pub(crate) fn token_page(server: &str) -> String {
    format!(
        "{}/account/oauth/token/create?scopes[]=board:play&scopes[]=challenge:read&scopes[]=challenge:write&scopes[]=study:read&description=tactus",
        server.trim_end_matches('/')
    )
}

/// `text` read as a token, checked with `server`, and kept: the account it is.
///
/// # Errors
/// Not a token, no place to keep it, refused, no network, a file that cannot be written.
pub(crate) fn log_in(server: &str, text: &str) -> Result<Account, LobbyError> {
    let token = read_token(text)?;
    let file = TokenFile::in_config_folder().ok_or(crate::lichess::TokenError::Missing)?;
    let (_, account) = check(server, token.clone())?;
    file.save(&token)?;
    Ok(account)
}

/// The kept token forgotten: whether there was one.
///
/// # Errors
/// A file that cannot be removed.
pub(crate) fn log_out() -> Result<bool, LobbyError> {
    match TokenFile::in_config_folder() {
        Some(file) => Ok(file.remove()?),
        None => Ok(false),
    }
}
