//! Why an online game does not start, or the account cannot be reached, worded in the pack's language when told.

use tactus_core::{
    online::lobby::LobbyRefusal,
    voice::{PhraseKey, VoicePack},
};

use crate::lichess::{AddressError, RequestError, TokenError};

/// Why the lobby gives up.
#[derive(Debug)]
pub enum LobbyError {
    /// A request failed.
    Request(RequestError),
    /// The token is missing, malformed, or its file cannot be read or written.
    Token(TokenError),
    /// The token is not sent to `server`.
    Address {
        /// The server as given.
        server: String,
        /// Why not.
        error: AddressError,
    },
    /// The lobby refused the start (a control, a challenge, a game chosen).
    Refused(LobbyRefusal),
    /// The event stream was lost for good after `tries` tries.
    EventStream {
        /// The tries made.
        tries: u32,
        /// The last reason, as the client gave it.
        reason: String,
    },
    /// The game's stream began with something else than the game.
    Unreadable(String),
}

impl From<RequestError> for LobbyError {
    fn from(error: RequestError) -> Self {
        LobbyError::Request(error)
    }
}

impl From<TokenError> for LobbyError {
    fn from(error: TokenError) -> Self {
        LobbyError::Token(error)
    }
}

impl From<LobbyRefusal> for LobbyError {
    fn from(refusal: LobbyRefusal) -> Self {
        LobbyError::Refused(refusal)
    }
}

impl LobbyError {
    /// The error in `pack`'s words (never the token itself).
    #[must_use]
    pub fn worded(&self, pack: &VoicePack) -> String {
        match self {
            LobbyError::Request(error) => request_worded(pack, error),
            LobbyError::Token(error) => match error {
                TokenError::Empty | TokenError::Missing => {
                    pack.phrase(PhraseKey::ErrorNoToken, &[])
                }
                TokenError::Malformed => pack.phrase(PhraseKey::ErrorBadToken, &[]),
                TokenError::File { .. } => pack.phrase(
                    PhraseKey::ErrorTokenFile,
                    &[("problem", &error.to_string())],
                ),
            },
            LobbyError::Address { server, error } => match error {
                AddressError::NotHttp => {
                    pack.phrase(PhraseKey::ErrorServerAddress, &[("server", server)])
                }
                AddressError::PlainHttp { host } => {
                    pack.phrase(PhraseKey::ErrorPlainHttp, &[("host", host)])
                }
            },
            LobbyError::Refused(refusal) => refusal.worded(pack),
            LobbyError::EventStream { tries, reason } => pack.phrase(
                PhraseKey::ErrorEventStream,
                &[("tries", &tries.to_string()), ("reason", reason)],
            ),
            LobbyError::Unreadable(reason) => {
                pack.phrase(PhraseKey::ErrorServer, &[("reason", reason)])
            }
        }
    }
}

/// A request's failure in the pack's words.
fn request_worded(pack: &VoicePack, error: &RequestError) -> String {
    match error {
        RequestError::Unauthorized => pack.phrase(PhraseKey::ErrorUnauthorized, &[]),
        RequestError::RateLimited => pack.phrase(PhraseKey::ErrorRateLimited, &[("seconds", "60")]),
        RequestError::Refused { message, .. } => {
            pack.phrase(PhraseKey::ErrorServer, &[("reason", message)])
        }
        RequestError::Server(_) => {
            pack.phrase(PhraseKey::ErrorServer, &[("reason", &error.to_string())])
        }
        RequestError::Unreachable(reason) => {
            pack.phrase(PhraseKey::ErrorUnreachable, &[("reason", reason)])
        }
    }
}
