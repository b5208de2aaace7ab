//! The keyboard as a seat: a typed line or a bound key read as a command in the pack's words, a confirmation that
//! waits answered first, the command carried out, then the other seats acting on the game as it now stands; what it
//! said kept for `repeat`, and whose turn it is for the prompt.

use super::Keyboard;
use crate::voice::Sentence;
use crate::{
    boundary::{Event, Reply},
    registry::{self, Command, SessionKind, Verb},
    session::{
        command::{from_command_for, parse_for, PlayCommand, PlayCommandError},
        seats::{Seat, Table},
        state::GameState,
        wording::Wording,
    },
    voice::PhraseKey,
    words,
};

/// What the keyboard hears.
pub(in crate::session) enum Typed {
    /// A line typed (at the terminal or on a braille display's keyboard) or read from a script.
    Line(String),
    /// A command bound to a key, a button or a braille key.
    Bound(Command),
}

impl Seat for Keyboard {
    type Hears = Typed;

    /// A line or a key: a confirmation that waits is answered by `yes` or `no`; any other line cancels it, says so,
    /// and is read as usual (`repeat` asks the question again). The other seats then act on the game as it stands.
    fn hear(&mut self, typed: Typed, table: &mut dyn Table, t: u64) -> Reply {
        let pack = &table.wording().pack;
        let command = match typed {
            Typed::Line(line) => parse_for(&line, pack),
            Typed::Bound(command) => from_command_for(&command, pack).map(Some),
        };
        let repeating = matches!(command, Ok(Some(PlayCommand::Repeat)));
        let mut cancelled = None;
        if self.confirming.is_some() && !matches!(command, Ok(None)) {
            if repeating {
                let question = self.confirming.as_ref().map(|(_, q)| q.clone());
                return Reply::events(question.into_iter().collect());
            }
            if let Ok(Some(answer)) = &command {
                if let Some(reply) = self.answer_confirmation(answer, table, t) {
                    self.remember(&reply.events);
                    return reply;
                }
            } else {
                self.confirming = None;
            }
            cancelled = Some(Keyboard::cancelled(table));
        }
        let mut reply = match command {
            Ok(Some(command)) => self.execute(command, table, t),
            Ok(None) => Reply::events(Vec::new()),
            Err(problem) => table
                .unreadable_elsewhere(&problem, t)
                .unwrap_or_else(|| Reply::event(unreadable(table, &problem))),
        };
        if let Some(cancelled) = cancelled {
            reply.events.insert(0, cancelled);
        }
        // The game may have changed: the other seats act on it as it now stands.
        reply.events.extend(table.settle(t));
        if !repeating {
            self.remember(&reply.events);
        }
        reply
    }

    /// The board cursor goes back on its square after each change of the game.
    fn told(&mut self, _moved: bool) {
        self.cursor.reset();
    }
}

impl Keyboard {
    /// Whose turn it is, for the prompt: "White to move", "White to press the clock", "game over"; "yes or no" while
    /// a confirmation waits.
    pub(in crate::session) fn prompt(&self, game: &GameState, wording: &Wording) -> Sentence {
        let pack = &wording.pack;
        let side = || vec![("side", words::side_words(pack, game.to_move()))];
        let (key, values) = if self.confirming.is_some() {
            (PhraseKey::PromptConfirm, Vec::new())
        } else if game.result().is_some() {
            (PhraseKey::PromptOver, Vec::new())
        } else if game.sealed().is_some() {
            (PhraseKey::PromptAdjourned, Vec::new())
        } else if game.pending().is_some() {
            (PhraseKey::PromptPending, side())
        } else {
            (PhraseKey::PromptToMove, side())
        };
        Sentence::phrase(pack, key, values)
    }

    /// `repeat`: what was last said, again, as answers; before anything was said, whose turn it is.
    pub(super) fn repeated(&self, table: &dyn Table) -> Vec<Event> {
        let pack = &table.wording().pack;
        if self.said.is_empty() {
            let prompt = self.prompt(table.game(), table.wording());
            return vec![Event::answer("repeat", prompt)];
        }
        Event::answer_lines(
            "repeat",
            // Read again as text: what was said is heard as it was printed.
            self.said.iter().map(|event| words::printed(pack, event)),
        )
    }

    /// Keeps `events` as the last thing said, unless there are none.
    pub(in crate::session) fn remember(&mut self, events: &[Event]) {
        if !events.is_empty() {
            self.said = events.to_vec();
        }
    }
}

/// A line that starts with a command word but is written wrongly.
fn unreadable(table: &dyn Table, problem: &PlayCommandError) -> Event {
    let pack = &table.wording().pack;
    match problem {
        // Help's topics are said in the pack's words ("hilfe, oder hilfe und ein Thema: züge, uhr, …").
        PlayCommandError::Usage(usage)
            if *usage == registry::usage(Verb::Help, SessionKind::Play) =>
        {
            let topics = pack.phrase(PhraseKey::UsageHelp, &[]);
            table.refusal(PhraseKey::ErrorUsage, &[("usage", &topics)])
        }
        PlayCommandError::Usage(usage) => {
            let usage = usage.written_in(&pack.phrase_language);
            table.refusal(PhraseKey::ErrorUsage, &[("usage", &usage)])
        }
        PlayCommandError::Duration(input) => {
            table.refusal(PhraseKey::ErrorDuration, &[("input", input)])
        }
        PlayCommandError::Argument(problem) => problem.refusal(pack).into(),
        PlayCommandError::NotHere(name) => table.refusal(
            PhraseKey::ErrorUnknownCommand,
            &[
                ("input", name),
                (
                    "commands",
                    &registry::names_in(SessionKind::Play, &pack.phrase_language),
                ),
            ],
        ),
    }
}
