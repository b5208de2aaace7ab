//! Waiting for the keyboard. crossterm's reader loops without end once the terminal has gone (a closed window, a
//! killed tmux, a dropped ssh connection without SIGHUP reaching tactus: each read then gives nothing at once), and
//! a core spins at full speed; so the keyboard thread waits on the terminal itself, with poll(2) on standard input
//! and on a SIGWINCH pipe of its own (select(2) on macOS, `watch.rs`), and asks crossterm for events only when bytes
//! are there.
//!
//! On Unix the resize is this pipe's alone: crossterm's reader is kept from hearing SIGWINCH. Its reader is told
//! once of new bytes on the terminal (mio's edge-triggered wait); when that news comes in the same wake-up as a
//! resize, it returns the resize and forgets the bytes, which then stay unread until another key comes (a key typed
//! after a resize showed only with the next one).

#[cfg(unix)]
mod watch;

#[cfg(not(unix))]
use std::io;

/// What the terminal has for the keyboard thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Elsewhere than on Unix only Keys is told: crossterm reports resizes itself there.
#[cfg_attr(not(unix), allow(dead_code))]
pub(super) enum Ready {
    /// Bytes to read: crossterm's read returns an event without spinning.
    Keys,
    /// The terminal changed its size.
    Resized,
    /// The terminal hung up: nothing will come any more.
    Gone,
    /// The session has ended: nothing more is read (told on Windows, where the wait looks at the session).
    #[cfg_attr(unix, allow(dead_code))]
    Ended,
}

#[cfg(unix)]
pub(super) use unix::Waiter;

#[cfg(unix)]
mod unix {
    use std::{
        io::{self, Read},
        os::{
            fd::{AsRawFd, RawFd},
            unix::net::UnixStream,
        },
    };

    use signal_hook::{consts::SIGWINCH, SigId};

    use super::{
        watch::{watch, Seen},
        Ready,
    };

    /// Standard input (the terminal, as crossterm reads it when it is one) and the resize pipe.
    pub(crate) struct Waiter {
        terminal: RawFd,
        resized: UnixStream,
        registration: SigId,
        /// Events crossterm read while its reader was made (keys typed before the keyboard thread started).
        read_ahead: bool,
    }

    impl Waiter {
        /// Watches standard input and SIGWINCH, with crossterm's reader deaf to SIGWINCH. The end of the session is
        /// not watched: here the keyboard thread reads only bytes that are there, and nothing else reads the
        /// terminal after the session.
        ///
        /// # Errors
        /// The system's error when the pipe or the signal handler cannot be made.
        pub(crate) fn new(_ended: super::Ended) -> io::Result<Waiter> {
            // crossterm's reader is made on its first use, and hears SIGWINCH from then on: made now, then made deaf,
            // before this waiter listens. Without a reader (no terminal) the keyboard's first read tells why.
            let read_ahead = crossterm::event::poll(std::time::Duration::ZERO).unwrap_or(false);
            // Every SIGWINCH action goes: crossterm's, and that of a keyboard thread whose session has ended (it
            // reads nothing more). Nothing else in tactus listens for SIGWINCH; this waiter registers its own below.
            #[allow(deprecated)]
            signal_hook_registry::unregister_signal(SIGWINCH);
            let mut waiter = Waiter::watching(io::stdin().as_raw_fd())?;
            waiter.read_ahead = read_ahead;
            Ok(waiter)
        }

        /// Watches `terminal` and SIGWINCH.
        pub(crate) fn watching(terminal: RawFd) -> io::Result<Waiter> {
            let (resized, writer) = UnixStream::pair()?;
            resized.set_nonblocking(true)?;
            let registration = signal_hook::low_level::pipe::register(SIGWINCH, writer)?;
            Ok(Waiter {
                terminal,
                resized,
                registration,
                read_ahead: false,
            })
        }

        /// Waits until the terminal has bytes (or crossterm holds events it read ahead), has resized or has gone.
        ///
        /// # Errors
        /// The system's error from poll(2) or select(2).
        pub(crate) fn wait(&mut self) -> io::Result<Ready> {
            if std::mem::take(&mut self.read_ahead) {
                return Ok(Ready::Keys);
            }
            loop {
                let seen = watch(&[self.terminal, self.resized.as_raw_fd()], -1)?;
                if seen[0] == Seen::Gone {
                    return Ok(Ready::Gone);
                }
                if seen[1] != Seen::Nothing {
                    // One resize for however many signals came.
                    let mut drained = [0u8; 64];
                    while matches!(self.resized.read(&mut drained), Ok(n) if n > 0) {}
                    return Ok(Ready::Resized);
                }
                if seen[0] == Seen::Input {
                    return Ok(Ready::Keys);
                }
            }
        }

        /// Whether the terminal has gone, without waiting.
        ///
        /// # Errors
        /// The system's error from poll(2) or select(2).
        pub(crate) fn gone(&mut self) -> io::Result<bool> {
            Ok(watch(&[self.terminal], 0)?[0] == Seen::Gone)
        }
    }

    impl Drop for Waiter {
        fn drop(&mut self) {
            signal_hook::low_level::unregister(self.registration);
        }
    }
}

/// Elsewhere crossterm's own read waits.
/// Elsewhere (Windows) crossterm waits on the console, a short while at a time, so that the keyboard thread stops
/// reading the moment the session has ended: a thread still inside crossterm's read would take the Enter meant for
/// the "Press Enter to close this window" of a double-clicked tactus (`console_window.rs`).
#[cfg(not(unix))]
pub(super) struct Waiter {
    ended: Ended,
}

#[cfg(not(unix))]
impl Waiter {
    /// How long one wait on the console lasts before the end of the session is looked at again.
    const STEP: std::time::Duration = std::time::Duration::from_millis(200);

    /// A waiter that stops when `ended` is set.
    ///
    /// # Errors
    /// Never.
    pub(super) fn new(ended: Ended) -> io::Result<Waiter> {
        Ok(Waiter { ended })
    }

    /// Keys when crossterm has an event waiting (it reports resizes itself); ended once the session has.
    ///
    /// # Errors
    /// The console's, when it cannot be waited on.
    pub(super) fn wait(&mut self) -> io::Result<Ready> {
        loop {
            if self.ended.is_set() {
                return Ok(Ready::Ended);
            }
            if crossterm::event::poll(Self::STEP)? {
                return Ok(Ready::Keys);
            }
        }
    }

    /// Whether the session has ended.
    ///
    /// # Errors
    /// Never.
    pub(super) fn gone(&mut self) -> io::Result<bool> {
        Ok(self.ended.is_set())
    }
}

/// Set when the session that reads the keyboard has ended, so that the keyboard thread reads nothing more.
#[derive(Clone, Debug, Default)]
pub(super) struct Ended(std::sync::Arc<std::sync::atomic::AtomicBool>);

impl Ended {
    /// Marks the session ended.
    pub(super) fn set(&self) {
        self.0.store(true, std::sync::atomic::Ordering::SeqCst);
    }

    /// Whether the session has ended.
    #[must_use]
    pub(super) fn is_set(&self) -> bool {
        self.0.load(std::sync::atomic::Ordering::SeqCst)
    }
}

#[cfg(all(test, unix))]
mod tests {
    use std::{io::Write, os::fd::AsRawFd, os::unix::net::UnixStream};

    use super::*;

    #[test]
    fn bytes_a_resize_and_a_closed_other_end_are_told_apart() {
        let (ours, mut theirs) = UnixStream::pair().unwrap();
        let mut waiter = Waiter::watching(ours.as_raw_fd()).unwrap();
        assert!(!waiter.gone().unwrap());
        theirs.write_all(b"e").unwrap();
        assert_eq!(waiter.wait().unwrap(), Ready::Keys);
        signal_hook::low_level::raise(signal_hook::consts::SIGWINCH).unwrap();
        signal_hook::low_level::raise(signal_hook::consts::SIGWINCH).unwrap();
        assert_eq!(waiter.wait().unwrap(), Ready::Resized);
        // Both signals made one resize; the unread byte is still there.
        assert_eq!(waiter.wait().unwrap(), Ready::Keys);
        drop(theirs);
        assert_eq!(waiter.wait().unwrap(), Ready::Gone);
        assert!(waiter.gone().unwrap());
    }
}
