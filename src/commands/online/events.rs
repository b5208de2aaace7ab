//! The event stream while a game is awaited: lichess tells a game's start there, and a challenge declined or
//! canceled. It keeps only one event stream per token open and closes the older when another opens (the same token
//! elsewhere), and a connection may drop: a stream that ends is opened again, said once, a few times with a pause
//! between (a minute after a rate limit), while the seek or the challenge stays held on its own connection.

use std::{collections::HashSet, thread, time::Duration};

use tactus_core::{
    online::{event_line, EventLine, RATE_LIMIT_WAIT_MS},
    voice::{PhraseKey, VoicePack},
};
use tactus_runtime::lichess::{Client, RequestError, Stream};

use super::account::{fail, request_failed};
use crate::commands::Failure;

/// The path of the account's event stream.
const EVENT_STREAM: &str = "/api/stream/event";

/// How many times, in all, the event stream is opened again while a game is awaited.
const TRIES: u32 = 5;

/// The pause before each try.
const RETRY: Duration = Duration::from_secs(5);

/// The pause after a rate limit.
const RATE_LIMIT_WAIT: Duration = Duration::from_millis(RATE_LIMIT_WAIT_MS);

/// How the wait pauses between tries: real time sleeps; virtual time (a script) lets a pause pass at once, since
/// nothing typed can move it before the game begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Pause {
    /// The pause is slept.
    Real,
    /// The pause passes at once.
    Virtual,
}

impl Pause {
    /// Real time, or virtual time when the game runs on it.
    pub fn new(virtual_time: bool) -> Pause {
        if virtual_time {
            Pause::Virtual
        } else {
            Pause::Real
        }
    }

    fn wait(self, duration: Duration) {
        if self == Pause::Real {
            thread::sleep(duration);
        }
    }
}

/// What is awaited: the game of a known id (a challenge, the computer, a challenge accepted), or the first game
/// that starts apart from those in progress before (a seek, which has no id to expect).
pub(super) enum Awaited {
    /// The game or challenge of this id.
    Game(String),
    /// A game not among these, in progress before the seek was made.
    NewGame(HashSet<String>),
}

impl Awaited {
    fn is(&self, game: &str) -> bool {
        match self {
            Awaited::Game(id) => id == game,
            Awaited::NewGame(earlier) => !earlier.contains(game),
        }
    }

    fn is_challenge(&self, challenge: &str) -> bool {
        matches!(self, Awaited::Game(id) if id == challenge)
    }
}

/// The account's event stream, opened again when it ends.
pub(super) struct Events<'a> {
    client: &'a Client,
    pack: &'a VoicePack,
    stream: Stream,
    pause: Pause,
    /// Times opened again so far.
    tries: u32,
}

impl<'a> Events<'a> {
    /// The event stream opened (before the request that makes a game, so that its start is not missed).
    ///
    /// # Errors
    /// The request failed or was refused.
    pub fn open(client: &'a Client, pack: &'a VoicePack, pause: Pause) -> Result<Self, Failure> {
        let stream = client
            .open_stream(EVENT_STREAM)
            .map_err(|e| request_failed(pack, &e))?;
        Ok(Events {
            client,
            pack,
            stream,
            pause,
            tries: 0,
        })
    }

    /// Waits for the game `awaited` to start, and returns its id; the id too when it finished before it was
    /// played (aborted, never started: its own stream says how it ended). A challenge declined or canceled ends
    /// the wait.
    ///
    /// # Errors
    /// The challenge declined or canceled, a game lichess does not let the Board API play, the event stream lost
    /// for good.
    pub fn wait_for_start(&mut self, awaited: &Awaited) -> Result<String, Failure> {
        loop {
            let line = self.next_line()?;
            match event_line(&line) {
                Ok(EventLine::GameStart { game }) if awaited.is(&game.game_id) => {
                    if game.compat.is_some_and(|compat| !compat.board) {
                        return Err(fail(self.pack, PhraseKey::ErrorNotBoardGame, &[]));
                    }
                    return Ok(game.game_id);
                }
                // A seek's game has not started yet: no game's end is its own.
                Ok(EventLine::GameFinish { game })
                    if matches!(awaited, Awaited::Game(_)) && awaited.is(&game.game_id) =>
                {
                    return Ok(game.game_id);
                }
                Ok(EventLine::ChallengeDeclined { challenge })
                    if awaited.is_challenge(&challenge.id) =>
                {
                    return Err(fail(self.pack, PhraseKey::ErrorChallengeDeclined, &[]));
                }
                Ok(EventLine::ChallengeCanceled { challenge })
                    if awaited.is_challenge(&challenge.id) =>
                {
                    return Err(fail(self.pack, PhraseKey::ErrorChallengeCanceled, &[]));
                }
                _ => {}
            }
        }
    }

    /// The stream's next line; when the stream ends or is lost, it is opened again (said the first time).
    fn next_line(&mut self) -> Result<String, Failure> {
        loop {
            let ended = match self.stream.next_line() {
                Ok(Some(line)) => return Ok(line),
                Ok(None) => "the server ended the stream".to_string(),
                Err(RequestError::Unreachable(reason)) => reason,
                Err(error) => return Err(request_failed(self.pack, &error)),
            };
            if self.tries == 0 {
                eprintln!("{}", self.pack.phrase(PhraseKey::OnlineEventsReopened, &[]));
            }
            if self.tries >= TRIES {
                return Err(self.gave_up(&ended));
            }
            let (client, pause) = (self.client, self.pause);
            let reopened = reopen(
                TRIES - self.tries,
                || client.open_stream(EVENT_STREAM),
                |duration| pause.wait(duration),
            );
            self.tries += reopened.tries;
            self.stream = match reopened.outcome {
                Ok(stream) => stream,
                Err(RequestError::Unauthorized) => {
                    return Err(request_failed(self.pack, &RequestError::Unauthorized))
                }
                Err(error) => return Err(self.gave_up(&error.to_string())),
            };
        }
    }

    fn gave_up(&self, reason: &str) -> Failure {
        fail(
            self.pack,
            PhraseKey::ErrorEventStream,
            &[("tries", &self.tries.to_string()), ("reason", reason)],
        )
    }
}

/// What came of opening a stream again: the stream, or the last failure; and how many tries it took.
struct Reopened<S> {
    outcome: Result<S, RequestError>,
    tries: u32,
}

/// Opens a stream again with `open`, at most `left` tries, pausing with `pause` before each: [`RETRY`], or a minute
/// after a rate limit; a refused token ends the tries at once. No try left: the stream lost, and no try made.
fn reopen<S>(
    left: u32,
    mut open: impl FnMut() -> Result<S, RequestError>,
    mut pause: impl FnMut(Duration),
) -> Reopened<S> {
    let mut wait = RETRY;
    let mut last = RequestError::Unreachable("the stream was lost".into());
    for tries in 1..=left {
        pause(wait);
        match open() {
            Ok(stream) => {
                return Reopened {
                    outcome: Ok(stream),
                    tries,
                }
            }
            Err(RequestError::Unauthorized) => {
                return Reopened {
                    outcome: Err(RequestError::Unauthorized),
                    tries,
                }
            }
            Err(error) => {
                wait = if error == RequestError::RateLimited {
                    RATE_LIMIT_WAIT
                } else {
                    RETRY
                };
                last = error;
            }
        }
    }
    Reopened {
        outcome: Err(last),
        tries: left,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Opens with the answers given, in order, recording the pauses before each.
    fn tried(left: u32, answers: Vec<Result<u8, RequestError>>) -> (Reopened<u8>, Vec<u64>) {
        let mut answers = answers.into_iter();
        let mut pauses = Vec::new();
        let reopened = reopen(
            left,
            || answers.next().expect("no more tries than answers"),
            |duration| pauses.push(duration.as_secs()),
        );
        (reopened, pauses)
    }

    #[test]
    fn a_stream_is_opened_again_after_a_pause_and_a_minute_after_a_rate_limit() {
        let lost = || Err(RequestError::Unreachable("down".into()));
        let (reopened, pauses) = tried(5, vec![lost(), Err(RequestError::RateLimited), Ok(7)]);
        assert_eq!((reopened.outcome, reopened.tries), (Ok(7), 3));
        assert_eq!(pauses, [5, 5, 60]);
    }

    #[test]
    fn the_tries_are_bounded_and_a_refused_token_ends_them() {
        let lost = || Err(RequestError::Unreachable("down".into()));
        let (reopened, pauses) = tried(3, vec![lost(), lost(), lost()]);
        assert_eq!(
            (reopened.outcome, reopened.tries),
            (Err(RequestError::Unreachable("down".into())), 3)
        );
        assert_eq!(pauses.len(), 3);
        let (reopened, _) = tried(5, vec![Err(RequestError::Unauthorized)]);
        assert_eq!(
            (reopened.outcome, reopened.tries),
            (Err(RequestError::Unauthorized), 1)
        );
        let (reopened, pauses) = tried(0, Vec::new());
        assert!(reopened.outcome.is_err() && pauses.is_empty());
    }

    #[test]
    fn a_seek_takes_only_a_game_that_was_not_in_progress_before() {
        let seek = Awaited::NewGame(HashSet::from(["g9".to_string()]));
        assert!(!seek.is("g9") && seek.is("g1"));
        assert!(!seek.is_challenge("g1"));
        let challenge = Awaited::Game("c1".into());
        assert!(challenge.is("c1") && !challenge.is("g9") && challenge.is_challenge("c1"));
    }
}
