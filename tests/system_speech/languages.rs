//! Each language by a voice of its own, through the real binary: a game in the `fide` pack with `--speech auto`,
//! Speech Dispatcher logging (level 5) the voice of every message it speaks. The German move words are never given
//! to an English voice: until the German voice is ready the built-in voice says them (played through ALSA into the
//! same PulseAudio), and the English phrases around them go to an English voice.

use super::*;

use crate::support::running::Running;
use std::collections::BTreeSet;

/// Every message Speech Dispatcher spoke, with the voice set for it.
fn spoken(log: &str) -> Vec<(Option<String>, String)> {
    let mut voice = None;
    let mut said = Vec::new();
    for line in log.lines() {
        if let Some(value) = line.strip_prefix("synthesis_voice=") {
            voice = Some(value.trim().to_string());
        }
        if let Some(rest) = line.split("Command sent to output module: |<speak>").nth(1) {
            let text = rest.split("</speak>").next().unwrap_or_default();
            said.push((voice.clone(), text.to_string()));
        }
    }
    said
}

/// The spoken forms of the `fide` pack's move words, one word each.
fn german_words() -> BTreeSet<String> {
    let pack = tactus_runtime::voices::load("fide").unwrap();
    tactus_core::voice::Word::all()
        .flat_map(|word| {
            pack.word(word)
                .say
                .split_whitespace()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Waits (at most 30 s) until the log holds `wanted`.
fn wait_for_log(stage: &Stage, wanted: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !stage.speech_dispatcher_log().contains(wanted) {
        assert!(
            Instant::now() < deadline,
            "not in the log within 30 s: {wanted}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn german_words_never_go_to_an_english_voice() {
    let test = "german_words_never_go_to_an_english_voice";
    if !crate::support::pulse::available_through_alsa(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    stage.route_alsa_to_pulse();
    let dir = tempfile::tempdir().unwrap();
    let mut command = play_on_stage(
        &stage,
        &["--voice", "fide", "--speech", "auto"],
        &dir.path().join("game.jsonl"),
    );
    let begun = Instant::now();
    let mut game = Running::start(&mut command);
    // The first move at once, while system speech is still looking up its voices.
    game.type_until("e4\n", "announce");
    wait_for_log(&stage, "SET SELF SYNTHESIS_VOICE German");
    eprintln!("the German voice was ready after {:?}", begun.elapsed());
    std::thread::sleep(Duration::from_millis(500));
    game.type_until("press\ne5\n", "announce");
    wait_for_log(&stage, "Eva f\u{fc}nf");
    game.type_until("rank 1\n", "answer");
    wait_for_log(&stage, "Turm Hector");
    let ended = game.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let log = stage.speech_dispatcher_log();
    let said = spoken(&log);
    let german = german_words();
    let mut moves = 0;
    for (voice, text) in &said {
        let words: Vec<&str> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        let in_german = words.iter().filter(|w| german.contains(**w)).count();
        if in_german > 0 {
            moves += 1;
            assert_eq!(
                in_german,
                words.len(),
                "German and English words in one message: {text:?}"
            );
            assert_eq!(voice.as_deref(), Some("German"), "{text:?}");
        } else {
            assert!(
                voice.as_deref().is_some_and(|v| v.starts_with("English")),
                "{text:?} was given to {voice:?}"
            );
        }
    }
    assert!(
        moves >= 2,
        "the German words were not spoken by system speech: {said:?}"
    );
    assert!(
        !said.iter().any(|(_, text)| text == "Eva vier"),
        "the first move went to system speech before its German voice was ready: {said:?}"
    );
}

/// The tests of this file, for the harness.
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![crate::trial_alone(
        "system_speech::languages::german_words_never_go_to_an_english_voice",
        german_words_never_go_to_an_english_voice,
    )]
}
