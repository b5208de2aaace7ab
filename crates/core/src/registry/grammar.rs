//! The one reading of a command's arguments: its words read by its row's [`Signature`] into typed [`Argument`]s,
//! from which each session builds its own typed command.

use super::{
    argument::Words, command::after_words, spec, Argument, BoardWords, Command, GrammarError,
    SessionKind, Signature, Slot, Usage,
};

impl Command {
    /// The command's arguments read by its own row's signature, squares and pieces in the shipped packs' words.
    ///
    /// # Errors
    /// [`GrammarError`] when the words do not fit the signature.
    pub(crate) fn arguments(&self) -> Result<Vec<Argument>, GrammarError> {
        self.read_by(
            self.spec().signature,
            self.language(),
            &BoardWords::shipped(),
        )
    }

    /// The command's arguments read as `language` reads its command (a board question of the game asked while
    /// listening, say), squares and pieces in `board`'s words; `None` when `language` does not take it.
    ///
    /// # Errors
    /// [`GrammarError`] when the words do not fit the signature.
    pub(crate) fn arguments_in(
        &self,
        language: SessionKind,
        board: &BoardWords,
    ) -> Option<Result<Vec<Argument>, GrammarError>> {
        let row = spec(self.verb(), language)?;
        Some(self.read_by(row.signature, language, board))
    }

    fn read_by(
        &self,
        signature: Signature,
        language: SessionKind,
        board: &BoardWords,
    ) -> Result<Vec<Argument>, GrammarError> {
        let usage = super::usage(self.verb(), language);
        let lower = self.words();
        let line = Line {
            lower: &lower,
            typed: self.rest(),
            board,
        };
        match signature {
            Signature::Takes(slots) => line.read(slots, 0, usage, Vec::new()),
            Signature::Forms(forms) => {
                let second = lower.first().and_then(|w| super::word(self.verb(), w));
                let named = second.and_then(|word| {
                    forms
                        .iter()
                        .find(|form| form.word == Some(word))
                        .map(|form| (form, word))
                });
                match named {
                    Some((form, word)) => line.read(
                        form.slots,
                        1,
                        form.usage.unwrap_or(usage),
                        vec![Argument::Word(word)],
                    ),
                    None => match forms.iter().find(|form| form.word.is_none()) {
                        Some(form) => {
                            line.read(form.slots, 0, form.usage.unwrap_or(usage), Vec::new())
                        }
                        None => Err(GrammarError::Usage(usage)),
                    },
                }
            }
        }
    }
}

/// A command's words after its name.
struct Line<'a> {
    lower: &'a [&'a str],
    typed: &'a str,
    board: &'a BoardWords,
}

impl Line<'_> {
    /// The words from the `at`-th on read by `slots`, after `arguments`.
    fn read(
        &self,
        slots: &[Slot],
        mut at: usize,
        usage: Usage,
        mut arguments: Vec<Argument>,
    ) -> Result<Vec<Argument>, GrammarError> {
        let refused = || GrammarError::Usage(usage);
        for slot in slots {
            let (kind, needed) = match slot {
                Slot::One(kind) => (*kind, true),
                Slot::Maybe(kind) | Slot::MaybeOneWord(kind) => (*kind, false),
            };
            let left = self.lower.len() - at;
            if left == 0 {
                if needed {
                    return Err(refused());
                }
                break;
            }
            let span = match slot {
                Slot::MaybeOneWord(_) if left > 1 => return Err(refused()),
                _ => kind.span(left),
            };
            let words = Words {
                lower: &self.lower[at..at + span],
                typed: after_words(self.typed, at),
                board: self.board,
            };
            match kind.read(&words)? {
                Some(argument) => {
                    arguments.push(argument);
                    at += span;
                }
                None if !needed && kind.knows_its_words() => {}
                None => return Err(refused()),
            }
        }
        if at == self.lower.len() {
            Ok(arguments)
        } else {
            Err(refused())
        }
    }
}
