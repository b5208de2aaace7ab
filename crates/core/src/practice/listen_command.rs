//! The command language of `tactus listen`: a typed line → [`ListenCommand`].
//!
//! Command words are those of `tactus play` (English, and the pack's own); case and extra spaces do not matter; an
//! empty line is `next` (the Enter key alone steps on), and a line starting with `#` is skipped. The board
//! questions are read by the game's own command reader, so they are written exactly as in `tactus play`.

use crate::{
    clock::Side,
    registry::{
        self, Argument, BoardWords, Command, FreeText, GrammarError, Read, SessionKind, Unreadable,
        Verb,
    },
    session::{self, PlayCommand, PlayCommandError},
    voice::VoicePack,
};

pub use crate::registry::seconds_to_ms;

/// One line of the listener's command language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListenCommand {
    /// The next move.
    Next,
    /// One move back.
    Previous,
    /// Jump to a move (its number and who made it) and hear it.
    Move {
        /// The move's number.
        number: u32,
        /// Who made it.
        side: Side,
    },
    /// Back to the start position.
    Start,
    /// Jump to the last move and hear it.
    End,
    /// Play the moves one after another, with this pause in milliseconds (`None`: the session's own).
    Play(Option<u64>),
    /// Stop playing.
    Stop,
    /// The game's headers.
    Headers,
    /// The comment on the last move heard.
    Comment,
    /// Which move has been reached.
    Where,
    /// The opening's ECO code and name at the move reached.
    Opening,
    /// The moves that start each line here.
    Lines,
    /// Enter the line with this number (1: the main continuation).
    Line(u32),
    /// Leave the variation reached to where it branched.
    Up,
    /// Back to the main line.
    Main,
    /// The clocks recorded with the moves (`[%clk]`).
    Clock,
    /// A board question, as `tactus play` reads it (square, rank, file, board, pieces).
    Board(PlayCommand),
    /// Let virtual time pass, in milliseconds.
    Wait(u64),
    /// The commands.
    Help,
    /// End the session.
    Quit,
}

impl ListenCommand {
    /// The command's name, as the `query` of its answer: the registry's name of its verb, a board question's own.
    #[must_use]
    pub(crate) fn name(&self) -> &'static str {
        let verb = match self {
            ListenCommand::Board(question) => return question.name(),
            ListenCommand::Next => Verb::Next,
            ListenCommand::Previous => Verb::Previous,
            ListenCommand::Move { .. } => Verb::Jump,
            ListenCommand::Start => Verb::Start,
            ListenCommand::End => Verb::End,
            ListenCommand::Play(_) => Verb::Play,
            ListenCommand::Stop => Verb::Stop,
            ListenCommand::Headers => Verb::Headers,
            ListenCommand::Comment => Verb::Comment,
            ListenCommand::Where => Verb::Where,
            ListenCommand::Opening => Verb::Opening,
            ListenCommand::Lines => Verb::Lines,
            ListenCommand::Line(_) => Verb::Line,
            ListenCommand::Up => Verb::Up,
            ListenCommand::Main => Verb::Main,
            ListenCommand::Clock => Verb::Clock,
            ListenCommand::Wait(_) => Verb::Wait,
            ListenCommand::Help => Verb::Help,
            ListenCommand::Quit => Verb::Quit,
        };
        registry::name(verb)
    }
}

/// Why a line is not a listener's command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListenCommandError {
    /// No command starts with this word; the line as typed.
    Unknown(FreeText),
    /// The command is written wrongly; the right form.
    Usage(registry::Usage),
    /// A pause that cannot be read, as typed.
    Pause(FreeText),
    /// A DURATION that cannot be read, as typed.
    Duration(FreeText),
    /// A square, rank, file or piece that names nothing.
    Argument(Unreadable),
}

/// Reads one line: `Ok(None)` for a comment line; an empty line is `next`.
///
/// # Errors
/// [`ListenCommandError`] for an unknown word or a command written wrongly.
#[cfg(test)]
pub(crate) fn parse(line: &str) -> Result<Option<ListenCommand>, ListenCommandError> {
    parse_with(line, &BoardWords::shipped(), SessionKind::Listen)
}

/// Reads one line as [`parse`] does, squares, ranks, files and pieces also in `pack`'s words.
pub(crate) fn parse_for(
    line: &str,
    pack: &VoicePack,
) -> Result<Option<ListenCommand>, ListenCommandError> {
    parse_with(line, &BoardWords::new(pack), SessionKind::Listen)
}

fn parse_with(
    line: &str,
    words: &BoardWords,
    kind: SessionKind,
) -> Result<Option<ListenCommand>, ListenCommandError> {
    match registry::read(line, kind) {
        Read::Comment => Ok(None),
        Read::Blank => Ok(Some(ListenCommand::Next)),
        Read::Other(text) => Err(ListenCommandError::Unknown(text.into())),
        Read::Command(command) => command_with(&command, words, kind).map(Some),
    }
}

/// The listener's command for a command of the table (typed, or bound to a key or button).
///
/// # Errors
/// [`ListenCommandError`] for wrong arguments, or a command that is not the listener's.
pub fn from_command(command: &Command) -> Result<ListenCommand, ListenCommandError> {
    command_with(command, &BoardWords::shipped(), SessionKind::Listen)
}

/// The listener's command for a command of the table, as [`from_command`] reads it, squares, ranks, files and pieces
/// also in `pack`'s words.
pub(crate) fn from_command_for(
    command: &Command,
    pack: &VoicePack,
    kind: SessionKind,
) -> Result<ListenCommand, ListenCommandError> {
    command_with(command, &BoardWords::new(pack), kind)
}

/// The listener's command for a command of the table read in `kind` (analysing reads listening's commands too),
/// squares, ranks, files and pieces in `words`.
///
/// # Errors
/// [`ListenCommandError`] for wrong arguments, or a command that is not the listener's.
pub(crate) fn command_in(
    command: &Command,
    words: &BoardWords,
    kind: SessionKind,
) -> Result<ListenCommand, ListenCommandError> {
    command_with(command, words, kind)
}

/// A command of the table read in `kind` (listening, or analysing, which reads listening's commands too).
fn command_with(
    command: &Command,
    words: &BoardWords,
    kind: SessionKind,
) -> Result<ListenCommand, ListenCommandError> {
    // The board questions are the game's own, read as `tactus play` reads them.
    if let Verb::Square | Verb::Rank | Verb::File | Verb::Board | Verb::Pieces = command.verb() {
        return match session::command_with(command, words) {
            Ok(question) => Ok(ListenCommand::Board(question)),
            Err(PlayCommandError::Usage(usage)) => Err(ListenCommandError::Usage(usage)),
            Err(PlayCommandError::Duration(input)) => Err(ListenCommandError::Duration(input)),
            Err(PlayCommandError::Argument(problem)) => Err(ListenCommandError::Argument(problem)),
            Err(PlayCommandError::NotHere(_)) => {
                Err(ListenCommandError::Unknown(command.line().into()))
            }
        };
    }
    let unknown = || ListenCommandError::Unknown(command.line().into());
    let read = command.arguments_in(kind, words).ok_or_else(unknown)?;
    let args = read.map_err(|problem| match problem {
        GrammarError::Usage(usage) => ListenCommandError::Usage(usage),
        GrammarError::Pause(input) => ListenCommandError::Pause(input),
        GrammarError::Duration(input) => ListenCommandError::Duration(input),
    })?;
    match (command.verb(), args.as_slice()) {
        (Verb::Next, []) => Ok(ListenCommand::Next),
        (Verb::Previous, []) => Ok(ListenCommand::Previous),
        (Verb::Jump, [Argument::MoveNumber { number, black }, rest @ ..]) => {
            // The dots of Black's move ("12...") name Black whatever side follows.
            let side = match (black, rest) {
                (true, _) => Side::Black,
                (false, [Argument::Side(side)]) => *side,
                (false, _) => Side::White,
            };
            Ok(ListenCommand::Move {
                number: *number,
                side,
            })
        }
        (Verb::Start, []) => Ok(ListenCommand::Start),
        (Verb::End, []) => Ok(ListenCommand::End),
        (Verb::Play, []) => Ok(ListenCommand::Play(None)),
        (Verb::Play, [Argument::Pause(ms)]) => Ok(ListenCommand::Play(Some(*ms))),
        (Verb::Stop, []) => Ok(ListenCommand::Stop),
        (Verb::Headers, []) => Ok(ListenCommand::Headers),
        (Verb::Comment, []) => Ok(ListenCommand::Comment),
        (Verb::Where, []) => Ok(ListenCommand::Where),
        (Verb::Opening, []) => Ok(ListenCommand::Opening),
        (Verb::Lines, []) => Ok(ListenCommand::Lines),
        (Verb::Line, [Argument::Number(number)]) => Ok(ListenCommand::Line(*number)),
        (Verb::Up, []) => Ok(ListenCommand::Up),
        (Verb::Main, []) => Ok(ListenCommand::Main),
        (Verb::Clock, []) => Ok(ListenCommand::Clock),
        (Verb::Wait, [Argument::Duration(ms)]) => Ok(ListenCommand::Wait(*ms)),
        (Verb::Help, []) => Ok(ListenCommand::Help),
        (Verb::Quit, []) => Ok(ListenCommand::Quit),
        _ => Err(unknown()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn move_usage() -> registry::Usage {
        registry::usage(Verb::Jump, SessionKind::Listen)
    }

    #[test]
    fn lines_read_as_commands() {
        use ListenCommand::*;
        let cases: &[(&str, Result<Option<ListenCommand>, ListenCommandError>)] = &[
            ("", Ok(Some(Next))),
            ("   ", Ok(Some(Next))),
            ("# a note", Ok(None)),
            ("NEXT", Ok(Some(Next))),
            ("back", Ok(Some(Previous))),
            (
                "move 12",
                Ok(Some(Move {
                    number: 12,
                    side: Side::White,
                })),
            ),
            (
                "move 12 black",
                Ok(Some(Move {
                    number: 12,
                    side: Side::Black,
                })),
            ),
            (
                "move 3...",
                Ok(Some(Move {
                    number: 3,
                    side: Side::Black,
                })),
            ),
            ("move 0", Err(ListenCommandError::Usage(move_usage()))),
            ("move twelve", Err(ListenCommandError::Usage(move_usage()))),
            ("move", Err(ListenCommandError::Usage(move_usage()))),
            ("play", Ok(Some(Play(None)))),
            ("play 1.5", Ok(Some(Play(Some(1500))))),
            ("play 2s", Ok(Some(Play(Some(2000))))),
            ("play 0", Err(ListenCommandError::Pause("0".into()))),
            ("play soon", Err(ListenCommandError::Pause("soon".into()))),
            ("play nan", Err(ListenCommandError::Pause("nan".into()))),
            ("stop", Ok(Some(Stop))),
            ("headers", Ok(Some(Headers))),
            ("comment", Ok(Some(Comment))),
            ("where", Ok(Some(Where))),
            (
                "square Eva vier",
                Ok(Some(Board(PlayCommand::Square(shakmaty::Square::E4)))),
            ),
            ("b", Ok(Some(Board(PlayCommand::Board { visual: false })))),
            (
                "pieces black knight",
                Ok(Some(Board(PlayCommand::Pieces {
                    side: Some(Side::Black),
                    piece: Some(shakmaty::Role::Knight),
                }))),
            ),
            (
                "square",
                Err(ListenCommandError::Usage(registry::usage(
                    Verb::Square,
                    SessionKind::Listen,
                ))),
            ),
            ("wait 10s", Ok(Some(Wait(10_000)))),
            ("wait", Err(ListenCommandError::Usage(registry::WAIT_USAGE))),
            ("wait x", Err(ListenCommandError::Duration("x".into()))),
            ("help", Ok(Some(Help))),
            ("quit", Ok(Some(Quit))),
            ("e4", Err(ListenCommandError::Unknown("e4".into()))),
            (
                "start now",
                Err(ListenCommandError::Usage(registry::usage(
                    Verb::Start,
                    SessionKind::Listen,
                ))),
            ),
        ];
        for (line, expected) in cases {
            assert_eq!(&parse(line), expected, "{line:?}");
        }
    }
}
