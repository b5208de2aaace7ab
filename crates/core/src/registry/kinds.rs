//! The argument kinds read from words in the pack's language (a square, a rank, a file, a piece), and the typed
//! error of one that names nothing, refused in the pack's words.

use shakmaty::{File, Rank, Role, Square};

use super::{BoardWords, FreeText};
use crate::rules::Score;

/// A kind of argument read from the pack's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArgumentKind {
    /// A square: "e4", "Eva vier".
    Square,
    /// A rank: "4", "vier".
    Rank,
    /// A file: "e", "Eva".
    File,
    /// A kind of piece: "N", "Springer", "knights".
    Piece,
}

/// An argument that names nothing of its kind: the kind, and the text as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    /// What the argument should have named.
    pub kind: ArgumentKind,
    /// The argument, as typed.
    pub input: FreeText,
}

impl Unreadable {
    fn new(kind: ArgumentKind, input: &str) -> Unreadable {
        Unreadable {
            kind,
            input: input.into(),
        }
    }
}

/// A result as the arbiter writes it: `1-0`, `0-1`, `1/2-1/2` (or `½-½`, `=`).
#[must_use]
pub(crate) fn score(word: &str) -> Option<Score> {
    match word {
        "=" => Some(Score::Draw),
        _ => Score::from_pgn(word),
    }
}

impl BoardWords {
    /// The square `input` names.
    pub(crate) fn read_square(&self, input: &str) -> Result<Square, Unreadable> {
        self.square(input)
            .ok_or_else(|| Unreadable::new(ArgumentKind::Square, input))
    }

    /// The rank `input` names.
    pub(crate) fn read_rank(&self, input: &str) -> Result<Rank, Unreadable> {
        self.rank(input)
            .ok_or_else(|| Unreadable::new(ArgumentKind::Rank, input))
    }

    /// The file `input` names.
    pub(crate) fn read_file(&self, input: &str) -> Result<File, Unreadable> {
        self.file(input)
            .ok_or_else(|| Unreadable::new(ArgumentKind::File, input))
    }

    /// The kind of piece `input` names.
    pub(crate) fn read_piece(&self, input: &str) -> Result<Role, Unreadable> {
        self.piece(input)
            .ok_or_else(|| Unreadable::new(ArgumentKind::Piece, input))
    }
}
