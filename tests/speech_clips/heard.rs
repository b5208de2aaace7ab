//! What the blind player hears of an answer and of a corrected move, measured in the WAV the built-in voice plays
//! into: `board` heard whole (every rank, one after the other, none cut by the next) and within half a minute, and a
//! move replacing a pending one heard with the correction word first.

use super::*;

use serde_json::Value;

/// The answer and announcement events among `lines` (JSON), as the core's events, for their spoken length.
pub(super) fn spoken_events(lines: &[String], from: usize) -> Vec<Event> {
    lines[from..]
        .iter()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter_map(|event| match event["event"].as_str() {
            Some("answer") => Some(Event::Answer {
                query: event["query"].as_str().unwrap_or_default().to_string(),
                text: tactus_core::Sentence::text(event["text"].as_str().unwrap_or_default()),
                continued: event["continued"].as_bool().unwrap_or(false),
                spoken: None,
            }),
            Some("announce") => Some(Event::Announce {
                ply: 1,
                move_number: 1,
                side: Side::White,
                san: event["san"].as_str().unwrap_or_default().to_string(),
                uci: event["uci"].as_str().unwrap_or_default().to_string(),
                // Read back from the JSON line: its words are found by reading it.
                text: tactus_core::Sentence::text(event["text"].as_str().unwrap_or_default()),
                pending: event["pending"].as_bool().unwrap_or(false),
                correction: event["correction"].as_bool().unwrap_or(false),
                // These tests hear games being played.
                replayed: false,
                source: None,
                line: None,
                game: None,
            }),
            _ => None,
        })
        .collect()
}

/// A silence longer than any the voice makes (a sentence's end and its tail are 0.65 s): the file device, which takes
/// samples as fast as they come, ran ahead of the speaker handing over the next sentence. Not heard on a real device.
const RAN_AHEAD_S: f64 = 1.0;

/// The seconds from the first sound in the WAV from frame `from` on to the last, less the silences where the device
/// ran ahead of the speaker.
pub(super) fn heard_span(wav: &Path, from: usize) -> f64 {
    let frames = Frames::read(wav).expect("the WAV was written");
    let left = frames.channel(0);
    let start = first_sound(&left, from).expect("something was heard");
    let end = sound_end(&left, left.len()).expect("something was heard");
    let ran_ahead: usize = left[start..end]
        .split(|s| *s != 0)
        .map(<[i16]>::len)
        .filter(|silence| frames.seconds(*silence) > RAN_AHEAD_S)
        .sum();
    frames.seconds(end - start - ran_ahead)
}

/// `board` at the start of a game: every rank is heard, one after the other, in under 30 seconds.
fn the_board_is_heard_whole_in_half_a_minute() {
    if !require_tool("sox", "sox") {
        return;
    }
    let device = WavDevice::new();
    let mut game = play(&device, &[]);
    game.expect_line(r#""event":"game""#);
    let from = settle(&mut game, &device.wav());
    let asked = game.seen.len();
    game.type_lines("board\n");
    game.expect_line("Rank acht");
    settle(&mut game, &device.wav());
    let Ended { lines, status, .. } = game.finish();
    assert!(status.success());
    let said = spoken_events(&lines, asked);
    assert_eq!(said.len(), 5, "{lines:?}");
    let pause = f64::from(CLIP_TAIL_MS) / 1000.0;
    let whole: f64 = said
        .iter()
        .map(|e| sentence_seconds(e, &[]) + pause)
        .sum::<f64>()
        - pause;
    let heard = heard_span(&device.wav(), from);
    eprintln!("the starting position by board: {heard:.2} s of speech");
    assert!(
        (heard - whole).abs() < 0.05,
        "heard {heard:.3} s; the five lines of the board last {whole:.3} s together"
    );
    assert!(heard < 30.0, "the board takes {heard:.1} s");
}

/// A move replacing the pending one is heard as "Korrektur, David vier".
fn a_corrected_move_is_heard_as_a_correction() {
    if !require_tool("sox", "sox") {
        return;
    }
    let device = WavDevice::new();
    let mut game = play(&device, &[]);
    game.type_lines("e4\n");
    game.expect_line(r#""event":"announce""#);
    let from = settle(&mut game, &device.wav());
    let asked = game.seen.len();
    game.type_lines("d4\n");
    let line = game.expect_line(r#""correction":true"#);
    assert!(line.contains(r#""text":"David vier""#), "{line}");
    settle(&mut game, &device.wav());
    let Ended { lines, status, .. } = game.finish();
    assert!(status.success());
    let said = spoken_events(&lines, asked);
    let pack = tactus_runtime::load_voice("fide").unwrap();
    let spoken = utterance_for(&pack, &said[0]).unwrap().text;
    assert_eq!(spoken, "Korrektur, David vier");
    let heard = heard_span(&device.wav(), from);
    let expected = sentence_seconds(&said[0], &[]);
    assert!(
        (heard - expected).abs() < 0.02,
        "heard {heard:.3} s; \"{spoken}\" lasts {expected:.3} s"
    );
}

/// A resignation is asked about, heard whole and naming the side; the envelope's code of an adjournment is printed
/// for the arbiter and never heard (the player holding the journal could open the sealed move with it).
fn the_question_is_heard_and_the_envelopes_code_is_not() {
    if !require_tool("sox", "sox") {
        return;
    }
    let device = WavDevice::new();
    let mut game = play(&device, &[]);
    game.expect_line(r#""event":"game""#);
    let from = settle(&mut game, &device.wav());
    game.type_lines("resign\n");
    game.expect_line(r#""event":"confirm""#);
    let asked = settle(&mut game, &device.wav());
    let question = Event::Confirm {
        action: tactus_core::ConfirmAction::Resign,
        side: Side::White,
        about: None,
    };
    let heard = heard_span(&device.wav(), from);
    let expected = sentence_seconds(&question, &[]);
    assert!(
        (heard - expected).abs() < 0.02,
        "heard {heard:.3} s; the question lasts {expected:.3} s"
    );
    game.type_lines("no\n");
    game.expect_line(r#""event":"notice""#);
    let cancelled = settle(&mut game, &device.wav());
    game.type_lines("adjourn e4\n");
    game.expect_line(r#""event":"envelope_code""#);
    settle(&mut game, &device.wav());
    let Ended { status, .. } = game.finish();
    assert!(status.success());
    let said = heard_span(&device.wav(), cancelled);
    let adjourned = Event::Adjourned {
        sealed_by: Side::White,
        move_number: 1,
        white_ms: Some(300_000),
        black_ms: Some(300_000),
        fen: String::new(),
        draw_offer: None,
    };
    let expected = sentence_seconds(&adjourned, &[]);
    assert!(
        (said - expected).abs() < 0.02,
        "heard {said:.3} s after the adjournment; its sentence alone lasts {expected:.3} s"
    );
    assert!(asked < cancelled);
}

/// `tactus play --speech clips` into a private PulseAudio in real time, between two named players, at the keyboard
/// (a tmux pane): `typed` is typed at once, each line with Enter. Returns the seconds of sound heard in the first
/// `listen` seconds.
fn heard_at_the_start(typed: &[&str], listen: Duration) -> f64 {
    use crate::support::pulse::{self, Audio, Stage};
    use crate::support::tmux::{quoted, tactus_line, Tmux};
    let stage = Stage::new(Audio::NullSink, 3);
    stage.route_alsa_to_pulse();
    let dir = tempfile::tempdir().unwrap();
    let journal = quoted(&dir.path().join("game.jsonl").display().to_string());
    let line = tactus_line(
        dir.path(),
        "play",
        &stage.shell_environment(),
        &[
            "--speech",
            "clips",
            "--white",
            "Anna",
            "--black",
            "David",
            "--gamepad",
            "off",
            "--braille",
            "off",
            "--journal",
            &journal,
        ],
    );
    let recording = stage.record("start.wav");
    let pane = Tmux::start(&line, 100, 30);
    pane.wait_text("White to move>");
    for line in typed {
        pane.type_text(line);
        pane.keys(&["Enter"]);
    }
    thread::sleep(listen);
    let heard = pulse::hear(&recording.stop());
    pane.kill_server();
    heard.sound
}

/// The spoken start ("Game: Anna with White against David with Black, tournament rules") is cut by the first move
/// typed at the keyboard: the player does not wait for it.
fn the_spoken_start_is_cut_by_the_first_move() {
    let test = "the_spoken_start_is_cut_by_the_first_move";
    if !crate::support::pulse::available_through_alsa(test)
        || !crate::support::require("tmux", crate::support::tmux::available())
    {
        return;
    }
    let listen = Duration::from_secs(6);
    let start_alone = heard_at_the_start(&[], listen);
    let with_move = heard_at_the_start(&["e4"], listen);
    eprintln!("the start alone: {start_alone:.2} s of sound; cut by e4: {with_move:.2} s");
    let (move_alone, _) = eva_vier();
    assert!(
        start_alone > 2.5,
        "the start was not heard whole: {start_alone:.2} s"
    );
    assert!(
        with_move < start_alone - 1.0 && with_move > move_alone * 0.8,
        "the start alone {start_alone:.2} s, with the move {with_move:.2} s (the move alone {move_alone:.2} s)"
    );
}

/// A move typed once the stream has rested (nothing played for a while: the stream is closed) is heard whole: the
/// stream opens again for it.
fn a_move_after_the_stream_rested_is_heard() {
    use crate::support::pulse::{self, Audio, Stage};
    let test = "a_move_after_the_stream_rested_is_heard";
    if !crate::support::pulse::available_through_alsa(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 3);
    stage.route_alsa_to_pulse();
    let dir = tempfile::tempdir().unwrap();
    let mut command = tactus();
    stage.apply(&mut command);
    command
        .env("TACTUS_AUDIO_REST_MS", "500")
        .args([
            "play", "--speech", "clips", "--format", "json", "--script", "-",
        ])
        .args(["--gamepad", "off", "--braille", "off", "--journal"])
        .arg(dir.path().join("game.jsonl"));
    let mut game = Running::start(&mut command);
    game.expect_line(r#""event":"game""#);
    // The start is said, then half a second of nothing and the stream rests.
    thread::sleep(Duration::from_secs(4));
    let recording = stage.record("after-rest.wav");
    game.type_lines("e4\n");
    game.expect_line(r#""event":"announce""#);
    thread::sleep(Duration::from_secs(3));
    let heard = pulse::hear(&recording.stop());
    let ended = game.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let (move_alone, _) = eva_vier();
    assert!(
        heard.sound > move_alone * 0.8,
        "after the stream rested, {:.2} s of sound for a move of {move_alone:.2} s",
        heard.sound
    );
}

/// The tests of this file, for the harness.
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "speech_clips::heard::the_board_is_heard_whole_in_half_a_minute",
            the_board_is_heard_whole_in_half_a_minute,
        ),
        crate::trial(
            "speech_clips::heard::a_corrected_move_is_heard_as_a_correction",
            a_corrected_move_is_heard_as_a_correction,
        ),
        crate::trial(
            "speech_clips::heard::the_question_is_heard_and_the_envelopes_code_is_not",
            the_question_is_heard_and_the_envelopes_code_is_not,
        ),
        // The stage sets the test process's environment: alone, in a process of its own.
        crate::trial_alone(
            "speech_clips::heard::the_spoken_start_is_cut_by_the_first_move",
            the_spoken_start_is_cut_by_the_first_move,
        ),
        crate::trial_alone(
            "speech_clips::heard::a_move_after_the_stream_rested_is_heard",
            a_move_after_the_stream_rested_is_heard,
        ),
    ]
}
