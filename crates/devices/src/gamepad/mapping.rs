//! One pad's active mapping: which command line each of its buttons sends, and what its buttons are called.

use std::collections::HashMap;

use gilrs::Button;
use tactus_core::Command;

use super::{buttons, layout::Layout};

/// The command lines of one pad's buttons, for one command language (a game's or the clock's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mapping {
    /// The pad's family, for its labels.
    layout: Layout,
    /// Button → command; unmapped buttons are absent.
    commands: HashMap<Button, Command>,
}

/// One mapped button as listed: its name, its label on the pad, its command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The button's name in the tables (`South`).
    pub button: &'static str,
    /// What the pad calls it (`A`, `Cross`, `D-pad up`).
    pub label: String,
    /// The command line it sends.
    pub command: String,
}

impl Mapping {
    /// A mapping for pads of `layout`.
    #[must_use]
    pub fn new(layout: Layout, commands: HashMap<Button, Command>) -> Mapping {
        Mapping { layout, commands }
    }

    /// The command `button` sends, if it sends one.
    #[must_use]
    pub fn command(&self, button: Button) -> Option<&Command> {
        self.commands.get(&button)
    }

    /// The command `button` sends, as it would be typed.
    #[must_use]
    pub fn line(&self, button: Button) -> Option<String> {
        self.command(button).map(Command::line)
    }

    /// The pad's family.
    #[must_use]
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The mapped buttons in listing order (D-pad, face buttons, shoulders, middle, sticks).
    #[must_use]
    pub fn entries(&self) -> Vec<Entry> {
        buttons::all()
            .filter_map(|button| {
                let command = self.commands.get(&button)?;
                Some(Entry {
                    button: buttons::name(button)?,
                    label: self.layout.label(button).to_string(),
                    command: command.line(),
                })
            })
            .collect()
    }
}
