//! The command language of `tactus follow`: the round's own commands (`follow`, `game`, `games`) read from the
//! registry's table, and listening's for the rest (`clock`, `where`, the board questions, `wait`, `help`, `quit`),
//! read as `tactus listen` reads them.

use crate::{
    practice::listen_command::{command_in, ListenCommand, ListenCommandError},
    registry::{
        self, Argument, BoardWords, Command, GrammarError, Keyword, Read, SessionKind, Verb,
    },
    voice::VoicePack,
};

/// Which games' moves are heard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Following {
    /// None yet: the round is listed, and waits for `follow`.
    Nothing,
    /// One board's.
    Board(usize),
    /// Every game's.
    All,
}

/// One line of the follower's command language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum FollowCommand {
    /// Hear the moves of one board, or of all.
    Follow(Following),
    /// The game the questions are about.
    Game(usize),
    /// The round's games listed.
    Games,
    /// A command as listening reads it: `clock`, `where`, a board question, `wait`, `help`, `quit`.
    Listen(ListenCommand),
}

/// Reads one line, squares, ranks, files and pieces also in `pack`'s words: `Ok(None)` for a blank or comment line.
pub(crate) fn parse(
    line: &str,
    pack: &VoicePack,
) -> Result<Option<FollowCommand>, ListenCommandError> {
    match registry::read(line, SessionKind::Follow) {
        Read::Comment | Read::Blank => Ok(None),
        Read::Other(text) => Err(ListenCommandError::Unknown(text.into())),
        Read::Command(command) => from_command(&command, pack).map(Some),
    }
}

/// Reads one line as [`parse`] does, with the English pack's words (the grammar's tests).
#[cfg(test)]
pub(crate) fn parse_shipped(line: &str) -> Result<Option<FollowCommand>, ListenCommandError> {
    parse(line, &VoicePack::builtin("en").expect("the English pack"))
}

/// The follower's command for a command of the table (typed, or bound to a key).
pub(crate) fn from_command(
    command: &Command,
    pack: &VoicePack,
) -> Result<FollowCommand, ListenCommandError> {
    let words = BoardWords::new(pack);
    if !matches!(command.verb(), Verb::Follow | Verb::Game | Verb::Games) {
        return command_in(command, &words, SessionKind::Follow).map(FollowCommand::Listen);
    }
    let unknown = || ListenCommandError::Unknown(command.line().into());
    let read = command
        .arguments_in(SessionKind::Follow, &words)
        .ok_or_else(unknown)?;
    let args = read.map_err(|problem| match problem {
        GrammarError::Usage(usage) => ListenCommandError::Usage(usage),
        GrammarError::Pause(input) => ListenCommandError::Pause(input),
        GrammarError::Duration(input) => ListenCommandError::Duration(input),
    })?;
    let board = |number: u32| usize::try_from(number).unwrap_or(usize::MAX);
    match (command.verb(), args.as_slice()) {
        (Verb::Follow, [Argument::Number(number)]) => {
            Ok(FollowCommand::Follow(Following::Board(board(*number))))
        }
        (Verb::Follow, [Argument::Word(Keyword::All)]) => Ok(FollowCommand::Follow(Following::All)),
        (Verb::Game, [Argument::Number(number)]) => Ok(FollowCommand::Game(board(*number))),
        (Verb::Games, []) => Ok(FollowCommand::Games),
        _ => Err(ListenCommandError::Usage(registry::usage(
            command.verb(),
            SessionKind::Follow,
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::PlayCommand;

    fn read(line: &str) -> Result<Option<FollowCommand>, ListenCommandError> {
        parse(line, &VoicePack::builtin("en").expect("the English pack"))
    }

    #[test]
    fn lines_read_as_the_follower_s_commands() {
        use FollowCommand::*;
        assert_eq!(read("follow 2"), Ok(Some(Follow(Following::Board(2)))));
        assert_eq!(read("FOLLOW all"), Ok(Some(Follow(Following::All))));
        assert_eq!(read("folgen alle"), Ok(Some(Follow(Following::All))));
        assert_eq!(read("suivre 3"), Ok(Some(Follow(Following::Board(3)))));
        assert_eq!(read("game 3"), Ok(Some(Game(3))));
        assert_eq!(read("games"), Ok(Some(Games)));
        assert_eq!(read("clock"), Ok(Some(Listen(ListenCommand::Clock))));
        assert_eq!(read("where"), Ok(Some(Listen(ListenCommand::Where))));
        assert_eq!(
            read("square e4"),
            Ok(Some(Listen(ListenCommand::Board(PlayCommand::Square(
                shakmaty::Square::E4
            )))))
        );
        assert_eq!(read("help"), Ok(Some(Listen(ListenCommand::Help))));
        assert_eq!(read("quit"), Ok(Some(Listen(ListenCommand::Quit))));
        assert_eq!(
            read("wait 1m"),
            Ok(Some(Listen(ListenCommand::Wait(60_000))))
        );
        assert_eq!(read(""), Ok(None));
        assert_eq!(read("# a note"), Ok(None));
    }

    #[test]
    fn a_command_written_wrongly_is_refused_with_its_usage() {
        let usage = |verb| ListenCommandError::Usage(registry::usage(verb, SessionKind::Follow));
        assert_eq!(read("follow"), Err(usage(Verb::Follow)));
        assert_eq!(read("follow everybody"), Err(usage(Verb::Follow)));
        assert_eq!(read("game"), Err(usage(Verb::Game)));
        assert_eq!(read("games 2"), Err(usage(Verb::Games)));
        assert_eq!(
            read("next"),
            Err(ListenCommandError::Unknown("next".into()))
        );
    }
}
