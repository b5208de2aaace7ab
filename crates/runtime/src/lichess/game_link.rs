//! An online game's link to the server: its requests sent one at a time on a thread of their own (lichess asks for
//! one request at a time), the game's stream read line by line on another, and everything that comes back handed to
//! the event loop as an input, as the engine's worker does.

use std::{
    sync::{
        mpsc::{self, Sender},
        Arc,
    },
    thread,
};

use tactus_core::{
    boundary::{Incoming, Input},
    online::{game_line, RequestProblem, ServerInput, ServerLink, ServerRequest},
};

use super::client::{Client, RequestError, Stream};

/// Where an online game's requests go.
pub struct GameLink {
    requests: Sender<ServerRequest>,
}

impl ServerLink for GameLink {
    fn send(&mut self, request: ServerRequest) {
        // The worker ends only with the program; a request after that has nobody to answer it.
        let _ = self.requests.send(request);
    }
}

impl GameLink {
    /// The link of game `game` through `client`, answering into `to_loop`.
    #[must_use]
    pub fn start(client: Arc<Client>, game: &str, to_loop: Sender<Incoming>) -> GameLink {
        let (requests, received) = mpsc::channel::<ServerRequest>();
        let game = game.to_string();
        // Without its thread (the system refused one) every request stays unanswered, and the game says it waits.
        let _ = thread::Builder::new()
            .name("lichess requests".into())
            .spawn(move || {
                for request in received {
                    let outcome = match &request {
                        ServerRequest::Reconnect => client
                            .open_stream(&stream_path(&game))
                            .map(|stream| follow(stream, to_loop.clone())),
                        ServerRequest::Chat(text) => client
                            .post(
                                &action_path(&game, &request),
                                &[("room", "player"), ("text", text)],
                            )
                            .map(|_| ()),
                        other => client.post(&action_path(&game, other), &[]).map(|_| ()),
                    };
                    let answer = ServerInput::Answered {
                        request,
                        outcome: outcome.map_err(problem),
                    };
                    if to_loop
                        .send(Incoming::Input(Input::Server(answer)))
                        .is_err()
                    {
                        break;
                    }
                }
            });
        GameLink { requests }
    }
}

/// The path of a game's stream.
#[must_use]
pub fn stream_path(game: &str) -> String {
    format!("/api/board/game/stream/{game}")
}

/// The path of a request about `game`.
fn action_path(game: &str, request: &ServerRequest) -> String {
    let yes_no = |yes: bool| if yes { "yes" } else { "no" };
    let action = match request {
        ServerRequest::Move { uci, offering_draw } => {
            format!("move/{uci}?offeringDraw={offering_draw}")
        }
        ServerRequest::Draw(yes) => format!("draw/{}", yes_no(*yes)),
        ServerRequest::Takeback(yes) => format!("takeback/{}", yes_no(*yes)),
        ServerRequest::Resign => "resign".into(),
        ServerRequest::Abort => "abort".into(),
        ServerRequest::ClaimVictory => "claim-victory".into(),
        ServerRequest::Chat(_) => "chat".into(),
        ServerRequest::Reconnect => String::new(),
    };
    format!("/api/board/game/{game}/{action}")
}

/// A request's failure as the game hears it.
fn problem(error: RequestError) -> RequestProblem {
    match error {
        RequestError::Unauthorized => RequestProblem::Unauthorized,
        RequestError::RateLimited => RequestProblem::RateLimited,
        RequestError::Refused { message, .. } => RequestProblem::Refused(message),
        RequestError::Server(_) => RequestProblem::Refused(error.to_string()),
        RequestError::Unreachable(reason) => RequestProblem::Unreachable(reason),
    }
}

/// Reads `stream` on a thread of its own, handing each line to the loop, and its end or loss as
/// [`ServerInput::Lost`] (the game asks for it again unless it is over).
pub fn follow(mut stream: Stream, to_loop: Sender<Incoming>) {
    let told = to_loop.clone();
    let spawned = thread::Builder::new()
        .name("lichess game stream".into())
        .spawn(move || loop {
            let said = match stream.next_line() {
                Ok(Some(line)) => match game_line(&line) {
                    Ok(line) => ServerInput::Line(line),
                    Err(error) => ServerInput::Unreadable(error.reason),
                },
                Ok(None) => ServerInput::Lost("the server ended the game's stream".into()),
                Err(error) => ServerInput::Lost(error.to_string()),
            };
            let ended = matches!(said, ServerInput::Lost(_));
            if to_loop.send(Incoming::Input(Input::Server(said))).is_err() || ended {
                break;
            }
        });
    if let Err(error) = spawned {
        let lost = ServerInput::Lost(error.to_string());
        let _ = told.send(Incoming::Input(Input::Server(lost)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_request_has_the_apis_path() {
        let cases = [
            (
                ServerRequest::Move {
                    uci: "e7e8q".into(),
                    offering_draw: true,
                },
                "/api/board/game/abc/move/e7e8q?offeringDraw=true",
            ),
            (ServerRequest::Draw(true), "/api/board/game/abc/draw/yes"),
            (ServerRequest::Draw(false), "/api/board/game/abc/draw/no"),
            (
                ServerRequest::Takeback(true),
                "/api/board/game/abc/takeback/yes",
            ),
            (ServerRequest::Resign, "/api/board/game/abc/resign"),
            (ServerRequest::Abort, "/api/board/game/abc/abort"),
            (
                ServerRequest::ClaimVictory,
                "/api/board/game/abc/claim-victory",
            ),
            (ServerRequest::Chat("gg".into()), "/api/board/game/abc/chat"),
        ];
        for (request, path) in cases {
            assert_eq!(action_path("abc", &request), path);
        }
        assert_eq!(stream_path("abc"), "/api/board/game/stream/abc");
    }

    #[test]
    fn failures_are_told_to_the_game_by_kind() {
        assert_eq!(
            problem(RequestError::RateLimited),
            RequestProblem::RateLimited
        );
        assert_eq!(
            problem(RequestError::Unauthorized),
            RequestProblem::Unauthorized
        );
        assert_eq!(
            problem(RequestError::Refused {
                status: 400,
                message: "Not your turn".into()
            }),
            RequestProblem::Refused("Not your turn".into())
        );
        assert_eq!(
            problem(RequestError::Unreachable("down".into())),
            RequestProblem::Unreachable("down".into())
        );
    }
}
