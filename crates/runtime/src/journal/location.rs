//! Where journals go by default: a folder of the user's data directory, one file per game.

use std::path::PathBuf;

/// `<data folder>/tactus/games`, where the journals go unless `--journal` names another place.
#[must_use]
pub fn games_folder() -> PathBuf {
    data_folder().join("tactus").join("games")
}

/// `<data folder>/tactus/training`, where the training sessions' journals go unless `--journal` names another place.
#[must_use]
pub(crate) fn training_folder() -> PathBuf {
    data_folder().join("tactus").join("training")
}

/// The user's data folder: `%APPDATA%` (Windows), else `$XDG_DATA_HOME`, else `~/Library/Application Support`
/// (macOS) or `~/.local/share` ([`crate::user_folders::data_folder`]).
#[must_use]
pub(crate) fn data_folder() -> PathBuf {
    crate::user_folders::data_folder(crate::user_folders::System::CURRENT, |name| {
        std::env::var_os(name)
    })
}
