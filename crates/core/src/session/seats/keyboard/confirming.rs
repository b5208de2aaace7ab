//! The keyboard's acts that wait or leave: a game-ending act asked about first (`yes` or `no`), a move sealed in its
//! envelope with the code shown to the arbiter once written, and leaving the session with how to go on.

use super::Keyboard;
use crate::voice::Sentence;
use crate::{
    boundary::{ConfirmAction, Event, Flow, Reply},
    notation::MoveError,
    session::{
        command::PlayCommand,
        envelope,
        play::{move_record, viewer},
        record::Record,
        seats::Table,
    },
    voice::{shortened, PhraseKey},
};

impl Keyboard {
    /// `adjourn MOVE`: the move sealed for the player to move, enciphered in the journal with a new code that only
    /// the arbiter is shown (Guidelines I). An announced move is made: it is the one sealed. An illegal or
    /// ambiguous move is sealed only after `yes`, and loses when the envelope is opened.
    pub(super) fn seal(
        &mut self,
        text: &str,
        resumption: Option<String>,
        table: &mut dyn Table,
        t: u64,
    ) -> Reply {
        let (game, wording) = (table.game(), table.wording());
        if let Err(refused) = game.open() {
            return Reply::event(wording.refusal(&refused).into());
        }
        let pack = &wording.pack;
        let pos = game.game().position();
        let read = self.reader.read(pos, text);
        let pending = game.pending().filter(|p| read.as_ref().ok() != Some(&p.mv));
        if let Some(pending) = pending {
            return Reply::event(table.refusal(
                PhraseKey::ErrorSealAnnounced,
                &[("move", &wording.move_text(pos, pending.mv))],
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
                return Reply::event(table.refusal(
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
            envelope: game.envelope(resumption, (self.outside.now_iso)(), t),
            secret: Some(envelope::seal(&sealed, &code, (self.outside.random)())),
        };
        self.sealed_code = Some(code);
        match problem {
            None => self.committed_seal(&record, table),
            Some(problem) => self.ask_to_confirm(table, record, Some(problem)),
        }
    }

    /// Writes an adjournment, then shows the envelope's code to the arbiter.
    fn committed_seal(&mut self, record: &Record, table: &mut dyn Table) -> Reply {
        let mut events = table.commit(record);
        let code = self.sealed_code.take();
        if let (Some(code), true) = (
            code,
            events.iter().any(|e| matches!(e, Event::Adjourned { .. })),
        ) {
            events.push(Event::EnvelopeCode { code });
        }
        Reply::events(events)
    }

    /// Asks `yes` or `no` before `record` ends the game (or seals a move that loses); a record the game refuses is
    /// refused at once.
    pub(super) fn ask_to_confirm(
        &mut self,
        table: &dyn Table,
        record: Record,
        about: Option<Sentence>,
    ) -> Reply {
        let game = table.game();
        if let Err(refused) = game.clone().apply(&record) {
            return Reply::event(table.wording().refusal(&refused).into());
        }
        let (action, side) = match &record {
            Record::Accept { side, .. } => (ConfirmAction::Accept, *side),
            Record::Resign { side, .. } => (ConfirmAction::Resign, *side),
            _ => (ConfirmAction::Seal, game.to_move()),
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
    pub(super) fn quit_asked(&mut self, table: &mut dyn Table, t: u64) -> Reply {
        let game = table.game();
        if game.result().is_some() {
            return Keyboard::leave(table, t);
        }
        let question = Event::Confirm {
            action: ConfirmAction::Quit,
            side: viewer(game.setup().blind, game.to_move()),
            about: None,
        };
        self.confirming = Some((None, question.clone()));
        Reply::event(question)
    }

    /// Leaves the session: a running clock is paused in the journal first (so the game resumes with the time it
    /// had), and the player is told how to go on.
    fn leave(table: &mut dyn Table, t: u64) -> Reply {
        let game = table.game();
        let running = game.clock().and_then(|c| c.running_side()).is_some();
        let mut events = if running && game.result().is_none() {
            table.commit(&Record::Pause { t })
        } else {
            Vec::new()
        };
        if let (Some(journal), None) = (table.journal(), table.game().result()) {
            let pack = &table.wording().pack;
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
    pub(super) fn answer_confirmation(
        &mut self,
        command: &PlayCommand,
        table: &mut dyn Table,
        t: u64,
    ) -> Option<Reply> {
        let (record, _) = self.confirming.take()?;
        match command {
            PlayCommand::Confirm(true) => {
                let Some(record) = record else {
                    return Some(Keyboard::leave(table, t));
                };
                let record = record.at(t);
                if let Some(reply) = table.confirmed_elsewhere(&record, t) {
                    return Some(reply);
                }
                Some(match record {
                    Record::Adjourn { .. } => self.committed_seal(&record, table),
                    _ => Reply::events(table.commit(&record)),
                })
            }
            PlayCommand::Confirm(false) => Some(Reply::event(Keyboard::cancelled(table))),
            _ => None,
        }
    }

    /// The confirmation that waited is cancelled.
    pub(super) fn cancelled(table: &dyn Table) -> Event {
        Event::Notice {
            text: Sentence::phrase(
                &table.wording().pack,
                PhraseKey::ConfirmCancelled,
                Vec::new(),
            ),
        }
    }
}
