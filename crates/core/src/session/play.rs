//! The game at the board as a [`Session`] of the event loop: typed lines become records or answers.
//!
//! A command that changes the game becomes a [`Record`], is tried on a copy of the state, written to the journal,
//! and only then takes effect and is reported, so nothing is announced that a crash could lose and a refused or
//! unwritable command changes nothing. Questions are answered from the state without touching the journal.
//! Instants come in as milliseconds since this process's session began; the game's timeline continues across
//! resumptions, `offset` apart.

use std::sync::Arc;

use shakmaty::Position;

use crate::{
    boundary::{Event, Flow, Input, Interruption, Refusal, Reply, Session},
    clock::{ClockEvent, CueFilter, Side},
    notation::{board_row, MoveReader},
    online::ServerLink,
    options::Blind,
    registry::{self, Language, Verb},
    voice::PhraseKey,
    words::{self, Sentence},
};

use super::{
    command::{from_command_for, parse_for, PlayCommand, PlayCommandError},
    cursor::{Cursor, CursorCommand, CursorOutcome},
    questions,
    record::{JournalWriter, MoveRecord, Record},
    seats::{BoardOptions, BoardSeat, EngineSeat, Keyboard, OnlineSeat, Seat, Seats, Table},
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
    /// Who types at the game: both sides' moves and acts, the arbiter's, the questions.
    pub(super) keyboard: Keyboard,
    pub(super) writer: Box<dyn JournalWriter<Record>>,
    pub(super) cues: CueFilter,
    /// Which marks cue.
    pub(super) cue_marks: crate::clock::CueMarks,
    pub(super) offset: u64,
    pub(super) virtual_time: bool,
    pub(super) outside: Outside,
    /// Who else sits at the game: the engine, the electronic board, the server.
    pub(super) seats: Seats,
    /// The events last reported (a reply, or what fell due), for `repeat`.
    pub(super) said: Vec<Event>,
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
            keyboard: Keyboard {
                reader,
                cursor,
                confirming: None,
                sealed_code: None,
            },
            writer,
            cues,
            cue_marks,
            offset,
            virtual_time,
            outside,
            seats: Seats::default(),
            said: Vec::new(),
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
        let pack = &self.wording.pack;
        let side = words::side_name(pack, self.state.to_move());
        if self.keyboard.confirming.is_some() {
            pack.phrase(PhraseKey::PromptConfirm, &[])
        } else if self.state.result().is_some() {
            pack.phrase(PhraseKey::PromptOver, &[])
        } else if self.state.sealed().is_some() {
            pack.phrase(PhraseKey::PromptAdjourned, &[])
        } else if self.state.pending().is_some() {
            pack.phrase(PhraseKey::PromptPending, &[("side", &side)])
        } else {
            pack.phrase(PhraseKey::PromptToMove, &[("side", &side)])
        }
    }

    /// Tries `record` on a copy of the state, writes it, then keeps the copy: the events of a change that is on
    /// disk, or one error event and no change.
    pub(super) fn commit(&mut self, record: &Record) -> Vec<Event> {
        let mut next = self.state.clone();
        match next.apply(record) {
            Err(refused) => vec![self.wording.refusal(&refused).into()],
            Ok(facts) => match self.writer.write(record) {
                Err(problem) => vec![self.error(
                    PhraseKey::ErrorJournal,
                    &[("problem", &problem.to_string())],
                )],
                Ok(()) => {
                    let moved = next.game().position() != self.state.game().position();
                    self.state = next;
                    self.keyboard.cursor.reset();
                    self.tell_seats(moved);
                    self.wording.events(facts)
                }
            },
        }
    }

    /// Tells every seat that the game changed; `moved` when its position did.
    fn tell_seats(&mut self, moved: bool) {
        let Seats {
            engine,
            board,
            server,
        } = &mut self.seats;
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

    pub(super) fn answer(&self, query: &str, text: Sentence) -> Event {
        Event::answer(query, text)
    }

    /// The player whose side the board is read from.
    pub(super) fn viewer(&self) -> Side {
        viewer(self.state.setup().blind, self.state.to_move())
    }

    /// A cursor command: an answer about its square, a refusal, or the move it picked, made as a move.
    fn move_cursor(&mut self, command: &CursorCommand, t: u64) -> Reply {
        let view = self.viewer();
        let outcome = self.keyboard.cursor.apply(
            command,
            self.state.game().position(),
            view.into(),
            &self.wording.pack,
        );
        match outcome {
            CursorOutcome::Show { square, text } => Reply::event(Event::Cursor {
                square,
                text,
                row: board_row(
                    self.state.game().position().board(),
                    square.rank(),
                    view.into(),
                ),
                view,
            }),
            CursorOutcome::Refuse(refusal) => Reply::event(refusal.into()),
            CursorOutcome::Play(intent) => self.execute(PlayCommand::Play(intent), t),
        }
    }

    pub(super) fn execute(&mut self, command: PlayCommand, t: u64) -> Reply {
        if let Some(reply) = self.seats_command(&command, t) {
            return reply;
        }
        let name = command.name();
        let record = match command {
            PlayCommand::Move(text) => {
                match self.keyboard.read_move(&self.state, &self.wording, &text) {
                    Ok(mv) => Record::Move {
                        t,
                        mv,
                        source: None,
                    },
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::Play(intent) => {
                match self
                    .keyboard
                    .resolve_move(&self.state, &self.wording, intent)
                {
                    Ok(mv) => Record::Move {
                        t,
                        mv,
                        source: None,
                    },
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::Press => Record::Press { t },
            PlayCommand::Go(code) => Record::Go {
                t,
                code: code.map(String::from),
            },
            PlayCommand::Pause => Record::Pause { t },
            PlayCommand::Adjust(side, adjustment) => Record::Adjust {
                t,
                side,
                adjustment,
            },
            PlayCommand::Illegal(side) => Record::Illegal { t, side },
            PlayCommand::Takeback(ply) => Record::Takeback { t, ply },
            PlayCommand::Sheet { side, moves, from } => {
                match self
                    .keyboard
                    .sheet_entries(&self.state, &self.wording, &moves, from)
                {
                    Ok((at, entries)) => Record::Sheet {
                        t,
                        at,
                        side,
                        entries,
                    },
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::SheetFile { side, path } => {
                match self.keyboard.sheet_file(
                    &self.wording,
                    self.outside.read_file,
                    &path.to_string_lossy(),
                ) {
                    // A file is the whole sheet: it replaces what was entered before.
                    Ok(entries) => Record::Sheet {
                        t,
                        at: Some(0),
                        side,
                        entries,
                    },
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::SheetClear(side) => Record::Sheet {
                t,
                at: Some(0),
                side,
                entries: Vec::new(),
            },
            PlayCommand::Draw(side) => {
                match Keyboard::acting_side(&self.state, &self.wording, side, Verb::Draw) {
                    Ok(side) => Record::Draw { t, side },
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::Decline(side) => {
                match Keyboard::acting_side(&self.state, &self.wording, side, Verb::Decline) {
                    Ok(side) => Record::Decline { t, side },
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::Accept(side) => {
                match Keyboard::acting_side(&self.state, &self.wording, side, Verb::Accept) {
                    Ok(side) => return self.ask_to_confirm(Record::Accept { t, side }, None),
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::Resign(side) => {
                match Keyboard::acting_side(&self.state, &self.wording, side, Verb::Resign) {
                    Ok(side) => return self.ask_to_confirm(Record::Resign { t, side }, None),
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::Claim {
                side,
                kind,
                intended,
            } => match self.keyboard.claim_record(
                &self.state,
                &self.wording,
                side,
                kind,
                intended.map(String::from),
                t,
            ) {
                Ok(record) => record,
                Err(refusal) => return Reply::event(refusal.into()),
            },
            PlayCommand::Confirm(_) => {
                return Reply::event(self.error(PhraseKey::ErrorNothingToConfirm, &[]))
            }
            PlayCommand::Verdict { score, detail } => Record::Verdict {
                t,
                score,
                detail: detail.map(String::from),
            },
            PlayCommand::Increment(ms) => Record::Increment { t, ms },
            PlayCommand::Unseal => Record::Unseal { t },
            PlayCommand::Rate(change) => Record::Rate {
                t,
                percent: change.from(self.state.rate()),
            },
            PlayCommand::Adjourn { sealed, resumption } => {
                return self.seal(&sealed, resumption.map(String::from), t);
            }
            PlayCommand::Wait(ms) if self.virtual_time => {
                return Reply::with_flow(Vec::new(), Flow::Wait(ms))
            }
            PlayCommand::Wait(_) => {
                return Reply::event(self.error(PhraseKey::ErrorWaitRealTime, &[]))
            }
            PlayCommand::Quit => return self.quit_asked(t),
            PlayCommand::Cursor(command) => return self.move_cursor(&command, t),
            PlayCommand::Repeat => return Reply::events(self.repeated()),
            PlayCommand::Hint(hint) => return Reply::events(self.hint(&hint, t)),
            PlayCommand::Opening => return Reply::event(self.opening()),
            question => {
                return Reply::events(questions::ask(
                    &self.state,
                    &self.wording,
                    question,
                    name,
                    t,
                ))
            }
        };
        Reply::events(self.commit(&record))
    }

    /// `repeat`: what was last said, again, as answers; before anything was said, whose turn it is.
    fn repeated(&self) -> Vec<Event> {
        let pack = &self.wording.pack;
        if self.said.is_empty() {
            return vec![self.answer("repeat", Sentence::text(self.prompt_text()))];
        }
        Event::answer_lines(
            "repeat",
            // Read again as text: what was said is heard as it was printed.
            self.said
                .iter()
                .map(|event| Sentence::text(words::sentence(pack, event))),
        )
    }

    /// Keeps `events` as the last thing said, unless there are none.
    fn remember(&mut self, events: &[Event]) {
        if !events.is_empty() {
            self.said = events.to_vec();
        }
    }

    /// A line that starts with a command word but is written wrongly.
    fn unreadable(&self, problem: &PlayCommandError) -> Event {
        match problem {
            // Help's topics are said in the pack's words ("hilfe, oder hilfe und ein Thema: züge, uhr, …").
            PlayCommandError::Usage(usage)
                if *usage == registry::usage(Verb::Help, Language::Play) =>
            {
                let topics = self.wording.pack.phrase(PhraseKey::UsageHelp, &[]);
                self.error(PhraseKey::ErrorUsage, &[("usage", &topics)])
            }
            PlayCommandError::Usage(usage) => {
                let usage = usage.written_in(&self.wording.pack.phrase_language);
                self.error(PhraseKey::ErrorUsage, &[("usage", &usage)])
            }
            PlayCommandError::Duration(input) => {
                self.error(PhraseKey::ErrorDuration, &[("input", input)])
            }
            PlayCommandError::Argument(problem) => problem.refusal(&self.wording.pack).into(),
            PlayCommandError::NotHere(name) => self.error(
                PhraseKey::ErrorUnknownCommand,
                &[
                    ("input", name),
                    (
                        "commands",
                        &registry::names_in(Language::Play, &self.wording.pack.phrase_language),
                    ),
                ],
            ),
        }
    }
}

/// A legal move in `pos` as the journal keeps it.
pub(super) fn move_record(pos: &shakmaty::Chess, mv: shakmaty::Move) -> MoveRecord {
    MoveRecord {
        uci: shakmaty::uci::UciMove::from_standard(mv).to_string(),
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
        let command = match input {
            Input::Typed(line) => parse_for(&line, &self.wording.pack),
            Input::Command(command) => from_command_for(&command, &self.wording.pack).map(Some),
            Input::Board(reported) => {
                // What the board made tactus say is what `repeat` says again.
                let events = self
                    .seated(board_seat, |seat, table| seat.hear(reported, table, t))
                    .unwrap_or_default();
                if !events.is_empty() {
                    self.remember(&events);
                }
                return Reply::events(events);
            }
            Input::Server(said) => {
                let events = self
                    .seated(server_seat, |seat, table| seat.hear(said, table, t))
                    .unwrap_or_default();
                if !events.is_empty() {
                    self.remember(&events);
                }
                return Reply::events(events);
            }
            Input::Engine(reply) => {
                let events = self
                    .seated(engine_seat, |seat, table| seat.hear(reply, table, t))
                    .unwrap_or_default();
                self.seated(engine_seat, |seat, table| seat.act(table, t));
                self.remember(&events);
                return Reply::events(events);
            }
        };
        let repeating = matches!(command, Ok(Some(PlayCommand::Repeat)));
        // A confirmation waits: `yes` or `no` answers it; any other line cancels it, says so, and is read as usual
        // (`repeat` asks the question again).
        let mut cancelled = None;
        if self.keyboard.confirming.is_some() && !matches!(command, Ok(None)) {
            if repeating {
                let question = self.keyboard.confirming.as_ref().map(|(_, q)| q.clone());
                return Reply::events(question.into_iter().collect());
            }
            if let Ok(Some(answer)) = &command {
                if let Some(reply) = self.answer_confirmation(answer, t) {
                    self.remember(&reply.events);
                    return reply;
                }
            } else {
                self.keyboard.confirming = None;
            }
            cancelled = Some(self.cancelled());
        }
        let mut reply = match command {
            Ok(Some(command)) => self.execute(command, t),
            Ok(None) => Reply::events(Vec::new()),
            Err(problem) => self
                .seated(server_seat, |seat, table| {
                    seat.claim_alone(&problem, table, t)
                })
                .flatten()
                .unwrap_or_else(|| Reply::event(self.unreadable(&problem))),
        };
        if let Some(cancelled) = cancelled {
            reply.events.insert(0, cancelled);
        }
        // The game may have changed: the seats act on it as it now stands.
        reply.events.extend(self.seats_act(t));
        if !repeating {
            self.remember(&reply.events);
        }
        reply
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
        self.execute(command, t)
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

fn engine_seat(seats: &mut Seats) -> &mut Option<EngineSeat> {
    &mut seats.engine
}

fn board_seat(seats: &mut Seats) -> &mut Option<BoardSeat> {
    &mut seats.board
}

fn server_seat(seats: &mut Seats) -> &mut Option<OnlineSeat> {
    &mut seats.server
}

mod confirming;
mod practice;

#[cfg(test)]
mod tests;
