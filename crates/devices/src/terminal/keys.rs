//! The keyboard's key table: the built-in `keys.toml` with the user's `[keys]` section over it.
//!
//! ```toml
//! [keys]
//! toggle = "F3"              # the key between line entry and key mode ("" for none: the command keys still works)
//! [keys.game]
//! x = "board"                # a key's command line, as typed at the prompt
//! Space = ""                 # unmapped
//! "Shift+Up" = "cursor e8"
//! [keys.clock]
//! Enter = "press"
//! [keys.listen]
//! n = "next"                 # tactus listen and tactus analyse; a command only analyse has is left out of listen's
//! ```
//!
//! Every mistake is one sentence naming the file, its line, the section and the key, and only that entry is left out:
//! the rest still applies.

use super::key::{Key, UnknownKey};
use crate::bindings::{bind, Controls};
use tactus_core::Command;
use tactus_core::UserConfig;
use tactus_core::{PhraseKey, VoicePack};

/// The built-in table.
const BUILTIN: &str = include_str!("keys.toml");
/// Where the built-in table is, for a message about it.
const BUILTIN_PATH: &str = "src/terminal/keys.toml (built in)";

/// The keys that are not commands.
const SPECIAL: [&str; 3] = ["toggle", "leave", "help"];

/// The keys of one kind of session: the special keys and what each other key sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct KeyTable {
    /// Switches between line entry and key mode (`None`: only the command does).
    pub toggle: Option<Key>,
    /// In key mode: back to line entry.
    pub leave: Option<Key>,
    /// In key mode: list the keys.
    pub help: Option<Key>,
    /// Each key and the command it sends, in the table's order.
    pub commands: Vec<(Key, Command)>,
    /// What is said when key mode begins: what the arrows do in the session.
    pub on: PhraseKey,
}

/// The game's and the clock's tables as written, each session's table, and what could not be used from the user's
/// file, one sentence each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct KeySettings {
    /// `[keys.game]`: the keys of the sessions at a board, checked against the game's commands.
    pub game: KeyTable,
    /// `[keys.clock]`: the clock's keys.
    pub clock: KeyTable,
    /// `[keys.listen]`: the keys of the sessions that walk a game (listen, analyse), checked against the analysis
    /// board's commands (listening's and the engine's).
    pub listen: KeyTable,
    /// What could not be used, one sentence each.
    pub problems: Vec<String>,
    /// Each kind of session's own table: the game's keys whose commands the session has (the clock's for the
    /// clock), read in the session's own language.
    sessions: Vec<(Controls, KeyTable)>,
}

impl KeySettings {
    /// The built-in keys with `config`'s `[keys]` section over them.
    #[must_use]
    pub(crate) fn from_config(config: &UserConfig) -> KeySettings {
        let mut settings = KeySettings {
            game: KeyTable::empty(),
            clock: KeyTable::empty(),
            listen: KeyTable::empty(),
            problems: Vec::new(),
            sessions: Vec::new(),
        };
        let builtin = UserConfig::parse(BUILTIN_PATH.into(), BUILTIN);
        settings
            .problems
            .extend(builtin.problem().map(str::to_string));
        settings.take(&builtin);
        settings
            .problems
            .extend(config.problem().map(str::to_string));
        settings.take(config);
        settings.sessions = Controls::ALL
            .into_iter()
            .map(|controls| (controls, settings.session_table(controls)))
            .collect();
        settings
    }

    /// The table for the session's kind.
    #[must_use]
    pub(crate) fn table(&self, controls: Controls) -> &KeyTable {
        self.sessions
            .iter()
            .find(|(kind, _)| *kind == controls)
            .map_or(&self.game, |(_, table)| table)
    }

    /// The keys of `controls`' section, each read again in the session's own language: a key whose command the
    /// session lacks is left out of its table.
    fn session_table(&self, controls: Controls) -> KeyTable {
        let written = if controls.walks_a_game() {
            &self.listen
        } else if controls.at_a_board() {
            &self.game
        } else {
            &self.clock
        };
        KeyTable {
            commands: written
                .commands
                .iter()
                .filter_map(|(key, command)| Some((*key, bind(controls, &command.line()).ok()??)))
                .collect(),
            on: if controls.walks_a_game() {
                PhraseKey::KeyModeOnWalk
            } else {
                PhraseKey::KeyModeOn
            },
            ..written.clone()
        }
    }

    /// Takes the entries of `config`'s `[keys]` section.
    fn take(&mut self, config: &UserConfig) {
        let top = match config.section("keys") {
            Ok(Some(top)) => top,
            Ok(None) => return,
            Err(problem) => {
                self.problems.push(problem.to_string());
                return;
            }
        };
        let at = |section: &str, key: &str| {
            let line = config
                .line_of(section, key)
                .map(|n| format!(", line {n}"))
                .unwrap_or_default();
            format!("the config file {}{line}, [{section}]", config.shown_path())
        };
        for (name, value) in top {
            match (name.as_str(), value) {
                (special, toml::Value::String(text)) if SPECIAL.contains(&special) => {
                    match optional_key(text) {
                        Ok(key) => {
                            for table in [&mut self.game, &mut self.clock, &mut self.listen] {
                                match special {
                                    "toggle" => table.toggle = key,
                                    "leave" => table.leave = key,
                                    _ => table.help = key,
                                }
                            }
                        }
                        Err(bad) => self.problems.push(format!(
                            "{}: {special} = {:?} is no key; {NAMING}",
                            at("keys", special),
                            bad.name
                        )),
                    }
                }
                ("game" | "clock" | "listen", toml::Value::Table(entries)) => {
                    let section = format!("keys.{name}");
                    let (table, controls) = match name.as_str() {
                        "game" => (&mut self.game, Controls::Play),
                        "listen" => (&mut self.listen, Controls::Analyse),
                        _ => (&mut self.clock, Controls::Clock),
                    };
                    for (key_name, command) in entries {
                        let place = || at(&section, key_name);
                        match (Key::parse(key_name), command.as_str()) {
                            (Err(_), _) => self.problems.push(format!(
                                "{}: there is no key {key_name:?}; {NAMING}",
                                place()
                            )),
                            (Ok(_), None) => self.problems.push(format!(
                                "{}: {key_name} must be a command in quotes, like {key_name:?} = \"time\", or \"\" for none",
                                place()
                            )),
                            (Ok(key), Some(line)) => match bind(controls, line) {
                                Ok(command) => table.set(key, command),
                                Err(why) => self.problems.push(format!(
                                    "{}: {key_name} = {line:?}: {why}",
                                    place()
                                )),
                            },
                        }
                    }
                }
                ("game" | "clock" | "listen", _) => self.problems.push(format!(
                    "{}: {name} must be a section, [keys.{name}]",
                    at("keys", name)
                )),
                _ => self.problems.push(format!(
                    "{}: there is no setting {name:?}; the settings are toggle, leave, help, [keys.game], [keys.clock] and [keys.listen]",
                    at("keys", name)
                )),
            }
        }
    }
}

/// How keys are named, for the messages.
const NAMING: &str = "keys are named like Up, F2, Enter, Space, Shift+Up, Ctrl+K, a or N";

/// A key's name, or "" for none.
fn optional_key(text: &str) -> Result<Option<Key>, UnknownKey> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    Key::parse(text).map(Some)
}

impl KeyTable {
    fn empty() -> KeyTable {
        KeyTable {
            toggle: None,
            leave: None,
            help: None,
            commands: Vec::new(),
            on: PhraseKey::KeyModeOn,
        }
    }

    /// Binds `key` to `command`, or unbinds it for `None` ("").
    fn set(&mut self, key: Key, command: Option<Command>) {
        match (self.commands.iter_mut().find(|(k, _)| *k == key), command) {
            (Some(entry), Some(command)) => entry.1 = command,
            (Some(_), None) => self.commands.retain(|(k, _)| *k != key),
            (None, Some(command)) => self.commands.push((key, command)),
            (None, None) => {}
        }
    }

    /// The command `key` sends in key mode, as it would be typed.
    #[must_use]
    #[cfg(test)]
    pub(crate) fn line(&self, key: Key) -> Option<String> {
        self.command(key).map(Command::line)
    }

    /// The command `key` sends in key mode.
    #[must_use]
    pub(crate) fn command(&self, key: Key) -> Option<&Command> {
        self.commands
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, command)| command)
    }

    /// The keys, for `help`: a line for the special keys, then lines of "key: command" joined by semicolons, in
    /// the order of the commands; keys that each name the end of their command ("a: cursor file a" up to "h") are
    /// said once as a run ("a to h: cursor file a to h").
    #[must_use]
    pub(crate) fn describe(&self, pack: &VoicePack) -> Vec<String> {
        let special = [
            (self.toggle, PhraseKey::KeyModeToggleKey),
            (self.leave, PhraseKey::KeyModeLeaveKey),
            (self.help, PhraseKey::KeyModeHelpKey),
        ];
        let heading: Vec<String> = special
            .iter()
            .filter_map(|(key, what)| {
                key.map(|key| pack.phrase(*what, &[("key", &key.to_string())]))
            })
            .collect();
        let mut lines =
            vec![pack.phrase(PhraseKey::KeyModeHeading, &[("keys", &heading.join("; "))])];
        let bound: Vec<(Key, String)> = self
            .commands
            .iter()
            .map(|(key, command)| (*key, command.line()))
            .collect();
        let mut sorted: Vec<&(Key, String)> = bound.iter().collect();
        sorted.sort_by(|a, b| (&a.1, a.0.to_string()).cmp(&(&b.1, b.0.to_string())));
        let mut entries: Vec<String> = Vec::new();
        let mut at = 0;
        while at < sorted.len() {
            let stem = run_stem(sorted[at]);
            let run = stem.map_or(1, |stem| {
                sorted[at..]
                    .iter()
                    .take_while(|entry| run_stem(entry) == Some(stem))
                    .count()
            });
            let (first, last) = (&sorted[at], &sorted[at + run - 1]);
            entries.push(match stem {
                Some(stem) if run > 2 => pack.phrase(
                    PhraseKey::KeyModeRange,
                    &[
                        ("first", &first.0.to_string()),
                        ("last", &last.0.to_string()),
                        ("command", stem),
                    ],
                ),
                _ => format!("{}: {}", first.0, first.1),
            });
            at += if run > 2 { run } else { 1 };
        }
        for chunk in entries.chunks(ENTRIES_PER_LINE) {
            lines.push(pack.phrase(PhraseKey::KeyModeKeys, &[("keys", &chunk.join("; "))]));
        }
        lines
    }
}

/// How many keys one line of the help lists.
const ENTRIES_PER_LINE: usize = 10;

/// The command without its last word, when its last word is the key's character ("cursor file" for a:
/// "cursor file a").
fn run_stem((key, line): &(Key, String)) -> Option<&str> {
    let (stem, last) = line.rsplit_once(' ')?;
    let name = key.to_string();
    (name.chars().count() == 1 && last == name).then_some(stem)
}

#[cfg(test)]
mod tests;
