//! System speech through the real engine: Speech Dispatcher with espeak-ng, speaking into a private PulseAudio null
//! sink whose monitor is recorded (`support/pulse.rs`). What is checked is what is heard: a recording with speech in
//! it, shorter when an utterance is interrupted, the voice for each language, and a speaker that fails, with what it
//! had not said, when there is no audio output.
#![cfg(feature = "speech")]

use crate::support;

mod answers;
mod languages;
mod last_words;
mod names;
mod noise;
mod one_message;
mod sentences;
mod told;

use crate::support::pulse;

use std::time::{Duration, Instant};

use pulse::{Audio, Stage};
use tactus_core::{Priority, Route, Utterance};
use tactus_devices::Speaker;
use tactus_devices::{describe_system_speech, time_utterances, SpeechOptions, SystemSpeaker};

/// System speech alone, as a user starts it with no sound, gamepad or braille display.
const SYSTEM_SPEECH_ONLY: [&str; 8] = support::speaking_alone("system");

fn utterance(text: &str, language: &str, priority: Priority) -> Utterance {
    Utterance::new(text, language, Route::Announce, priority)
}

/// `tactus play` on `stage`, scripted from standard input with JSON events, a 5-minute clock, no gamepad or braille,
/// and `args` (the speech and voice to use); its journal is `journal`.
fn play_on_stage(stage: &Stage, args: &[&str], journal: &std::path::Path) -> std::process::Command {
    let mut command = support::tactus();
    stage.apply(&mut command);
    command
        .args(["play", "--format", "json", "--script", "-", "--time", "5"])
        .args(["--gamepad", "off", "--braille", "off"])
        .args(args)
        .arg("--journal")
        .arg(journal);
    command
}

/// How Speech Dispatcher ended the message whose queueing line holds `text`: its number's `702` (end) or `703`
/// (cancelled) reply, or `None` while it is neither.
fn message_end(log: &str, text: &str) -> Option<&'static str> {
    let (lines, id) = message_lines(log, text)?;
    lines.iter().find_map(|line| {
        let reply = line.trim_end();
        if reply.ends_with(&format!("|702-{id}")) {
            Some("ended")
        } else if reply.ends_with(&format!("|703-{id}")) {
            Some("cancelled")
        } else {
            None
        }
    })
}

/// The log's lines from the queueing of the message that holds `text` on, and the number Speech Dispatcher gave it
/// (its `225-` reply).
fn message_lines<'a>(log: &'a str, text: &str) -> Option<(Vec<&'a str>, String)> {
    let lines: Vec<&str> = log.lines().collect();
    let queued = lines
        .iter()
        .position(|line| line.contains("Queueing message |") && line.contains(text))?;
    let id = lines[queued..]
        .iter()
        .find_map(|line| line.split("REPLY:|225-").nth(1))?
        .trim()
        .to_string();
    Some((lines[queued..].to_vec(), id))
}

/// A message Speech Dispatcher (log level 5) was given: its text as sent (SSML), its words without the markup, and
/// the `language=` and `synthesis_voice=` it was spoken with (`None` for a message never spoken).
#[derive(Clone, Debug)]
struct Queued {
    ssml: String,
    words: String,
    language: Option<String>,
    voice: Option<String>,
}

/// The messages in `log`, in the order they were queued.
fn queued(log: &str) -> Vec<Queued> {
    let mut all: Vec<Queued> = Vec::new();
    for line in log.lines() {
        if let Some(rest) = line.split("Queueing message |").nth(1) {
            let ssml = rest
                .rsplit_once("| with priority")
                .map_or(rest, |(text, _)| text);
            all.push(Queued {
                ssml: ssml.to_string(),
                words: without_markup(ssml),
                language: None,
                voice: None,
            });
        } else if let Some(last) = all.last_mut() {
            if let Some(value) = line.strip_prefix("language=") {
                last.language
                    .get_or_insert_with(|| value.trim().to_string());
            } else if let Some(value) = line.strip_prefix("synthesis_voice=") {
                last.voice.get_or_insert_with(|| value.trim().to_string());
            }
        }
    }
    all
}

/// `ssml` without its elements, its entities read.
fn without_markup(ssml: &str) -> String {
    let mut words = String::new();
    let mut in_tag = false;
    for c in ssml.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => words.push(c),
            _ => {}
        }
    }
    words
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

/// Waits (at most 30 s) until the message holding `text` has been said to its end.
fn heard(stage: &Stage, text: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while message_end(&stage.speech_dispatcher_log(), text) != Some("ended") {
        assert!(
            Instant::now() < deadline,
            "{text:?} was not said within 30 s"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn start() -> SystemSpeaker {
    SystemSpeaker::start(SpeechOptions::default())
        .unwrap_or_else(|e| panic!("system speech does not start on the stage: {e}"))
}

/// Says `utterances` and waits until they are said; returns how long that took.
fn say_all(speaker: &mut SystemSpeaker, stage: &Stage, utterances: &[Utterance]) -> Duration {
    let begun = Instant::now();
    for u in utterances {
        speaker
            .say(u.clone())
            .expect("the speaker takes the utterance");
    }
    let said = speaker.finish(Some(Duration::from_secs(30)));
    let took = begun.elapsed();
    if let Err(failure) = speaker.check() {
        panic!(
            "system speech failed: {failure:?}\nSpeech Dispatcher's log:\n{}",
            stage.speech_dispatcher_log()
        );
    }
    assert!(said, "not everything was said within 30 s");
    took
}

fn system_speech_is_heard_in_the_sink() {
    if !pulse::available("system_speech_is_heard_in_the_sink") {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 3);
    // A recording of nothing is silent: the measure can tell.
    let quiet = pulse::hear(
        &stage
            .record("quiet.wav")
            .stop_after(Duration::from_millis(500)),
    );
    assert!(quiet.length > 0.3, "{quiet:?}");
    assert!(quiet.sound < 0.001 && quiet.rms < 0.001, "{quiet:?}");

    let recording = stage.record("speech.wav");
    let begun = Instant::now();
    let mut speaker = start();
    let started = begun.elapsed();
    let took = say_all(
        &mut speaker,
        &stage,
        &[
            utterance("Springer Felix drei", "de", Priority::Announcement),
            utterance("Eva vier", "de", Priority::Announcement),
        ],
    );
    drop(speaker);
    std::thread::sleep(Duration::from_millis(300));
    let heard = pulse::hear(&recording.stop());
    eprintln!(
        "system speech started in {started:?}; two utterances said in {took:?}; heard {heard:?}"
    );
    assert!(heard.rms > 0.01, "no speech in the recording: {heard:?}");
    assert!(
        heard.sound > 1.0 && heard.sound < took.as_secs_f64() + 0.5,
        "the sound does not last as long as two utterances: {heard:?}, said in {took:?}"
    );
    let pid = stage
        .speech_dispatcher_pid()
        .expect("the stage's own Speech Dispatcher was started");
    drop(stage);
    assert!(
        !pulse::running(pid),
        "Speech Dispatcher {pid} still runs after the stage"
    );
}

fn the_opponents_move_cuts_an_answer_short() {
    if !pulse::available("the_opponents_move_cuts_an_answer_short") {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 3);
    let long =
        "Springer Felix drei, Eva vier, Dame David acht, Turm Anna eins, Laeufer Bella fuenf";
    let mut speaker = start();

    let whole = stage.record("whole.wav");
    let whole_took = say_all(
        &mut speaker,
        &stage,
        &[utterance(long, "de", Priority::Answer)],
    );
    std::thread::sleep(Duration::from_millis(300));
    let whole = pulse::hear(&whole.stop());

    let cut = stage.record("cut.wav");
    let begun = Instant::now();
    speaker
        .say(utterance(long, "de", Priority::Answer))
        .unwrap();
    std::thread::sleep(Duration::from_millis(800));
    // The move the user typed: a new action of the user's cuts the answer.
    let typed = Utterance {
        origin: tactus_core::Origin {
            number: 1,
            cause: tactus_core::Cause::User,
        },
        ..utterance("Eva vier", "de", Priority::Announcement)
    };
    let rest = say_all(&mut speaker, &stage, &[typed]);
    let cut_took = begun.elapsed();
    std::thread::sleep(Duration::from_millis(300));
    let cut = pulse::hear(&cut.stop());
    eprintln!(
        "whole: said in {whole_took:?}, heard {whole:?}; cut after 0.8 s: the move said {rest:?} later, \
         heard {cut:?}"
    );
    assert!(whole.sound > 3.0, "{whole:?}");
    assert!(cut.rms > 0.01, "{cut:?}");
    assert!(
        cut_took + Duration::from_millis(1500) < whole_took,
        "the move did not cut the answer short: {cut_took:?} against {whole_took:?}"
    );
    assert!(
        cut.sound + 1.5 < whole.sound,
        "the cut recording is not shorter: {cut:?} against {whole:?}"
    );
}

fn each_language_gets_its_voice_without_delaying_the_first_utterance() {
    if !pulse::available("each_language_gets_its_voice_without_delaying_the_first_utterance") {
        return;
    }
    // Log level 5: Speech Dispatcher logs the settings, the voice among them, sent with each message.
    let stage = Stage::new(Audio::NullSink, 5);
    let german = "Springer Felix drei";
    let english = "White to move";
    let both = [
        utterance(german, "de", Priority::Announcement),
        utterance(english, "en", Priority::Answer),
    ];
    let mut speaker = start();
    let first = say_all(&mut speaker, &stage, &both);
    // The voices are being looked up in the background; wait (at most 30 s) until both are set.
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let log = stage.speech_dispatcher_log();
        if log.contains("SET SELF SYNTHESIS_VOICE German")
            && log.contains("SET SELF SYNTHESIS_VOICE English (Great Britain)")
        {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the voices for de and en were not set within 30 s"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let again = say_all(&mut speaker, &stage, &both);
    drop(speaker);
    let log = stage.speech_dispatcher_log();
    eprintln!("first round said in {first:?}, second in {again:?}");

    // The first utterance went to the engine before the voices were listed.
    let spoken_at = log
        .find(&format!("<speak>{german}</speak>"))
        .expect("the German utterance in the log");
    let listed_at = log
        .find("LIST SYNTHESIS_VOICES")
        .expect("the voices were listed");
    assert!(
        spoken_at < listed_at,
        "the voices were listed before the first utterance was spoken"
    );
    let german_voices = pulse::voices_for(&log, german);
    let english_voices = pulse::voices_for(&log, english);
    assert_eq!(german_voices.len(), 2, "{german_voices:?}");
    assert_eq!(english_voices.len(), 2, "{english_voices:?}");
    assert_ne!(german_voices[0].as_deref(), Some("German"));
    assert_eq!(german_voices[1].as_deref(), Some("German"));
    assert_eq!(
        english_voices[1].as_deref(),
        Some("English (Great Britain)")
    );
}

fn an_answer_of_several_lines_is_given_to_the_engine_whole() {
    if !pulse::available("an_answer_of_several_lines_is_given_to_the_engine_whole") {
        return;
    }
    // Log level 5: Speech Dispatcher logs each message it queues, its lines as they came (ending in CR LF) and the
    // dot that began a line unescaped.
    let stage = Stage::new(Audio::NullSink, 5);
    let mut speaker = start();
    say_all(
        &mut speaker,
        &stage,
        &[utterance(
            "White to move.\n.5 seconds left\nBlack has 3 minutes",
            "en",
            Priority::Answer,
        )],
    );
    drop(speaker);
    let log = stage.speech_dispatcher_log();
    assert!(
        log.contains("Queueing message |<speak>White to move.\r\n.5 seconds left\r\nBlack has 3 minutes</speak>|"),
        "the three lines were not sent as one message:\n{log}"
    );
}

fn without_audio_output_the_speaker_fails_with_what_it_had_not_said() {
    if !pulse::available("without_audio_output_the_speaker_fails_with_what_it_had_not_said") {
        return;
    }
    let stage = Stage::new(Audio::Nothing, 3);
    let mut speaker = start();
    let begun = Instant::now();
    speaker
        .say(utterance("Eva vier", "de", Priority::Announcement))
        .unwrap();
    speaker
        .say(utterance("Eva fuenf", "de", Priority::Announcement))
        .unwrap();
    let failure = loop {
        let asked = Instant::now();
        let checked = speaker.check();
        // A check that waited would wait for the speaker's limit (seconds); a loaded machine may take a moment.
        assert!(asked.elapsed() < Duration::from_secs(2), "check waited");
        match checked {
            Ok(()) => {
                assert!(
                    begun.elapsed() < Duration::from_secs(60),
                    "no failure within 60 s without audio"
                );
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(failure) => break failure,
        }
    };
    let took = begun.elapsed();
    eprintln!("without audio: failed after {took:?}: {}", failure.reason);
    // Measured: the engine reports the beginning and never the end; 8 characters give 5 s + 8 x 0.25 s.
    assert_eq!(
        failure.reason.to_string(),
        "Speech Dispatcher did not finish speaking within 7 seconds"
    );
    // Never before the limit; how much after it depends on how busy the machine is.
    assert!(took >= Duration::from_secs(7), "{took:?}");
    let unsaid: Vec<&str> = failure.unsaid.iter().map(|u| u.text.as_str()).collect();
    assert_eq!(unsaid, ["Eva vier", "Eva fuenf"]);
    assert!(speaker.check().is_ok(), "the failure is told once");
    drop(speaker);
    drop(stage);

    // The failed speaker's server is gone; a new speaker in the same process speaks all the same.
    let stage = Stage::new(Audio::NullSink, 3);
    let recording = stage.record("after.wav");
    let mut speaker = start();
    say_all(
        &mut speaker,
        &stage,
        &[utterance(
            "Springer Felix drei",
            "de",
            Priority::Announcement,
        )],
    );
    drop(speaker);
    std::thread::sleep(Duration::from_millis(300));
    let heard = pulse::hear(&recording.stop());
    assert!(heard.rms > 0.01 && heard.sound > 0.5, "{heard:?}");
}

fn the_engine_begins_and_ends_within_the_limits_the_speaker_allows() {
    if !pulse::available("the_engine_begins_and_ends_within_the_limits_the_speaker_allows") {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 3);
    let texts = ["Springer Felix drei", "Eva vier", "Weiss am Zug"];
    // The limits of Timing::standard: 4 s to begin, 5 s + 0.25 s a character to end. No language, so that no voice
    // lookup runs beside the utterances (listing the voices delays a beginning by about 100 ms, measured).
    let timed = time_utterances(
        &texts,
        "",
        Duration::from_secs(4),
        Duration::from_millis(5000 + 250 * 19),
    )
    .unwrap_or_else(|e| {
        panic!(
            "{e}\nSpeech Dispatcher's log:\n{}",
            stage.speech_dispatcher_log()
        )
    });
    let mut figures = vec![format!("opened in {:?}", timed.opened)];
    for (text, (began, ended)) in texts.iter().zip(&timed.texts) {
        let limit = Duration::from_millis(5000 + 250 * text.len() as u64);
        assert!(*ended < limit, "\"{text}\" did not end within {limit:?}");
        figures.push(format!(
            "\"{text}\": begin after {began:?}, end {ended:?} later"
        ));
    }
    eprintln!("{}", figures.join("; "));
    drop(stage);
}

fn the_engine_is_described_within_the_time_limit() {
    if !pulse::available("the_engine_is_described_within_the_time_limit") {
        return;
    }
    let _stage = Stage::new(Audio::NullSink, 3);
    let begun = Instant::now();
    let full = describe_system_speech(Duration::from_secs(20));
    eprintln!(
        "described in {:?}: {}",
        begun.elapsed(),
        &full[..full.len().min(200)]
    );
    assert!(full.starts_with("Speech Dispatcher: "), "{full}");
    assert!(full.contains(" voices in "), "{full}");
    // Of espeak-ng's 130 languages only those of the voice packs are named.
    let named: Vec<&str> = full
        .split("among them ")
        .nth(1)
        .unwrap_or_else(|| panic!("no languages named: {full}"))
        .split(", ")
        .collect();
    for language in ["de", "en-GB", "fr-FR"] {
        assert!(named.contains(&language), "{language} is missing: {full}");
    }
    assert!(!named.contains(&"af"), "{full}");
    // The server runs now; listing its 13,000 voices takes over a second.
    let begun = Instant::now();
    let hurried = describe_system_speech(Duration::from_millis(100));
    eprintln!("described in a hurry in {:?}", begun.elapsed());
    assert_eq!(
        hurried,
        "Speech Dispatcher: answers; its voices were not listed within 0.1 seconds"
    );
}

fn tactus_announce_speaks_the_moves_through_system_speech() {
    if !pulse::available("tactus_announce_speaks_the_moves_through_system_speech") {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 3);
    let recording = stage.record("announce.wav");
    let mut command = support::tactus();
    command.args(["announce", "--speech", "system", "e4", "e5", "Nf3"]);
    stage.apply(&mut command);
    let begun = Instant::now();
    let output = support::run_with_stdin_timeout(&mut command, "", Duration::from_secs(60));
    let took = begun.elapsed();
    std::thread::sleep(Duration::from_millis(300));
    let heard = pulse::hear(&recording.stop());
    let stderr = String::from_utf8_lossy(&output.stderr);
    eprintln!("tactus announce --speech system: {took:?}, heard {heard:?}, stderr: {stderr}");
    assert!(
        output.status.success(),
        "{:?}: {stderr}\nSpeech Dispatcher's log:\n{}",
        output.status,
        stage.speech_dispatcher_log()
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "1. Eva vier\n1... Eva fuenf\n2. Springer Felix drei\n"
    );
    assert!(stderr.is_empty(), "{stderr}");
    assert!(heard.rms > 0.01, "no speech in the recording: {heard:?}");
    // Three moves of two or three words each: several seconds of speech.
    assert!(
        heard.sound > 2.0,
        "too little speech for three moves: {heard:?}"
    );
    assert!(
        stage.speech_dispatcher_pid().is_some(),
        "the stage's own Speech Dispatcher spoke"
    );
}

/// Listen's headers say the players' names in the phrase language, as a game's start does: in the fide pack (German
/// move words, English phrases) "Kowalski, Anna" and "Eva" are names, not file words, so none goes to the German
/// voice.
fn listen_says_player_names_in_the_phrase_language() {
    if !pulse::available("listen_says_player_names_in_the_phrase_language") {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let folder = tempfile::tempdir().expect("a folder");
    let file = folder.path().join("named.pgn");
    std::fs::write(&file, crate::listen::NAMED).expect("written");
    let mut command = support::tactus();
    stage.apply(&mut command);
    command
        .args([
            "listen",
            "--voice",
            "fide",
            "--script",
            "-",
            "--virtual-time",
        ])
        .args(SYSTEM_SPEECH_ONLY)
        .arg(&file);
    let output =
        support::run_with_stdin_timeout(&mut command, "wait 5s\nquit\n", Duration::from_secs(60));
    assert!(output.status.success(), "{output:?}");
    heard(&stage, "Kowalski");
    let log = stage.speech_dispatcher_log();
    let messages = queued(&log);
    let names: Vec<&Queued> = messages
        .iter()
        .filter(|m| m.words.contains("Anna") || m.words.contains("Eva"))
        .collect();
    assert!(!names.is_empty(), "{messages:?}");
    // The header is one message; a word in another language than the message's is wrapped in its own voice element.
    assert!(
        names
            .iter()
            .all(|m| m.language.as_deref() != Some("de") && !m.ssml.contains("xml:lang=\"de")),
        "{names:?}"
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial_alone(
            "system_speech::listen_says_player_names_in_the_phrase_language",
            listen_says_player_names_in_the_phrase_language,
        ),
        crate::trial_alone(
            "system_speech::system_speech_is_heard_in_the_sink",
            system_speech_is_heard_in_the_sink,
        ),
        crate::trial_alone(
            "system_speech::the_opponents_move_cuts_an_answer_short",
            the_opponents_move_cuts_an_answer_short,
        ),
        crate::trial_alone(
            "system_speech::each_language_gets_its_voice_without_delaying_the_first_utterance",
            each_language_gets_its_voice_without_delaying_the_first_utterance,
        ),
        crate::trial_alone(
            "system_speech::an_answer_of_several_lines_is_given_to_the_engine_whole",
            an_answer_of_several_lines_is_given_to_the_engine_whole,
        ),
        crate::trial_alone(
            "system_speech::without_audio_output_the_speaker_fails_with_what_it_had_not_said",
            without_audio_output_the_speaker_fails_with_what_it_had_not_said,
        ),
        crate::trial_alone(
            "system_speech::the_engine_begins_and_ends_within_the_limits_the_speaker_allows",
            the_engine_begins_and_ends_within_the_limits_the_speaker_allows,
        ),
        crate::trial_alone(
            "system_speech::the_engine_is_described_within_the_time_limit",
            the_engine_is_described_within_the_time_limit,
        ),
        crate::trial_alone(
            "system_speech::tactus_announce_speaks_the_moves_through_system_speech",
            tactus_announce_speaks_the_moves_through_system_speech,
        ),
    ];
    trials.extend(answers::trials());
    trials.extend(languages::trials());
    trials.extend(last_words::trials());
    trials.extend(names::trials());
    trials.extend(one_message::trials());
    trials.extend(noise::trials());
    trials.extend(sentences::trials());
    trials.extend(told::trials());
    trials
}
