//! What a command takes after its name, written on its row of the table: a list of argument slots, each of a kind
//! and either needed or optional. The grammar (`grammar.rs`) reads a command's words by it.

/// A command's arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signature {
    /// These slots, in order, read by the grammar; nothing may follow them.
    Takes(&'static [Slot]),
    /// Forms of their own that the session still reads from the words (a move, the cursor's and the arbiter's
    /// verbs, a scoresheet, a claim).
    Session,
}

/// No argument at all.
pub(crate) const NOTHING: Signature = Signature::Takes(&[]);

/// One argument of a signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// An argument that must be there.
    One(Kind),
    /// An argument that may be left out (at the end).
    Maybe(Kind),
}

/// What an argument is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A move's number as a scoresheet writes it: `12`, `12.`, or `12...` (Black's).
    MoveNumber,
    /// A side: `white`, `b`, `schwarz`, `blancs`.
    Side,
    /// A pause in seconds between the shortest and the longest (`2`, `1.5`, `2s`).
    Pause,
    /// A DURATION, the rest of the line (`2m`, `1m 30s`).
    Duration,
}
