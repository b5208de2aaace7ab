//! The game `tactus review` goes through: a game's journal (its moves, and the side its user played) or a game of
//! a PGN file (chosen as `tactus listen` chooses), its main line as moves from its start, and where its review is
//! kept: `<file>.review` beside it, `<file>.<number>.review` for one game of a file of several.

use std::{
    path::{Path, PathBuf},
    sync::Arc,
};

use shakmaty::{Chess, Color, Move};
use tactus_core::{choose_listen_game, Blind, Choice, GameTree, MoveReader, VoicePack, Wording};

use crate::{
    analyse_start::is_game_journal,
    export_file::read_game,
    export_text::{export_text, ExportText},
    games_file::read_games_file,
    Worded,
};

/// A game to review.
#[derive(Clone, Debug)]
pub struct ReviewedGame {
    /// The game as a tree: its tags and its main line, the moves reviewed.
    pub tree: GameTree,
    /// The position it starts from.
    pub start: Chess,
    /// Its main line's moves.
    pub moves: Vec<Move>,
    /// The side tactus' user played, when a journal says (one side, not both or neither).
    pub user: Option<Color>,
    /// Where its review is kept.
    pub cache: PathBuf,
}

/// The game of the journal or PGN file at `path` (`game` chooses among a file's games).
///
/// # Errors
/// The file cannot be read, holds no such game, or its moves cannot be played: in `pack`'s words.
pub fn open_reviewed_game(
    path: &Path,
    game: &Choice,
    pack: &VoicePack,
    reader: &MoveReader,
) -> Result<ReviewedGame, Worded> {
    let (bytes, path_name) = read_games_file(path, pack)?;
    let (bytes, user) = if is_game_journal(&bytes) {
        let wording = Arc::new(Wording {
            pack: pack.clone(),
            style: tactus_core::Style::Short,
        });
        let (state, _) = read_game(path, wording.clone())?;
        let user = match state.setup().blind {
            Blind::White => Some(Color::White),
            Blind::Black => Some(Color::Black),
            Blind::Both | Blind::None => None,
        };
        (
            export_text(&state, &wording, ExportText::Pgn).into_bytes(),
            user,
        )
    } else {
        (bytes, None)
    };
    let chosen =
        choose_listen_game(&bytes, &path_name, game, pack, reader).map_err(Worded::from)?;
    let tree = chosen.tree().clone();
    let end = tree.main_end(tree.root());
    let moves = tree
        .path(end)
        .into_iter()
        .filter_map(|node| tree.played(node).copied())
        .collect();
    Ok(ReviewedGame {
        start: tree.position(tree.root()).clone(),
        tree,
        moves,
        user,
        cache: review_cache_path(path, (chosen.count > 1).then_some(chosen.number)),
    })
}

/// Where the review of the game in `path` is kept: `number` is the game's in a file of several.
#[must_use]
pub fn review_cache_path(path: &Path, number: Option<usize>) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    if let Some(number) = number {
        name.push(format!(".{number}"));
    }
    name.push(".review");
    PathBuf::from(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_review_is_kept_beside_the_file_with_the_game_s_number_among_several() {
        assert_eq!(
            review_cache_path(Path::new("games/2026-11-29.jsonl"), None),
            PathBuf::from("games/2026-11-29.jsonl.review")
        );
        assert_eq!(
            review_cache_path(Path::new("round 3.pgn"), Some(4)),
            PathBuf::from("round 3.pgn.4.review")
        );
    }

    #[test]
    fn a_journal_is_told_from_pgn_by_its_first_line() {
        assert!(is_game_journal(b"\n{\"record\":\"setup\"}\n"));
        assert!(!is_game_journal(b"[Event \"?\"]\n\n1. e4 *\n"));
        assert!(!is_game_journal(b"1. e4 e5 *"));
    }
}
