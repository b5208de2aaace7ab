//! Raw mode, and its undoing on every way out: the guard's drop (the session ended, by `quit`, the end of the input,
//! Ctrl+C or a signal), a signal that ends the process the default way (a second one, or one after the session:
//! the program registers [`restore`] with its signal handling), and a panic of the main or the keyboard thread, through a panic hook that restores the
//! terminal before the message is printed. A panic of another thread (a device's worker, after which the session
//! goes on) leaves raw mode only while its message is printed. Restoring twice does nothing the second time.

use std::{
    io::{self, Write},
    sync::{
        atomic::{AtomicBool, Ordering},
        Once,
    },
};

use crossterm::{
    event::{DisableBracketedPaste, EnableBracketedPaste},
    execute, terminal,
};

/// Whether tactus has the terminal in raw mode now.
static RAW: AtomicBool = AtomicBool::new(false);
/// The panic hook is installed once.
static HOOK: Once = Once::new();

/// The terminal in raw mode with bracketed paste, until dropped.
pub(crate) struct RawMode {
    _private: (),
}

impl RawMode {
    /// Puts the terminal in raw mode and asks for pasted text to be marked.
    ///
    /// # Errors
    /// The system's error when the terminal cannot be put in raw mode (nothing is changed then).
    pub(crate) fn enter() -> io::Result<RawMode> {
        HOOK.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                if ends_the_session(std::thread::current().name()) {
                    restore();
                    previous(info);
                } else {
                    // A device's worker: the session goes on at the keyboard, so raw mode comes back after the
                    // message (printed with the terminal's own line endings).
                    let raw = RAW.load(Ordering::SeqCst);
                    if raw {
                        let _ = terminal::disable_raw_mode();
                    }
                    previous(info);
                    if raw && RAW.load(Ordering::SeqCst) {
                        let _ = terminal::enable_raw_mode();
                    }
                }
            }));
        });
        // A terminal left without echo by a killed program: its usual modes are what raw mode saves and gives back.
        if super::sane::found_broken() {
            super::sane::make_sane();
        }
        terminal::enable_raw_mode()?;
        RAW.store(true, Ordering::SeqCst);
        if let Err(e) = execute!(io::stdout(), EnableBracketedPaste) {
            restore();
            return Err(e);
        }
        Ok(RawMode { _private: () })
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        restore();
    }
}

/// The keyboard thread's name: a panic there ends the session, as one on the main thread does.
pub(super) const KEYBOARD_THREAD: &str = "tactus-keyboard";

/// Whether a panic on the thread named `name` ends the session (the main thread's, the keyboard's), so the terminal
/// is restored for good; another thread's (a device's worker) ends only that device.
fn ends_the_session(name: Option<&str>) -> bool {
    matches!(name, Some("main") | Some(KEYBOARD_THREAD))
}

/// Leaves raw mode and bracketed paste, if tactus entered them.
pub fn restore() {
    if RAW.swap(false, Ordering::SeqCst) {
        let mut out = io::stdout();
        let _ = execute!(out, DisableBracketedPaste);
        let _ = out.flush();
        let _ = terminal::disable_raw_mode();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_main_and_the_keyboard_threads_end_the_session() {
        assert!(ends_the_session(Some("main")));
        assert!(ends_the_session(Some(KEYBOARD_THREAD)));
        assert!(!ends_the_session(Some("tactus-speech")));
        assert!(!ends_the_session(None));
    }
}
