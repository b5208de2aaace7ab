//! The built-in mapping, `default.toml`: a table of button → command line for a game, one for the clock and one for
//! the sessions that walk a game (listen, analyse), and the layouts.

use std::collections::BTreeMap;

use gilrs::Button;
use serde::Deserialize;

use super::{buttons, layout::Layout, table_error::TableError};

/// The built-in mapping, as shipped inside the program.
const DEFAULT_TOML: &str = include_str!("default.toml");

/// A table of buttons and their command lines, in listing order.
pub(super) type Table = Vec<(Button, String)>;

/// The built-in mapping, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Defaults {
    /// The buttons of a game.
    pub game: Table,
    /// The buttons of `tactus clock`.
    pub clock: Table,
    /// The buttons of `tactus listen` and `tactus analyse`.
    pub listen: Table,
    /// The families of pads, in the file's order of names.
    pub layouts: Vec<Layout>,
    /// Which of `layouts` a pad of no known vendor gets.
    pub default_layout: usize,
}

/// `default.toml` as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    default_layout: String,
    game: BTreeMap<String, String>,
    clock: BTreeMap<String, String>,
    listen: BTreeMap<String, String>,
    layouts: BTreeMap<String, LayoutFile>,
}

/// One `[layouts.NAME]` as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LayoutFile {
    vendors: Vec<u16>,
    labels: BTreeMap<String, String>,
    swap: Vec<[String; 2]>,
}

impl Defaults {
    /// The mapping shipped with the program.
    ///
    /// # Errors
    /// What is wrong with it (a test keeps it right).
    pub(super) fn builtin() -> Result<Defaults, TableError> {
        Defaults::parse(DEFAULT_TOML)
    }

    /// No buttons and one layout of plain names: what is left should the built-in mapping not read.
    #[must_use]
    pub(super) fn bare() -> Defaults {
        Defaults {
            game: Vec::new(),
            clock: Vec::new(),
            listen: Vec::new(),
            layouts: Layout::new("plain", Vec::new(), &[], &[])
                .into_iter()
                .collect(),
            default_layout: 0,
        }
    }

    /// A mapping written like `default.toml`.
    ///
    /// # Errors
    /// The TOML error, or the name that is not a button or not a layout.
    pub(super) fn parse(text: &str) -> Result<Defaults, TableError> {
        let file: File =
            toml::from_str(text).map_err(|e| TableError::Toml(e.message().to_string()))?;
        let layouts = file
            .layouts
            .iter()
            .map(|(name, layout)| {
                let labels: Vec<(String, String)> = layout
                    .labels
                    .iter()
                    .map(|(button, label)| (button.clone(), label.clone()))
                    .collect();
                Layout::new(name, layout.vendors.clone(), &labels, &layout.swap)
            })
            .collect::<Result<Vec<_>, TableError>>()?;
        let default_layout = layouts
            .iter()
            .position(|layout| layout.name() == file.default_layout)
            .ok_or_else(|| TableError::NoLayout(file.default_layout.clone()))?;
        Ok(Defaults {
            game: table(&file.game)?,
            clock: table(&file.clock)?,
            listen: table(&file.listen)?,
            layouts,
            default_layout,
        })
    }
}

/// A table's buttons checked and put in listing order.
fn table(written: &BTreeMap<String, String>) -> Result<Table, TableError> {
    let mut entries = written
        .iter()
        .map(|(name, line)| {
            buttons::by_name(name)
                .map(|button| (button, line.clone()))
                .ok_or_else(|| TableError::NoButton(name.clone()))
        })
        .collect::<Result<Table, TableError>>()?;
    entries.sort_by_key(|(button, _)| buttons::all().position(|b| b == *button));
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tactus_core::parse_play_command;

    #[test]
    fn the_builtin_mapping_reads_with_the_three_layouts() {
        let defaults = Defaults::builtin().unwrap();
        let names: Vec<&str> = defaults.layouts.iter().map(Layout::name).collect();
        assert_eq!(names, ["nintendo", "playstation", "xbox"]);
        assert_eq!(defaults.layouts[defaults.default_layout].name(), "xbox");
        let command = |button| {
            defaults
                .game
                .iter()
                .find(|(b, _)| *b == button)
                .map(|(_, line)| line.as_str())
        };
        assert_eq!(command(Button::South), Some("cursor pick"));
        assert_eq!(command(Button::DPadUp), Some("cursor up"));
        assert_eq!(command(Button::Mode), None);
        assert_eq!(defaults.game[0].0, Button::DPadUp, "listing order");
    }

    #[test]
    fn every_game_button_sends_a_command_not_a_move() {
        for (button, line) in Defaults::builtin().unwrap().game {
            let command = parse_play_command(&line)
                .unwrap_or_else(|e| panic!("{button:?} = {line:?}: {e:?}"))
                .unwrap_or_else(|| panic!("{button:?} = {line:?} is blank"));
            assert_ne!(command.name(), "move", "{button:?} = {line:?}");
        }
    }

    #[test]
    fn every_listen_button_binds_in_the_analysis_board_and_the_moving_ones_in_listen() {
        let defaults = Defaults::builtin().unwrap();
        assert!(!defaults.listen.is_empty());
        for (button, line) in &defaults.listen {
            let command = crate::bindings::bind(crate::bindings::Controls::Analyse, line);
            assert!(matches!(command, Ok(Some(_))), "{button:?} = {line:?}");
            let own = ["eval", "best", "threat"].contains(&line.as_str());
            let listening = crate::bindings::bind(crate::bindings::Controls::Listen, line);
            assert_eq!(listening.is_ok(), !own, "{button:?} = {line:?}");
        }
    }

    #[test]
    fn mistakes_in_the_file_are_named() {
        let base = "default_layout = \"xbox\"\n[game]\n[clock]\n[listen]\n[layouts.xbox]\nvendors = []\nlabels = {}\nswap = []\n";
        assert!(Defaults::parse(base).is_ok());
        let wrong_button = base.replace("[clock]", "[clock]\nUp = \"go\"");
        assert_eq!(
            Defaults::parse(&wrong_button).unwrap_err().to_string(),
            "no button is called \"Up\""
        );
        let wrong_layout = base.replace("\"xbox\"\n", "\"snes\"\n");
        assert_eq!(
            Defaults::parse(&wrong_layout).unwrap_err().to_string(),
            "no layout is called \"snes\""
        );
        assert!(Defaults::parse("game = 1").is_err());
    }
}
