//! The puzzles imported into the data folder (`tactus puzzle import`) and the choice among them.
//!
//! The index is two files in `<data folder>/tactus/puzzles`: `puzzles.csv`, the rows kept (the export's columns a
//! puzzle needs: id, FEN, moves, rating, themes, opening tags), and `index.bin`, one fixed entry of 16 bytes per
//! row — where the row starts in `puzzles.csv` (u64), its rating (u16), and its themes as bits (u32 and u16) of the
//! theme list in `themes.txt`. A choice reads only `index.bin` (64 MB for the whole export of some 4 million rows),
//! keeps the entries of the rating band and theme asked for, and reads just the rows it picks at random; no
//! database engine is linked and nothing has to be parsed to choose. An import writes new files beside the old
//! ones and renames them over, so an import that fails leaves the last index whole.
//!
//! - `zstd.rs`: a `.csv.zst` read as a stream, every frame in turn (skippable frames skipped), by `ruzstd`, pure
//!   Rust, so the Windows build needs no C compiler;
//! - `import.rs`: rows streamed in, malformed ones counted and skipped (`import_told.rs`: told as it goes); `choose.rs`: the random choice;
//!   `history.rs`: the player's Glicko-2 rating and the puzzles rated, `history.csv`; `offered.rs`: the puzzles a
//!   run is given (a file, the index, else the shipped ones).

mod choose;
mod history;
mod import;
mod import_told;
mod offered;
mod zstd;

pub(crate) use choose::choose;
pub use history::history;
pub(crate) use history::{rated_ids, record, History};
pub(crate) use import::import_file;
pub use import_told::import_told;
pub use offered::stats;
pub(crate) use offered::{offered, rating_band, unreadable};
pub(crate) use zstd::ZstdFrames;

use std::path::PathBuf;

/// The themes an index gives bits to: the first 48 met in the import (the export has fewer than 70; a theme past
/// these is still kept in the row, and checked there).
pub(crate) const THEME_BITS: usize = 48;

/// The size of one entry of `index.bin`.
pub(crate) const ENTRY: usize = 16;

/// `<data folder>/tactus/puzzles`, where an import puts its index.
#[must_use]
pub fn folder() -> PathBuf {
    crate::journal::data_folder().join("tactus").join("puzzles")
}
