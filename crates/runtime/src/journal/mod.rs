//! The game journal: one append-only file of JSON lines per game, each line written and
//! flushed to disk (fsync) *before* its effect is announced, so a crash or power cut loses
//! nothing that was acknowledged.
//!
//! The first line is a [`Header`] naming the format and its version; every further line is a
//! record of the caller's type. Reading is strict: an empty file, a file that is not a journal,
//! a newer version, or a line of nonsense in the middle is refused with a message saying which
//! line and what is wrong. Only a torn *last* line (a crash in the middle of a write) is dropped,
//! with a notice. A journal is never overwritten: creating one where a file exists is refused.

mod location;

pub use location::default_journal_path;

use std::{
    fs::{File, OpenOptions},
    io::{self, Write},
    path::{Path, PathBuf},
};

use serde::{de::DeserializeOwned, Deserialize, Serialize};

/// The format name in every journal's first line.
pub const FORMAT: &str = "tactus-journal";
/// The version this program writes; it reads this version and older ones.
pub const VERSION: u32 = 1;

/// The first line of a journal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    pub format: String,
    pub version: u32,
}

impl Header {
    fn current() -> Header {
        Header {
            format: FORMAT.to_string(),
            version: VERSION,
        }
    }
}

/// Why a journal could not be created, written or read.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    #[error("the journal {path} already exists; tactus never overwrites a journal (resume it with `tactus resume {path}`, or choose another --journal)")]
    Exists { path: String },
    #[error("cannot write the journal {path}: {source}")]
    Write { path: String, source: io::Error },
    #[error("cannot read the journal {path}: {source}")]
    Read { path: String, source: io::Error },
    #[error("the journal {path} is empty: it holds no game")]
    Empty { path: String },
    #[error("{path} is not a tactus journal (its first line should be {{\"format\":\"{FORMAT}\",\"version\":N}})")]
    NotAJournal { path: String },
    #[error("the journal {path} was written by a newer tactus (journal version {found}; this program reads up to version {VERSION}): update tactus to resume it")]
    Newer { path: String, found: u32 },
    #[error("the journal {path} is damaged at line {line}: {problem}")]
    Damaged {
        path: String,
        line: usize,
        problem: String,
    },
}

/// Maps an I/O error on the journal at `path` to [`JournalError::Write`].
fn write_error(path: &Path) -> impl Fn(io::Error) -> JournalError + '_ {
    move |source| JournalError::Write {
        path: path.display().to_string(),
        source,
    }
}

/// An open journal, appending records.
#[derive(Debug)]
pub struct Journal {
    file: File,
    path: PathBuf,
}

/// What was read from a journal.
#[derive(Debug)]
pub struct Contents<T> {
    pub header: Header,
    pub records: Vec<T>,
    /// Set when a torn last line was dropped: a sentence for the user.
    pub notice: Option<String>,
}

impl Journal {
    /// Creates a new journal at `path` (its folder is made if needed) and writes the header.
    ///
    /// # Errors
    /// [`JournalError::Exists`] when a file is already there; [`JournalError::Write`] otherwise.
    pub fn create(path: &Path) -> Result<Journal, JournalError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(write_error(path))?;
        }
        let file = OpenOptions::new()
            .append(true)
            .create_new(true)
            .open(path)
            .map_err(|source| {
                if source.kind() == io::ErrorKind::AlreadyExists {
                    JournalError::Exists {
                        path: path.display().to_string(),
                    }
                } else {
                    write_error(path)(source)
                }
            })?;
        let mut journal = Journal {
            file,
            path: path.to_path_buf(),
        };
        if let Err(e) = journal.append(&Header::current()) {
            // A full disk: the new file holds nothing, and left behind it would stop the next try (it exists).
            let _ = std::fs::remove_file(path);
            return Err(e);
        }
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            // Make the new file's directory entry durable too.
            if let Ok(dir) = File::open(dir) {
                let _ = dir.sync_all();
            }
        }
        Ok(journal)
    }

    /// Opens an existing journal to append to it, after reading what it holds. A torn last
    /// line is cut off the file first, so new records start on a line of their own.
    ///
    /// # Errors
    /// Every [`JournalError`] of [`read`], and [`JournalError::Write`].
    pub fn resume<T: DeserializeOwned>(
        path: &Path,
    ) -> Result<(Journal, Contents<T>), JournalError> {
        let (contents, good_len) = read_with_length(path)?;
        let file = OpenOptions::new()
            .append(true)
            .open(path)
            .map_err(write_error(path))?;
        file.set_len(good_len).map_err(write_error(path))?;
        let mut journal = Journal {
            file,
            path: path.to_path_buf(),
        };
        journal.sync()?;
        Ok((journal, contents))
    }

    /// Appends one record as a JSON line and waits until it is on disk.
    ///
    /// # Errors
    /// [`JournalError::Write`] when the line cannot be written or synced.
    pub fn append<T: Serialize>(&mut self, record: &T) -> Result<(), JournalError> {
        let mut line =
            serde_json::to_vec(record).map_err(|e| write_error(&self.path)(io::Error::other(e)))?;
        line.push(b'\n');
        let before = self.file.metadata().map(|m| m.len()).ok();
        // The file is opened for appending: every write lands at its end. A record that could not be written and
        // synced whole is cut off again, so the file never holds half a line or a record the game did not keep.
        let written = self
            .file
            .write_all(&line)
            .map_err(write_error(&self.path))
            .and_then(|()| self.sync());
        if written.is_err() {
            if let Some(len) = before {
                let _ = self.file.set_len(len);
            }
        }
        written
    }

    fn sync(&mut self) -> Result<(), JournalError> {
        self.file.sync_data().map_err(write_error(&self.path))
    }

    /// Where this journal is.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// Reads a journal: its header and every record.
///
/// # Errors
/// A [`JournalError`] saying what is wrong and where; never a panic, whatever the bytes.
pub fn read<T: DeserializeOwned>(path: &Path) -> Result<Contents<T>, JournalError> {
    read_with_length(path).map(|(contents, _)| contents)
}

fn read_with_length<T: DeserializeOwned>(path: &Path) -> Result<(Contents<T>, u64), JournalError> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|source| JournalError::Read {
        path: shown.clone(),
        source,
    })?;
    parse(&shown, &bytes)
}

/// Reads a journal's bytes, as [`read`] reads its file; `path` names it in the messages.
///
/// # Errors
/// A [`JournalError`] saying what is wrong and where; never a panic, whatever the bytes.
pub fn read_bytes<T: DeserializeOwned>(
    path: &str,
    bytes: &[u8],
) -> Result<Contents<T>, JournalError> {
    parse(path, bytes).map(|(contents, _)| contents)
}

/// Parses journal bytes; returns the contents and the length of the part that is whole.
fn parse<T: DeserializeOwned>(
    path: &str,
    bytes: &[u8],
) -> Result<(Contents<T>, u64), JournalError> {
    let path = path.to_string();
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(JournalError::Empty { path });
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
        .ok_or_else(|| JournalError::NotAJournal { path: path.clone() })?;
    if header.version > VERSION {
        return Err(JournalError::Newer {
            path,
            found: header.version,
        });
    }
    let mut records = Vec::with_capacity(lines.len());
    for (index, line) in lines.iter().enumerate().skip(1) {
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let record = serde_json::from_slice(line).map_err(|e| JournalError::Damaged {
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

fn describe_json_error(e: &serde_json::Error) -> String {
    use serde_json::error::Category;
    match e.classify() {
        Category::Syntax | Category::Eof => format!("the line is not valid JSON ({e})"),
        Category::Data => format!("the line is not a record tactus knows ({e})"),
        Category::Io => e.to_string(),
    }
}

#[cfg(test)]
mod tests;

impl tactus_core::session::RecordWriter for Journal {
    fn write(&mut self, record: &tactus_core::session::Record) -> Result<(), String> {
        self.append(record).map_err(|e| e.to_string())
    }

    fn location(&self) -> Option<String> {
        Some(self.path().display().to_string())
    }
}
