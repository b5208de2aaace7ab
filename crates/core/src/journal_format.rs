//! The game journal's format, read from bytes: one JSON line naming the format and its version, then one record per
//! line. Reading is strict: an empty file, a file that is not a journal, a newer version, or a line of nonsense in
//! the middle is refused with a message saying which line and what is wrong. Only a torn *last* line (a crash in the
//! middle of a write) is dropped, with a notice. The file itself is the runtime's (`tactus_runtime::Journal`).

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use crate::voice::{PhraseKey, Sentence, VoicePack};

/// The format name in every journal's first line.
pub const FORMAT: &str = "tactus-journal";
/// The version this program writes; it reads this version and older ones.
pub const VERSION: u32 = 1;

/// The first line of a journal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// The format's name: always the one this program writes.
    pub format: String,
    /// The format's version: what the journal's records need to be read.
    pub version: u32,
}

impl Header {
    /// The header this program writes.
    #[must_use]
    pub fn current() -> Header {
        Header {
            format: FORMAT.to_string(),
            version: VERSION,
        }
    }
}

/// Why journal bytes cannot be read as a journal.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum FormatError {
    /// The file holds nothing.
    #[error("the journal {path} is empty: it holds no game")]
    Empty {
        /// The journal's path, as given.
        path: String,
    },
    /// The first line is not a journal's header.
    #[error("{path} is not a tactus journal (its first line should be {{\"format\":\"{FORMAT}\",\"version\":N}})")]
    NotAJournal {
        /// The file's path, as given.
        path: String,
    },
    /// The journal's version is newer than this program reads.
    #[error("the journal {path} was written by a newer tactus (journal version {found}; this program reads up to version {VERSION}): update tactus to resume it")]
    Newer {
        /// The journal's path, as given.
        path: String,
        /// The version the journal has.
        found: u32,
    },
    /// A line that cannot be read, before the last.
    #[error("the journal {path} is damaged at line {line}: {problem}")]
    Damaged {
        /// The journal's path, as given.
        path: String,
        /// The line's number, from 1.
        line: usize,
        /// What is wrong with it.
        problem: Damage,
    },
}

/// What was read from a journal.
#[derive(Debug)]
pub struct Contents<T> {
    /// The journal's first line.
    pub header: Header,
    /// The records after it, in order.
    pub records: Vec<T>,
    /// Whether a torn last line was dropped: the user is told ([`torn_notice`]).
    pub torn: bool,
}

/// Reads a journal's bytes, as the runtime reads its file; `path` names it in the messages.
///
/// # Errors
/// A [`FormatError`] saying what is wrong and where; never a panic, whatever the bytes.
pub fn read_bytes<T: DeserializeOwned>(
    path: &str,
    bytes: &[u8],
) -> Result<Contents<T>, FormatError> {
    parse(path, bytes).map(|(contents, _)| contents)
}

/// Parses journal bytes; returns the contents and the length of the part that is whole.
pub fn parse<T: DeserializeOwned>(
    path: &str,
    bytes: &[u8],
) -> Result<(Contents<T>, u64), FormatError> {
    let path = path.to_string();
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(FormatError::Empty { path });
    }
    let mut lines: Vec<&[u8]> = bytes.split_inclusive(|b| *b == b'\n').collect();
    let torn = lines.last().is_some_and(|l| !l.ends_with(b"\n"));
    let mut good_len = bytes.len() as u64;
    if torn && lines.len() > 1 {
        let last = lines.pop().unwrap_or_default();
        good_len -= last.len() as u64;
    }
    let header: Header = lines
        .first()
        .and_then(|l| serde_json::from_slice(l).ok())
        .filter(|h: &Header| h.format == FORMAT)
        .ok_or_else(|| FormatError::NotAJournal { path: path.clone() })?;
    if header.version > VERSION {
        return Err(FormatError::Newer {
            path,
            found: header.version,
        });
    }
    let mut records = Vec::with_capacity(lines.len());
    for (index, line) in lines.iter().enumerate().skip(1) {
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let record = serde_json::from_slice(line).map_err(|e| FormatError::Damaged {
            path: path.clone(),
            line: index + 1,
            problem: Damage::of(&e),
        })?;
        records.push(record);
    }
    Ok((
        Contents {
            header,
            records,
            torn: torn && good_len < bytes.len() as u64,
        },
        good_len,
    ))
}

/// What is wrong with a journal line that cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Damage {
    /// It is not JSON (torn in the middle of the file, or written over).
    #[error("the line is not valid JSON")]
    NotJson,
    /// It is JSON, but not a record this program knows.
    #[error("the line is not a record tactus knows")]
    UnknownRecord,
}

impl Damage {
    /// The damage `error` found.
    #[must_use]
    pub(crate) fn of(error: &serde_json::Error) -> Damage {
        match error.classify() {
            serde_json::error::Category::Data => Damage::UnknownRecord,
            _ => Damage::NotJson,
        }
    }

    /// In `pack`'s words.
    #[must_use]
    pub fn worded(self, pack: &VoicePack) -> Sentence {
        let key = match self {
            Damage::NotJson => PhraseKey::JournalLineNotJson,
            Damage::UnknownRecord => PhraseKey::JournalLineUnknown,
        };
        Sentence::phrase(pack, key, Vec::new())
    }
}

impl FormatError {
    /// The error in `pack`'s words.
    #[must_use]
    pub fn worded(&self, pack: &VoicePack) -> Sentence {
        let path = |path: &str| ("path", Sentence::figures(path));
        match self {
            FormatError::Empty { path: p } => {
                Sentence::phrase(pack, PhraseKey::JournalEmpty, vec![path(p)])
            }
            FormatError::NotAJournal { path: p } => Sentence::phrase(
                pack,
                PhraseKey::JournalNotOurs,
                vec![
                    path(p),
                    (
                        "header",
                        Sentence::figures(format!("{{\"format\":\"{FORMAT}\",\"version\":N}}")),
                    ),
                ],
            ),
            FormatError::Newer { path: p, found } => Sentence::phrase(
                pack,
                PhraseKey::JournalNewer,
                vec![
                    path(p),
                    ("found", Sentence::figures(found.to_string())),
                    ("reads", Sentence::figures(VERSION.to_string())),
                ],
            ),
            FormatError::Damaged {
                path: p,
                line,
                problem,
            } => Sentence::phrase(
                pack,
                PhraseKey::JournalDamaged,
                vec![
                    path(p),
                    ("line", Sentence::figures(line.to_string())),
                    ("problem", problem.worded(pack)),
                ],
            ),
        }
    }
}

/// The notice of a journal at `path` whose torn last line was dropped, in `pack`'s words.
#[must_use]
pub fn torn_notice(pack: &VoicePack, path: &str) -> Sentence {
    Sentence::phrase(
        pack,
        PhraseKey::JournalTorn,
        vec![("path", Sentence::figures(path))],
    )
}
