//! What a command takes after its name, written on its row of the table: a list of argument slots, each of a kind
//! and either needed or optional, or sub-commands, each a second word with slots of its own. The grammar
//! (`grammar.rs`) reads a command's words by it.

use super::{Keyword, Usage};

/// A command's arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signature {
    /// These slots, in order; nothing may follow them.
    Takes(&'static [Slot]),
    /// Sub-commands: the second word names one (`arbiter add`, `cursor pick`), or, when it names none, the form
    /// without a word of its own takes every word (`cursor e4`, `score`).
    Forms(&'static [Form]),
}

/// No argument at all.
pub(crate) const NOTHING: Signature = Signature::Takes(&[]);

/// One sub-command of a [`Signature::Forms`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Form {
    /// Its second word; `None` for the form a command takes without one.
    pub word: Option<Keyword>,
    /// What follows the second word.
    pub slots: &'static [Slot],
    /// How this form alone is written, when a refusal of it shows less than the command's whole usage
    /// (`arbiter add` on the clock and at the board).
    pub usage: Option<Usage>,
}

impl Form {
    /// The sub-command `word` followed by `slots`.
    pub(crate) const fn of(word: Keyword, slots: &'static [Slot]) -> Form {
        Form {
            word: Some(word),
            slots,
            usage: None,
        }
    }

    /// The form without a second word, taking `slots`.
    pub(crate) const fn bare(slots: &'static [Slot]) -> Form {
        Form {
            word: None,
            slots,
            usage: None,
        }
    }

    /// The same form, refused with `usage`.
    pub(crate) const fn refused_with(self, usage: Usage) -> Form {
        Form {
            usage: Some(usage),
            ..self
        }
    }
}

/// One argument of a signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// An argument that must be there.
    One(Kind),
    /// An argument that may be left out. A kind that knows its words (a side, a topic) is left out when the word
    /// there is not one of them; any other reads whatever is there.
    Maybe(Kind),
    /// An argument that may be left out, and is one word when given (`cursor rank 4`).
    MaybeOneWord(Kind),
}

/// What an argument is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A move's number as a scoresheet writes it: `12`, `12.`, or `12...` (Black's).
    MoveNumber,
    /// A side, by name or letter: `white`, `b`, `schwarz`, `blancs`.
    Side,
    /// A side by name only (`white`, `noirs`; `b` is a bishop here): before a piece or a claim.
    SideName,
    /// A pause in seconds between the shortest and the longest (`2`, `1.5`, `2s`).
    Pause,
    /// A DURATION, the rest of the line (`2m`, `1m 30s`).
    Duration,
    /// A DURATION that may be negative, the rest of the line (`+2m`, `-30s`).
    SignedDuration,
    /// A whole number: `5`, `24`.
    Number,
    /// A percentage: `150`, `150%`.
    Percent,
    /// A square in the pack's words, the rest of the line: `e4`, `Eva vier`.
    Square,
    /// A rank in the pack's words, the rest of the line: `4`, `vier`.
    Rank,
    /// A file in the pack's words, the rest of the line: `e`, `Eva`.
    File,
    /// A kind of piece in the pack's words, the rest of the line: `N`, `Springer`.
    Piece,
    /// A kind of piece in one or two words: `knight`, `white knight`.
    PieceName,
    /// A board's piece placement (FEN), the rest of the line as typed.
    Placement,
    /// Free text, the rest of the line as typed: a chat message.
    Text,
    /// A reason, the rest of the line's words: `dead position`.
    Reason,
    /// A move, the rest of the line as typed: a claim's intended move.
    Move,
    /// The draw claimed: `threefold`, `fifty`.
    Claim,
    /// A result as the arbiter writes it: `1-0`, `1/2-1/2`, `=`.
    Result,
    /// A help topic: `clock`, `sheets`.
    Topic,
    /// An envelope's code, the rest of the line: `K7QM2-XHD9P`.
    Envelope,
    /// A sealed move and, after `resume` or `;`, the resumption's date and place: the rest of the line.
    Adjournment,
    /// Entries for a scoresheet, the rest of the line: moves, `from N` and moves, `clear`, or `--file PATH`.
    SheetEntries,
}
