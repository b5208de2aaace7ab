//! A training session whose lines are journaled before they are handled, and the journal handed to it again.

use super::TrainingRecord;
use crate::{
    boundary::{Event, Input, Interruption, Refusal, Reply, Session},
    session::JournalWriter,
    voice::{PhraseKey, VoicePack},
};

/// `session`, with every line it is handed written to `writer` first: a line that cannot be written is refused
/// with the journal's sentence and not handled, so the journal never lacks a line the session acted on.
pub struct Journaled<S> {
    session: S,
    writer: Box<dyn JournalWriter<TrainingRecord>>,
    pack: VoicePack,
}

impl<S: Session> Journaled<S> {
    /// `session` journaled through `writer`; refusals worded by `pack`.
    pub fn new(
        session: S,
        writer: Box<dyn JournalWriter<TrainingRecord>>,
        pack: VoicePack,
    ) -> Journaled<S> {
        Journaled {
            session,
            writer,
            pack,
        }
    }

    /// The session journaled.
    pub fn session(&self) -> &S {
        &self.session
    }

    /// Writes `record` (the end of a run's note); `false` when it could not be written.
    pub fn note(&mut self, record: &TrainingRecord) -> bool {
        self.writer.write(record).is_ok()
    }
}

/// The line an input stands for: a typed line (not blank, not a script's comment) or a bound command's line; the
/// engine's, the board's and the server's inputs are none (training sessions take none of them).
fn line_of(input: &Input) -> Option<String> {
    match input {
        Input::Typed(line) => {
            let trimmed = line.trim();
            (!trimmed.is_empty() && !trimmed.starts_with('#')).then(|| trimmed.to_string())
        }
        Input::Command(command) => Some(command.line()),
        Input::Engine(_) | Input::Board(_) | Input::Server(_) | Input::Broadcast(_) => None,
    }
}

impl<S: Session> Session for Journaled<S> {
    fn next_due(&self) -> Option<u64> {
        self.session.next_due()
    }

    fn advance_to(&mut self, now: u64) -> Vec<(u64, Event)> {
        self.session.advance_to(now)
    }

    fn handle(&mut self, input: Input, now: u64) -> Reply {
        if let Some(text) = line_of(&input) {
            if let Err(problem) = self.writer.write(&TrainingRecord::Line { t: now, text }) {
                return Reply::event(
                    Refusal::new(
                        &self.pack,
                        PhraseKey::ErrorJournal,
                        &[(
                            "problem",
                            crate::words::system_error(&self.pack, problem.problem).as_text(),
                        )],
                    )
                    .into(),
                );
            }
        }
        self.session.handle(input, now)
    }

    fn prompt(&self) -> Option<String> {
        self.session.prompt()
    }

    fn waits_to_be_heard(&self) -> bool {
        self.session.waits_to_be_heard()
    }

    fn heard(&mut self, now: u64) {
        self.session.heard(now);
    }

    fn interrupt(&mut self, how: Interruption, now: u64) -> Vec<Event> {
        self.session.interrupt(how, now)
    }
}

/// Hands the journal's lines to `session` again, in order, what they said left unsaid: the session then stands
/// where the journal left it.
pub fn replay(session: &mut impl Session, records: &[TrainingRecord]) {
    for record in records {
        if let TrainingRecord::Line { t, text } = record {
            session.handle(Input::Typed(text.clone()), *t);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boundary::Flow;
    use crate::session::WriteError;

    /// Counts the lines it is handed.
    #[derive(Default)]
    struct Counting {
        lines: Vec<String>,
    }

    impl Session for Counting {
        fn handle(&mut self, input: Input, _now: u64) -> Reply {
            if let Input::Typed(line) = input {
                self.lines.push(line);
            }
            Reply {
                events: Vec::new(),
                flow: Flow::Continue,
            }
        }
    }

    struct Full;

    impl JournalWriter<TrainingRecord> for Full {
        fn write(&mut self, _record: &TrainingRecord) -> Result<(), WriteError> {
            Err(WriteError {
                problem: crate::SystemError::Full,
            })
        }
    }

    fn pack() -> VoicePack {
        VoicePack::builtin("en").unwrap()
    }

    #[test]
    fn lines_are_written_before_they_are_handled_and_replayed_the_same() {
        let written = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
        struct Shared(std::rc::Rc<std::cell::RefCell<Vec<TrainingRecord>>>);
        impl JournalWriter<TrainingRecord> for Shared {
            fn write(&mut self, record: &TrainingRecord) -> Result<(), WriteError> {
                self.0.borrow_mut().push(record.clone());
                Ok(())
            }
        }
        let mut journaled = Journaled::new(
            Counting::default(),
            Box::new(Shared(written.clone())),
            pack(),
        );
        for (t, line) in [(0, "e4"), (10, "  "), (20, "# a comment"), (30, "board ")] {
            journaled.handle(Input::Typed(line.into()), t);
        }
        let records = written.borrow().clone();
        assert_eq!(
            records,
            vec![
                TrainingRecord::Line {
                    t: 0,
                    text: "e4".into()
                },
                TrainingRecord::Line {
                    t: 30,
                    text: "board".into()
                },
            ]
        );
        let mut again = Counting::default();
        replay(&mut again, &records);
        assert_eq!(again.lines, vec!["e4", "board"]);
    }

    #[test]
    fn a_line_that_cannot_be_written_is_refused_and_not_handled() {
        let mut journaled = Journaled::new(Counting::default(), Box::new(Full), pack());
        let reply = journaled.handle(Input::Typed("e4".into()), 0);
        assert!(journaled.session().lines.is_empty());
        assert!(
            matches!(&reply.events[..], [Event::Error { .. }]),
            "{reply:?}"
        );
    }
}
