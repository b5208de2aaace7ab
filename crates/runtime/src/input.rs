//! Where commands come from: a script file, standard input, or the keyboard, one line each.
//!
//! Lines are read on a thread of their own and handed over through a channel, so the event loop can wait for "the
//! next line or the next clock instant, whichever comes first" with one blocking call and no polling. Reading never
//! fails on odd bytes: a line that is not UTF-8 is read with replacement characters and refused as a command later.
//! Devices (a gamepad, a braille display) send their commands and notices into the same channel; only the end of the
//! typed or scripted lines ([`Incoming::Ended`]) ends the session.

use std::{
    fs::File,
    io::{self, BufRead, BufReader, IsTerminal},
    path::PathBuf,
    sync::mpsc::{self, Receiver, Sender},
    thread,
};

use thiserror::Error;

use tactus_core::SystemError;
use tactus_core::{Incoming, InputFailure};

/// Where the commands are read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputSource {
    /// `--script FILE`.
    File(PathBuf),
    /// `--script -`, or standard input when it is not a terminal.
    Stdin,
    /// Lines typed at a terminal: read by the line editor and key mode (`crate::devices::terminal`) where the terminal allows
    /// it, else as they come, like standard input.
    Keyboard,
}

/// Why the input could not be opened.
#[derive(Debug, Error)]
pub enum InputError {
    /// The script file could not be opened.
    #[error("cannot open the script {path}: {source}")]
    Open {
        /// The file as given.
        path: String,
        /// What the system said.
        source: io::Error,
    },
    /// The input thread could not be started.
    #[error("cannot start reading the commands: {0}")]
    Thread(io::Error),
    /// Virtual time was asked for at the keyboard, where nothing moves it.
    #[error("--virtual-time needs commands from a script: give --script FILE, or --script - to read standard input")]
    VirtualAtKeyboard,
}

impl InputSource {
    /// The source for `--script` (`None` when not given): a file, `-` for standard input, or without it standard
    /// input read as a script when it is not a terminal and as the keyboard when it is.
    #[must_use]
    pub fn choose(script: Option<&str>) -> InputSource {
        match script {
            Some("-") => InputSource::Stdin,
            Some(path) => InputSource::File(PathBuf::from(path)),
            None if io::stdin().is_terminal() => InputSource::Keyboard,
            None => InputSource::Stdin,
        }
    }

    /// Where commands come from ([`InputSource::choose`]); `virtual_time` needs a script.
    ///
    /// # Errors
    /// [`InputError::VirtualAtKeyboard`].
    pub fn for_run(script: Option<&str>, virtual_time: bool) -> Result<InputSource, InputError> {
        let source = InputSource::choose(script);
        if virtual_time && source.is_keyboard() {
            return Err(InputError::VirtualAtKeyboard);
        }
        Ok(source)
    }

    /// Whether a person types the commands as the session goes.
    #[must_use]
    pub fn is_keyboard(&self) -> bool {
        matches!(self, InputSource::Keyboard)
    }

    /// Starts reading lines on a thread of their own, into a new channel.
    ///
    /// # Errors
    /// [`InputError`] when the script file cannot be opened or the thread cannot start.
    pub fn spawn(&self) -> Result<Receiver<Incoming>, InputError> {
        let (sender, receiver) = mpsc::channel();
        self.spawn_into(sender)?;
        Ok(receiver)
    }

    /// Starts reading lines on a thread of their own, sending them to `sender` (which devices may share), and
    /// [`Incoming::Ended`] when they end.
    ///
    /// # Errors
    /// [`InputError`] when the script file cannot be opened or the thread cannot start.
    pub fn spawn_into(&self, sender: Sender<Incoming>) -> Result<(), InputError> {
        let file = match self {
            InputSource::File(path) => {
                Some(File::open(path).map_err(|source| InputError::Open {
                    path: path.display().to_string(),
                    source,
                })?)
            }
            InputSource::Stdin | InputSource::Keyboard => None,
        };
        // Lines read where the line editor cannot read the keyboard are still typed by a person as the session goes.
        let line: fn(String) -> Incoming = match self {
            InputSource::Keyboard => Incoming::Line,
            InputSource::File(_) | InputSource::Stdin => Incoming::Scripted,
        };
        thread::Builder::new()
            .name("tactus-input".into())
            .spawn(move || match file {
                Some(file) => read_lines(BufReader::new(file), &sender, line),
                None => read_lines(io::stdin().lock(), &sender, line),
            })
            .map_err(InputError::Thread)?;
        Ok(())
    }
}

/// Sends every line of `reader`, made into what the loop gets by `line`, until it ends (then [`Incoming::Ended`]),
/// fails, or nobody listens any more.
fn read_lines(mut reader: impl BufRead, sender: &Sender<Incoming>, line: fn(String) -> Incoming) {
    let mut buffer = Vec::new();
    loop {
        buffer.clear();
        let incoming = match reader.read_until(b'\n', &mut buffer) {
            Ok(0) => {
                let _ = sender.send(Incoming::Ended);
                return;
            }
            Ok(_) => line(line_text(&buffer)),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => Incoming::Failed(InputFailure::Commands(SystemError::from(&e))),
        };
        let failed = matches!(incoming, Incoming::Failed(_));
        if sender.send(incoming).is_err() || failed {
            return;
        }
    }
}

fn line_text(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    text.trim_end_matches(['\n', '\r']).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_whole_and_without_endings() {
        let (sender, receiver) = mpsc::channel();
        read_lines(
            &b"go\r\npress\n\xffx\nlast"[..],
            &sender,
            Incoming::Scripted,
        );
        drop(sender);
        let lines: Vec<Incoming> = receiver.iter().collect();
        assert_eq!(
            lines,
            [
                Incoming::Scripted("go".into()),
                Incoming::Scripted("press".into()),
                Incoming::Scripted("\u{fffd}x".into()),
                Incoming::Scripted("last".into()),
                Incoming::Ended,
            ]
        );
    }

    #[test]
    fn a_missing_script_is_refused_with_its_name() {
        let source = InputSource::choose(Some("/nonexistent/script.txt"));
        let err = source.spawn().unwrap_err();
        assert!(err.to_string().contains("/nonexistent/script.txt"), "{err}");
    }
}
