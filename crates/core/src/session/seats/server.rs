//! The game session played online: the user's moves and acts go to the server (a move typed waits for `press`, which
//! sends it; it stays pending until the server has it), one request at a time and none for a minute after a rate
//! limit; the server's answers and a lost stream are said, and so is a stream silent longer than [`SILENCE_MS`] of
//! the game's time (then asked for again); what the server streams is played into the game by `stream.rs`. Engine help and hints are refused throughout (lichess' fair play rule); the arbiter's acts too,
//! since the server keeps the clocks and judges the game.

use super::{Seat, Table};
use crate::{boundary::Refusal, voice::Sentence};
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
        GameState, Wording,
    },
    voice::{PhraseKey, VoicePack},
    words,
};

/// How long after the game's stream was lost it is asked for again.
const RECONNECT_MS: u64 = 3_000;

/// The online game's seat: where requests go, and what the game last knew of the server.
pub(in crate::session) struct OnlineSeat {
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

impl OnlineSeat {
    /// The seat of a game played online: the user plays `side`, the requests go through `link`.
    pub(in crate::session) fn new(link: Box<dyn ServerLink>, side: Side) -> OnlineSeat {
        OnlineSeat {
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
        }
    }

    /// The side the user plays.
    pub(in crate::session) fn side(&self) -> Side {
        self.side
    }

    /// The chat's last messages, oldest first (`chat`), in `pack`'s words.
    pub(in crate::session) fn chat_lines(&self, pack: &VoicePack) -> Vec<String> {
        self.chat
            .iter()
            .map(|line| {
                pack.phrase(
                    PhraseKey::OnlineChat,
                    &[("name", &line.username), ("text", &line.text)],
                )
            })
            .collect()
    }

    /// When the game's stream, believed open, counts as silent: [`SILENCE_MS`] after it was last heard, while the
    /// game goes on and no new stream is awaited.
    fn silent_at(&self, game: &GameState) -> Option<u64> {
        if game.result().is_some() || self.void || self.reconnect_at.is_some() {
            return None;
        }
        self.heard.map(|heard| heard.saturating_add(SILENCE_MS))
    }

    /// `claim` alone, which online claims the win once the opponent has left.
    pub(in crate::session) fn claim_alone(
        &mut self,
        problem: &PlayCommandError,
        table: &mut dyn Table,
        t: u64,
    ) -> Option<Reply> {
        match problem {
            PlayCommandError::Usage(usage) if usage.verb() == Verb::Claim => {
                Some(self.claim_victory(table, t))
            }
            _ => None,
        }
    }

    /// The win claimed when the server allows it; else why not.
    fn claim_victory(&mut self, table: &mut dyn Table, t: u64) -> Reply {
        match self.gone {
            Some(at) if at <= t && table.game().result().is_none() => {
                self.send(ServerRequest::ClaimVictory, table, t)
            }
            _ => Reply::event(table.refusal(PhraseKey::ErrorNoClaimOnline, &[])),
        }
    }

    /// A confirmed act of the online game: a resignation or a draw accepted is sent, not written (the server's state
    /// ends the game).
    pub(in crate::session) fn confirmed(
        &mut self,
        record: &Record,
        table: &mut dyn Table,
        t: u64,
    ) -> Option<Reply> {
        match record {
            Record::Resign { .. } => Some(self.send(ServerRequest::Resign, table, t)),
            Record::Accept { .. } => Some(self.send(ServerRequest::Draw(true), table, t)),
            _ => None,
        }
    }

    /// Sends `request`, unless one is on its way or the server asked to slow down.
    fn send(&mut self, request: ServerRequest, table: &dyn Table, t: u64) -> Reply {
        if let Some(until) = self.quiet_until.filter(|&until| until > t) {
            let seconds = (until - t).div_ceil(1000).to_string();
            return Reply::event(
                table.refusal(PhraseKey::ErrorRateLimited, &[("seconds", &seconds)]),
            );
        }
        if self.sent.is_some() {
            return Reply::event(table.refusal(PhraseKey::ErrorWaitingServer, &[]));
        }
        self.sent = Some(request.clone());
        self.link.send(request);
        Reply::events(Vec::new())
    }

    /// Whose takeback proposal stands.
    fn takeback_proposed_by(&self) -> Option<Side> {
        match (self.offers[2], self.offers[3]) {
            (true, _) => Some(Side::White),
            (_, true) => Some(Side::Black),
            _ => None,
        }
    }

    /// The game's stream lost at `t` for `reason`: said once until it is back, and asked for again after `delay`
    /// (or once the server allows, after a rate limit), unless the game is over.
    fn stream_lost(
        &mut self,
        reason: Sentence,
        game: &GameState,
        wording: &Wording,
        t: u64,
        delay: u64,
    ) -> Vec<Event> {
        self.heard = None;
        if game.result().is_some() || self.void {
            return Vec::new();
        }
        let wait = self.quiet_until.map_or(0, |until| until.saturating_sub(t));
        self.reconnect_at = Some(t + delay.max(wait));
        if std::mem::replace(&mut self.lost_said, true) {
            return Vec::new();
        }
        vec![Event::Notice {
            text: Sentence::phrase(
                &wording.pack,
                PhraseKey::OnlineLost,
                vec![("reason", reason)],
            ),
        }]
    }

    fn answered(
        &mut self,
        request: &ServerRequest,
        outcome: Result<(), RequestProblem>,
        table: &dyn Table,
        t: u64,
    ) -> Vec<Event> {
        let reconnecting = *request == ServerRequest::Reconnect;
        if !reconnecting && self.sent.as_ref() == Some(request) {
            self.sent = None;
        }
        let Err(problem) = outcome else {
            if reconnecting {
                // The stream is open again: heard from now on.
                self.heard = Some(t);
            }
            // A message sent is confirmed (lichess sends it back on the stream, where it is kept, not said).
            return match request {
                ServerRequest::Chat(_) => vec![Event::Notice {
                    text: Sentence::phrase(
                        &table.wording().pack,
                        PhraseKey::OnlineChatSent,
                        Vec::new(),
                    ),
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
            self.reconnect_at = Some(t + wait);
            if std::mem::replace(&mut self.lost_said, true) {
                return Vec::new();
            }
        }
        let event = match problem {
            RequestProblem::Refused(reason) => {
                table.refusal(PhraseKey::ErrorServer, &[("reason", &reason)])
            }
            RequestProblem::ServerFailed(status) => {
                let reason = words::server_failed(&table.wording().pack, status);
                table.refusal(PhraseKey::ErrorServer, &[("reason", reason.as_text())])
            }
            RequestProblem::RateLimited => {
                self.quiet_until = Some(t + RATE_LIMIT_WAIT_MS);
                let seconds = (RATE_LIMIT_WAIT_MS / 1000).to_string();
                table.refusal(PhraseKey::ErrorRateLimited, &[("seconds", &seconds)])
            }
            RequestProblem::Unauthorized => table.refusal(PhraseKey::ErrorUnauthorized, &[]),
            RequestProblem::Unreachable(problem) => {
                let reason = words::link_problem(&table.wording().pack, problem);
                table.refusal(PhraseKey::ErrorUnreachable, &[("reason", reason.as_text())])
            }
        };
        vec![event]
    }
}

impl Seat for OnlineSeat {
    type Hears = ServerInput;

    /// When the online game next needs waking: to ask for its lost stream again, or to call its stream silent.
    fn due(&self, game: &GameState) -> Option<u64> {
        [self.reconnect_at, self.silent_at(game)]
            .into_iter()
            .flatten()
            .min()
    }

    /// What falls due by `t`, each event with its instant: a stream silent too long said lost (once) and asked for
    /// again as soon as the server allows, and a lost stream asked for again.
    fn advance(&mut self, table: &mut dyn Table, t: u64) -> Vec<(u64, Event)> {
        let mut events = Vec::new();
        if let Some(at) = self.silent_at(table.game()).filter(|&at| at <= t) {
            let seconds = Sentence::figures((SILENCE_MS / 1000).to_string());
            let reason = Sentence::phrase(
                &table.wording().pack,
                PhraseKey::OnlineSilent,
                vec![("seconds", seconds)],
            );
            events.extend(
                self.stream_lost(reason, table.game(), table.wording(), at, 0)
                    .into_iter()
                    .map(|e| (at, e)),
            );
        }
        if self.reconnect_at.is_some_and(|at| at <= t) {
            self.reconnect_at = None;
            self.link.send(ServerRequest::Reconnect);
        }
        events
    }

    /// What the server sent or answered, at `t`.
    fn hear(&mut self, input: ServerInput, table: &mut dyn Table, t: u64) -> Reply {
        Reply::events(match input {
            ServerInput::Line(line) => {
                self.lost_said = false;
                self.heard = Some(t);
                self.server_line(line, table, t)
            }
            ServerInput::KeepAlive => {
                self.heard = Some(t);
                Vec::new()
            }
            ServerInput::Unreadable(error) => {
                self.heard = Some(t);
                let reason = words::line_error(&table.wording().pack, error);
                let refusal = Refusal::phrase(
                    &table.wording().pack,
                    PhraseKey::ErrorServer,
                    vec![("reason", reason)],
                );
                vec![refusal.into()]
            }
            ServerInput::Lost(problem) => {
                let reason = words::stream_loss(&table.wording().pack, problem);
                self.stream_lost(reason, table.game(), table.wording(), t, RECONNECT_MS)
            }
            ServerInput::Answered { request, outcome } => {
                self.answered(&request, outcome, table, t)
            }
            // The account's event stream is the lobby's, before a game.
            ServerInput::Event(_) => Vec::new(),
        })
    }

    /// A command of the online game, when it differs from the board's: sent to the server, or refused. `None`: the
    /// command is the board's (a move typed, a question).
    fn command(&mut self, command: &PlayCommand, table: &mut dyn Table, t: u64) -> Option<Reply> {
        let side = self.side;
        let refuse = |key| Some(Reply::event(table.refusal(key, &[])));
        let game = table.game();
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
            PlayCommand::Move(_) | PlayCommand::Play(_) if game.to_move() != side => {
                refuse(PhraseKey::ErrorOpponentsMove)
            }
            PlayCommand::Press => {
                let pending = game.pending()?;
                let request = ServerRequest::Move {
                    uci: server_uci(pending.mv),
                    offering_draw: pending.draw_offer,
                };
                Some(self.send(request, table, t))
            }
            PlayCommand::Draw(_) if game.pending().is_none() && game.result().is_none() => {
                Some(self.send(ServerRequest::Draw(true), table, t))
            }
            PlayCommand::Accept(_) | PlayCommand::Decline(_) => {
                let yes = matches!(command, PlayCommand::Accept(_));
                if self.takeback_proposed_by() == Some(side.opposite()) {
                    Some(self.send(ServerRequest::Takeback(yes), table, t))
                } else if game.offer() == Some(side.opposite()) && !yes {
                    Some(self.send(ServerRequest::Draw(false), table, t))
                } else {
                    // Accepting a draw ends the game: asked about first, as at the board, then sent.
                    None
                }
            }
            PlayCommand::Claim { .. } => Some(self.claim_victory(table, t)),
            PlayCommand::OfferTakeback => Some(self.send(ServerRequest::Takeback(true), table, t)),
            PlayCommand::Abort => Some(self.send(ServerRequest::Abort, table, t)),
            PlayCommand::Chat(Some(text)) => {
                let count = text.chars().count();
                if count > CHAT_MAX_CHARS {
                    let (count, most) = (count.to_string(), CHAT_MAX_CHARS.to_string());
                    return Some(Reply::event(table.refusal(
                        PhraseKey::ErrorChatTooLong,
                        &[("count", &count), ("most", &most)],
                    )));
                }
                Some(self.send(ServerRequest::Chat(text.to_string()), table, t))
            }
            PlayCommand::Chat(None) => {
                let pack = &table.wording().pack;
                let lines = self.chat_lines(pack);
                Some(if lines.is_empty() {
                    Reply::event(Event::answer(
                        "chat",
                        Sentence::phrase(pack, PhraseKey::OnlineNoChat, Vec::new()),
                    ))
                } else {
                    let lines = lines.into_iter().map(Sentence::text);
                    Reply::events(Event::answer_lines("chat", lines))
                })
            }
            _ => None,
        }
    }
}

mod stream;

#[cfg(test)]
mod tests;
