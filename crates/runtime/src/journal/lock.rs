//! One tactus per journal: an exclusive lock, held as long as the game is open, on an empty file beside the journal
//! (`GAME.jsonl.lock`), so that the journal itself stays readable (`tactus export` of a game in progress). The system
//! releases it when the process ends in any way, so a crash never leaves a game locked. Who holds it is found, on
//! Linux, among the processes' open files.

use std::{
    fs::{File, OpenOptions, TryLockError},
    io,
    path::{Path, PathBuf},
};

use super::JournalError;

/// The lock of an open journal; released (and its file removed) when dropped, and by the system if the process dies.
#[derive(Debug)]
pub struct JournalLock {
    file: File,
    path: PathBuf,
}

/// The lock file of the journal at `journal`.
#[must_use]
pub fn lock_path(journal: &Path) -> PathBuf {
    let mut name = journal.as_os_str().to_owned();
    name.push(".lock");
    PathBuf::from(name)
}

impl JournalLock {
    /// Takes the lock of the journal at `journal`.
    ///
    /// # Errors
    /// [`JournalError::Locked`] with the holder's process number when another process has the journal open;
    /// [`JournalError::Write`] when the lock file cannot be made.
    pub(crate) fn take(journal: &Path) -> Result<JournalLock, JournalError> {
        let path = lock_path(journal);
        let write_error = |source: io::Error| JournalError::Write {
            path: journal.display().to_string(),
            source,
        };
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(write_error)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                return Err(JournalError::Locked {
                    path: journal.display().to_string(),
                    holder: holder(&path),
                })
            }
            Err(TryLockError::Error(source)) => return Err(write_error(source)),
        }
        Ok(JournalLock { file, path })
    }
}

/// The process that has the lock file at `path` open, found among the processes' open files (Linux); `None`
/// elsewhere, or when it cannot be seen.
fn holder(path: &Path) -> Option<u32> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let wanted = std::fs::canonicalize(path).ok()?;
    let me = std::process::id();
    std::fs::read_dir("/proc")
        .ok()?
        .filter_map(Result::ok)
        .filter_map(|entry| entry.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| *pid != me)
        .find(|pid| {
            std::fs::read_dir(format!("/proc/{pid}/fd")).is_ok_and(|fds| {
                fds.filter_map(Result::ok)
                    .any(|fd| std::fs::read_link(fd.path()).is_ok_and(|target| target == wanted))
            })
        })
}

impl Drop for JournalLock {
    fn drop(&mut self) {
        // A finished session leaves no lock file behind (a crash leaves one, unlocked, which the next tactus takes).
        let _ = std::fs::remove_file(&self.path);
        let _ = self.file.unlock();
    }
}
