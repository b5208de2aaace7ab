//! Listening to a game as a [`Session`]: a place in the game (how many moves have been heard), moved by commands
//! or by autoplay, each move announced in the voice pack's words with its comment, the headers and the board read
//! on request.
//!
//! It is pure like the other sessions: `now` comes with every call, so autoplay on virtual time (`wait 10s`) is exact
//! to the millisecond in tests.

use std::collections::HashSet;

use shakmaty::{uci::UciMove, Color, Position};

use crate::{
    analysis::{mark_phrase, NodeId},
    boundary::{Event, Flow, Input, LineOfMany, Refusal, Reply, Session},
    clock::Side,
    openings,
    registry::{self, SessionKind},
    rules::Score,
    session::{mirror::Mirror, PlayCommand},
    voice::Sentence,
    voice::{announce, ending_key, PhraseKey, Style, VoicePack},
    words::{self, move_label},
};

use super::{
    listen_command::{from_command_for, parse_for, ListenCommand, ListenCommandError},
    listen_game::ListenGame,
};

/// The pause between moves of `play` without a number, when `--autoplay` gave none: three seconds.
pub(crate) const DEFAULT_PAUSE_MS: u64 = 3_000;

/// Moves heard one after another: each after the pause, counted from the end of what was said before it (in real
/// time; on virtual time nothing takes time to say, so from when it was said).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Autoplay {
    pause_ms: u64,
    /// When the next move is heard; `None` while what was said before it is still being heard.
    next_at: Option<u64>,
}

/// A game heard move by move.
pub struct ListenSession {
    game: ListenGame,
    pack: VoicePack,
    style: Style,
    /// The move last heard (the root: none yet): the board shows the position after it.
    at: NodeId,
    autoplay: Option<Autoplay>,
    /// The pause of `play` without a number.
    pause_ms: u64,
    virtual_time: bool,
    /// With `--openings`: the names already said when their position was reached (each is said once).
    openings_said: Option<HashSet<String>>,
}

impl ListenSession {
    /// At the start of `game`; with `autoplay` (a pause in milliseconds) the moves are heard one after another from
    /// the start, the first after one pause.
    #[must_use]
    pub fn new(
        game: ListenGame,
        pack: VoicePack,
        style: Style,
        autoplay: Option<u64>,
        virtual_time: bool,
    ) -> Self {
        let playing = autoplay.filter(|_| !game.tree.children(game.tree.root()).is_empty());
        let at = game.tree.root();
        ListenSession {
            game,
            pack,
            style,
            at,
            autoplay: playing.map(|pause_ms| Autoplay {
                pause_ms,
                next_at: virtual_time.then_some(pause_ms),
            }),
            pause_ms: autoplay.unwrap_or(DEFAULT_PAUSE_MS),
            virtual_time,
            openings_said: None,
        }
    }

    /// The game heard, with its variations.
    pub(crate) fn game(&self) -> &ListenGame {
        &self.game
    }

    /// The game heard, to add or take away lines.
    pub(crate) fn game_mut(&mut self) -> &mut ListenGame {
        &mut self.game
    }

    /// The voice pack it speaks with.
    pub(crate) fn pack(&self) -> &VoicePack {
        &self.pack
    }

    /// How moves are announced.
    pub(crate) fn style(&self) -> Style {
        self.style
    }

    /// Saying the opening's name when a move reaches a named position, once for each name, after the move.
    #[must_use]
    pub fn saying_openings(mut self) -> Self {
        self.openings_said = Some(HashSet::new());
        self
    }

    /// What is said before the first command: which game of the file this is (when it holds several), the headers,
    /// and the comment before the first move.
    #[must_use]
    pub fn opening(&self) -> Vec<Event> {
        let mut events = Vec::new();
        if self.game.count > 1 {
            events.push(Event::Notice {
                text: Sentence::phrase(
                    &self.pack,
                    PhraseKey::ListenSeveral,
                    vec![
                        (
                            "count",
                            Sentence::number(&self.pack, count32(self.game.count)),
                        ),
                        (
                            "number",
                            Sentence::number(&self.pack, count32(self.game.number)),
                        ),
                    ],
                ),
            });
        }
        events.push(self.answer("headers", self.headers()));
        if let Some(problem) = &self.game.unread_lines {
            events.push(Event::Notice {
                text: Sentence::phrase(
                    &self.pack,
                    PhraseKey::ListenLinesUnread,
                    vec![("problem", words::tree_error(&self.pack, problem))],
                ),
            });
        }
        events.extend(self.comment_event(self.game.tree.root()));
        events
    }

    /// The hint at the keyboard: how to step through the game.
    #[must_use]
    pub fn ready(&self) -> Event {
        Event::Notice {
            text: Sentence::phrase(&self.pack, PhraseKey::ListenReady, Vec::new()),
        }
    }

    pub(crate) fn execute(&mut self, command: ListenCommand, now: u64) -> Reply {
        let name = command.name();
        let events = match command {
            ListenCommand::Next => self.next(now),
            ListenCommand::Previous => self.previous(now),
            ListenCommand::Move { number, side } => self.jump(number, side, now),
            ListenCommand::Start => {
                self.go_to(self.game.tree.root(), now);
                vec![self.answer(name, self.start_text())]
            }
            ListenCommand::End => {
                let last = self.game.tree.main_end(self.at);
                match self.game.tree.parent(last) {
                    None => vec![self.error(PhraseKey::ListenNoMoves, &[])],
                    Some(before) => {
                        self.go_to(before, now);
                        self.next(now)
                    }
                }
            }
            ListenCommand::Lines => vec![self.lines_here(name)],
            ListenCommand::Line(number) => self.enter_line(number, now),
            ListenCommand::Up => self.up(now),
            ListenCommand::Main => self.main(now),
            ListenCommand::Clock => vec![self.clocks(name)],
            ListenCommand::Play(pause) => self.play(pause, now),
            ListenCommand::Stop => match self.autoplay.take() {
                Some(_) => vec![self.answer(
                    name,
                    Sentence::phrase(&self.pack, PhraseKey::ListenStopped, Vec::new()),
                )],
                None => vec![self.error(PhraseKey::ErrorListenNotPlaying, &[])],
            },
            ListenCommand::Headers => vec![self.answer(name, self.headers())],
            ListenCommand::Comment => vec![self.comment_event(self.at).unwrap_or_else(|| {
                self.answer(
                    name,
                    Sentence::phrase(&self.pack, PhraseKey::ListenNoComment, Vec::new()),
                )
            })],
            ListenCommand::Where => {
                vec![self.answer(name, self.where_text())]
            }
            ListenCommand::Opening => {
                let tree = &self.game.tree;
                let path = tree.path(self.at);
                let positions = path.iter().map(|&node| tree.position(node));
                let opening = openings::openings().of_game(positions);
                vec![Event::answer(name, openings::named(&self.pack, opening))]
            }
            ListenCommand::Board(question) => self.ask(question),
            ListenCommand::Wait(ms) if self.virtual_time => {
                return Reply::with_flow(Vec::new(), Flow::Wait(ms))
            }
            ListenCommand::Wait(_) => vec![self.error(PhraseKey::ErrorWaitRealTime, &[])],
            ListenCommand::Help => {
                vec![self.answer(
                    name,
                    Sentence::phrase(&self.pack, PhraseKey::HelpListen, Vec::new()),
                )]
            }
            ListenCommand::Quit => {
                let said = self.answer(
                    name,
                    Sentence::phrase(&self.pack, PhraseKey::ListenQuit, Vec::new()),
                );
                return Reply::with_flow(vec![said], Flow::Quit);
            }
        };
        Reply::events(events)
    }

    /// The next move with its comment, and the end of the game (or of the line) after the last one.
    fn next(&mut self, now: u64) -> Vec<Event> {
        let Some(&next) = self.game.tree.children(self.at).first() else {
            return vec![self.at_end_refusal()];
        };
        self.step_to(next, now)
    }

    /// Hears the move `node` (a move after the one reached) and stands on it.
    pub(crate) fn step_to(&mut self, node: NodeId, now: u64) -> Vec<Event> {
        self.step_to_saying(node, now, true)
    }

    /// Hears the move `node` and stands on it; the end of the game or of its line said when `say_end`.
    pub(crate) fn step_to_saying(&mut self, node: NodeId, now: u64, say_end: bool) -> Vec<Event> {
        let events = self.hear(node, say_end);
        self.go_to(node, now);
        if self.game.tree.children(node).is_empty() {
            self.autoplay = None;
        }
        events
    }

    fn previous(&mut self, now: u64) -> Vec<Event> {
        let Some(parent) = self.game.tree.parent(self.at) else {
            return vec![self.error(PhraseKey::ErrorListenAtStart, &[])];
        };
        self.go_to(parent, now);
        let text = match self.last_move_text() {
            Some(last) => Sentence::phrase(&self.pack, PhraseKey::ListenBack, vec![("last", last)]),
            None => self.start_text(),
        };
        vec![self.answer("previous", text)]
    }

    /// Jumps to just before the move `number` of `side` on the line reached, and hears it.
    fn jump(&mut self, number: u32, side: Side, now: u64) -> Vec<Event> {
        let tree = &self.game.tree;
        let found = tree
            .find_on_line(self.at, number, Color::from(side))
            .and_then(|node| Some((tree.parent(node)?, node)));
        match found {
            Some((before, node)) => {
                self.go_to(before, now);
                self.step_to(node, now)
            }
            None => {
                let last = self.move_text(tree.main_end(self.at)).unwrap_or_else(|| {
                    Sentence::phrase(&self.pack, PhraseKey::ListenNoMoves, Vec::new())
                });
                let values = vec![
                    ("number", Sentence::figures(number.to_string())),
                    ("side", words::side_words(&self.pack, side)),
                    ("last", last),
                ];
                vec![Refusal::phrase(&self.pack, PhraseKey::ErrorListenNoSuchMove, values).into()]
            }
        }
    }

    fn play(&mut self, pause: Option<u64>, now: u64) -> Vec<Event> {
        if self.game.tree.children(self.at).is_empty() {
            return vec![self.at_end_refusal()];
        }
        let pause_ms = pause.unwrap_or(self.pause_ms);
        self.autoplay = Some(Autoplay {
            pause_ms,
            next_at: self.virtual_time.then(|| now.saturating_add(pause_ms)),
        });
        vec![self.answer(
            "play",
            Sentence::phrase(
                &self.pack,
                PhraseKey::ListenPlaying,
                vec![("time", self.pause_words(pause_ms))],
            ),
        )]
    }

    /// A pause in words: "three seconds", or "1.5 seconds" when it is not whole seconds.
    fn pause_words(&self, ms: u64) -> Sentence {
        if ms.is_multiple_of(1000) {
            words::time_words(&self.pack, i64::try_from(ms).unwrap_or(i64::MAX))
        } else {
            let seconds = format!("{:.1}", ms as f64 / 1000.0);
            Sentence::phrase(
                &self.pack,
                PhraseKey::TimeSeconds,
                vec![("n", Sentence::figures(seconds))],
            )
        }
    }

    /// Stands on `node`; a running autoplay waits one whole pause after what is said now is heard.
    pub(crate) fn go_to(&mut self, node: NodeId, now: u64) {
        self.at = node;
        let virtual_time = self.virtual_time;
        if let Some(autoplay) = &mut self.autoplay {
            autoplay.next_at = virtual_time.then(|| now.saturating_add(autoplay.pause_ms));
        }
    }

    /// The move `node` announced (with "line 2 of 3" where the game branches), its marks in words, its comment, and
    /// at the end of the game or of a line, that end.
    fn hear(&mut self, node: NodeId, say_end: bool) -> Vec<Event> {
        let tree = &self.game.tree;
        let (Some(before), Some(&mv)) = (tree.parent(node), tree.played(node)) else {
            return Vec::new();
        };
        let pos = tree.position(before);
        let (line, lines) = tree.line_of(node);
        let branch = (lines > 1).then(|| LineOfMany {
            line: count32(line),
            lines: count32(lines),
        });
        let mut text = Sentence::words(&self.pack, &announce(pos, mv, self.style));
        if let Some(branch) = branch {
            text = text.then(", ", words::line_of_many(&self.pack, branch));
        }
        let mut events = vec![Event::Announce {
            ply: count32(tree.ply(node)),
            move_number: pos.fullmoves().get(),
            side: pos.turn().into(),
            san: tree
                .san(node)
                .map(|san| san.to_string())
                .unwrap_or_default(),
            uci: UciMove::from_standard(mv).to_string(),
            text,
            pending: false,
            correction: false,
            replayed: true,
            source: None,
            line: branch,
            game: None,
        }];
        events.extend(self.marks_event(node));
        events.extend(self.opening_reached(node));
        events.extend(self.comment_event(node));
        if say_end && self.game.tree.children(node).is_empty() {
            events.push(Event::Notice {
                text: if self.game.tree.is_main_line(node) {
                    self.end_text()
                } else {
                    Sentence::phrase(&self.pack, PhraseKey::ListenLineEnd, Vec::new())
                },
            });
        }
        events
    }

    /// The marks of the move `node` in words ("dubious move, White is better"), as an answer to `comment`.
    fn marks_event(&self, node: NodeId) -> Option<Event> {
        let marks: Vec<Sentence> = self
            .game
            .tree
            .nags(node)
            .iter()
            .filter_map(|&nag| mark_phrase(nag))
            .map(|key| Sentence::phrase(&self.pack, key, Vec::new()))
            .collect();
        (!marks.is_empty()).then(|| {
            let separator = Sentence::phrase(&self.pack, PhraseKey::ListSeparator, Vec::new());
            self.answer("marks", Sentence::separated(marks, &separator))
        })
    }

    /// With `--openings`, the name of the position reached by `node` when it is named and not said before.
    fn opening_reached(&mut self, node: NodeId) -> Option<Event> {
        let said = self.openings_said.as_mut()?;
        let opening = openings::openings().at(self.game.tree.position(node))?;
        said.insert(opening.name.clone())
            .then(|| Event::answer("opening", openings::named(&self.pack, Some(opening))))
    }

    /// The comment after the move `node` (the root's: before the first move), as an answer to `comment`.
    fn comment_event(&self, node: NodeId) -> Option<Event> {
        let text = self.game.tree.comment(node)?.to_string();
        Some(self.answer("comment", Sentence::comment(text)))
    }

    /// The move `node` with its number ("12... Springer Felix drei"); `None` for the start.
    pub(crate) fn move_text(&self, node: NodeId) -> Option<Sentence> {
        let tree = &self.game.tree;
        let before = tree.position(tree.parent(node)?);
        let mv = *tree.played(node)?;
        let label = move_label(before.fullmoves().get(), before.turn().into());
        let words = announce(before, mv, self.style);
        Some(Sentence::phrase(
            &self.pack,
            PhraseKey::AnnounceLine,
            vec![
                ("number", Sentence::figures(label)),
                ("move", Sentence::words(&self.pack, &words)),
            ],
        ))
    }

    fn last_move_text(&self) -> Option<Sentence> {
        self.move_text(self.at)
    }

    /// The side to move where the listener is.
    fn to_move(&self) -> Sentence {
        words::side_words(&self.pack, self.game.tree.position(self.at).turn().into())
    }

    fn start_text(&self) -> Sentence {
        Sentence::phrase(
            &self.pack,
            PhraseKey::ListenStart,
            vec![("side", self.to_move())],
        )
    }

    pub(crate) fn where_text(&self) -> Sentence {
        let tree = &self.game.tree;
        match self.last_move_text() {
            None => self.start_text(),
            Some(last) => {
                let mut text = Sentence::phrase(
                    &self.pack,
                    PhraseKey::ListenWhere,
                    vec![
                        ("last", last),
                        (
                            "ply",
                            Sentence::number(&self.pack, count32(tree.ply(self.at))),
                        ),
                        (
                            "plies",
                            Sentence::number(&self.pack, count32(tree.ply(tree.main_end(self.at)))),
                        ),
                        ("side", self.to_move()),
                    ],
                );
                if let Some(start) = tree.line_start(self.at) {
                    let first = self.move_text(start).unwrap_or_default();
                    text = text.then(
                        ". ",
                        Sentence::phrase(
                            &self.pack,
                            PhraseKey::ListenInLine,
                            vec![("first", first)],
                        ),
                    );
                }
                text
            }
        }
    }

    /// "End of the game: White won, checkmate".
    fn end_text(&self) -> Sentence {
        let pack = &self.pack;
        let result = match self.game.result {
            Some(score) => Sentence::phrase(pack, said_score(score), Vec::new()),
            None => Sentence::phrase(pack, PhraseKey::ListenUnfinished, Vec::new()),
        };
        match self.game.ending {
            Some(ending) => Sentence::phrase(
                pack,
                PhraseKey::ListenEndBy,
                vec![
                    ("result", result),
                    (
                        "ending",
                        Sentence::phrase(pack, ending_key(ending), Vec::new()),
                    ),
                ],
            ),
            None => Sentence::phrase(pack, PhraseKey::ListenEnd, vec![("result", result)]),
        }
    }

    /// "White: Kasparov, Black: Topalov, Hoogovens, Wijk aan Zee, January 20, 1999, round 4, 44 moves, result 1-0":
    /// the players' names and the tags are the file's own words, said as written in the phrase language (a player
    /// called Anna is a name, not a file), as at a game's start.
    fn headers(&self) -> Sentence {
        let pack = &self.pack;
        let game = &self.game;
        let mut parts = Vec::new();
        let (white, black) = (game.tag("White"), game.tag("Black"));
        if white.is_some() || black.is_some() {
            parts.push(Sentence::phrase(
                pack,
                PhraseKey::ListenPlayers,
                vec![
                    ("white", Sentence::name(white.unwrap_or("?"))),
                    ("black", Sentence::name(black.unwrap_or("?"))),
                ],
            ));
        }
        parts.extend(game.tag("Event").map(Sentence::name));
        parts.extend(game.tag("Site").map(Sentence::name));
        parts.extend(game.tag("Date").and_then(|date| said_date(pack, date)));
        parts.extend(game.tag("Round").map(|round| {
            Sentence::phrase(
                pack,
                PhraseKey::ListenRound,
                vec![("round", Sentence::name(round))],
            )
        }));
        parts.extend(game.tag("Opening").map(Sentence::english));
        if game.tag("FEN").is_some() {
            parts.push(Sentence::phrase(
                pack,
                PhraseKey::ListenFromPosition,
                Vec::new(),
            ));
        }
        let tree = &game.tree;
        let first = tree.children(tree.root()).first().copied();
        let last = tree.main_end(tree.root());
        parts.push(match first {
            Some(first) => match tree.move_number(last).0 - tree.move_number(first).0 + 1 {
                1 => Sentence::phrase(pack, PhraseKey::ListenLengthOne, Vec::new()),
                moves => Sentence::phrase(
                    pack,
                    PhraseKey::ListenLength,
                    vec![("count", Sentence::number(pack, moves))],
                ),
            },
            None => Sentence::phrase(pack, PhraseKey::ListenNoMoves, Vec::new()),
        });
        if let Some(score) = game.result {
            // Printed in figures, said in words: "1/2-1/2" read aloud would be "one slash two dash one slash two".
            let result = Sentence::score(score);
            parts.push(Sentence::phrase(
                pack,
                PhraseKey::ListenResultTag,
                vec![("result", result)],
            ));
        }
        Sentence::separated(
            parts,
            &Sentence::phrase(pack, PhraseKey::ListSeparator, Vec::new()),
        )
    }

    /// The board questions, read from White's side of the position reached.
    fn ask(&self, question: PlayCommand) -> Vec<Event> {
        let name = question.name();
        let mirror = Mirror::new(self.game.tree.position(self.at), &self.pack, Color::White);
        let lines = match question {
            PlayCommand::Square(square) => vec![mirror.describe_square(square)],
            PlayCommand::Rank(rank) => vec![mirror.describe_rank(rank)],
            PlayCommand::File(file) => vec![mirror.describe_file(file)],
            PlayCommand::Board { visual: false } => mirror.board(),
            // A picture for the eyes: printed, and said as the board in words.
            PlayCommand::Board { visual: true } => {
                let said = mirror.board();
                return Event::answer_shown(name, mirror.visual(), said);
            }
            PlayCommand::Pieces { side, piece } => mirror
                .pieces_of(side, piece)
                .into_iter()
                .map(Sentence::text)
                .collect(),
            _ => vec![Sentence::phrase(
                &self.pack,
                PhraseKey::HelpListen,
                Vec::new(),
            )],
        };
        Event::answer_lines(name, lines)
    }

    fn at_end_refusal(&self) -> Event {
        let tree = &self.game.tree;
        if tree.children(tree.root()).is_empty() {
            self.error(PhraseKey::ListenNoMoves, &[])
        } else if tree.is_main_line(self.at) {
            self.error(PhraseKey::ErrorListenAtEnd, &[])
        } else {
            self.error(PhraseKey::ErrorListenLineEnd, &[])
        }
    }

    fn answer(&self, query: &str, text: Sentence) -> Event {
        Event::answer(query, text)
    }

    fn error(&self, key: PhraseKey, values: &[(&'static str, &str)]) -> Event {
        Refusal::new(&self.pack, key, values).into()
    }

    /// A line that is not a command, in the pack's words.
    fn unreadable(&self, problem: &ListenCommandError) -> Event {
        self.unreadable_in(problem, SessionKind::Listen)
    }

    /// A line that is not a command of `kind` (listening, or a session built on it), in the pack's words.
    pub(crate) fn unreadable_in(&self, problem: &ListenCommandError, kind: SessionKind) -> Event {
        match problem {
            ListenCommandError::Unknown(input) => self.error(
                PhraseKey::ErrorUnknownCommand,
                &[
                    ("input", input),
                    (
                        "commands",
                        &registry::names_in(kind, &self.pack.phrase_language),
                    ),
                ],
            ),
            ListenCommandError::Usage(usage) => {
                let usage = usage.written_in(&self.pack.phrase_language);
                self.error(PhraseKey::ErrorUsage, &[("usage", &usage)])
            }
            ListenCommandError::Pause(input) => {
                self.error(PhraseKey::ErrorListenPause, &[("input", input)])
            }
            ListenCommandError::Duration(input) => {
                self.error(PhraseKey::ErrorDuration, &[("input", input)])
            }
            ListenCommandError::Argument(problem) => problem.refusal(&self.pack).into(),
        }
    }
}

impl Session for ListenSession {
    fn next_due(&self) -> Option<u64> {
        self.autoplay.and_then(|autoplay| autoplay.next_at)
    }

    fn advance_to(&mut self, now: u64) -> Vec<(u64, Event)> {
        let mut heard = Vec::new();
        while let Some(at) = self.next_due().filter(|at| *at <= now) {
            if self.game.tree.children(self.at).is_empty() {
                self.autoplay = None;
                break;
            }
            heard.extend(self.next(at).into_iter().map(|event| (at, event)));
        }
        heard
    }

    fn waits_to_be_heard(&self) -> bool {
        self.autoplay
            .is_some_and(|autoplay| autoplay.next_at.is_none())
    }

    fn heard(&mut self, now: u64) {
        if let Some(autoplay) = &mut self.autoplay {
            autoplay
                .next_at
                .get_or_insert(now.saturating_add(autoplay.pause_ms));
        }
    }

    fn handle(&mut self, input: Input, now: u64) -> Reply {
        let command = match input {
            Input::Typed(line) => parse_for(&line, &self.pack),
            Input::Command(command) => {
                from_command_for(&command, &self.pack, SessionKind::Listen).map(Some)
            }
            // Listening has no engine and reads no board.
            Input::Engine(_) | Input::Board(_) | Input::Server(_) | Input::Broadcast(_) => Ok(None),
        };
        match command {
            Ok(Some(command)) => self.execute(command, now),
            Ok(None) => Reply::events(Vec::new()),
            Err(problem) => Reply::event(self.unreadable(&problem)),
        }
    }

    fn prompt(&self) -> Option<String> {
        Some(if self.game.tree.children(self.at).is_empty() {
            self.pack.phrase(PhraseKey::PromptOver, &[])
        } else {
            self.pack.phrase(
                PhraseKey::PromptToMove,
                &[("side", self.to_move().as_text())],
            )
        })
    }
}

/// A date tag as people say it, its known parts only: "January 20, 1999", "January 1999", "1999" (for
/// "1999.??.??"); `None` when the year is not known or the tag cannot be read.
fn said_date(pack: &VoicePack, date: &str) -> Option<Sentence> {
    let (year, month, day) = known_date(date)?;
    let months = pack.template(PhraseKey::ListenMonths);
    let month = month.and_then(|m| months.split(',').nth(m as usize - 1).map(str::trim));
    let key = match (month, day) {
        (Some(_), Some(_)) => PhraseKey::ListenDate,
        (Some(_), None) => PhraseKey::ListenMonth,
        _ => return Some(Sentence::figures(year.to_string())),
    };
    let mut values = vec![
        ("year", Sentence::figures(year.to_string())),
        ("month", month_name(month.unwrap_or_default())),
    ];
    values.extend(day.map(|day| ("day", Sentence::figures(day.to_string()))));
    Some(Sentence::phrase(pack, key, values))
}

/// A month's name, one of the pack's list of months: its words are the pack's, said as printed.
fn month_name(month: &str) -> Sentence {
    Sentence::spelled(month.to_string(), month.to_string())
}

/// A date tag's known parts: the year, then the month (1 to 12) and the day when they are known; `None` when the
/// year is not known.
fn known_date(date: &str) -> Option<(u32, Option<u32>, Option<u32>)> {
    let mut known = date.split('.').map_while(|part| {
        part.parse::<u32>()
            .ok()
            .filter(|_| part.chars().all(|c| c.is_ascii_digit()))
    });
    let year = known.next()?;
    let month = known.next().filter(|m| (1..=12).contains(m));
    let day = month.and(known.next()).filter(|d| (1..=31).contains(d));
    Some((year, month, day))
}

/// A count as the `u32` the pack's numbers and the events take (games never come near the limit).
fn count32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The words a score is said in: "White won", "Black won", "drawn".
pub(crate) fn said_score(score: Score) -> PhraseKey {
    match score {
        Score::WhiteWins => PhraseKey::ListenWhiteWon,
        Score::BlackWins => PhraseKey::ListenBlackWon,
        Score::Draw => PhraseKey::ListenDrawn,
    }
}

mod lines;
#[cfg(test)]
mod tests;
