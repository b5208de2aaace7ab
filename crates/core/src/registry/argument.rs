//! The typed arguments the grammar reads, and the reading of one argument of each [`Kind`] from the words where its
//! slot begins.

use shakmaty::{File, Rank, Role, Square};

use super::{
    adjournment, pause::pause_ms, sheet_entries, BoardWords, EnvelopeCode, FreeText, Keyword, Kind,
    MoveText, Topic, Unreadable, Verb,
};
use crate::{
    clock::{parse_duration, parse_signed_duration, Side},
    rules::{Claim, Score},
};

pub(crate) use sheet_entries::SheetEntries;

/// An argument read by the grammar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Argument {
    /// The second word naming a sub-command (`arbiter add`, `cursor pick`).
    Word(Keyword),
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
    /// A DURATION that may be negative, in milliseconds.
    SignedDuration(i64),
    /// A whole number.
    Number(u32),
    /// A percentage.
    Percent(u32),
    /// A square, or what was typed for one that names none (refused by the session when it asks).
    Square(Result<Square, Unreadable>),
    /// A rank, or what was typed for one.
    Rank(Result<Rank, Unreadable>),
    /// A file, or what was typed for one.
    File(Result<File, Unreadable>),
    /// A kind of piece, or what was typed for one.
    Piece(Result<Role, Unreadable>),
    /// Text taken as it is: a described board, a message, a reason.
    Text(FreeText),
    /// A move, as typed.
    Move(MoveText),
    /// The draw claimed.
    Claim(Claim),
    /// A result.
    Score(Score),
    /// A help topic.
    Topic(Topic),
    /// An envelope's code, as typed.
    Envelope(EnvelopeCode),
    /// A sealed move and the resumption's date and place, as typed.
    Adjournment {
        /// The sealed move.
        sealed: MoveText,
        /// The date, time and place of resumption.
        resumption: Option<FreeText>,
    },
    /// A scoresheet's entries.
    Sheet(SheetEntries),
}

/// Why a command's words do not fit its signature.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GrammarError {
    /// Missing or extra words, or a word of the wrong kind: the command's right form.
    Usage(super::Usage),
    /// A pause that cannot be read, as typed.
    Pause(FreeText),
    /// A DURATION that cannot be read, as typed.
    Duration(FreeText),
}

/// The words an argument is read from: the words left (lower case), the same as typed, and the board's words.
pub(super) struct Words<'a> {
    /// The words left, lower case.
    pub(super) lower: &'a [&'a str],
    /// The rest of the line from the same word on, as typed (case and inner spaces kept), trimmed.
    pub(super) typed: &'a str,
    /// The words squares, ranks, files and pieces are read in.
    pub(super) board: &'a BoardWords,
}

impl Kind {
    /// How many of `left` words an argument of this kind takes: one, or the rest of the line.
    pub(super) fn span(self, left: usize) -> usize {
        match self {
            Kind::MoveNumber
            | Kind::Side
            | Kind::SideName
            | Kind::Pause
            | Kind::Number
            | Kind::Percent
            | Kind::Claim
            | Kind::Result
            | Kind::Topic => 1,
            _ => left,
        }
    }

    /// Whether the kind knows its words, so that an optional slot of it is left out when the word there is not one
    /// of them (`pieces knight`, `draw`).
    pub(super) fn knows_its_words(self) -> bool {
        matches!(
            self,
            Kind::Side | Kind::SideName | Kind::Topic | Kind::Claim | Kind::Result
        )
    }

    /// An argument of this kind read from `words` (its span of them); `None` when they are not one.
    ///
    /// # Errors
    /// [`GrammarError`] for a pause or a DURATION that cannot be read.
    pub(super) fn read(self, words: &Words) -> Result<Option<Argument>, GrammarError> {
        let word = words.lower.first().copied().unwrap_or_default();
        let typed = words.typed;
        let board = words.board;
        Ok(match self {
            Kind::MoveNumber => {
                // "12." and "12..." as a scoresheet writes them; the dots of Black's move name Black.
                let (digits, black) = match word.strip_suffix("...") {
                    Some(digits) => (digits, true),
                    None => (word.trim_end_matches('.'), false),
                };
                digits
                    .parse::<u32>()
                    .ok()
                    .filter(|number| *number > 0)
                    .map(|number| Argument::MoveNumber { number, black })
            }
            Kind::Side => super::side(word).and_then(side_of).map(Argument::Side),
            Kind::SideName => super::side_name(word).and_then(side_of).map(Argument::Side),
            Kind::Pause => Some(
                pause_ms(word)
                    .map(Argument::Pause)
                    .ok_or_else(|| GrammarError::Pause(word.into()))?,
            ),
            Kind::Duration => Some(
                parse_duration(&words.lower.concat())
                    .map(Argument::Duration)
                    .map_err(|_| GrammarError::Duration(words.lower.join(" ").into()))?,
            ),
            Kind::SignedDuration => Some(
                parse_signed_duration(&words.lower.concat())
                    .map(Argument::SignedDuration)
                    .map_err(|_| GrammarError::Duration(words.lower.join(" ").into()))?,
            ),
            Kind::Number => word.parse().ok().map(Argument::Number),
            Kind::Percent => word
                .trim_end_matches('%')
                .parse()
                .ok()
                .map(Argument::Percent),
            Kind::Square => Some(Argument::Square(board.read_square(typed))),
            Kind::Rank => Some(Argument::Rank(board.read_rank(typed))),
            Kind::File => Some(Argument::File(board.read_file(typed))),
            Kind::Piece => Some(Argument::Piece(board.read_piece(typed))),
            Kind::PieceName => {
                let typed: Vec<&str> = typed.split_whitespace().collect();
                (typed.len() <= 2).then(|| Argument::Piece(board.read_piece(&typed.join(" "))))
            }
            Kind::Placement | Kind::Text => Some(Argument::Text(typed.into())),
            Kind::Reason => Some(Argument::Text(
                typed
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ")
                    .into(),
            )),
            Kind::Move => Some(Argument::Move(typed.into())),
            Kind::Claim => match super::word(Verb::Claim, word) {
                Some(Keyword::Threefold) => Some(Argument::Claim(Claim::ThreefoldRepetition)),
                Some(Keyword::Fifty) => Some(Argument::Claim(Claim::FiftyMoves)),
                _ => None,
            },
            Kind::Result => super::score(word).map(Argument::Score),
            Kind::Topic => match super::word(Verb::Help, word) {
                Some(Keyword::Topic(topic)) => Some(Argument::Topic(topic)),
                _ => None,
            },
            Kind::Envelope => (super::normalized_code(typed).len() == 10)
                .then(|| Argument::Envelope(typed.into())),
            Kind::Adjournment => adjournment::read(typed),
            Kind::SheetEntries => sheet_entries::read(typed).map(Argument::Sheet),
        })
    }
}

/// The side a word of the grammar names, if it names one.
fn side_of(word: Keyword) -> Option<Side> {
    match word {
        Keyword::White => Some(Side::White),
        Keyword::Black => Some(Side::Black),
        _ => None,
    }
}
