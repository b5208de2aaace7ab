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

/// The user's data folder: `$XDG_DATA_HOME` or `~/.local/share` (Linux and others), `~/Library/Application Support`
/// (macOS), `%APPDATA%` (Windows).
#[must_use]
pub fn data_folder() -> PathBuf {
    let env = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    if cfg!(windows) {
        if let Some(appdata) = env("APPDATA") {
            return appdata;
        }
    }
    if let Some(xdg) = env("XDG_DATA_HOME") {
        return xdg;
    }
    let home = env("HOME")
        .or_else(|| env("USERPROFILE"))
        .unwrap_or_else(|| PathBuf::from("."));
    if cfg!(target_os = "macos") {
        home.join("Library").join("Application Support")
    } else {
        home.join(".local").join("share")
    }
}
