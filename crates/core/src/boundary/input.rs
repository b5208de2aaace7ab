//! What comes into a session: typed or scripted lines, devices' commands and notices, the engine's replies, the end
//! of the input, and a request to stop.
//!
//! Only text typed or scripted is read as text, by the session's command language. A key, button or braille key is
//! bound to a [`Command`] when its keymap is loaded, and the engine's reply is an [`EngineReply`]: neither is text
//! that could be typed, so nothing typed can pass for them (typing "engine move …" is a move that is not legal).

use crate::{eboard::BoardInput, engine::EngineReply, registry::Command};

/// What a session is handed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A line typed (at the terminal or on a braille display's keyboard) or read from a script.
    Typed(String),
    /// A command bound to a key, a button or a braille key.
    Command(Command),
    /// The engine's reply to the session's request.
    Engine(EngineReply),
    /// What the sighted player's electronic board reported: nothing typed can make it either.
    Board(BoardInput),
    /// What the lichess server sent or answered in an online game: nothing typed can make it.
    Server(crate::online::ServerInput),
    /// What a followed broadcast round's stream sent, or that it opened, was lost or could not be opened: nothing
    /// typed can make it.
    Broadcast(crate::online::BroadcastInput),
}

impl From<&str> for Input {
    fn from(line: &str) -> Input {
        Input::Typed(line.to_string())
    }
}

/// What the input thread and the input devices hand to the loop. The channel closing also means the input ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    /// One line typed at the terminal, without its line ending.
    Line(String),
    /// One line read from a script (`--script`, or standard input that is not a terminal), without its line ending:
    /// nobody typed it just now, so what it makes tactus say waits behind what is being said.
    Scripted(String),
    /// Input from elsewhere than the terminal's line (a device's command, text typed on a braille display, the
    /// engine's reply): nothing was typed at the terminal.
    Input(Input),
    /// Something a device must tell the user (a gamepad connected, a braille display lost).
    Notice(String),
    /// Reading failed; nothing more will come.
    Failed(InputFailure),
    /// The typed or scripted lines ended.
    Ended,
    /// The user or the system asked the program to stop (a signal, or Ctrl-C typed in the line editor).
    Interrupted(Interruption),
}

/// Why the typed or scripted input can no longer be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InputFailure {
    /// The commands' input (a script, standard input) failed.
    #[error("cannot read the commands: {0}")]
    Commands(crate::SystemError),
    /// The keyboard failed.
    #[error("cannot read the keyboard: {0}")]
    Keyboard(crate::SystemError),
    /// The keyboard's reader stopped (it panicked; its message is out).
    #[error("the keyboard stopped")]
    KeyboardStopped,
}

/// Which request to stop arrived.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interruption {
    /// SIGINT: Ctrl-C at the terminal.
    Interrupt,
    /// SIGTERM: `kill`, a service manager, the system shutting down.
    Terminate,
    /// SIGHUP: the terminal was closed.
    Hangup,
}

impl Interruption {
    /// The signal's name, as the user may know it ("SIGINT").
    #[must_use]
    pub fn signal_name(self) -> &'static str {
        match self {
            Interruption::Interrupt => "SIGINT",
            Interruption::Terminate => "SIGTERM",
            Interruption::Hangup => "SIGHUP",
        }
    }

    /// The exit code of a program stopped by this signal, by the shells' convention (128 + the signal's number).
    #[must_use]
    pub fn exit_code(self) -> u8 {
        match self {
            Interruption::Interrupt => 130,
            Interruption::Terminate => 143,
            Interruption::Hangup => 129,
        }
    }
}
