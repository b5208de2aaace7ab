//! The user's config file: one TOML file whose sections belong to the parts that read them (`[gamepad]` for the
//! gamepad's buttons).
//!
//! Where it is: `$TACTUS_CONFIG` when set, else `tactus/config.toml` in the user's config folder: `%APPDATA%`
//! (Windows), else `$XDG_CONFIG_HOME`, else `~/Library/Application Support` (macOS) or `~/.config` — beside the
//! journals' data folder on Windows and macOS. A missing file is no problem (everything has its default); a file that cannot be
//! read or is not valid TOML is one problem worded for the user, naming the file and, for TOML, the line, and then
//! the defaults are used. Nothing here panics or stops the program.

use std::{
    ffi::OsString,
    io,
    path::{Path, PathBuf},
};

use crate::user_folders::{config_folder, System};

/// The environment variable naming the config file, before the usual places.
pub const CONFIG_VARIABLE: &str = "TACTUS_CONFIG";

/// The user's config file as read: its sections, or why it could not be used.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct UserConfig {
    /// Where it was looked for (`None` when no place is known: no home folder).
    path: Option<PathBuf>,
    /// Its contents; empty when missing or unusable.
    table: toml::Table,
    /// Why it could not be used, worded for the user.
    problem: Option<String>,
    /// The file's text, to tell on which line a setting stands.
    text: String,
}

impl UserConfig {
    /// Reads the config file from the place the environment names.
    #[must_use]
    pub fn load() -> UserConfig {
        let named = std::env::var_os(CONFIG_VARIABLE).is_some_and(|value| !value.is_empty());
        let path = location(|name| std::env::var_os(name));
        UserConfig::read(path, named)
    }

    /// Reads the file at `path`; `named` says the user named it (`$TACTUS_CONFIG`), so that its absence is worth
    /// telling.
    #[must_use]
    pub fn read(path: Option<PathBuf>, named: bool) -> UserConfig {
        let Some(path) = path else {
            return UserConfig::default();
        };
        match std::fs::read(&path) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => UserConfig::parse(path, &text),
                Err(_) => UserConfig::unusable(path, "it is not UTF-8 text".into()),
            },
            Err(e) if e.kind() == io::ErrorKind::NotFound && !named => UserConfig {
                path: Some(path),
                ..UserConfig::default()
            },
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                let why = format!("it does not exist (named by {CONFIG_VARIABLE})");
                UserConfig::unusable(path, why)
            }
            Err(e) => UserConfig::unusable(path, format!("it cannot be read: {e}")),
        }
    }

    /// The config given as text, as if read from `path`.
    #[must_use]
    pub fn parse(path: PathBuf, text: &str) -> UserConfig {
        match text.parse::<toml::Table>() {
            Ok(table) => UserConfig {
                path: Some(path),
                table,
                problem: None,
                text: text.to_string(),
            },
            Err(e) => {
                let at = e
                    .span()
                    .map(|span| format!(", line {}", line_of(text, span.start)))
                    .unwrap_or_default();
                let message = e
                    .message()
                    .lines()
                    // Spoken, a backquote is a word of its own ("grave"): the quoted text is clear without it.
                    .map(|line| line.trim().trim_end_matches('.').replace('`', ""))
                    .filter(|line| !line.is_empty())
                    .collect::<Vec<_>>()
                    .join(", ");
                let problem = format!(
                    "the config file {}{at}: {message}; the defaults are used",
                    path.display()
                );
                UserConfig {
                    path: Some(path),
                    table: toml::Table::new(),
                    problem: Some(problem),
                    text: String::new(),
                }
            }
        }
    }

    fn unusable(path: PathBuf, why: String) -> UserConfig {
        let problem = format!(
            "the config file {} is not used: {why}; the defaults are used",
            path.display()
        );
        UserConfig {
            path: Some(path),
            table: toml::Table::new(),
            problem: Some(problem),
            text: String::new(),
        }
    }

    /// Where the file was looked for.
    #[must_use]
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Why the file could not be used, if it could not: one sentence naming the file.
    #[must_use]
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }

    /// The section `[name]`: `Ok(None)` when the file has none.
    ///
    /// # Errors
    /// A sentence naming the file when `name` is there but is not a table (`gamepad = 3`).
    pub fn section(&self, name: &str) -> Result<Option<&toml::Table>, String> {
        match self.table.get(name) {
            None => Ok(None),
            Some(toml::Value::Table(table)) => Ok(Some(table)),
            Some(_) => Err(format!(
                "the config file {}: {name} must be a section, [{name}]",
                self.shown_path()
            )),
        }
    }

    /// The line (from 1) where `key` is set in the section `[header]` (`header` like "keys.game"), when it is
    /// written there as `key = …` (bare or quoted); `None` when it cannot be found that way.
    #[must_use]
    pub fn line_of(&self, header: &str, key: &str) -> Option<usize> {
        let mut section = String::new();
        for (index, line) in self.text.lines().enumerate() {
            let line = line.trim();
            if let Some(name) = line.strip_prefix('[').and_then(|l| l.split(']').next()) {
                section = name.trim().to_string();
            } else if section == header {
                let Some((name, _)) = line.split_once('=') else {
                    continue;
                };
                let name = name.trim();
                let unquoted = name
                    .strip_prefix('"')
                    .and_then(|n| n.strip_suffix('"'))
                    .or_else(|| name.strip_prefix('\'').and_then(|n| n.strip_suffix('\'')))
                    .unwrap_or(name);
                if unquoted == key {
                    return Some(index + 1);
                }
            }
        }
        None
    }

    /// The file's name for messages.
    #[must_use]
    pub fn shown_path(&self) -> String {
        self.path.as_ref().map_or_else(
            || "(no config file)".to_string(),
            |path| path.display().to_string(),
        )
    }
}

/// Where the config file is on this system, given the environment ([`location_on`]).
pub fn location(variable: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    location_on(System::CURRENT, variable)
}

/// Where the config file is on `system`, given the environment: `$TACTUS_CONFIG`, else `tactus/config.toml` in the
/// user's config folder ([`config_folder`]); `None` without any of them. Empty variables count as unset.
pub fn location_on(system: System, variable: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    if let Some(path) = variable(CONFIG_VARIABLE).filter(|value| !value.is_empty()) {
        return Some(PathBuf::from(path));
    }
    let folder = config_folder(system, variable)?;
    Some(folder.join("tactus").join("config.toml"))
}

/// The line (from 1) of the byte `offset` in `text`.
fn line_of(text: &str, offset: usize) -> usize {
    let end = offset.min(text.len());
    let before = text.get(..end).unwrap_or(text);
    before.matches('\n').count() + 1
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
    fn a_section_is_read_and_a_missing_file_is_no_problem() {
        let config = UserConfig::parse("c.toml".into(), "[gamepad]\nlayout = \"nintendo\"\n");
        assert_eq!(config.problem(), None);
        let section = config.section("gamepad").unwrap().unwrap();
        assert_eq!(section["layout"].as_str(), Some("nintendo"));
        assert_eq!(config.section("keyboard"), Ok(None));

        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("config.toml");
        let config = UserConfig::read(Some(missing.clone()), false);
        assert_eq!(config.problem(), None);
        assert_eq!(config.path(), Some(missing.as_path()));
    }

    #[test]
    fn bad_toml_names_the_file_and_line_and_keeps_the_defaults() {
        let text = "[gamepad]\nlayout = \"xbox\"\nSouth = cursor pick\n";
        let config = UserConfig::parse("/home/ada/config.toml".into(), text);
        let problem = config.problem().unwrap();
        assert!(
            problem.starts_with("the config file /home/ada/config.toml, line 3: "),
            "{problem}"
        );
        assert!(problem.ends_with("; the defaults are used"), "{problem}");
        assert!(!problem.contains('\n'), "{problem}");
        assert_eq!(config.section("gamepad"), Ok(None));
    }

    #[test]
    fn a_file_that_is_not_text_or_not_there_when_named_is_told() {
        let dir = tempfile::tempdir().unwrap();
        let binary = dir.path().join("config.toml");
        std::fs::write(&binary, b"\xff\xfe[gamepad]").unwrap();
        let config = UserConfig::read(Some(binary), false);
        assert!(
            config.problem().unwrap().contains("it is not UTF-8 text"),
            "{config:?}"
        );
        let named = UserConfig::read(Some(dir.path().join("nothing.toml")), true);
        let problem = named.problem().unwrap();
        assert!(
            problem.contains("nothing.toml") && problem.contains("does not exist"),
            "{problem}"
        );
        let folder = UserConfig::read(Some(dir.path().to_path_buf()), false);
        assert!(
            folder.problem().unwrap().contains("cannot be read"),
            "{folder:?}"
        );
    }

    #[test]
    fn the_line_of_a_setting_is_found() {
        let text = "[keys]\ntoggle = \"F3\"\n\n[keys.game]\n x = \"board\"\n\"Shift+Up\" = \"\"\n[other]\nx = 1\n";
        let config = UserConfig::parse("c.toml".into(), text);
        assert_eq!(config.line_of("keys", "toggle"), Some(2));
        assert_eq!(config.line_of("keys.game", "x"), Some(5));
        assert_eq!(config.line_of("keys.game", "Shift+Up"), Some(6));
        assert_eq!(config.line_of("other", "x"), Some(8));
        assert_eq!(config.line_of("keys.game", "toggle"), None);
    }

    #[test]
    fn a_section_that_is_not_a_table_is_refused() {
        let config = UserConfig::parse("c.toml".into(), "gamepad = 3\n");
        let err = config.section("gamepad").unwrap_err();
        assert_eq!(
            err,
            "the config file c.toml: gamepad must be a section, [gamepad]"
        );
    }
}
