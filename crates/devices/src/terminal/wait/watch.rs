//! Watching descriptors for input: poll(2), except on macOS, whose poll does not work on terminal devices (it reports
//! them invalid, which would read as a terminal gone), so select(2) is used there. The select version is built on
//! every Unix for its test, and used only on macOS.

use std::{io, os::fd::RawFd};

/// What a watched descriptor has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Seen {
    /// Nothing yet.
    Nothing,
    /// Bytes to read.
    Input,
    /// The other end closed, or the descriptor is no more: nothing will come.
    Gone,
}

/// Waits until one of `fds` has input or has gone, or `timeout_ms` milliseconds pass (-1: no limit, 0: only looks);
/// says what each has, in order.
///
/// # Errors
/// The system's error, other than an interrupting signal (then it waits again).
pub(super) fn watch(fds: &[RawFd], timeout_ms: i32) -> io::Result<Vec<Seen>> {
    #[cfg(target_os = "macos")]
    return select::watch(fds, timeout_ms);
    #[cfg(not(target_os = "macos"))]
    return poll::watch(fds, timeout_ms);
}

#[cfg(not(target_os = "macos"))]
mod poll {
    use super::{io, RawFd, Seen};

    pub(super) fn watch(fds: &[RawFd], timeout_ms: i32) -> io::Result<Vec<Seen>> {
        let mut polled: Vec<libc::pollfd> = fds
            .iter()
            .map(|&fd| libc::pollfd {
                fd,
                events: libc::POLLIN,
                revents: 0,
            })
            .collect();
        loop {
            // SAFETY: `polled` is a valid slice of pollfd structures for the call's duration, its length given with it.
            let n = unsafe {
                libc::poll(
                    polled.as_mut_ptr(),
                    polled.len() as libc::nfds_t,
                    timeout_ms,
                )
            };
            if n >= 0 {
                break;
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        }
        Ok(polled
            .iter()
            .map(|fd| {
                if fd.revents & (libc::POLLHUP | libc::POLLERR | libc::POLLNVAL) != 0 {
                    Seen::Gone
                } else if fd.revents & libc::POLLIN != 0 {
                    Seen::Input
                } else {
                    Seen::Nothing
                }
            })
            .collect())
    }
}

/// select(2) tells only "readable": a descriptor readable with no byte waiting has reached its end (a terminal hung
/// up, a closed socket), and one that is not open any more is gone.
#[cfg(any(target_os = "macos", test))]
pub(super) mod select {
    use std::ptr;

    use super::{io, RawFd, Seen};

    pub(crate) fn watch(fds: &[RawFd], timeout_ms: i32) -> io::Result<Vec<Seen>> {
        if fds.iter().any(|&fd| !open(fd)) {
            return Ok(fds
                .iter()
                .map(|&fd| if open(fd) { Seen::Nothing } else { Seen::Gone })
                .collect());
        }
        if fds
            .iter()
            .any(|&fd| usize::try_from(fd).map_or(true, |fd| fd >= libc::FD_SETSIZE))
        {
            return Err(io::Error::other("a descriptor too high for select"));
        }
        let highest = fds.iter().copied().max().unwrap_or(0);
        loop {
            // SAFETY: an all-zero fd_set is a valid empty set; FD_ZERO and FD_SET are given descriptors below
            // FD_SETSIZE (checked above), and select reads and writes only the set and the time value passed.
            let (n, set) = unsafe {
                let mut set: libc::fd_set = std::mem::zeroed();
                libc::FD_ZERO(&mut set);
                for &fd in fds {
                    libc::FD_SET(fd, &mut set);
                }
                // tv_usec is an i32 on macOS and an i64 on Linux.
                #[allow(clippy::useless_conversion)]
                let mut limit = libc::timeval {
                    tv_sec: (timeout_ms / 1000).into(),
                    tv_usec: ((timeout_ms % 1000) * 1000).into(),
                };
                let limit = if timeout_ms < 0 {
                    ptr::null_mut()
                } else {
                    &mut limit
                };
                let n = libc::select(
                    highest + 1,
                    &mut set,
                    ptr::null_mut(),
                    ptr::null_mut(),
                    limit,
                );
                (n, set)
            };
            if n < 0 {
                let error = io::Error::last_os_error();
                if error.kind() == io::ErrorKind::Interrupted {
                    continue;
                }
                return Err(error);
            }
            return Ok(fds
                .iter()
                .map(|&fd| {
                    // SAFETY: `set` is the set select filled, `fd` below FD_SETSIZE.
                    if !unsafe { libc::FD_ISSET(fd, &set) } {
                        Seen::Nothing
                    } else if waiting(fd).unwrap_or(0) > 0 {
                        Seen::Input
                    } else {
                        Seen::Gone
                    }
                })
                .collect());
        }
    }

    /// Whether `fd` is an open descriptor.
    fn open(fd: RawFd) -> bool {
        // SAFETY: F_GETFD only reads the descriptor's flags; an invalid descriptor gives -1.
        unsafe { libc::fcntl(fd, libc::F_GETFD) != -1 }
    }

    /// How many bytes wait to be read on `fd`.
    fn waiting(fd: RawFd) -> Option<libc::c_int> {
        let mut count: libc::c_int = 0;
        // SAFETY: FIONREAD writes one c_int, into `count`.
        let result = unsafe { libc::ioctl(fd, libc::FIONREAD, &mut count) };
        (result != -1).then_some(count)
    }
}

#[cfg(test)]
mod tests {
    use std::{io::Write, os::fd::AsRawFd, os::unix::net::UnixStream};

    use super::*;

    /// The same answers from poll (or select, on macOS) and from select.
    #[test]
    fn input_nothing_and_a_closed_end_are_told_apart_by_both() {
        type Watch = fn(&[RawFd], i32) -> io::Result<Vec<Seen>>;
        for watch in [watch as Watch, select::watch as Watch] {
            let (ours, mut theirs) = UnixStream::pair().unwrap();
            let (quiet, _other) = UnixStream::pair().unwrap();
            let fds = [ours.as_raw_fd(), quiet.as_raw_fd()];
            assert_eq!(watch(&fds, 0).unwrap(), [Seen::Nothing, Seen::Nothing]);
            theirs.write_all(b"e").unwrap();
            assert_eq!(watch(&fds, -1).unwrap(), [Seen::Input, Seen::Nothing]);
            drop(theirs);
            // The byte is still there to read; after it, the end.
            assert_eq!(watch(&fds, 10).unwrap()[1], Seen::Nothing);
            let mut byte = [0u8; 1];
            std::io::Read::read(&mut &ours, &mut byte).unwrap();
            assert_eq!(watch(&fds, -1).unwrap(), [Seen::Gone, Seen::Nothing]);
            // A descriptor never opened (a closed one could be reopened meanwhile by another test).
            assert_eq!(watch(&[1_000_000], 0).unwrap(), [Seen::Gone]);
        }
    }
}
