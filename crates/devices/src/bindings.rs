//! Which kind of session the input devices serve, and a binding (a key's, a button's, a braille key's) read into its
//! command once, when its keymap is loaded, and checked against that session's own commands.

use tactus_core::{
    Command, CommandError as ClockError, ListenCommandError, PlayCommand, PlayCommandError,
    ReadCommand, SessionKind,
};

mod bind_error;

pub(crate) use bind_error::{BindError, NotHere};

/// The kind of session the devices serve: each has its own commands, and so its own bindings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Controls {
    /// `tactus play` and `tactus resume`: the game at the board.
    Play,
    /// `tactus online`: a game on the server.
    Online,
    /// `tactus clock`: the two clock buttons and the questions.
    Clock,
    /// `tactus listen`: a game heard move by move.
    Listen,
    /// `tactus analyse`: the analysis board.
    Analyse,
    /// `tactus drill`: board-reading questions.
    Drill,
    /// `tactus puzzle`: tactics puzzles.
    Puzzle,
    /// `tactus endgame`: an endgame played out against the tablebase.
    Endgame,
    /// `tactus board`: an electronic board checked before the round.
    BoardCheck,
    /// `tactus review --practice`: a reviewed game's mistakes replayed as puzzles.
    Review,
}

impl Controls {
    /// Every kind of session, in the order the documentation lists them.
    pub const ALL: [Controls; 10] = [
        Controls::Play,
        Controls::Online,
        Controls::Clock,
        Controls::Listen,
        Controls::Analyse,
        Controls::Drill,
        Controls::Puzzle,
        Controls::Endgame,
        Controls::BoardCheck,
        Controls::Review,
    ];

    /// The command language its bindings are read in.
    #[must_use]
    pub fn language(self) -> SessionKind {
        match self {
            Controls::Play | Controls::Online | Controls::Endgame => SessionKind::Play,
            Controls::Clock => SessionKind::Clock,
            Controls::Listen => SessionKind::Listen,
            Controls::Analyse => SessionKind::Analyse,
            Controls::Drill => SessionKind::Drill,
            Controls::Puzzle => SessionKind::Puzzle,
            Controls::BoardCheck => SessionKind::Board,
            Controls::Review => SessionKind::Review,
        }
    }

    /// The subcommand that runs the session, as messages name it.
    #[must_use]
    pub fn subcommand(self) -> &'static str {
        match self {
            Controls::Online => "online",
            Controls::Endgame => "endgame",
            other => other.language().subcommand(),
        }
    }

    /// Whether it takes its bindings from the game's sections of the keymaps (`[keys.game]`, `[gamepad.game]`, the
    /// braille display's game and board rows) rather than the clock's.
    #[must_use]
    pub fn at_a_board(self) -> bool {
        self != Controls::Clock
    }

    /// Whether it walks through a game move by move (`tactus listen`, `tactus analyse`): the keyboard and the
    /// gamepad then take their bindings from the sections of their own (`[keys.listen]`, `[gamepad.listen]`), read in
    /// the session's language, so that a key only the analysis board has is left out of listening's table.
    #[must_use]
    pub fn walks_a_game(self) -> bool {
        matches!(self, Controls::Listen | Controls::Analyse)
    }
}

/// A key's, button's or braille key's binding read into its command, once, when its keymap is loaded: `None` for an
/// empty binding (unmapped).
///
/// # Errors
/// [`BindError`]: not one line, not a command of the session, or written wrongly.
pub(crate) fn bind(controls: Controls, line: &str) -> Result<Option<Command>, BindError> {
    if line.trim().contains(['\n', '\r']) {
        return Err(BindError::LineBreaks);
    }
    let language = controls.language();
    let command = match tactus_core::read_command(line, language) {
        ReadCommand::Blank | ReadCommand::Comment => return Ok(None),
        ReadCommand::Other(text) => {
            return Err(BindError::NotACommand {
                text,
                session: controls.subcommand(),
                commands: tactus_core::command_names(language),
            })
        }
        ReadCommand::Command(command) => command,
    };
    check(controls, &command).map(|()| Some(command))
}

/// Whether the session of `controls` takes `command`, with its arguments.
fn check(controls: Controls, command: &Command) -> Result<(), BindError> {
    let not_here = |name: &str, why| BindError::NotHere {
        name: name.to_string(),
        session: controls.subcommand(),
        why,
    };
    match controls {
        Controls::Play | Controls::Online | Controls::Endgame => {
            let read = tactus_core::play_command_from(command).map_err(play_problem)?;
            match controls {
                Controls::Online if decided_by_the_server(&read) => {
                    Err(not_here(read.name(), NotHere::Online))
                }
                Controls::Endgame if !endgame_takes(&read) => {
                    Err(not_here(read.name(), NotHere::Endgame))
                }
                _ => Ok(()),
            }
        }
        Controls::Clock => tactus_core::clock_command_from(command)
            .map(drop)
            .map_err(|problem| match problem {
                ClockError::Usage(usage) => BindError::Usage(usage),
                ClockError::Duration(input) => BindError::Duration(input.into()),
                ClockError::Unknown(input) => BindError::Wrongly(input.into()),
            }),
        Controls::Listen | Controls::Analyse => {
            let read = if controls == Controls::Listen {
                tactus_core::listen_command_from(command).map(drop)
            } else {
                tactus_core::analyse_command_check(command)
            };
            read.map_err(|problem| match problem {
                ListenCommandError::Usage(usage) => BindError::Usage(usage),
                ListenCommandError::Duration(input) | ListenCommandError::Pause(input) => {
                    BindError::Duration(input.into())
                }
                ListenCommandError::Unknown(input) => BindError::Wrongly(input.into()),
                ListenCommandError::Argument(problem) => BindError::Argument {
                    input: problem.input.into(),
                    kind: problem.kind,
                },
            })
        }
        // The drill, puzzles, the review's practice and the board check take every command of their language by its
        // name alone; the board questions of a puzzle are read as the game reads them.
        Controls::Puzzle if is_board_question(command) => tactus_core::play_command_from(command)
            .map(drop)
            .map_err(play_problem),
        Controls::Drill | Controls::Puzzle | Controls::Review | Controls::BoardCheck => Ok(()),
    }
}

/// A game's command that is not the game's, or is written wrongly, as a binding's problem.
fn play_problem(problem: PlayCommandError) -> BindError {
    match problem {
        PlayCommandError::Usage(usage) => BindError::Usage(usage),
        PlayCommandError::Duration(input) => BindError::Duration(input.into()),
        PlayCommandError::NotHere(name) => BindError::Wrongly(name.to_string()),
        PlayCommandError::Argument(problem) => BindError::Argument {
            input: problem.input.into(),
            kind: problem.kind,
        },
    }
}

/// The commands of the game at the board that an online game refuses whatever sends them.
fn decided_by_the_server(command: &PlayCommand) -> bool {
    matches!(
        command,
        PlayCommand::Go(_)
            | PlayCommand::Pause
            | PlayCommand::Adjust(..)
            | PlayCommand::Illegal(_)
            | PlayCommand::Takeback(_)
            | PlayCommand::Verdict { .. }
            | PlayCommand::Increment(_)
            | PlayCommand::Unseal
            | PlayCommand::Position
            | PlayCommand::Adjourn { .. }
            | PlayCommand::Hint(_)
    )
}

/// The commands of the game's language an endgame takes.
fn endgame_takes(command: &PlayCommand) -> bool {
    matches!(
        command,
        PlayCommand::Square(_)
            | PlayCommand::Rank(_)
            | PlayCommand::File(_)
            | PlayCommand::Board { .. }
            | PlayCommand::Pieces { .. }
            | PlayCommand::Last
            | PlayCommand::Repeat
            | PlayCommand::Help(_)
            | PlayCommand::Quit
    )
}

/// Whether a command is one of the board's questions (`square`, `rank`, `file`, `board`, `pieces`).
fn is_board_question(command: &Command) -> bool {
    let line = command.line();
    let name = line.split_whitespace().next().unwrap_or_default();
    ["square", "rank", "file", "board", "pieces"].contains(&name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tactus_core::ArgumentKind;

    #[test]
    fn each_session_binds_only_its_own_commands() {
        let bound = |controls, line| bind(controls, line).map(|command| command.map(|c| c.line()));
        assert_eq!(
            bound(Controls::Play, "cursor up"),
            Ok(Some("cursor up".into()))
        );
        assert_eq!(bound(Controls::Listen, "next"), Ok(Some("next".into())));
        assert_eq!(bound(Controls::Drill, "skip"), Ok(Some("skip".into())));
        assert_eq!(bound(Controls::Puzzle, "retry"), Ok(Some("retry".into())));
        assert_eq!(bound(Controls::Clock, "white"), Ok(Some("white".into())));
        assert_eq!(
            bound(Controls::Endgame, "square e4"),
            Ok(Some("square e4".into()))
        );
        for (controls, line) in [
            (Controls::Listen, "cursor up"),
            (Controls::Clock, "cursor up"),
            (Controls::Drill, "next"),
            (Controls::BoardCheck, "press"),
            (Controls::Online, "pause"),
            (Controls::Online, "arbiter add white 2m"),
            (Controls::Endgame, "press"),
        ] {
            let refused = bind(controls, line).unwrap_err();
            assert!(refused.is_not_here(), "{controls:?} {line:?}: {refused}");
            assert!(
                refused.to_string().contains(controls.subcommand()),
                "{refused}"
            );
        }
    }

    #[test]
    fn a_binding_written_wrongly_is_refused_in_every_session_that_has_its_command() {
        for controls in [Controls::Play, Controls::Listen, Controls::Puzzle] {
            let refused = bind(controls, "square Zebra").unwrap_err();
            assert_eq!(
                refused,
                BindError::Argument {
                    input: "Zebra".into(),
                    kind: ArgumentKind::Square
                },
                "{controls:?}"
            );
            assert!(!refused.is_not_here());
        }
    }

    #[test]
    fn a_bindings_problem_is_worded_by_the_pack() {
        let refused = bind(Controls::Online, "pause").unwrap_err();
        let english = tactus_core::VoicePack::builtin("en").unwrap();
        assert_eq!(refused.words(&english), refused.to_string());
        let german = tactus_core::VoicePack::builtin("de").unwrap();
        assert!(
            refused
                .words(&german)
                .contains("kein Befehl von tactus online"),
            "{}",
            refused.words(&german)
        );
        let wrongly = bind(Controls::Clock, "arbiter add").unwrap_err();
        assert_eq!(wrongly.words(&english), wrongly.to_string());
    }
}
