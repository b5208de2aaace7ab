//! The user's config file as text read: one TOML file whose sections belong to the parts that read them (`[keys]` for
//! the keyboard, `[gamepad]` for the gamepad's buttons). Finding and reading the file is the runtime's
//! (`tactus_runtime::load_config`); the program hands the result to the devices that read a section of it.
//!
//! A file that is not valid TOML is one problem worded for the user, naming the file and the line, and then the
//! defaults are used. Nothing here panics.

use std::path::{Path, PathBuf};

use thiserror::Error;

/// A section of the config file that is not a table (`gamepad = 3`).
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("the config file {file}: {name} must be a section, [{name}]")]
pub struct NotASection {
    /// The file, as shown in messages.
    pub file: String,
    /// The section's name.
    pub name: String,
}

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
    /// No file at `path`: everything has its default.
    #[must_use]
    pub fn missing(path: PathBuf) -> UserConfig {
        UserConfig {
            path: Some(path),
            ..UserConfig::default()
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
                UserConfig::defaults_for(path, problem)
            }
        }
    }

    /// The file at `path` could not be used, `why` worded for the user; the defaults are used.
    #[must_use]
    pub fn unusable(path: PathBuf, why: &str) -> UserConfig {
        let problem = format!(
            "the config file {} is not used: {why}; the defaults are used",
            path.display()
        );
        UserConfig::defaults_for(path, problem)
    }

    /// The defaults, in place of the file at `path`, with the `problem` that kept it out.
    fn defaults_for(path: PathBuf, problem: String) -> UserConfig {
        UserConfig {
            path: Some(path),
            table: toml::Table::new(),
            problem: Some(problem),
            text: String::new(),
        }
    }

    /// The speech rate set in the section `[speech]` (`rate = 150`, in percent of the normal one), when it is a whole
    /// number from 10 to 1000 (the range `--speech-rate` takes); anything else there is left out.
    #[must_use]
    pub fn speech_rate(&self) -> Option<u32> {
        let rate = self.section("speech").ok()??.get("rate")?.as_integer()?;
        u32::try_from(rate)
            .ok()
            .filter(|rate| (10..=1000).contains(rate))
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
    /// [`NotASection`], naming the file, when `name` is there but is not a table (`gamepad = 3`).
    pub fn section(&self, name: &str) -> Result<Option<&toml::Table>, NotASection> {
        match self.table.get(name) {
            None => Ok(None),
            Some(toml::Value::Table(table)) => Ok(Some(table)),
            Some(_) => Err(NotASection {
                file: self.shown_path(),
                name: name.to_string(),
            }),
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

/// The line (from 1) of the byte `offset` in `text`.
fn line_of(text: &str, offset: usize) -> usize {
    let end = offset.min(text.len());
    let before = text.get(..end).unwrap_or(text);
    before.matches('\n').count() + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_speech_rate_is_read_from_its_section() {
        let rate = |text: &str| UserConfig::parse("c.toml".into(), text).speech_rate();
        assert_eq!(rate("[speech]\nrate = 150\n"), Some(150));
        assert_eq!(rate("[speech]\nrate = 5\n"), None);
        assert_eq!(rate("[speech]\nrate = \"fast\"\n"), None);
        assert_eq!(rate("speech = 3\n"), None);
        assert_eq!(rate(""), None);
    }

    #[test]
    fn a_section_is_read() {
        let config = UserConfig::parse("c.toml".into(), "[gamepad]\nlayout = \"nintendo\"\n");
        assert_eq!(config.problem(), None);
        let section = config.section("gamepad").unwrap().unwrap();
        assert_eq!(section["layout"].as_str(), Some("nintendo"));
        assert_eq!(config.section("keyboard"), Ok(None));
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
            err.to_string(),
            "the config file c.toml: gamepad must be a section, [gamepad]"
        );
    }
}
