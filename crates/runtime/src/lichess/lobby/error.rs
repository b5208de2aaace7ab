//! Why an online game does not start, or the account cannot be reached, worded in the pack's language when told.

use tactus_core::{LineError, LobbyRefusal, PhraseKey, RequestProblem, StreamLoss, VoicePack};

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
        /// How it was last lost.
        last: StreamLoss,
    },
    /// The game's stream began with something else than the game.
    Unreadable(LineError),
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
                TokenError::File { path, source } => pack.phrase(
                    PhraseKey::ErrorTokenFile,
                    &[(
                        "problem",
                        &pack.phrase(
                            PhraseKey::TokenFileProblem,
                            &[
                                ("path", &path.display().to_string()),
                                (
                                    "reason",
                                    tactus_core::system_error(pack, source.into()).as_text(),
                                ),
                            ],
                        ),
                    )],
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
            LobbyError::EventStream { tries, last } => pack.phrase(
                PhraseKey::ErrorEventStream,
                &[
                    ("tries", &tries.to_string()),
                    ("reason", &loss_worded(pack, last)),
                ],
            ),
            LobbyError::Unreadable(error) => pack.phrase(
                PhraseKey::ErrorServer,
                &[("reason", tactus_core::line_error(pack, *error).as_text())],
            ),
        }
    }
}

/// A request's failure in the pack's words.
pub(crate) fn request_worded(pack: &VoicePack, error: &RequestError) -> String {
    match error {
        RequestError::Unauthorized => pack.phrase(PhraseKey::ErrorUnauthorized, &[]),
        RequestError::RateLimited => pack.phrase(PhraseKey::ErrorRateLimited, &[("seconds", "60")]),
        RequestError::Refused { message, .. } => {
            pack.phrase(PhraseKey::ErrorServer, &[("reason", message)])
        }
        RequestError::Server(status) => pack.phrase(
            PhraseKey::ErrorServer,
            &[(
                "reason",
                tactus_core::server_failed(pack, *status).as_text(),
            )],
        ),
        RequestError::Unreachable(problem) => pack.phrase(
            PhraseKey::ErrorUnreachable,
            &[(
                "reason",
                tactus_core::link_problem(pack, *problem).as_text(),
            )],
        ),
    }
}

/// How the event stream was last lost, in the pack's words: the stream's end or the connection's problem as it is,
/// a refusal with the server's reason.
fn loss_worded(pack: &VoicePack, last: &StreamLoss) -> String {
    match last {
        StreamLoss::Ended(problem) | StreamLoss::Failed(RequestProblem::Unreachable(problem)) => {
            tactus_core::link_problem(pack, *problem).to_string()
        }
        StreamLoss::Failed(RequestProblem::Refused(reason)) => reason.clone(),
        StreamLoss::Failed(RequestProblem::ServerFailed(status)) => {
            tactus_core::server_failed(pack, *status).to_string()
        }
        StreamLoss::Failed(RequestProblem::RateLimited | RequestProblem::Unauthorized) => {
            request_worded(pack, &RequestError::RateLimited)
        }
    }
}
