//! Pad ids and button codes for events injected into a real `Gilrs` in tests (there is no pad and no uinput where
//! the tests run). Shared by the watcher's unit tests and the gamepad integration tests (`tests/gamepad.rs`, which
//! includes this file), both built with gilrs' `serde-serialize` feature: only gilrs can make these values, and their
//! serialized forms are what the tests can write.

use gilrs::{ev::Code, GamepadId};

/// A pad's id as gilrs numbers them (its serialized form is the number).
pub(super) fn pad_id(number: usize) -> GamepadId {
    serde_json::from_value(serde_json::json!(number)).expect("a pad id")
}

/// A button or axis code; gilrs passes injected events on as they are, so any code does.
pub(super) fn code() -> Code {
    // Each gilrs back end has codes of its own: an evdev kind and code on Linux, a HID page and usage on macOS, a
    // number elsewhere (XInput's buttons on Windows).
    #[cfg(target_os = "linux")]
    let raw = serde_json::json!({ "kind": 1, "code": 304 });
    #[cfg(target_os = "macos")]
    let raw = serde_json::json!({ "page": 9, "usage": 1 });
    #[cfg(not(any(target_os = "linux", target_os = "macos")))]
    let raw = serde_json::json!(1);
    serde_json::from_value(raw).expect("a code")
}
