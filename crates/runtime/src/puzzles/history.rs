//! The player's puzzle rating and history in the data folder: `history.csv`, one line a puzzle rated — its id,
//! its rating, 1 solved or 0 not, and the player's rating, deviation and volatility after it. The rating is the
//! last line's; the file is appended to, never rewritten.

use std::{
    collections::HashSet,
    fs::{self, OpenOptions},
    io::{self, Write},
    path::Path,
};

use tactus_core::{unrated, Attempt, Rating};

/// The player's history: the rating now, and how many puzzles were rated and solved.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct History {
    /// The rating after the last puzzle (the starting rating before any).
    pub rating: Rating,
    /// Puzzles rated.
    pub played: u64,
    /// Puzzles solved without a wrong move.
    pub solved: u64,
}

/// The history in `folder` (none yet: the starting rating); lines that cannot be read are left out.
#[must_use]
pub fn history(folder: &Path) -> History {
    let mut history = History {
        rating: Rating::default(),
        played: 0,
        solved: 0,
    };
    let text = fs::read_to_string(folder.join("history.csv")).unwrap_or_default();
    for line in text.lines() {
        let fields: Vec<&str> = line.split(',').collect();
        let number = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok());
        if let (Some(solved), Some(rating), Some(deviation), Some(volatility)) =
            (fields.get(2), number(3), number(4), number(5))
        {
            history.rating = Rating {
                rating,
                deviation,
                volatility,
            };
            history.played += 1;
            history.solved += u64::from(*solved == "1");
        }
    }
    history
}

/// The ids of the puzzles the history in `folder` has rated.
#[must_use]
pub(crate) fn rated_ids(folder: &Path) -> HashSet<String> {
    fs::read_to_string(folder.join("history.csv"))
        .unwrap_or_default()
        .lines()
        .filter_map(|line| line.split(',').next().map(str::to_string))
        .collect()
}

/// Rates `attempts` in turn from the history in `folder` and appends them to it. A puzzle is rated once: one the
/// history holds already (played in an earlier session, or twice in this one) is left out, so playing the same
/// puzzles again does not move the rating.
///
/// # Errors
/// The history cannot be written.
pub(crate) fn record(folder: &Path, attempts: &[Attempt]) -> io::Result<History> {
    let mut now = history(folder);
    let attempts = unrated(&mut rated_ids(folder), attempts);
    if attempts.is_empty() {
        return Ok(now);
    }
    fs::create_dir_all(folder)?;
    let mut lines = String::new();
    for attempt in attempts {
        now.rating = now
            .rating
            .after_puzzle(f64::from(attempt.rating), attempt.solved);
        now.played += 1;
        now.solved += u64::from(attempt.solved);
        lines.push_str(&format!(
            "{},{},{},{:.2},{:.2},{:.6}\n",
            attempt.id,
            attempt.rating,
            u8::from(attempt.solved),
            now.rating.rating,
            now.rating.deviation,
            now.rating.volatility
        ));
    }
    let mut file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(folder.join("history.csv"))?;
    file.write_all(lines.as_bytes())?;
    file.sync_all()?;
    Ok(now)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attempt(id: &str, solved: bool) -> Attempt {
        Attempt {
            id: id.into(),
            rating: 1500,
            solved,
        }
    }

    #[test]
    fn a_puzzle_is_rated_once_across_sessions() {
        let folder = tempfile::tempdir().expect("a folder");
        let first = record(
            folder.path(),
            &[attempt("aaaaa", true), attempt("aaaaa", false)],
        )
        .expect("written");
        assert_eq!((first.played, first.solved), (1, 1));
        let again = record(
            folder.path(),
            &[attempt("aaaaa", true), attempt("bbbbb", false)],
        )
        .expect("written");
        assert_eq!((again.played, again.solved), (2, 1));
        let text = std::fs::read_to_string(folder.path().join("history.csv")).expect("kept");
        assert_eq!(text.lines().count(), 2);
        let read = history(folder.path());
        assert_eq!((read.played, read.solved), (2, 1));
    }
}
