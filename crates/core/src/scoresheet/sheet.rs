//! A scoresheet as written: the move entries in order, before anything is checked, read from a PGN file or from
//! plain movetext in any accepted notation (English, German or French letters, FIDE zeros, coordinates, words).
//!
//! Entries stay text here: whether an entry is a legal move, and which, depends on the position the game reached,
//! which only the comparison with the game or another sheet knows.

use shakmaty::{Chess, Move};

use crate::notation::{is_square, split_movetext, MoveReader, Notation, PgnGames};

/// The moves written on a sheet.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sheet {
    /// The entries, one per half-move, as written.
    pub(crate) entries: Vec<String>,
    /// The start position, when the sheet names one (PGN `FEN` tag).
    pub fen: Option<String>,
}

/// Why a file cannot be read as a scoresheet.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SheetError {
    /// The file's bytes are not text.
    #[error("it is not text (it holds bytes that are not UTF-8 or NUL characters); a sheet is a PGN file or plain moves")]
    NotText,
    /// The file is not PGN: the parser's reason.
    #[error("it cannot be read as PGN: {0}")]
    Pgn(String),
    /// The file holds no moves and no game.
    #[error("it holds no game")]
    NoGame,
}

impl Sheet {
    /// Reads a sheet: PGN when a line starts with a tag (`[`), else plain movetext (move numbers optional).
    ///
    /// # Errors
    /// [`SheetError`] for bytes that are not text, or PGN that cannot be read.
    pub fn read(bytes: &[u8], reader: &MoveReader) -> Result<Sheet, SheetError> {
        let bytes = crate::notation::without_bom(bytes);
        let text = std::str::from_utf8(bytes).map_err(|_| SheetError::NotText)?;
        if text.contains('\0') {
            return Err(SheetError::NotText);
        }
        if text.lines().any(|l| l.trim_start().starts_with('[')) {
            return Sheet::from_pgn(bytes, reader.notation());
        }
        Ok(Sheet {
            entries: split_movetext(reader, text),
            fen: None,
        })
    }

    /// The first game of a PGN file, its SAN (English letters) written in `notation`'s letters, as the reader reads
    /// them (a PGN's rook, R, is T in French, where R is the king); a token that is not SAN becomes an entry as
    /// written, so that the comparison points at it.
    fn from_pgn(bytes: &[u8], notation: Notation) -> Result<Sheet, SheetError> {
        let mut games = PgnGames::new(bytes).map_err(|e| SheetError::Pgn(e.to_string()))?;
        let game = games
            .find(|g| !matches!(g, Ok(game) if game.is_empty()))
            .ok_or(SheetError::NoGame)?
            .map_err(|e| SheetError::Pgn(e.to_string()))?;
        // German readers read English letters too: the entries stay as the file has them.
        let letters = match notation {
            Notation::Fr => Notation::Fr,
            Notation::En | Notation::De => Notation::En,
        };
        let mut entries: Vec<String> = game
            .moves
            .iter()
            .map(|san| letters.from_english(&san.to_string()))
            .collect();
        if let Some((_, token)) = game.unreadable.clone() {
            entries.push(token);
        }
        Ok(Sheet {
            entries,
            fen: game.tag("FEN").map(str::to_string),
        })
    }
}

/// An entry that is not one legal move in the position it was read in: the entry as written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a legal move here")]
pub(crate) struct NotAMove(pub String);

/// The entry for `ply` read in `pos`: `None` when the sheet has stopped, [`NotAMove`] when it is not one legal move.
/// Two squares that are not one coordinate move ("d4 d5" typed on one line) are read as two moves.
pub(crate) fn read_entry(
    entries: &mut Vec<String>,
    ply: usize,
    pos: &Chess,
    reader: &MoveReader,
) -> Option<Result<Move, NotAMove>> {
    let entry = entries.get(ply)?.clone();
    if let Ok(mv) = reader.read(pos, &entry) {
        return Some(Ok(mv));
    }
    let parts: Vec<&str> = entry.split_whitespace().collect();
    if let [first, second] = parts.as_slice() {
        if is_square(first) && is_square(second) && reader.read(pos, first).is_ok() {
            let (first, second) = (first.to_string(), second.to_string());
            entries.splice(ply..=ply, [first.clone(), second]);
            return reader.read(pos, &first).ok().map(Ok);
        }
    }
    Some(Err(NotAMove(entry)))
}
