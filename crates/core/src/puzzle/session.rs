//! A puzzle as a [`Session`]: the position before the opponent's move is set up, that move is played and
//! announced, the position is read out with the side to move, and the player's moves are checked against the
//! solution; the opponent's replies are played and announced in turn. A mate in one is solved by any mate. A wrong
//! move is said wrong, and then the player tries again or, as [`AfterWrong`] chooses, hears the solution and goes
//! on to the next puzzle. `hint` tells the theme, then the piece to move, then its square.

use std::collections::HashSet;

use shakmaty::{san::SanPlus, uci::UciMove, Chess, Move, Position};

use crate::{
    boundary::{Event, Flow, Input, Refusal, Reply, Session},
    notation::MoveReader,
    registry::{self, Read, SessionKind, Verb},
    session::{from_command_for, mirror::Mirror, PlayCommand, PlayCommandError},
    training::{Exported, PgnGame},
    voice::{announce, PhraseKey, Sentence, Style, VoicePack, Word},
    words,
};

use super::{theme_words, Puzzle, Rating};
use crate::practice::rng::Rng;

/// What follows a wrong move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AfterWrong {
    /// The player tries again in the same position.
    #[default]
    Retry,
    /// The solution is told and the next puzzle presented.
    Next,
}

/// Puzzles chosen at random among those given, one after another.
pub struct PuzzleSession {
    puzzles: Vec<Puzzle>,
    rng: Rng,
    pack: VoicePack,
    reader: MoveReader,
    after_wrong: AfterWrong,
    /// The puzzle being solved and how far: the position reached, the next move of the solution (an index into
    /// its moves), the last move played (its position before, and the move), the hints given.
    current: Puzzle,
    pos: Chess,
    step: usize,
    last: Option<(Chess, Move)>,
    hints: u8,
    solved: bool,
    /// What was said last, for `repeat`.
    said: Vec<Event>,
    /// Whether the puzzle being solved has been rated (its first wrong move, or solved without one).
    rated: bool,
    /// The puzzles rated so far, in order.
    attempts: Vec<Attempt>,
    /// Each puzzle presented, as played so far, for the PGN export.
    played: Vec<PgnGame>,
    /// The player's rating before this session, and the puzzles the history has rated already (not rated again).
    history: (Rating, HashSet<String>),
}

/// A puzzle rated: solved without a wrong move, or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    /// The puzzle's id.
    pub id: String,
    /// The puzzle's rating.
    pub rating: u16,
    /// Whether it was solved without a wrong move.
    pub solved: bool,
}

impl PuzzleSession {
    /// A session over `puzzles` (not empty), choosing with `seed`; `None` when no puzzle can be played.
    #[must_use]
    ///
    /// ```
    /// use tactus_core::{AfterWrong, Columns, MoveReader, Notation, PuzzleSession, Session, VoicePack, utterance_for};
    ///
    /// let columns = Columns::from_header("PuzzleId,FEN,Moves,Rating,Themes").unwrap();
    /// // Black plays a3a2; White mates with the rook on d8.
    /// let puzzle = columns.read("tmate,7k/5ppp/8/8/8/p7/5PPP/3RR1K1 b - - 0 1,a3a2 d1d8,700,mateIn1").unwrap();
    /// let pack = VoicePack::builtin("en").unwrap();
    /// let reader = MoveReader::for_pack(Notation::default(), &pack);
    /// let mut session = PuzzleSession::new(vec![puzzle], 7, pack.clone(), reader, AfterWrong::Retry).unwrap();
    /// session.opening();
    /// let heard = |reply: tactus_core::Reply| -> Vec<String> {
    ///     reply.events.iter().filter_map(|e| utterance_for(&pack, e)).map(|u| u.text).collect()
    /// };
    /// let wrong = heard(session.handle_typed("Rd7", 1_000));
    /// let right = heard(session.handle_typed("Rd8", 2_000));
    /// assert_ne!(wrong, right);
    /// assert!(right.join(" ").contains("Solved"), "{right:?}");
    /// ```
    pub fn new(
        puzzles: Vec<Puzzle>,
        seed: u64,
        pack: VoicePack,
        reader: MoveReader,
        after_wrong: AfterWrong,
    ) -> Option<Self> {
        let mut rng = Rng::new(seed);
        let (current, pos) = choose(&puzzles, &mut rng)?;
        Some(PuzzleSession {
            puzzles,
            rng,
            pack,
            reader,
            after_wrong,
            current,
            pos,
            step: 0,
            last: None,
            hints: 0,
            solved: false,
            said: Vec::new(),
            rated: false,
            attempts: Vec::new(),
            played: Vec::new(),
            history: (Rating::default(), HashSet::new()),
        })
    }

    /// The same session, told the player's rating before it and the puzzles the history has rated already, for
    /// the tally said at `quit`.
    #[must_use]
    pub fn with_history(mut self, rating: Rating, rated: HashSet<String>) -> Self {
        self.history = (rating, rated);
        self
    }

    /// The tally said at `quit`: the puzzles solved and failed in this session, and the rating now (each puzzle
    /// rated once, as the history rates them).
    fn tally(&self) -> Event {
        let (rating, mut rated) = self.history.clone();
        let fresh = unrated(&mut rated, &self.attempts);
        let rating = fresh.iter().fold(rating, |rating, attempt| {
            rating.after_puzzle(f64::from(attempt.rating), attempt.solved)
        });
        let mut seen = HashSet::new();
        let once: Vec<&Attempt> = self
            .attempts
            .iter()
            .filter(|attempt| seen.insert(attempt.id.as_str()))
            .collect();
        let solved = once.iter().filter(|attempt| attempt.solved).count();
        let count = |n: usize| Sentence::number(&self.pack, u32::try_from(n).unwrap_or(u32::MAX));
        Event::answer(
            "quit",
            Sentence::phrase(
                &self.pack,
                PhraseKey::PuzzleTally,
                vec![
                    ("solved", count(solved)),
                    ("failed", count(once.len() - solved)),
                    ("rating", Sentence::figures(format!("{:.0}", rating.rating))),
                ],
            ),
        )
    }

    /// The puzzle being solved.
    #[must_use]
    pub fn puzzle(&self) -> &Puzzle {
        &self.current
    }

    /// The puzzles rated so far: the first outcome of each puzzle played.
    #[must_use]
    pub fn attempts(&self) -> &[Attempt] {
        &self.attempts
    }

    /// A comment after the moves played so far in the puzzle being solved, for the PGN export.
    fn comment(&mut self, text: String) {
        if let Some(game) = self.played.last_mut() {
            game.comments.push((game.moves.len(), text));
        }
    }

    /// Rates the puzzle being solved, once.
    fn rate(&mut self, solved: bool) {
        if !self.rated {
            self.rated = true;
            self.attempts.push(Attempt {
                id: self.current.id.clone(),
                rating: self.current.rating,
                solved,
            });
        }
    }

    /// What is said first: the first puzzle presented.
    #[must_use]
    pub fn opening(&mut self) -> Vec<Event> {
        let events = self.present();
        self.said.clone_from(&events);
        events
    }

    /// The opponent's move played and announced, the puzzle and the position read out with the side to move.
    fn present(&mut self) -> Vec<Event> {
        self.step = 0;
        self.hints = 0;
        self.solved = false;
        self.last = None;
        self.played.push(PgnGame {
            tags: vec![
                ("Event".into(), format!("Puzzle {}", self.current.id)),
                (
                    "Site".into(),
                    format!("https://lichess.org/training/{}", self.current.id),
                ),
                ("PuzzleRating".into(), self.current.rating.to_string()),
                ("PuzzleThemes".into(), self.current.themes.join(" ")),
            ],
            start: self.pos.clone(),
            moves: Vec::new(),
            comments: Vec::new(),
            result: "*".into(),
        });
        let mut events = vec![Event::answer(
            "puzzle",
            Sentence::phrase(
                &self.pack,
                PhraseKey::PuzzleStart,
                vec![("rating", Sentence::figures(self.current.rating.to_string()))],
            ),
        )];
        events.extend(self.opponent_moves(PhraseKey::PuzzleOpponent));
        let mut lines = vec![Sentence::phrase(
            &self.pack,
            PhraseKey::PuzzleToMove,
            vec![(
                "side",
                words::side_words(&self.pack, self.pos.turn().into()),
            )],
        )];
        lines.extend(Mirror::new(&self.pos, &self.pack, self.pos.turn()).board());
        events.extend(Event::answer_lines("position", lines));
        events
    }

    /// The solution's next move, the opponent's, played and announced with `key`.
    fn opponent_moves(&mut self, key: PhraseKey) -> Vec<Event> {
        let Some(m) = self.expected() else {
            return Vec::new();
        };
        let said = self.play(m);
        vec![Event::answer(
            "opponent",
            Sentence::phrase(&self.pack, key, vec![("move", said)]),
        )]
    }

    /// The move the solution plays next, if any.
    fn expected(&self) -> Option<Move> {
        let uci: UciMove = self.current.moves.get(self.step)?.parse().ok()?;
        uci.to_move(&self.pos).ok()
    }

    /// Plays `m` and gives its words.
    fn play(&mut self, m: Move) -> Sentence {
        let said = Sentence::words(&self.pack, &announce(&self.pos, m, Style::Short));
        self.last = Some((self.pos.clone(), m));
        if let Some(game) = self.played.last_mut() {
            game.moves.push(m);
        }
        self.pos.play_unchecked(m);
        self.step += 1;
        self.hints = 0;
        said
    }

    /// The player's move `text`, checked against the solution.
    fn check(&mut self, text: &str) -> Reply {
        if self.solved {
            return Reply::event(self.refusal(PhraseKey::PuzzleSolvedAlready));
        }
        let m = match self.reader.read(&self.pos, text) {
            Ok(m) => m,
            Err(problem) => {
                return Reply::event(Refusal::of_typed_move(&self.pack, text, &problem).into())
            }
        };
        let Some(expected) = self.expected() else {
            return Reply::event(self.refusal(PhraseKey::PuzzleSolvedAlready));
        };
        let last_of_solution = self.step + 1 == self.current.moves.len();
        let mates = {
            let mut after = self.pos.clone();
            after.play_unchecked(m);
            after.is_checkmate()
        };
        let right = m == expected || (last_of_solution && self.step == 1 && mates);
        if !right {
            self.rate(false);
            self.comment(format!(
                "wrong: {}",
                SanPlus::from_move(self.pos.clone(), m)
            ));
        }
        let events = if right { self.right(m) } else { self.wrong(m) };
        self.said.clone_from(&events);
        Reply::events(events)
    }

    /// A right move played, then the opponent's reply or, after the last, the puzzle solved.
    fn right(&mut self, m: Move) -> Vec<Event> {
        let said = self.play(m);
        let mut events = vec![Event::answer(
            "right",
            Sentence::phrase(&self.pack, PhraseKey::PuzzleRight, vec![("move", said)]),
        )];
        events.extend(self.opponent_moves(PhraseKey::PuzzleReply));
        if self.step >= self.current.moves.len() {
            self.solved = true;
            self.rate(true);
            self.comment("solved".into());
            events.push(Event::answer(
                "solved",
                Sentence::phrase(&self.pack, PhraseKey::PuzzleSolved, Vec::new()),
            ));
        }
        events
    }

    /// A wrong move said wrong; then a retry, or the solution and the next puzzle.
    fn wrong(&mut self, m: Move) -> Vec<Event> {
        let said = Sentence::words(&self.pack, &announce(&self.pos, m, Style::Short));
        match self.after_wrong {
            AfterWrong::Retry => vec![Event::answer(
                "wrong",
                Sentence::phrase(&self.pack, PhraseKey::PuzzleWrong, vec![("move", said)]),
            )],
            AfterWrong::Next => {
                let solution = self.solution();
                let mut events = vec![Event::answer(
                    "wrong",
                    Sentence::phrase(
                        &self.pack,
                        PhraseKey::PuzzleWrongSolution,
                        vec![("move", said), ("solution", solution)],
                    ),
                )];
                events.extend(self.next());
                events
            }
        }
    }

    /// The rest of the solution in words, from the position reached.
    fn solution(&self) -> Sentence {
        let mut pos = self.pos.clone();
        let mut said = Vec::new();
        for uci in &self.current.moves[self.step..] {
            let Some(m) = uci
                .parse::<UciMove>()
                .ok()
                .and_then(|u| u.to_move(&pos).ok())
            else {
                break;
            };
            said.push(Sentence::words(
                &self.pack,
                &announce(&pos, m, Style::Short),
            ));
            pos.play_unchecked(m);
        }
        Sentence::separated(
            said,
            &Sentence::phrase(&self.pack, PhraseKey::ListSeparator, Vec::new()),
        )
    }

    /// Another puzzle, presented.
    fn next(&mut self) -> Vec<Event> {
        if let Some((puzzle, pos)) = choose(&self.puzzles, &mut self.rng) {
            self.current = puzzle;
            self.pos = pos;
            self.rated = false;
        }
        self.present()
    }

    /// The next hint: the theme, then the piece to move, then its square.
    fn hint(&mut self) -> Event {
        let Some(m) = self.expected().filter(|_| !self.solved) else {
            return self.refusal(PhraseKey::PuzzleSolvedAlready);
        };
        if self.hints < 3 {
            self.hints += 1;
            self.comment(format!("hint {}", self.hints));
        }
        let piece = Sentence::words(&self.pack, &[Word::Piece(m.role())]);
        let text = match self.hints {
            1 => {
                let themes: Vec<String> = self
                    .current
                    .themes
                    .iter()
                    .map(|theme| theme_words(theme))
                    .collect();
                Sentence::phrase(
                    &self.pack,
                    PhraseKey::PuzzleHintTheme,
                    vec![("themes", Sentence::english(themes.join(", ")))],
                )
            }
            2 => Sentence::phrase(
                &self.pack,
                PhraseKey::PuzzleHintPiece,
                vec![("piece", piece)],
            ),
            _ => Sentence::phrase(
                &self.pack,
                PhraseKey::PuzzleHintSquare,
                vec![
                    ("piece", piece),
                    (
                        "square",
                        crate::session::mirror::square_words(
                            &self.pack,
                            m.from().unwrap_or(m.to()),
                        ),
                    ),
                ],
            ),
        };
        Event::answer("hint", text)
    }

    /// The board questions, read from the side to move.
    fn ask(&self, question: PlayCommand) -> Vec<Event> {
        let name = question.name();
        let mirror = Mirror::new(&self.pos, &self.pack, self.pos.turn());
        let lines = match question {
            PlayCommand::Square(square) => vec![mirror.describe_square(square)],
            PlayCommand::Rank(rank) => vec![mirror.describe_rank(rank)],
            PlayCommand::File(file) => vec![mirror.describe_file(file)],
            PlayCommand::Pieces { side, piece } => mirror
                .pieces_of(side, piece)
                .into_iter()
                .map(Sentence::text)
                .collect(),
            _ => mirror.board(),
        };
        Event::answer_lines(name, lines)
    }

    /// The last move played, in words.
    fn last_move(&self) -> Event {
        match &self.last {
            Some((before, m)) => Event::answer(
                "last",
                Sentence::words(&self.pack, &announce(before, *m, Style::Short)),
            ),
            None => self.refusal(PhraseKey::PuzzleNoLast),
        }
    }

    fn refusal(&self, key: PhraseKey) -> Event {
        Refusal::new(&self.pack, key, &[]).into()
    }

    /// A command read from the table.
    fn command(&mut self, command: &registry::Command) -> Reply {
        match command.verb() {
            Verb::Hint => Reply::event(self.hint()),
            Verb::Square | Verb::Rank | Verb::File | Verb::Board | Verb::Pieces => {
                match from_command_for(command, &self.pack) {
                    Ok(question) => Reply::events(self.ask(question)),
                    Err(PlayCommandError::Argument(problem)) => {
                        Reply::event(problem.refusal(&self.pack).into())
                    }
                    Err(_) => Reply::event(
                        Refusal::new(
                            &self.pack,
                            PhraseKey::ErrorUsage,
                            &[("usage", &command.line())],
                        )
                        .into(),
                    ),
                }
            }
            Verb::Last => Reply::event(self.last_move()),
            Verb::Opening => Reply::event(Event::answer(
                "opening",
                opening_named(&self.pack, &self.current),
            )),
            Verb::Repeat => Reply::events(self.said.clone()),
            Verb::Help => Reply::event(Event::answer(
                "help",
                Sentence::phrase(&self.pack, PhraseKey::HelpPuzzle, Vec::new()),
            )),
            Verb::Next => {
                let events = self.next();
                self.said.clone_from(&events);
                Reply::events(events)
            }
            Verb::Retry => {
                self.pos = match self.current.position() {
                    Ok(pos) => pos,
                    Err(_) => return Reply::events(Vec::new()),
                };
                let events = self.present();
                self.said.clone_from(&events);
                Reply::events(events)
            }
            Verb::Quit => Reply::with_flow(vec![self.tally()], Flow::Quit),
            _ => self.check(&command.line()),
        }
    }
}

/// The puzzle's opening, from its most precise opening tag (`Sicilian_Defense_Najdorf_Variation`): the shipped
/// tables' line of that name, with its ECO code, or the tag's words; or that it has none.
fn opening_named(pack: &VoicePack, puzzle: &Puzzle) -> Sentence {
    let Some(tag) = puzzle.openings.last() else {
        return crate::openings::named(pack, None);
    };
    let wanted = super::letters(tag);
    match crate::openings::openings()
        .lines()
        .iter()
        .find(|line| super::letters(&line.name) == wanted)
    {
        Some(line) => crate::openings::named(pack, Some(line)),
        None => Sentence::phrase(
            pack,
            PhraseKey::PuzzleOpening,
            vec![("name", Sentence::english(tag.replace('_', " ")))],
        ),
    }
}

/// The attempts not rated yet, in order: each puzzle once, and none that `rated` holds (which is told of them).
#[must_use]
pub fn unrated<'a>(rated: &mut HashSet<String>, attempts: &'a [Attempt]) -> Vec<&'a Attempt> {
    attempts
        .iter()
        .filter(|attempt| rated.insert(attempt.id.clone()))
        .collect()
}

/// A puzzle that can be played, chosen at random, with its starting position.
fn choose(puzzles: &[Puzzle], rng: &mut Rng) -> Option<(Puzzle, Chess)> {
    let playable = |p: &&Puzzle| p.plays();
    let count = puzzles.iter().filter(playable).count();
    let chosen = puzzles
        .iter()
        .filter(playable)
        .nth(rng.below(count.max(1)))?;
    Some((chosen.clone(), chosen.position().ok()?))
}

impl Exported for PuzzleSession {
    fn games(&self) -> Vec<PgnGame> {
        self.played.clone()
    }
}

impl Session for PuzzleSession {
    fn handle(&mut self, input: Input, _now: u64) -> Reply {
        let read = match input {
            Input::Typed(line) => registry::read(&line, SessionKind::Puzzle),
            Input::Command(command) => Read::Command(command),
            Input::Engine(_) | Input::Board(_) | Input::Server(_) | Input::Broadcast(_) => {
                Read::Blank
            }
        };
        let repeat = matches!(&read, Read::Command(command) if command.verb() == Verb::Repeat);
        let reply = match read {
            Read::Blank | Read::Comment => Reply::events(Vec::new()),
            Read::Command(command) => self.command(&command),
            Read::Other(text) => self.check(&text),
        };
        // What was said last is what `repeat` says next: an answer, a refusal or a move.
        if !repeat && !reply.events.is_empty() {
            self.said.clone_from(&reply.events);
        }
        reply
    }

    fn prompt(&self) -> Option<String> {
        Some(
            self.pack
                .phrase(PhraseKey::PuzzlePrompt, &[("id", &self.current.id)]),
        )
    }
}
