//! The player's puzzle rating and history in the data folder: `history.csv`, one line a puzzle rated — its id,
//! its rating, 1 solved or 0 not, and the player's rating, deviation and volatility after it. The rating is the
//! last line's; the file is appended to, never rewritten.

use std::{
    fs::{self, OpenOptions},
    io::{self, Write},
    path::Path,
};

use tactus_core::puzzle::{Attempt, Rating};

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

/// Rates `attempts` in turn from the history in `folder` and appends them to it.
///
/// # Errors
/// The history cannot be written.
pub fn record(folder: &Path, attempts: &[Attempt]) -> io::Result<History> {
    let mut now = history(folder);
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
