//! The sound device vanishing or hanging in the middle of a game: a private PulseAudio with a null sink is ALSA's
//! default device (its pulse plugin), `tactus play --speech clips --sound on` plays into it, and the server is killed
//! (the device vanishes) or stopped with SIGSTOP (the device hangs: nothing is played, nothing fails). Either way the
//! user is told once per output that sound stopped, and every move typed afterwards is still answered as text.
#![cfg(feature = "audio")]

use std::{thread, time::Duration};

use crate::support::{
    pulse::{Audio, Stage},
    running::Running,
    tactus,
};
use serde_json::Value;

/// Plays a game into the stage, does `fault` to PulseAudio after the first move, plays on, and returns the events.
fn game_with_fault(fault: &str) -> Option<Vec<Value>> {
    if !crate::support::pulse::available_through_alsa(fault) {
        return None;
    }
    let stage = Stage::new(Audio::NullSink, 3);
    stage.route_alsa_to_pulse();
    let dir = tempfile::tempdir().unwrap();
    let mut command = tactus();
    stage.apply(&mut command);
    command
        .args(["play", "--format", "json", "--script", "-", "--time", "5"])
        .args([
            "--speech",
            "clips",
            "--sound",
            "on",
            "--gamepad",
            "off",
            "--braille",
            "off",
        ])
        .arg("--journal")
        .arg(dir.path().join("game.tactus"));
    let mut game = Running::start(&mut command);
    game.type_until("go\ne4\npress\n", "press");
    // The first move's words are being played when the device goes.
    stage.signal_pulse(fault);
    for mv in ["e5", "Nf3", "Nc6", "Bb5", "a6"] {
        game.type_until(&format!("{mv}\npress\n"), "press");
        thread::sleep(Duration::from_millis(400));
    }
    game.type_until("time\n", "answer");
    let ended = game.finish();
    if fault == "STOP" {
        stage.signal_pulse("CONT");
    }
    assert!(
        ended.status.success(),
        "{:?} {}",
        ended.status,
        ended.stderr
    );
    Some(ended.events())
}

/// The moves all answered, the notices about the sound, and nothing else.
fn assert_game_went_on(events: &[Value]) {
    let sans: Vec<&str> = events.iter().filter_map(|e| e["san"].as_str()).collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"], "{events:?}");
    assert!(events.iter().any(|e| e["event"] == "answer"), "{events:?}");
    assert!(!events.iter().any(|e| e["event"] == "error"), "{events:?}");
}

fn notices(events: &[Value]) -> Vec<&str> {
    events
        .iter()
        .filter(|e| e["event"] == "notice")
        .map(|e| e["text"].as_str().unwrap())
        .collect()
}

fn a_sound_device_vanishing_mid_game_is_told_and_the_game_goes_on() {
    let Some(events) = game_with_fault("KILL") else {
        return;
    };
    assert_game_went_on(&events);
    let told = notices(&events);
    assert_eq!(told.len(), 2, "{told:?}");
    assert!(
        told.iter().any(|t| t.starts_with("no more tones: ")),
        "{told:?}"
    );
    assert!(
        told.iter()
            .any(|t| t.starts_with("the built-in voice stopped: ")
                && t.ends_with("text only from now on")),
        "{told:?}"
    );
}

fn a_sound_device_hanging_mid_game_is_told_and_the_game_goes_on() {
    let Some(events) = game_with_fault("STOP") else {
        return;
    };
    assert_game_went_on(&events);
    let told = notices(&events);
    assert_eq!(told.len(), 2, "{told:?}");
    assert!(
        told.iter().all(|t| t.contains("stopped playing")),
        "{told:?}"
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial_alone(
            "sound_faults::a_sound_device_vanishing_mid_game_is_told_and_the_game_goes_on",
            a_sound_device_vanishing_mid_game_is_told_and_the_game_goes_on,
        ),
        crate::trial_alone(
            "sound_faults::a_sound_device_hanging_mid_game_is_told_and_the_game_goes_on",
            a_sound_device_hanging_mid_game_is_told_and_the_game_goes_on,
        ),
    ];
    trials
}
