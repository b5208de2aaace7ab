//! A random choice of puzzles from the index, by rating band and theme, reading only the entries probed and the
//! rows chosen.
//!
//! Entries are probed at random (16 bytes each); a filter that most entries fail (a rare theme in a narrow band)
//! is met by reading the whole of `index.bin` once, after a bounded number of probes.

use std::{
    collections::HashSet,
    fs::{self, File},
    io::{self, BufRead, BufReader, Read, Seek, SeekFrom},
    path::Path,
};

use tactus_core::{Columns, Filter, Puzzle};

use super::{ENTRY, THEME_BITS};

/// How many puzzles a choice hands to the session (it plays them in a random order, and `next` takes another).
pub(crate) const CHOSEN: usize = 64;

/// How many entries are probed at random before the whole index is read.
const PROBES: usize = 20_000;

/// What an entry must hold: a rating band and, when the theme has a bit, that bit.
struct Wanted {
    low: u16,
    high: u16,
    mask: Option<u64>,
}

impl Wanted {
    /// The row's offset in `puzzles.csv` when `entry` is wanted.
    fn offset(&self, entry: &[u8]) -> Option<u64> {
        let rating = u16::from_le_bytes([entry[8], entry[9]]);
        let mut bits = [0u8; 8];
        bits[..6].copy_from_slice(&entry[10..16]);
        let themed = self
            .mask
            .is_none_or(|mask| u64::from_le_bytes(bits) & mask != 0);
        let mut offset = [0u8; 8];
        offset.copy_from_slice(&entry[..8]);
        ((self.low..=self.high).contains(&rating) && themed).then(|| u64::from_le_bytes(offset))
    }
}

/// Up to [`CHOSEN`] puzzles of the index in `folder` that `filter` accepts, picked with `seed`; `None` when there
/// is no index.
///
/// # Errors
/// The index cannot be read.
pub(crate) fn choose(folder: &Path, filter: &Filter, seed: u64) -> io::Result<Option<Vec<Puzzle>>> {
    let Ok(mut index) = File::open(folder.join("index.bin")) else {
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
    let (low, high) = filter.rating.unwrap_or((0, u16::MAX));
    let wanted = Wanted {
        low,
        high,
        mask: theme_bit
            .filter(|bit| *bit < THEME_BITS)
            .map(|bit| 1u64 << bit),
    };
    let count = usize::try_from(index.metadata()?.len()).unwrap_or(usize::MAX) / ENTRY;
    let mut rows = Rows::open(folder)?;
    let mut random = Random(seed | 1);
    let mut chosen = Vec::new();
    let mut probed = HashSet::new();
    let mut entry = [0u8; ENTRY];
    while chosen.len() < CHOSEN && probed.len() < PROBES.min(count) {
        let at = random.below(count);
        if !probed.insert(at) {
            continue;
        }
        index.seek(SeekFrom::Start((at * ENTRY) as u64))?;
        index.read_exact(&mut entry)?;
        if let Some(offset) = wanted.offset(&entry) {
            chosen.extend(rows.puzzle(offset, filter)?);
        }
    }
    if chosen.len() < CHOSEN && probed.len() < count {
        // Few entries are wanted: read them all, then take them in a random order.
        chosen.clear();
        let mut whole = Vec::new();
        index.seek(SeekFrom::Start(0))?;
        index.read_to_end(&mut whole)?;
        let mut offsets: Vec<u64> = whole
            .chunks_exact(ENTRY)
            .filter_map(|entry| wanted.offset(entry))
            .collect();
        while chosen.len() < CHOSEN && !offsets.is_empty() {
            let offset = offsets.swap_remove(random.below(offsets.len()));
            chosen.extend(rows.puzzle(offset, filter)?);
        }
    }
    Ok(Some(chosen))
}

/// `puzzles.csv`, read a row at a time where an entry points.
struct Rows {
    file: BufReader<File>,
    columns: Columns,
    line: String,
}

impl Rows {
    fn open(folder: &Path) -> io::Result<Rows> {
        Ok(Rows {
            file: BufReader::with_capacity(1024, File::open(folder.join("puzzles.csv"))?),
            columns: Columns::from_header("PuzzleId,FEN,Moves,Rating,Themes,OpeningTags")
                .ok_or_else(|| io::Error::other("the index's columns"))?,
            line: String::new(),
        })
    }

    /// The row at `offset`, when it is a puzzle `filter` accepts and that can be played.
    fn puzzle(&mut self, offset: u64, filter: &Filter) -> io::Result<Option<Puzzle>> {
        self.file.seek(SeekFrom::Start(offset))?;
        self.line.clear();
        self.file.read_line(&mut self.line)?;
        Ok(self
            .columns
            .read(&self.line)
            .ok()
            .filter(|puzzle| filter.accepts(puzzle) && puzzle.plays()))
    }
}

/// A xorshift generator: the choice repeats with its seed.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        usize::try_from(self.0 % u64::try_from(n.max(1)).unwrap_or(1)).unwrap_or(0)
    }
}
