//! The game journal: one append-only file of JSON lines per game, each line written and
//! flushed to disk (fsync) *before* its effect is announced, so a crash or power cut loses
//! nothing that was acknowledged.
//!
//! The format (a [`Header`] line, then one record per line, read strictly) is the core's
//! (`tactus_core::journal_format`); here is the file: created once, never overwritten, written at
//! its end and synced line by line, and read back.

mod access;
mod location;
mod lock;
mod repair;
mod tail;

pub use location::games_folder;
pub(crate) use location::{data_folder, training_folder};
pub use lock::{lock_path, JournalLock};
pub(crate) use repair::repair;

use std::{
    fs::File,
    io,
    path::{Path, PathBuf},
};

use serde::{de::DeserializeOwned, Serialize};

use access::Access;
use tactus_core::parse_journal;
pub(crate) use tactus_core::{Contents, FormatError, Header};
use tail::Tail;

/// Why a journal could not be created, written or read.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    /// The journal's file exists already: a journal is never overwritten.
    #[error("the journal {path} already exists; tactus never overwrites a journal (resume it with `tactus resume {path}`, or choose another --journal)")]
    Exists {
        /// The journal's path.
        path: String,
    },
    /// The journal could not be created or written.
    #[error("cannot write the journal {path}: {source}")]
    Write {
        /// The journal's path.
        path: String,
        /// The system's error.
        source: io::Error,
    },
    /// The journal could not be read.
    #[error("cannot read the journal {path}: {source}")]
    Read {
        /// The journal's path.
        path: String,
        /// The system's error.
        source: io::Error,
    },
    /// Another process has the game open.
    #[error("the game {path} is open in another tactus{}", holder.map(|p| format!(" (process {p})")).unwrap_or_default())]
    Locked {
        /// The journal's path.
        path: String,
        /// The process holding it, when known.
        holder: Option<u32>,
    },
    /// The bytes are not a journal this program reads.
    #[error(transparent)]
    Format(#[from] FormatError),
}

impl JournalError {
    /// The error in `pack`'s words (the system's own reason, and a journal's format problems, as they are worded).
    #[must_use]
    pub fn worded(&self, pack: &tactus_core::VoicePack) -> String {
        use tactus_core::PhraseKey;
        let system_error = |pack, error| tactus_core::system_error(pack, error).to_string();
        match self {
            JournalError::Exists { path } => {
                pack.phrase(PhraseKey::ErrorJournalExists, &[("path", path)])
            }
            JournalError::Write { path, source } => pack.phrase(
                PhraseKey::ErrorJournalWrite,
                &[
                    ("path", path),
                    ("reason", &system_error(pack, source.into())),
                ],
            ),
            JournalError::Read { path, source } => pack.phrase(
                PhraseKey::ErrorJournalRead,
                &[
                    ("path", path),
                    ("reason", &system_error(pack, source.into())),
                ],
            ),
            JournalError::Locked { path, holder } => match holder {
                Some(process) => pack.phrase(
                    PhraseKey::ErrorJournalLocked,
                    &[("path", path), ("process", &process.to_string())],
                ),
                None => pack.phrase(PhraseKey::ErrorJournalLockedUnknown, &[("path", path)]),
            },
            JournalError::Format(format) => format.worded(pack).to_string(),
        }
    }
}

impl JournalError {
    /// What the system said, by its kind: [`SystemError::Unknown`] for an error that is not the system's.
    ///
    /// [`SystemError::Unknown`]: tactus_core::SystemError::Unknown
    #[must_use]
    pub fn system_error(&self) -> tactus_core::SystemError {
        match self {
            JournalError::Write { source, .. } | JournalError::Read { source, .. } => source.into(),
            _ => tactus_core::SystemError::Unknown,
        }
    }
}

/// Maps an I/O error on the journal at `path` to [`JournalError::Write`].
fn write_error(path: &Path) -> impl Fn(io::Error) -> JournalError + '_ {
    move |source| JournalError::Write {
        path: path.display().to_string(),
        source,
    }
}

/// An open journal, appending records; no other tactus can open it meanwhile.
#[derive(Debug)]
pub struct Journal {
    file: Tail<File>,
    path: PathBuf,
    _lock: JournalLock,
}

impl Journal {
    /// A new journal in `folder` named after `stamp` (the moment it starts, perhaps with names):
    /// `STAMP.jsonl`, or `STAMP-2.jsonl` and so on when that is taken (two sessions started in the same minute).
    ///
    /// # Errors
    /// The folder or the file cannot be made.
    pub fn create_named(folder: &Path, stamp: &str) -> Result<Journal, JournalError> {
        let mut candidate = folder.join(format!("{stamp}.jsonl"));
        for n in 2..100 {
            match Journal::create(&candidate) {
                Err(JournalError::Exists { .. }) => {
                    candidate = folder.join(format!("{stamp}-{n}.jsonl"));
                }
                other => return other,
            }
        }
        Journal::create(&candidate)
    }

    /// Creates a new journal at `path` (its folder is made if needed) and writes the header.
    ///
    /// # Errors
    /// `JournalError::Exists` when a file is already there; `JournalError::Write` otherwise.
    pub fn create(path: &Path) -> Result<Journal, JournalError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(write_error(path))?;
        }
        let file = Access::NEW.options().open(path).map_err(|source| {
            if source.kind() == io::ErrorKind::AlreadyExists {
                JournalError::Exists {
                    path: path.display().to_string(),
                }
            } else {
                write_error(path)(source)
            }
        })?;
        let lock = match JournalLock::take(path) {
            Ok(lock) => lock,
            Err(e) => {
                let _ = std::fs::remove_file(path);
                return Err(e);
            }
        };
        let file = match Tail::new(file, 0) {
            Ok(file) => file,
            Err(source) => {
                let _ = std::fs::remove_file(path);
                return Err(write_error(path)(source));
            }
        };
        let mut journal = Journal {
            file,
            path: path.to_path_buf(),
            _lock: lock,
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
    /// line is cut off the file first, so new records start on a line of their own. The journal
    /// is locked first: a game open in another tactus is refused before anything is read or cut.
    ///
    /// # Errors
    /// `JournalError::Locked`, every `JournalError` of `read`, and `JournalError::Write`.
    pub fn resume<T: DeserializeOwned>(
        path: &Path,
    ) -> Result<(Journal, Contents<T>), JournalError> {
        let lock = Journal::lock(path)?;
        Journal::resume_locked(path, lock)
    }

    /// Locks the existing journal at `path`, so that it can be read and checked before it is resumed.
    ///
    /// # Errors
    /// `JournalError::Read` when there is no journal there (no lock file is left then), and the errors of
    /// `JournalLock::take`.
    pub fn lock(path: &Path) -> Result<JournalLock, JournalError> {
        if !path.is_file() {
            read_with_length::<serde_json::Value>(path)?;
        }
        JournalLock::take(path)
    }

    /// [`Journal::resume`] with the journal's lock already taken.
    ///
    /// # Errors
    /// Every `JournalError` of `read`, and `JournalError::Write`.
    pub fn resume_locked<T: DeserializeOwned>(
        path: &Path,
        lock: JournalLock,
    ) -> Result<(Journal, Contents<T>), JournalError> {
        let (contents, good_len) = read_with_length(path)?;
        let file = Access::EXISTING
            .options()
            .open(path)
            .map_err(write_error(path))?;
        let journal = Journal {
            file: Tail::new(file, good_len).map_err(write_error(path))?,
            path: path.to_path_buf(),
            _lock: lock,
        };
        Ok((journal, contents))
    }

    /// Appends one record as a JSON line and waits until it is on disk.
    ///
    /// # Errors
    /// [`JournalError::Write`] when the line cannot be written or synced.
    pub(crate) fn append<T: Serialize>(&mut self, record: &T) -> Result<(), JournalError> {
        let mut line =
            serde_json::to_vec(record).map_err(|e| write_error(&self.path)(io::Error::other(e)))?;
        line.push(b'\n');
        // Written at the file's end; a record that could not be written and synced whole is cut off again, so the
        // file never holds half a line or a record the game did not keep.
        self.file.push(&line).map_err(write_error(&self.path))
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
pub(crate) fn read<T: DeserializeOwned>(path: &Path) -> Result<Contents<T>, JournalError> {
    read_with_length(path).map(|(contents, _)| contents)
}

fn read_with_length<T: DeserializeOwned>(path: &Path) -> Result<(Contents<T>, u64), JournalError> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|source| JournalError::Read {
        path: shown.clone(),
        source,
    })?;
    Ok(parse_journal(&shown, &bytes)?)
}

#[cfg(test)]
mod tests;

impl<R: Serialize> tactus_core::JournalWriter<R> for Journal {
    fn write(&mut self, record: &R) -> Result<(), tactus_core::WriteError> {
        self.append(record)
            .map_err(|error| tactus_core::WriteError {
                problem: error.system_error(),
            })
    }

    fn location(&self) -> Option<String> {
        Some(self.path().display().to_string())
    }
}
