//! The game at the board as a [`Session`] of the event loop: typed lines become records or answers.
//!
//! A command that changes the game becomes a [`Record`], is tried on a copy of the state, written to the journal,
//! and only then takes effect and is reported, so nothing is announced that a crash could lose and a refused or
//! unwritable command changes nothing. Questions are answered from the state without touching the journal.
//! Instants come in as milliseconds since this process's session began; the game's timeline continues across
//! resumptions, `offset` apart.

use shakmaty::Position;

use crate::{
    boundary::{
        ConfirmAction, ErrorCode, Event, Flow, Input, Interruption, Refusal, Reply, Session,
    },
    clock::{ClockEvent, CueFilter, Side},
    notation::{board_row, split_movetext, Intent, MoveError, MoveReader},
    options::Blind,
    registry::{self, Language, Verb},
    scoresheet::Sheet,
    voice::{shortened, PhraseKey},
    words::{self, Sentence},
};

use super::{
    command::{from_command, parse, PlayCommand, PlayCommandError, ScoreRange},
    cursor::{Cursor, CursorCommand, CursorOutcome},
    envelope, export,
    mirror::Mirror,
    placement,
    record::{MoveRecord, Record, RecordWriter},
    seats::{BoardSeat, EngineSeat, OnlineSeat},
    state::GameState,
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
    pub(super) reader: MoveReader,
    pub(super) writer: Box<dyn RecordWriter>,
    pub(super) cues: CueFilter,
    /// Which marks cue.
    pub(super) cue_marks: crate::clock::CueMarks,
    pub(super) offset: u64,
    pub(super) virtual_time: bool,
    pub(super) outside: Outside,
    pub(super) cursor: Cursor,
    pub(super) engine: Option<EngineSeat>,
    /// The events last reported (a reply, or what fell due), for `repeat`.
    pub(super) said: Vec<Event>,
    /// An act waiting for `yes`: the record it writes (none for leaving the session), and the question asked.
    pub(super) confirming: Option<(Option<Record>, Event)>,
    /// The code of an envelope being sealed, shown once the adjournment is written.
    pub(super) sealed_code: Option<String>,
    /// The sighted player's electronic board, when one is read.
    pub(super) board: Option<BoardSeat>,
    /// The server of an online game.
    pub(super) online: Option<OnlineSeat>,
}

impl PlaySession {
    /// A session over `state`, writing records to `writer`; `offset` is the game time at this session's start.
    #[must_use]
    pub fn new(
        state: GameState,
        reader: MoveReader,
        writer: Box<dyn RecordWriter>,
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
            reader,
            writer,
            cues,
            cue_marks,
            offset,
            virtual_time,
            outside,
            cursor,
            engine: None,
            said: Vec::new(),
            confirming: None,
            sealed_code: None,
            board: None,
            online: None,
        }
    }

    /// Gives an engine a seat (practice): it plays its side from now on, asked at once when that side is to move,
    /// and answers `hint best`.
    #[must_use]
    pub fn with_engine(mut self, seat: EngineSeat) -> PlaySession {
        self.engine = Some(seat);
        self.ask_engine_to_move(self.offset);
        self
    }

    /// The game as it stands.
    #[must_use]
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// Whose turn it is, for the prompt: "White to move", "White to press the clock", "game over"; "yes or no" while
    /// a confirmation waits.
    #[must_use]
    pub(crate) fn prompt_text(&self) -> String {
        let pack = &self.state.wording().pack;
        let side = words::side_name(pack, self.state.to_move());
        if self.confirming.is_some() {
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
            Err(refusal) => vec![refusal.into()],
            Ok(events) => match self.writer.write(record) {
                Err(problem) => vec![self.error(
                    PhraseKey::ErrorJournal,
                    &[("problem", &problem.to_string())],
                )],
                Ok(()) => {
                    let moved = next.game().position() != self.state.game().position();
                    self.state = next;
                    self.cursor.reset();
                    // What the engine is thinking about is out of date once the position changed; a pause or
                    // an offer leaves its move and its hint standing.
                    if let (Some(seat), true) = (&mut self.engine, moved) {
                        seat.awaiting_move = None;
                        seat.awaiting_hint = None;
                    }
                    events
                }
            },
        }
    }

    pub(super) fn error(&self, key: PhraseKey, values: &[(&str, &str)]) -> Event {
        Refusal::new(&self.state.wording().pack, key, values).into()
    }

    pub(super) fn answer(&self, query: &str, text: impl Into<Sentence>) -> Event {
        Event::answer(query, text)
    }

    /// The player whose side the board is read from.
    pub(super) fn viewer(&self) -> Side {
        viewer(self.state.setup().blind, self.state.to_move())
    }

    /// A cursor command: an answer about its square, a refusal, or the move it picked, made as a move.
    fn move_cursor(&mut self, command: &CursorCommand, t: u64) -> Reply {
        let view = self.viewer();
        let outcome = self.cursor.apply(
            command,
            self.state.game().position(),
            view.into(),
            &self.state.wording().pack,
        );
        match outcome {
            CursorOutcome::Show { square, text } => Reply::event(Event::Cursor {
                square: square.to_string(),
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

    /// Reads a typed move in the current position, as a record; after the end of the game, says so instead.
    fn read_move(&self, text: &str) -> Result<MoveRecord, Refusal> {
        self.state.open()?;
        let pos = self.state.game().position();
        let pack = &self.state.wording().pack;
        let mut refusal = match self.reader.read(pos, text) {
            Ok(mv) => return Ok(move_record(pos, mv)),
            Err(MoveError::Unreadable) => Refusal::new(
                pack,
                PhraseKey::ErrorNotUnderstood,
                &[("input", &shortened(text.trim()))],
            ),
            Err(problem) => Refusal::worded(
                ErrorCode::of_move(&problem),
                pack.describe_error(text, &problem),
            ),
        };
        // `Fb5` refused in English letters is a French bishop's move: say how to type it.
        if let Some(found) = self.reader.other_letters(pos, text) {
            let hint = words::other_letters(pack, &found);
            refusal.message = format!("{}; {hint}", refusal.message);
        }
        Err(refusal)
    }

    /// A move handed over as squares, in the current position, as a record; refused in the words a typed move
    /// would be.
    fn resolve_move(&self, intent: Intent) -> Result<MoveRecord, Refusal> {
        self.state.open()?;
        let pos = self.state.game().position();
        self.reader
            .resolve(pos, intent)
            .map(|mv| move_record(pos, mv))
            .map_err(|problem| {
                Refusal::worded(
                    ErrorCode::of_move(&problem),
                    self.state
                        .wording()
                        .pack
                        .describe_error(&intent.coordinates(), &problem),
                )
            })
    }

    pub(super) fn execute(&mut self, command: PlayCommand, t: u64) -> Reply {
        if let Some(reply) = self.online_command(&command, t) {
            return reply;
        }
        let name = command.name();
        let record = match command {
            PlayCommand::Move(text) => match self.read_move(&text) {
                Ok(mv) => Record::Move {
                    t,
                    mv,
                    source: None,
                },
                Err(refusal) => return Reply::event(refusal.into()),
            },
            PlayCommand::Play(intent) => match self.resolve_move(intent) {
                Ok(mv) => Record::Move {
                    t,
                    mv,
                    source: None,
                },
                Err(refusal) => return Reply::event(refusal.into()),
            },
            PlayCommand::Press => Record::Press { t },
            PlayCommand::Go(code) => Record::Go { t, code },
            PlayCommand::Pause => Record::Pause { t },
            PlayCommand::Adjust(side, adjustment) => Record::Adjust {
                t,
                side,
                adjustment,
            },
            PlayCommand::Illegal(side) => Record::Illegal { t, side },
            PlayCommand::Takeback(ply) => Record::Takeback { t, ply },
            PlayCommand::Sheet { side, moves, from } => match self.sheet_entries(&moves, from) {
                Ok((at, entries)) => Record::Sheet {
                    t,
                    at,
                    side,
                    entries,
                },
                Err(refusal) => return Reply::event(refusal.into()),
            },
            PlayCommand::SheetFile { side, path } => match self.sheet_file(&path) {
                // A file is the whole sheet: it replaces what was entered before.
                Ok(entries) => Record::Sheet {
                    t,
                    at: Some(0),
                    side,
                    entries,
                },
                Err(refusal) => return Reply::event(refusal.into()),
            },
            PlayCommand::SheetClear(side) => Record::Sheet {
                t,
                at: Some(0),
                side,
                entries: Vec::new(),
            },
            PlayCommand::Draw(side) => match self.acting_side(side, Verb::Draw) {
                Ok(side) => Record::Draw { t, side },
                Err(refusal) => return Reply::event(refusal.into()),
            },
            PlayCommand::Decline(side) => match self.acting_side(side, Verb::Decline) {
                Ok(side) => Record::Decline { t, side },
                Err(refusal) => return Reply::event(refusal.into()),
            },
            PlayCommand::Accept(side) => match self.acting_side(side, Verb::Accept) {
                Ok(side) => return self.ask_to_confirm(Record::Accept { t, side }, None),
                Err(refusal) => return Reply::event(refusal.into()),
            },
            PlayCommand::Resign(side) => match self.acting_side(side, Verb::Resign) {
                Ok(side) => return self.ask_to_confirm(Record::Resign { t, side }, None),
                Err(refusal) => return Reply::event(refusal.into()),
            },
            PlayCommand::Claim {
                side,
                kind,
                intended,
            } => match self.claim_record(side, kind, intended, t) {
                Ok(record) => record,
                Err(refusal) => return Reply::event(refusal.into()),
            },
            PlayCommand::Confirm(_) => {
                return Reply::event(self.error(PhraseKey::ErrorNothingToConfirm, &[]))
            }
            PlayCommand::Verdict { score, detail } => Record::Verdict { t, score, detail },
            PlayCommand::Increment(ms) => Record::Increment { t, ms },
            PlayCommand::Unseal => Record::Unseal { t },
            PlayCommand::Rate(change) => Record::Rate {
                t,
                percent: change.from(self.state.rate()),
            },
            PlayCommand::Adjourn { sealed, resumption } => {
                return self.seal(&sealed, resumption, t);
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
            question => return Reply::events(self.ask(question, name, t)),
        };
        Reply::events(self.commit(&record))
    }

    /// Typed sheet entries and where they go: from White's move `from` on (a correction), at the move a leading
    /// number names (`12.` White's, `12...` Black's), or after what the sheet holds. A sheet of one side's moves only
    /// (`1... e5 2... Nc6`) is refused: a scoresheet holds both players' moves.
    fn sheet_entries(
        &self,
        moves: &str,
        from: Option<u32>,
    ) -> Result<(Option<u32>, Vec<String>), Refusal> {
        let pack = &self.state.wording().pack;
        let refuse = |key| Refusal::new(pack, key, &[]);
        let numbers: Vec<(u32, bool)> = moves
            .split_whitespace()
            .filter_map(move_number_token)
            .collect();
        if numbers.iter().skip(1).any(|(_, black)| *black) {
            return Err(refuse(PhraseKey::ErrorSheetOneSide));
        }
        let leading = moves.split_whitespace().next().and_then(move_number_token);
        let at = match (from, leading) {
            (Some(number), _) => Some((number, Side::White)),
            (None, Some((number, black))) => {
                Some((number, if black { Side::Black } else { Side::White }))
            }
            (None, None) => None,
        };
        let at = match at {
            Some((number, side)) => Some(
                self.state
                    .ply_of_move(number, side)
                    .ok_or_else(|| refuse(PhraseKey::ErrorSheetOneSide))?,
            ),
            None => None,
        };
        Ok((at, split_movetext(&self.reader, moves)))
    }

    /// The entries of a scoresheet file (PGN or movetext), read through [`Outside`]; the record keeps the
    /// entries, so a replay never needs the file.
    fn sheet_file(&self, path: &str) -> Result<Vec<String>, Refusal> {
        let refuse = |problem: String| {
            Refusal::new(
                &self.state.wording().pack,
                PhraseKey::ErrorSheetFile,
                &[("path", path), ("problem", &problem)],
            )
        };
        let bytes = (self.outside.read_file)(path).map_err(|e| refuse(e.to_string()))?;
        Sheet::read(&bytes, &self.reader)
            .map(|sheet| sheet.entries)
            .map_err(|e| refuse(e.to_string()))
    }

    /// The side that does an act: the one named, else the device's owner when exactly one player is blind; with
    /// two blind players or none, the side must be named.
    fn acting_side(&self, named: Option<Side>, verb: Verb) -> Result<Side, Refusal> {
        let owner = match self.state.setup().blind {
            Blind::White => Some(Side::White),
            Blind::Black => Some(Side::Black),
            Blind::Both | Blind::None => None,
        };
        named.or(owner).ok_or_else(|| {
            let pack = &self.state.wording().pack;
            let word = registry::word_in(verb, &pack.phrase_language)
                .or_else(|| registry::spec(verb, Language::Play).map(|spec| spec.name()))
                .unwrap_or_default();
            Refusal::new(pack, PhraseKey::ErrorWhichSide, &[("command", word)])
        })
    }

    /// A claim as a record: for the side named (or the owner), with the intended move read in the position the
    /// claimant has the move in (after a move the opponent announced); an intended move that is readable but not
    /// legal is kept as written and makes the claim incorrect (9.5.3).
    fn claim_record(
        &self,
        named: Option<Side>,
        kind: crate::rules::Claim,
        intended: Option<String>,
        t: u64,
    ) -> Result<Record, Refusal> {
        let side = self.acting_side(named, Verb::Claim)?;
        self.state.open()?;
        let mut pos = self.state.game().position().clone();
        if let Some(pending) = self.state.pending() {
            if side == self.state.to_move() {
                // An announced move is made (D.2.3): the right to claim on it is lost (9.4); refused, no penalty.
                return Err(Refusal::new(
                    &self.state.wording().pack,
                    PhraseKey::ErrorClaimAnnounced,
                    &[],
                ));
            }
            pos.play_unchecked(pending.mv);
        }
        let (intended, illegal) = match intended {
            None => (None, None),
            Some(text) => match self.reader.read(&pos, &text) {
                Ok(mv) => (Some(move_record(&pos, mv)), None),
                Err(MoveError::Unreadable) => {
                    return Err(Refusal::new(
                        &self.state.wording().pack,
                        PhraseKey::ErrorNotUnderstood,
                        &[("input", &shortened(text.trim()))],
                    ))
                }
                Err(problem @ MoveError::Ambiguous(_)) => {
                    return Err(Refusal::worded(
                        ErrorCode::of_move(&problem),
                        self.state.wording().pack.describe_error(&text, &problem),
                    ))
                }
                Err(MoveError::Illegal(_)) => (None, Some(text.trim().to_string())),
            },
        };
        Ok(Record::Claim {
            t,
            side,
            kind,
            intended,
            illegal,
            offer: true,
        })
    }

    /// `adjourn MOVE`: the move sealed for the player to move, enciphered in the journal with a new code that only
    /// the arbiter is shown (Guidelines I). An announced move is made: it is the one sealed. An illegal or
    /// ambiguous move is sealed only after `yes`, and loses when the envelope is opened.
    fn seal(&mut self, text: &str, resumption: Option<String>, t: u64) -> Reply {
        if let Err(refusal) = self.state.open() {
            return Reply::event(refusal.into());
        }
        let pack = &self.state.wording().pack;
        let pos = self.state.game().position();
        let read = self.reader.read(pos, text);
        let pending = self
            .state
            .pending()
            .filter(|p| read.as_ref().ok() != Some(&p.mv));
        if let Some(pending) = pending {
            return Reply::event(self.error(
                PhraseKey::ErrorSealAnnounced,
                &[("move", pending.text.as_text())],
            ));
        }
        let (sealed, problem) = match read {
            Ok(mv) => (
                envelope::SealedMove {
                    written: text.trim().to_string(),
                    uci: Some(move_record(pos, mv).uci),
                },
                None,
            ),
            Err(MoveError::Unreadable) => {
                return Reply::event(self.error(
                    PhraseKey::ErrorNotUnderstood,
                    &[("input", &shortened(text.trim()))],
                ))
            }
            Err(problem) => (
                envelope::SealedMove {
                    written: text.trim().to_string(),
                    uci: None,
                },
                Some(pack.describe_error(text, &problem)),
            ),
        };
        let code = envelope::code_from((self.outside.random)());
        let record = Record::Adjourn {
            t,
            sealed: None,
            envelope: self.state.envelope(resumption, (self.outside.now_iso)(), t),
            secret: Some(envelope::seal(&sealed, &code, (self.outside.random)())),
        };
        self.sealed_code = Some(code);
        match problem {
            None => self.committed_seal(&record),
            Some(problem) => self.ask_to_confirm(record, Some(problem)),
        }
    }

    /// Writes an adjournment, then shows the envelope's code to the arbiter.
    fn committed_seal(&mut self, record: &Record) -> Reply {
        let mut events = self.commit(record);
        let code = self.sealed_code.take();
        if let (Some(code), true) = (code, events.iter().any(|e| e.name() == "adjourned")) {
            events.push(Event::EnvelopeCode { code });
        }
        Reply::events(events)
    }

    /// Asks `yes` or `no` before `record` ends the game (or seals a move that loses); a record the game refuses is
    /// refused at once.
    fn ask_to_confirm(&mut self, record: Record, about: Option<String>) -> Reply {
        if let Err(refusal) = self.state.clone().apply(&record) {
            return Reply::event(refusal.into());
        }
        let (action, side) = match &record {
            Record::Accept { side, .. } => (ConfirmAction::Accept, *side),
            Record::Resign { side, .. } => (ConfirmAction::Resign, *side),
            _ => (ConfirmAction::Seal, self.state.to_move()),
        };
        let question = Event::Confirm {
            action,
            side,
            about,
        };
        self.confirming = Some((Some(record), question.clone()));
        Reply::event(question)
    }

    /// `quit`: at once when the game is over; else after `yes`.
    fn quit_asked(&mut self, t: u64) -> Reply {
        if self.state.result().is_some() {
            return self.leave(t);
        }
        let question = Event::Confirm {
            action: ConfirmAction::Quit,
            side: self.viewer(),
            about: None,
        };
        self.confirming = Some((None, question.clone()));
        Reply::event(question)
    }

    /// Leaves the session: a running clock is paused in the journal first (so the game resumes with the time it
    /// had), and the player is told how to go on.
    fn leave(&mut self, t: u64) -> Reply {
        let running = self.state.clock().and_then(|c| c.running_side()).is_some();
        let mut events = if running && self.state.result().is_none() {
            self.commit(&Record::Pause { t })
        } else {
            Vec::new()
        };
        if let (Some(journal), None) = (self.writer.location(), self.state.result()) {
            let pack = &self.state.wording().pack;
            events.push(Event::Left {
                text: pack.phrase(PhraseKey::QuitGame, &[("journal", &journal)]),
                spoken: pack.phrase(PhraseKey::QuitGameSpoken, &[]),
            });
        }
        Reply::with_flow(events, Flow::Quit)
    }

    /// The answer to a confirmation: `yes` does the act as at the moment it was asked (the instant of the question),
    /// `no` cancels it; any other line cancels it and is then read as usual.
    fn answer_confirmation(&mut self, command: &PlayCommand, t: u64) -> Option<Reply> {
        let (record, _) = self.confirming.take()?;
        match command {
            PlayCommand::Confirm(true) => {
                let Some(record) = record else {
                    return Some(self.leave(t));
                };
                let record = record.at(t);
                if let Some(reply) = self.online_confirmed(&record, t) {
                    return Some(reply);
                }
                Some(match record {
                    Record::Adjourn { .. } => self.committed_seal(&record),
                    _ => Reply::events(self.commit(&record)),
                })
            }
            PlayCommand::Confirm(false) => Some(Reply::event(self.cancelled())),
            _ => None,
        }
    }

    fn cancelled(&self) -> Event {
        Event::Notice {
            text: self
                .state
                .wording()
                .pack
                .phrase(PhraseKey::ConfirmCancelled, &[]),
        }
    }

    /// Questions: answered from the state, nothing written.
    fn ask(&self, question: PlayCommand, name: &str, t: u64) -> Vec<Event> {
        let pack = &self.state.wording().pack;
        let pos = self.state.game().position();
        let mirror = Mirror::new(pos, pack, self.viewer().into());
        let one = |result: Result<Sentence, Refusal>| match result {
            Ok(text) => vec![self.answer(name, text)],
            Err(refusal) => vec![refusal.into()],
        };
        let many = |lines: Vec<String>| Event::answer_lines(name, lines);
        match question {
            PlayCommand::Time => vec![self.answer(name, self.times_text(t))],
            PlayCommand::Moves => vec![self.answer(name, self.moves_text())],
            PlayCommand::Last => vec![self.answer(name, self.last_text())],
            PlayCommand::Square(input) => one(mirror.square(&input)),
            PlayCommand::Rank(input) => one(mirror.rank(&input)),
            PlayCommand::File(input) => one(mirror.file(&input)),
            PlayCommand::Board { visual: false } => Event::answer_lines(name, mirror.board()),
            // A picture for the eyes: printed, and said as the board in words.
            PlayCommand::Board { visual: true } => {
                let said = mirror.board().iter().map(Sentence::to_string).collect();
                Event::answer_shown(name, mirror.visual(), said)
            }
            PlayCommand::Pieces { side, piece } => match mirror.pieces(side, piece.as_deref()) {
                Ok(lines) => many(lines),
                Err(refusal) => vec![refusal.into()],
            },
            PlayCommand::Verify(input) => {
                one(placement::verify(pos, pack, &input).map(Sentence::from))
            }
            PlayCommand::Score(range) => many(self.score(range)),
            PlayCommand::Position => many(self.positions()),
            PlayCommand::Help(Some(topic)) => many(
                pack.phrase(topic.phrase(), &[])
                    .lines()
                    .map(str::to_string)
                    .collect(),
            ),
            _ => vec![self.answer(name, pack.phrase(PhraseKey::HelpPlay, &[]))],
        }
    }

    /// The game's moves, numbered, in the pack's words (the blind player's scoresheet, D.2.7), and the move waiting
    /// for the press; "no move yet" before the first.
    fn score(&self, range: ScoreRange) -> Vec<String> {
        let mut lines = export::score_lines(&self.state);
        let keep = |number: u32| match range {
            ScoreRange::All => true,
            ScoreRange::From(from) => number >= from,
            ScoreRange::Last(_) => true,
        };
        lines.retain(|(number, _)| keep(*number));
        if let ScoreRange::Last(n) = range {
            let n = usize::try_from(n).unwrap_or(usize::MAX);
            lines.drain(..lines.len().saturating_sub(n));
        }
        let mut lines: Vec<String> = lines.into_iter().map(|(_, line)| line).collect();
        if self.state.pending().is_some() {
            lines.push(self.last_text());
        }
        if lines.is_empty() {
            lines.push(self.state.wording().pack.phrase(PhraseKey::NoMoveYet, &[]));
        }
        lines
    }

    /// `arbiter position`: the position now as FEN, and where an entered sheet last agrees with the game.
    fn positions(&self) -> Vec<String> {
        let pack = &self.state.wording().pack;
        let mut lines = vec![pack.phrase(
            PhraseKey::ArbiterPosition,
            &[("fen", &self.state.game().fen())],
        )];
        for (ply, fen) in self.state.agreement_positions() {
            lines.push(pack.phrase(
                PhraseKey::ArbiterPositionAgreed,
                &[("ply", &ply.to_string()), ("fen", &fen)],
            ));
        }
        lines
    }

    fn times_text(&self, t: u64) -> String {
        let pack = &self.state.wording().pack;
        match self.state.times(t) {
            Some((white, black)) => words::both_times(pack, white, black),
            None => pack.phrase(PhraseKey::NoClock, &[]),
        }
    }

    /// "Moves completed: White twelve, Black eleven", and the moves left to a time control.
    fn moves_text(&self) -> String {
        let game = self.state.game();
        let first: Side = game.start().turn().into();
        let plies = u32::try_from(game.plies().len()).unwrap_or(u32::MAX);
        let count = |side: Side| plies / 2 + u32::from(side == first && plies % 2 == 1);
        words::moves_completed(
            &self.state.wording().pack,
            count(Side::White),
            count(Side::Black),
            self.state.clock(),
        )
    }

    /// The last announcement: the pending move's, or the last completed move's.
    fn last_text(&self) -> String {
        let pack = &self.state.wording().pack;
        let plies = self.state.game().plies().len();
        if let Some(pending) = self.state.pending() {
            let label =
                crate::words::move_label(self.state.move_number_after(plies), self.state.to_move());
            return pack.phrase(
                PhraseKey::AnnouncePending,
                &[("number", &label), ("move", pending.text.as_text())],
            );
        }
        match (self.state.game().plies().last(), self.state.notes().last()) {
            (Some(ply), Some(note)) => {
                let label = crate::words::move_label(
                    self.state.move_number_after(plies - 1),
                    ply.before.turn().into(),
                );
                pack.phrase(
                    PhraseKey::AnnounceLine,
                    &[("number", &label), ("move", &note.text)],
                )
            }
            _ => pack.phrase(PhraseKey::NoMoveYet, &[]),
        }
    }

    /// `repeat`: what was last said, again, as answers; before anything was said, whose turn it is.
    fn repeated(&self) -> Vec<Event> {
        let pack = &self.state.wording().pack;
        if self.said.is_empty() {
            return vec![self.answer("repeat", self.prompt_text())];
        }
        Event::answer_lines(
            "repeat",
            self.said.iter().map(|event| words::sentence(pack, event)),
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
                let topics = self.state.wording().pack.phrase(PhraseKey::UsageHelp, &[]);
                self.error(PhraseKey::ErrorUsage, &[("usage", &topics)])
            }
            PlayCommandError::Usage(usage) => {
                let usage = usage.written_in(&self.state.wording().pack.phrase_language);
                self.error(PhraseKey::ErrorUsage, &[("usage", &usage)])
            }
            PlayCommandError::Duration(input) => {
                self.error(PhraseKey::ErrorDuration, &[("input", input)])
            }
            PlayCommandError::NotHere(name) => self.error(
                PhraseKey::ErrorUnknownCommand,
                &[
                    ("input", name),
                    (
                        "commands",
                        &registry::names_in(
                            Language::Play,
                            &self.state.wording().pack.phrase_language,
                        ),
                    ),
                ],
            ),
        }
    }
}

/// A move number token of movetext: `12.` (White's move 12) or `12...` (Black's), also glued to its move (`12.e4`).
fn move_number_token(token: &str) -> Option<(u32, bool)> {
    let digits: String = token.chars().take_while(char::is_ascii_digit).collect();
    let rest = &token[digits.len()..];
    if digits.is_empty() || !rest.starts_with('.') {
        return None;
    }
    Some((digits.parse().ok()?, rest.starts_with("...")))
}

/// A legal move in `pos` as the journal keeps it.
pub(super) fn move_record(pos: &shakmaty::Chess, mv: shakmaty::Move) -> MoveRecord {
    MoveRecord {
        uci: shakmaty::uci::UciMove::from_standard(mv).to_string(),
        san: shakmaty::san::SanPlus::from_move(pos.clone(), mv).to_string(),
    }
}

/// The player whose side the board is read from: the blind player's, or with two blind players the player to move.
fn viewer(blind: Blind, to_move: Side) -> Side {
    match blind {
        Blind::Black => Side::Black,
        Blind::Both => to_move,
        Blind::White | Blind::None => Side::White,
    }
}

impl Session for PlaySession {
    fn next_due(&self) -> Option<u64> {
        let clock = self.state.clock().and_then(|c| c.next_event_at());
        let due = [clock, self.board_due(), self.online_due()]
            .into_iter()
            .flatten()
            .min();
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
                ClockEvent::Flag { .. } if self.online.is_some() => {}
                ClockEvent::Flag { side, at_ms } => {
                    reported.push((at, Event::Flag { side }));
                    let record = Record::Flag { t: at_ms, side };
                    reported.extend(self.commit(&record).into_iter().map(|e| (at, e)));
                }
            }
        }
        let online = self.online_advance(t);
        reported.extend(
            online
                .into_iter()
                .map(|(at, e)| (at.saturating_sub(self.offset), e)),
        );
        // The board, once its latest placement has stood long enough, at the instant it had.
        if let Some(due) = self.board_due().filter(|&due| due <= t) {
            let at = due.saturating_sub(self.offset);
            reported.extend(self.read_board(due).into_iter().map(|e| (at, e)));
        }
        let events: Vec<Event> = reported.iter().map(|(_, e)| e.clone()).collect();
        self.remember(&events);
        reported
    }

    fn handle(&mut self, input: Input, now: u64) -> Reply {
        let t = self.offset.saturating_add(now);
        let command = match input {
            Input::Typed(line) => parse(&line),
            Input::Command(command) => from_command(&command).map(Some),
            Input::Board(reported) => {
                // What the board made tactus say is what `repeat` says again.
                let reply = self.board_reported(reported, t);
                if !reply.events.is_empty() {
                    self.remember(&reply.events);
                }
                return reply;
            }
            Input::Server(said) => {
                let reply = self.server_said(said, t);
                if !reply.events.is_empty() {
                    self.remember(&reply.events);
                }
                return reply;
            }
            Input::Engine(reply) => {
                let reply = self.engine_replied(reply, t);
                self.ask_engine_to_move(t);
                self.remember(&reply.events);
                return reply;
            }
        };
        let repeating = matches!(command, Ok(Some(PlayCommand::Repeat)));
        // A confirmation waits: `yes` or `no` answers it; any other line cancels it, says so, and is read as usual
        // (`repeat` asks the question again).
        let mut cancelled = None;
        if self.confirming.is_some() && !matches!(command, Ok(None)) {
            if repeating {
                let question = self.confirming.as_ref().map(|(_, q)| q.clone());
                return Reply::events(question.into_iter().collect());
            }
            if let Ok(Some(answer)) = &command {
                if let Some(reply) = self.answer_confirmation(answer, t) {
                    self.remember(&reply.events);
                    return reply;
                }
            } else {
                self.confirming = None;
            }
            cancelled = Some(self.cancelled());
        }
        let mut reply = match command {
            Ok(Some(command)) => self.execute(command, t),
            Ok(None) => Reply::events(Vec::new()),
            Err(problem) => self
                .online_claim(&problem, t)
                .unwrap_or_else(|| Reply::event(self.unreadable(&problem))),
        };
        if let Some(cancelled) = cancelled {
            reply.events.insert(0, cancelled);
        }
        // The game may have changed: the board is compared with it as it now stands (a move typed that the board
        // already shows executed wrongly differs at once).
        reply.events.extend(self.read_board(t));
        self.ask_engine_to_move(t);
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
        let pack = &self.state.wording().pack;
        let stopped = pack.phrase(PhraseKey::Stopped, &[("signal", signal)]);
        let text = match self.writer.location() {
            Some(journal) if self.state.result().is_none() => {
                let values = [("signal", signal), ("journal", journal.as_str())];
                pack.phrase(PhraseKey::StoppedGame, &values)
            }
            _ => stopped.clone(),
        };
        events.push(Event::stopped(how, text, stopped));
        events
    }
}

#[cfg(test)]
mod tests;
