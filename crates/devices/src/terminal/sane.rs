//! A terminal left without line editing or echo by a program that could not clean up (killed with `kill -9`, or
//! its terminal's program gone): found so when tactus starts, it is given its usual modes first, so that typing is
//! seen, and raw mode's undoing at the end restores those rather than the broken ones.

/// Whether standard input is a terminal without canonical mode or echo.
#[cfg(unix)]
#[must_use]
pub(super) fn found_broken() -> bool {
    current().is_some_and(|modes| !sane(&modes))
}

/// Gives standard input's terminal its usual modes (as `stty sane` does for the ones that matter here): lines
/// edited and echoed, signals from Ctrl+C, carriage returns read as line ends, line ends written as CR LF.
#[cfg(unix)]
pub(super) fn make_sane() {
    if let Some(mut modes) = current() {
        set_sane(&mut modes);
        // SAFETY: `modes` is a termios read from this descriptor; tcsetattr only reads it.
        unsafe {
            libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &modes);
        }
    }
}

/// Not a Unix terminal: nothing to do.
#[cfg(not(unix))]
#[must_use]
pub(super) fn found_broken() -> bool {
    false
}

#[cfg(not(unix))]
pub(super) fn make_sane() {}

#[cfg(unix)]
fn current() -> Option<libc::termios> {
    // SAFETY: isatty and tcgetattr only read the descriptor; a zeroed termios is a valid value to fill.
    unsafe {
        if libc::isatty(libc::STDIN_FILENO) != 1 {
            return None;
        }
        let mut modes: libc::termios = std::mem::zeroed();
        (libc::tcgetattr(libc::STDIN_FILENO, &mut modes) == 0).then_some(modes)
    }
}

#[cfg(unix)]
fn sane(modes: &libc::termios) -> bool {
    let wanted = libc::ICANON | libc::ECHO;
    modes.c_lflag & wanted == wanted
}

#[cfg(unix)]
fn set_sane(modes: &mut libc::termios) {
    modes.c_lflag |=
        libc::ICANON | libc::ECHO | libc::ECHOE | libc::ECHOK | libc::ISIG | libc::IEXTEN;
    modes.c_iflag |= libc::ICRNL | libc::BRKINT;
    modes.c_iflag &= !(libc::INLCR | libc::IGNCR);
    modes.c_oflag |= libc::OPOST | libc::ONLCR;
    modes.c_cc[libc::VMIN] = 1;
    modes.c_cc[libc::VTIME] = 0;
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn raw_modes_are_made_sane() {
        // SAFETY: a zeroed termios is a valid value: every mode off, as raw mode leaves most of them.
        let mut modes: libc::termios = unsafe { std::mem::zeroed() };
        assert!(!sane(&modes));
        modes.c_lflag = libc::ICANON;
        assert!(!sane(&modes), "no echo");
        set_sane(&mut modes);
        assert!(sane(&modes));
        assert_ne!(modes.c_lflag & libc::ISIG, 0);
        assert_ne!(modes.c_oflag & libc::OPOST, 0);
        assert_eq!(modes.c_cc[libc::VMIN], 1);
    }
}
