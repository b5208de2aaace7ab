//! Writing at the journal's end: the file's good length is known, each record is written there explicitly (not
//! through an append-only handle, see [`super::access`]), and a record that could not be written and synced whole
//! is cut off again, so the file never holds half a line or a record the game did not keep.

use std::{
    fs::File,
    io::{self, Seek, SeekFrom, Write},
};

/// A file that can be cut to a length and synced to disk.
pub(crate) trait Cut: Write + Seek {
    /// Makes the file `len` bytes long.
    ///
    /// # Errors
    /// The system's reason.
    fn cut(&mut self, len: u64) -> io::Result<()>;

    /// Waits until what was written is on disk.
    ///
    /// # Errors
    /// The system's reason.
    fn sync(&mut self) -> io::Result<()>;
}

impl Cut for File {
    fn cut(&mut self, len: u64) -> io::Result<()> {
        self.set_len(len)
    }

    fn sync(&mut self) -> io::Result<()> {
        self.sync_data()
    }
}

/// A file written only at its end, whose length is tracked here.
#[derive(Debug)]
pub(crate) struct Tail<F> {
    file: F,
    len: u64,
}

impl<F: Cut> Tail<F> {
    /// Cuts `file` to `len` bytes (what follows is dropped), syncs it, and places the next write at its end.
    ///
    /// # Errors
    /// The system's reason when the file cannot be cut, synced or positioned.
    pub(super) fn new(mut file: F, len: u64) -> io::Result<Tail<F>> {
        file.cut(len)?;
        file.sync()?;
        file.seek(SeekFrom::Start(len))?;
        Ok(Tail { file, len })
    }

    /// Writes `bytes` at the end and waits until they are on disk; when that fails, the file is cut back to what it
    /// was and the next write goes there again.
    ///
    /// # Errors
    /// The system's reason for the failed write or sync.
    pub(crate) fn push(&mut self, bytes: &[u8]) -> io::Result<()> {
        let end = self.len;
        let written = self
            .file
            .seek(SeekFrom::Start(end))
            .and_then(|_| self.file.write_all(bytes))
            .and_then(|()| self.file.sync());
        match written {
            Ok(()) => {
                self.len = end + bytes.len() as u64;
                Ok(())
            }
            Err(e) => {
                let _ = self.file.cut(end);
                let _ = self.file.seek(SeekFrom::Start(end));
                Err(e)
            }
        }
    }
}

#[cfg(test)]
mod tests;
