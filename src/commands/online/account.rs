//! The lichess token, and the server spoken to with it: `login` checks a token with the server and keeps it, `logout`
//! forgets it, and every failure is worded in the voice pack's language.

use std::{process::ExitCode, sync::Arc, time::Duration};

use serde::Deserialize;
use tactus_core::voice::{PhraseKey, VoicePack};
use tactus_runtime::lichess::{
    check_address, find_token, read_token, AddressError, Client, RequestError, Token, TokenError,
    TokenFile, TOKEN_VARIABLE,
};

use crate::{cli::online::ServerArgs, commands::Failure};

/// How long the event stream may stay silent before it is given up: three of the server's keep-alive periods (7 s
/// on the event stream). A game's stream is watched on the game's own time instead (`tactus_core::online::SILENCE_MS`).
pub(super) const SILENCE: Duration = Duration::from_secs(21);

/// The account, as `GET /api/account` gives it.
#[derive(Deserialize)]
pub(super) struct Account {
    pub id: String,
    pub username: String,
}

/// A failure in the pack's words.
pub(super) fn fail(pack: &VoicePack, key: PhraseKey, values: &[(&str, &str)]) -> Failure {
    Failure::Message(pack.phrase(key, values))
}

/// A request's failure in the pack's words.
pub(super) fn request_failed(pack: &VoicePack, error: &RequestError) -> Failure {
    match error {
        RequestError::Unauthorized => fail(pack, PhraseKey::ErrorUnauthorized, &[]),
        RequestError::RateLimited => fail(pack, PhraseKey::ErrorRateLimited, &[("seconds", "60")]),
        RequestError::Refused { message, .. } => {
            fail(pack, PhraseKey::ErrorServer, &[("reason", message)])
        }
        RequestError::Server(_) => fail(
            pack,
            PhraseKey::ErrorServer,
            &[("reason", &error.to_string())],
        ),
        RequestError::Unreachable(reason) => {
            fail(pack, PhraseKey::ErrorUnreachable, &[("reason", reason)])
        }
    }
}

/// A token's problem in the pack's words (never the token itself).
fn token_failed(pack: &VoicePack, error: &TokenError) -> Failure {
    match error {
        TokenError::Empty | TokenError::Missing => fail(pack, PhraseKey::ErrorNoToken, &[]),
        TokenError::Malformed => fail(pack, PhraseKey::ErrorBadToken, &[]),
        TokenError::File { .. } => fail(
            pack,
            PhraseKey::ErrorTokenFile,
            &[("problem", &error.to_string())],
        ),
    }
}

/// Why the token is not sent to `server`, in the pack's words.
fn address_refused(pack: &VoicePack, server: &str, error: &AddressError) -> Failure {
    match error {
        AddressError::NotHttp => fail(pack, PhraseKey::ErrorServerAddress, &[("server", server)]),
        AddressError::PlainHttp { host } => {
            fail(pack, PhraseKey::ErrorPlainHttp, &[("host", host)])
        }
    }
}

/// The client of `server` with the token kept or given in the environment, and the account it is.
pub(super) fn connect(pack: &VoicePack, server: &str) -> Result<(Arc<Client>, Account), Failure> {
    check_address(server).map_err(|e| address_refused(pack, server, &e))?;
    let token =
        find_token(TokenFile::in_config_folder().as_ref()).map_err(|e| token_failed(pack, &e))?;
    check(pack, server, token)
}

fn check(pack: &VoicePack, server: &str, token: Token) -> Result<(Arc<Client>, Account), Failure> {
    let client = Client::new(server, token, SILENCE);
    let account: Account = client
        .get_json("/api/account")
        .map_err(|e| request_failed(pack, &e))?;
    Ok((Arc::new(client), account))
}

/// `tactus online login`: the token from the environment or the first line typed, checked with the server, kept.
///
/// # Errors
/// No token, one that is not a token, one the server refuses, no network, a file that cannot be written.
pub(super) fn login(args: &ServerArgs) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::voices::load(&args.voice)?;
    let server = crate::cli::online::server(args.server.as_deref());
    check_address(&server).map_err(|e| address_refused(&pack, &server, &e))?;
    let text = match std::env::var(TOKEN_VARIABLE) {
        Ok(text) if !text.trim().is_empty() => text,
        _ => {
            let url = format!(
                "{}/account/oauth/token/create?scopes[]=board:play&scopes[]=challenge:read&scopes[]=challenge:write&description=tactus",
                server.trim_end_matches('/')
            );
            eprintln!(
                "{}",
                pack.phrase(PhraseKey::OnlineTokenHowto, &[("url", &url)])
            );
            // Typed at a terminal, the token is not shown (so never brailled or echoed by a screen reader).
            tactus_devices::terminal::read_hidden_line()
                .map_err(|e| Failure::Message(e.to_string()))?
        }
    };
    let token = read_token(&text).map_err(|e| token_failed(&pack, &e))?;
    let file =
        TokenFile::in_config_folder().ok_or_else(|| token_failed(&pack, &TokenError::Missing))?;
    let (_, account) = check(&pack, &server, token.clone())?;
    file.save(&token).map_err(|e| token_failed(&pack, &e))?;
    println!(
        "{}",
        pack.phrase(PhraseKey::OnlineLoggedIn, &[("name", &account.username)])
    );
    Ok(ExitCode::SUCCESS)
}

/// `tactus online logout`: the kept token forgotten.
///
/// # Errors
/// A file that cannot be removed.
pub(super) fn logout(args: &ServerArgs) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::voices::load(&args.voice)?;
    let Some(file) = TokenFile::in_config_folder() else {
        println!("{}", pack.phrase(PhraseKey::OnlineNoTokenKept, &[]));
        return Ok(ExitCode::SUCCESS);
    };
    let removed = file.remove().map_err(|e| token_failed(&pack, &e))?;
    let key = if removed {
        PhraseKey::OnlineLoggedOut
    } else {
        PhraseKey::OnlineNoTokenKept
    };
    println!("{}", pack.phrase(key, &[]));
    Ok(ExitCode::SUCCESS)
}
