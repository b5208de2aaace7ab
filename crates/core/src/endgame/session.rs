//! The endgame drill as a [`Session`]: the player's move, then the tablebase's reply, and nothing said but the reply
//! unless the move changed the result; `how far` says the moves to mate (small positions) or the tables' distance;
//! a start ends at mate, stalemate, insufficient material, threefold repetition or the fifty-move rule, and the
//! session stays: `again` (or `retry`) plays the same start again, `next` a new start of the same material, `quit`
//! leaves.

use shakmaty::{Board, Chess, Color, Move, Position};

use super::{
    mate::mate_distance, material_of, random_start, Material, ProbeError, StartError, Tablebase,
    Verdict,
};
use crate::{
    boundary::{Event, Flow, Input, Refusal, Reply, Session},
    notation::{MoveError, MoveReader},
    practice::rng::Rng,
    registry::{self, Read, SessionKind, Unreadable, Verb},
    session::{from_command_for, mirror::Mirror, parse_for, PlayCommand, PlayCommandError},
    training::{Exported, PgnGame},
    voice::Sentence,
    voice::{announce, shortened, PhraseKey, Style, VoicePack},
};

/// What the drill starts from.
pub struct EndgameStart {
    /// The start position, the player to move.
    pub position: Chess,
    /// The seed it was drawn from, when drawn (said by `help`, to repeat the drill).
    pub seed: Option<u64>,
    /// Where a missing table's files are to be put (for its sentence).
    pub tables_folder: String,
}

/// The player against the tables.
pub struct EndgameSession {
    pos: Chess,
    /// Where the drill started and the moves played since, for the PGN export.
    start: Chess,
    moves: Vec<Move>,
    /// The result for the PGN export: `*` until the drill ends at mate or a draw.
    result: &'static str,
    player: Color,
    tables: Box<dyn Tablebase>,
    pack: VoicePack,
    reader: MoveReader,
    tables_folder: String,
    /// The result with best play for the player, as it stood before the last move.
    verdict: Verdict,
    /// The result with best play at the start, for `again`.
    first_verdict: Verdict,
    /// The positions reached (board and side to move), for threefold repetition.
    seen: Vec<(Board, Color)>,
    /// The last move played (by either side) and the position before it.
    last: Option<(Chess, Move)>,
    /// What was said last, for `repeat`.
    said: Vec<Event>,
    plies: u32,
    over: bool,
    /// The seed the start was drawn from, when drawn.
    seed: Option<u64>,
    /// The seeds of the starts `next` draws.
    seeds: Rng,
    /// The starts played before this one, for the PGN export.
    finished: Vec<PgnGame>,
}

impl EndgameSession {
    /// The drill at `start`; the first probe tells the result the player starts from.
    ///
    /// # Errors
    /// Why the start cannot be probed (worded by [`probe_problem`]).
    pub fn new(
        start: EndgameStart,
        tables: Box<dyn Tablebase>,
        pack: VoicePack,
        reader: MoveReader,
    ) -> Result<EndgameSession, ProbeError> {
        let player = start.position.turn();
        let verdict = match tables.probe(&start.position) {
            Ok(probe) => probe.verdict,
            Err(problem) => return Err(problem),
        };
        let seen = vec![(start.position.board().clone(), player)];
        let seeds = Rng::new(start.seed.unwrap_or_else(|| {
            start
                .position
                .zobrist_hash::<shakmaty::zobrist::Zobrist64>(shakmaty::EnPassantMode::Legal)
                .0
        }));
        Ok(EndgameSession {
            start: start.position.clone(),
            moves: Vec::new(),
            result: "*",
            pos: start.position,
            player,
            tables,
            pack,
            reader,
            tables_folder: start.tables_folder,
            verdict,
            first_verdict: verdict,
            seen,
            last: None,
            said: Vec::new(),
            plies: 0,
            over: false,
            seed: start.seed,
            seeds,
            finished: Vec::new(),
        })
    }

    /// What is said first: the material, the side to move and the result with best play, then the position from
    /// the player's side. The seed and the commands are `help`'s.
    #[must_use]
    pub fn opening(&mut self) -> Vec<Event> {
        let text = Sentence::phrase(
            &self.pack,
            PhraseKey::EndgameStart,
            vec![
                ("material", Sentence::figures(material_of(&self.pos))),
                ("side", self.side_name(self.player)),
                ("result", self.result_name(self.verdict)),
            ],
        );
        let mut events = vec![Event::Notice { text }];
        events.extend(self.board_lines());
        self.said.clone_from(&events);
        events
    }

    /// The drill from `position` again (`seed`: what it was drawn from), the start before kept for the export when
    /// a move was played from it.
    fn begin(&mut self, position: Chess, seed: Option<u64>, verdict: Verdict) -> Reply {
        if !self.moves.is_empty() {
            self.finished.extend(self.games().pop());
        }
        self.player = position.turn();
        self.seen = vec![(position.board().clone(), self.player)];
        self.start = position.clone();
        self.pos = position;
        self.moves.clear();
        self.result = "*";
        self.verdict = verdict;
        self.first_verdict = verdict;
        self.last = None;
        self.plies = 0;
        self.over = false;
        self.seed = seed;
        Reply::events(self.opening())
    }

    /// `again` or `retry`: the same start again.
    fn again(&mut self) -> Reply {
        let (start, seed, verdict) = (self.start.clone(), self.seed, self.first_verdict);
        self.begin(start, seed, verdict)
    }

    /// `next`: a new start of the same material, drawn from the next seed.
    fn next(&mut self) -> Reply {
        let material = Material::of(&self.start, self.player);
        let seed = self.seeds.next_u64();
        match random_start(&material, seed, self.tables.as_ref()) {
            Ok(position) => match self.tables.probe(&position) {
                Ok(probe) => self.begin(position, Some(seed), probe.verdict),
                Err(problem) => Reply::event(
                    Refusal::worded(
                        crate::boundary::ErrorCode::of(PhraseKey::EndgameNoTable),
                        probe_sentence(&self.pack, &problem, &self.tables_folder),
                    )
                    .into(),
                ),
            },
            Err(StartError::Probe(problem)) => Reply::event(
                Refusal::worded(
                    crate::boundary::ErrorCode::of(PhraseKey::EndgameNoTable),
                    probe_sentence(&self.pack, &problem, &self.tables_folder),
                )
                .into(),
            ),
            Err(StartError::NoWin) => {
                self.refuse(PhraseKey::EndgameNoNext, &[("material", &material.name())])
            }
        }
    }

    fn side_name(&self, color: Color) -> Sentence {
        let key = match color {
            Color::White => PhraseKey::EndgameWhite,
            Color::Black => PhraseKey::EndgameBlack,
        };
        Sentence::phrase(&self.pack, key, Vec::new())
    }

    fn result_name(&self, verdict: Verdict) -> Sentence {
        let key = match verdict {
            Verdict::Win => PhraseKey::EndgameWin,
            Verdict::Draw => PhraseKey::EndgameDraw,
            Verdict::Loss => PhraseKey::EndgameLoss,
        };
        Sentence::phrase(&self.pack, key, Vec::new())
    }

    fn board_lines(&self) -> Vec<Event> {
        Event::answer_lines(
            "board",
            Mirror::new(&self.pos, &self.pack, self.player).board(),
        )
    }

    /// The player's move, then the reply.
    fn play(&mut self, text: &str) -> Reply {
        if self.over {
            return self.refuse(PhraseKey::EndgameOver, &[]);
        }
        let mv = match self.reader.read(&self.pos, text) {
            Ok(mv) => mv,
            Err(MoveError::Unreadable) => {
                return self.refuse(
                    PhraseKey::ErrorNotUnderstood,
                    &[("input", &shortened(text.trim()))],
                )
            }
            Err(problem) => {
                return Reply::event(
                    Refusal::worded(
                        crate::boundary::ErrorCode::of_move(&problem),
                        Sentence::text(self.pack.describe_error(text, &problem)),
                    )
                    .into(),
                )
            }
        };
        let mut events = Vec::new();
        self.apply(mv);
        if let Some(end) = self.end() {
            events.push(end);
            return self.finish(events);
        }
        let after = match self.tables.probe(&self.pos) {
            Ok(probe) => probe.verdict.flipped(),
            Err(problem) => return self.lost_tables(events, &problem),
        };
        if after != self.verdict {
            events.push(Event::Notice {
                text: Sentence::phrase(
                    &self.pack,
                    PhraseKey::EndgameChanged,
                    vec![
                        ("before", self.result_name(self.verdict)),
                        ("after", self.result_name(after)),
                    ],
                ),
            });
            self.verdict = after;
        }
        let reply = match self.tables.best_move(&self.pos) {
            Ok(Some(reply)) => reply,
            // No legal move is mate or stalemate, found above.
            Ok(None) => return self.finish(events),
            Err(problem) => return self.lost_tables(events, &problem),
        };
        events.push(self.announced(&reply));
        self.apply(reply);
        events.extend(self.end());
        if self.over {
            return self.finish(events);
        }
        self.said.clone_from(&events);
        Reply::events(events)
    }

    fn announced(&self, mv: &Move) -> Event {
        Event::Announce {
            ply: self.plies + 1,
            move_number: self.pos.fullmoves().get(),
            side: self.pos.turn().into(),
            san: shakmaty::san::San::from_move(&self.pos, *mv).to_string(),
            uci: mv.to_uci(shakmaty::CastlingMode::Standard).to_string(),
            text: Sentence::words(&self.pack, &announce(&self.pos, *mv, Style::Short)),
            pending: false,
            correction: false,
            replayed: false,
            source: None,
            line: None,
            game: None,
        }
    }

    fn apply(&mut self, mv: Move) {
        let before = self.pos.clone();
        self.pos.play_unchecked(mv);
        self.moves.push(mv);
        self.last = Some((before, mv));
        self.plies += 1;
        self.seen.push((self.pos.board().clone(), self.pos.turn()));
    }

    /// The end of the drill reached by the last move, said plainly; `None` while it goes on.
    fn end(&mut self) -> Option<Event> {
        let key = if self.pos.is_checkmate() {
            if self.pos.turn() == self.player {
                PhraseKey::EndgameMated
            } else {
                PhraseKey::EndgameMate
            }
        } else if self.pos.is_stalemate() {
            PhraseKey::EndgameStalemate
        } else if self.pos.is_insufficient_material() {
            PhraseKey::EndgameInsufficient
        } else if self
            .seen
            .iter()
            .filter(|seen| **seen == (self.pos.board().clone(), self.pos.turn()))
            .count()
            >= 3
        {
            PhraseKey::EndgameRepetition
        } else if self.pos.halfmoves() >= 100 {
            PhraseKey::EndgameFifty
        } else {
            return None;
        };
        self.over = true;
        self.result = match (key, self.pos.turn()) {
            (PhraseKey::EndgameMate | PhraseKey::EndgameMated, Color::White) => "0-1",
            (PhraseKey::EndgameMate | PhraseKey::EndgameMated, Color::Black) => "1-0",
            _ => "1/2-1/2",
        };
        Some(Event::Notice {
            text: Sentence::phrase(&self.pack, key, Vec::new()),
        })
    }

    /// The start ended: what ended it, then what can follow; the session stays.
    fn finish(&mut self, mut events: Vec<Event>) -> Reply {
        self.over = true;
        events.push(Event::Notice {
            text: Sentence::phrase(&self.pack, PhraseKey::EndgameAfter, Vec::new()),
        });
        self.said.clone_from(&events);
        Reply::events(events)
    }

    fn lost_tables(&mut self, mut events: Vec<Event>, problem: &ProbeError) -> Reply {
        events.push(Event::Notice {
            text: probe_sentence(&self.pack, problem, &self.tables_folder),
        });
        self.finish(events)
    }

    /// `how far`: the result with best play and the moves to mate when the position is small enough to know
    /// them, else the tables' distance to a capture, a pawn move or mate, in plain words.
    fn how_far(&self) -> Vec<Event> {
        if self.over {
            return vec![Refusal::new(&self.pack, PhraseKey::EndgameOver, &[]).into()];
        }
        let text = match self.tables.probe(&self.pos) {
            Ok(probe) => {
                let verdict = if self.pos.turn() == self.player {
                    probe.verdict
                } else {
                    probe.verdict.flipped()
                };
                match mate_distance(self.tables.as_ref(), &self.pos) {
                    Some(plies) if verdict != Verdict::Draw => self.mate_in(verdict, plies),
                    _ => self.to_zeroing(verdict, probe.dtz),
                }
            }
            Err(problem) => probe_sentence(&self.pack, &problem, &self.tables_folder),
        };
        vec![Event::answer("how far", text)]
    }

    /// "Win: mate in 5 moves": `plies` half-moves to mate, given (a win) or received (a loss).
    fn mate_in(&self, verdict: Verdict, plies: u32) -> Sentence {
        let count = plies.div_ceil(2);
        let key = match (verdict == Verdict::Win, count == 1) {
            (true, true) => PhraseKey::EndgameMateInOne,
            (true, false) => PhraseKey::EndgameMateIn,
            (false, true) => PhraseKey::EndgameMatedInOne,
            (false, false) => PhraseKey::EndgameMatedIn,
        };
        Sentence::phrase(
            &self.pack,
            key,
            vec![("moves", Sentence::number(&self.pack, count))],
        )
    }

    /// The tables' distance to a capture, a pawn move or mate (`dtz` half-moves), for a position too large to
    /// know its mate.
    fn to_zeroing(&self, verdict: Verdict, dtz: u32) -> Sentence {
        let count = dtz.div_ceil(2);
        let moves = || vec![("moves", Sentence::number(&self.pack, count))];
        let (win, loss) = if count == 1 {
            (
                PhraseKey::EndgameHowFarWinOne,
                PhraseKey::EndgameHowFarLossOne,
            )
        } else {
            (PhraseKey::EndgameHowFarWin, PhraseKey::EndgameHowFarLoss)
        };
        match verdict {
            Verdict::Win => Sentence::phrase(&self.pack, win, moves()),
            Verdict::Draw => Sentence::phrase(&self.pack, PhraseKey::EndgameHowFarDraw, Vec::new()),
            Verdict::Loss => Sentence::phrase(&self.pack, loss, moves()),
        }
    }

    fn ask(&self, command: &PlayCommand) -> Vec<Event> {
        let mirror = Mirror::new(&self.pos, &self.pack, self.player);
        let name = command.name();
        let lines = match command {
            PlayCommand::Square(square) => vec![mirror.describe_square(*square)],
            PlayCommand::Rank(rank) => vec![mirror.describe_rank(*rank)],
            PlayCommand::File(file) => vec![mirror.describe_file(*file)],
            PlayCommand::Pieces { side, piece } => mirror
                .pieces_of(*side, *piece)
                .into_iter()
                .map(Sentence::text)
                .collect(),
            _ => mirror.board(),
        };
        Event::answer_lines(name, lines)
    }

    fn last_move(&self) -> Vec<Event> {
        let text = match &self.last {
            Some((before, mv)) => Sentence::words(&self.pack, &announce(before, *mv, Style::Short)),
            None => Sentence::phrase(&self.pack, PhraseKey::EndgameNoMove, Vec::new()),
        };
        vec![Event::answer("last", text)]
    }

    fn refuse(&self, key: PhraseKey, values: &[(&'static str, &str)]) -> Reply {
        Reply::event(Refusal::new(&self.pack, key, values).into())
    }

    /// A question's argument that names nothing, refused as the question would be: what `repeat` says next.
    fn unreadable(&mut self, problem: &Unreadable) -> Reply {
        let reply = Reply::event(problem.refusal(&self.pack).into());
        self.said.clone_from(&reply.events);
        reply
    }

    /// A command's reply; what it says is what `repeat` says next (but `repeat` itself).
    fn command(&mut self, command: PlayCommand) -> Reply {
        let repeat = matches!(command, PlayCommand::Repeat);
        let reply = self.answer(command);
        if !repeat && !reply.events.is_empty() {
            self.said.clone_from(&reply.events);
        }
        reply
    }

    /// The commands, and the seed the start was drawn from (which `--seed` repeats).
    fn help(&self) -> Sentence {
        let help = Sentence::phrase(&self.pack, PhraseKey::HelpEndgame, Vec::new());
        match self.seed {
            Some(seed) => crate::training::help_with_seed(&self.pack, help, seed),
            None => help,
        }
    }

    /// `again`, `retry` and `next`, typed: the words of the puzzles' `retry` and `next` in any pack, and `again`
    /// once the start has ended (before, `again` is `repeat`, as at the board).
    /// The endgame's own commands (`how far`, `next`, `retry`, `again` once a start ended); `None` for the others,
    /// which the game's reading takes.
    fn own_command(&mut self, line: &str) -> Option<Reply> {
        let verb = match registry::read(line, SessionKind::Endgame) {
            Read::Command(command) => command.verb(),
            _ => return None,
        };
        let again = line.trim().eq_ignore_ascii_case("again");
        match verb {
            Verb::HowFar => Some(Reply::events(self.how_far())),
            Verb::Next => Some(self.next()),
            Verb::Retry => Some(self.again()),
            Verb::Repeat if again && self.over => Some(self.again()),
            _ => None,
        }
    }

    fn answer(&mut self, command: PlayCommand) -> Reply {
        match command {
            PlayCommand::Move(text) => self.play(&text),
            PlayCommand::Square(_)
            | PlayCommand::Rank(_)
            | PlayCommand::File(_)
            | PlayCommand::Board { .. }
            | PlayCommand::Pieces { .. } => Reply::events(self.ask(&command)),
            PlayCommand::Last => Reply::events(self.last_move()),
            PlayCommand::Repeat => Reply::events(self.said.clone()),
            PlayCommand::Help(_) => Reply::event(Event::answer("help", self.help())),
            PlayCommand::Quit => Reply::with_flow(
                vec![Event::answer(
                    "quit",
                    Sentence::phrase(&self.pack, PhraseKey::EndgameQuit, Vec::new()),
                )],
                Flow::Quit,
            ),
            other => self.refuse(PhraseKey::EndgameNotHere, &[("command", other.name())]),
        }
    }
}

/// A probe's failure in the pack's words: a missing table names its files and the `folder` to put them in.
#[must_use]
pub fn probe_problem(pack: &VoicePack, problem: &ProbeError, folder: &str) -> String {
    probe_sentence(pack, problem, folder).as_text().to_string()
}

/// A probe's failure as a sentence (see [`probe_problem`]).
#[must_use]
pub(crate) fn probe_sentence(pack: &VoicePack, problem: &ProbeError, folder: &str) -> Sentence {
    let phrase = |key, values| Sentence::phrase(pack, key, values);
    let failed = |why: Sentence| phrase(PhraseKey::EndgameProbeFailed, vec![("problem", why)]);
    match problem {
        ProbeError::Missing(material) => phrase(
            PhraseKey::EndgameNoTable,
            vec![
                ("material", Sentence::figures(material.as_str())),
                ("folder", Sentence::figures(folder)),
            ],
        ),
        ProbeError::Castling => failed(phrase(PhraseKey::EndgameProblemCastling, Vec::new())),
        ProbeError::Unreadable { material, problem } => failed(phrase(
            PhraseKey::EndgameProblemUnreadable,
            vec![
                ("material", Sentence::figures(material.as_str())),
                ("problem", crate::words::system_error(pack, *problem)),
            ],
        )),
        ProbeError::Damaged { material } => failed(phrase(
            PhraseKey::EndgameProblemDamaged,
            vec![("material", Sentence::figures(material.as_str()))],
        )),
    }
}

impl Exported for EndgameSession {
    /// Each start played, the one at hand last.
    fn games(&self) -> Vec<PgnGame> {
        let mut games = self.finished.clone();
        games.push(PgnGame {
            tags: vec![
                (
                    "Event".into(),
                    format!("Endgame {}", material_of(&self.start)),
                ),
                (
                    match self.player {
                        Color::White => "Black",
                        Color::Black => "White",
                    }
                    .into(),
                    "Syzygy tablebase".into(),
                ),
            ],
            start: self.start.clone(),
            moves: self.moves.clone(),
            comments: Vec::new(),
            result: self.result.into(),
        });
        games
    }
}

impl Session for EndgameSession {
    fn handle(&mut self, input: Input, _now: u64) -> Reply {
        let command = match input {
            Input::Typed(line) => {
                if let Some(reply) = self.own_command(&line) {
                    if !reply.events.is_empty() {
                        self.said.clone_from(&reply.events);
                    }
                    return reply;
                }
                match parse_for(&line, &self.pack) {
                    Ok(Some(command)) => command,
                    Ok(None) => return Reply::events(Vec::new()),
                    Err(PlayCommandError::Argument(problem)) => return self.unreadable(&problem),
                    Err(_) => {
                        return self.refuse(PhraseKey::EndgameNotHere, &[("command", line.trim())])
                    }
                }
            }
            Input::Command(command) if command.language() == SessionKind::Play => {
                match from_command_for(&command, &self.pack) {
                    Ok(command) => command,
                    Err(PlayCommandError::Argument(problem)) => return self.unreadable(&problem),
                    Err(_) => {
                        return self
                            .refuse(PhraseKey::EndgameNotHere, &[("command", &command.line())])
                    }
                }
            }
            Input::Command(command) => {
                return self.refuse(PhraseKey::EndgameNotHere, &[("command", &command.line())])
            }
            // The drill has no engine and reads no board.
            Input::Engine(_) | Input::Board(_) | Input::Server(_) | Input::Broadcast(_) => {
                return Reply::events(Vec::new())
            }
        };
        self.command(command)
    }

    fn prompt(&self) -> Option<String> {
        None
    }
}

#[cfg(test)]
mod tests;
