//! The user's folders on each family of systems: where the data (journals, voice packs a user adds) and the config
//! file go. The system and the environment are passed in, so every system's rule is tested on any machine.

use std::{ffi::OsString, path::PathBuf};

/// A family of systems whose user folders differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum System {
    /// Windows: the roaming application data folder, `%APPDATA%`.
    Windows,
    /// macOS: `~/Library/Application Support`.
    MacOs,
    /// Linux and the other Unix systems: the XDG folders.
    Other,
}

impl System {
    /// The system this program was built for.
    pub(crate) const CURRENT: System = if cfg!(windows) {
        System::Windows
    } else if cfg!(target_os = "macos") {
        System::MacOs
    } else {
        System::Other
    };
}

/// The user's data folder: `%APPDATA%` (Windows), else `$XDG_DATA_HOME`, else `~/Library/Application Support`
/// (macOS) or `~/.local/share`. The home folder is `$HOME`, else `%USERPROFILE%`, else the current folder. Empty
/// variables count as unset.
pub(crate) fn data_folder(system: System, variable: impl Fn(&str) -> Option<OsString>) -> PathBuf {
    let set = |name: &str| variable(name).filter(|value| !value.is_empty());
    if system == System::Windows {
        if let Some(appdata) = set("APPDATA") {
            return PathBuf::from(appdata);
        }
    }
    if let Some(xdg) = set("XDG_DATA_HOME") {
        return PathBuf::from(xdg);
    }
    let home = home(&set).unwrap_or_else(|| PathBuf::from("."));
    match system {
        System::MacOs => home.join("Library").join("Application Support"),
        System::Windows | System::Other => home.join(".local").join("share"),
    }
}

/// The folder of the user's config files: `%APPDATA%` (Windows, the same folder as the data), else
/// `$XDG_CONFIG_HOME` when it starts at a root (a relative one is ignored, as XDG asks), else
/// `~/Library/Application Support` (macOS, the same folder as the data) or `~/.config`; `None` when no home folder is
/// known. Empty variables count as unset.
pub(crate) fn config_folder(
    system: System,
    variable: impl Fn(&str) -> Option<OsString>,
) -> Option<PathBuf> {
    let set = |name: &str| variable(name).filter(|value| !value.is_empty());
    if system == System::Windows {
        if let Some(appdata) = set("APPDATA") {
            return Some(PathBuf::from(appdata));
        }
    }
    if let Some(xdg) = set("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .filter(|folder| folder.has_root())
    {
        return Some(xdg);
    }
    let home = home(&set)?;
    Some(match system {
        System::MacOs => home.join("Library").join("Application Support"),
        System::Windows | System::Other => home.join(".config"),
    })
}

fn home(set: &impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    set("HOME")
        .or_else(|| set("USERPROFILE"))
        .map(PathBuf::from)
}

#[cfg(test)]
mod tests;
