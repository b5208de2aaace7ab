//! Raw mode, and its undoing on every way out: the guard's drop (the session ended, by `quit`, the end of the input,
//! Ctrl+C or a signal), and a panic, through a panic hook that restores the terminal before the message is printed.
//! Restoring twice does nothing the second time.

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
pub struct RawMode {
    _private: (),
}

impl RawMode {
    /// Puts the terminal in raw mode and asks for pasted text to be marked.
    ///
    /// # Errors
    /// The system's error when the terminal cannot be put in raw mode (nothing is changed then).
    pub fn enter() -> io::Result<RawMode> {
        HOOK.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                restore();
                previous(info);
            }));
        });
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

/// Leaves raw mode and bracketed paste, if tactus entered them.
pub fn restore() {
    if RAW.swap(false, Ordering::SeqCst) {
        let mut out = io::stdout();
        let _ = execute!(out, DisableBracketedPaste);
        let _ = out.flush();
        let _ = terminal::disable_raw_mode();
    }
}
