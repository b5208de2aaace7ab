//! The built-in mapping with the user's `[gamepad]` section over it: the layout, and single buttons changed or
//! unmapped.
//!
//! ```toml
//! [gamepad]
//! layout = "nintendo"        # or "auto": chosen from each pad's vendor (the default)
//! [gamepad.game]
//! West = "board"             # a button's command line, as typed at the prompt
//! RightThumb = "cursor e1"
//! Select = ""                # unmapped
//! [gamepad.clock]
//! Mode = "help"
//! [gamepad.listen]
//! North = "best line"        # tactus listen and tactus analyse (a command analyse alone has does nothing in listen)
//! ```
//!
//! Every mistake is one sentence naming the file, the section and the button, and only that entry is left out: the
//! rest of the section still applies.

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
};

use gilrs::Button;

use super::{buttons, defaults::Defaults, layout::Layout, mapping::Mapping};
use crate::bindings::{bind, Controls};
use tactus_core::Command;
use tactus_core::UserConfig;

/// The value of `layout` that chooses by vendor.
const AUTO: &str = "auto";

/// The mapping in force: the built-in tables, the user's changes, and what was wrong with them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The built-in tables and layouts.
    defaults: Defaults,
    /// The layout the user chose for every pad (`None`: by vendor).
    chosen: Option<usize>,
    /// The user's game buttons: a command line, or `None` for unmapped.
    game: Vec<(Button, Option<Command>)>,
    /// The user's clock buttons.
    clock: Vec<(Button, Option<Command>)>,
    /// The user's buttons for walking a game (listen, analyse), checked against the analysis board's commands.
    listen: Vec<(Button, Option<Command>)>,
    /// Where the user's file is (or would be).
    config_path: Option<PathBuf>,
    /// What could not be used, one sentence each.
    problems: Vec<String>,
}

impl Settings {
    /// The built-in mapping with `config`'s `[gamepad]` section over it.
    #[must_use]
    pub fn from_config(config: &UserConfig) -> Settings {
        let mut problems: Vec<String> = config.problem().map(str::to_string).into_iter().collect();
        let defaults = Defaults::builtin().unwrap_or_else(|why| {
            problems.push(format!(
                "the built-in gamepad buttons cannot be read ({why}); only the config file's apply"
            ));
            Defaults::bare()
        });
        let mut settings = Settings {
            defaults,
            chosen: None,
            game: Vec::new(),
            clock: Vec::new(),
            listen: Vec::new(),
            config_path: config.path().map(Path::to_path_buf),
            problems,
        };
        match config.section("gamepad") {
            Ok(Some(section)) => settings.apply(section, config),
            Ok(None) => {}
            Err(problem) => settings.problems.push(problem.to_string()),
        }
        settings
    }

    /// Takes the user's `[gamepad]` section.
    fn apply(&mut self, section: &toml::Table, config: &UserConfig) {
        let file = &config.shown_path();
        for (key, value) in section {
            match (key.as_str(), value) {
                ("layout", toml::Value::String(name)) => self.choose_layout(name, file),
                ("game", toml::Value::Table(table)) => {
                    self.game = self.buttons(Controls::Play, table, config);
                }
                ("clock", toml::Value::Table(table)) => {
                    self.clock = self.buttons(Controls::Clock, table, config);
                }
                ("listen", toml::Value::Table(table)) => {
                    self.listen = self.buttons(Controls::Analyse, table, config);
                }
                ("layout", _) => self.problems.push(format!(
                    "the config file {file}, [gamepad]: layout must be a name in quotes, like layout = \"nintendo\""
                )),
                ("game" | "clock" | "listen", _) => self.problems.push(format!(
                    "the config file {file}, [gamepad]: {key} must be a section, [gamepad.{key}]"
                )),
                _ => self.problems.push(format!(
                    "the config file {file}, [gamepad]: there is no setting {key:?}; the settings are layout, [gamepad.game], [gamepad.clock] and [gamepad.listen]"
                )),
            }
        }
    }

    fn choose_layout(&mut self, name: &str, file: &str) {
        if name.eq_ignore_ascii_case(AUTO) {
            self.chosen = None;
            return;
        }
        match self
            .defaults
            .layouts
            .iter()
            .position(|layout| layout.name().eq_ignore_ascii_case(name.trim()))
        {
            Some(index) => self.chosen = Some(index),
            None => self.problems.push(format!(
                "the config file {file}, [gamepad]: there is no layout {name:?}; the layouts are {AUTO}, {}",
                self.layout_names()
            )),
        }
    }

    /// The entries of `[gamepad.game]` or `[gamepad.clock]` that can be used; the others become problems.
    fn buttons(
        &mut self,
        controls: Controls,
        table: &toml::Table,
        config: &UserConfig,
    ) -> Vec<(Button, Option<Command>)> {
        let section = if controls.walks_a_game() {
            "gamepad.listen"
        } else if controls.at_a_board() {
            "gamepad.game"
        } else {
            "gamepad.clock"
        };
        let file = config.shown_path();
        let mut taken = Vec::new();
        for (name, value) in table {
            let checked = buttons::by_name(name)
                .ok_or_else(|| {
                    format!(
                        "there is no button {name:?}; the buttons are {}",
                        buttons::known_names()
                    )
                })
                .and_then(|button| {
                    let line = value.as_str().ok_or_else(|| {
                        format!("{name} must be a command in quotes, like {name} = \"time\", or \"\" for none")
                    })?;
                    bind(controls, line)
                        .map(|line| (button, line))
                        .map_err(|why| format!("{name} = {line:?}: {why}"))
                });
            match checked {
                Ok(entry) => taken.push(entry),
                Err(why) => {
                    let line = config
                        .line_of(section, name)
                        .map(|n| format!(", line {n}"))
                        .unwrap_or_default();
                    self.problems
                        .push(format!("the config file {file}{line}, [{section}]: {why}"));
                }
            }
        }
        taken
    }

    /// The layout for a pad of `vendor`: the user's choice, else the one naming the vendor, else the default.
    #[must_use]
    pub fn layout_for(&self, vendor: Option<u16>) -> &Layout {
        let layouts = &self.defaults.layouts;
        let by_vendor = || {
            vendor.and_then(|vendor| layouts.iter().position(|layout| layout.has_vendor(vendor)))
        };
        let index = self
            .chosen
            .or_else(by_vendor)
            .unwrap_or(self.defaults.default_layout);
        &layouts[index.min(layouts.len().saturating_sub(1))]
    }

    /// The active mapping of a pad of `vendor` for `controls`: the built-in table (its face buttons swapped as the
    /// layout says), then the user's buttons.
    #[must_use]
    pub fn mapping(&self, controls: Controls, vendor: Option<u16>) -> Mapping {
        let layout = self.layout_for(vendor);
        let (table, overrides) = if controls.walks_a_game() {
            (&self.defaults.listen, &self.listen)
        } else if controls.at_a_board() {
            (&self.defaults.game, &self.game)
        } else {
            (&self.defaults.clock, &self.clock)
        };
        // The built-in lines are commands of their language (tested), read here once for the pad.
        let mut commands: HashMap<Button, Command> = buttons::all()
            .filter_map(|button| {
                let source = layout.default_source(button);
                let (_, line) = table.iter().find(|(b, _)| *b == source)?;
                Some((button, bind(controls, line).ok()??))
            })
            .collect();
        // The user's buttons were checked against the game's commands (or the clock's); each is read again for the
        // session, and one whose command the session lacks is left unmapped there.
        for (button, command) in overrides {
            match command
                .as_ref()
                .map(|command| bind(controls, &command.line()))
            {
                Some(Ok(Some(command))) => commands.insert(*button, command),
                _ => commands.remove(button),
            };
        }
        Mapping::new(layout.clone(), commands)
    }

    /// What could not be used, one sentence each naming the file.
    #[must_use]
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// Where the user's config file is, or would be.
    #[must_use]
    pub fn config_path(&self) -> Option<&Path> {
        self.config_path.as_deref()
    }

    /// The layout setting in force: `auto` or a layout's name.
    #[must_use]
    pub fn layout_setting(&self) -> &str {
        self.chosen
            .and_then(|index| self.defaults.layouts.get(index))
            .map_or(AUTO, Layout::name)
    }

    /// The layouts' names, for messages: "nintendo, playstation, xbox".
    fn layout_names(&self) -> String {
        let names: Vec<&str> = self.defaults.layouts.iter().map(Layout::name).collect();
        names.join(", ")
    }
}

#[cfg(test)]
mod tests;
