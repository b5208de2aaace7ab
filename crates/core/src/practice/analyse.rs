//! The analysis board (`tactus analyse`): a game heard as listening hears it, with its variations, in which a move
//! typed that is not the next one makes a new line, a line can be deleted and the whole saved as PGN, and an engine
//! answers `eval`, `best`, `best line`, `lines N` and `threat` (spec/study.md, "The analysis board").
//!
//! The engine thinks on its own thread (the runtime's): a question is a request handed to the [`EngineLink`] that
//! never waits, stopped at the depth asked or after two seconds, whichever comes first; its answer comes back as an
//! input and is said once. Moving on (a move heard, another line, a new position) stops the search: an answer
//! about a position left is never said. Nothing is volunteered. Writing the PGN is a port, [`SaveFile`], that the
//! runtime implements; the opened journal or file is never written.

mod answers;
mod command;
mod tries;

use crate::{
    analysis::{write_tree_pgn, NodeId},
    boundary::{ErrorCode, Event, Input, Refusal, Reply, Session},
    engine::{AnalysisRequest, EngineLink, EngineReply},
    notation::MoveReader,
    voice::{PhraseKey, Sentence, VoicePack},
    SystemError,
};

use super::{
    listen::ListenSession,
    listen_command::{ListenCommand, ListenCommandError},
};
pub use command::check as analyse_command_check;
#[cfg(test)]
pub(crate) use command::parse_shipped;
use command::AnalyseCommand;

/// How deep the engine goes for an answer, in plies (about 18), unless its time runs out first.
pub(crate) const ANSWER_DEPTH: u8 = 18;
/// The most an answer waits for the engine: two seconds.
pub(crate) const ANSWER_MS: u64 = 2_000;
/// The most moves `best line` says: about eight plies.
pub(crate) const LINE_PLIES: usize = 8;

/// Where `save` writes: the runtime's files.
pub trait SaveFile {
    /// Writes `text` to the file `path` (as typed; relative to the working folder), replacing it, and gives the path
    /// written.
    ///
    /// # Errors
    /// [`SaveRefused`] when the file is the one opened, or cannot be written.
    fn save(&mut self, path: &str, text: &str) -> Result<String, SaveRefused>;
}

/// Why `save` wrote nothing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveRefused {
    /// The file named is the journal or PGN file the board was opened from, which is never changed.
    #[error("the opened file is never changed")]
    OpenedFile,
    /// The system refused the write.
    #[error("{0}")]
    System(SystemError),
}

/// What the engine was asked, about which position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Question {
    /// `eval`.
    Eval,
    /// `best`; `best line`.
    Best {
        /// The line, not the move alone.
        line: bool,
    },
    /// `lines N`.
    Lines(u8),
    /// `threat`.
    Threat,
}

/// A question waiting for the engine's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Asked {
    pub(crate) id: u64,
    pub(crate) question: Question,
    /// The move reached when it was asked.
    pub(crate) at: NodeId,
}

/// The analysis board.
pub struct AnalyseSession {
    listen: ListenSession,
    reader: MoveReader,
    engine: Option<Box<dyn EngineLink>>,
    /// Said when the engine is asked and there is none: why, and how to get one.
    no_engine: Sentence,
    saver: Box<dyn SaveFile>,
    asked: Option<Asked>,
    next_id: u64,
    /// Whether the game is a tournament or online game still being played, which no engine may help.
    forbidden: bool,
}

impl AnalyseSession {
    /// The board over `listen`'s game, typed moves read by `reader`, `save` written through `saver`; without an
    /// engine until [`AnalyseSession::attach_engine`], the engine's questions answered by `no_engine`.
    #[must_use]
    pub fn new(
        listen: ListenSession,
        reader: MoveReader,
        saver: Box<dyn SaveFile>,
        no_engine: Sentence,
    ) -> Self {
        AnalyseSession {
            listen,
            reader,
            engine: None,
            no_engine,
            saver,
            asked: None,
            next_id: 1,
            forbidden: false,
        }
    }

    /// The engine that answers from now on.
    pub fn attach_engine(&mut self, engine: Box<dyn EngineLink>) {
        self.engine = Some(engine);
    }

    /// The game is a tournament or online game still being played: the engine's questions are refused, as a game's
    /// hints are.
    pub fn forbid_engine(&mut self) {
        self.forbidden = true;
    }

    /// No engine answers: `failure` is why, said when the engine is asked.
    pub fn no_engine_because(&mut self, failure: &crate::engine::EngineFailure) {
        self.engine = None;
        self.no_engine = crate::words::engine_failure(self.pack(), failure);
    }

    /// The game with every line tried, as PGN.
    #[must_use]
    pub fn pgn(&self) -> String {
        write_tree_pgn(&self.listen.game().tree)
    }

    /// Stands at move `number` of `black`'s side or White's on the main line (`--move`), without a word.
    pub fn stand_at(&mut self, number: u32, black: bool) -> bool {
        let tree = &self.listen.game().tree;
        let mover = if black {
            shakmaty::Color::Black
        } else {
            shakmaty::Color::White
        };
        match tree.find_on_line(tree.root(), number, mover) {
            Some(node) => {
                self.listen.go_to(node, 0);
                true
            }
            None => false,
        }
    }

    /// Stands at the end of the main line, without a word.
    pub fn stand_at_end(&mut self) {
        let tree = &self.listen.game().tree;
        let end = tree.main_end(tree.root());
        self.listen.go_to(end, 0);
    }

    /// What is said before the first command: the game's headers, where the board stands, and how to go on.
    #[must_use]
    pub fn opening(&self) -> Vec<Event> {
        let mut events = self.listen.opening();
        events.push(Event::Notice {
            text: self.listen.where_text(),
        });
        events.push(Event::Notice {
            text: Sentence::phrase(self.pack(), PhraseKey::AnalyseReady, Vec::new()),
        });
        events
    }

    fn pack(&self) -> &VoicePack {
        self.listen.pack()
    }

    fn execute(&mut self, command: AnalyseCommand, now: u64) -> Reply {
        let before = self.listen.reached();
        let reply = match command {
            AnalyseCommand::Listen(ListenCommand::Quit) => {
                let said = Event::answer(
                    "quit",
                    Sentence::phrase(self.pack(), PhraseKey::AnalyseQuit, Vec::new()),
                );
                return Reply::with_flow(vec![said], crate::boundary::Flow::Quit);
            }
            AnalyseCommand::Listen(ListenCommand::Help) => Reply::event(Event::answer(
                "help",
                Sentence::phrase(self.pack(), PhraseKey::HelpAnalyse, Vec::new()),
            )),
            AnalyseCommand::Listen(command) => self.listen.execute(command, now),
            AnalyseCommand::Eval => self.ask(Question::Eval),
            AnalyseCommand::Best { line } => self.ask(Question::Best { line }),
            AnalyseCommand::EngineLines(count) => match u8::try_from(count) {
                Ok(count @ 1..=crate::engine::MOST_LINES) => self.ask(Question::Lines(count)),
                _ => Reply::event(
                    Refusal::phrase(
                        self.pack(),
                        PhraseKey::ErrorAnalyseLines,
                        vec![(
                            "most",
                            Sentence::number(self.pack(), u32::from(crate::engine::MOST_LINES)),
                        )],
                    )
                    .into(),
                ),
            },
            AnalyseCommand::Threat => self.ask(Question::Threat),
            AnalyseCommand::Delete => self.delete(now),
            AnalyseCommand::Save(path) => self.save(path.as_str()),
            AnalyseCommand::Try(text) => self.try_move(text.as_str(), now),
        };
        if self.listen.reached() != before {
            self.moved_on();
        }
        reply
    }

    /// The board left the position asked about: the engine's search is stopped and its answer will not be said.
    fn moved_on(&mut self) {
        if self.asked.take().is_some() {
            if let Some(engine) = &mut self.engine {
                engine.stop();
            }
        }
    }

    /// The engine asked `question` about the position reached.
    fn ask(&mut self, question: Question) -> Reply {
        if self.forbidden {
            return Reply::event(
                Refusal::phrase(self.pack(), PhraseKey::ErrorAnalyseInProgress, Vec::new()).into(),
            );
        }
        let at = self.listen.reached();
        let position = self.listen.game().tree.position(at).clone();
        let asked_about = match question {
            Question::Threat => match answers::threat_position(&position) {
                Some(swapped) => swapped,
                None => {
                    return Reply::event(
                        Refusal::phrase(
                            self.pack(),
                            PhraseKey::ErrorAnalyseThreatInCheck,
                            Vec::new(),
                        )
                        .into(),
                    )
                }
            },
            _ => position,
        };
        let Some(engine) = &mut self.engine else {
            return match (question, self.listen.game().tree.eval(at)) {
                (Question::Eval, Some(recorded)) => {
                    Reply::event(answers::recorded_eval(self.pack(), recorded))
                }
                _ => Reply::event(
                    Refusal::worded(ErrorCode::NoEngine, self.no_engine.clone()).into(),
                ),
            };
        };
        if shakmaty::Position::legal_moves(&asked_about).is_empty() {
            return Reply::event(
                Refusal::phrase(self.pack(), PhraseKey::ErrorAnalyseNoMoves, Vec::new()).into(),
            );
        }
        let id = self.next_id;
        self.next_id += 1;
        let lines = match question {
            Question::Lines(count) => count,
            _ => 1,
        };
        engine.analyse(AnalysisRequest {
            id,
            start_fen: shakmaty::fen::Fen::from_position(
                &asked_about,
                shakmaty::EnPassantMode::Legal,
            )
            .to_string(),
            moves: Vec::new(),
            lines,
            depth: ANSWER_DEPTH,
            movetime_ms: ANSWER_MS,
        });
        self.asked = Some(Asked { id, question, at });
        Reply::events(Vec::new())
    }

    /// The engine's reply: said when it answers the question waiting, else let go.
    fn engine_replied(&mut self, reply: EngineReply) -> Reply {
        match reply {
            EngineReply::Analysis { id, lines } => {
                let Some(asked) = self.asked.filter(|asked| asked.id == id) else {
                    return Reply::events(Vec::new());
                };
                self.asked = None;
                let position = self.listen.game().tree.position(asked.at).clone();
                Reply::events(answers::answer(
                    self.pack(),
                    self.listen.style(),
                    &position,
                    asked.question,
                    &lines,
                ))
            }
            EngineReply::Failed { id, problem } => {
                if self.asked.is_some_and(|asked| asked.id == id) {
                    self.asked = None;
                }
                // A position the engine could not read refuses that question alone; any other failure ends it.
                if let crate::engine::EngineFailure::UnreadablePosition { .. } = problem {
                    let said = crate::words::engine_failure(self.pack(), &problem);
                    return Reply::event(Refusal::worded(ErrorCode::EngineFailed, said).into());
                }
                self.engine = None;
                self.no_engine = crate::words::engine_failure(self.pack(), &problem);
                Reply::event(
                    Refusal::worded(ErrorCode::EngineFailed, self.no_engine.clone()).into(),
                )
            }
            EngineReply::Thought { .. } => Reply::events(Vec::new()),
        }
    }

    /// `save FILE`: the game with its variations and comments written as PGN.
    fn save(&mut self, path: &str) -> Reply {
        let text = write_tree_pgn(&self.listen.game().tree);
        match self.saver.save(path, &text) {
            Ok(written) => Reply::event(Event::answer(
                "save",
                Sentence::phrase(
                    self.pack(),
                    PhraseKey::AnalyseSaved,
                    vec![("path", Sentence::comment(written))],
                ),
            )),
            Err(SaveRefused::OpenedFile) => Reply::event(
                Refusal::phrase(self.pack(), PhraseKey::ErrorAnalyseSaveOpened, Vec::new()).into(),
            ),
            Err(SaveRefused::System(problem)) => Reply::event(
                Refusal::phrase(
                    self.pack(),
                    PhraseKey::ErrorAnalyseSave,
                    vec![
                        ("path", Sentence::comment(path.to_string())),
                        ("problem", crate::words::system_error(self.pack(), problem)),
                    ],
                )
                .into(),
            ),
        }
    }

    fn unreadable(&self, problem: &ListenCommandError) -> Reply {
        Reply::event(
            self.listen
                .unreadable_in(problem, crate::registry::SessionKind::Analyse),
        )
    }
}

impl Session for AnalyseSession {
    fn next_due(&self) -> Option<u64> {
        self.listen.next_due()
    }

    fn advance_to(&mut self, now: u64) -> Vec<(u64, Event)> {
        let before = self.listen.reached();
        let heard = self.listen.advance_to(now);
        if self.listen.reached() != before {
            self.moved_on();
        }
        heard
    }

    fn waits_to_be_heard(&self) -> bool {
        self.listen.waits_to_be_heard()
    }

    fn heard(&mut self, now: u64) {
        self.listen.heard(now);
    }

    fn handle(&mut self, input: Input, now: u64) -> Reply {
        let command = match input {
            Input::Typed(line) => command::parse(&line, self.pack()),
            Input::Command(command) => command::from_command(&command, self.pack()).map(Some),
            Input::Engine(reply) => return self.engine_replied(reply),
            Input::Board(_) | Input::Server(_) | Input::Broadcast(_) => Ok(None),
        };
        match command {
            Ok(Some(command)) => self.execute(command, now),
            Ok(None) => Reply::events(Vec::new()),
            Err(problem) => self.unreadable(&problem),
        }
    }

    fn prompt(&self) -> Option<String> {
        self.listen.prompt()
    }
}

#[cfg(test)]
mod tests;
