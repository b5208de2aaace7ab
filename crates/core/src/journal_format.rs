//! The game journal's format, read from bytes: one JSON line naming the format and its version, then one record per
//! line. Reading is strict: an empty file, a file that is not a journal, a newer version, or a line of nonsense in
//! the middle is refused with a message saying which line and what is wrong. Only a torn *last* line (a crash in the
//! middle of a write) is dropped, with a notice. The file itself is the runtime's (`tactus_runtime::journal`).

use serde::{de::DeserializeOwned, Deserialize, Serialize};

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
        problem: String,
    },
}

/// What was read from a journal.
#[derive(Debug)]
pub struct Contents<T> {
    /// The journal's first line.
    pub header: Header,
    /// The records after it, in order.
    pub records: Vec<T>,
    /// Set when a torn last line was dropped: a sentence for the user.
    pub notice: Option<String>,
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
    let mut notice = None;
    let mut good_len = bytes.len() as u64;
    if torn && lines.len() > 1 {
        let last = lines.pop().unwrap_or_default();
        good_len -= last.len() as u64;
        notice = Some(format!(
            "the last line of the journal {path} was cut off in the middle of writing (a crash or power cut); \
             it was dropped, and everything acknowledged before it is kept"
        ));
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
            problem: describe_json_error(&e),
        })?;
        records.push(record);
    }
    Ok((
        Contents {
            header,
            records,
            notice,
        },
        good_len,
    ))
}

pub(crate) fn describe_json_error(e: &serde_json::Error) -> String {
    use serde_json::error::Category;
    match e.classify() {
        Category::Syntax | Category::Eof => format!("the line is not valid JSON ({e})"),
        Category::Data => format!("the line is not a record tactus knows ({e})"),
        Category::Io => e.to_string(),
    }
}
