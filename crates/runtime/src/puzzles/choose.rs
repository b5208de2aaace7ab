//! A random choice of puzzles from the index, by rating band and theme, reading only the rows chosen.

use std::{
    fs::{self, File},
    io::{self, BufRead, BufReader, Seek, SeekFrom},
    path::Path,
};

use tactus_core::puzzle::{Columns, Filter, Puzzle};

use super::{ENTRY, THEME_BITS};

/// How many puzzles a choice hands to the session (it plays them in a random order, and `next` takes another).
pub const CHOSEN: usize = 64;

/// Up to [`CHOSEN`] puzzles of the index in `folder` that `filter` accepts, picked with `seed`; `None` when there
/// is no index.
///
/// # Errors
/// The index cannot be read.
pub fn choose(folder: &Path, filter: &Filter, seed: u64) -> io::Result<Option<Vec<Puzzle>>> {
    let Ok(entries) = fs::read(folder.join("index.bin")) else {
        return Ok(None);
    };
    let themes = fs::read_to_string(folder.join("themes.txt"))?;
    // A theme with a bit is checked on the entry; one without (or an opening) on the row.
    let theme_bit = filter.theme.as_deref().and_then(|wanted| {
        themes
            .lines()
            .position(|theme| theme.eq_ignore_ascii_case(wanted))
    });
    if filter.theme.is_some() && theme_bit.is_none() {
        return Ok(Some(Vec::new()));
    }
    let mask = theme_bit
        .filter(|bit| *bit < THEME_BITS)
        .map(|bit| 1u64 << bit);
    let (low, high) = filter.rating.unwrap_or((0, u16::MAX));
    let candidates: Vec<u64> = entries
        .chunks_exact(ENTRY)
        .filter(|entry| {
            let rating = u16::from_le_bytes([entry[8], entry[9]]);
            let mut bits = [0u8; 8];
            bits[..6].copy_from_slice(&entry[10..16]);
            (low..=high).contains(&rating)
                && mask.is_none_or(|mask| u64::from_le_bytes(bits) & mask != 0)
        })
        .map(|entry| u64::from_le_bytes(entry[..8].try_into().unwrap_or_default()))
        .collect();
    let columns = Columns::from_header("PuzzleId,FEN,Moves,Rating,Themes,OpeningTags")
        .ok_or_else(|| io::Error::other("the index's columns"))?;
    let mut rows = BufReader::new(File::open(folder.join("puzzles.csv"))?);
    let mut chosen = Vec::new();
    let mut state = seed | 1;
    let mut order: Vec<usize> = (0..candidates.len()).collect();
    let mut line = String::new();
    // A partial Fisher-Yates shuffle: the rows are read in a random order until enough are accepted.
    for i in 0..order.len() {
        if chosen.len() >= CHOSEN {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let span = u64::try_from(order.len() - i).unwrap_or(1);
        let j = i + usize::try_from(state % span).unwrap_or(0);
        order.swap(i, j);
        rows.seek(SeekFrom::Start(candidates[order[i]]))?;
        line.clear();
        rows.read_line(&mut line)?;
        if let Ok(puzzle) = columns.read(&line) {
            if filter.accepts(&puzzle) && puzzle.plays() {
                chosen.push(puzzle);
            }
        }
    }
    Ok(Some(chosen))
}
