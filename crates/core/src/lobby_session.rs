//! `tactus online`'s wait for a game's start (`online::lobby` holds its pieces) as a session the event loop runs, on
//! the same loop and time as every session: the account's event stream's lines come in as [`ServerInput::Event`],
//! its loss as [`ServerInput::Lost`]; a lost stream is said once and asked for again ([`ServerRequest::Reconnect`])
//! after a pause on the loop's time (at once in virtual time), a few times in all, and each try's answer comes back
//! as [`ServerInput::Answered`]. The session ends (the loop's `Quit`) with the game's id, or why there is none.

use crate::voice::Sentence;
use crate::{
    boundary::{Event, Flow, Input, Reply, Session},
    online::{
        lobby::{Awaited, LobbyRefusal, Reopening, Start},
        LinkProblem, RequestProblem, ServerInput, ServerLink, ServerRequest,
    },
    voice::{PhraseKey, VoicePack},
};

/// Why the wait ended without a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyEnd {
    /// The lobby refused the start: a challenge declined or canceled, a game the Board API cannot play.
    Refused(LobbyRefusal),
    /// The server refused the token while the stream was opened again.
    Unauthorized,
    /// The event stream was lost for good after `tries` tries.
    StreamLost {
        /// The tries made.
        tries: u32,
        /// The last loss.
        last: StreamLoss,
    },
}

/// How the event stream was last lost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StreamLoss {
    /// It ended or broke, with the reason.
    Ended(LinkProblem),
    /// Opening it again failed.
    Failed(RequestProblem),
}

/// The wait for the game `awaited` on the account's event stream.
pub struct LobbySession {
    awaited: Awaited,
    link: Box<dyn ServerLink>,
    pack: VoicePack,
    reopening: Reopening,
    /// When the stream is asked for again.
    retry_at: Option<u64>,
    end: Option<Result<String, LobbyEnd>>,
}

impl LobbySession {
    /// The wait for `awaited`, the stream asked for again through `link`, its notices in `pack`'s words.
    #[must_use]
    pub fn new(awaited: Awaited, link: Box<dyn ServerLink>, pack: VoicePack) -> LobbySession {
        LobbySession {
            awaited,
            link,
            pack,
            reopening: Reopening::new(),
            retry_at: None,
            end: None,
        }
    }

    /// How the wait ended: the game's id, or why none; `None` while it goes on.
    #[must_use]
    pub fn end(&self) -> Option<&Result<String, LobbyEnd>> {
        self.end.as_ref()
    }

    fn finish(&mut self, end: Result<String, LobbyEnd>, events: Vec<Event>) -> Reply {
        self.end = Some(end);
        Reply::with_flow(events, Flow::Quit)
    }

    /// The stream is asked for again `pause` ms after `now`.
    fn retry(&mut self, pause: u64, now: u64, events: Vec<Event>) -> Reply {
        self.retry_at = Some(now.saturating_add(pause));
        Reply::with_flow(events, Flow::Wait(pause))
    }

    fn gave_up(&mut self, last: StreamLoss, events: Vec<Event>) -> Reply {
        let tries = self.reopening.tries();
        self.finish(Err(LobbyEnd::StreamLost { tries, last }), events)
    }
}

impl Session for LobbySession {
    fn next_due(&self) -> Option<u64> {
        self.retry_at
    }

    fn advance_to(&mut self, now: u64) -> Vec<(u64, Event)> {
        if self.retry_at.is_some_and(|at| at <= now) {
            self.retry_at = None;
            self.link.send(ServerRequest::Reconnect);
        }
        Vec::new()
    }

    fn handle(&mut self, input: Input, now: u64) -> Reply {
        let Input::Server(said) = input else {
            return Reply::events(Vec::new());
        };
        match said {
            ServerInput::Event(line) => match self.awaited.hear(&line) {
                Some(Start::Game(id)) => self.finish(Ok(id), Vec::new()),
                Some(Start::Refused(refusal)) => {
                    self.finish(Err(LobbyEnd::Refused(refusal)), Vec::new())
                }
                None => Reply::events(Vec::new()),
            },
            ServerInput::Lost(reason) => {
                let mut events = Vec::new();
                if self.reopening.first_loss() {
                    events.push(Event::Notice {
                        text: Sentence::phrase(
                            &self.pack,
                            PhraseKey::OnlineEventsReopened,
                            Vec::new(),
                        ),
                    });
                }
                match self.reopening.lost() {
                    Some(pause) => self.retry(pause, now, events),
                    None => self.gave_up(StreamLoss::Ended(reason), events),
                }
            }
            ServerInput::Answered {
                request: ServerRequest::Reconnect,
                outcome,
            } => match outcome {
                Ok(()) => {
                    self.reopening.opened();
                    Reply::events(Vec::new())
                }
                Err(RequestProblem::Unauthorized) => {
                    self.finish(Err(LobbyEnd::Unauthorized), Vec::new())
                }
                Err(problem) => {
                    let rate_limited = problem == RequestProblem::RateLimited;
                    match self.reopening.failed(rate_limited) {
                        Some(pause) => self.retry(pause, now, Vec::new()),
                        None => self.gave_up(StreamLoss::Failed(problem), Vec::new()),
                    }
                }
            },
            _ => Reply::events(Vec::new()),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::{cell::RefCell, rc::Rc};

    use super::*;
    use crate::online::event_line;

    /// The requests the session sent.
    #[derive(Clone, Default)]
    struct Sent(Rc<RefCell<Vec<ServerRequest>>>);

    impl ServerLink for Sent {
        fn send(&mut self, request: ServerRequest) {
            self.0.borrow_mut().push(request);
        }
    }

    fn lobby(awaited: Awaited) -> (LobbySession, Sent) {
        let sent = Sent::default();
        let pack = VoicePack::builtin("en").unwrap();
        (
            LobbySession::new(awaited, Box::new(sent.clone()), pack),
            sent,
        )
    }

    fn event(line: &str) -> Input {
        Input::Server(ServerInput::Event(Box::new(event_line(line).unwrap())))
    }

    fn answered(outcome: Result<(), RequestProblem>) -> Input {
        Input::Server(ServerInput::Answered {
            request: ServerRequest::Reconnect,
            outcome,
        })
    }

    #[test]
    fn the_game_awaited_ends_the_wait_and_others_do_not() {
        let (mut lobby, _) = lobby(Awaited::Game("c1".into()));
        let other = lobby.handle(event(r#"{"type":"gameStart","game":{"gameId":"g2"}}"#), 0);
        assert_eq!(other.flow, Flow::Continue);
        assert_eq!(lobby.end(), None);
        let start = lobby.handle(event(r#"{"type":"gameStart","game":{"gameId":"c1"}}"#), 0);
        assert_eq!(start.flow, Flow::Quit);
        assert_eq!(lobby.end(), Some(&Ok("c1".to_string())));
    }

    #[test]
    fn a_lost_stream_is_said_once_and_asked_for_again_after_a_pause_on_the_loops_time() {
        let (mut lobby, sent) = lobby(Awaited::Game("c1".into()));
        let lost = lobby.handle(Input::Server(ServerInput::Lost(LinkProblem::Ended)), 1_000);
        assert_eq!(lost.events.len(), 1);
        assert_eq!(lost.flow, Flow::Wait(5_000));
        assert_eq!(lobby.next_due(), Some(6_000));
        assert!(lobby.advance_to(5_999).is_empty());
        assert!(sent.0.borrow().is_empty());
        lobby.advance_to(6_000);
        assert_eq!(*sent.0.borrow(), [ServerRequest::Reconnect]);
        assert_eq!(lobby.next_due(), None);
        // A rate limit waits a minute; an opened stream lost again is not said again.
        let limited = lobby.handle(answered(Err(RequestProblem::RateLimited)), 6_000);
        assert_eq!(limited.flow, Flow::Wait(60_000));
        lobby.advance_to(66_000);
        lobby.handle(answered(Ok(())), 66_000);
        let again = lobby.handle(Input::Server(ServerInput::Lost(LinkProblem::Ended)), 70_000);
        assert!(again.events.is_empty());
        assert_eq!(again.flow, Flow::Wait(5_000));
    }

    #[test]
    fn the_tries_are_bounded_and_a_refused_token_ends_them() {
        let (mut lobby, _) = lobby(Awaited::Game("c1".into()));
        lobby.handle(Input::Server(ServerInput::Lost(LinkProblem::Ended)), 0);
        let down = || {
            answered(Err(RequestProblem::Unreachable(
                LinkProblem::ConnectionFailed,
            )))
        };
        for _ in 0..4 {
            assert_ne!(lobby.handle(down(), 0).flow, Flow::Quit);
        }
        assert_eq!(lobby.handle(down(), 0).flow, Flow::Quit);
        assert_eq!(
            lobby.end(),
            Some(&Err(LobbyEnd::StreamLost {
                tries: 5,
                last: StreamLoss::Failed(RequestProblem::Unreachable(
                    LinkProblem::ConnectionFailed
                ))
            }))
        );
        let (mut lobby, _) = lobby_refused();
        assert_eq!(lobby.end(), Some(&Err(LobbyEnd::Unauthorized)));
        lobby.handle(event(r#"{"type":"gameStart","game":{"gameId":"c1"}}"#), 0);
    }

    fn lobby_refused() -> (LobbySession, Sent) {
        let (mut lobby, sent) = lobby(Awaited::Game("c1".into()));
        lobby.handle(Input::Server(ServerInput::Lost(LinkProblem::Ended)), 0);
        lobby.handle(answered(Err(RequestProblem::Unauthorized)), 0);
        (lobby, sent)
    }
}
