//! Why Speech Dispatcher cannot be spoken to, each worded as the end of a sentence about it ("Speech Dispatcher
//! stopped: it did not answer within 3 seconds"); the system's reason is kept as the source.

use std::{io, path::PathBuf, sync::Arc, time::Duration};

use thiserror::Error;

use super::spawn::INSTALL;
use crate::system_speech::in_words;
use crate::EngineCause;
use tactus_core::SystemError;

/// A connection to Speech Dispatcher that cannot be made or used. Cloned: a broken connection fails every later
/// command with the same reason.
#[derive(Clone, Debug, Error)]
pub(crate) enum SsipError {
    /// The socket cannot be shared with the reader thread.
    #[error("its socket could not be read: {0}")]
    Socket(#[source] Arc<io::Error>),
    /// The reader thread cannot start.
    #[error("a thread could not be started: {0}")]
    Thread(#[source] Arc<io::Error>),
    /// A command was answered with an error.
    #[error("it answered \"{command}\" with {reply}")]
    Refused {
        /// The command line sent.
        command: String,
        /// The reply, summed up.
        reply: String,
    },
    /// The text to say was answered with an error.
    #[error("it refused the text with {0}")]
    RefusedText(String),
    /// The reply to a text had no message number: its first line.
    #[error("it gave the message no number: {0:?}")]
    NoNumber(String),
    /// The connection was closed by tactus.
    #[error("the connection was closed")]
    Quit,
    /// The reader thread has ended.
    #[error("its connection is closed")]
    Gone,
    /// A command could not be written.
    #[error("writing to it failed: {0}")]
    Write(#[source] Arc<io::Error>),
    /// No reply within the time limit.
    #[error("it did not answer within {}", in_words(*.0))]
    NoAnswer(Duration),
    /// The server closed the connection (`midway`: in the middle of a reply).
    #[error("it closed the connection{}", if *.midway { " in the middle of a reply" } else { "" })]
    Closed {
        /// Whether a reply was cut short.
        midway: bool,
    },
    /// A line longer than the longest one read.
    #[error("it sent a line longer than 64 KB")]
    LongLine,
    /// Reading failed.
    #[error("reading from it failed: {0}")]
    Read(#[source] Arc<io::Error>),
    /// It sent a line that is not SSIP: the line's start.
    #[error("it sent a line that is not SSIP: {0:?}")]
    NotSsip(String),
    /// It sent a reply longer than any real one.
    #[error("it sent a reply of more than a million lines")]
    TooManyLines,
    /// `SPEECHD_ADDRESS` names an address that is not a Unix socket.
    #[error("SPEECHD_ADDRESS is {0:?}: only a Unix socket (unix_socket:PATH) is supported")]
    NotUnixSocket(String),
    /// No folder to look for its socket in.
    #[error("neither XDG_RUNTIME_DIR nor HOME is set, so its socket cannot be found")]
    NoSocketFolder,
    /// The server's program is not installed.
    #[error("it is not installed ({INSTALL})")]
    NotInstalled,
    /// The server's program could not be run.
    #[error("it is not running and could not be started: {program}: {source}")]
    NotStarted {
        /// The program.
        program: String,
        /// The system's reason.
        #[source]
        source: Arc<io::Error>,
    },
    /// The server's program ended without starting: its reason.
    #[error("it is not running and refused to start: {0}")]
    RefusedToStart(String),
    /// The server was started but its socket did not answer in time.
    #[error("it was started but did not answer on {} within {} ({source})", .path.display(), in_words(*.limit))]
    NoAnswerOn {
        /// The socket.
        path: PathBuf,
        /// The time it was given.
        limit: Duration,
        /// The last connection's error.
        #[source]
        source: Arc<io::Error>,
    },
}

impl SsipError {
    /// What the user is told of it: what to install, the program or the socket, the system error's kind; a reply
    /// tactus does not understand, without the protocol's detail.
    pub(crate) fn cause(&self) -> EngineCause {
        match self {
            SsipError::NotInstalled => EngineCause::NotInstalled { install: INSTALL },
            SsipError::NotStarted { program, source } => EngineCause::NotRunnable {
                program: program.clone(),
                problem: SystemError::from(source.as_ref()),
            },
            SsipError::RefusedToStart(output) => EngineCause::RefusedToStart {
                output: output.clone(),
            },
            SsipError::NoAnswerOn { path, limit, .. } => EngineCause::NoAnswerOn {
                path: path.display().to_string(),
                limit: *limit,
            },
            SsipError::NoSocketFolder => EngineCause::NoSocketFolder,
            SsipError::NotUnixSocket(address) => EngineCause::NotUnixSocket {
                address: address.clone(),
            },
            SsipError::NoAnswer(limit) => EngineCause::NoAnswer(*limit),
            SsipError::Closed { .. } | SsipError::Gone | SsipError::Quit => EngineCause::Closed,
            SsipError::Socket(error)
            | SsipError::Thread(error)
            | SsipError::Write(error)
            | SsipError::Read(error) => EngineCause::Connection(SystemError::from(error.as_ref())),
            SsipError::Refused { .. }
            | SsipError::RefusedText(_)
            | SsipError::NoNumber(_)
            | SsipError::NotSsip(_)
            | SsipError::TooManyLines
            | SsipError::LongLine => EngineCause::Garbled,
        }
    }
}
