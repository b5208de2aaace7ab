//! A damaged journal replaced by its consistent beginning, the original kept beside it byte for byte: written
//! under a new name first, synced, then the repaired journal renamed into place, so a crash at any step leaves one
//! whole journal and never loses the damaged one.

use std::{
    fs::{File, OpenOptions},
    io::{self, Write},
    path::{Path, PathBuf},
};

use super::{write_error, JournalError};

/// Keeps the journal at `path` as `NAME.damaged` (or `NAME.damaged-2`, … when taken) and puts `repaired` in its
/// place; returns where the original is kept. The caller holds the journal's lock.
///
/// # Errors
/// [`JournalError::Read`] when the journal cannot be read, [`JournalError::Write`] when a file cannot be written;
/// the journal is then as it was.
pub(crate) fn repair(path: &Path, repaired: &[u8]) -> Result<PathBuf, JournalError> {
    let original = std::fs::read(path).map_err(|source| JournalError::Read {
        path: path.display().to_string(),
        source,
    })?;
    let kept = write_new(path, "damaged", &original)?;
    let fresh = path.with_file_name(format!("{}.repairing", file_name(path)));
    let written = File::create(&fresh)
        .and_then(|mut file| {
            file.write_all(repaired)?;
            file.sync_all()
        })
        .and_then(|()| std::fs::rename(&fresh, path));
    if let Err(source) = written {
        let _ = std::fs::remove_file(&fresh);
        return Err(write_error(path)(source));
    }
    sync_folder(path);
    Ok(kept)
}

/// Writes `bytes` to a file beside `path` named `NAME.SUFFIX`, `NAME.SUFFIX-2`, … the first that does not exist.
fn write_new(path: &Path, suffix: &str, bytes: &[u8]) -> Result<PathBuf, JournalError> {
    for n in 1..1000 {
        let name = match n {
            1 => format!("{}.{suffix}", file_name(path)),
            _ => format!("{}.{suffix}-{n}", file_name(path)),
        };
        let target = path.with_file_name(name);
        match OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&target)
        {
            Ok(mut file) => {
                return file
                    .write_all(bytes)
                    .and_then(|()| file.sync_all())
                    .map(|()| target.clone())
                    .map_err(|source| {
                        let _ = std::fs::remove_file(&target);
                        write_error(&target)(source)
                    });
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(source) => return Err(write_error(&target)(source)),
        }
    }
    Err(write_error(path)(io::Error::other(format!(
        "too many files named {}.{suffix} already",
        file_name(path)
    ))))
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Makes the folder's new entries durable (a no-op where folders cannot be opened, as on Windows).
fn sync_folder(path: &Path) {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        if let Ok(dir) = File::open(dir) {
            let _ = dir.sync_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_original_is_kept_beside_the_repaired_journal() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.jsonl");
        std::fs::write(&path, b"header\ngood\nbad\n").unwrap();
        let kept = repair(&path, b"header\ngood\n").unwrap();
        assert_eq!(kept, dir.path().join("game.jsonl.damaged"));
        assert_eq!(std::fs::read(&kept).unwrap(), b"header\ngood\nbad\n");
        assert_eq!(std::fs::read(&path).unwrap(), b"header\ngood\n");
        // A second repair keeps the first original too.
        std::fs::write(&path, b"header\nworse\n").unwrap();
        let again = repair(&path, b"header\n").unwrap();
        assert_eq!(again, dir.path().join("game.jsonl.damaged-2"));
        assert_eq!(std::fs::read(&kept).unwrap(), b"header\ngood\nbad\n");
        assert_eq!(std::fs::read(&again).unwrap(), b"header\nworse\n");
        let files = std::fs::read_dir(dir.path()).unwrap().count();
        assert_eq!(files, 3, "no file left half-made");
    }
}
