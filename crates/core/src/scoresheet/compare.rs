//! Two scoresheets side by side (Appendix D.2.9): how far they agree, and where they first differ.
//!
//! Both are replayed from the same start; an entry is read against the position both sheets agree on so far, in
//! any accepted notation, so "Sf3", "Nf3", "g1f3" and "springer felix drei" are the same move. The first ply where
//! the two entries are not the same legal move (another move, an illegal, ambiguous or unreadable entry, or one
//! sheet stopping) is the first difference; the position after the last agreeing ply is what the arbiter retraces
//! to.

use serde::Serialize;
use shakmaty::{san::SanPlus, Move, Position};

use crate::{clock::Side, notation::MoveReader, rules::Game};

use super::{read_entry, NotAMove, Sheet};

/// One sheet's entry at the first difference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// The entry: normalised SAN when it is a legal move, else as written; `None` when the sheet has stopped.
    pub text: Option<String>,
    /// The move, when the entry is one legal (and not ambiguous) move in the agreed position.
    pub mv: Option<Move>,
}

impl Written {
    /// Whether the entry is a legal move.
    #[must_use]
    pub(crate) fn legal(&self) -> bool {
        self.mv.is_some()
    }
}

/// Where two sheets first differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The half-move (1 = White's first move of the game).
    pub ply: usize,
    /// Its move number.
    pub move_number: u32,
    /// Whose move it is.
    pub side: Side,
    /// The first sheet's entry there.
    pub a: Written,
    /// The second sheet's entry there.
    pub b: Written,
}

/// The comparison of two sheets.
#[derive(Clone, Debug)]
pub struct Comparison {
    /// The last ply on which the sheets agree (0: not even the first).
    pub agree_until_ply: usize,
    /// The number of entries on the first sheet.
    pub plies_a: usize,
    /// The number of entries on the second sheet.
    pub plies_b: usize,
    /// Where the sheets first differ (one ending before the other does too); `None` when they are the same.
    pub first_difference: Option<Difference>,
    /// The game the sheets agree on: their start and every agreeing move.
    pub agreed: Game,
}

/// Why two sheets cannot be compared.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CompareError {
    /// The sheets' start positions (FEN) differ.
    #[error("the sheets start from different positions ({0} and {1})")]
    DifferentStarts(String, String),
    /// The start position cannot be read: why.
    #[error("{0}")]
    Start(String),
}

/// Compares two sheets.
///
/// # Errors
/// [`CompareError`] when the sheets name different or unreadable start positions.
///
/// ```
/// use tactus_core::{compare_sheets, MoveReader, Notation, Sheet, VoicePack};
///
/// let reader = MoveReader::for_pack(Notation::default(), &VoicePack::default_pack());
/// let blind = Sheet::read(b"1. e4 e5 2. Nf3 Nc6 3. Bb5", &reader).unwrap();
/// let sighted = Sheet::read(b"1. e4 e5 2. Nf3 Nf6 3. Nxe5", &reader).unwrap();
/// let found = compare_sheets(&blind, &sighted, &reader).unwrap();
/// // The sheets agree on three half-moves and part at Black's second move (D.2.9).
/// assert_eq!(found.agree_until_ply, 3);
/// assert!(found.first_difference.is_some());
/// ```
pub fn compare(a: &Sheet, b: &Sheet, reader: &MoveReader) -> Result<Comparison, CompareError> {
    let fen = match (&a.fen, &b.fen) {
        (Some(x), Some(y)) if x.trim() != y.trim() => {
            return Err(CompareError::DifferentStarts(x.clone(), y.clone()))
        }
        (Some(f), _) | (None, Some(f)) => Some(f.clone()),
        (None, None) => None,
    };
    let mut game = match &fen {
        Some(f) => Game::from_fen(f).map_err(|e| CompareError::Start(e.to_string()))?,
        None => Game::default(),
    };
    let mut entries_a = a.entries.clone();
    let mut entries_b = b.entries.clone();
    let mut ply = 0;
    let first_difference = loop {
        let read_a = read_entry(&mut entries_a, ply, game.position(), reader);
        let read_b = read_entry(&mut entries_b, ply, game.position(), reader);
        match (&read_a, &read_b) {
            (None, None) => break None,
            (Some(Ok(x)), Some(Ok(y))) if x == y => {
                game.play(*x);
                ply += 1;
            }
            _ => {
                let pos = game.position();
                let written = |read: &Option<Result<Move, NotAMove>>| match read {
                    None => Written {
                        text: None,
                        mv: None,
                    },
                    Some(Ok(mv)) => Written {
                        text: Some(SanPlus::from_move(pos.clone(), *mv).to_string()),
                        mv: Some(*mv),
                    },
                    Some(Err(NotAMove(text))) => Written {
                        text: Some(text.clone()),
                        mv: None,
                    },
                };
                break Some(Difference {
                    ply: ply + 1,
                    move_number: pos.fullmoves().get(),
                    side: pos.turn().into(),
                    a: written(&read_a),
                    b: written(&read_b),
                });
            }
        }
    };
    Ok(Comparison {
        agree_until_ply: ply,
        plies_a: entries_a.len(),
        plies_b: entries_b.len(),
        first_difference,
        agreed: game,
    })
}

/// The JSON object of docs/cli.md (`tactus compare`).
#[derive(Serialize)]
pub struct ComparisonJson<'a> {
    agree_until_ply: usize,
    plies_a: usize,
    plies_b: usize,
    first_difference: Option<DifferenceJson<'a>>,
    fen_at_agreement: String,
}

#[derive(Serialize)]
struct DifferenceJson<'a> {
    ply: usize,
    move_number: u32,
    side: Side,
    a: Option<&'a str>,
    b: Option<&'a str>,
    a_legal: bool,
    b_legal: bool,
}

impl Comparison {
    /// The contract's JSON form.
    #[must_use]
    pub fn json(&self) -> ComparisonJson<'_> {
        ComparisonJson {
            agree_until_ply: self.agree_until_ply,
            plies_a: self.plies_a,
            plies_b: self.plies_b,
            first_difference: self.first_difference.as_ref().map(|d| DifferenceJson {
                ply: d.ply,
                move_number: d.move_number,
                side: d.side,
                a: d.a.text.as_deref(),
                b: d.b.text.as_deref(),
                a_legal: d.a.legal(),
                b_legal: d.b.legal(),
            }),
            fen_at_agreement: self.agreed.fen(),
        }
    }
}

#[cfg(test)]
mod tests;
