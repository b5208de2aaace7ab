//! The one reading of a command's arguments: its words read by its row's [`Signature`] into typed [`Argument`]s,
//! from which each session builds its own typed command.

use super::{pause::pause_ms, signature::Kind, Command, FreeText, Signature, Slot, Usage, Word};
use crate::clock::{parse_duration, Side};

/// An argument read by the grammar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Argument {
    /// A move's number; `black` when written with Black's dots (`12...`).
    MoveNumber {
        /// The number, 1 or more.
        number: u32,
        /// Whether the dots named Black's move.
        black: bool,
    },
    /// A side.
    Side(Side),
    /// A pause, in milliseconds.
    Pause(u64),
    /// A DURATION, in milliseconds.
    Duration(u64),
}

/// Why a command's words do not fit its signature.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GrammarError {
    /// Missing or extra words, or a word of the wrong kind: the command's right form.
    Usage(Usage),
    /// A pause that cannot be read, as typed.
    Pause(FreeText),
    /// A DURATION that cannot be read, as typed.
    Duration(FreeText),
}

impl Command {
    /// The command's arguments read by its row's signature; `None` when its session reads them itself
    /// ([`Signature::Session`]).
    ///
    /// # Errors
    /// [`GrammarError`] when the words do not fit the signature.
    pub(crate) fn arguments(&self) -> Option<Result<Vec<Argument>, GrammarError>> {
        let usage = super::usage(self.verb(), self.language());
        match self.spec().signature {
            Signature::Session => None,
            Signature::Takes(slots) => Some(read(slots, &self.words(), usage)),
        }
    }
}

/// Reads `words` by `slots`.
fn read(slots: &[Slot], words: &[&str], usage: Usage) -> Result<Vec<Argument>, GrammarError> {
    let mut arguments = Vec::new();
    let mut rest = words;
    for slot in slots {
        let (kind, needed) = match slot {
            Slot::One(kind) => (*kind, true),
            Slot::Maybe(kind) => (*kind, false),
        };
        if rest.is_empty() {
            if needed {
                return Err(GrammarError::Usage(usage));
            }
            break;
        }
        let taken = if kind == Kind::Duration {
            rest.len()
        } else {
            1
        };
        arguments.push(argument(kind, &rest[..taken], usage)?);
        rest = &rest[taken..];
    }
    if rest.is_empty() {
        Ok(arguments)
    } else {
        Err(GrammarError::Usage(usage))
    }
}

/// One argument of `kind` from its words.
fn argument(kind: Kind, words: &[&str], usage: Usage) -> Result<Argument, GrammarError> {
    let word = words.first().copied().unwrap_or_default();
    match kind {
        Kind::MoveNumber => {
            // "12." and "12..." as a scoresheet writes them; the dots of Black's move name Black.
            let (digits, black) = match word.strip_suffix("...") {
                Some(digits) => (digits, true),
                None => (word.trim_end_matches('.'), false),
            };
            match digits.parse::<u32>() {
                Ok(number) if number > 0 => Ok(Argument::MoveNumber { number, black }),
                _ => Err(GrammarError::Usage(usage)),
            }
        }
        Kind::Side => match super::side(word) {
            Some(Word::White) => Ok(Argument::Side(Side::White)),
            Some(Word::Black) => Ok(Argument::Side(Side::Black)),
            _ => Err(GrammarError::Usage(usage)),
        },
        Kind::Pause => pause_ms(word)
            .map(Argument::Pause)
            .ok_or_else(|| GrammarError::Pause(word.into())),
        Kind::Duration => parse_duration(&words.concat())
            .map(Argument::Duration)
            .map_err(|_| GrammarError::Duration(words.join(" ").into())),
    }
}
