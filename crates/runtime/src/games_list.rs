//! The game journals of a folder (the user's games folder for `tactus games`), newest first, each with its players,
//! date, moves and state, as a line of text or JSON; and the most recent unfinished one, for `tactus resume` without
//! a journal.

use std::{
    path::{Path, PathBuf},
    sync::Arc,
    time::SystemTime,
};

use tactus_core::{replay_game, GameState, PhraseKey, Record, VoicePack, Wording};

use crate::journal::read;

/// Where a game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Standing {
    /// Being played.
    Running,
    /// Adjourned: a move sealed.
    Adjourned,
    /// Over, with its score.
    Finished(String),
    /// The journal cannot be read or replayed: why.
    Damaged(String),
}

impl Standing {
    fn name(&self) -> &'static str {
        match self {
            Standing::Running => "running",
            Standing::Adjourned => "adjourned",
            Standing::Finished(_) => "finished",
            Standing::Damaged(_) => "damaged",
        }
    }
}

/// One journal of the games folder.
pub(crate) struct Listed {
    /// The journal.
    pub path: PathBuf,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The game's date.
    pub date: String,
    /// Moves completed (a move is White's and Black's).
    pub moves: u32,
    /// Where it stands.
    pub standing: Standing,
    modified: SystemTime,
}

/// The journals of `folder`, newest first (by their last write).
#[must_use]
pub(crate) fn list(folder: &Path, wording: &Arc<Wording>) -> Vec<Listed> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut listed: Vec<Listed> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "jsonl"))
        .map(|path| listed(path, wording))
        .collect();
    listed.sort_by_key(|game| std::cmp::Reverse(game.modified));
    listed
}

fn listed(path: PathBuf, wording: &Arc<Wording>) -> Listed {
    let modified = std::fs::metadata(&path)
        .and_then(|m| m.modified())
        .unwrap_or(SystemTime::UNIX_EPOCH);
    let mut entry = Listed {
        path,
        white: String::new(),
        black: String::new(),
        date: String::new(),
        moves: 0,
        standing: Standing::Running,
        modified,
    };
    let contents = match read::<Record>(&entry.path) {
        Ok(contents) => contents,
        Err(problem) => {
            entry.standing = Standing::Damaged(problem.to_string());
            return entry;
        }
    };
    if let Some(Record::Setup(setup)) = contents.records.first() {
        entry.white.clone_from(&setup.white);
        entry.black.clone_from(&setup.black);
        entry.date.clone_from(&setup.date);
    }
    match replay_game(&contents.records, wording.clone()) {
        Ok((state, _)) => {
            entry.moves = moves_completed(&state);
            entry.standing = match (state.result(), state.sealed()) {
                (Some(result), _) => Standing::Finished(result.score.as_str().to_string()),
                (None, Some(_)) => Standing::Adjourned,
                (None, None) => Standing::Running,
            };
        }
        Err(problem) => entry.standing = Standing::Damaged(problem.to_string()),
    }
    entry
}

fn moves_completed(state: &GameState) -> u32 {
    u32::try_from(state.game().plies().len().div_ceil(2)).unwrap_or(u32::MAX)
}

/// The most recent game of `folder` that is neither finished nor damaged.
#[must_use]
pub(crate) fn latest_unfinished(folder: &Path, wording: &Arc<Wording>) -> Option<PathBuf> {
    list(folder, wording)
        .into_iter()
        .find(|game| matches!(game.standing, Standing::Running | Standing::Adjourned))
        .map(|game| game.path)
}

impl Listed {
    /// The game in a line of text, in `pack`'s words.
    #[must_use]
    pub(crate) fn text_line(&self, pack: &VoicePack) -> String {
        let path = self.path.display().to_string();
        let state = match &self.standing {
            Standing::Running => pack.phrase(PhraseKey::GamesRunning, &[]),
            Standing::Adjourned => pack.phrase(PhraseKey::GamesAdjourned, &[]),
            Standing::Finished(score) => {
                pack.phrase(PhraseKey::GamesFinished, &[("result", score)])
            }
            Standing::Damaged(_) => pack.phrase(PhraseKey::GamesDamaged, &[]),
        };
        pack.phrase(
            PhraseKey::GamesLine,
            &[
                ("white", &self.white),
                ("black", &self.black),
                ("date", &self.date),
                ("moves", &self.moves.to_string()),
                ("state", &state),
                ("path", &path),
            ],
        )
    }

    /// The game as a JSON line.
    #[must_use]
    pub(crate) fn json_line(&self) -> String {
        let (result, problem) = match &self.standing {
            Standing::Finished(score) => (Some(score.as_str()), None),
            Standing::Damaged(problem) => (None, Some(problem.as_str())),
            _ => (None, None),
        };
        serde_json::json!({
            "journal": self.path.display().to_string(),
            "white": self.white,
            "black": self.black,
            "date": self.date,
            "moves": self.moves,
            "state": self.standing.name(),
            "result": result,
            "problem": problem,
        })
        .to_string()
    }
}
