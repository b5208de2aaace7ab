//! The input devices beside the keyboard — a gamepad, a braille display's keys — and what they control.
//!
//! Each device runs on a thread of its own and sends commands of the session's own language, each read from its
//! binding once when the keymap was loaded (`bindings.rs`), and notices ([`Incoming::Notice`]) into the channel the typed
//! lines come through, so the event loop never waits on a device. Absent, a device costs nothing; lost, the keyboard
//! goes on working.

use std::sync::mpsc::Sender;

pub use crate::bindings::Controls;
use tactus_core::{EventSink, Incoming, UserConfig, VoicePack};

/// Starts the gamepad and the braille display where asked for, sending their commands into `sender`; the gamepad's
/// buttons are the built-in ones with `config`'s `[gamepad]` section over them. The braille display also shows what
/// happens, so it comes back as a sink to attach with the others (`None` when braille is off).
pub(crate) fn start(
    gamepad: bool,
    braille: bool,
    controls: Controls,
    sender: &Sender<Incoming>,
    pack: &VoicePack,
    config: &UserConfig,
) -> Option<Box<dyn EventSink>> {
    #[cfg(feature = "gamepad")]
    if gamepad {
        let settings = super::gamepad::Settings::from_config(config);
        super::gamepad::start(controls, settings, sender.clone(), pack.clone());
    }
    #[cfg(not(feature = "gamepad"))]
    let _ = (gamepad, config);
    braille.then(|| super::braille::start(controls, sender.clone(), pack.clone()))
}
