//! `tactus board`: an electronic board checked before the round. It says what the board reads (the start position,
//! the start position turned round, or the squares that differ from it), then follows every piece lifted and
//! placed, aloud, until `quit`. Like every session it is pure: the board's reports and typed lines in, events out.

use shakmaty::{Chess, Piece, Position, Square};

use crate::{
    boundary::{BoardState, Event, Flow, Input, Refusal, Reply, Session},
    eboard::{kind_name, BoardInput, Placement},
    registry::{self, Argument, GrammarError, Read, SessionKind, Verb},
    voice::Sentence,
    voice::{PhraseKey, VoicePack, Word},
    words::board_differences,
};

/// A board being checked.
pub struct BoardCheck {
    pack: VoicePack,
    virtual_time: bool,
    /// The board's latest placement, as read (turned round when the board is).
    latest: Option<Placement>,
    /// The board is read turned round (Black's side at the connector).
    turned: bool,
    /// What was said last, for `repeat`.
    said: Vec<Event>,
}

impl BoardCheck {
    /// A check of a board not yet heard from, in `pack`'s words.
    #[must_use]
    pub fn new(pack: VoicePack, virtual_time: bool) -> BoardCheck {
        BoardCheck {
            pack,
            virtual_time,
            latest: None,
            turned: false,
            said: Vec::new(),
        }
    }

    /// What the board shows against the start position: the start position, turned round, or the squares that
    /// differ.
    fn summary(&self) -> Event {
        let start = Placement::of(Chess::default().board());
        let text = match self.latest {
            None => Sentence::phrase(&self.pack, PhraseKey::BoardNotRead, Vec::new()),
            Some(placement) if placement == start && self.turned => {
                Sentence::phrase(&self.pack, PhraseKey::BoardStartTurned, Vec::new())
            }
            Some(placement) if placement == start => {
                Sentence::phrase(&self.pack, PhraseKey::BoardStart, Vec::new())
            }
            Some(placement) => board_differences(
                &self.pack,
                &placement.differences(&start),
                PhraseKey::BoardDiffersStart,
            ),
        };
        Event::answer("board", text)
    }

    /// A new placement: the first is summed up (and its orientation found); each later one is told as the pieces
    /// lifted and placed since the one before.
    fn placed(&mut self, reported: Placement) -> Vec<Event> {
        let start = Placement::of(Chess::default().board());
        let Some(before) = self.latest else {
            self.turned = reported != start && reported.turned() == start;
            self.latest = Some(self.as_read(reported));
            return vec![self.summary()];
        };
        let now = self.as_read(reported);
        self.latest = Some(now);
        let mut lifted = Vec::new();
        let mut placed = Vec::new();
        for difference in now.differences(&before) {
            if let Some(piece) = difference.expected {
                lifted.push(self.piece_on(PhraseKey::BoardLifted, piece, difference.square));
            }
            if let Some(piece) = difference.shown {
                placed.push(self.piece_on(PhraseKey::BoardPlaced, piece, difference.square));
            }
        }
        lifted
            .into_iter()
            .chain(placed)
            .map(|text| Event::answer("board", text))
            .collect()
    }

    fn as_read(&self, placement: Placement) -> Placement {
        if self.turned {
            placement.turned()
        } else {
            placement
        }
    }

    fn piece_on(&self, key: PhraseKey, piece: Piece, square: Square) -> Sentence {
        let colour = match piece.color {
            shakmaty::Color::White => PhraseKey::WhitePiece,
            shakmaty::Color::Black => PhraseKey::BlackPiece,
        };
        let piece = Sentence::phrase(
            &self.pack,
            colour,
            vec![(
                "piece",
                Sentence::words(&self.pack, &[Word::Piece(piece.role)]),
            )],
        );
        let square = Sentence::words(
            &self.pack,
            &[Word::File(square.file()), Word::Rank(square.rank())],
        );
        Sentence::phrase(&self.pack, key, vec![("piece", piece), ("square", square)])
    }

    fn reported(&mut self, reported: BoardInput) -> Vec<Event> {
        match reported {
            BoardInput::Connected { kind, place } => {
                self.latest = None;
                let text = Sentence::phrase(
                    &self.pack,
                    PhraseKey::BoardConnected,
                    vec![("board", Sentence::name(kind_name(kind)))],
                );
                vec![Event::Board {
                    state: BoardState::Connected,
                    kind: Some(kind),
                    place: Some(place),
                    squares: Vec::new(),
                    plies: None,
                    text,
                }]
            }
            BoardInput::Lost { reason } => {
                let text = Sentence::phrase(
                    &self.pack,
                    PhraseKey::BoardLost,
                    vec![("reason", crate::words::board_failure(&self.pack, &reason))],
                );
                vec![Event::Board {
                    state: BoardState::Lost,
                    kind: None,
                    place: None,
                    squares: Vec::new(),
                    plies: None,
                    text,
                }]
            }
            BoardInput::Placement(placement) if Some(self.as_read(placement)) == self.latest => {
                Vec::new()
            }
            BoardInput::Placement(placement) => self.placed(placement),
            BoardInput::Lever { .. } => Vec::new(),
        }
    }

    fn refusal(&self, key: PhraseKey, values: &[(&'static str, &str)]) -> Event {
        Refusal::new(&self.pack, key, values).into()
    }

    fn command(&mut self, command: &registry::Command, line: &str) -> Reply {
        match command.verb() {
            Verb::Board => Reply::event(self.summary()),
            Verb::Repeat => Reply::events(self.said.clone()),
            Verb::Help => Reply::event(Event::answer(
                "help",
                Sentence::phrase(&self.pack, PhraseKey::HelpBoardCheck, Vec::new()),
            )),
            Verb::Quit => Reply::with_flow(Vec::new(), Flow::Quit),
            Verb::Wait => match command.arguments() {
                Ok(args) => match args.as_slice() {
                    [Argument::Duration(ms)] if self.virtual_time => {
                        Reply::with_flow(Vec::new(), Flow::Wait(*ms))
                    }
                    _ => Reply::event(self.refusal(PhraseKey::ErrorWaitRealTime, &[])),
                },
                Err(GrammarError::Usage(_)) => {
                    let usage = registry::usage(Verb::Wait, SessionKind::Board);
                    let usage = usage.written_in(&self.pack.phrase_language);
                    Reply::event(self.refusal(PhraseKey::ErrorUsage, &[("usage", &usage)]))
                }
                Err(GrammarError::Duration(input) | GrammarError::Pause(input)) => {
                    Reply::event(self.refusal(PhraseKey::ErrorDuration, &[("input", &input)]))
                }
            },
            _ => Reply::event(self.unknown(line)),
        }
    }

    fn unknown(&self, line: &str) -> Event {
        self.refusal(
            PhraseKey::ErrorUnknownCommand,
            &[
                ("input", line),
                (
                    "commands",
                    &registry::names_in(SessionKind::Board, &self.pack.phrase_language),
                ),
            ],
        )
    }
}

impl Session for BoardCheck {
    fn handle(&mut self, input: Input, _now: u64) -> Reply {
        let read = match input {
            Input::Typed(line) => registry::read(&line, SessionKind::Board),
            Input::Command(command) => Read::Command(command),
            Input::Board(reported) => {
                let events = self.reported(reported);
                if !events.is_empty() {
                    self.said.clone_from(&events);
                }
                return Reply::events(events);
            }
            Input::Engine(_) | Input::Server(_) | Input::Broadcast(_) => Read::Blank,
        };
        let reply = match read {
            Read::Blank | Read::Comment => Reply::events(Vec::new()),
            Read::Command(command) => {
                let line = command.line();
                self.command(&command, &line)
            }
            Read::Other(line) => Reply::event(self.unknown(line.trim())),
        };
        if !reply.events.is_empty() && reply.events.iter().all(|e| e.name() != "error") {
            self.said.clone_from(&reply.events);
        }
        reply
    }
}

#[cfg(test)]
mod tests;
