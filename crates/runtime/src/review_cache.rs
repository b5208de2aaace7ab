//! The review kept beside what was reviewed (`review_game.rs` says where): the core's text of the evaluations
//! (`write_evaluations`), written whole (a temporary file renamed over it), read back only when it is the same
//! game's, at the depth asked, and complete.

use std::path::Path;

use tactus_core::{read_evaluations, write_evaluations, EvaluationsError, GameEvaluations};
use tactus_core::{PhraseKey, VoicePack};

use crate::Worded;

/// The review kept at `path` of the game `moves` (UCI) at `depth`, when there is one; `None` for none, one of
/// another game or depth, a damaged one, or one cut short.
#[must_use]
pub fn read_review_cache(path: &Path, moves: &[String], depth: u8) -> Option<GameEvaluations> {
    let text = std::fs::read_to_string(path).ok()?;
    read_evaluations(&text, moves, depth)
        .ok()
        .filter(|evaluations| evaluations.positions.len() == moves.len() + 1)
}

/// The review kept at `path` of the game `moves` (UCI), at whatever depth it was made.
#[must_use]
pub fn read_any_review_cache(path: &Path, moves: &[String]) -> Option<GameEvaluations> {
    let text = std::fs::read_to_string(path).ok()?;
    let depth = match read_evaluations(&text, moves, 0) {
        Ok(_) => 0,
        Err(EvaluationsError::OtherDepth { found, .. }) => found,
        Err(_) => return None,
    };
    read_review_cache(path, moves, depth)
}

/// `evaluations` kept at `path`, whole: written to a temporary file beside it, then renamed over it.
///
/// # Errors
/// The file cannot be written, in `pack`'s words; nothing is left half written.
pub fn write_review_cache(
    path: &Path,
    evaluations: &GameEvaluations,
    pack: &VoicePack,
) -> Result<(), Worded> {
    let mut temporary = path.as_os_str().to_os_string();
    temporary.push(".part");
    let temporary = Path::new(&temporary);
    let written = std::fs::write(temporary, write_evaluations(evaluations))
        .and_then(|()| std::fs::rename(temporary, path));
    written.map_err(|e| {
        let _ = std::fs::remove_file(temporary);
        Worded(pack.phrase(
            PhraseKey::ExportWrite,
            &[
                ("path", &path.display().to_string()),
                (
                    "reason",
                    &tactus_core::system_error(pack, (&e).into()).to_string(),
                ),
            ],
        ))
    })
}

#[cfg(test)]
mod tests {
    use tactus_core::{Evaluation, PositionEvaluation};

    use super::*;

    fn game() -> Vec<String> {
        ["e2e4", "e7e5"].map(String::from).to_vec()
    }

    fn evaluations(positions: usize) -> GameEvaluations {
        GameEvaluations {
            engine: "Stockfish".into(),
            depth: 8,
            moves: game(),
            positions: (0..positions)
                .map(|ply| PositionEvaluation {
                    evaluation: Evaluation::Pawns(20 - i32::try_from(ply).unwrap()),
                    depth: 8,
                    best: Some("g1f3".into()),
                })
                .collect(),
        }
    }

    #[test]
    fn a_review_kept_is_read_back_for_its_game_and_depth_only() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("game.jsonl.review");
        let pack = VoicePack::builtin("en").unwrap();
        write_review_cache(&path, &evaluations(3), &pack).unwrap();
        assert_eq!(read_review_cache(&path, &game(), 8), Some(evaluations(3)));
        assert_eq!(read_any_review_cache(&path, &game()), Some(evaluations(3)));
        assert_eq!(read_review_cache(&path, &game(), 10), None);
        assert_eq!(read_review_cache(&path, &game()[..1], 8), None);
        assert!(!folder.path().join("game.jsonl.review.part").exists());
    }

    #[test]
    fn a_review_cut_short_or_missing_is_none() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("game.pgn.review");
        assert_eq!(read_review_cache(&path, &game(), 8), None);
        let pack = VoicePack::builtin("en").unwrap();
        write_review_cache(&path, &evaluations(2), &pack).unwrap();
        assert_eq!(read_review_cache(&path, &game(), 8), None);
        assert_eq!(read_any_review_cache(&path, &game()), None);
    }

    #[test]
    fn a_review_that_cannot_be_written_is_said_so() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("missing folder").join("game.review");
        let pack = VoicePack::builtin("en").unwrap();
        let refused = write_review_cache(&path, &evaluations(3), &pack).unwrap_err();
        assert!(refused.0.starts_with("cannot write "), "{refused}");
    }
}
