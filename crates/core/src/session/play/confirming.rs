//! The keyboard's acts that wait or leave: a game-ending act asked about first (`yes` or `no`), a move sealed in its
//! envelope with the code shown to the arbiter once written, and leaving the session with how to go on.

use super::{move_record, server_seat, PlaySession};
use crate::voice::Sentence;
use crate::{
    boundary::{ConfirmAction, Event, Flow, Reply},
    notation::MoveError,
    session::{command::PlayCommand, envelope, record::Record},
    voice::{shortened, PhraseKey},
};

impl PlaySession {
    /// `adjourn MOVE`: the move sealed for the player to move, enciphered in the journal with a new code that only
    /// the arbiter is shown (Guidelines I). An announced move is made: it is the one sealed. An illegal or
    /// ambiguous move is sealed only after `yes`, and loses when the envelope is opened.
    pub(super) fn seal(&mut self, text: &str, resumption: Option<String>, t: u64) -> Reply {
        if let Err(refused) = self.state.open() {
            return Reply::event(self.wording.refusal(&refused).into());
        }
        let pack = &self.wording.pack;
        let pos = self.state.game().position();
        let read = self.keyboard.reader.read(pos, text);
        let pending = self
            .state
            .pending()
            .filter(|p| read.as_ref().ok() != Some(&p.mv));
        if let Some(pending) = pending {
            return Reply::event(self.error(
                PhraseKey::ErrorSealAnnounced,
                &[("move", &self.wording.move_text(pos, pending.mv))],
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
                Some(Sentence::text(pack.describe_error(text, &problem))),
            ),
        };
        let code = envelope::code_from((self.outside.random)());
        let record = Record::Adjourn {
            t,
            sealed: None,
            envelope: self.state.envelope(resumption, (self.outside.now_iso)(), t),
            secret: Some(envelope::seal(&sealed, &code, (self.outside.random)())),
        };
        self.keyboard.sealed_code = Some(code);
        match problem {
            None => self.committed_seal(&record),
            Some(problem) => self.ask_to_confirm(record, Some(problem)),
        }
    }

    /// Writes an adjournment, then shows the envelope's code to the arbiter.
    fn committed_seal(&mut self, record: &Record) -> Reply {
        let mut events = self.commit(record);
        let code = self.keyboard.sealed_code.take();
        if let (Some(code), true) = (code, events.iter().any(|e| e.name() == "adjourned")) {
            events.push(Event::EnvelopeCode { code });
        }
        Reply::events(events)
    }

    /// Asks `yes` or `no` before `record` ends the game (or seals a move that loses); a record the game refuses is
    /// refused at once.
    pub(super) fn ask_to_confirm(&mut self, record: Record, about: Option<Sentence>) -> Reply {
        if let Err(refused) = self.state.clone().apply(&record) {
            return Reply::event(self.wording.refusal(&refused).into());
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
        self.keyboard.confirming = Some((Some(record), question.clone()));
        Reply::event(question)
    }

    /// `quit`: at once when the game is over; else after `yes`.
    pub(super) fn quit_asked(&mut self, t: u64) -> Reply {
        if self.state.result().is_some() {
            return self.leave(t);
        }
        let question = Event::Confirm {
            action: ConfirmAction::Quit,
            side: self.viewer(),
            about: None,
        };
        self.keyboard.confirming = Some((None, question.clone()));
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
            let pack = &self.wording.pack;
            events.push(Event::Left {
                text: Sentence::phrase(
                    pack,
                    PhraseKey::QuitGame,
                    vec![("journal", Sentence::figures(journal))],
                ),
                spoken: Sentence::phrase(pack, PhraseKey::QuitGameSpoken, Vec::new()),
            });
        }
        Reply::with_flow(events, Flow::Quit)
    }

    /// The answer to a confirmation: `yes` does the act as at the moment it was asked (the instant of the question),
    /// `no` cancels it; any other line cancels it and is then read as usual.
    pub(super) fn answer_confirmation(&mut self, command: &PlayCommand, t: u64) -> Option<Reply> {
        let (record, _) = self.keyboard.confirming.take()?;
        match command {
            PlayCommand::Confirm(true) => {
                let Some(record) = record else {
                    return Some(self.leave(t));
                };
                let record = record.at(t);
                let sent =
                    self.seated(server_seat, |seat, table| seat.confirmed(&record, table, t));
                if let Some(reply) = sent.flatten() {
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

    pub(super) fn cancelled(&self) -> Event {
        Event::Notice {
            text: Sentence::phrase(&self.wording.pack, PhraseKey::ConfirmCancelled, Vec::new()),
        }
    }
}
