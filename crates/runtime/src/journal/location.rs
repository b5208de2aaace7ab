//! Where journals go by default: a folder of the user's data directory, one file per game.

use std::path::PathBuf;

/// `<data folder>/tactus/games/<stamp>.jsonl`, where the data folder is `$XDG_DATA_HOME` or
/// `~/.local/share` (Linux and others), `~/Library/Application Support` (macOS) or `%APPDATA%`
/// (Windows). `stamp` names the game (the caller passes the start date and time).
pub fn default_journal_path(stamp: &str) -> PathBuf {
    games_folder().join(format!("{stamp}.jsonl"))
}

/// `<data folder>/tactus/games`, where the journals go unless `--journal` names another place.
#[must_use]
pub fn games_folder() -> PathBuf {
    data_folder().join("tactus").join("games")
}

/// `<data folder>/tactus/training`, where the training sessions' journals go unless `--journal` names another place.
#[must_use]
pub fn training_folder() -> PathBuf {
    data_folder().join("tactus").join("training")
}

/// The user's data folder: `%APPDATA%` (Windows), else `$XDG_DATA_HOME`, else `~/Library/Application Support`
/// (macOS) or `~/.local/share` ([`crate::user_folders::data_folder`]).
#[must_use]
pub fn data_folder() -> PathBuf {
    crate::user_folders::data_folder(crate::user_folders::System::CURRENT, |name| {
        std::env::var_os(name)
    })
}
