//! What comes into a session: typed or scripted lines, devices' commands and notices, the end of the input, and a
//! request to stop.

/// What the input thread and the input devices hand to the loop. The channel closing also means the input ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    /// One typed or scripted line, without its line ending.
    Line(String),
    /// A command line from an input device (a gamepad button, a braille display's key): handled like a typed line,
    /// but nothing was typed at the terminal.
    Device(String),
    /// Something a device must tell the user (a gamepad connected, a braille display lost).
    Notice(String),
    /// Reading failed; nothing more will come.
    Failed(String),
    /// The typed or scripted lines ended.
    Ended,
    /// The user or the system asked the program to stop (a signal, or Ctrl-C typed in the line editor).
    Interrupted(Interruption),
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
