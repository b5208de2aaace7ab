//! Why a binding cannot be used for a kind of session, typed and worded by the voice pack ([`BindError::words`]);
//! the `Display` of each is the same sentence in English, for the config file's problems and tests.

use tactus_core::{ArgumentKind, Usage};
#[cfg(any(feature = "braille", test))]
use tactus_core::{PhraseKey, VoicePack};

/// Why a binding cannot be used for a kind of session.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum BindError {
    /// No command at all (a braille key bound to nothing).
    #[cfg(feature = "braille")]
    #[error("an empty command")]
    Empty,
    /// More than one line.
    #[error("a button sends one command line, without line breaks")]
    LineBreaks,
    /// The first word names no command of the session.
    #[error("\"{text}\" is not a command of tactus {session}; the commands are {commands}")]
    NotACommand {
        /// The line, trimmed.
        text: String,
        /// The session's subcommand.
        session: &'static str,
        /// The session's commands by name.
        commands: String,
    },
    /// A command of the language that this kind of session refuses whatever sends it.
    #[error("{name} is not a command of tactus {session}: {why}")]
    NotHere {
        /// The command's name.
        name: String,
        /// The session's subcommand.
        session: &'static str,
        /// Why the session does not take it.
        why: NotHere,
    },
    /// Written wrongly: how it is written.
    #[error("the command is written wrongly; write it as {}", .0.english())]
    Usage(Usage),
    /// Written wrongly: the command or the word as written.
    #[error("the command is written wrongly; write it as {0}")]
    Wrongly(String),
    /// A duration that cannot be read, as written.
    #[error("the duration {0:?} cannot be read")]
    Duration(String),
    /// A square, rank, file or piece that names nothing, as written.
    #[error("{input:?} names no {}", kind_name(*.kind))]
    Argument {
        /// The argument, as written.
        input: String,
        /// What it should name.
        kind: ArgumentKind,
    },
}

/// Why a kind of session refuses a command of its language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum NotHere {
    /// The server decides it in an online game.
    #[error("the server keeps the clocks and the results of an online game")]
    Online,
    /// An endgame takes only moves and the board's questions.
    #[error("an endgame takes moves and the board's questions")]
    Endgame,
}

impl BindError {
    /// Whether the session lacks the command (rather than the binding being written wrongly): a binding shared by
    /// the sessions at a board is left out, unsaid, of the sessions that lack its command.
    #[cfg(any(feature = "braille", test))]
    #[must_use]
    pub(crate) fn is_not_here(&self) -> bool {
        matches!(
            self,
            BindError::NotACommand { .. } | BindError::NotHere { .. }
        )
    }

    /// Why, in the pack's words.
    #[cfg(any(feature = "braille", test))]
    #[must_use]
    pub(crate) fn words(&self, pack: &VoicePack) -> String {
        match self {
            #[cfg(feature = "braille")]
            BindError::Empty => pack.phrase(PhraseKey::BindEmpty, &[]),
            BindError::LineBreaks => pack.phrase(PhraseKey::BindLineBreaks, &[]),
            BindError::NotACommand {
                text,
                session,
                commands,
            } => pack.phrase(
                PhraseKey::BindNotACommand,
                &[("text", text), ("session", session), ("commands", commands)],
            ),
            BindError::NotHere { name, session, why } => pack.phrase(
                match why {
                    NotHere::Online => PhraseKey::BindNotOnline,
                    NotHere::Endgame => PhraseKey::BindNotInEndgame,
                },
                &[("name", name), ("session", session)],
            ),
            BindError::Usage(usage) => pack.phrase(
                PhraseKey::BindWrongly,
                &[("usage", &usage.written_in(&pack.phrase_language))],
            ),
            BindError::Wrongly(written) => {
                pack.phrase(PhraseKey::BindWrongly, &[("usage", written)])
            }
            BindError::Duration(input) => pack.phrase(PhraseKey::BindDuration, &[("input", input)]),
            BindError::Argument { input, kind } => pack.phrase(
                match kind {
                    ArgumentKind::Square => PhraseKey::BindNoSquare,
                    ArgumentKind::Rank => PhraseKey::BindNoRank,
                    ArgumentKind::File => PhraseKey::BindNoFile,
                    ArgumentKind::Piece => PhraseKey::BindNoPiece,
                },
                &[("input", input)],
            ),
        }
    }
}

/// An argument kind's name in a binding's problem, in English.
fn kind_name(kind: ArgumentKind) -> &'static str {
    match kind {
        ArgumentKind::Square => "square",
        ArgumentKind::Rank => "rank",
        ArgumentKind::File => "file",
        ArgumentKind::Piece => "piece",
    }
}
