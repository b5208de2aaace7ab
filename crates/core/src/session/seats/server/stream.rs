//! What the server streams, played into the game as the board's readings are: the server's moves reconciled move by
//! move with the journal (the server wins, a difference is said; the opponent's moves announced once, the user's own
//! echo only completing the pending move), its clocks followed, its offers said, the opponent leaving, and every end
//! of game it reports made the result with its reason.

use shakmaty::Move;

use super::{OnlineSeat, Table};
use crate::voice::Sentence;
use crate::{
    boundary::Event,
    clock::{ClockState, Side},
    online::{
        ending, reconcile, GameLine, OpponentGone, Reconciled, ServerEnding, ServerRequest,
        ServerState, Status,
    },
    session::{
        play::move_record,
        record::{MoveSource, Record},
        GameState, Wording,
    },
    voice::PhraseKey,
};

/// How many chat messages are kept for `chat`.
const CHAT_KEPT: usize = 20;

impl OnlineSeat {
    pub(super) fn server_line(
        &mut self,
        line: GameLine,
        table: &mut dyn Table,
        t: u64,
    ) -> Vec<Event> {
        match line {
            GameLine::GameFull(full) => self.server_state(&full.state, true, table, t),
            GameLine::GameState(state) => self.server_state(&state, false, table, t),
            GameLine::ChatLine(line) => {
                self.chat.push(line);
                let extra = self.chat.len().saturating_sub(CHAT_KEPT);
                self.chat.drain(..extra);
                Vec::new()
            }
            GameLine::OpponentGone(gone) => self.opponent_gone(gone, table.wording(), t),
            GameLine::Other => Vec::new(),
        }
    }

    fn opponent_gone(&mut self, gone: OpponentGone, wording: &Wording, t: u64) -> Vec<Event> {
        let pack = &wording.pack;
        let text = match (gone.gone, gone.claim_win_in_seconds) {
            (false, _) => Sentence::phrase(pack, PhraseKey::OnlineOpponentBack, Vec::new()),
            (true, Some(seconds)) if seconds > 0 => Sentence::phrase(
                pack,
                PhraseKey::OnlineOpponentGone,
                vec![("seconds", Sentence::figures(seconds.to_string()))],
            ),
            (true, _) => Sentence::phrase(pack, PhraseKey::OnlineClaimNow, Vec::new()),
        };
        self.gone = gone
            .gone
            .then(|| t + gone.claim_win_in_seconds.unwrap_or(0) * 1000);
        vec![Event::Notice { text }]
    }

    /// The server's state of the game played into it: its moves, clocks, offers and end, in that order; `full`
    /// when it is the whole game (the stream's first line), whose first-move deadline is said again.
    fn server_state(
        &mut self,
        state: &ServerState,
        full: bool,
        table: &mut dyn Table,
        t: u64,
    ) -> Vec<Event> {
        let plies = table.game().game().plies().len();
        let mut events = self.server_moves(state, table, t);
        let moved = table.game().game().plies().len() != plies;
        if full || moved {
            events.extend(self.first_move_deadline(state, table.game(), table.wording()));
        }
        if table.game().result().is_none()
            && table.game().clock().is_some()
            && state.status.is_playing()
        {
            events.extend(table.commit(&Record::Clocks {
                t,
                white_ms: ms(state.wtime),
                black_ms: ms(state.btime),
            }));
        }
        events.extend(self.server_offers(state, table, t));
        events.extend(self.server_ending(state, table, t));
        events
    }

    /// The user's first move and its deadline (`expiration`), when it is the user's turn to make it: lichess
    /// aborts the game if it is not made in time.
    fn first_move_deadline(
        &self,
        state: &ServerState,
        game: &GameState,
        wording: &Wording,
    ) -> Option<Event> {
        let expiration = state.expiration?;
        if !state.status.is_playing() || game.result().is_some() || game.to_move() != self.side {
            return None;
        }
        let seconds = expiration.left_ms().div_ceil(1000);
        let pack = &wording.pack;
        // In the largest unit that keeps the number small: seconds, minutes, or hours (correspondence).
        let (key, unit, count) = match seconds {
            0..=120 => (PhraseKey::OnlineFirstMove, "seconds", seconds),
            121..=7200 => (
                PhraseKey::OnlineFirstMoveMinutes,
                "minutes",
                seconds.div_ceil(60),
            ),
            _ => (
                PhraseKey::OnlineFirstMoveHours,
                "hours",
                seconds.div_ceil(3600),
            ),
        };
        let text = Sentence::phrase(
            pack,
            key,
            vec![(unit, Sentence::figures(count.to_string()))],
        );
        Some(Event::Notice { text })
    }

    fn server_moves(&mut self, state: &ServerState, table: &mut dyn Table, t: u64) -> Vec<Event> {
        let game = table.game().game();
        let known: Vec<Move> = game.plies().iter().map(|ply| ply.mv).collect();
        let mut events = Vec::new();
        let new = match reconcile(game.start(), &known, &state.moves) {
            Reconciled::Ahead(new) => new,
            Reconciled::Behind(count) => return retrace(table, known.len() - count, t),
            Reconciled::Differs { ply, moves } => {
                let number = Sentence::figures(table.game().move_number_after(ply).to_string());
                events.push(Event::Notice {
                    text: Sentence::phrase(
                        &table.wording().pack,
                        PhraseKey::OnlineDiffers,
                        vec![("number", number)],
                    ),
                });
                events.extend(retrace(table, ply, t));
                moves
            }
            Reconciled::Unreadable { text, .. } => {
                return vec![table.refusal(PhraseKey::ErrorServer, &[("reason", &text)])];
            }
        };
        let count = new.len();
        for (index, mv) in new.into_iter().enumerate() {
            let mover = table.game().to_move();
            let last = index + 1 == count;
            let echoed = table
                .game()
                .pending()
                .is_some_and(|pending| pending.mv == mv);
            if !echoed {
                let record = Record::Move {
                    t,
                    mv: move_record(table.game().game().position(), mv),
                    source: Some(MoveSource::Server),
                };
                events.extend(table.commit(&record));
            }
            // The mover's clock before the press: for the last move, the server's time less the increment the
            // press adds, so that it ends as the server's; for a move before it, the game's time, never a flag the
            // game's clock let fall meanwhile (the server took the move in time).
            if let Some((white, black)) = table.game().times(t) {
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
                    events.extend(table.commit(&Record::Clocks {
                        t,
                        white_ms,
                        black_ms,
                    }));
                }
            }
            let plies = table.game().game().plies().len();
            events.extend(table.commit(&Record::Press { t }));
            if table.game().game().plies().len() == plies {
                // The game refused the server's move: what follows cannot be played either.
                break;
            }
            if matches!(self.sent, Some(ServerRequest::Move { .. })) && mover == self.side {
                self.sent = None;
            }
        }
        events
    }

    fn server_offers(&mut self, state: &ServerState, table: &mut dyn Table, t: u64) -> Vec<Event> {
        let now = [state.wdraw, state.bdraw, state.wtakeback, state.btakeback];
        let before = std::mem::replace(&mut self.offers, now);
        let me = self.side;
        let mut events = Vec::new();
        if !state.status.is_playing() || table.game().result().is_some() {
            return events;
        }
        for side in Side::ALL {
            let i = usize::from(side == Side::Black);
            if now[i] && !before[i] && table.game().offer() != Some(side) {
                events.extend(commit_if_it_fits(table, &Record::Draw { t, side }));
            }
            if !now[i] && before[i] && table.game().offer() == Some(side) {
                events.extend(commit_if_it_fits(
                    table,
                    &Record::Decline {
                        t,
                        side: side.opposite(),
                    },
                ));
            }
            if now[2 + i] && !before[2 + i] && side != me {
                let name = crate::words::side_words(&table.wording().pack, side);
                events.push(Event::Notice {
                    text: Sentence::phrase(
                        &table.wording().pack,
                        PhraseKey::OnlineTakebackOffer,
                        vec![("side", name)],
                    ),
                });
            }
        }
        events
    }

    fn server_ending(&mut self, state: &ServerState, table: &mut dyn Table, t: u64) -> Vec<Event> {
        let Some(end) = ending(state) else {
            return Vec::new();
        };
        if table.game().result().is_some() || self.void {
            return Vec::new();
        }
        let (score, status) = match end {
            ServerEnding::Void(status) => {
                self.void = true;
                let mut events = table.commit(&Record::Finished {
                    t,
                    score: None,
                    status,
                });
                events.push(Event::Notice {
                    text: Sentence::phrase(
                        &table.wording().pack,
                        PhraseKey::OnlineAborted,
                        Vec::new(),
                    ),
                });
                return events;
            }
            ServerEnding::Result { score, status, .. } => (score, status),
        };
        let loser = score.winner().map(|winner| Side::from(!winner));
        let record = match (status, loser) {
            (Status::Resign, Some(side)) => Some(Record::Resign { t, side }),
            (Status::OutOfTime, _) if table.game().clock().is_some() => Some(Record::Flag {
                t,
                side: loser.unwrap_or_else(|| table.game().to_move()),
            }),
            (Status::Draw, None) => table.game().offer().map(|by| Record::Accept {
                t,
                side: by.opposite(),
            }),
            _ => None,
        };
        // The laws' own record where it fits (and its words), else the server's ending with its status.
        let tried = record.and_then(|record| {
            let mut copy = table.game().clone();
            copy.apply(&record).ok().map(|_| record)
        });
        let record = tried.unwrap_or(Record::Finished {
            t,
            score: Some(score),
            status,
        });
        let mut events = table.commit(&record);
        // A result the laws would turn (a flag against bare kings) is the server's all the same.
        if table
            .game()
            .result()
            .is_some_and(|result| result.score != score)
        {
            events.extend(table.commit(&Record::Finished {
                t,
                score: Some(score),
                status,
            }));
        }
        events
    }
}

/// The game taken back to its first `ply` half-moves, as the server has it; its clock goes on at once.
fn retrace(table: &mut dyn Table, ply: usize, t: u64) -> Vec<Event> {
    let ply = u32::try_from(ply).unwrap_or(0);
    let mut events = table.commit(&Record::Takeback { t, ply });
    let paused = table
        .game()
        .clock()
        .is_some_and(|clock| matches!(clock.state(), ClockState::Paused(_)));
    if paused && table.game().result().is_none() {
        events.extend(table.commit(&Record::Go { t, code: None }));
    }
    events
}

/// `record` written when the game takes it: the server's offers follow lichess' rules, which allow what the
/// laws at the board may not (an offer before the opponent has moved), and a record the game refuses is left out
/// rather than said as the user's error.
fn commit_if_it_fits(table: &mut dyn Table, record: &Record) -> Vec<Event> {
    if table.game().clone().apply(record).is_ok() {
        table.commit(record)
    } else {
        Vec::new()
    }
}

/// Milliseconds from the server, as the clock counts them.
fn ms(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}
