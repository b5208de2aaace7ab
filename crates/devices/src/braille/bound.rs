//! The display's key table read into commands once, when the display's view is made: a key press looks its command
//! up, and no command line is read again while the game goes on.

use super::keys::{Action, Binding, Key, KeyName, TABLE};
use crate::bindings::{bind, BindError, Controls};
use tactus_core::Command;

/// What a key does, its command already read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Deed {
    /// Nothing.
    Nothing,
    /// Sends this command.
    Send(Command),
    /// Over a square of the board row: this command (`cursor pick`) with the square; elsewhere nothing.
    PickSquare(Command),
    /// Shows the previous window of the message.
    PanBack,
    /// Shows the next window of the message.
    PanForward,
    /// Adds the character to the typed line.
    Type,
    /// Deletes the typed line's last character.
    Erase,
    /// Sends the typed line; with nothing typed, sends the command given.
    Enter(Option<Command>),
    /// Clears the typed line; with nothing typed, sends the command given.
    Escape(Option<Command>),
}

/// The key table of one command language, bound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct BoundKeys {
    /// Each key, what it does while a message shows and while the board row shows.
    rows: Vec<(KeyName, Deed, Deed)>,
}

/// A key of the built-in table whose command line does not bind: the key, its line, and why (the binding's own
/// sentence).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the braille key {key:?} sends {line:?}: {reason}")]
pub(crate) struct UnboundKey {
    /// The key.
    pub key: KeyName,
    /// The command line it sends.
    pub line: String,
    /// Why the line does not bind.
    pub reason: BindError,
}

impl UnboundKey {
    /// The key, its line and why, in the pack's words.
    #[must_use]
    pub(crate) fn words(&self, pack: &tactus_core::VoicePack) -> String {
        pack.phrase(
            tactus_core::PhraseKey::BrailleKeyUnbound,
            &[
                ("key", &format!("{:?}", self.key)),
                ("line", &self.line),
                ("problem", &self.reason.words(pack)),
            ],
        )
    }
}

/// The line the board row's routing keys send, followed by the square.
const PICK: &str = "cursor pick";

impl BoundKeys {
    /// The built-in table bound for `controls`, and why a row could not be bound, one sentence each naming the key
    /// (such a key does nothing; the built-in table binds: tested).
    #[must_use]
    pub(super) fn new(controls: Controls) -> (BoundKeys, Vec<UnboundKey>) {
        let mut problems = Vec::new();
        let mut bound = |binding: &Binding, action: Action| {
            deed(controls, binding, action).unwrap_or_else(|why| {
                problems.push(why);
                Deed::Nothing
            })
        };
        let rows = TABLE
            .iter()
            .map(|binding| {
                let (message, board) = if controls.at_a_board() {
                    (binding.game, binding.board)
                } else {
                    (binding.clock, binding.clock)
                };
                (binding.key, bound(binding, message), bound(binding, board))
            })
            .collect();
        (BoundKeys { rows }, problems)
    }

    /// What `key` does, with the board row showing or not.
    #[must_use]
    pub(super) fn deed(&self, key: Key, board_showing: bool) -> &Deed {
        let name = key.name();
        self.rows.iter().find(|(row, ..)| *row == name).map_or(
            &Deed::Nothing,
            |(_, message, board)| {
                if board_showing {
                    board
                } else {
                    message
                }
            },
        )
    }
}

/// `action` of `binding`'s row, its command line read in `controls`' language.
fn deed(controls: Controls, binding: &Binding, action: Action) -> Result<Deed, UnboundKey> {
    // The rows are shared by the sessions at a board: a row whose command a session lacks does nothing there.
    let shared = !matches!(controls, Controls::Play | Controls::Clock);
    let unbound = |line: &str, reason| UnboundKey {
        key: binding.key,
        line: line.to_string(),
        reason,
    };
    let command = |line: &str| match bind(controls, line) {
        Ok(Some(command)) => Ok(Some(command)),
        Err(why) if shared && why.is_not_here() => Ok(None),
        Ok(None) => Err(unbound(line, BindError::Empty)),
        Err(why) => Err(unbound(line, why)),
    };
    let optional =
        |line: Option<&str>| Ok::<_, UnboundKey>(line.map(command).transpose()?.flatten());
    Ok(match action {
        Action::Nothing => Deed::Nothing,
        Action::Send(line) => command(line)?.map_or(Deed::Nothing, Deed::Send),
        Action::PickSquare => command(PICK)?.map_or(Deed::Nothing, Deed::PickSquare),
        Action::PanBack => Deed::PanBack,
        Action::PanForward => Deed::PanForward,
        Action::Type => Deed::Type,
        Action::Erase => Deed::Erase,
        Action::Enter(line) => Deed::Enter(optional(line)?),
        Action::Escape(line) => Deed::Escape(optional(line)?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_table_binds_in_both_languages() {
        for controls in [Controls::Play, Controls::Clock] {
            let (keys, problems) = BoundKeys::new(controls);
            assert_eq!(problems, Vec::<UnboundKey>::new(), "{controls:?}");
            assert_eq!(keys.rows.len(), TABLE.len());
        }
        // The clock has no board row: a routing key does nothing there.
        let (clock, _) = BoundKeys::new(Controls::Clock);
        assert_eq!(clock.deed(Key::Route(3), true), &Deed::Nothing);
    }

    #[test]
    fn the_board_row_changes_what_panning_does() {
        let (game, _) = BoundKeys::new(Controls::Play);
        let line = |deed: &Deed| match deed {
            Deed::Send(command) => command.line(),
            other => format!("{other:?}"),
        };
        assert_eq!(game.deed(Key::PanLeft, false), &Deed::PanBack);
        assert_eq!(line(game.deed(Key::PanLeft, true)), "cursor down");
        assert_eq!(line(game.deed(Key::PanRight, true)), "cursor up");
        assert_eq!(game.deed(Key::Function(9), false), &Deed::Nothing);
    }

    #[test]
    fn a_row_naming_no_command_is_refused_with_its_key() {
        let row = Binding {
            key: KeyName::Function(9),
            game: Action::Send("frobnicate"),
            board: Action::Nothing,
            clock: Action::Nothing,
        };
        let refused = deed(Controls::Play, &row, row.game)
            .unwrap_err()
            .to_string();
        assert!(
            refused.starts_with("the braille key Function(9) sends \"frobnicate\": \"frobnicate\" is not a command of tactus play; the commands are go, press"),
            "{refused}"
        );
        let clock_only = deed(Controls::Clock, &row, Action::Send("cursor up"))
            .unwrap_err()
            .to_string();
        assert!(
            clock_only.contains("not a command of tactus clock"),
            "{clock_only}"
        );
    }
}
