//! The user's own faults of a reviewed game, replayed as puzzles (`tactus review … practice`): the position before
//! each is announced with the move that was played, and the user looks for a better one. The engine's best is right
//! at once; another move is right when the engine, asked about the position after it (one line, the review's depth,
//! two seconds at most), finds it within 0.3 pawns of the best (`measure.rs`). The request never waits: its reply
//! comes back as an input, like every engine's.

mod measure;
#[cfg(test)]
mod tests;

use shakmaty::{uci::UciMove, Color, Move, Position};

use super::{said::move_words, ReviewedMove};
use crate::{
    boundary::{Event, Flow, Input, Refusal, Reply, Session},
    engine::{AnalysisRequest, EngineLink, EngineReply},
    notation::MoveReader,
    registry::{self, Read, SessionKind, Verb},
    rules::fen_of,
    session::mirror::Mirror,
    voice::{PhraseKey, Sentence, VoicePack},
    words, Evaluation,
};

/// How long the engine may think about a move found in practice.
const CHECK_MS: u64 = 2000;

/// The faults of one side replayed one after another.
pub struct ReviewPractice {
    pack: VoicePack,
    reader: MoveReader,
    link: Box<dyn EngineLink>,
    /// The depth of the review: the engine checks a move found at the same depth.
    depth: u8,
    /// The faults to practise, in the game's order; each has its best move.
    faults: Vec<ReviewedMove>,
    /// The fault being practised (an index into `faults`).
    at: usize,
    /// How many were found (the best, or as good).
    found: usize,
    /// The engine's check of a move found, being thought about: its request and the move.
    checking: Option<(u64, Move)>,
    next_id: u64,
    /// What was said last, for `repeat`.
    said: Vec<Event>,
}

impl ReviewPractice {
    /// A practice of `side`'s faults among `reviewed` (those with a verdict and a better move), checked by the engine
    /// through `link` at `depth`; `None` when that side made none.
    #[must_use]
    pub fn new(
        reviewed: &[ReviewedMove],
        side: Color,
        depth: u8,
        pack: VoicePack,
        reader: MoveReader,
        link: Box<dyn EngineLink>,
    ) -> Option<ReviewPractice> {
        let faults: Vec<ReviewedMove> = reviewed
            .iter()
            .filter(|m| m.mover == side && m.verdict.is_some() && m.best.is_some())
            .cloned()
            .collect();
        if faults.is_empty() {
            return None;
        }
        Some(ReviewPractice {
            pack,
            reader,
            link,
            depth,
            faults,
            at: 0,
            found: 0,
            checking: None,
            next_id: 1,
            said: Vec::new(),
        })
    }

    /// What is said first: the first fault's position.
    #[must_use]
    pub fn opening(&mut self) -> Vec<Event> {
        let events = self.present();
        self.said.clone_from(&events);
        events
    }

    /// The fault being practised.
    fn fault(&self) -> &ReviewedMove {
        &self.faults[self.at.min(self.faults.len() - 1)]
    }

    /// The fault's position: its number, the side to move, the move to better, then the board.
    fn present(&self) -> Vec<Event> {
        let fault = self.fault();
        let mut lines = vec![Sentence::phrase(
            &self.pack,
            PhraseKey::ReviewPracticePosition,
            vec![
                ("number", Sentence::number(&self.pack, fault.number)),
                ("side", words::side_words(&self.pack, fault.mover.into())),
                (
                    "move",
                    move_words(&self.pack, &fault.position, fault.played),
                ),
            ],
        )];
        lines.extend(Mirror::new(&fault.position, &self.pack, fault.mover).board());
        Event::answer_lines("position", lines)
    }

    /// The next fault presented, or, after the last, the tally; `solved` counts the one left as found.
    fn next(&mut self, solved: bool) -> Reply {
        self.checking = None;
        if solved {
            self.found += 1;
        }
        self.at += 1;
        if self.at < self.faults.len() {
            return Reply::events(self.present());
        }
        let done = Event::answer(
            "done",
            Sentence::phrase(&self.pack, PhraseKey::ReviewPracticeDone, Vec::new()),
        );
        Reply::with_flow(vec![done, self.tally()], Flow::Quit)
    }

    /// How many faults were found better, of those practised.
    fn tally(&self) -> Event {
        let count = |n: usize| Sentence::number(&self.pack, u32::try_from(n).unwrap_or(u32::MAX));
        Event::answer(
            "quit",
            Sentence::phrase(
                &self.pack,
                PhraseKey::ReviewPracticeTally,
                vec![
                    ("found", count(self.found)),
                    ("total", count(self.faults.len())),
                ],
            ),
        )
    }

    /// A move typed: the best at once, the move played wrong at once, another checked by the engine.
    fn try_move(&mut self, text: &str) -> Reply {
        if self.checking.is_some() {
            return Reply::event(self.refusal(PhraseKey::ReviewPracticeBusy));
        }
        let fault = self.fault().clone();
        let m = match self.reader.read(&fault.position, text) {
            Ok(m) => m,
            Err(problem) => {
                return Reply::event(Refusal::of_typed_move(&self.pack, text, &problem).into())
            }
        };
        if Some(m) == fault.best {
            return self.right(m);
        }
        if m == fault.played {
            return Reply::event(self.wrong(m));
        }
        let mut after = fault.position.clone();
        after.play_unchecked(m);
        if let Some(ended) = measure::over(&after) {
            return self.judged(m, ended);
        }
        let id = self.next_id;
        self.next_id += 1;
        self.checking = Some((id, m));
        self.link.analyse(AnalysisRequest {
            id,
            start_fen: fen_of(&fault.position),
            moves: vec![UciMove::from_standard(m).to_string()],
            lines: 1,
            depth: self.depth,
            movetime_ms: CHECK_MS,
        });
        Reply::event(Event::answer(
            "checking",
            Sentence::phrase(
                &self.pack,
                PhraseKey::ReviewPracticeChecking,
                vec![("move", move_words(&self.pack, &fault.position, m))],
            ),
        ))
    }

    /// `m` found right: said, and the next fault presented.
    fn right(&mut self, m: Move) -> Reply {
        let fault = self.fault();
        let right = Event::answer(
            "right",
            Sentence::phrase(
                &self.pack,
                PhraseKey::ReviewPracticeRight,
                vec![("move", move_words(&self.pack, &fault.position, m))],
            ),
        );
        let mut reply = self.next(true);
        reply.events.insert(0, right);
        reply
    }

    /// `m` not good enough: the user tries again, or asks for the answer.
    fn wrong(&self, m: Move) -> Event {
        let fault = self.fault();
        Event::answer(
            "wrong",
            Sentence::phrase(
                &self.pack,
                PhraseKey::ReviewPracticeWrong,
                vec![("move", move_words(&self.pack, &fault.position, m))],
            ),
        )
    }

    /// `m` judged by the evaluation after it (White's view) against the best's.
    fn judged(&mut self, m: Move, after: Evaluation) -> Reply {
        let fault = self.fault();
        let best = measure::value_for(fault.before, fault.mover);
        if measure::as_good(measure::value_for(after, fault.mover), best) {
            self.right(m)
        } else {
            self.checking = None;
            Reply::event(self.wrong(m))
        }
    }

    /// The engine's reply to the check being thought about; replies to other requests are dropped.
    fn engine(&mut self, reply: EngineReply) -> Reply {
        match reply {
            EngineReply::Analysis { id, lines } => {
                let Some((_, m)) = self.checking.filter(|(awaited, _)| *awaited == id) else {
                    return Reply::events(Vec::new());
                };
                let fault = self.fault();
                // The score is the side to move's after the move: the mover's opponent.
                let opponent = !fault.mover;
                match lines
                    .first()
                    .map(|line| Evaluation::from_mover(line.score, opponent))
                {
                    Some(after) => self.judged(m, after),
                    None => {
                        self.checking = None;
                        Reply::event(self.wrong(m))
                    }
                }
            }
            EngineReply::Failed { id, problem }
                if self.checking.is_some_and(|(awaited, _)| awaited == id) =>
            {
                self.checking = None;
                let problem = words::engine_failure(&self.pack, &problem);
                Reply::event(
                    Refusal::new(
                        &self.pack,
                        PhraseKey::EngineFailed,
                        &[("problem", problem.as_text())],
                    )
                    .into(),
                )
            }
            _ => Reply::events(Vec::new()),
        }
    }

    /// The best move said; the next fault presented.
    fn answer(&mut self) -> Reply {
        let fault = self.fault();
        let Some(best) = fault.best else {
            return self.next(false);
        };
        let answer = Event::answer(
            "answer",
            Sentence::phrase(
                &self.pack,
                PhraseKey::ReviewPracticeAnswer,
                vec![("move", move_words(&self.pack, &fault.position, best))],
            ),
        );
        let mut reply = self.next(false);
        reply.events.insert(0, answer);
        reply
    }

    fn refusal(&self, key: PhraseKey) -> Event {
        Refusal::new(&self.pack, key, &[]).into()
    }

    /// A command read from the table.
    fn command(&mut self, command: &registry::Command) -> Reply {
        match command.verb() {
            Verb::Next | Verb::Skip => self.next(false),
            Verb::Answer => self.answer(),
            Verb::Repeat => Reply::events(self.said.clone()),
            Verb::Help => Reply::event(Event::answer(
                "help",
                Sentence::phrase(&self.pack, PhraseKey::HelpReviewPractice, Vec::new()),
            )),
            Verb::Quit => Reply::with_flow(vec![self.tally()], Flow::Quit),
            _ => self.try_move(&command.line()),
        }
    }
}

impl Session for ReviewPractice {
    fn handle(&mut self, input: Input, _now: u64) -> Reply {
        let read = match input {
            Input::Typed(line) => registry::read(&line, SessionKind::Review),
            Input::Command(command) => Read::Command(command),
            Input::Engine(reply) => {
                let reply = self.engine(reply);
                if !reply.events.is_empty() {
                    self.said.clone_from(&reply.events);
                }
                return reply;
            }
            Input::Board(_) | Input::Server(_) | Input::Broadcast(_) => Read::Blank,
        };
        let repeat = matches!(&read, Read::Command(command) if command.verb() == Verb::Repeat);
        let reply = match read {
            Read::Blank | Read::Comment => Reply::events(Vec::new()),
            Read::Command(command) => self.command(&command),
            Read::Other(text) => self.try_move(&text),
        };
        // What was said last is what `repeat` says next: a position, an answer, a refusal.
        if !repeat && !reply.events.is_empty() {
            self.said.clone_from(&reply.events);
        }
        reply
    }

    fn prompt(&self) -> Option<String> {
        let number = (self.at + 1).min(self.faults.len()).to_string();
        Some(
            self.pack
                .phrase(PhraseKey::ReviewPracticePrompt, &[("number", &number)]),
        )
    }
}
