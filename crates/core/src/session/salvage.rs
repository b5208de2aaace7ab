//! What can be saved from a damaged journal: its longest beginning that still makes a game. Lines are kept as they
//! were written, up to the first one that is not a record (a disk error, a hand edit) or does not fit the game
//! replayed so far; that line and everything after it are dropped. The caller keeps the original file.

use std::sync::Arc;

use super::{
    record::Record,
    replay::{replay, ReplayError},
    wording::Wording,
};
use crate::journal_format::{Damage, Header, FORMAT, VERSION};

/// A damaged journal's consistent beginning.
#[derive(Debug)]
pub struct Salvage {
    /// The header and the records kept, byte for byte as they were written.
    pub bytes: Vec<u8>,
    /// The records kept: the setup and everything up to the damage.
    pub records: Vec<Record>,
    /// The first line dropped (the header is line 1).
    pub damaged_line: usize,
    /// What is wrong with that line.
    pub problem: String,
    /// How many lines are dropped, the damaged one included.
    pub dropped: usize,
}

/// The consistent beginning of the journal `bytes`; `None` when nothing is damaged (a torn last line is not damage:
/// reading drops it) or nothing can be saved (not a journal, a newer one, or no setup that makes a game).
#[must_use]
pub fn salvage(bytes: &[u8], wording: Arc<Wording>) -> Option<Salvage> {
    let lines: Vec<&[u8]> = bytes
        .split_inclusive(|b| *b == b'\n')
        .filter(|line| line.ends_with(b"\n"))
        .collect();
    let header: Header = serde_json::from_slice(lines.first()?).ok()?;
    if header.format != FORMAT || header.version > VERSION {
        return None;
    }
    // Each record with its line's index, up to the first line that is not a record.
    let mut kept: Vec<(usize, Record)> = Vec::new();
    let mut damage = None;
    for (index, line) in lines.iter().enumerate().skip(1) {
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        match serde_json::from_slice(line) {
            Ok(record) => kept.push((index, record)),
            Err(e) => {
                damage = Some((index, Damage::of(&e).worded(&wording.pack).to_string()));
                break;
            }
        }
    }
    let records: Vec<Record> = kept.iter().map(|(_, record)| record.clone()).collect();
    match replay(&records, wording) {
        Ok(_) => {}
        Err(ReplayError::NoSetup) => return None,
        Err(ReplayError::Misfit { line, problem }) => {
            // The replay numbers record k (from 0, the setup first) as line k + 2.
            let misfit = line.checked_sub(2)?;
            damage = Some((kept.get(misfit)?.0, problem));
            kept.truncate(misfit);
        }
    }
    let (damaged_index, problem) = damage?;
    let (last_kept, _) = kept.last()?;
    let bytes = lines[..=*last_kept].concat();
    let torn = usize::from(!bytes.is_empty() && !bytes.ends_with(b"\n"));
    let dropped = lines[damaged_index..]
        .iter()
        .filter(|line| !line.iter().all(u8::is_ascii_whitespace))
        .count()
        + torn;
    Some(Salvage {
        bytes,
        records: kept.into_iter().map(|(_, record)| record).collect(),
        damaged_line: damaged_index + 1,
        problem,
        dropped,
    })
}
