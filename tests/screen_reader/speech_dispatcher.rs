//! System speech beside a screen reader: a private Speech Dispatcher (`support/pulse.rs`) that logs every message it
//! is given. With a process named `orca` running, `--speech auto` through a few commands says its notice once and
//! gives Speech Dispatcher nothing (it is never even started), and nothing reaches the sound server; `--speech
//! system` still speaks through it.

use std::time::{Duration, Instant};

use super::{FakeOrca, NOTICE};
use crate::support::{
    self,
    pulse::{self, Audio, Stage},
};

/// What Speech Dispatcher logs for each message it sends to its speech module.
const SPOKEN: &str = "Command sent to output module: |<speak>";

/// `tactus play` on `stage` with `speech`, the screen reader looked for (not told), `script` typed; its text output.
fn play(stage: &Stage, speech: &str, script: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut command = support::tactus();
    stage.apply(&mut command);
    command
        .env_remove("TACTUS_SCREEN_READER")
        .args(["play", "--speech", speech, "--sound", "off"])
        .args(["--gamepad", "off", "--braille", "off", "--script", "-"])
        .arg("--journal")
        .arg(dir.path().join("game.jsonl"));
    let out = support::run_with_stdin(&mut command, script);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn with_orca_auto_gives_speech_dispatcher_nothing() {
    let test = "screen_reader::speech_dispatcher::with_orca_auto_gives_speech_dispatcher_nothing";
    if !crate::support::pulse::available_through_alsa(test) {
        return;
    }
    let _orca = FakeOrca::start();
    let stage = Stage::new(Audio::NullSink, 5);
    // Were the built-in voice to speak, it would be heard in the stage's sink.
    stage.route_alsa_to_pulse();
    let recording = stage.record("auto.wav");
    let text = play(&stage, "auto", "e4\npress\ne5\npress\nboard\nNf3\n");
    let heard = pulse::hear(&recording.stop());
    assert_eq!(text.matches(NOTICE).count(), 1, "{text}");
    assert!(text.contains("1. Eva vier"), "{text}");
    assert!(text.contains("Rank eins:"), "{text}");
    assert!(text.contains("2. Springer Felix drei"), "{text}");
    assert!(
        heard.sound < 0.02,
        "tactus was heard beside the screen reader: {heard:?}"
    );
    assert_eq!(
        stage.speech_dispatcher_pid(),
        None,
        "Speech Dispatcher was started: {}",
        stage.speech_dispatcher_log()
    );
    assert!(!stage.speech_dispatcher_log().contains(SPOKEN));

    // Asked for, system speech speaks beside the screen reader.
    let text = play(&stage, "system", "e4\n");
    assert!(!text.contains(NOTICE), "{text}");
    let deadline = Instant::now() + Duration::from_secs(30);
    while !stage.speech_dispatcher_log().contains(SPOKEN) {
        assert!(
            Instant::now() < deadline,
            "--speech system said nothing within 30 s: {}",
            stage.speech_dispatcher_log()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The tests of this file, for the harness: alone, as the stage sets the process's environment.
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![crate::trial_alone(
        "screen_reader::speech_dispatcher::with_orca_auto_gives_speech_dispatcher_nothing",
        with_orca_auto_gives_speech_dispatcher_nothing,
    )]
}
