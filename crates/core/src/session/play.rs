//! The game at the board as a [`Session`] of the event loop: each input handed to the seat that owns it (typed lines
//! and keys to the keyboard), whose commands become records or answers.
//!
//! A command that changes the game becomes a [`Record`], is tried on a copy of the state, written to the journal,
//! and only then takes effect and is reported, so nothing is announced that a crash could lose and a refused or
//! unwritable command changes nothing. Questions are answered from the state without touching the journal.
//! Instants come in as milliseconds since this process's session began; the game's timeline continues across
//! resumptions, `offset` apart.

use std::sync::Arc;

use crate::{
    boundary::{Event, Input, Interruption, Refusal, Reply, Session},
    clock::{ClockEvent, CueFilter, Side},
    notation::MoveReader,
    online::ServerLink,
    options::Blind,
    voice::{PhraseKey, Sentence},
};

use super::{
    command::{PlayCommand, PlayCommandError},
    cursor::Cursor,
    record::{JournalWriter, MoveRecord, Record},
    seats::{BoardOptions, BoardSeat, EngineSeat, Keyboard, OnlineSeat, Seat, Seats, Table, Typed},
    state::GameState,
    wording::Wording,
};

/// What the session needs from outside and is handed, so that it stays pure and testable: the wall-clock time
/// as ISO 8601 (for an adjournment's envelope), the bytes of a file (for `sheet … --file`), and random bits (for the
/// envelope's code).
#[derive(Clone, Copy)]
pub struct Outside {
    /// The wall-clock time now, ISO 8601 (UTC).
    pub now_iso: fn() -> String,
    /// The bytes of the file at this path.
    pub read_file: fn(&str) -> std::io::Result<Vec<u8>>,
    /// Random bits.
    pub random: fn() -> u64,
}

/// A game at the board, driven by command lines.
pub struct PlaySession {
    pub(super) state: GameState,
    /// How the game's facts and refusals are worded.
    pub(super) wording: Arc<Wording>,
    pub(super) writer: Box<dyn JournalWriter<Record>>,
    pub(super) cues: CueFilter,
    /// Which marks cue.
    pub(super) cue_marks: crate::clock::CueMarks,
    pub(super) offset: u64,
    /// Who sits at the game: the keyboard, the engine, the electronic board, the server.
    pub(super) seats: Seats,
    /// How many changes of the game were written, so that a seat set aside while it acted is told of its own.
    pub(super) changes: u64,
}

impl PlaySession {
    /// A session over `state`, writing records to `writer`; `offset` is the game time at this session's start.
    #[must_use]
    pub fn new(
        state: GameState,
        wording: Arc<Wording>,
        reader: MoveReader,
        writer: Box<dyn JournalWriter<Record>>,
        offset: u64,
        virtual_time: bool,
        outside: Outside,
    ) -> PlaySession {
        let setup = state.setup();
        let cues = setup.cues.filter(setup.blind);
        let cue_marks = setup.cue_marks;
        let cursor = Cursor::new(viewer(setup.blind, state.to_move()).into());
        PlaySession {
            state,
            wording,
            writer,
            cues,
            cue_marks,
            offset,
            seats: Seats {
                keyboard: Some(Keyboard::new(reader, cursor, outside, virtual_time)),
                engine: None,
                board: None,
                server: None,
            },
            changes: 0,
        }
    }

    /// Gives an engine a seat (practice): it plays its side from now on, asked at once when that side is to move,
    /// and answers `hint best`.
    #[must_use]
    pub fn with_engine(mut self, seat: EngineSeat) -> PlaySession {
        self.seats.engine = Some(seat);
        let t = self.offset;
        self.seated(engine_seat, |seat, table| seat.act(table, t));
        self
    }

    /// Reads the sighted player's board from now on.
    #[must_use]
    pub fn with_board(mut self, options: BoardOptions) -> PlaySession {
        self.seats.board = Some(BoardSeat::new(options));
        self
    }

    /// Plays this game online from now on: the user plays `side`, the requests go through `link`.
    #[must_use]
    pub fn with_server(mut self, link: Box<dyn ServerLink>, side: Side) -> PlaySession {
        self.seats.server = Some(OnlineSeat::new(link, side));
        self
    }

    /// Whether the game is played online.
    #[must_use]
    pub fn is_online(&self) -> bool {
        self.seats.server.is_some()
    }

    /// The chat's last messages, oldest first (`chat`).
    #[must_use]
    pub fn chat_lines(&self) -> Vec<String> {
        let pack = &self.wording.pack;
        self.seats
            .server
            .as_ref()
            .map_or_else(Vec::new, |seat| seat.chat_lines(pack))
    }

    /// Hands `act` the seat in `slot` and the session as its table, the seat set aside meanwhile; the seat keeps its
    /// place unless it left the game. `None` when nobody sits there.
    fn seated<S: Seat, R>(
        &mut self,
        slot: fn(&mut Seats) -> &mut Option<S>,
        act: impl FnOnce(&mut S, &mut dyn Table) -> R,
    ) -> Option<R> {
        let mut seat = slot(&mut self.seats).take()?;
        let result = act(&mut seat, self);
        if !seat.left() {
            *slot(&mut self.seats) = Some(seat);
        }
        Some(result)
    }

    /// Every seat's events after an input at `t`, the game as it now stands: the board compared with it, then the
    /// engine asked when its side is to move.
    fn seats_act(&mut self, t: u64) -> Vec<Event> {
        let mut events = self
            .seated(board_seat, |seat, table| seat.act(table, t))
            .unwrap_or_default();
        events.extend(
            self.seated(engine_seat, |seat, table| seat.act(table, t))
                .unwrap_or_default(),
        );
        events
    }

    /// The game as it stands.
    #[must_use]
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// How the game's facts and refusals are worded.
    #[must_use]
    pub fn wording(&self) -> &Wording {
        &self.wording
    }

    /// Whose turn it is, for the prompt: "White to move", "White to press the clock", "game over"; "yes or no" while
    /// a confirmation waits.
    #[must_use]
    pub(crate) fn prompt_text(&self) -> String {
        let keyboard = self.seats.keyboard.as_ref();
        keyboard.map_or_else(String::new, |keyboard| {
            keyboard
                .prompt(&self.state, &self.wording)
                .as_text()
                .to_string()
        })
    }

    /// Tries `record` on a copy of the state, writes it, then keeps the copy: the events of a change that is on
    /// disk, or one error event and no change.
    pub(super) fn commit(&mut self, record: &Record) -> Vec<Event> {
        let mut next = self.state.clone();
        match next.apply(record) {
            Err(refused) => vec![self.wording.refusal(&refused).into()],
            Ok(facts) => match self.writer.write(record) {
                Err(failed) => vec![self.error(
                    PhraseKey::ErrorJournal,
                    &[(
                        "problem",
                        crate::words::system_error(&self.wording.pack, failed.problem).as_text(),
                    )],
                )],
                Ok(()) => {
                    let moved = next.game().position() != self.state.game().position();
                    self.state = next;
                    self.changes += 1;
                    self.tell_seats(moved);
                    self.wording.events(facts)
                }
            },
        }
    }

    /// Tells every seat that the game changed; `moved` when its position did.
    fn tell_seats(&mut self, moved: bool) {
        let Seats {
            keyboard,
            engine,
            board,
            server,
        } = &mut self.seats;
        keyboard.iter_mut().for_each(|seat| seat.told(moved));
        engine.iter_mut().for_each(|seat| seat.told(moved));
        board.iter_mut().for_each(|seat| seat.told(moved));
        server.iter_mut().for_each(|seat| seat.told(moved));
    }

    /// A typed command a seat answers for instead of the game: online, sent to the server or refused; at the board,
    /// what only an online game does is refused. `None`: the game's own command.
    fn seats_command(&mut self, command: &PlayCommand, t: u64) -> Option<Reply> {
        if self.seats.server.is_none() {
            return matches!(
                command,
                PlayCommand::OfferTakeback | PlayCommand::Abort | PlayCommand::Chat(_)
            )
            .then(|| Reply::event(self.error(PhraseKey::ErrorOnlineOnly, &[])));
        }
        self.seated(server_seat, |seat, table| seat.command(command, table, t))
            .flatten()
    }

    pub(super) fn error(&self, key: PhraseKey, values: &[(&'static str, &str)]) -> Event {
        Refusal::new(&self.wording.pack, key, values).into()
    }

    /// Keeps `events` as the last thing said, for the keyboard's `repeat`, unless there are none.
    fn remember(&mut self, events: &[Event]) {
        if let Some(keyboard) = &mut self.seats.keyboard {
            keyboard.remember(events);
        }
    }

    /// Hands `act` the keyboard and the session as its table, then tells the keyboard of the changes it made itself
    /// while set aside.
    fn keyboard_acts(&mut self, act: impl FnOnce(&mut Keyboard, &mut dyn Table) -> Reply) -> Reply {
        let changes = self.changes;
        let reply = self
            .seated(keyboard_seat, act)
            .unwrap_or_else(|| Reply::events(Vec::new()));
        if self.changes != changes {
            if let Some(keyboard) = &mut self.seats.keyboard {
                keyboard.told(true);
            }
        }
        reply
    }
}

/// A legal move in `pos` as the journal keeps it.
pub(super) fn move_record(pos: &shakmaty::Chess, mv: shakmaty::Move) -> MoveRecord {
    MoveRecord {
        uci: shakmaty::uci::UciMove::from_standard(mv),
        san: shakmaty::san::SanPlus::from_move(pos.clone(), mv).to_string(),
    }
}

/// The player whose side the board is read from: the blind player's, or with two blind players the player to move.
pub(super) fn viewer(blind: Blind, to_move: Side) -> Side {
    match blind {
        Blind::Black => Side::Black,
        Blind::Both => to_move,
        Blind::White | Blind::None => Side::White,
    }
}

impl Session for PlaySession {
    fn next_due(&self) -> Option<u64> {
        let clock = self.state.clock().and_then(|c| c.next_event_at());
        let board = self
            .seats
            .board
            .as_ref()
            .and_then(|seat| seat.due(&self.state));
        let server = self
            .seats
            .server
            .as_ref()
            .and_then(|seat| seat.due(&self.state));
        let due = [clock, board, server].into_iter().flatten().min();
        due.map(|at| at.saturating_sub(self.offset))
    }

    fn advance_to(&mut self, now: u64) -> Vec<(u64, Event)> {
        let t = self.offset.saturating_add(now);
        let mut reported = Vec::new();
        for event in self.state.clock_events_until(t) {
            let at = event.at_ms().saturating_sub(self.offset);
            match event {
                ClockEvent::Cue {
                    side,
                    level,
                    remaining_ms,
                    ..
                } if self.cues.allows(&event) && self.cue_marks.allows(&event) => reported.push((
                    at,
                    Event::Cue {
                        side,
                        level,
                        remaining_ms,
                    },
                )),
                ClockEvent::Cue { .. } => {}
                // Online, the server says when a flag fell.
                ClockEvent::Flag { .. } if self.is_online() => {}
                ClockEvent::Flag { side, at_ms } => {
                    reported.push((at, Event::Flag { side }));
                    let record = Record::Flag { t: at_ms, side };
                    reported.extend(self.commit(&record).into_iter().map(|e| (at, e)));
                }
            }
        }
        let server = self.seated(server_seat, |seat, table| seat.advance(table, t));
        let board = self.seated(board_seat, |seat, table| seat.advance(table, t));
        let offset = self.offset;
        reported.extend(
            [server, board]
                .into_iter()
                .flatten()
                .flatten()
                .map(|(at, e)| (at.saturating_sub(offset), e)),
        );
        let events: Vec<Event> = reported.iter().map(|(_, e)| e.clone()).collect();
        self.remember(&events);
        reported
    }

    fn handle(&mut self, input: Input, now: u64) -> Reply {
        let t = self.offset.saturating_add(now);
        let typed = match input {
            Input::Typed(line) => Typed::Line(line),
            Input::Command(command) => Typed::Bound(command),
            Input::Board(reported) => {
                // What the board made tactus say is what `repeat` says again.
                let reply = self
                    .seated(board_seat, |seat, table| seat.hear(reported, table, t))
                    .unwrap_or_else(|| Reply::events(Vec::new()));
                self.remember(&reply.events);
                return reply;
            }
            Input::Server(said) => {
                let reply = self
                    .seated(server_seat, |seat, table| seat.hear(said, table, t))
                    .unwrap_or_else(|| Reply::events(Vec::new()));
                self.remember(&reply.events);
                return reply;
            }
            Input::Engine(reply) => {
                let reply = self
                    .seated(engine_seat, |seat, table| seat.hear(reply, table, t))
                    .unwrap_or_else(|| Reply::events(Vec::new()));
                self.seated(engine_seat, |seat, table| seat.act(table, t));
                self.remember(&reply.events);
                return reply;
            }
            // The game at the board follows no broadcast.
            Input::Broadcast(_) => return Reply::events(Vec::new()),
        };
        self.keyboard_acts(|keyboard, table| keyboard.hear(typed, table, t))
    }

    fn prompt(&self) -> Option<String> {
        Some(self.prompt_text())
    }

    /// A running clock is stopped in the journal (so a resumed game has the exact times), then the user is told
    /// where the game is kept.
    fn interrupt(&mut self, how: Interruption, now: u64) -> Vec<Event> {
        let t = self.offset.saturating_add(now);
        let running = self.state.clock().and_then(|c| c.running_side()).is_some();
        let mut events = if running && self.state.result().is_none() {
            self.commit(&Record::Pause { t })
        } else {
            Vec::new()
        };
        let signal = how.signal_name();
        let pack = &self.wording.pack;
        let stopped = Sentence::phrase(
            pack,
            PhraseKey::Stopped,
            vec![("signal", Sentence::figures(signal))],
        );
        let text = match self.writer.location() {
            Some(journal) if self.state.result().is_none() => {
                let values = vec![
                    ("signal", Sentence::figures(signal)),
                    ("journal", Sentence::figures(journal)),
                ];
                Sentence::phrase(pack, PhraseKey::StoppedGame, values)
            }
            _ => stopped.clone(),
        };
        events.push(Event::stopped(how, text, stopped));
        events
    }
}

impl Table for PlaySession {
    fn game(&self) -> &GameState {
        &self.state
    }

    fn commit(&mut self, record: &Record) -> Vec<Event> {
        PlaySession::commit(self, record)
    }

    fn command(&mut self, command: PlayCommand, t: u64) -> Reply {
        self.keyboard_acts(|keyboard, table| keyboard.execute(command, table, t))
    }

    fn answered_elsewhere(&mut self, command: &PlayCommand, t: u64) -> Option<Reply> {
        self.seats_command(command, t)
    }

    fn confirmed_elsewhere(&mut self, record: &Record, t: u64) -> Option<Reply> {
        self.seated(server_seat, |seat, table| seat.confirmed(record, table, t))
            .flatten()
    }

    fn unreadable_elsewhere(&mut self, problem: &PlayCommandError, t: u64) -> Option<Reply> {
        self.seated(server_seat, |seat, table| {
            seat.claim_alone(problem, table, t)
        })
        .flatten()
    }

    fn ask_hint(&mut self) -> bool {
        let Some(seat) = &mut self.seats.engine else {
            return false;
        };
        seat.ask_hint(&self.state);
        true
    }

    fn settle(&mut self, t: u64) -> Vec<Event> {
        self.seats_act(t)
    }

    fn journal(&self) -> Option<String> {
        self.writer.location()
    }

    fn wording(&self) -> &Wording {
        &self.wording
    }

    fn refusal(&self, key: PhraseKey, values: &[(&'static str, &str)]) -> Event {
        self.error(key, values)
    }

    fn online_side(&self) -> Option<Side> {
        self.seats.server.as_ref().map(OnlineSeat::side)
    }
}

fn keyboard_seat(seats: &mut Seats) -> &mut Option<Keyboard> {
    &mut seats.keyboard
}

fn engine_seat(seats: &mut Seats) -> &mut Option<EngineSeat> {
    &mut seats.engine
}

fn board_seat(seats: &mut Seats) -> &mut Option<BoardSeat> {
    &mut seats.board
}

fn server_seat(seats: &mut Seats) -> &mut Option<OnlineSeat> {
    &mut seats.server
}

#[cfg(test)]
mod tests;
