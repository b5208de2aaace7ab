//! Where `tactus announce` reads its moves: a PGN file, standard input (PGN when it has tag lines, else plain moves in
//! any form), or the moves given as arguments; each handed to the core's [`Announcer`].

use std::{
    fmt,
    fs::File,
    io::{self, BufReader, IsTerminal, Read, Write},
    path::{Path, PathBuf},
};

use tactus_core::{without_bom, AnnounceError, Announcer};

/// Why the moves could not be read at all.
#[derive(Debug)]
pub enum AnnounceInputError {
    /// The PGN file does not open.
    CannotOpen(PathBuf, io::Error),
    /// No moves given, and standard input is a terminal.
    NoMoves,
    /// Standard input does not read.
    Stdin(io::Error),
}

impl fmt::Display for AnnounceInputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnnounceInputError::CannotOpen(path, e) => {
                write!(f, "cannot open the PGN file {}: {e}", path.display())
            }
            AnnounceInputError::NoMoves => f.write_str(
                "no moves given: write them as arguments (tactus announce e4 e5), use --pgn FILE, or - to read standard input",
            ),
            AnnounceInputError::Stdin(e) => write!(f, "cannot read standard input: {e}"),
        }
    }
}

impl std::error::Error for AnnounceInputError {}

/// Announces the moves of `pgn` when given, else of `moves` (`-` or none: standard input), from `fen` when given.
///
/// # Errors
/// An `AnnounceInputError` when the input cannot be read at all; inside, the announcer's own result.
pub fn announce_input<W: Write>(
    announcer: &mut Announcer<'_, W>,
    pgn: Option<&Path>,
    moves: &[String],
    fen: Option<&str>,
) -> Result<Result<(), AnnounceError>, AnnounceInputError> {
    if let Some(path) = pgn {
        let file =
            File::open(path).map_err(|e| AnnounceInputError::CannotOpen(path.to_path_buf(), e))?;
        return Ok(announcer.pgn(BufReader::with_capacity(1 << 16, file), fen));
    }
    if !(moves.is_empty() || moves == ["-"]) {
        return Ok(announcer.typed(&moves.join("\n"), fen));
    }
    let stdin = io::stdin();
    if moves.is_empty() && stdin.is_terminal() {
        return Err(AnnounceInputError::NoMoves);
    }
    let mut bytes = Vec::new();
    stdin
        .lock()
        .read_to_end(&mut bytes)
        .map_err(AnnounceInputError::Stdin)?;
    let bytes = without_bom(&bytes);
    let text = String::from_utf8_lossy(bytes);
    Ok(if looks_like_pgn(&text) {
        announcer.pgn(bytes, fen)
    } else {
        announcer.typed(&text, fen)
    })
}

/// Whether `text` has a tag line, as PGN has.
fn looks_like_pgn(text: &str) -> bool {
    text.lines().any(|l| l.trim_start().starts_with('['))
}
