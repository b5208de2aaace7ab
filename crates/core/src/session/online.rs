//! The game session played online: the user's moves and acts go to the server (a move typed waits for `press`, which
//! sends it; it stays pending until the server has it), one request at a time and none for a minute after a rate
//! limit; the server's answers and a lost stream are said, and so is a stream silent longer than [`SILENCE_MS`] of
//! the game's time (then asked for again); what the server streams is played into the game by `online_state.rs`. Engine help and hints are refused throughout (lichess' fair play rule); the arbiter's acts too,
//! since the server keeps the clocks and judges the game.

use super::PlaySession;
use crate::{
    boundary::{Event, Reply},
    clock::Side,
    online::{
        server_uci, ChatLine, RequestProblem, ServerInput, ServerLink, ServerRequest,
        CHAT_MAX_CHARS, RATE_LIMIT_WAIT_MS, SILENCE_MS,
    },
    registry::Verb,
    session::{
        command::{PlayCommand, PlayCommandError},
        record::Record,
    },
    voice::PhraseKey,
};

/// How long after the game's stream was lost it is asked for again.
const RECONNECT_MS: u64 = 3_000;

/// The online game's seat: where requests go, and what the game last knew of the server.
pub(super) struct OnlineSeat {
    link: Box<dyn ServerLink>,
    /// The side the user plays.
    side: Side,
    /// The request sent and not yet answered (one at a time, as lichess asks).
    sent: Option<ServerRequest>,
    /// After a rate limit: nothing is sent before this instant.
    quiet_until: Option<u64>,
    /// When to ask for the game's stream again, after it was lost.
    reconnect_at: Option<u64>,
    /// The instant the game's stream was last heard (a line, a keep-alive, the stream opened); `None` while it is
    /// not believed open (not yet heard, lost, being asked for again).
    heard: Option<u64>,
    /// The loss of the stream was said (said once until it is back).
    lost_said: bool,
    /// The offers and proposals of the last state: White's and Black's draw offers, then their takebacks.
    offers: [bool; 4],
    /// The opponent left: the instant from which the win may be claimed.
    gone: Option<u64>,
    /// The last chat messages, read only when asked.
    chat: Vec<ChatLine>,
    /// The server ended the game without a result.
    void: bool,
}

impl PlaySession {
    /// Plays this game online from now on: the user plays `side`, the requests go through `link`.
    #[must_use]
    pub fn with_server(mut self, link: Box<dyn ServerLink>, side: Side) -> PlaySession {
        self.online = Some(OnlineSeat {
            link,
            side,
            sent: None,
            quiet_until: None,
            reconnect_at: None,
            heard: None,
            lost_said: false,
            offers: [false; 4],
            gone: None,
            chat: Vec::new(),
            void: false,
        });
        self
    }

    /// Whether the game is played online.
    #[must_use]
    pub fn is_online(&self) -> bool {
        self.online.is_some()
    }

    /// The side the user plays online.
    pub(super) fn online_side(&self) -> Option<Side> {
        self.online.as_ref().map(|seat| seat.side)
    }

    /// The chat's last messages, oldest first (`chat`).
    #[must_use]
    pub fn chat_lines(&self) -> Vec<String> {
        let pack = &self.state.wording().pack;
        self.online.as_ref().map_or_else(Vec::new, |seat| {
            seat.chat
                .iter()
                .map(|line| {
                    pack.phrase(
                        PhraseKey::OnlineChat,
                        &[("name", &line.username), ("text", &line.text)],
                    )
                })
                .collect()
        })
    }

    /// When the online game next needs waking: to ask for its lost stream again, or to call its stream silent.
    pub(super) fn online_due(&self) -> Option<u64> {
        let seat = self.online.as_ref()?;
        [seat.reconnect_at, self.silent_at()]
            .into_iter()
            .flatten()
            .min()
    }

    /// When the game's stream, believed open, counts as silent: [`SILENCE_MS`] after it was last heard, while the
    /// game goes on and no new stream is awaited.
    fn silent_at(&self) -> Option<u64> {
        let seat = self.online.as_ref()?;
        if self.state.result().is_some() || seat.void || seat.reconnect_at.is_some() {
            return None;
        }
        seat.heard.map(|heard| heard.saturating_add(SILENCE_MS))
    }

    /// What falls due by `t`, each event with its instant: a stream silent too long said lost (once) and asked for
    /// again as soon as the server allows, and a lost stream asked for again.
    pub(super) fn online_advance(&mut self, t: u64) -> Vec<(u64, Event)> {
        let mut events = Vec::new();
        if let Some(at) = self.silent_at().filter(|&at| at <= t) {
            let pack = self.state.wording().pack.clone();
            let seconds = (SILENCE_MS / 1000).to_string();
            let reason = pack.phrase(PhraseKey::OnlineSilent, &[("seconds", &seconds)]);
            events.extend(
                self.stream_lost(&reason, at, 0)
                    .into_iter()
                    .map(|e| (at, e)),
            );
        }
        if let Some(seat) = self.online.as_mut() {
            if seat.reconnect_at.is_some_and(|at| at <= t) {
                seat.reconnect_at = None;
                seat.link.send(ServerRequest::Reconnect);
            }
        }
        events
    }

    /// A command of the online game, when it differs from the board's: sent to the server, or refused. `None`: the
    /// command is the board's (a move typed, a question).
    pub(super) fn online_command(&mut self, command: &PlayCommand, t: u64) -> Option<Reply> {
        let Some(seat) = self.online.as_ref() else {
            // What only an online game does is refused at the board.
            return matches!(
                command,
                PlayCommand::OfferTakeback | PlayCommand::Abort | PlayCommand::Chat(_)
            )
            .then(|| Reply::event(self.error(PhraseKey::ErrorOnlineOnly, &[])));
        };
        let side = seat.side;
        let refuse = |key| Some(Reply::event(self.error(key, &[])));
        match command {
            PlayCommand::Hint(_) => refuse(PhraseKey::ErrorFairPlay),
            PlayCommand::Go(_)
            | PlayCommand::Pause
            | PlayCommand::Adjust(..)
            | PlayCommand::Illegal(_)
            | PlayCommand::Takeback(_)
            | PlayCommand::Verdict { .. }
            | PlayCommand::Increment(_)
            | PlayCommand::Unseal
            | PlayCommand::Adjourn { .. } => refuse(PhraseKey::ErrorServerDecides),
            PlayCommand::Move(_) | PlayCommand::Play(_) if self.state.to_move() != side => {
                refuse(PhraseKey::ErrorOpponentsMove)
            }
            PlayCommand::Press => {
                let pending = self.state.pending()?;
                let request = ServerRequest::Move {
                    uci: server_uci(pending.mv),
                    offering_draw: pending.draw_offer,
                };
                Some(self.send(request, t))
            }
            PlayCommand::Draw(_)
                if self.state.pending().is_none() && self.state.result().is_none() =>
            {
                Some(self.send(ServerRequest::Draw(true), t))
            }
            PlayCommand::Accept(_) | PlayCommand::Decline(_) => {
                let yes = matches!(command, PlayCommand::Accept(_));
                if self.takeback_proposed_by() == Some(side.opposite()) {
                    Some(self.send(ServerRequest::Takeback(yes), t))
                } else if self.state.offer() == Some(side.opposite()) && !yes {
                    Some(self.send(ServerRequest::Draw(false), t))
                } else {
                    // Accepting a draw ends the game: asked about first, as at the board, then sent.
                    None
                }
            }
            PlayCommand::Claim { .. } => Some(self.claim_victory(t)),
            PlayCommand::OfferTakeback => Some(self.send(ServerRequest::Takeback(true), t)),
            PlayCommand::Abort => Some(self.send(ServerRequest::Abort, t)),
            PlayCommand::Chat(Some(text)) => {
                let count = text.chars().count();
                if count > CHAT_MAX_CHARS {
                    let (count, most) = (count.to_string(), CHAT_MAX_CHARS.to_string());
                    return Some(Reply::event(self.error(
                        PhraseKey::ErrorChatTooLong,
                        &[("count", &count), ("most", &most)],
                    )));
                }
                Some(self.send(ServerRequest::Chat(text.clone()), t))
            }
            PlayCommand::Chat(None) => {
                let lines = self.chat_lines();
                Some(if lines.is_empty() {
                    let pack = &self.state.wording().pack;
                    Reply::event(Event::answer(
                        "chat",
                        pack.phrase(PhraseKey::OnlineNoChat, &[]),
                    ))
                } else {
                    Reply::events(Event::answer_lines("chat", lines))
                })
            }
            _ => None,
        }
    }

    /// `claim` alone, which online claims the win once the opponent has left.
    pub(super) fn online_claim(&mut self, problem: &PlayCommandError, t: u64) -> Option<Reply> {
        match problem {
            PlayCommandError::Usage(usage)
                if self.online.is_some() && usage.verb() == Verb::Claim =>
            {
                Some(self.claim_victory(t))
            }
            _ => None,
        }
    }

    /// The win claimed when the server allows it; else why not.
    fn claim_victory(&mut self, t: u64) -> Reply {
        let gone = self.online.as_ref().and_then(|seat| seat.gone);
        match gone {
            Some(at) if at <= t && self.state.result().is_none() => {
                self.send(ServerRequest::ClaimVictory, t)
            }
            _ => Reply::event(self.error(PhraseKey::ErrorNoClaimOnline, &[])),
        }
    }

    /// A confirmed act of the online game: a resignation or a draw accepted is sent, not written (the server's state
    /// ends the game).
    pub(super) fn online_confirmed(&mut self, record: &Record, t: u64) -> Option<Reply> {
        match record {
            Record::Resign { .. } if self.online.is_some() => {
                Some(self.send(ServerRequest::Resign, t))
            }
            Record::Accept { .. } if self.online.is_some() => {
                Some(self.send(ServerRequest::Draw(true), t))
            }
            _ => None,
        }
    }

    /// Sends `request`, unless one is on its way or the server asked to slow down.
    fn send(&mut self, request: ServerRequest, t: u64) -> Reply {
        let Some(seat) = self.online.as_mut() else {
            return Reply::events(Vec::new());
        };
        if let Some(until) = seat.quiet_until.filter(|&until| until > t) {
            let seconds = (until - t).div_ceil(1000).to_string();
            return Reply::event(self.error(PhraseKey::ErrorRateLimited, &[("seconds", &seconds)]));
        }
        if seat.sent.is_some() {
            return Reply::event(self.error(PhraseKey::ErrorWaitingServer, &[]));
        }
        seat.sent = Some(request.clone());
        seat.link.send(request);
        Reply::events(Vec::new())
    }

    /// Whose takeback proposal stands.
    fn takeback_proposed_by(&self) -> Option<Side> {
        let offers = self.online.as_ref()?.offers;
        match (offers[2], offers[3]) {
            (true, _) => Some(Side::White),
            (_, true) => Some(Side::Black),
            _ => None,
        }
    }

    /// What the server sent or answered, at `t`.
    pub(super) fn server_said(&mut self, input: ServerInput, t: u64) -> Reply {
        if self.online.is_none() {
            return Reply::events(Vec::new());
        }
        let events = match input {
            ServerInput::Line(line) => {
                if let Some(seat) = self.online.as_mut() {
                    seat.lost_said = false;
                    seat.heard = Some(t);
                }
                self.server_line(line, t)
            }
            ServerInput::KeepAlive => {
                if let Some(seat) = self.online.as_mut() {
                    seat.heard = Some(t);
                }
                Vec::new()
            }
            ServerInput::Unreadable(reason) => {
                if let Some(seat) = self.online.as_mut() {
                    seat.heard = Some(t);
                }
                vec![self.error(PhraseKey::ErrorServer, &[("reason", &reason)])]
            }
            ServerInput::Lost(reason) => self.stream_lost(&reason, t, RECONNECT_MS),
            ServerInput::Answered { request, outcome } => self.answered(&request, outcome, t),
            ServerInput::Event(_) => Vec::new(),
        };
        Reply::events(events)
    }

    /// The game's stream lost at `t` for `reason`: said once until it is back, and asked for again after `delay`
    /// (or once the server allows, after a rate limit), unless the game is over.
    fn stream_lost(&mut self, reason: &str, t: u64, delay: u64) -> Vec<Event> {
        let pack = self.state.wording().pack.clone();
        let Some(seat) = self.online.as_mut() else {
            return Vec::new();
        };
        seat.heard = None;
        if self.state.result().is_some() || seat.void {
            return Vec::new();
        }
        let wait = seat.quiet_until.map_or(0, |until| until.saturating_sub(t));
        seat.reconnect_at = Some(t + delay.max(wait));
        if std::mem::replace(&mut seat.lost_said, true) {
            return Vec::new();
        }
        vec![Event::Notice {
            text: pack.phrase(PhraseKey::OnlineLost, &[("reason", reason)]),
        }]
    }

    fn answered(
        &mut self,
        request: &ServerRequest,
        outcome: Result<(), RequestProblem>,
        t: u64,
    ) -> Vec<Event> {
        let Some(seat) = self.online.as_mut() else {
            return Vec::new();
        };
        let reconnecting = *request == ServerRequest::Reconnect;
        if !reconnecting && seat.sent.as_ref() == Some(request) {
            seat.sent = None;
        }
        let Err(problem) = outcome else {
            if reconnecting {
                // The stream is open again: heard from now on.
                seat.heard = Some(t);
            }
            // A message sent is confirmed (lichess sends it back on the stream, where it is kept, not said).
            return match request {
                ServerRequest::Chat(_) => vec![Event::Notice {
                    text: self
                        .state
                        .wording()
                        .pack
                        .phrase(PhraseKey::OnlineChatSent, &[]),
                }],
                _ => Vec::new(),
            };
        };
        if reconnecting {
            // The stream could not be opened again: tried again later, said once.
            let wait = if problem == RequestProblem::RateLimited {
                RATE_LIMIT_WAIT_MS
            } else {
                RECONNECT_MS
            };
            seat.reconnect_at = Some(t + wait);
            if std::mem::replace(&mut seat.lost_said, true) {
                return Vec::new();
            }
        }
        let event = match problem {
            RequestProblem::Refused(reason) => {
                self.error(PhraseKey::ErrorServer, &[("reason", &reason)])
            }
            RequestProblem::RateLimited => {
                seat.quiet_until = Some(t + RATE_LIMIT_WAIT_MS);
                let seconds = (RATE_LIMIT_WAIT_MS / 1000).to_string();
                self.error(PhraseKey::ErrorRateLimited, &[("seconds", &seconds)])
            }
            RequestProblem::Unauthorized => self.error(PhraseKey::ErrorUnauthorized, &[]),
            RequestProblem::Unreachable(reason) => {
                self.error(PhraseKey::ErrorUnreachable, &[("reason", &reason)])
            }
        };
        vec![event]
    }
}

#[path = "online_state.rs"]
mod state;
pub(in crate::session) use state::status_words;

#[cfg(test)]
#[path = "online_tests.rs"]
mod tests;
