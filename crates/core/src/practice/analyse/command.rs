//! The command language of `tactus analyse`: listening's commands, the engine's questions, the variations tried and
//! saved, and any other line read as a move to try.

use crate::{
    registry::{
        self, Argument, BoardWords, FreeText, GrammarError, Keyword, Read, SessionKind, Verb,
    },
    voice::VoicePack,
};

use super::super::listen_command::{command_in, ListenCommand, ListenCommandError};

/// One line of the analysis board's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum AnalyseCommand {
    /// A command of listening: moving through the game and its lines, the board questions.
    Listen(ListenCommand),
    /// The engine's evaluation.
    Eval,
    /// The engine's best move; with `line`, its line.
    Best {
        /// The line, not the move alone.
        line: bool,
    },
    /// The engine's best lines, this many.
    EngineLines(u32),
    /// What the side not to move would play if it were its turn.
    Threat,
    /// Take away the variation reached.
    Delete,
    /// Write the game with its variations to this file.
    Save(FreeText),
    /// A line that is no command: a move to try, as typed.
    Try(FreeText),
}

/// Reads one line: `Ok(None)` for a comment line; an empty line is `next`.
///
/// # Errors
/// [`ListenCommandError`] for a command written wrongly.
pub(crate) fn parse(
    line: &str,
    pack: &VoicePack,
) -> Result<Option<AnalyseCommand>, ListenCommandError> {
    parse_with(line, &BoardWords::new(pack))
}

/// Reads one line as [`parse`] does, squares, ranks, files and pieces in every shipped pack's words.
#[cfg(test)]
pub(crate) fn parse_shipped(line: &str) -> Result<Option<AnalyseCommand>, ListenCommandError> {
    parse_with(line, &BoardWords::shipped())
}

fn parse_with(
    line: &str,
    words: &BoardWords,
) -> Result<Option<AnalyseCommand>, ListenCommandError> {
    match registry::read(line, SessionKind::Analyse) {
        Read::Comment => Ok(None),
        Read::Blank => Ok(Some(AnalyseCommand::Listen(ListenCommand::Next))),
        Read::Other(text) => Ok(Some(AnalyseCommand::Try(text.into()))),
        Read::Command(command) => command_with(&command, words).map(Some),
    }
}

/// The analysis board's command for a command of the table (typed, or bound to a key or button).
///
/// # Errors
/// [`ListenCommandError`] for wrong arguments.
pub(crate) fn from_command(
    command: &registry::Command,
    pack: &VoicePack,
) -> Result<AnalyseCommand, ListenCommandError> {
    command_with(command, &BoardWords::new(pack))
}

/// Whether the analysis board takes `command` (a key's or a button's binding), with its arguments.
///
/// # Errors
/// [`ListenCommandError`] for wrong arguments, or a command that is not the board's.
pub fn check(command: &registry::Command) -> Result<(), ListenCommandError> {
    command_with(command, &BoardWords::shipped()).map(drop)
}

fn command_with(
    command: &registry::Command,
    words: &BoardWords,
) -> Result<AnalyseCommand, ListenCommandError> {
    let own = matches!(
        command.verb(),
        Verb::Eval | Verb::Best | Verb::Threat | Verb::Delete | Verb::Save | Verb::Lines
    );
    if !own {
        return command_in(command, words, SessionKind::Analyse).map(AnalyseCommand::Listen);
    }
    let unknown = || ListenCommandError::Unknown(command.line().into());
    let args = command
        .arguments_in(SessionKind::Analyse, words)
        .ok_or_else(unknown)?
        .map_err(|problem| match problem {
            GrammarError::Usage(usage) => ListenCommandError::Usage(usage),
            GrammarError::Pause(input) => ListenCommandError::Pause(input),
            GrammarError::Duration(input) => ListenCommandError::Duration(input),
        })?;
    match (command.verb(), args.as_slice()) {
        (Verb::Eval, []) => Ok(AnalyseCommand::Eval),
        (Verb::Best, []) => Ok(AnalyseCommand::Best { line: false }),
        (Verb::Best, [Argument::Word(Keyword::Line)]) => Ok(AnalyseCommand::Best { line: true }),
        (Verb::Threat, []) => Ok(AnalyseCommand::Threat),
        (Verb::Delete, []) => Ok(AnalyseCommand::Delete),
        (Verb::Save, [Argument::Text(path)]) => Ok(AnalyseCommand::Save(path.clone())),
        (Verb::Lines, []) => Ok(AnalyseCommand::Listen(ListenCommand::Lines)),
        (Verb::Lines, [Argument::Number(count)]) => Ok(AnalyseCommand::EngineLines(*count)),
        _ => Err(unknown()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(line: &str) -> Result<Option<AnalyseCommand>, ListenCommandError> {
        parse(line, &VoicePack::builtin("en").unwrap())
    }

    #[test]
    fn the_engine_the_lines_and_moves_are_read() {
        assert_eq!(read("eval"), Ok(Some(AnalyseCommand::Eval)));
        assert_eq!(read("best"), Ok(Some(AnalyseCommand::Best { line: false })));
        assert_eq!(
            read("best line"),
            Ok(Some(AnalyseCommand::Best { line: true }))
        );
        assert_eq!(read("lines 3"), Ok(Some(AnalyseCommand::EngineLines(3))));
        assert_eq!(
            read("lines"),
            Ok(Some(AnalyseCommand::Listen(ListenCommand::Lines)))
        );
        assert_eq!(
            read("line 2"),
            Ok(Some(AnalyseCommand::Listen(ListenCommand::Line(2))))
        );
        assert_eq!(
            read("up"),
            Ok(Some(AnalyseCommand::Listen(ListenCommand::Up)))
        );
        assert_eq!(read("threat"), Ok(Some(AnalyseCommand::Threat)));
        assert_eq!(read("delete"), Ok(Some(AnalyseCommand::Delete)));
        assert!(matches!(
            read("save my game.pgn"),
            Ok(Some(AnalyseCommand::Save(_)))
        ));
        assert!(matches!(read("Nf3"), Ok(Some(AnalyseCommand::Try(_)))));
        assert!(matches!(
            read("Springer Felix drei"),
            Ok(Some(AnalyseCommand::Try(_)))
        ));
        assert_eq!(
            read(""),
            Ok(Some(AnalyseCommand::Listen(ListenCommand::Next)))
        );
        assert!(matches!(read("save"), Err(ListenCommandError::Usage(_))));
        // German words read the same.
        let de = VoicePack::builtin("de").unwrap();
        assert_eq!(parse("bewertung", &de), Ok(Some(AnalyseCommand::Eval)));
        assert_eq!(
            parse("bester variante", &de),
            Ok(Some(AnalyseCommand::Best { line: true }))
        );
    }
}
