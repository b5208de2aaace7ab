//! What the operating system said went wrong with a port, a device or a connection, kept as its kind (and its
//! number when it has no kind of its own), so that a voice pack words it: the system's own English message is never
//! spliced into a pack's sentence.

use std::io;

/// A system error as the user is told it: enough to act on (the port is missing, not allowed, in use), in the
/// pack's words (`words::system_error`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SystemError {
    /// No such file, device or port.
    #[error("not found")]
    NotFound,
    /// The user may not open it (a serial port of a group the user is not in).
    #[error("permission denied")]
    PermissionDenied,
    /// Another program holds it.
    #[error("in use by another program")]
    Busy,
    /// Nothing listens at that address.
    #[error("connection refused")]
    Refused,
    /// No answer within the time allowed.
    #[error("no answer in time")]
    TimedOut,
    /// The other end closed the connection or the device went away.
    #[error("the connection was closed")]
    Closed,
    /// The disk is full.
    #[error("no space left on the disk")]
    Full,
    /// The disk may only be read.
    #[error("the disk is read-only")]
    ReadOnly,
    /// Another error, by the system's number for it.
    #[error("system error {code}")]
    Code {
        /// The system's error number (`errno`, or the Windows error code).
        code: i32,
    },
    /// An error the system gave neither a known kind nor a number.
    #[error("an unknown system error")]
    Unknown,
}

impl SystemError {
    /// The error of this kind, when the kind says enough; else [`SystemError::Unknown`].
    #[must_use]
    pub fn of_kind(kind: io::ErrorKind) -> SystemError {
        match kind {
            io::ErrorKind::NotFound => SystemError::NotFound,
            io::ErrorKind::PermissionDenied => SystemError::PermissionDenied,
            io::ErrorKind::ResourceBusy => SystemError::Busy,
            io::ErrorKind::ConnectionRefused => SystemError::Refused,
            io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock => SystemError::TimedOut,
            io::ErrorKind::StorageFull => SystemError::Full,
            io::ErrorKind::ReadOnlyFilesystem => SystemError::ReadOnly,
            io::ErrorKind::ConnectionReset
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::BrokenPipe
            | io::ErrorKind::NotConnected
            | io::ErrorKind::UnexpectedEof => SystemError::Closed,
            _ => SystemError::Unknown,
        }
    }
}

impl From<&io::Error> for SystemError {
    fn from(error: &io::Error) -> SystemError {
        match (SystemError::of_kind(error.kind()), error.raw_os_error()) {
            (SystemError::Unknown, Some(code)) => SystemError::Code { code },
            (known, _) => known,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_known_kind_is_kept_and_an_unknown_one_keeps_its_number() {
        let missing = io::Error::from(io::ErrorKind::NotFound);
        assert_eq!(SystemError::from(&missing), SystemError::NotFound);
        // An input/output error has no kind of its own: EIO on Unix, ERROR_IO_DEVICE on Windows (where 5 is
        // "access denied", a kind).
        let code = if cfg!(windows) { 1117 } else { 5 };
        let io_error = io::Error::from_raw_os_error(code);
        assert_eq!(SystemError::from(&io_error), SystemError::Code { code });
        assert_eq!(
            SystemError::from(&io::Error::from(io::ErrorKind::StorageFull)),
            SystemError::Full
        );
        assert_eq!(
            SystemError::from(&io::Error::other("custom")),
            SystemError::Unknown
        );
    }
}
