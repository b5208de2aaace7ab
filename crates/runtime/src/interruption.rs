//! Stopping on a signal. SIGINT (Ctrl-C), SIGTERM (`kill`, a service manager, a shutdown) and SIGHUP (the terminal
//! closed) end the session the way the end of the input does, instead of killing the process where it stands: what is
//! due is reported, the session writes what it must (a game's running clock is stopped in the journal, so a resumed
//! game has the exact times), the outputs are finished and the terminal restored. A second signal while that is under
//! way ends the process at once, the default way.

use std::{
    io,
    sync::{mpsc::Sender, OnceLock},
};

use tactus_core::Incoming;

/// What is undone even when a signal ends the process the default way (the terminal's raw mode).
static UNDO_BEFORE_DEFAULT: OnceLock<fn()> = OnceLock::new();

/// Registers `undo` to run before a signal ends the process the default way (a second signal, or one that comes
/// after the session ended): the terminal module gives back the terminal's own settings so. Only the first
/// registration counts.
pub fn undo_before_default_stop(undo: fn()) {
    let _ = UNDO_BEFORE_DEFAULT.set(undo);
}

/// Starts a thread that turns SIGINT, SIGTERM and SIGHUP into [`Incoming::Interrupted`] on `sender`. When nobody
/// listens any more (the session already ended) or a second signal comes, the signal does what it does by default,
/// after what [`undo_before_default_stop`] registered.
///
/// # Errors
/// The system's error when the handlers cannot be installed or the thread cannot start.
#[cfg(unix)]
pub fn watch_signals(sender: Sender<Incoming>) -> io::Result<()> {
    use signal_hook::{
        consts::{SIGHUP, SIGINT, SIGTERM},
        iterator::Signals,
        low_level::emulate_default_handler,
    };
    use tactus_core::Interruption;

    let mut signals = Signals::new([SIGINT, SIGTERM, SIGHUP])?;
    std::thread::Builder::new()
        .name("tactus-signals".into())
        .spawn(move || {
            let mut asked = false;
            for signal in signals.forever() {
                let how = match signal {
                    SIGINT => Interruption::Interrupt,
                    SIGTERM => Interruption::Terminate,
                    _ => Interruption::Hangup,
                };
                if asked || sender.send(Incoming::Interrupted(how)).is_err() {
                    if let Some(undo) = UNDO_BEFORE_DEFAULT.get() {
                        undo();
                    }
                    let _ = emulate_default_handler(signal);
                }
                asked = true;
            }
        })?;
    Ok(())
}

/// Signals are not watched on this platform; they do what they do by default.
///
/// # Errors
/// Never.
#[cfg(not(unix))]
pub fn watch_signals(_sender: Sender<Incoming>) -> io::Result<()> {
    Ok(())
}
