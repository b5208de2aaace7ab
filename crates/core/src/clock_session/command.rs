//! The clock's command language (docs/cli.md): what a typed line asks for, before anything is done. Its words are
//! in the command table (`crate::registry`); here their arguments are read.
//!
//! Reading is apart from doing so that a refused line is known to change nothing, and so that the wording of a
//! refusal is left to the voice pack. Commands are English words in every pack, like the `--options`; case and extra
//! spaces do not matter, and blank lines and lines starting with `#` (comments in scripts) are skipped.

use crate::{
    clock::Side,
    registry::{
        self, Argument, BoardWords, FreeText, GrammarError, Keyword, Read, SessionKind, Verb,
    },
};

pub(crate) use crate::arguments::Adjustment;

/// One command of the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockCommand {
    /// `go`: start the clock of the player to move.
    Go,
    /// `press`: the player whose clock runs presses.
    Press,
    /// `white`, `black` (`w`, `b`): that player presses their button.
    PressBy(Side),
    /// `time` (`t`): both remaining times.
    Time,
    /// `moves` (`n`): the moves completed.
    Moves,
    /// `pause`: the arbiter stops both clocks.
    Pause,
    /// `arbiter add|set white|black DURATION`.
    Arbiter(Side, Adjustment),
    /// `wait DURATION`: let time pass (virtual time only).
    Wait(u64),
    /// `help`.
    Help,
    /// `quit`.
    Quit,
}

impl ClockCommand {
    /// The command's name, as the `query` of its answer: the registry's name of its verb (`press` for a side's
    /// button too).
    #[must_use]
    pub(crate) fn name(self) -> &'static str {
        registry::name(match self {
            ClockCommand::Go => Verb::Go,
            ClockCommand::Press | ClockCommand::PressBy(_) => Verb::Press,
            ClockCommand::Time => Verb::Time,
            ClockCommand::Moves => Verb::Moves,
            ClockCommand::Pause => Verb::Pause,
            ClockCommand::Arbiter(..) => Verb::Arbiter,
            ClockCommand::Wait(_) => Verb::Wait,
            ClockCommand::Help => Verb::Help,
            ClockCommand::Quit => Verb::Quit,
        })
    }
}

/// Why a line is not a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandError {
    /// No command starts with this word.
    Unknown(FreeText),
    /// A known command written wrongly; the right form.
    Usage(registry::Usage),
    /// A DURATION that cannot be read, as typed.
    Duration(FreeText),
}

/// Reads one line: `Ok(None)` for a blank line or a comment.
///
/// # Errors
/// [`CommandError`] for an unknown word, a command with wrong arguments, or an unreadable DURATION.
pub fn parse(line: &str) -> Result<Option<ClockCommand>, CommandError> {
    match registry::read(line, SessionKind::Clock) {
        Read::Blank | Read::Comment => Ok(None),
        Read::Other(text) => Err(CommandError::Unknown(text.into())),
        Read::Command(command) => from_command(&command).map(Some),
    }
}

/// The clock's command for a command of the table (typed, or bound to a key or button).
///
/// # Errors
/// [`CommandError`] for wrong arguments, an unreadable DURATION, or a command that is not the clock's.
pub fn from_command(command: &registry::Command) -> Result<ClockCommand, CommandError> {
    let unknown = || CommandError::Unknown(command.line().into());
    let args = command
        .arguments_in(SessionKind::Clock, &BoardWords::shipped())
        .ok_or_else(unknown)?
        .map_err(CommandError::from)?;
    match (command.verb(), args.as_slice()) {
        (Verb::Go, []) => Ok(ClockCommand::Go),
        (Verb::Press, []) => Ok(ClockCommand::Press),
        (Verb::White, []) => Ok(ClockCommand::PressBy(Side::White)),
        (Verb::Black, []) => Ok(ClockCommand::PressBy(Side::Black)),
        (Verb::Time, []) => Ok(ClockCommand::Time),
        (Verb::Moves, []) => Ok(ClockCommand::Moves),
        (Verb::Pause, []) => Ok(ClockCommand::Pause),
        (
            Verb::Arbiter,
            [Argument::Word(Keyword::Add), Argument::Side(side), Argument::SignedDuration(ms)],
        ) => Ok(ClockCommand::Arbiter(*side, Adjustment::Add(*ms))),
        (
            Verb::Arbiter,
            [Argument::Word(Keyword::Set), Argument::Side(side), Argument::Duration(ms)],
        ) => Ok(ClockCommand::Arbiter(
            *side,
            Adjustment::Set(i64::try_from(*ms).unwrap_or(i64::MAX)),
        )),
        (Verb::Help, []) => Ok(ClockCommand::Help),
        (Verb::Quit, []) => Ok(ClockCommand::Quit),
        (Verb::Wait, [Argument::Duration(ms)]) => Ok(ClockCommand::Wait(*ms)),
        _ => Err(unknown()),
    }
}

impl From<GrammarError> for CommandError {
    fn from(problem: GrammarError) -> Self {
        match problem {
            GrammarError::Usage(usage) => CommandError::Usage(usage),
            // The clock takes no pause; a time that cannot be read is a DURATION here.
            GrammarError::Duration(input) | GrammarError::Pause(input) => {
                CommandError::Duration(input)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::{ADJUST_USAGE as ARBITER_USAGE, WAIT_USAGE};

    #[test]
    fn lines_read_as_commands() {
        use ClockCommand::*;
        let cases: &[(&str, Result<Option<ClockCommand>, CommandError>)] = &[
            ("go", Ok(Some(Go))),
            ("  GO  ", Ok(Some(Go))),
            ("press", Ok(Some(Press))),
            ("w", Ok(Some(PressBy(Side::White)))),
            ("Black", Ok(Some(PressBy(Side::Black)))),
            ("t", Ok(Some(Time))),
            ("n", Ok(Some(Moves))),
            ("pause", Ok(Some(Pause))),
            ("help", Ok(Some(Help))),
            ("quit", Ok(Some(Quit))),
            ("", Ok(None)),
            ("   ", Ok(None)),
            ("# a comment", Ok(None)),
            ("wait 2m", Ok(Some(Wait(120_000)))),
            ("wait 1m 30s", Ok(Some(Wait(90_000)))),
            ("wait 4:30", Ok(Some(Wait(270_000)))),
            (
                "arbiter add white +2m",
                Ok(Some(Arbiter(Side::White, Adjustment::Add(120_000)))),
            ),
            (
                "arbiter add b -30s",
                Ok(Some(Arbiter(Side::Black, Adjustment::Add(-30_000)))),
            ),
            (
                "arbiter set black 1:05:00",
                Ok(Some(Arbiter(Side::Black, Adjustment::Set(3_900_000)))),
            ),
            ("jump", Err(CommandError::Unknown("jump".into()))),
            ("e4", Err(CommandError::Unknown("e4".into()))),
            (
                "go now",
                Err(CommandError::Usage(registry::usage(
                    Verb::Go,
                    SessionKind::Clock,
                ))),
            ),
            ("wait", Err(CommandError::Usage(WAIT_USAGE))),
            ("wait 90", Err(CommandError::Duration("90".into()))),
            ("wait -2m", Err(CommandError::Duration("-2m".into()))),
            ("arbiter", Err(CommandError::Usage(ARBITER_USAGE))),
            ("arbiter add white", Err(CommandError::Usage(ARBITER_USAGE))),
            (
                "arbiter give white 2m",
                Err(CommandError::Usage(ARBITER_USAGE)),
            ),
            (
                "arbiter add green 2m",
                Err(CommandError::Usage(ARBITER_USAGE)),
            ),
            (
                "arbiter set white +2m",
                Err(CommandError::Duration("+2m".into())),
            ),
            (
                "arbiter add white 2x",
                Err(CommandError::Duration("2x".into())),
            ),
        ];
        for (line, expected) in cases {
            assert_eq!(&parse(line), expected, "{line:?}");
        }
    }
}
