//! A pseudo-terminal standing for a board's serial port: tactus opens its slave through a link in a temporary
//! folder, the double holds its master. Unplugging closes the master (tactus's reads end) and removes the link;
//! plugging in again makes a new pair and points the link at its slave.

use std::{
    fs::File,
    io::{self, Read, Write},
    os::fd::{AsRawFd, FromRawFd, OwnedFd},
    path::{Path, PathBuf},
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
    thread::{self, JoinHandle},
};

use tempfile::TempDir;

/// The double's end of a pseudo-terminal, written to from any thread.
pub(super) type Master = Arc<File>;

/// A serial port that can be unplugged: a link to the slave of the pty plugged in now, and the thread that reads
/// what tactus sends to it.
pub(super) struct Port {
    folder: TempDir,
    serve: Serve,
    plugged: Option<Plugged>,
}

/// What the double does with the bytes tactus sends: answers them on the master.
type Serve = Arc<dyn Fn(&Master, &[u8]) + Send + Sync>;

/// A pty plugged in: its master, the slave kept open here (so the master never reads EIO before tactus opens it),
/// and the thread reading the master.
struct Plugged {
    master: Master,
    _slave: OwnedFd,
    stop: Arc<AtomicBool>,
    reader: JoinHandle<()>,
}

impl Port {
    /// A port with a pty plugged in; `serve` runs on a thread of its own with the master and what tactus sends, as
    /// it comes, until the port is unplugged.
    pub(super) fn new(serve: impl Fn(&Master, &[u8]) + Send + Sync + 'static) -> Port {
        let folder = tempfile::tempdir().expect("a temporary folder for the board's port");
        let mut port = Port {
            folder,
            serve: Arc::new(serve),
            plugged: None,
        };
        port.plug();
        port
    }

    /// The path tactus opens (`--board KIND:PATH`).
    pub(super) fn path(&self) -> PathBuf {
        self.folder.path().join("board")
    }

    /// The master of the pty plugged in now, if any.
    pub(super) fn master(&self) -> Option<&Master> {
        self.plugged.as_ref().map(|plugged| &plugged.master)
    }

    /// Whether a pty is plugged in.
    pub(super) fn plugged(&self) -> bool {
        self.plugged.is_some()
    }

    /// Closes the master and removes the link: tactus's reads end with an error, opening the path fails.
    pub(super) fn unplug(&mut self) {
        let plugged = self.plugged.take().expect("the board is plugged in");
        plugged.stop.store(true, Ordering::SeqCst);
        plugged.reader.join().expect("the board's reader ended");
        let _ = std::fs::remove_file(self.path());
    }

    /// A new pty, the link pointed at its slave, served as before.
    pub(super) fn plug(&mut self) {
        assert!(self.plugged.is_none(), "the board is plugged in already");
        let (master, slave, name) = open_pty().expect("a pseudo-terminal (openpty)");
        let link = self.path();
        let _ = std::fs::remove_file(&link);
        std::os::unix::fs::symlink(&name, &link).expect("a link to the pty's slave");
        let master = Arc::new(master);
        let stop = Arc::new(AtomicBool::new(false));
        let reader = {
            let master = Arc::clone(&master);
            let stop = Arc::clone(&stop);
            let serve = Arc::clone(&self.serve);
            thread::spawn(move || read_until_stopped(&master, &stop, &*serve))
        };
        self.plugged = Some(Plugged {
            master,
            _slave: slave,
            stop,
            reader,
        });
    }
}

impl Drop for Port {
    fn drop(&mut self) {
        if let Some(plugged) = self.plugged.take() {
            plugged.stop.store(true, Ordering::SeqCst);
            let _ = plugged.reader.join();
        }
    }
}

/// Reads what tactus sends, a poll of 20 ms at a time (so that a stop is seen), handing each chunk to `serve`.
fn read_until_stopped(
    master: &Master,
    stop: &AtomicBool,
    serve: &(dyn Fn(&Master, &[u8]) + Send + Sync),
) {
    let mut buffer = [0u8; 256];
    while !stop.load(Ordering::SeqCst) {
        let mut poll = libc::pollfd {
            fd: master.as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        };
        // SAFETY: one valid pollfd, for the length given.
        let ready = unsafe { libc::poll(&mut poll, 1, 20) };
        if ready <= 0 || poll.revents & libc::POLLIN == 0 {
            continue;
        }
        match (&**master).read(&mut buffer) {
            Ok(0) => continue,
            Ok(count) => serve(master, &buffer[..count]),
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            // The slave is held open here, so an error means the pty is going away.
            Err(_) => return,
        }
    }
}

/// Writes `bytes` to the master at once (the board sends them).
pub(super) fn send(master: &Master, bytes: &[u8]) {
    (&**master)
        .write_all(bytes)
        .expect("the board's bytes written to its pty");
}

/// A new pseudo-terminal in raw mode: its master, its slave, and the slave's path.
fn open_pty() -> io::Result<(File, OwnedFd, PathBuf)> {
    let mut master: libc::c_int = -1;
    let mut slave: libc::c_int = -1;
    let mut name = [0 as libc::c_char; 128];
    // SAFETY: the out-pointers are valid; the name buffer is larger than any pty path; no termios or window size.
    let opened = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            name.as_mut_ptr(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    if opened != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: openpty returned two open descriptors that nothing else owns.
    let (master, slave) = unsafe { (File::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
    // Not inherited by the programs other tests start meanwhile (a tactus, a BRLTTY), which would hold this port too.
    for fd in [master.as_raw_fd(), slave.as_raw_fd()] {
        // SAFETY: an open descriptor owned here; F_SETFD takes an int flag.
        if unsafe { libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC) } != 0 {
            return Err(io::Error::last_os_error());
        }
    }
    make_raw(&slave)?;
    // SAFETY: openpty wrote a NUL-terminated path into the buffer.
    let name = unsafe { std::ffi::CStr::from_ptr(name.as_ptr()) };
    let name = Path::new(name.to_str().expect("a pty path in UTF-8")).to_path_buf();
    Ok((master, slave, name))
}

/// Raw mode on the slave: bytes pass as they are, both ways (no echo, no line editing, no CR/LF translation).
fn make_raw(slave: &OwnedFd) -> io::Result<()> {
    // SAFETY: termios is plain data, filled by tcgetattr before use.
    let mut termios: libc::termios = unsafe { std::mem::zeroed() };
    // SAFETY: a valid descriptor and a valid termios.
    if unsafe { libc::tcgetattr(slave.as_raw_fd(), &mut termios) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: a termios read just now.
    unsafe { libc::cfmakeraw(&mut termios) };
    // SAFETY: a valid descriptor and a valid termios.
    if unsafe { libc::tcsetattr(slave.as_raw_fd(), libc::TCSANOW, &termios) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}
