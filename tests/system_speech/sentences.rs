//! Sentences of a game as Speech Dispatcher is given them, through the real binary: a press is heard when its
//! click is not, and a player named like a move word is said with the start, in one message.

use super::*;

use crate::support::running::Running;

fn with_the_sound_off_a_press_is_said() {
    let test = "with_the_sound_off_a_press_is_said";
    if !pulse::available(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.jsonl");
    let mut command = play_on_stage(&stage, &["--speech", "system", "--sound", "off"], &journal);
    let mut game = Running::start(&mut command);
    game.type_until("e4\n", "announce");
    game.type_until("press\n", "press");
    heard(&stage, "White's move is complete");
    let ended = game.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
}

fn a_player_named_like_a_move_word_is_said_with_the_start() {
    let test = "a_player_named_like_a_move_word_is_said_with_the_start";
    if !pulse::available(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.jsonl");
    let mut command = play_on_stage(
        &stage,
        &[
            "--voice", "fide", "--speech", "system", "--white", "Eva", "--black", "Max",
        ],
        &journal,
    );
    let game = Running::start(&mut command);
    let start = "Game: Eva with White against Max with Black, tournament rules";
    heard(&stage, start);
    let ended = game.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let log = stage.speech_dispatcher_log();
    let queued: Vec<String> = queued(&log).into_iter().map(|q| q.words).collect();
    // One message, in one voice; the name is not a message of its own.
    assert!(!queued.iter().any(|text| text == "Eva"), "{queued:?}");
    let voices = pulse::voices_for(&log, start);
    assert!(
        !voices.is_empty(),
        "the start was not given to a voice whole"
    );
    assert!(
        voices
            .iter()
            .all(|voice| voice.as_deref().is_some_and(|v| !v.starts_with("German"))),
        "{voices:?}"
    );
}

/// The tests of this file, for the harness.
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial_alone(
            "system_speech::sentences::with_the_sound_off_a_press_is_said",
            with_the_sound_off_a_press_is_said,
        ),
        crate::trial_alone(
            "system_speech::sentences::a_player_named_like_a_move_word_is_said_with_the_start",
            a_player_named_like_a_move_word_is_said_with_the_start,
        ),
    ]
}
