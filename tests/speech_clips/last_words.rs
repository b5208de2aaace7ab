//! The last words of a session in the built-in voice, heard in real time (a private PulseAudio's null sink, through
//! ALSA's pulse plugin, the answers typed at the keyboard in a tmux pane): what the last answer makes tactus say is
//! heard to its end, however long, before tactus ends.

use super::*;

use crate::support::pulse;
use crate::support::tmux::{tactus_line, Tmux};

/// How long the built-in voice (the FIDE pack's clips, and the synthesizer for words without one) says the answer
/// `text` of `query`.
fn answer_seconds(query: &str, text: &str) -> f64 {
    let answer = Event::Answer {
        query: query.into(),
        text: tactus_core::Sentence::text(text),
        continued: false,
        spoken: None,
    };
    sentence_seconds(&answer, &[])
}

/// A drill's last answer typed at the keyboard: its verdict (longer than the end once waited) and the score after
/// it are heard whole.
fn a_drills_last_verdict_and_its_score_are_heard_whole() {
    let Some(stage) = real_time_stage("a_drills_last_verdict_and_its_score_are_heard_whole") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let line = tactus_line(
        dir.path(),
        "drill openings --count 2 --seed 4",
        &stage.shell_environment(),
        &["--speech", "clips", "--gamepad", "off", "--braille", "off"],
    );
    let pane = Tmux::start(&format!("{line}; echo 'tactus ended'; sleep 600"), 100, 30);
    pane.wait_text("Question one");
    pane.type_text("e4 e5");
    pane.keys(&["Enter"]);
    pane.wait_text("Question two");
    // The answer typed while the second question is said cuts it: what is heard from here on is the last verdict
    // and the score.
    let recording = stage.record("last-words.wav");
    pane.type_text("Caro-Kann Defense: Advance Variation");
    pane.keys(&["Enter"]);
    let screen = pane.wait_text("tactus ended");
    let wav = recording.stop();
    pane.kill_server();
    let verdict = "Right: Caro-Kann Defense: Advance Variation: moves 1. Eva vier, Cesar sechs, 2. David vier, \
                   David fuenf, 3. Eva fuenf";
    let score = "Score: one of two right";
    assert!(
        screen.contains(score),
        "the drill did not end with its score:\n{screen}"
    );
    let heard = pulse::hear(&wav);
    let span = heard.sound + pulse::pauses(&wav).iter().sum::<f64>();
    let whole = answer_seconds("right", verdict)
        + f64::from(CLIP_TAIL_MS) / 1000.0
        + answer_seconds("score", score);
    eprintln!("the last words: {span:.2} s heard; the verdict and the score last {whole:.2} s");
    assert!(
        span > whole - 0.5,
        "heard {span:.2} s of the last words; the verdict and the score last {whole:.2} s: they were cut"
    );
}

/// The tests of this file, for the harness.
pub(crate) fn trials() -> Vec<crate::Trial> {
    // The stage sets the test process's environment: alone, in a process of its own.
    vec![crate::trial_alone(
        "speech_clips::last_words::a_drills_last_verdict_and_its_score_are_heard_whole",
        a_drills_last_verdict_and_its_score_are_heard_whole,
    )]
}
