//! Players' names through the real binary and Speech Dispatcher's log: a name written like a move word ("Eva",
//! "Koenig", "Dame") is said as it was typed, by the voice of the phrases around it (never split off to the voice of
//! the move words), in the `fide` pack and in the French one; its control characters reach the engine as the visible
//! escapes they are printed as, never raw.

use super::*;

use crate::support::running::Running;

fn names_like_move_words_are_said_as_typed_by_the_phrases_voice() {
    let test = "names_like_move_words_are_said_as_typed_by_the_phrases_voice";
    if !pulse::available(test) {
        return;
    }
    for (voice, phrase_language) in [("fide", "en"), ("fr", "fr")] {
        let stage = Stage::new(Audio::NullSink, 5);
        let dir = tempfile::tempdir().unwrap();
        let mut command = play_on_stage(
            &stage,
            &[
                "--voice",
                voice,
                "--speech",
                "system",
                "--white",
                "Eva",
                "--black",
                "Koenig \u{1b}]0;x\u{7}Dame",
            ],
            &dir.path().join("game.jsonl"),
        );
        let game = Running::start(&mut command);
        heard(&stage, "Dame");
        let ended = game.finish();
        assert!(ended.status.success(), "{}", ended.stderr);
        // The JSON event keeps the name as typed, its control characters escaped as JSON escapes them.
        assert!(
            ended
                .lines
                .iter()
                .any(|line| line.contains(r#""black":"Koenig \u001b]0;x\u0007Dame""#)),
            "{:?}",
            ended.lines
        );
        let log = stage.speech_dispatcher_log();
        let start = queued(&log)
            .into_iter()
            .find(|message| message.words.contains("Eva"))
            .unwrap_or_else(|| panic!("the start was not said ({voice}):\n{log}"));
        assert!(
            start.words.contains(r"Eva") && start.words.contains(r"Koenig \x1b]0;x\x07Dame"),
            "{voice}: {start:?}"
        );
        assert!(
            !start.words.contains('\u{1b}') && !start.words.contains("König"),
            "{voice}: {start:?}"
        );
        // One voice for the whole sentence: no element hands a name to the move words' language.
        assert!(!start.ssml.contains("<voice"), "{voice}: {start:?}");
        assert_eq!(
            start.language.as_deref(),
            Some(phrase_language),
            "{voice}: {start:?}"
        );
    }
}

pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![crate::trial_alone(
        "system_speech::names::names_like_move_words_are_said_as_typed_by_the_phrases_voice",
        names_like_move_words_are_said_as_typed_by_the_phrases_voice,
    )]
}
