//! `tactus online login` and `logout`: the token from the environment or asked for, checked with the server and
//! kept; or the kept token forgotten. Each ends with what is said, in the voice pack's words.

use std::io;

use tactus_core::{PhraseKey, VoicePack};

use crate::{
    lichess::{lobby, TOKEN_VARIABLE},
    Worded,
};

/// Logs in to `server` with the token of the environment, else the one `ask` reads after the sentence saying where
/// to make one; what to say once it is kept.
///
/// # Errors
/// The server's address refused, the token not read, refused or not kept; in `pack`'s words.
pub fn log_in(
    server: &str,
    pack: &VoicePack,
    ask: impl FnOnce(&str) -> io::Result<String>,
) -> Result<String, Worded> {
    let worded = |e: lobby::LobbyError| Worded(e.worded(pack));
    lobby::checked_server(server).map_err(worded)?;
    let text = match std::env::var(TOKEN_VARIABLE) {
        Ok(text) if !text.trim().is_empty() => text,
        _ => {
            let url = lobby::token_page(server);
            let howto = pack.phrase(PhraseKey::OnlineTokenHowto, &[("url", &url)]);
            ask(&howto)
                .map_err(|e| Worded(tactus_core::system_error(pack, (&e).into()).to_string()))?
        }
    };
    let account = lobby::log_in(server, &text).map_err(worded)?;
    Ok(pack.phrase(PhraseKey::OnlineLoggedIn, &[("name", &account.username)]))
}

/// Forgets the kept token; what to say: that it was forgotten, or that none was kept.
///
/// # Errors
/// The token's file cannot be removed; in `pack`'s words.
pub fn log_out(pack: &VoicePack) -> Result<String, Worded> {
    let removed = lobby::log_out().map_err(|e| Worded(e.worded(pack)))?;
    let key = if removed {
        PhraseKey::OnlineLoggedOut
    } else {
        PhraseKey::OnlineNoTokenKept
    };
    Ok(pack.phrase(key, &[]))
}
