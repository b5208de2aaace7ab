//! One row of the lichess puzzle export, read by the columns its header names (`PuzzleId`, `FEN`, `Moves`,
//! `Rating`, `Themes`, `OpeningTags`; the others are kept out), so that a column added to the export changes nothing.

use shakmaty::{fen::Fen, uci::UciMove, CastlingMode, Chess, Position};

/// A puzzle: the position before the opponent's move, that move and the solution after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The export's id (`00sHx`).
    pub id: String,
    /// The position before the opponent's move, as FEN.
    pub fen: String,
    /// The opponent's move, then the solution: the player's moves and the opponent's replies, in UCI.
    pub moves: Vec<String>,
    /// The puzzle's rating.
    pub rating: u16,
    /// Its themes as the export names them.
    pub themes: Vec<String>,
    /// Its opening tags (`Sicilian_Defense Sicilian_Defense_Najdorf_Variation`), often none.
    pub openings: Vec<String>,
}

impl Puzzle {
    /// The position before the opponent's move.
    ///
    /// # Errors
    /// [`RecordError::Position`] when the FEN is not a legal position.
    pub fn position(&self) -> Result<Chess, RecordError> {
        let fen: Fen = self.fen.parse().map_err(|_| RecordError::Position)?;
        fen.into_position(CastlingMode::Standard)
            .map_err(|_| RecordError::Position)
    }

    /// Whether every move is legal in turn from the position (what makes the row a puzzle that can be played).
    #[must_use]
    pub fn plays(&self) -> bool {
        let Ok(mut pos) = self.position() else {
            return false;
        };
        self.moves.len() >= 2
            && self.moves.iter().all(|uci| {
                match uci
                    .parse::<UciMove>()
                    .ok()
                    .and_then(|m| m.to_move(&pos).ok())
                {
                    Some(m) => {
                        pos.play_unchecked(m);
                        true
                    }
                    None => false,
                }
            })
    }
}

/// Why a row is not a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Fewer fields than the header names.
    Fields,
    /// A rating that is not a number.
    Rating,
    /// A position or a move that cannot be played.
    Position,
}

/// Where the columns a puzzle needs stand in a row, from the export's header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Columns {
    id: usize,
    fen: usize,
    moves: usize,
    rating: usize,
    themes: usize,
    openings: Option<usize>,
}

impl Columns {
    /// The columns named by `header` (its first line); `None` when one of `PuzzleId`, `FEN`, `Moves`, `Rating`,
    /// `Themes` is missing.
    #[must_use]
    pub fn from_header(header: &str) -> Option<Columns> {
        let names: Vec<&str> = header.trim().split(',').map(str::trim).collect();
        let at = |name: &str| names.iter().position(|n| n.eq_ignore_ascii_case(name));
        Some(Columns {
            id: at("PuzzleId")?,
            fen: at("FEN")?,
            moves: at("Moves")?,
            rating: at("Rating")?,
            themes: at("Themes")?,
            openings: at("OpeningTags"),
        })
    }

    /// The puzzle a row holds; its position and moves are checked by [`Puzzle::plays`], not here, so that an
    /// import can read millions of rows quickly.
    ///
    /// # Errors
    /// [`RecordError`] for a row with too few fields or a rating that is not a number.
    pub fn read(&self, line: &str) -> Result<Puzzle, RecordError> {
        let fields = split(line.trim_end_matches(['\r', '\n']));
        let field = |i: usize| fields.get(i).map(String::as_str).ok_or(RecordError::Fields);
        let words = |text: &str| text.split_whitespace().map(String::from).collect();
        let id = field(self.id)?;
        let fen = field(self.fen)?;
        let moves: Vec<String> = words(field(self.moves)?);
        if id.is_empty() || fen.is_empty() || moves.is_empty() {
            return Err(RecordError::Fields);
        }
        Ok(Puzzle {
            id: id.to_string(),
            fen: fen.to_string(),
            moves,
            rating: field(self.rating)?
                .trim()
                .parse()
                .map_err(|_| RecordError::Rating)?,
            themes: words(field(self.themes)?),
            openings: self
                .openings
                .and_then(|i| fields.get(i))
                .map_or_else(Vec::new, |tags| words(tags)),
        })
    }
}

/// The fields of a CSV line; a field in double quotes may hold commas, and `""` in it is one quote.
fn split(line: &str) -> Vec<String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            '"' => quoted = !quoted,
            ',' if !quoted => fields.push(std::mem::take(&mut field)),
            c => field.push(c),
        }
    }
    fields.push(field);
    fields
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) const HEADER: &str =
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags";
    pub(crate) const ROW: &str = "LDIfb,rnbqkb1r/pp2pp1p/3p1np1/2p5/4P3/2P2N1P/PP1PBPP1/RNBQK2R b KQkq - 2 5,\
        f6e4 d1a4 b8c6 a4e4,1472,75,95,21527,advantage fork opening short,https://lichess.org/hnuvOm1w/black#9,\
        Sicilian_Defense Sicilian_Defense_Modern_Variations";

    #[test]
    fn a_row_is_read_by_its_header() {
        let columns = Columns::from_header(HEADER).expect("header");
        let puzzle = columns.read(ROW).expect("row");
        assert_eq!(puzzle.id, "LDIfb");
        assert_eq!(puzzle.moves, ["f6e4", "d1a4", "b8c6", "a4e4"]);
        assert_eq!(puzzle.rating, 1472);
        assert_eq!(puzzle.themes, ["advantage", "fork", "opening", "short"]);
        assert_eq!(puzzle.openings.len(), 2);
        assert!(puzzle.plays());
    }

    #[test]
    fn columns_may_come_in_any_order_and_quoted() {
        let columns = Columns::from_header("Rating,Themes,Moves,FEN,PuzzleId").expect("header");
        let puzzle = columns
            .read("900,\"mate, mateIn1\",e2e4 e7e5,\"8/8/8/8/8/8/8/K6k w - - 0 1\",x1")
            .expect("row");
        assert_eq!(puzzle.themes, ["mate,", "mateIn1"]);
        assert!(!puzzle.plays());
    }

    #[test]
    fn bad_rows_say_why() {
        let columns = Columns::from_header(HEADER).expect("header");
        assert_eq!(columns.read("abc,def"), Err(RecordError::Fields));
        assert_eq!(
            columns.read("a,8/8/8/8/8/8/8/K6k w - - 0 1,a1a2 h1h2,high,1,1,1,x,y,z"),
            Err(RecordError::Rating)
        );
        assert!(Columns::from_header("PuzzleId,FEN").is_none());
    }
}
