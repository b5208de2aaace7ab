//! An export streamed into the index: one row at a time, so that memory does not grow with the file.

use std::{
    fs::{self, File},
    io::{self, BufRead, BufReader, BufWriter, Read, Write},
    path::Path,
};

use tactus_core::Columns;

use super::{ZstdFrames, THEME_BITS};

/// What an import kept and left out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Imported {
    /// Rows kept.
    pub kept: u64,
    /// Rows that are not puzzles (too few fields, a rating that is not a number), skipped.
    pub malformed: u64,
}

/// Imports `path` (`.csv`, or `.zst` for a Zstandard stream of any number of frames) into `folder`, calling
/// `progress` with the rows read every 100 000 rows.
///
/// # Errors
/// The file cannot be read, is not an export (no header naming the columns), or the index cannot be written.
pub(crate) fn import_file(
    path: &Path,
    folder: &Path,
    progress: &mut dyn FnMut(u64),
) -> io::Result<Imported> {
    let file = File::open(path)?;
    let zstd = path
        .extension()
        .is_some_and(|extension| extension.eq_ignore_ascii_case("zst"));
    let source: Box<dyn Read> = if zstd {
        Box::new(ZstdFrames::new(BufReader::with_capacity(1 << 16, file)))
    } else {
        Box::new(file)
    };
    import(BufReader::with_capacity(1 << 16, source), folder, progress)
}

/// Imports the rows of `source` into `folder`: `puzzles.csv`, `index.bin` and `themes.txt` written beside the old
/// ones and renamed over them once whole.
///
/// # Errors
/// `source` cannot be read or has no header naming the columns, or the index cannot be written.
pub(crate) fn import(
    mut source: impl BufRead,
    folder: &Path,
    progress: &mut dyn FnMut(u64),
) -> io::Result<Imported> {
    let mut header = String::new();
    source.read_line(&mut header)?;
    let columns = Columns::from_header(&header).ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::InvalidData,
            "the first line does not name the columns PuzzleId, FEN, Moves, Rating and Themes",
        )
    })?;
    fs::create_dir_all(folder)?;
    let new = |name: &str| folder.join(format!("{name}.new"));
    let mut rows = BufWriter::with_capacity(1 << 16, File::create(new("puzzles.csv"))?);
    let mut index = BufWriter::with_capacity(1 << 16, File::create(new("index.bin"))?);
    let mut themes: Vec<String> = Vec::new();
    let mut offset = 0u64;
    let mut counts = Imported::default();
    let mut line = String::new();
    let mut read = 0u64;
    loop {
        line.clear();
        if source.read_line(&mut line)? == 0 {
            break;
        }
        read += 1;
        if read.is_multiple_of(100_000) {
            progress(read);
        }
        if line.trim().is_empty() {
            continue;
        }
        let Ok(puzzle) = columns.read(&line) else {
            counts.malformed += 1;
            continue;
        };
        let mut bits = 0u64;
        for theme in &puzzle.themes {
            let at = match themes.iter().position(|known| known == theme) {
                Some(at) => at,
                None => {
                    themes.push(theme.clone());
                    themes.len() - 1
                }
            };
            if at < THEME_BITS {
                bits |= 1 << at;
            }
        }
        let row = format!(
            "{},{},{},{},{},{}\n",
            puzzle.id,
            puzzle.fen,
            puzzle.moves.join(" "),
            puzzle.rating,
            puzzle.themes.join(" "),
            puzzle.openings.join(" ")
        );
        rows.write_all(row.as_bytes())?;
        index.write_all(&offset.to_le_bytes())?;
        index.write_all(&puzzle.rating.to_le_bytes())?;
        index.write_all(&bits.to_le_bytes()[..6])?;
        offset += row.len() as u64;
        counts.kept += 1;
    }
    rows.into_inner()
        .map_err(io::IntoInnerError::into_error)?
        .sync_all()?;
    index
        .into_inner()
        .map_err(io::IntoInnerError::into_error)?
        .sync_all()?;
    fs::write(new("themes.txt"), themes.join("\n") + "\n")?;
    for name in ["puzzles.csv", "index.bin", "themes.txt"] {
        fs::rename(new(name), folder.join(name))?;
    }
    Ok(counts)
}
