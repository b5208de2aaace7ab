//! Gamepads through `gilrs`: buttons become command lines of the session's language.
//!
//! A button is exactly like a typed command: the mapping (`default.toml`, with the user's `[gamepad]` section over it,
//! `settings.rs`) gives each button a command line, and a press sends that line into the loop's input channel. The
//! D-pad moves the board cursor, one button picks, another cancels; with `tactus clock` two buttons are the players'
//! clock buttons.
//!
//! - `buttons.rs`: the buttons' names; `layout.rs`: families of pads (labels, vendors, swapped face buttons);
//! - `defaults.rs`: the built-in tables; `settings.rs`: with the user's changes; `mapping.rs`: one pad's mapping;
//! - `watcher.rs`: gilrs events → command lines and notices;
//! - here: the thread that owns gilrs.
//!
//! Connecting and losing a pad are told as notices; the keyboard always goes on working. gilrs failing to start is
//! one notice, and the game goes on without gamepads.

mod buttons;
mod defaults;
#[cfg(test)]
mod injected;
mod layout;
mod mapping;
mod settings;
mod table_error;
mod watcher;

use std::{
    sync::mpsc::Sender,
    thread,
    time::{Duration, Instant},
};

pub(crate) use mapping::Entry;
pub use settings::Settings;
pub use watcher::{PadInfo, Watcher};

use super::bindings::Controls;
use tactus_core::{Incoming, PhraseKey, VoicePack};

/// How long one wait for an event lasts before waiting again.
const WAIT: Duration = Duration::from_secs(1);

/// Starts watching for gamepads on a thread of its own, with the buttons of `settings`; their buttons' commands go to
/// `sender`.
pub(crate) fn start(
    controls: Controls,
    settings: Settings,
    sender: Sender<Incoming>,
    pack: VoicePack,
) {
    // A thread that cannot start leaves the keyboard, which needs nothing from it.
    let _ = thread::Builder::new()
        .name("tactus-gamepad".into())
        .spawn(move || watch(controls, settings, &sender, pack));
}

/// Why the gamepads cannot be used, in `pack`'s words (the library's English left out): the system's error when it
/// gave one, else that the system offers no gamepads to this program.
fn unusable_reason(pack: &VoicePack, error: &gilrs::Error) -> String {
    let system = match error {
        gilrs::Error::Other(cause) => cause.downcast_ref::<std::io::Error>(),
        _ => None,
    };
    match system {
        Some(error) => tactus_core::system_error(pack, error.into()).to_string(),
        None => pack.phrase(PhraseKey::GamepadUnsupported, &[]),
    }
}

/// The thread: opens gilrs, and sends what the pads do until nobody listens.
fn watch(controls: Controls, settings: Settings, sender: &Sender<Incoming>, pack: VoicePack) {
    let mut gilrs = match gilrs::Gilrs::new() {
        Ok(gilrs) => gilrs,
        Err(e) => {
            let reason = unusable_reason(&pack, &e);
            let _ = sender.send(Incoming::Notice(
                pack.phrase(PhraseKey::NoticeGamepadsUnusable, &[("reason", &reason)]),
            ));
            return;
        }
    };
    let mut watcher = Watcher::new(controls, settings, pack);
    for told in watcher.start(&gilrs) {
        if sender.send(told).is_err() {
            return;
        }
    }
    loop {
        let asked = Instant::now();
        match gilrs.next_event_blocking(Some(WAIT)) {
            Some(event) => {
                if let Some(told) = watcher.handle(&gilrs, &event) {
                    if sender.send(told).is_err() {
                        return;
                    }
                }
            }
            // A wait that failed at once (not timed out) is not retried at full speed.
            None if asked.elapsed() < WAIT / 2 => thread::sleep(WAIT / 2),
            None => {}
        }
    }
}
