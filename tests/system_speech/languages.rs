//! Each language by a voice of its own, through the real binary: a game in the `fide` pack with `--speech auto`,
//! Speech Dispatcher logging (level 5) the voice of every message it speaks. The German move words are never given
//! to an English voice: until the German voice is ready the built-in voice says them (played through ALSA into the
//! same PulseAudio), and the English phrases around them go to an English voice.

use super::*;

use crate::support::running::Running;
use std::collections::BTreeSet;

/// Every message Speech Dispatcher spoke, with the voice set for it, as its parts: the words of each
/// `<voice xml:lang>` element with its language, and the words outside any with none (the message's voice).
fn spoken(log: &str) -> Vec<(Option<String>, Vec<Part>)> {
    let mut voice = None;
    let mut said = Vec::new();
    for line in log.lines() {
        if let Some(value) = line.strip_prefix("synthesis_voice=") {
            voice = Some(value.trim().to_string());
        }
        if let Some(rest) = line.split("Command sent to output module: |<speak>").nth(1) {
            let text = rest.split("</speak>").next().unwrap_or_default();
            said.push((voice.clone(), parts(text)));
        }
    }
    said
}

/// Words of a message with the language of the voice element they are in (`None`: the message's voice).
type Part = (Option<String>, String);

/// The parts of a message's SSML: each `<voice xml:lang="X">` element's words with X, the rest with `None`.
fn parts(ssml: &str) -> Vec<Part> {
    let mut parts = Vec::new();
    let mut rest = ssml;
    while let Some(at) = rest.find("<voice xml:lang=\"") {
        parts.push((None, rest[..at].to_string()));
        let after = &rest[at + "<voice xml:lang=\"".len()..];
        let (tag, after) = after.split_once("\">").unwrap_or((after, ""));
        let (words, after) = after.split_once("</voice>").unwrap_or((after, ""));
        parts.push((Some(tag.to_string()), words.to_string()));
        rest = after;
    }
    parts.push((None, rest.to_string()));
    parts.retain(|(_, words)| !words.trim().is_empty());
    parts
}

/// The spoken forms of the `fide` pack's move words, one word each.
fn german_words() -> BTreeSet<String> {
    let pack = tactus_runtime::load_voice("fide").unwrap();
    tactus_core::Word::all()
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
pub(super) fn wait_for_log(stage: &Stage, wanted: &str) {
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
    for (voice, parts) in &said {
        for (tag, text) in parts {
            let words: Vec<&str> = text
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .collect();
            let in_german = words.iter().filter(|w| german.contains(**w)).count();
            // A part of a message is in the voice its element names, the rest in the message's voice.
            let (german_voice, english_voice) = match tag {
                Some(tag) => (tag.starts_with("de"), tag.starts_with("en")),
                None => (
                    voice.as_deref() == Some("German"),
                    voice.as_deref().is_some_and(|v| v.starts_with("English")),
                ),
            };
            if in_german > 0 {
                moves += 1;
                assert_eq!(
                    in_german,
                    words.len(),
                    "German and English words in one voice: {text:?} in {parts:?}"
                );
                assert!(german_voice, "{text:?} was given to {voice:?}, {tag:?}");
            } else {
                assert!(english_voice, "{text:?} was given to {voice:?}, {tag:?}");
            }
        }
    }
    assert!(
        moves >= 2,
        "the German words were not spoken by system speech: {said:?}"
    );
    // The first move, typed at once, is given to system speech only once its German voice is set (else the
    // built-in voice says it): which comes first depends on how fast Speech Dispatcher lists its voices.
    let voice_set = log.find("SET SELF SYNTHESIS_VOICE German");
    let first_move = log.find("Eva vier");
    if let Some(first_move) = first_move {
        assert!(
            voice_set.is_some_and(|set| set < first_move),
            "the first move went to system speech before its German voice was ready: {said:?}"
        );
    }
}

/// The tests of this file, for the harness.
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![crate::trial_alone(
        "system_speech::languages::german_words_never_go_to_an_english_voice",
        german_words_never_go_to_an_english_voice,
    )]
}
