//! The lichess client: one blocking request at a time (as lichess asks), streams read line by line on the caller's
//! thread with no limit on their length in time, only on their silence. Every failure is one [`RequestError`], worded
//! plainly and never carrying the token.

use std::{io::Read, time::Duration};

use tactus_core::{Heard, LineSplitter, LinkProblem, RequestProblem, SystemError, SILENCE_MS};
use ureq::{http::Response, Agent, Body};

use super::token::Token;

/// How long a request may take in all (not a stream).
const REQUEST_BUDGET: Duration = Duration::from_secs(30);

/// How long connecting may take.
const CONNECT_BUDGET: Duration = Duration::from_secs(10);

/// How long a game's stream may say nothing before its own reader gives it up: only a backstop, three times the
/// silence after which the game (on its own time, [`SILENCE_MS`]) opens a new stream, so that the reader of a stream
/// superseded so, which hears nothing more, ends in the end and such threads do not pile up.
const GAME_STREAM_BACKSTOP: Duration = Duration::from_millis(3 * SILENCE_MS);

/// Why a request did not do what it asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RequestError {
    /// 401: the token is wrong, revoked or lacks the `board:play` scope.
    #[error("lichess refused the token: it is wrong, revoked, or lacks the board:play scope")]
    Unauthorized,
    /// 429, whatever its body: wait at least a minute.
    #[error("lichess asks tactus to slow down: it waits a minute before asking again")]
    RateLimited,
    /// The server refused the request, with its reason.
    #[error("lichess refused: {message}")]
    Refused {
        /// The HTTP status.
        status: u16,
        /// The server's reason (its JSON `error`), else the status.
        message: String,
    },
    /// The server failed (5xx).
    #[error("lichess failed to answer (HTTP {0})")]
    Server(u16),
    /// No answer: no network, the server unreachable, or the connection lost.
    #[error("lichess cannot be reached: {0}")]
    Unreachable(LinkProblem),
}

/// A request's failure as the game and the lobby hear it.
impl From<RequestError> for RequestProblem {
    fn from(error: RequestError) -> RequestProblem {
        match error {
            RequestError::Unauthorized => RequestProblem::Unauthorized,
            RequestError::RateLimited => RequestProblem::RateLimited,
            RequestError::Refused { message, .. } => RequestProblem::Refused(message),
            RequestError::Server(status) => RequestProblem::ServerFailed(status),
            RequestError::Unreachable(problem) => RequestProblem::Unreachable(problem),
        }
    }
}

/// What a refusal says: the JSON `error` (or `message`) of its body, else its status.
fn refusal(status: u16, body: &str) -> RequestError {
    match status {
        401 => RequestError::Unauthorized,
        429 => RequestError::RateLimited,
        500..=599 => RequestError::Server(status),
        _ => {
            let reason = serde_json::from_str::<serde_json::Value>(body)
                .ok()
                .and_then(|json| {
                    let text = json.get("error").or_else(|| json.get("message"))?;
                    Some(
                        text.as_str()
                            .map_or_else(|| text.to_string(), str::to_string),
                    )
                });
            RequestError::Refused {
                status,
                message: reason.unwrap_or_else(|| format!("HTTP {status}")),
            }
        }
    }
}

/// A client of one server with one token.
pub struct Client {
    base: String,
    token: Option<Token>,
    requests: Agent,
    streams: Agent,
    game_streams: Agent,
    holds: Agent,
}

impl Client {
    /// A client of the server at `base` (`https://lichess.org`, or a test server); a stream that says nothing, not
    /// even its keep-alive, for `silence` is given up (and may be opened again), a game's stream only after a
    /// longer backstop ([`Client::open_game_stream`]).
    #[must_use]
    pub fn new(base: &str, token: Token, silence: Duration) -> Client {
        Client::with_token(base, Some(token), silence)
    }

    /// A client of the server at `base` that sends `token` when there is one (a public export needs none).
    #[must_use]
    pub fn with_token(base: &str, token: Option<Token>, silence: Duration) -> Client {
        let agent = |budget: Option<Duration>, silence: Option<Duration>| -> Agent {
            Agent::config_builder()
                .http_status_as_error(false)
                .user_agent(concat!("tactus/", env!("CARGO_PKG_VERSION")))
                .timeout_connect(Some(CONNECT_BUDGET))
                .timeout_global(budget)
                .timeout_per_read(silence)
                .build()
                .into()
        };
        Client {
            base: base.trim_end_matches('/').to_string(),
            token,
            requests: agent(Some(REQUEST_BUDGET), None),
            streams: agent(None, Some(silence)),
            game_streams: agent(None, Some(GAME_STREAM_BACKSTOP)),
            holds: agent(None, None),
        }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// `request` with the token, when there is one.
    fn authorized<B>(&self, request: ureq::RequestBuilder<B>) -> ureq::RequestBuilder<B> {
        match &self.token {
            Some(token) => request.header("Authorization", token.bearer()),
            None => request,
        }
    }

    /// A stream of bytes opened by a GET (a broadcast round's PGN), read as it comes, given up when it falls silent
    /// for the client's silence.
    ///
    /// # Errors
    /// The request failed or was refused.
    pub fn open_bytes(&self, path: &str) -> Result<Bytes, RequestError> {
        let response = self
            .authorized(self.streams.get(self.url(path)))
            .call()
            .map_err(unreachable)?;
        let status = response.status().as_u16();
        if status >= 300 {
            let body = response.into_body().read_to_string().unwrap_or_default();
            return Err(refusal(status, &body));
        }
        Ok(Bytes {
            body: Box::new(response.into_body().into_reader()),
        })
    }

    /// A GET answered with text of the kind `accept` (a PGN, NDJSON), read whole.
    ///
    /// # Errors
    /// The request failed or was refused.
    pub fn get_text(&self, path: &str, accept: &str) -> Result<String, RequestError> {
        let request = self.authorized(self.requests.get(self.url(path)));
        answered(request.header("Accept", accept).call())
    }

    /// A GET answered with JSON, read.
    ///
    /// # Errors
    /// The request failed, or its answer is not the JSON expected.
    pub fn get_json<T: serde::de::DeserializeOwned>(&self, path: &str) -> Result<T, RequestError> {
        let response = self
            .authorized(self.requests.get(self.url(path)))
            .header("Accept", "application/json")
            .call();
        let body = answered(response)?;
        serde_json::from_str(&body).map_err(|e| RequestError::Refused {
            status: 200,
            message: format!("an answer tactus cannot read ({e})"),
        })
    }

    /// A POST with `form` (none: an empty body); the answer's body.
    ///
    /// # Errors
    /// The request failed or was refused.
    pub fn post(&self, path: &str, form: &[(&str, &str)]) -> Result<String, RequestError> {
        let request = self.authorized(self.requests.post(self.url(path)));
        let response = if form.is_empty() {
            request.send_empty()
        } else {
            request.send_form(form.iter().copied())
        };
        answered(response)
    }

    /// A stream of NDJSON opened by a GET, given up when it falls silent (a game's stream, the event stream: both
    /// keep their connection alive with empty lines).
    ///
    /// # Errors
    /// The request failed or was refused.
    pub fn open_stream(&self, path: &str) -> Result<Stream, RequestError> {
        let request = self.authorized(self.streams.get(self.url(path)));
        stream(request.call())
    }

    /// A game's stream (`/api/board/game/stream/ID`), opened by a GET: its silence is the game's to judge on its own
    /// time, and this stream is given up by itself only after a much longer silence (a backstop).
    ///
    /// # Errors
    /// The request failed or was refused.
    pub fn open_game_stream(&self, path: &str) -> Result<Stream, RequestError> {
        let request = self.authorized(self.game_streams.get(self.url(path)));
        stream(request.call())
    }

    /// A stream opened by a POST with `form` and held open as long as it takes, however long it says nothing (a
    /// seek in the lobby, a challenge waiting for its answer).
    ///
    /// # Errors
    /// The request failed or was refused.
    pub fn hold(&self, path: &str, form: &[(&str, &str)]) -> Result<Stream, RequestError> {
        let request = self.authorized(self.holds.post(self.url(path)));
        stream(request.send_form(form.iter().copied()))
    }
}

/// The answer's body as a stream of lines, or why there is none.
fn stream(response: Result<Response<Body>, ureq::Error>) -> Result<Stream, RequestError> {
    let response = response.map_err(unreachable)?;
    let status = response.status().as_u16();
    if status >= 300 {
        let body = response.into_body().read_to_string().unwrap_or_default();
        return Err(refusal(status, &body));
    }
    Ok(Stream {
        body: Box::new(response.into_body().into_reader()),
        splitter: LineSplitter::new(),
        heard: std::collections::VecDeque::new(),
        ended: false,
    })
}

/// The body of a successful answer, or why there is none.
fn answered(response: Result<Response<Body>, ureq::Error>) -> Result<String, RequestError> {
    let response = response.map_err(unreachable)?;
    let status = response.status().as_u16();
    let body = response.into_body().read_to_string().map_err(unreachable)?;
    if status >= 300 {
        Err(refusal(status, &body))
    } else {
        Ok(body)
    }
}

fn unreachable(error: ureq::Error) -> RequestError {
    RequestError::Unreachable(match error {
        ureq::Error::HostNotFound => LinkProblem::UnknownHost,
        ureq::Error::ConnectionFailed => LinkProblem::ConnectionFailed,
        ureq::Error::Timeout(_) => LinkProblem::TimedOut,
        ureq::Error::Io(e) => LinkProblem::System(SystemError::from(&e)),
        _ => LinkProblem::Exchange,
    })
}

/// An open stream of bytes, read a piece at a time as they arrive.
pub struct Bytes {
    body: Box<dyn Read + Send>,
}

impl Bytes {
    /// The next piece, waiting for it; `None` once the server ended the stream.
    ///
    /// # Errors
    /// The connection was lost, or the stream was silent too long.
    pub fn next_piece(&mut self) -> Result<Option<Vec<u8>>, RequestError> {
        let mut buffer = [0u8; 8192];
        loop {
            match self.body.read(&mut buffer) {
                Ok(0) => return Ok(None),
                Ok(n) => return Ok(Some(buffer[..n].to_vec())),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => {
                    let problem = match e.kind() {
                        std::io::ErrorKind::TimedOut | std::io::ErrorKind::WouldBlock => {
                            LinkProblem::Silent
                        }
                        _ => LinkProblem::System(SystemError::from(&e)),
                    };
                    return Err(RequestError::Unreachable(problem));
                }
            }
        }
    }
}

/// An open stream of NDJSON, read a line at a time.
pub struct Stream {
    body: Box<dyn Read + Send>,
    splitter: LineSplitter,
    heard: std::collections::VecDeque<Heard>,
    ended: bool,
}

impl Stream {
    /// The next line (keep-alives skipped), waiting for it; `None` once the server ended the stream.
    ///
    /// # Errors
    /// The connection was lost, or the stream was silent too long.
    pub fn next_line(&mut self) -> Result<Option<String>, RequestError> {
        loop {
            match self.next_heard()? {
                Some(Heard::Line(line)) => return Ok(Some(line)),
                Some(Heard::KeepAlive) => {}
                None => return Ok(None),
            }
        }
    }

    /// The next line or keep-alive, waiting for it; `None` once the server ended the stream.
    ///
    /// # Errors
    /// The connection was lost, or the stream was silent too long.
    pub fn next_heard(&mut self) -> Result<Option<Heard>, RequestError> {
        let mut buffer = [0u8; 8192];
        loop {
            if let Some(heard) = self.heard.pop_front() {
                return Ok(Some(heard));
            }
            if self.ended {
                return Ok(None);
            }
            match self.body.read(&mut buffer) {
                Ok(0) => {
                    self.ended = true;
                    self.heard.extend(self.splitter.finish().map(Heard::Line));
                }
                Ok(n) => self.heard.extend(self.splitter.hear(&buffer[..n])),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => {
                    let problem = match e.kind() {
                        std::io::ErrorKind::TimedOut | std::io::ErrorKind::WouldBlock => {
                            LinkProblem::Silent
                        }
                        _ => LinkProblem::System(SystemError::from(&e)),
                    };
                    return Err(RequestError::Unreachable(problem));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
