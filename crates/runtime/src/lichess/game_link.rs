//! An online game's link to the server: its requests sent one at a time on a thread of their own (lichess asks for
//! one request at a time), the game's stream read line by line on another (`game_stream.rs`; a stream opened again
//! supersedes the one before it), and everything that comes back handed to the event loop as an input, as the
//! engine's worker does.

use std::{
    sync::{
        mpsc::{self, Sender},
        Arc,
    },
    thread,
};

use tactus_core::{Incoming, Input, RequestProblem, ServerInput, ServerLink, ServerRequest};

use super::{
    client::{Client, RequestError, Stream},
    game_stream::{follow, Generations},
};

/// Where an online game's requests go, and which of its streams is read.
pub(crate) struct GameLink {
    requests: Sender<ServerRequest>,
    generations: Generations,
    to_loop: Sender<Incoming>,
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
    pub(crate) fn start(client: Arc<Client>, game: &str, to_loop: Sender<Incoming>) -> GameLink {
        let (requests, received) = mpsc::channel::<ServerRequest>();
        let game = game.to_string();
        let generations = Generations::default();
        let (streams, answers) = (generations.clone(), to_loop.clone());
        // Without its thread (the system refused one) every request stays unanswered, and the game says it waits.
        let _ = thread::Builder::new()
            .name("lichess requests".into())
            .spawn(move || {
                for request in received {
                    let outcome = match &request {
                        ServerRequest::Reconnect => {
                            // From now on the stream read so far is superseded, whether or not this one opens.
                            let generation = streams.supersede();
                            client.open_game_stream(&stream_path(&game)).map(|stream| {
                                follow(stream, generation, streams.clone(), answers.clone());
                            })
                        }
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
                    if answers
                        .send(Incoming::Input(Input::Server(answer)))
                        .is_err()
                    {
                        break;
                    }
                }
            });
        GameLink {
            requests,
            generations,
            to_loop,
        }
    }

    /// Reads `stream`, the game's stream opened before the link, on a thread of its own, handing what it says to the
    /// loop until the link opens another.
    pub(crate) fn follow(&self, stream: Stream) {
        follow(
            stream,
            self.generations.current(),
            self.generations.clone(),
            self.to_loop.clone(),
        );
    }
}

/// The path of a game's stream.
#[must_use]
pub(crate) fn stream_path(game: &str) -> String {
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
    error.into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tactus_core::LinkProblem;

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
            problem(RequestError::Server(502)),
            RequestProblem::ServerFailed(502)
        );
        assert_eq!(
            problem(RequestError::Unreachable(LinkProblem::ConnectionFailed)),
            RequestProblem::Unreachable(LinkProblem::ConnectionFailed)
        );
    }
}
