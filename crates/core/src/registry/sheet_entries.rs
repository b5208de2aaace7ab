//! What follows the side in `sheet white|black …`: moves, `from N` and moves, `clear`, or `--file PATH`.

use std::path::PathBuf;

use super::{Keyword, MoveText, Verb};

/// A scoresheet's entries, as `sheet` takes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum SheetEntries {
    /// Empty the sheet.
    Clear,
    /// Write these moves, as typed; `from N`: they replace the sheet from White's move N on.
    Moves {
        /// The moves, as typed.
        moves: MoveText,
        /// The move number they start from, when given.
        from: Option<u32>,
    },
    /// Load the sheet from this file (PGN or movetext), as typed.
    File(PathBuf),
}

/// The entries in `rest` (as typed, trimmed, not empty); `None` when they are written wrongly.
pub(super) fn read(rest: &str) -> Option<SheetEntries> {
    let words: Vec<&str> = rest.split_whitespace().collect();
    // The words as typed: `CLEAR` is a move here, as the sheet has always read it.
    let first = words.first().and_then(|w| super::word(Verb::Sheet, w));
    match (first, words.as_slice()) {
        (Some(Keyword::Clear), [_]) => return Some(SheetEntries::Clear),
        (Some(Keyword::From), [_, number, _, ..]) => {
            let from = number.trim_end_matches('.').parse().ok()?;
            let moves = rest
                .splitn(3, char::is_whitespace)
                .nth(2)
                .unwrap_or_default()
                .trim();
            return Some(SheetEntries::Moves {
                moves: moves.into(),
                from: Some(from),
            });
        }
        _ => {}
    }
    match rest.strip_prefix("--file") {
        Some(path) if path.trim().is_empty() => None,
        Some(path) => Some(SheetEntries::File(PathBuf::from(path.trim()))),
        None => Some(SheetEntries::Moves {
            moves: rest.into(),
            from: None,
        }),
    }
}
