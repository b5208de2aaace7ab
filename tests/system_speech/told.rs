//! What the player is told at the edges of a session, through Speech Dispatcher's log: a resumed game says that the
//! clock waits for go, and the talking clock's `quit` says it stopped, with both times.

use super::*;

use crate::support::running::Running;

fn a_resumed_game_says_to_type_go() {
    let test = "a_resumed_game_says_to_type_go";
    if !pulse::available(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.jsonl");
    let mut command = play_on_stage(&stage, &["--speech", "off", "--sound", "off"], &journal);
    let mut game = Running::start(&mut command);
    game.type_until("go\ne4\npress\n", "press");
    assert!(game.finish().status.success());
    let mut command = support::tactus();
    stage.apply(&mut command);
    command
        .arg("resume")
        .arg(&journal)
        .args(["--format", "json", "--script", "-", "--speech", "system"])
        .args(["--sound", "off", "--gamepad", "off", "--braille", "off"]);
    let resumed = Running::start(&mut command);
    heard(&stage, "Type go to start the clock");
    let ended = resumed.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    // Where the game stands and what to do, in a few words: the times (`time` says them) and when the clocks were
    // last recorded are only printed.
    let said: Vec<String> = super::queued(&stage.speech_dispatcher_log())
        .into_iter()
        .map(|message| message.words)
        .filter(|words| words.contains("resumed"))
        .collect();
    assert_eq!(
        said,
        ["Game resumed at move one, Black to move. Type go to start the clock"],
        "what was said of the resumed game"
    );
    let events = ended.events();
    let resumed = events
        .iter()
        .find(|e| e["event"] == "resumed")
        .expect("the resumed event");
    assert!(
        resumed["white_ms"].is_u64(),
        "the times are in the event: {resumed}"
    );
}

fn the_clock_says_it_stopped_on_quit() {
    let test = "the_clock_says_it_stopped_on_quit";
    if !pulse::available(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let mut command = support::tactus();
    stage.apply(&mut command);
    command
        .args(["clock", "--time", "5", "--format", "json", "--script", "-"])
        .args(SYSTEM_SPEECH_ONLY);
    let mut clock = Running::start(&mut command);
    clock.type_lines("quit\n");
    let ended = clock.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    // The last words are waited for: said to their end before the program ended.
    assert_eq!(
        message_end(
            &stage.speech_dispatcher_log(),
            "Clocks stopped: White five minutes, Black five minutes"
        ),
        Some("ended"),
        "{}",
        stage.speech_dispatcher_log()
    );
}

/// `rate 150` typed in a game reaches Speech Dispatcher: every connection is set to the new rate, and the answer is
/// said at it.
fn a_rate_typed_in_a_game_reaches_system_speech() {
    let test = "a_rate_typed_in_a_game_reaches_system_speech";
    if !pulse::available(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let dir = tempfile::tempdir().unwrap();
    let mut command = play_on_stage(
        &stage,
        &["--speech", "system", "--sound", "off"],
        &dir.path().join("game.jsonl"),
    );
    let mut game = Running::start(&mut command);
    game.type_until("rate 150\n", "rate");
    super::languages::wait_for_log(&stage, "SET SELF RATE 25");
    super::languages::wait_for_log(&stage, "Speech rate");
    let ended = game.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
}

/// The tests of this file, for the harness.
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial_alone(
            "system_speech::told::a_resumed_game_says_to_type_go",
            a_resumed_game_says_to_type_go,
        ),
        crate::trial_alone(
            "system_speech::told::the_clock_says_it_stopped_on_quit",
            the_clock_says_it_stopped_on_quit,
        ),
        crate::trial_alone(
            "system_speech::told::a_rate_typed_in_a_game_reaches_system_speech",
            a_rate_typed_in_a_game_reaches_system_speech,
        ),
    ]
}
