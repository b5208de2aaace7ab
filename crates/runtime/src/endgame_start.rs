//! Where `tactus endgame` starts: a FEN read and checked against what the tables hold, or a material drawn at random
//! with a seed among the positions the tables say the stronger side wins; and `--list`, what the tables cover.

use shakmaty::{fen::Fen, CastlingMode, Chess, Position};
use tactus_core::{random_start, Material, PhraseKey, StartError, VoicePack};

use crate::{fen_problem, tablebase::Tables, Worded};

/// The start `target` names: a FEN (it has a `/`), else a material drawn at random with `seed` (taken from the clock
/// and told when none is given); the position and the seed drawn with.
///
/// # Errors
/// A FEN or a material that cannot be read or played, a missing table.
pub(crate) fn endgame_start(
    target: &str,
    seed: Option<u64>,
    tables: &Tables,
    pack: &VoicePack,
) -> Result<(Chess, Option<u64>), Worded> {
    if target.contains('/') {
        return Ok((from_fen(target, pack)?, None));
    }
    let folder = tables.user_folder().display().to_string();
    let material = Material::parse(target)
        .ok_or_else(|| Worded(pack.phrase(PhraseKey::EndgameBadTarget, &[("input", target)])))?;
    let seed = seed.unwrap_or_else(crate::calendar::spoken_seed);
    let position = random_start(&material, seed, tables).map_err(|problem| {
        Worded(match problem {
            StartError::Probe(problem) => tactus_core::probe_problem(pack, &problem, &folder),
            StartError::NoWin => {
                pack.phrase(PhraseKey::EndgameNoWin, &[("material", &material.name())])
            }
        })
    })?;
    Ok((position, Some(seed)))
}

/// A position from a FEN: legal, without castling rights (the tables hold none) and with a side to move.
fn from_fen(text: &str, pack: &VoicePack) -> Result<Chess, Worded> {
    let refuse = |problem: String| {
        Worded(pack.phrase(
            PhraseKey::EndgameBadFen,
            &[("input", text.trim()), ("problem", &problem)],
        ))
    };
    let fen: Fen = text
        .trim()
        .parse()
        .map_err(|e| refuse(fen_problem::unreadable(pack, &e)))?;
    let position: Chess = fen
        .into_position(CastlingMode::Standard)
        .map_err(|e| refuse(fen_problem::illegal(pack, &e)))?;
    if position.castles().any() {
        return Err(refuse(pack.phrase(PhraseKey::EndgameFenCastling, &[])));
    }
    // Syzygy tables exist for seven pieces at most: a table for more is not missing, there is none.
    let count = position.board().occupied().count();
    if count > 7 {
        return Err(Worded(pack.phrase(
            PhraseKey::EndgameTooMany,
            &[("count", &count.to_string())],
        )));
    }
    Ok(position)
}

/// `--list`: the material covered, the common endgames missing, and the folders read.
#[must_use]
pub fn list(tables: &Tables, pack: &VoicePack) -> String {
    let none = "-".to_string();
    let covered = tables.covered().join(", ");
    let missing = tables.missing().join(", ");
    let mut folders: Vec<String> = tables
        .folders()
        .iter()
        .map(|f| f.display().to_string())
        .collect();
    folders.push(tables.user_folder().display().to_string());
    folders.dedup();
    pack.phrase(
        PhraseKey::EndgameList,
        &[
            ("covered", if covered.is_empty() { &none } else { &covered }),
            ("missing", if missing.is_empty() { &none } else { &missing }),
            ("folders", &folders.join(", ")),
        ],
    )
}

/// The endgame session `target` and `seed` make (as [`endgame_start`]) with the tables of `tablebases` (else those
/// found), reading moves with `reader`; the start position as FEN, and the seed drawn with.
///
/// # Errors
/// As [`endgame_start`], and a start the tables cannot probe; in `pack`'s words.
pub(crate) fn endgame_session(
    target: &str,
    seed: Option<u64>,
    tablebases: Option<&std::path::Path>,
    pack: &VoicePack,
    reader: tactus_core::MoveReader,
) -> Result<(tactus_core::EndgameSession, String, Option<u64>), Worded> {
    use shakmaty::EnPassantMode;
    use tactus_core::{probe_problem, EndgameSession, EndgameStart};
    let tables = Tables::open(tablebases, &crate::voices::Surroundings::here());
    let folder = tables.user_folder().display().to_string();
    let (position, seed) = endgame_start(target, seed, &tables, pack)?;
    let first = Fen::from_position(&position, EnPassantMode::Legal).to_string();
    let start = EndgameStart {
        position,
        seed,
        tables_folder: folder.clone(),
    };
    let session = EndgameSession::new(start, Box::new(tables), pack.clone(), reader)
        .map_err(|problem| Worded(probe_problem(pack, &problem, &folder)))?;
    Ok((session, first, seed))
}
