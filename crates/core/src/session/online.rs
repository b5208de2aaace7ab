//! The game session played online: the user's moves and acts go to the server (a move typed waits for `press`, which
//! sends it; it stays pending until the server has it), and what the server streams is played into the game as the
//! board's readings are (`board.rs`): the server's moves, reconciled move by move with the journal (the server wins,
//! a difference is said), the opponent's moves announced once, its clocks followed, its offers said, and every end
//! of game it reports made the result with its reason. Engine help and hints are refused throughout (lichess' fair
//! play rule); the arbiter's acts too, since the server keeps the clocks and judges the game.

use shakmaty::Move;

use super::{move_record, PlaySession};
use crate::{
    boundary::{Event, Reply},
    clock::{ClockState, Side},
    online::{
        ending, reconcile, server_uci, ChatLine, GameLine, OpponentGone, Reconciled,
        RequestProblem, ServerEnding, ServerInput, ServerLink, ServerRequest, ServerState, Status,
        RATE_LIMIT_WAIT_MS,
    },
    registry::Verb,
    session::{
        command::{PlayCommand, PlayCommandError},
        record::{MoveSource, Record},
    },
    voice::{PhraseKey, VoicePack},
};

/// How long after the game's stream was lost it is asked for again.
const RECONNECT_MS: u64 = 3_000;

/// How many chat messages are kept for `chat`.
const CHAT_KEPT: usize = 20;

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

    /// When the online game next needs waking (to ask for its lost stream again).
    pub(super) fn online_due(&self) -> Option<u64> {
        self.online.as_ref().and_then(|seat| seat.reconnect_at)
    }

    /// What falls due at `t`: the lost stream asked for again.
    pub(super) fn online_advance(&mut self, t: u64) {
        if let Some(seat) = self.online.as_mut() {
            if seat.reconnect_at.is_some_and(|at| at <= t) {
                seat.reconnect_at = None;
                seat.link.send(ServerRequest::Reconnect);
            }
        }
    }

    /// A command of the online game, when it differs from the board's: sent to the server, or refused. `None`: the
    /// command is the board's (a move typed, a question).
    pub(super) fn online_command(&mut self, command: &PlayCommand, t: u64) -> Option<Reply> {
        let Some(seat) = self.online.as_ref() else {
            // What only an online game does is refused at the board.
            return matches!(
                command,
                PlayCommand::OfferTakeback | PlayCommand::Abort | PlayCommand::Chat
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
                } else if self.state.offer() == Some(side.opposite()) {
                    Some(self.send(ServerRequest::Draw(yes), t))
                } else {
                    None
                }
            }
            PlayCommand::Claim { .. } => Some(self.claim_victory(t)),
            PlayCommand::OfferTakeback => Some(self.send(ServerRequest::Takeback(true), t)),
            PlayCommand::Abort => Some(self.send(ServerRequest::Abort, t)),
            PlayCommand::Chat => {
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

    /// A confirmed act of the online game: a resignation is sent, not written (the server's state ends the game).
    pub(super) fn online_confirmed(&mut self, record: &Record, t: u64) -> Option<Reply> {
        match record {
            Record::Resign { .. } if self.online.is_some() => {
                Some(self.send(ServerRequest::Resign, t))
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
                }
                self.server_line(line, t)
            }
            ServerInput::Unreadable(reason) => {
                vec![self.error(PhraseKey::ErrorServer, &[("reason", &reason)])]
            }
            ServerInput::Lost(reason) => self.stream_lost(&reason, t),
            ServerInput::Answered { request, outcome } => self.answered(&request, outcome, t),
        };
        Reply::events(events)
    }

    fn stream_lost(&mut self, reason: &str, t: u64) -> Vec<Event> {
        let pack = self.state.wording().pack.clone();
        let Some(seat) = self.online.as_mut() else {
            return Vec::new();
        };
        if self.state.result().is_some() || seat.void {
            return Vec::new();
        }
        let wait = seat.quiet_until.map_or(0, |until| until.saturating_sub(t));
        seat.reconnect_at = Some(t + RECONNECT_MS.max(wait));
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
            return Vec::new();
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

    fn server_line(&mut self, line: GameLine, t: u64) -> Vec<Event> {
        match line {
            GameLine::GameFull(full) => self.server_state(&full.state, t),
            GameLine::GameState(state) => self.server_state(&state, t),
            GameLine::ChatLine(line) => {
                if let Some(seat) = self.online.as_mut() {
                    seat.chat.push(line);
                    let extra = seat.chat.len().saturating_sub(CHAT_KEPT);
                    seat.chat.drain(..extra);
                }
                Vec::new()
            }
            GameLine::OpponentGone(gone) => self.opponent_gone(gone, t),
            GameLine::Other => Vec::new(),
        }
    }

    fn opponent_gone(&mut self, gone: OpponentGone, t: u64) -> Vec<Event> {
        let pack = &self.state.wording().pack;
        let text = match (gone.gone, gone.claim_win_in_seconds) {
            (false, _) => pack.phrase(PhraseKey::OnlineOpponentBack, &[]),
            (true, Some(seconds)) if seconds > 0 => pack.phrase(
                PhraseKey::OnlineOpponentGone,
                &[("seconds", &seconds.to_string())],
            ),
            (true, _) => pack.phrase(PhraseKey::OnlineClaimNow, &[]),
        };
        if let Some(seat) = self.online.as_mut() {
            seat.gone = gone
                .gone
                .then(|| t + gone.claim_win_in_seconds.unwrap_or(0) * 1000);
        }
        vec![Event::Notice { text }]
    }

    /// The server's state of the game played into it: its moves, clocks, offers and end, in that order.
    fn server_state(&mut self, state: &ServerState, t: u64) -> Vec<Event> {
        let mut events = self.server_moves(state, t);
        if self.state.result().is_none()
            && self.state.clock().is_some()
            && state.status.is_playing()
        {
            events.extend(self.commit(&Record::Clocks {
                t,
                white_ms: ms(state.wtime),
                black_ms: ms(state.btime),
            }));
        }
        events.extend(self.server_offers(state, t));
        events.extend(self.server_ending(state, t));
        events
    }

    fn server_moves(&mut self, state: &ServerState, t: u64) -> Vec<Event> {
        let game = self.state.game();
        let known: Vec<Move> = game.plies().iter().map(|ply| ply.mv).collect();
        let mut events = Vec::new();
        let new = match reconcile(game_start(self), &known, &state.moves) {
            Reconciled::Ahead(new) => new,
            Reconciled::Behind(count) => return self.retrace(known.len() - count, t),
            Reconciled::Differs { ply, moves } => {
                let number = self.state.move_number_after(ply).to_string();
                events.push(Event::Notice {
                    text: self
                        .state
                        .wording()
                        .pack
                        .phrase(PhraseKey::OnlineDiffers, &[("number", &number)]),
                });
                events.extend(self.retrace(ply, t));
                moves
            }
            Reconciled::Unreadable { text, .. } => {
                return vec![self.error(PhraseKey::ErrorServer, &[("reason", &text)])];
            }
        };
        let count = new.len();
        for (index, mv) in new.into_iter().enumerate() {
            let mover = self.state.to_move();
            let last = index + 1 == count;
            let echoed = self.state.pending().is_some_and(|pending| pending.mv == mv);
            if !echoed {
                let record = Record::Move {
                    t,
                    mv: move_record(self.state.game().position(), mv),
                    source: Some(MoveSource::Server),
                };
                events.extend(self.commit(&record));
            }
            // The mover's clock before the press: for the last move, the server's time less the increment the
            // press adds, so that it ends as the server's; for a move before it, the game's time, never a flag the
            // game's clock let fall meanwhile (the server took the move in time).
            if let Some((white, black)) = self.state.times(t) {
                let (server_ms, increment) = match mover {
                    Side::White => (state.wtime, state.winc),
                    Side::Black => (state.btime, state.binc),
                };
                let own = if mover == Side::White { white } else { black };
                let before = if last {
                    ms(server_ms.saturating_sub(increment)).max(1)
                } else {
                    own.max(1)
                };
                if before != own {
                    let (white_ms, black_ms) = match mover {
                        Side::White => (before, black),
                        Side::Black => (white, before),
                    };
                    events.extend(self.commit(&Record::Clocks {
                        t,
                        white_ms,
                        black_ms,
                    }));
                }
            }
            let plies = self.state.game().plies().len();
            events.extend(self.commit(&Record::Press { t }));
            if self.state.game().plies().len() == plies {
                // The game refused the server's move: what follows cannot be played either.
                break;
            }
            if let Some(seat) = self.online.as_mut() {
                if matches!(seat.sent, Some(ServerRequest::Move { .. })) && mover == seat.side {
                    seat.sent = None;
                }
            }
        }
        events
    }

    /// The game taken back to its first `ply` half-moves, as the server has it; its clock goes on at once.
    fn retrace(&mut self, ply: usize, t: u64) -> Vec<Event> {
        let ply = u32::try_from(ply).unwrap_or(0);
        let mut events = self.commit(&Record::Takeback { t, ply });
        let paused = self
            .state
            .clock()
            .is_some_and(|clock| matches!(clock.state(), ClockState::Paused(_)));
        if paused && self.state.result().is_none() {
            events.extend(self.commit(&Record::Go { t, code: None }));
        }
        events
    }

    fn server_offers(&mut self, state: &ServerState, t: u64) -> Vec<Event> {
        let Some(seat) = self.online.as_mut() else {
            return Vec::new();
        };
        let now = [state.wdraw, state.bdraw, state.wtakeback, state.btakeback];
        let before = std::mem::replace(&mut seat.offers, now);
        let me = seat.side;
        let mut events = Vec::new();
        if !state.status.is_playing() || self.state.result().is_some() {
            return events;
        }
        for side in Side::ALL {
            let i = usize::from(side == Side::Black);
            if now[i] && !before[i] && self.state.offer() != Some(side) {
                events.extend(self.commit_if_it_fits(&Record::Draw { t, side }));
            }
            if !now[i] && before[i] && self.state.offer() == Some(side) {
                events.extend(self.commit_if_it_fits(&Record::Decline {
                    t,
                    side: side.opposite(),
                }));
            }
            if now[2 + i] && !before[2 + i] && side != me {
                let name = crate::words::side_name(&self.state.wording().pack, side);
                events.push(Event::Notice {
                    text: self
                        .state
                        .wording()
                        .pack
                        .phrase(PhraseKey::OnlineTakebackOffer, &[("side", &name)]),
                });
            }
        }
        events
    }

    /// `record` written when the game takes it: the server's offers follow lichess' rules, which allow what the
    /// laws at the board may not (an offer before the opponent has moved), and a record the game refuses is left out
    /// rather than said as the user's error.
    fn commit_if_it_fits(&mut self, record: &Record) -> Vec<Event> {
        if self.state.clone().apply(record).is_ok() {
            self.commit(record)
        } else {
            Vec::new()
        }
    }

    fn server_ending(&mut self, state: &ServerState, t: u64) -> Vec<Event> {
        let Some(end) = ending(state) else {
            return Vec::new();
        };
        if self.state.result().is_some() || self.online.as_ref().is_some_and(|seat| seat.void) {
            return Vec::new();
        }
        let (score, status) = match end {
            ServerEnding::Void(status) => {
                if let Some(seat) = self.online.as_mut() {
                    seat.void = true;
                }
                let mut events = self.commit(&Record::Finished {
                    t,
                    score: None,
                    status: status.name().to_string(),
                });
                events.push(Event::Notice {
                    text: self
                        .state
                        .wording()
                        .pack
                        .phrase(PhraseKey::OnlineAborted, &[]),
                });
                return events;
            }
            ServerEnding::Result { score, status, .. } => (score, status),
        };
        let loser = score.winner().map(|winner| Side::from(!winner));
        let record = match (status, loser) {
            (Status::Resign, Some(side)) => Some(Record::Resign { t, side }),
            (Status::OutOfTime, _) if self.state.clock().is_some() => Some(Record::Flag {
                t,
                side: loser.unwrap_or_else(|| self.state.to_move()),
            }),
            (Status::Draw, None) => self.state.offer().map(|by| Record::Accept {
                t,
                side: by.opposite(),
            }),
            _ => None,
        };
        // The laws' own record where it fits (and its words), else the server's ending with its status.
        let tried = record.and_then(|record| {
            let mut copy = self.state.clone();
            copy.apply(&record).ok().map(|_| record)
        });
        let record = tried.unwrap_or_else(|| Record::Finished {
            t,
            score: Some(score),
            status: status.name().to_string(),
        });
        let mut events = self.commit(&record);
        // A result the laws would turn (a flag against bare kings) is the server's all the same.
        if self
            .state
            .result()
            .is_some_and(|result| result.score != score)
        {
            events.extend(self.commit(&Record::Finished {
                t,
                score: Some(score),
                status: status.name().to_string(),
            }));
        }
        events
    }
}

/// The game's start position.
fn game_start(session: &PlaySession) -> &shakmaty::Chess {
    session.state.game().start()
}

/// Milliseconds from the server, as the clock counts them.
fn ms(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

/// The words of a server's status that ends a game without the laws' name for it.
pub(in crate::session) fn status_words(pack: &VoicePack, status: &str) -> String {
    let key = match status {
        "timeout" => PhraseKey::OnlineStatusTimeout,
        "cheat" => PhraseKey::OnlineStatusCheat,
        "noStart" => PhraseKey::OnlineStatusNoStart,
        "draw" => PhraseKey::OnlineStatusDraw,
        other => return pack.phrase(PhraseKey::OnlineStatusOther, &[("status", other)]),
    };
    pack.phrase(key, &[])
}

#[cfg(test)]
#[path = "online_tests.rs"]
mod tests;
