//! The account's event stream while a game is awaited: opened before the request that makes the game, so that its
//! start is not missed, and read on a thread of its own that hands its lines to the event loop running the wait
//! (`tactus_core::lobby_session`); its loss too, and when the wait asks for it again, the try's answer, then the new
//! stream's lines. Keep-alives and lines that are not events are passed over.

use std::{sync::mpsc::Sender, sync::Arc, thread};

use tactus_core::{
    event_line, Heard, Incoming, Input, LinkProblem, RequestProblem, ServerInput, ServerLink,
    ServerRequest, SystemError,
};

use super::LobbyError;
use crate::lichess::{Client, Stream};

/// The path of the account's event stream.
const EVENT_STREAM: &str = "/api/stream/event";

/// The event stream's link to the wait: it reads the stream into the loop, and opens it again when asked.
pub(super) struct Events {
    client: Arc<Client>,
    to_loop: Sender<Incoming>,
}

impl Events {
    /// The event stream opened, and read into `to_loop` from now on.
    ///
    /// # Errors
    /// The request failed or was refused.
    pub(super) fn open(
        client: Arc<Client>,
        to_loop: Sender<Incoming>,
    ) -> Result<Events, LobbyError> {
        let stream = client.open_stream(EVENT_STREAM)?;
        follow(stream, to_loop.clone());
        Ok(Events { client, to_loop })
    }
}

impl ServerLink for Events {
    fn send(&mut self, request: ServerRequest) {
        if request != ServerRequest::Reconnect {
            return;
        }
        let (client, to_loop) = (self.client.clone(), self.to_loop.clone());
        let spawned = thread::Builder::new()
            .name("lichess events".into())
            .spawn(move || {
                let opened = client.open_stream(EVENT_STREAM);
                let outcome = opened
                    .as_ref()
                    .map(|_| ())
                    .map_err(|error| RequestProblem::from(error.clone()));
                let answer = ServerInput::Answered { request, outcome };
                if to_loop.send(Incoming::Input(Input::Server(answer))).is_ok() {
                    if let Ok(stream) = opened {
                        read(stream, &to_loop);
                    }
                }
            });
        if let Err(error) = spawned {
            let lost = ServerInput::Lost(LinkProblem::NoThread(SystemError::from(&error)));
            let _ = self.to_loop.send(Incoming::Input(Input::Server(lost)));
        }
    }
}

/// Reads `stream` on a thread of its own into `to_loop`.
fn follow(stream: Stream, to_loop: Sender<Incoming>) {
    let told = to_loop.clone();
    let spawned = thread::Builder::new()
        .name("lichess events".into())
        .spawn(move || read(stream, &to_loop));
    if let Err(error) = spawned {
        let _ = told.send(Incoming::Input(Input::Server(ServerInput::Lost(
            LinkProblem::NoThread(SystemError::from(&error)),
        ))));
    }
}

/// Hands the events of `stream` to the loop until it ends or is lost (said), or the loop is gone.
fn read(mut stream: Stream, to_loop: &Sender<Incoming>) {
    loop {
        let said = match stream.next_heard() {
            Ok(Some(Heard::Line(line))) => match event_line(&line) {
                Ok(line) => ServerInput::Event(Box::new(line)),
                Err(_) => continue,
            },
            Ok(Some(Heard::KeepAlive)) => continue,
            Ok(None) => ServerInput::Lost(LinkProblem::Ended),
            Err(error) => ServerInput::Lost(crate::lichess::game_stream::lost(error)),
        };
        let lost = matches!(said, ServerInput::Lost(_));
        if to_loop.send(Incoming::Input(Input::Server(said))).is_err() || lost {
            return;
        }
    }
}
