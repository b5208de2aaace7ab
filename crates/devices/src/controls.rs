//! The input devices beside the keyboard — a gamepad, a braille display's keys — and what they control.
//!
//! Each device runs on a thread of its own and sends commands of the session's own language, each read from its
//! binding once when the keymap was loaded ([`bind`]), and notices ([`Incoming::Notice`]) into the channel the typed
//! lines come through, so the event loop never waits on a device. Absent, a device costs nothing; lost, the keyboard
//! goes on working.

use std::sync::mpsc::Sender;

use tactus_core::{
    boundary::{EventSink, Incoming},
    clock_session::{self, command::CommandError as ClockError},
    registry::{self, Command, Language, Read},
    session::{self, PlayCommandError},
    voice::VoicePack,
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
    let wrongly = |usage: &str| format!("the command is written wrongly; write it as {usage}");
    let duration = |input: &str| format!("the duration {input:?} cannot be read");
    let problem = match controls {
        Controls::Game => session::from_command(&command)
            .err()
            .map(|problem| match problem {
                PlayCommandError::Usage(usage) => wrongly(usage),
                PlayCommandError::Duration(input) => duration(&input),
                PlayCommandError::NotHere(name) => wrongly(name),
            }),
        Controls::Clock => clock_session::command::from_command(&command)
            .err()
            .map(|problem| match problem {
                ClockError::Usage(usage) => wrongly(usage),
                ClockError::Duration(input) => duration(&input),
                ClockError::Unknown(input) => wrongly(&input),
            }),
    };
    match problem {
        None => Ok(Some(command)),
        Some(problem) => Err(problem),
    }
}

/// Starts the gamepad and the braille display where asked for, sending their commands into `sender`. The braille
/// display also shows what happens, so it comes back as a sink to attach with the others (`None` when braille is off).
pub fn start(
    gamepad: bool,
    braille: bool,
    controls: Controls,
    sender: &Sender<Incoming>,
    pack: &VoicePack,
) -> Option<Box<dyn EventSink>> {
    #[cfg(feature = "gamepad")]
    if gamepad {
        super::gamepad::start(controls, sender.clone());
    }
    #[cfg(not(feature = "gamepad"))]
    let _ = gamepad;
    braille.then(|| super::braille::start(controls, sender.clone(), pack.clone()))
}
