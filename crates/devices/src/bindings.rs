//! Which command language the input devices speak, and a binding (a key's, a button's, a braille key's) read into
//! its command once, when its keymap is loaded, and checked against that language.

use tactus_core::{
    clock_session::{self, command::CommandError as ClockError},
    registry::{self, ArgumentKind, Command, Language, Read},
    session::{self, PlayCommandError},
};

/// Which command language the devices speak: a game's (`play`, `resume`) or the stand-alone clock's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Controls {
    /// A game: the board cursor, the clock press, questions.
    Game,
    /// `tactus clock`: the two clock buttons and the questions.
    Clock,
}

impl Controls {
    /// The command language of the sessions these controls serve.
    #[must_use]
    pub fn language(self) -> Language {
        match self {
            Controls::Game => Language::Play,
            Controls::Clock => Language::Clock,
        }
    }
}

/// A key's, button's or braille key's binding read into its command, once, when its keymap is loaded: `None` for an
/// empty binding (unmapped).
///
/// # Errors
/// Why it cannot be bound, in a sentence: not one line, not a command of the language, or written wrongly.
pub fn bind(controls: Controls, line: &str) -> Result<Option<Command>, String> {
    if line.trim().contains(['\n', '\r']) {
        return Err("a button sends one command line, without line breaks".into());
    }
    let language = controls.language();
    let command = match registry::read(line, language) {
        Read::Blank | Read::Comment => return Ok(None),
        Read::Other(text) => {
            return Err(format!(
                "\"{text}\" is not a command of tactus {}; the commands are {}",
                language.subcommand(),
                registry::names(language)
            ))
        }
        Read::Command(command) => command,
    };
    let wrongly = |usage: String| format!("the command is written wrongly; write it as {usage}");
    let duration = |input: &str| format!("the duration {input:?} cannot be read");
    let problem = match controls {
        Controls::Game => session::from_command(&command)
            .err()
            .map(|problem| match problem {
                PlayCommandError::Usage(usage) => wrongly(usage.english()),
                PlayCommandError::Duration(input) => duration(&input),
                PlayCommandError::NotHere(name) => wrongly(name.to_string()),
                PlayCommandError::Argument(problem) => {
                    format!(
                        "{:?} names no {}",
                        problem.input.as_str(),
                        kind_name(problem.kind)
                    )
                }
            }),
        Controls::Clock => clock_session::command::from_command(&command)
            .err()
            .map(|problem| match problem {
                ClockError::Usage(usage) => wrongly(usage.english()),
                ClockError::Duration(input) => duration(&input),
                ClockError::Unknown(input) => wrongly(input.into()),
            }),
    };
    match problem {
        None => Ok(Some(command)),
        Some(problem) => Err(problem),
    }
}

/// An argument kind's name in a binding's refusal.
fn kind_name(kind: ArgumentKind) -> &'static str {
    match kind {
        ArgumentKind::Square => "square",
        ArgumentKind::Rank => "rank",
        ArgumentKind::File => "file",
        ArgumentKind::Piece => "piece",
    }
}
