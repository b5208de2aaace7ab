//! The shipped tables read into a map from a position's key to its opening.

use std::{collections::HashMap, sync::OnceLock};

use shakmaty::{san::San, zobrist::Zobrist64, Chess, EnPassantMode, Position};

use super::Opening;
use crate::rules::Game;

/// The five shipped tables, as the repository has them.
const TABLES: [(&str, &str); 5] = [
    ("a.tsv", include_str!("../../data/openings/a.tsv")),
    ("b.tsv", include_str!("../../data/openings/b.tsv")),
    ("c.tsv", include_str!("../../data/openings/c.tsv")),
    ("d.tsv", include_str!("../../data/openings/d.tsv")),
    ("e.tsv", include_str!("../../data/openings/e.tsv")),
];

/// A row of a table that is not a named line from the start position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}, line {line}: {reason}")]
pub struct TableError {
    /// The table's file name.
    pub file: String,
    /// The line, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub reason: RowError,
}

/// What is wrong with a row of a table.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RowError {
    /// Not the three columns ECO, name and moves.
    #[error("not three columns")]
    NotThreeColumns,
    /// A token of the moves that is no SAN move.
    #[error("{0:?} is no move")]
    NoMove(String),
    /// A move not legal where it stands.
    #[error("{0:?} is not legal there")]
    Illegal(String),
    /// A line without moves.
    #[error("no moves")]
    NoMoves,
}

/// Every named line, and the named positions by key.
#[derive(Debug)]
pub struct Openings {
    lines: Vec<Opening>,
    /// The position's key to the first line reaching it.
    by_position: HashMap<u64, usize>,
}

/// The shipped tables, read when first asked for.
///
/// # Panics
/// Never for the shipped tables: a test reads every line of them.
#[must_use]
pub fn openings() -> &'static Openings {
    static SHIPPED: OnceLock<Openings> = OnceLock::new();
    SHIPPED.get_or_init(|| {
        Openings::read(TABLES.iter().copied()).expect("the shipped opening tables are tested")
    })
}

/// The key of a position: pieces, side to move, castling rights, and en passant only where it is legal.
#[must_use]
pub(crate) fn key(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

impl Openings {
    /// Tables of `eco`, `name` and `pgn` columns (a header row first), each named by its file.
    ///
    /// # Errors
    /// The first row that is not a named line played legally from the start position.
    pub fn read<'a>(
        tables: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Openings, TableError> {
        let mut openings = Openings {
            lines: Vec::new(),
            by_position: HashMap::new(),
        };
        for (file, text) in tables {
            for (index, row) in text.lines().enumerate().skip(1) {
                let fail = |reason: RowError| TableError {
                    file: file.to_string(),
                    line: index + 1,
                    reason,
                };
                if row.trim().is_empty() {
                    continue;
                }
                let (opening, end) = line(row).map_err(fail)?;
                openings
                    .by_position
                    .entry(key(&end))
                    .or_insert(openings.lines.len());
                openings.lines.push(opening);
            }
        }
        Ok(openings)
    }

    /// Every named line, in the tables' order.
    #[must_use]
    pub fn lines(&self) -> &[Opening] {
        &self.lines
    }

    /// The opening named at `pos` exactly, if any.
    #[must_use]
    ///
    /// ```
    /// use shakmaty::{san::San, Chess, Position};
    /// use tactus_core::openings;
    ///
    /// let mut pos = Chess::default();
    /// for san in ["e4", "c5"] {
    ///     let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
    ///     pos.play_unchecked(m);
    /// }
    /// let named = openings().at(&pos).unwrap();
    /// assert_eq!((named.eco.as_str(), named.name.as_str()), ("B20", "Sicilian Defense"));
    /// ```
    pub fn at(&self, pos: &Chess) -> Option<&Opening> {
        self.by_position
            .get(&key(pos))
            .map(|&index| &self.lines[index])
    }

    /// The opening of `game` so far: the last named position walking back from where it stands.
    #[must_use]
    pub fn of(&self, game: &Game) -> Option<&Opening> {
        std::iter::once(game.position())
            .chain(game.plies().iter().rev().map(|ply| &ply.before))
            .find_map(|pos| self.at(pos))
    }

    /// The opening of a game whose positions, from the start, are `positions`: the last of them that is named.
    #[must_use]
    pub fn of_game<'a>(
        &self,
        positions: impl DoubleEndedIterator<Item = &'a Chess>,
    ) -> Option<&Opening> {
        positions.rev().find_map(|pos| self.at(pos))
    }
}

/// A row read: its opening and the position its moves reach from the start.
fn line(row: &str) -> Result<(Opening, Chess), RowError> {
    let mut columns = row.split('\t');
    let (Some(eco), Some(name), Some(pgn), None) = (
        columns.next(),
        columns.next(),
        columns.next(),
        columns.next(),
    ) else {
        return Err(RowError::NotThreeColumns);
    };
    let mut pos = Chess::default();
    let mut moves = Vec::new();
    for token in pgn.split_whitespace() {
        if token.ends_with('.') && token[..token.len() - 1].chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        let san: San = token
            .parse()
            .map_err(|_| RowError::NoMove(token.to_string()))?;
        let mv = san
            .to_move(&pos)
            .map_err(|_| RowError::Illegal(token.to_string()))?;
        moves.push(mv);
        pos.play_unchecked(mv);
    }
    if moves.is_empty() {
        return Err(RowError::NoMoves);
    }
    Ok((Opening::new(eco, name, moves), pos))
}
