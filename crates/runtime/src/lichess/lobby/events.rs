//! The account's event stream while a game is awaited (`tactus_core::online::lobby::Awaited`): opened before the
//! request that makes the game, so that its start is not missed, and opened again when it ends, said once, try by
//! try (`Reopening`), the pauses passed on the lobby's time (at once in virtual time), while a seek or a challenge
//! stays held on its own connection.

use tactus_core::{
    online::lobby::{Awaited, Reopening, Start},
    voice::{PhraseKey, VoicePack},
};

use super::LobbyError;
use crate::{
    lichess::{Client, RequestError, Stream},
    time::{pass, TimeSource},
};

/// The path of the account's event stream.
const EVENT_STREAM: &str = "/api/stream/event";

/// The account's event stream, opened again when it ends.
pub(super) struct Events<'a> {
    client: &'a Client,
    pack: &'a VoicePack,
    stream: Stream,
    time: &'a mut dyn TimeSource,
    reopening: Reopening,
}

impl<'a> Events<'a> {
    /// The event stream opened.
    ///
    /// # Errors
    /// The request failed or was refused.
    pub fn open(
        client: &'a Client,
        pack: &'a VoicePack,
        time: &'a mut dyn TimeSource,
    ) -> Result<Self, LobbyError> {
        let stream = client.open_stream(EVENT_STREAM)?;
        Ok(Events {
            client,
            pack,
            stream,
            time,
            reopening: Reopening::new(),
        })
    }

    /// Waits for the game `awaited` to start, and returns its id.
    ///
    /// # Errors
    /// The challenge declined or canceled, a game lichess does not let the Board API play, the event stream lost
    /// for good.
    pub fn wait_for_start(&mut self, awaited: &Awaited) -> Result<String, LobbyError> {
        loop {
            let line = self.next_line()?;
            match awaited.hear(&line) {
                Some(Start::Game(id)) => return Ok(id),
                Some(Start::Refused(refusal)) => return Err(refusal.into()),
                None => {}
            }
        }
    }

    /// The stream's next line; when the stream ends or is lost, it is opened again (said the first time).
    fn next_line(&mut self) -> Result<String, LobbyError> {
        loop {
            let ended = match self.stream.next_line() {
                Ok(Some(line)) => return Ok(line),
                Ok(None) => "the server ended the stream".to_string(),
                Err(RequestError::Unreachable(reason)) => reason,
                Err(error) => return Err(error.into()),
            };
            if self.reopening.first_loss() {
                eprintln!("{}", self.pack.phrase(PhraseKey::OnlineEventsReopened, &[]));
            }
            let Some(mut wait) = self.reopening.lost() else {
                return Err(self.gave_up(ended));
            };
            self.stream = loop {
                pass(self.time, wait);
                match self.client.open_stream(EVENT_STREAM) {
                    Ok(stream) => {
                        self.reopening.opened();
                        break stream;
                    }
                    Err(RequestError::Unauthorized) => {
                        return Err(RequestError::Unauthorized.into())
                    }
                    Err(error) => match self.reopening.failed(error == RequestError::RateLimited) {
                        Some(next) => wait = next,
                        None => return Err(self.gave_up(error.to_string())),
                    },
                }
            };
        }
    }

    fn gave_up(&self, reason: String) -> LobbyError {
        LobbyError::EventStream {
            tries: self.reopening.tries(),
            reason,
        }
    }
}
