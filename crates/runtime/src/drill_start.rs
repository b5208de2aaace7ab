//! Where `tactus drill` starts: the positions (random, or from a PGN file's games, those that cannot be played told
//! as notices), the seed (taken from the clock and told when none is given), the session and what it says first;
//! and the score it says when the answers run out before it ends.

use std::{io, path::Path};

use tactus_core::{
    DrillSession, DrillSetup, Event, EventSink, Kind, MoveReader, Notation, Positions, Stamped,
    VoicePack,
};

use crate::{games_file::read_games_file, Worded};

/// What the user chose of the drill.
pub struct DrillChoice<'a> {
    /// The kinds of question, taken in turn.
    pub kinds: Vec<Kind>,
    /// The PGN file whose games give the positions; else random positions.
    pub pgn: Option<&'a Path>,
    /// How many questions.
    pub count: u32,
    /// The seed of the random choices; else one taken from the clock and told.
    pub seed: Option<u64>,
}

/// The drill `choice` makes, in `pack`'s words, reading moves with `letters`; and what it says first.
///
/// # Errors
/// A PGN file that cannot be read or has no game that can be played; in `pack`'s words.
pub fn drill_session(
    choice: DrillChoice<'_>,
    pack: &VoicePack,
    letters: Notation,
) -> Result<(DrillSession, Vec<Event>), Worded> {
    let (positions, problems) = match choice.pgn {
        None => (Positions::Random, Vec::new()),
        Some(path) => {
            let (bytes, path_name) = read_games_file(path, pack)?;
            let reader = MoveReader::for_pack(letters, pack);
            Positions::from_pgn(&bytes, &path_name, pack, &reader).map_err(Worded::from)?
        }
    };
    let setup = DrillSetup {
        kinds: choice.kinds,
        positions,
        count: choice.count,
        seed: choice.seed.unwrap_or_else(crate::calendar::spoken_seed),
    };
    let mut session = DrillSession::new(setup, pack.clone(), letters);
    let opening = problems
        .into_iter()
        .map(|problem| Event::Notice {
            text: tactus_core::Sentence::text(problem.to_string()),
        })
        .chain(session.opening())
        .collect();
    Ok((session, opening))
}

/// The score, at `now`, when the answers ran out before the drill did.
///
/// # Errors
/// `sink`'s.
pub fn final_score(session: &DrillSession, now: u64, sink: &mut dyn EventSink) -> io::Result<()> {
    match session.unfinished_score() {
        Some(event) => sink.emit(&Stamped { t_ms: now, event }),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(pgn: Option<&Path>) -> DrillChoice<'_> {
        DrillChoice {
            kinds: vec![Kind::Square],
            pgn,
            count: 3,
            seed: Some(5),
        }
    }

    #[test]
    fn random_positions_are_drawn_by_the_seed() {
        let pack = crate::voices::load("en").unwrap();
        let (_, opening) = drill_session(choice(None), &pack, Notation::En).unwrap();
        let (_, again) = drill_session(choice(None), &pack, Notation::En).unwrap();
        assert!(!opening.is_empty());
        assert_eq!(opening, again);
    }

    #[test]
    fn a_file_that_cannot_be_read_is_refused() {
        let pack = crate::voices::load("en").unwrap();
        let missing = Path::new("/nonexistent/games.pgn");
        assert!(drill_session(choice(Some(missing)), &pack, Notation::En).is_err());
    }
}
