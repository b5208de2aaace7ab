//! Where `tactus puzzle` starts: the puzzles chosen (theme, rating band, opening) from the shipped subset or a file,
//! in an order drawn with a seed (taken from the clock and told when none is given), and the session at its first
//! puzzle with the user's rating history.

use std::path::Path;

use tactus_core::{AfterWrong, Filter, MoveReader, PhraseKey, PuzzleSession, VoicePack};

use crate::{puzzles, Worded};

/// What the user chose of the puzzles.
pub struct PuzzleChoice<'a> {
    /// Only puzzles with this theme.
    pub theme: Option<String>,
    /// Only puzzles rated in this band, as written (`1200-1600`).
    pub rating: Option<&'a str>,
    /// Only puzzles from this opening.
    pub opening: Option<String>,
    /// The puzzle file read instead of the shipped subset.
    pub file: Option<&'a Path>,
    /// The seed of their order; else one taken from the clock and told.
    pub seed: Option<u64>,
    /// What follows a wrong move.
    pub after_wrong: AfterWrong,
}

/// The puzzle session `choice` makes, reading moves with `reader`, at its first puzzle; and the seed drawn with.
///
/// # Errors
/// A rating band that cannot be read, a puzzle file that cannot be read, no puzzle matching the choice; in `pack`'s
/// words.
pub(crate) fn puzzle_session(
    choice: PuzzleChoice<'_>,
    pack: &VoicePack,
    reader: MoveReader,
) -> Result<(PuzzleSession, u64), Worded> {
    let rating = match choice.rating {
        None => None,
        Some(band) => Some(puzzles::rating_band(band).ok_or_else(|| {
            Worded(pack.phrase(
                PhraseKey::ErrorUsage,
                &[("usage", "tactus puzzle --rating 1200-1600")],
            ))
        })?),
    };
    let filter = Filter {
        theme: choice.theme,
        rating,
        opening: choice.opening,
    };
    let seed = choice.seed.unwrap_or_else(crate::calendar::spoken_seed);
    let offered = puzzles::offered(choice.file, &filter, seed, pack)?;
    let Some(session) = PuzzleSession::new(offered, seed, pack.clone(), reader, choice.after_wrong)
    else {
        return Err(Worded(pack.phrase(PhraseKey::PuzzleNone, &[])));
    };
    let folder = puzzles::folder();
    let history = puzzles::history(&folder);
    let session = session.with_history(history.rating, puzzles::rated_ids(&folder));
    Ok((session, seed))
}
