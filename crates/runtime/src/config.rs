//! The user's config file on disk: where it is, and reading it into a [`UserConfig`] (`tactus_core::user_config`),
//! which the program hands to the devices that read a section of it.
//!
//! Where it is: `$TACTUS_CONFIG` when set, else `tactus/config.toml` in the user's config folder: `%APPDATA%`
//! (Windows), else `$XDG_CONFIG_HOME`, else `~/Library/Application Support` (macOS) or `~/.config` — beside the
//! journals' data folder on Windows and macOS. A missing file is no problem (everything has its default); a file that cannot be
//! read or is not valid TOML is one problem worded for the user, naming the file and, for TOML, the line, and then
//! the defaults are used. Nothing here panics or stops the program.

use std::{ffi::OsString, io, path::PathBuf};

pub(crate) use tactus_core::UserConfig;

use crate::user_folders::{config_folder, System};

/// The environment variable naming the config file, before the usual places.
pub(crate) const CONFIG_VARIABLE: &str = "TACTUS_CONFIG";

/// Reads the config file from the place the environment names.
#[must_use]
pub fn load() -> UserConfig {
    let named = std::env::var_os(CONFIG_VARIABLE).is_some_and(|value| !value.is_empty());
    let path = location(|name| std::env::var_os(name));
    read(path, named)
}

/// Reads the file at `path`; `named` says the user named it (`$TACTUS_CONFIG`), so that its absence is worth
/// telling.
#[must_use]
pub(crate) fn read(path: Option<PathBuf>, named: bool) -> UserConfig {
    let Some(path) = path else {
        return UserConfig::default();
    };
    match std::fs::read(&path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => UserConfig::parse(path, &text),
            Err(_) => UserConfig::unusable(path, "it is not UTF-8 text"),
        },
        Err(e) if e.kind() == io::ErrorKind::NotFound && !named => UserConfig::missing(path),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            let why = format!("it does not exist (named by {CONFIG_VARIABLE})");
            UserConfig::unusable(path, &why)
        }
        Err(e) => UserConfig::unusable(path, &format!("it cannot be read: {e}")),
    }
}

/// Where the config file is on this system, given the environment ([`location_on`]).
pub(crate) fn location(variable: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    location_on(System::CURRENT, variable)
}

/// Where the config file is on `system`, given the environment: `$TACTUS_CONFIG`, else `tactus/config.toml` in the
/// user's config folder ([`config_folder`]); `None` without any of them. Empty variables count as unset.
pub(crate) fn location_on(
    system: System,
    variable: impl Fn(&str) -> Option<OsString>,
) -> Option<PathBuf> {
    if let Some(path) = variable(CONFIG_VARIABLE).filter(|value| !value.is_empty()) {
        return Some(PathBuf::from(path));
    }
    let folder = config_folder(system, variable)?;
    Some(folder.join("tactus").join("config.toml"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fakes::environment as env;

    #[test]
    fn the_file_is_found_in_the_order_of_the_variables() {
        let all = [
            ("TACTUS_CONFIG", "/etc/mine.toml"),
            ("XDG_CONFIG_HOME", "/x"),
            ("HOME", "/home/ada"),
        ];
        assert_eq!(
            location_on(System::Other, env(&all)),
            Some("/etc/mine.toml".into())
        );
        assert_eq!(
            location_on(System::Other, env(&all[1..])),
            Some("/x/tactus/config.toml".into())
        );
        assert_eq!(
            location_on(System::Other, env(&all[2..])),
            Some("/home/ada/.config/tactus/config.toml".into())
        );
        let empty_and_relative = [
            ("TACTUS_CONFIG", ""),
            ("XDG_CONFIG_HOME", "relative"),
            ("HOME", "/home/ada"),
        ];
        assert_eq!(
            location_on(System::Other, env(&empty_and_relative)),
            Some("/home/ada/.config/tactus/config.toml".into())
        );
        assert_eq!(location_on(System::Other, env(&[])), None);
    }

    #[test]
    fn windows_and_macos_keep_the_file_beside_the_data() {
        let appdata = r"C:\Users\ada\AppData\Roaming";
        let windows = [
            ("APPDATA", appdata),
            ("XDG_CONFIG_HOME", "/x"),
            ("USERPROFILE", r"C:\Users\ada"),
        ];
        assert_eq!(
            location_on(System::Windows, env(&windows)),
            Some(PathBuf::from(appdata).join("tactus").join("config.toml"))
        );
        let named = [("TACTUS_CONFIG", r"D:\mine.toml"), ("APPDATA", appdata)];
        assert_eq!(
            location_on(System::Windows, env(&named)),
            Some(r"D:\mine.toml".into())
        );
        let mac = [("HOME", "/Users/ada")];
        assert_eq!(
            location_on(System::MacOs, env(&mac)),
            Some(PathBuf::from(
                "/Users/ada/Library/Application Support/tactus/config.toml"
            ))
        );
    }

    #[test]
    fn a_missing_file_is_no_problem() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("config.toml");
        let config = read(Some(missing.clone()), false);
        assert_eq!(config.problem(), None);
        assert_eq!(config.path(), Some(missing.as_path()));
    }

    #[test]
    fn a_file_that_is_not_text_or_not_there_when_named_is_told() {
        let dir = tempfile::tempdir().unwrap();
        let binary = dir.path().join("config.toml");
        std::fs::write(&binary, b"\xff\xfe[gamepad]").unwrap();
        let config = read(Some(binary), false);
        assert!(
            config.problem().unwrap().contains("it is not UTF-8 text"),
            "{config:?}"
        );
        let named = read(Some(dir.path().join("nothing.toml")), true);
        let problem = named.problem().unwrap();
        assert!(
            problem.contains("nothing.toml") && problem.contains("does not exist"),
            "{problem}"
        );
        let folder = read(Some(dir.path().to_path_buf()), false);
        assert!(
            folder.problem().unwrap().contains("cannot be read"),
            "{folder:?}"
        );
    }
}
