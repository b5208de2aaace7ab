//! A drill as a [`Session`]: a fixed number of questions, each answered in any form (or skipped), told right or
//! wrong with the right answer, and the score at the end or on `quit`.
//!
//! A position is read out (in the board's short form, from White's side) before the first question about it, and
//! kept for [`QUESTIONS_PER_POSITION`] questions, so the player can picture it and answer from it.
//!
//! Every line that is not one of the drill's few command words (skip, repeat, board, help, quit) is an answer; an
//! answer that cannot be read is refused with the forms expected, and nothing is counted. There are no one-letter
//! commands, since a letter is an answer ("b" is a black bishop, "q" a black queen).

use shakmaty::Color;

use crate::{
    boundary::{Event, Flow, Input, Reply, Session},
    notation::Notation,
    registry::{self, BoardWords, Read, SessionKind, Verb},
    session::mirror::Mirror,
    voice::Sentence,
    voice::{PhraseKey, VoicePack},
};

use super::{
    answers::AnswerWords,
    positions::Positions,
    question::{Kind, Question},
    rng::Rng,
};

/// What a drill asks and where its positions come from.
#[derive(Clone, Debug)]
pub struct DrillSetup {
    /// The kinds of question, taken in turn.
    pub kinds: Vec<Kind>,
    /// Where the positions come from.
    pub positions: Positions,
    /// How many questions.
    pub count: u32,
    /// The seed of every random choice.
    pub seed: u64,
}

/// How many questions are asked about one position before another is presented.
pub(crate) const QUESTIONS_PER_POSITION: u32 = 3;

/// Board-reading questions with a score.
pub struct DrillSession {
    /// The position presented last, and how many questions were asked about it.
    shown: Option<(shakmaty::Chess, u32)>,
    setup: DrillSetup,
    rng: Rng,
    pack: VoicePack,
    words: AnswerWords,
    /// The question waiting for its answer, and its number from 1.
    current: Question,
    number: u32,
    right: u32,
    /// Questions answered or skipped.
    done: u32,
    /// Whether the score has been given (after the last question, or on quit).
    over: bool,
}

impl DrillSession {
    /// A drill at its first question; the answers may also be typed in the letters of `notation`.
    #[must_use]
    pub fn new(setup: DrillSetup, pack: VoicePack, notation: Notation) -> Self {
        let mut rng = Rng::new(setup.seed);
        let kinds = if setup.kinds.is_empty() {
            Kind::ALL.to_vec()
        } else {
            setup.kinds.clone()
        };
        let current = Question::new(kinds[0], &setup.positions, &mut rng);
        DrillSession {
            shown: None,
            setup: DrillSetup { kinds, ..setup },
            rng,
            words: AnswerWords::new(&pack, notation),
            pack,
            current,
            number: 1,
            right: 0,
            done: 0,
            over: false,
        }
    }

    /// What is said first: how many questions, then the first question (the seed that repeats them is in `help`).
    #[must_use]
    pub fn opening(&mut self) -> Vec<Event> {
        let mut events = vec![Event::Notice {
            text: Sentence::phrase(
                &self.pack,
                PhraseKey::DrillStart,
                vec![("count", Sentence::number(&self.pack, self.setup.count))],
            ),
        }];
        events.extend(self.present());
        events.push(self.question());
        events
    }

    /// The position of the current question read out, when it is not the one presented last.
    fn present(&mut self) -> Vec<Event> {
        let Some(pos) = self.current.position().cloned() else {
            return Vec::new();
        };
        if let Some((shown, asked)) = &mut self.shown {
            if *shown == pos {
                *asked += 1;
                return Vec::new();
            }
        }
        let mut lines = vec![Sentence::phrase(
            &self.pack,
            PhraseKey::DrillPosition,
            Vec::new(),
        )];
        lines.extend(Mirror::new(&pos, &self.pack, Color::White).board());
        self.shown = Some((pos, 1));
        Event::answer_lines("position", lines)
    }

    /// The next question of `kind`: about the position presented last while it has had fewer than
    /// [`QUESTIONS_PER_POSITION`] questions, else about a new one.
    fn next_question(&mut self, kind: Kind) -> Question {
        let kept = match &self.shown {
            Some((pos, asked)) if *asked < QUESTIONS_PER_POSITION => {
                Some(Positions::Games(vec![vec![pos.clone()]]))
            }
            _ => None,
        };
        Question::new(
            kind,
            kept.as_ref().unwrap_or(&self.setup.positions),
            &mut self.rng,
        )
    }

    fn question(&self) -> Event {
        self.answer(
            "question",
            Sentence::phrase(
                &self.pack,
                PhraseKey::DrillQuestion,
                vec![
                    ("number", Sentence::number(&self.pack, self.number)),
                    ("question", self.current.ask(&self.pack)),
                ],
            ),
        )
    }

    /// The verdict on the current question, then the next question or, after the last, the score and the end.
    fn finish_question(&mut self, verdict: &'static str, key: PhraseKey) -> Reply {
        let mut events = vec![self.answer(
            verdict,
            Sentence::phrase(
                &self.pack,
                key,
                vec![("answer", self.current.answer(&self.pack))],
            ),
        )];
        self.done += 1;
        if self.number >= self.setup.count {
            events.push(self.score());
            self.over = true;
            return Reply::with_flow(events, Flow::Quit);
        }
        let kinds = &self.setup.kinds;
        let kind = kinds[usize::try_from(self.number).unwrap_or(0) % kinds.len()];
        self.current = self.next_question(kind);
        self.number += 1;
        events.extend(self.present());
        events.push(self.question());
        Reply::events(events)
    }

    /// The score, when the commands ended before the drill did (it has not been given yet).
    #[must_use]
    pub fn unfinished_score(&self) -> Option<Event> {
        (!self.over).then(|| self.score())
    }

    fn score(&self) -> Event {
        self.answer(
            "score",
            Sentence::phrase(
                &self.pack,
                PhraseKey::DrillScore,
                vec![
                    ("right", Sentence::number(&self.pack, self.right)),
                    ("count", Sentence::number(&self.pack, self.done)),
                ],
            ),
        )
    }

    fn board(&self) -> Vec<Event> {
        match self.current.position() {
            Some(pos) => {
                Event::answer_lines("board", Mirror::new(pos, &self.pack, Color::White).board())
            }
            None => vec![self.answer(
                "board",
                Sentence::phrase(&self.pack, PhraseKey::DrillNoBoard, Vec::new()),
            )],
        }
    }

    fn answer(&self, query: &str, text: Sentence) -> Event {
        Event::answer(query, text)
    }
}

impl DrillSession {
    /// An answer to the current question.
    fn check(&mut self, answer: &str) -> Reply {
        match self.current.check(answer, &self.words, &self.pack) {
            Ok(true) => {
                self.right += 1;
                self.finish_question("right", PhraseKey::DrillRight)
            }
            Ok(false) => self.finish_question("wrong", PhraseKey::DrillWrong),
            Err(refusal) => Reply::event(refusal.into()),
        }
    }
}

impl Session for DrillSession {
    fn handle(&mut self, input: Input, _now: u64) -> Reply {
        let read = match input {
            Input::Typed(line) => registry::read(&line, SessionKind::Drill),
            Input::Command(command) => Read::Command(command),
            // Drills have no engine and read no board.
            Input::Engine(_) | Input::Board(_) | Input::Server(_) | Input::Broadcast(_) => {
                Read::Blank
            }
        };
        match read {
            Read::Blank | Read::Comment => Reply::events(Vec::new()),
            // A command word followed by more than the drill's row of it takes is an answer ("board" alone reads
            // the board).
            Read::Command(command)
                if matches!(
                    command.arguments_in(SessionKind::Drill, &BoardWords::shipped()),
                    Some(Err(_))
                ) =>
            {
                self.check(&command.line())
            }
            Read::Command(command) => match command.verb() {
                Verb::Skip => self.finish_question("skipped", PhraseKey::DrillSkipped),
                Verb::Repeat => Reply::event(self.question()),
                Verb::Board => Reply::events(self.board()),
                Verb::Help => {
                    let help = Sentence::phrase(&self.pack, PhraseKey::HelpDrill, Vec::new());
                    let help = crate::training::help_with_seed(&self.pack, help, self.setup.seed);
                    Reply::event(self.answer("help", help))
                }
                Verb::Quit => {
                    self.over = true;
                    Reply::with_flow(vec![self.score()], Flow::Quit)
                }
                // Any other command (a button of the game, say) is read as an answer, as typed.
                _ => self.check(&command.line()),
            },
            Read::Other(answer) => self.check(&answer),
        }
    }

    fn prompt(&self) -> Option<String> {
        Some(self.pack.phrase(
            PhraseKey::DrillPrompt,
            &[
                ("number", &self.number.to_string()),
                ("count", &self.setup.count.to_string()),
            ],
        ))
    }
}

#[cfg(test)]
mod tests;
