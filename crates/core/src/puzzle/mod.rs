//! Tactics puzzles in the lichess puzzle database's form (`tactus puzzle`): a row of the export read into a
//! [`Puzzle`] (`record.rs`), which puzzles a player asked for ([`Filter`]), and the session that presents one,
//! checks the player's moves against its solution and gives hints in three steps (`session.rs`), and the player's
//! Glicko-2 rating (`glicko.rs`).

mod glicko;
mod record;
mod session;

pub use glicko::Rating;
pub use record::{Columns, Puzzle, RecordError};
pub use session::{unrated, AfterWrong, Attempt, PuzzleSession};

/// Which puzzles a player asked for: a theme, a rating band and an opening, each optional.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// A theme as the export names it (`fork`, `mateIn1`), compared without regard to case.
    pub theme: Option<String>,
    /// The lowest and highest rating, both included.
    pub rating: Option<(u16, u16)>,
    /// A part of an opening tag (`Sicilian`), compared without regard to case.
    pub opening: Option<String>,
}

/// A name's letters and digits only, in lower case: `mateIn3`, `mate in 3` and `Mate-in-3` are one, and so are an
/// opening tag `Sicilian_Defense_Najdorf_Variation` and the tables' `Sicilian Defense: Najdorf Variation`.
pub(crate) fn letters(text: &str) -> String {
    text.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

impl Filter {
    /// Whether `puzzle` is one the player asked for.
    #[must_use]
    pub fn accepts(&self, puzzle: &Puzzle) -> bool {
        // `mateIn3`, `mate in 3` and `Mate-in-3` are one theme: the export's name and the words a hint says.
        let theme = self.theme.as_deref().is_none_or(|wanted| {
            let wanted = letters(wanted);
            puzzle.themes.iter().any(|theme| letters(theme) == wanted)
        });
        let rating = self
            .rating
            .is_none_or(|(low, high)| (low..=high).contains(&puzzle.rating));
        let opening = self.opening.as_deref().is_none_or(|wanted| {
            let wanted = wanted.to_ascii_lowercase().replace(' ', "_");
            puzzle
                .openings
                .iter()
                .any(|tag| tag.to_ascii_lowercase().contains(&wanted))
        });
        theme && rating && opening
    }
}

/// The themes of the lichess puzzle database (its `Themes` column), as the export names them: the built-in voice
/// has an English clip for each of their words, so that a hint says them rather than spells them.
pub const THEMES: [&str; 72] = [
    "advancedPawn",
    "advantage",
    "anastasiaMate",
    "arabianMate",
    "attackingF2F7",
    "attraction",
    "backRankMate",
    "bishopEndgame",
    "bodenMate",
    "capturingDefender",
    "castling",
    "clearance",
    "cornerMate",
    "crushing",
    "defensiveMove",
    "deflection",
    "discoveredAttack",
    "discoveredCheck",
    "doubleBishopMate",
    "doubleCheck",
    "dovetailMate",
    "enPassant",
    "endgame",
    "epauletteMate",
    "equality",
    "exposedKing",
    "fork",
    "hangingPiece",
    "hookMate",
    "interference",
    "intermezzo",
    "killBoxMate",
    "kingsideAttack",
    "knightEndgame",
    "long",
    "master",
    "masterVsMaster",
    "mate",
    "mateIn1",
    "mateIn2",
    "mateIn3",
    "mateIn4",
    "mateIn5",
    "middlegame",
    "morphysMate",
    "oneMove",
    "opening",
    "operaMate",
    "pawnEndgame",
    "pillsburysMate",
    "pin",
    "playerGames",
    "promotion",
    "queenEndgame",
    "queenRookEndgame",
    "queensideAttack",
    "quietMove",
    "rookEndgame",
    "sacrifice",
    "short",
    "skewer",
    "smotheredMate",
    "superGM",
    "swallowstailMate",
    "trappedPiece",
    "triangleMate",
    "underPromotion",
    "veryLong",
    "vukovicMate",
    "xRayAttack",
    "zugzwang",
    "healthyMix",
];

/// A theme's name in words: `backRankMate` is "back rank mate", `mateIn2` "mate in 2".
#[must_use]
pub fn theme_words(theme: &str) -> String {
    let mut words = String::new();
    for (i, c) in theme.chars().enumerate() {
        if i > 0 && (c.is_ascii_uppercase() || (c.is_ascii_digit() && !words.ends_with(' '))) {
            words.push(' ');
        }
        words.push(c.to_ascii_lowercase());
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn themes_are_said_as_words() {
        assert_eq!(theme_words("backRankMate"), "back rank mate");
        assert_eq!(theme_words("mateIn2"), "mate in 2");
        assert_eq!(theme_words("fork"), "fork");
    }

    #[test]
    fn a_filter_takes_a_theme_a_band_and_an_opening() {
        let columns = Columns::from_header(crate::puzzle::record::tests::HEADER).expect("header");
        let puzzle = columns
            .read(crate::puzzle::record::tests::ROW)
            .expect("row");
        let mut filter = Filter::default();
        assert!(filter.accepts(&puzzle));
        filter.theme = Some("FORK".into());
        assert!(filter.accepts(&puzzle));
        filter.rating = Some((1400, 1500));
        assert!(filter.accepts(&puzzle));
        filter.opening = Some("sicilian defense".into());
        assert!(filter.accepts(&puzzle));
        filter.rating = Some((1500, 1600));
        assert!(!filter.accepts(&puzzle));
    }
}
