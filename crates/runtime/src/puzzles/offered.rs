//! The puzzles a run is given: from a CSV file in the export's form (`--puzzles`), else from the imported index, else
//! the shipped subset of the lichess puzzle database (CC0; `data/puzzles/SOURCES.md` says which); and the rating
//! and puzzles solved, told in the pack's words.

use std::path::Path;

use tactus_core::{Columns, Filter, PhraseKey, Puzzle, VoicePack};

use super::{choose, folder, History};
use crate::Worded;

/// The shipped puzzles.
const SHIPPED: &str = include_str!("../../../../data/puzzles/puzzles.csv");

/// The puzzles `filter` accepts: of `file` when given, else of the imported index (`seed` choosing), else shipped.
///
/// # Errors
/// The file or the index cannot be read.
pub(crate) fn offered(
    file: Option<&Path>,
    filter: &Filter,
    seed: u64,
    pack: &VoicePack,
) -> Result<Vec<Puzzle>, Worded> {
    match file {
        None => {
            match choose(&folder(), filter, seed).map_err(|e| unreadable(pack, &folder(), &e))? {
                Some(puzzles) => Ok(puzzles),
                None => Ok(read_puzzles(SHIPPED, filter)),
            }
        }
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| unreadable(pack, path, &e))?;
            Ok(read_puzzles(&text, filter))
        }
    }
}

/// A puzzle file that cannot be read, in the pack's words.
#[must_use]
pub(crate) fn unreadable(pack: &VoicePack, path: &Path, problem: &std::io::Error) -> Worded {
    Worded(pack.phrase(
        PhraseKey::PuzzleUnreadable,
        &[
            ("path", &path.display().to_string()),
            (
                "problem",
                &tactus_core::system_error(pack, problem.into()).to_string(),
            ),
        ],
    ))
}

/// The puzzles of a CSV text in the export's form that `filter` accepts; rows that cannot be read are left out.
fn read_puzzles(text: &str, filter: &Filter) -> Vec<Puzzle> {
    let mut lines = text.lines();
    let Some(columns) = lines.next().and_then(Columns::from_header) else {
        return Vec::new();
    };
    lines
        .filter_map(|line| columns.read(line).ok())
        .filter(|puzzle| filter.accepts(puzzle))
        .collect()
}

/// `1200-1600` as its two ends, the lower first.
#[must_use]
pub(crate) fn rating_band(text: &str) -> Option<(u16, u16)> {
    let (low, high) = text.split_once('-')?;
    let (low, high) = (low.trim().parse().ok()?, high.trim().parse().ok()?);
    (low <= high).then_some((low, high))
}

/// The rating and the puzzles solved, in the pack's words.
#[must_use]
pub fn stats(history: &History, pack: &VoicePack) -> String {
    let whole = |x: f64| format!("{x:.0}");
    pack.phrase(
        PhraseKey::PuzzleStats,
        &[
            ("rating", &whole(history.rating.rating)),
            ("deviation", &whole(history.rating.deviation)),
            ("played", &history.played.to_string()),
            ("solved", &history.solved.to_string()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_puzzles_are_read_and_all_play() {
        let puzzles = read_puzzles(SHIPPED, &Filter::default());
        assert_eq!(puzzles.len(), SHIPPED.lines().count() - 1);
        assert!(puzzles.len() >= 1000);
        assert!(puzzles.iter().all(Puzzle::plays));
    }

    #[test]
    fn rating_bands_are_read() {
        assert_eq!(rating_band("1200-1600"), Some((1200, 1600)));
        assert_eq!(rating_band("1600-1200"), None);
        assert_eq!(rating_band("abc"), None);
    }
}
