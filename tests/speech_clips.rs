//! The built-in voice through the real binary and real ALSA into a WAV file (shared/testing.md, "Real audio into a
//! file"): `announce --speech clips`, `play --speech clips` with its clock tones, two outputs on the two channels of
//! one device, the recordings of `export --to wav` and `announce --wav`, and a device that cannot be opened.
//!
//! What is played is compared with the voice pack's clips, read here as the program reads them: a sentence lasts as long as its clips
//! and the joiner's silences between them, and is as loud as they are. The null device behind ALSA's `file` plugin
//! plays as fast as it is fed, so a session whose sounds must not overlap in the WAV is fed in stages: the next
//! command is typed only once the WAV has gone quiet after the last one ([`settle`]).
#![cfg(feature = "audio")]

use crate::support;

mod heard;
mod last_words;
mod noise;
mod one_voice;
mod rate;
mod spoken;

use std::{
    path::{Path, PathBuf},
    process::Output,
    thread,
    time::{Duration, Instant},
};

use crate::support::running::{Ended, Running, PATIENCE};
use crate::support::wav::{require_tool, runs, stat, Frames, WavDevice, NO_CARD};
use crate::support::{run_with_stdin, tactus};
use tactus_core::{utterance_for, CueLevel, Event, Side, Signal, Tone, TAIL_MS as TONE_TAIL_MS};
use tactus_devices::{
    render_clips, ClipLibrary, CLIP_TAIL_MS, GAP_MS, LONG_PAUSE_MS, SHORT_PAUSE_MS,
};

/// How far a sentence's length in the WAV may be from its clips' (resampled to the device's rate, faded at the ends).
const LENGTH_TOLERANCE_S: f64 = 0.003;

/// How long the WAV must have been silent, in its own time, before the next command is typed.
const QUIET_S: f64 = 2.0;

/// The samples and rate of a clip of the FIDE pack, read from its clips (its own, else those of `en`, which it
/// extends) as the program reads them.
fn clip(key: &str) -> (Vec<i16>, u32) {
    static FIDE: std::sync::OnceLock<ClipLibrary> = std::sync::OnceLock::new();
    let library = FIDE.get_or_init(|| {
        let pack = tactus_core::VoicePack::builtin("fide").unwrap();
        let folders = [
            ("fide".to_string(), support::path("voices/fide/clips")),
            ("en".to_string(), support::path("voices/en/clips")),
        ];
        ClipLibrary::load(&pack, &folders).unwrap_or_else(|e| panic!("{e}"))
    });
    let samples = library
        .clip(key)
        .unwrap_or_else(|| panic!("no clip for {key}"))
        .to_vec();
    (samples, library.sample_rate())
}

/// The clips' sample rate.
fn clip_rate() -> u32 {
    clip("eva").1
}

/// Samples in `ms` milliseconds at `rate`, rounded as the joiner rounds.
fn ms_samples(ms: u32, rate: u32) -> usize {
    ((u64::from(ms) * u64::from(rate) + 500) / 1000) as usize
}

/// "Eva vier" as the built-in voice says it, from the clip files: its length in seconds without the tail, and its RMS.
fn eva_vier() -> (f64, f64) {
    let ((eva, rate), (vier, _)) = (clip("eva"), clip("vier"));
    let gap = ms_samples(GAP_MS, rate);
    let count = eva.len() + gap + vier.len();
    let power: f64 = eva.iter().chain(&vier).map(|s| f64::from(*s).powi(2)).sum();
    (
        count as f64 / f64::from(rate),
        (power / count as f64).sqrt() / 32768.0,
    )
}

/// Checks that the sound at `span` (frames of the WAV) is "Eva vier": as long as the clips with the gap between them,
/// as loud, with the gap's silence where it belongs.
fn assert_eva_vier(path: &Path, frames: &Frames, channel: usize, span: (usize, usize)) {
    let (seconds, rms) = eva_vier();
    let (start, end) = span;
    let found = frames.seconds(end - start);
    assert!(
        (found - seconds).abs() <= LENGTH_TOLERANCE_S,
        "the move's speech lasts {found:.4} s, its clips {seconds:.4} s"
    );
    // The silence between the words: after Eva's clip, for the gap less a little for the conversions.
    let samples = frames.channel(channel);
    let eva_ends = start
        + (clip("eva").0.len() as f64 / f64::from(clip_rate()) * f64::from(frames.rate)) as usize;
    let gap = ms_samples(GAP_MS, frames.rate);
    let margin = ms_samples(3, frames.rate);
    assert!(
        samples[eva_ends + margin..eva_ends + gap - margin]
            .iter()
            .all(|s| *s == 0),
        "no silence between Eva and vier"
    );
    assert!(
        samples[eva_ends - 2 * margin..eva_ends - margin]
            .iter()
            .any(|s| *s != 0)
            && samples[eva_ends + gap + margin..eva_ends + gap + 2 * margin]
                .iter()
                .any(|s| *s != 0),
        "no sound around the gap"
    );
    let sox = stat(
        path,
        u32::try_from(channel + 1).unwrap(),
        Some((frames.seconds(start), frames.seconds(end))),
    );
    assert!(
        (sox.rms - rms).abs() <= rms * 0.1,
        "{sox:?}, the clips' RMS is {rms:.4}"
    );
    assert!(sox.max_amplitude > 0.2, "{sox:?}");
}

/// Waits until `wav` holds sound and then at least [`QUIET_S`] of silence, on every channel; returns its frame
/// count then, where what is played next begins at the earliest.
fn settle(game: &mut Running, wav: &Path) -> usize {
    let deadline = Instant::now() + PATIENCE;
    let mut from = 0;
    let mut last_sound: Option<usize> = None;
    loop {
        if let Some((frames, total)) = Frames::read_from(wav, from) {
            let channels = frames.channels.max(1);
            if let Some(at) = frames.samples.iter().rposition(|s| *s != 0) {
                last_sound = Some(from + at / channels);
            }
            from = total;
            if let Some(sound) = last_sound {
                if frames.seconds(from - sound) >= QUIET_S {
                    return from;
                }
            }
        }
        if Instant::now() > deadline {
            game.fail(&format!(
                "{} never went quiet after sound (frames {from}, last sound {last_sound:?})",
                wav.display()
            ));
        }
        thread::sleep(Duration::from_millis(20));
    }
}

/// Checks that a command's standard error holds nothing from ALSA (nor anything at all).
fn assert_quiet(stderr: &str) {
    assert!(
        !stderr.contains("ALSA"),
        "ALSA reached the terminal:\n{stderr}"
    );
    assert_eq!(stderr, "", "unexpected messages");
}

/// `tactus play --speech clips --virtual-time --script - --format json` on `device`, with a journal in its folder.
fn play(device: &WavDevice, extra: &[&str]) -> Running {
    let mut command = tactus();
    command
        .args([
            "play",
            "--speech",
            "clips",
            "--script",
            "-",
            "--virtual-time",
        ])
        .args(["--time", "5", "--format", "json", "--journal"])
        .arg(device.dir().join("game.jsonl"))
        .args(extra);
    Running::start(device.command(&mut command))
}

/// `announce --speech clips e4`: the move's two words, from their clips, on both channels, and nothing else.
fn announce_says_the_move_with_its_clips_on_both_channels() {
    if !require_tool("sox", "sox") {
        return;
    }
    let device = WavDevice::new();
    let out = device
        .command(tactus().args(["announce", "--speech", "clips", "e4"]))
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1. Eva vier\n");
    assert_quiet(&String::from_utf8_lossy(&out.stderr));
    let frames = Frames::read(&device.wav()).expect("the WAV was written");
    assert_eq!(frames.channels, 2);
    assert!(
        frames.same_on_every_channel(),
        "the voice differs between the channels"
    );
    let sound = runs(&frames.channel(0), frames.len());
    assert_eq!(sound.len(), 1, "one sentence: {sound:?}");
    assert_eva_vier(&device.wav(), &frames, 0, sound[0]);
    assert_eva_vier(&device.wav(), &frames, 1, sound[0]);
}

/// The first sound in `samples` at or after `from`.
fn first_sound(samples: &[i16], from: usize) -> Option<usize> {
    samples[from..]
        .iter()
        .position(|s| *s != 0)
        .map(|i| i + from)
}

/// One past the last sound in `samples` before `to`.
fn sound_end(samples: &[i16], to: usize) -> Option<usize> {
    samples[..to].iter().rposition(|s| *s != 0).map(|i| i + 1)
}

/// Where the last sentence before `to` is, when it lasts about `seconds`: from its end, back to its first sound
/// within `seconds` and 20 ms (sentences are 250 ms apart).
fn last_sentence(frames: &Frames, channel: usize, to: usize, seconds: f64) -> (usize, usize) {
    let samples = frames.channel(channel);
    let end = sound_end(&samples, to).expect("sound before the next command");
    let reach = ((seconds + 0.02) * f64::from(frames.rate)) as usize;
    let start = first_sound(&samples, end.saturating_sub(reach)).unwrap();
    (start, end)
}

/// Checks that `tone` is played from `start` on `channel` (1 is the left): its pitch, peak and loudness over its
/// length, so that nothing else sounds with it; returns where it ends.
fn assert_tone(wav: &Path, frames: &Frames, channel: u32, start: usize, tone: Tone) -> usize {
    let end = start + ms_samples(tone.ms, frames.rate);
    let sox = stat(
        wav,
        channel,
        Some((frames.seconds(start), frames.seconds(end))),
    );
    let hz = f64::from(tone.hz);
    assert!(
        (sox.frequency - hz).abs() <= hz * 0.03,
        "{sox:?}, not {hz} Hz"
    );
    let amplitude = f64::from(tone.amplitude);
    assert!((sox.max_amplitude - amplitude).abs() <= 0.01, "{sox:?}");
    // A sine's RMS is its peak over √2; the 5 ms raised-cosine fades at each end keep 3/8 of the power.
    let rms = amplitude / 2f64.sqrt() * (1.0 - 10.0 * (5.0 / 8.0) / f64::from(tone.ms)).sqrt();
    assert!(
        (sox.rms - rms).abs() <= rms * 0.03,
        "{sox:?}, RMS not {rms}"
    );
    end
}

/// A private PulseAudio's null sink that the built-in voice plays into through ALSA's pulse plugin, in real time,
/// and tmux to type at; `None` (skipped, or failed under CI) when either is missing.
fn real_time_stage(test: &str) -> Option<crate::support::pulse::Stage> {
    use crate::support::pulse::{self, Audio, Stage};
    if !pulse::available_through_alsa(test)
        || !support::require("tmux", crate::support::tmux::available())
    {
        return None;
    }
    let stage = Stage::new(Audio::NullSink, 3);
    stage.route_alsa_to_pulse();
    Some(stage)
}

/// How long `event`'s sentence lasts in the built-in voice of the FIDE pack, without the silence after it; checks
/// that the words that cannot be said, left out, are `unsaid`.
fn sentence_seconds(event: &Event, unsaid: &[&str]) -> f64 {
    let pack = tactus_runtime::load_voice("fide").unwrap();
    let said = utterance_for(&pack, event)
        .expect("the event is spoken")
        .text;
    // The words without a clip said by the synthesizer, as the program says them.
    let synth = tactus_runtime::synthesizer_data()
        .as_deref()
        .and_then(tactus_devices::Synthesizer::open);
    let library = ClipLibrary::load(&pack, &tactus_runtime::clip_folders(&pack))
        .unwrap()
        .with_synthesizer(synth);
    let rate = library.sample_rate();
    let rendering = render_clips(&library, &said, rate);
    assert_eq!(rendering.missing, unsaid, "{said}");
    (rendering.samples.len() - ms_samples(CLIP_TAIL_MS, rate)) as f64 / f64::from(rate)
}

/// Checks that the sound on `channel` (1 is the left) after a signal ending at `from` is one sentence of `seconds`,
/// spoken, to the end of the WAV; it follows the signal's silent tail (queued after it on the same lane).
fn assert_sentence_after(wav: &Path, frames: &Frames, channel: u32, from: usize, seconds: f64) {
    let samples = frames.channel(channel as usize - 1);
    let start = first_sound(&samples, from).expect("words after the tones");
    let silence_ms = frames.seconds(start - from) * 1000.0;
    assert!(
        silence_ms > f64::from(TONE_TAIL_MS) - 1.0,
        "the words follow the signal after {silence_ms} ms, within its tail"
    );
    let end = sound_end(&samples, samples.len()).unwrap();
    let found = frames.seconds(end - start);
    assert!(
        (found - seconds).abs() <= LENGTH_TOLERANCE_S,
        "the sentence lasts {found:.4} s, its clips {seconds:.4} s"
    );
    let sox = stat(
        wav,
        channel,
        Some((frames.seconds(start), frames.seconds(end))),
    );
    assert!(sox.rms > 0.03 && sox.max_amplitude > 0.2, "{sox:?}");
}

/// `play --speech clips`: the move is announced, and the clock's minute cue is its tone and then its sentence.
fn play_announces_the_move_and_gives_the_cue_as_tone_and_words() {
    if !require_tool("sox", "sox") {
        return;
    }
    let device = WavDevice::new();
    let mut game = play(&device, &["--cues", "both"]);
    game.type_lines("go\ne4\n");
    game.expect_line(r#""event":"announce""#);
    let cue_starts = settle(&mut game, &device.wav());
    game.type_lines("wait 61s\n");
    let cue = game.expect_line(r#""event":"cue""#);
    assert!(cue.contains(r#""level":"minute""#), "{cue}");
    let Ended {
        lines,
        stderr,
        status,
    } = game.finish();
    assert!(status.success(), "{lines:?}\n{stderr}");
    assert_quiet(&stderr);

    let wav = device.wav();
    let frames = Frames::read(&wav).expect("the WAV was written");
    assert!(frames.same_on_every_channel());
    let left = frames.channel(0);
    // Before the cue: the game's sentences on the announcements' lane, the move's words last.
    let (eva_vier_s, _) = eva_vier();
    let span = last_sentence(&frames, 0, cue_starts, eva_vier_s);
    assert!(
        first_sound(&left[..span.0], 0).is_some(),
        "only the move was said"
    );
    assert_eva_vier(&wav, &frames, 0, span);
    // Then the cue: the minute tone, then its sentence.
    let start = first_sound(&left, cue_starts).expect("the cue is heard");
    let tone_ends = assert_tone(&wav, &frames, 1, start, Signal::MINUTE.tones[0]);
    let cue = Event::Cue {
        side: Side::White,
        level: CueLevel::Minute,
        remaining_ms: 240_000,
    };
    assert_sentence_after(&wav, &frames, 1, tone_ends, sentence_seconds(&cue, &[]));
}

/// `--player-output left --announce-output right`: the move on the right channel alone, the refusal's tones and words
/// on the left alone.
fn two_outputs_of_one_device_keep_to_their_channels() {
    if !require_tool("sox", "sox") {
        return;
    }
    let device = WavDevice::new();
    let mut game = play(
        &device,
        &["--player-output", "left", "--announce-output", "right"],
    );
    game.type_lines("go\ne4\n");
    game.expect_line(r#""event":"announce""#);
    let refusal_starts = settle(&mut game, &device.wav());
    game.type_lines("xyzzy\n");
    let error: serde_json::Value =
        serde_json::from_str(&game.expect_line(r#""event":"error""#)).unwrap();
    let Ended {
        lines,
        stderr,
        status,
    } = game.finish();
    assert!(status.success(), "{lines:?}\n{stderr}");
    assert_quiet(&stderr);

    let wav = device.wav();
    let frames = Frames::read(&wav).expect("the WAV was written");
    let (left, right) = (frames.channel(0), frames.channel(1));
    // First the announcements, on the right alone, the move's words last.
    assert!(
        left[..refusal_starts].iter().all(|s| *s == 0),
        "sound on the left before the refusal"
    );
    let (eva_vier_s, _) = eva_vier();
    let span = last_sentence(&frames, 1, refusal_starts, eva_vier_s);
    assert_eva_vier(&wav, &frames, 1, span);
    // Then the refusal, on the left alone: its two falling tones, then its words.
    assert!(
        right[refusal_starts..].iter().all(|s| *s == 0),
        "sound on the right after the move"
    );
    let [first, second] = Signal::ERROR.tones else {
        panic!("the refusal's signal has two tones");
    };
    let start = first_sound(&left, refusal_starts).expect("the refusal is heard");
    let first_ends = assert_tone(&wav, &frames, 1, start, *first);
    let second_starts = first_sound(&left, first_ends + 1).unwrap();
    let between = frames.seconds(second_starts - first_ends) * 1000.0;
    assert!(
        (between - f64::from(Signal::ERROR.gap_ms)).abs() < 1.0,
        "{between} ms between the tones"
    );
    let second_ends = assert_tone(&wav, &frames, 1, second_starts, *second);
    let refusal = Event::Error {
        code: tactus_core::ErrorCode::Usage,
        message: tactus_core::Sentence::text(error["message"].as_str().unwrap()),
    };
    assert_sentence_after(
        &wav,
        &frames,
        1,
        second_ends + 1,
        sentence_seconds(&refusal, &[]),
    );
}

/// One part of a recording: a clip, or silence of so many samples.
enum Part {
    Clip(Vec<i16>),
    Silence(usize),
}

/// The recording of the game "e4 e5 Nf3" as its parts: the clips of each word, the joiner's silences, sentence by
/// sentence ("one. Eva vier, Eva fünf." and "two. Springer Felix drei."), all at the clips' rate.
fn scoresheet_parts() -> Vec<Part> {
    let rate = clip_rate();
    let silence = |ms| Part::Silence(ms_samples(ms, rate));
    let word = |key: &str| Part::Clip(clip(key).0);
    vec![
        word("one"),
        silence(LONG_PAUSE_MS),
        word("eva"),
        silence(GAP_MS),
        word("vier"),
        silence(SHORT_PAUSE_MS),
        word("eva"),
        silence(GAP_MS),
        word("fünf"),
        silence(CLIP_TAIL_MS),
        word("two"),
        silence(LONG_PAUSE_MS),
        word("springer"),
        silence(GAP_MS),
        word("felix"),
        silence(GAP_MS),
        word("drei"),
        silence(CLIP_TAIL_MS),
    ]
}

/// Checks that `path` is a mono 16-bit WAV at the clips' rate holding exactly the parts of the scoresheet: each
/// silence silent, each clip's samples as recorded (within a rounding step) outside its fades, and nothing more.
fn assert_scoresheet(path: &Path) {
    let mut reader = hound::WavReader::open(path).expect("a valid WAV");
    let spec = reader.spec();
    assert_eq!(
        (spec.channels, spec.sample_rate, spec.bits_per_sample),
        (1, clip_rate(), 16)
    );
    let samples: Vec<i16> = reader.samples::<i16>().map(Result::unwrap).collect();
    let parts = scoresheet_parts();
    let expected: usize = parts
        .iter()
        .map(|part| match part {
            Part::Clip(clip) => clip.len(),
            Part::Silence(n) => *n,
        })
        .sum();
    assert_eq!(
        samples.len(),
        expected,
        "the recording is not as long as its parts"
    );
    let fade = ms_samples(tactus_devices::FADE_MS, clip_rate());
    let mut at = 0;
    for (index, part) in parts.iter().enumerate() {
        match part {
            Part::Silence(n) => {
                assert!(
                    samples[at..at + n].iter().all(|s| *s == 0),
                    "part {index}: not silent"
                );
                at += n;
            }
            Part::Clip(clip) => {
                let got = &samples[at..at + clip.len()];
                for (i, (g, c)) in got.iter().zip(clip).enumerate() {
                    let inside = i >= fade && i + fade < clip.len();
                    let ok = if inside {
                        (i32::from(*g) - i32::from(*c)).abs() <= 1
                    } else {
                        i32::from(*g).abs() <= i32::from(*c).abs() + 1
                    };
                    assert!(ok, "part {index}, sample {i}: {g}, the clip has {c}");
                }
                at += clip.len();
            }
        }
    }
    // sox reads it too, as long.
    let sox = stat(path, 1, None);
    assert!(
        (sox.length_s - expected as f64 / f64::from(clip_rate())).abs() < 0.001,
        "{sox:?}"
    );
}

/// A short game's journal, played without sound.
fn short_game(folder: &Path) -> PathBuf {
    let journal = folder.join("short.jsonl");
    let out = run_with_stdin(
        tactus()
            .args([
                "play",
                "--speech",
                "off",
                "--sound",
                "off",
                "--script",
                "-",
                "--virtual-time",
            ])
            .arg("--journal")
            .arg(&journal),
        "go\ne4\npress\ne5\npress\nNf3\npress\n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    journal
}

/// A new, empty folder in `dir`.
fn empty_folder(dir: &Path) -> PathBuf {
    let folder = dir.join("refused");
    std::fs::create_dir(&folder).unwrap();
    folder
}

/// Checks a refused recording: exit code 2, one message naming the file and saying why, and nothing written.
fn assert_refused(out: &Output, file: &Path, folder: &Path) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(&file.display().to_string())
            && stderr.contains("No such file or directory"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(!folder.exists(), "the missing folder was made");
    // The folder above it holds nothing either: no recording, no temporary file.
    let left: Vec<_> = std::fs::read_dir(folder.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}

/// `export --to wav -o FILE`: the scoresheet spoken into a WAV; without `-o`, or into a folder that is not there,
/// refused with a message and nothing written.
fn export_to_wav_speaks_the_scoresheet() {
    if !require_tool("sox", "sox") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let journal = short_game(dir.path());
    let file = dir.path().join("game.wav");
    let out = tactus()
        .arg("export")
        .arg(&journal)
        .args(["--to", "wav", "-o"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert_scoresheet(&file);

    let out = tactus()
        .arg("export")
        .arg(&journal)
        .args(["--to", "wav"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("-o"), "{stderr}");
    assert!(out.stdout.is_empty(), "a WAV on the terminal");

    let folder = empty_folder(dir.path()).join("no such folder");
    let file = folder.join("game.wav");
    let out = tactus()
        .arg("export")
        .arg(&journal)
        .args(["--to", "wav", "-o"])
        .arg(&file)
        .output()
        .unwrap();
    assert_refused(&out, &file, &folder);
}

/// `announce --wav FILE`: the same recording from moves given on the command line, and the same refusals.
fn announce_wav_speaks_the_moves() {
    if !require_tool("sox", "sox") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("moves.wav");
    let out = tactus()
        .args(["announce", "e4", "e5", "Nf3", "--wav"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "1. Eva vier\n1... Eva fuenf\n2. Springer Felix drei\n"
    );
    assert_scoresheet(&file);

    let out = tactus().args(["announce", "e4", "--wav"]).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("--wav <FILE>"), "{stderr}");

    let folder = empty_folder(dir.path()).join("no such folder");
    let file = folder.join("moves.wav");
    let out = tactus()
        .args(["announce", "e4", "--wav"])
        .arg(&file)
        .output()
        .unwrap();
    assert_refused(&out, &file, &folder);
}

/// A default device that cannot be opened: with `--speech clips`, notices say there is no sound and no built-in
/// voice, nothing comes from ALSA, and the game goes on.
fn an_unusable_device_is_a_notice_and_the_game_goes_on() {
    let device = WavDevice::with_config(NO_CARD);
    let mut game = play(&device, &[]);
    game.type_lines("go\ne4\npress\ne5\n");
    game.expect_line(r#""san":"e5""#);
    let Ended {
        lines,
        stderr,
        status,
    } = game.finish();
    assert!(status.success(), "{lines:?}\n{stderr}");
    assert_quiet(&stderr);
    let notices: Vec<serde_json::Value> = lines
        .iter()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap())
        .filter(|event| event["event"] == "notice")
        .collect();
    assert_eq!(notices.len(), 2, "{lines:?}");
    let text = |n: usize| notices[n]["text"].as_str().unwrap().to_string();
    assert!(text(0).starts_with("no sound: "), "{}", text(0));
    assert!(text(1).starts_with("no built-in voice: "), "{}", text(1));
    let names: Vec<String> = lines
        .iter()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap()["event"].to_string())
        .collect();
    assert_eq!(
        names,
        ["game", "notice", "notice", "start", "announce", "press", "announce"]
            .map(|n| format!("\"{n}\"")),
        "{lines:?}"
    );
    assert!(!device.wav().exists());

    // `announce` tells the same on standard error, and announces.
    let out = device
        .command(tactus().args(["announce", "--speech", "clips", "e4"]))
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1. Eva vier\n");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("ALSA"), "{stderr}");
    let told: Vec<&str> = stderr.lines().collect();
    assert_eq!(told.len(), 2, "{stderr}");
    assert!(told[0].starts_with("tactus: no sound: "), "{stderr}");
    assert!(
        told[1].starts_with("tactus: no built-in voice: ") && told[1].contains("no sound device"),
        "{stderr}"
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "speech_clips::announce_says_the_move_with_its_clips_on_both_channels",
            announce_says_the_move_with_its_clips_on_both_channels,
        ),
        crate::trial(
            "speech_clips::play_announces_the_move_and_gives_the_cue_as_tone_and_words",
            play_announces_the_move_and_gives_the_cue_as_tone_and_words,
        ),
        crate::trial(
            "speech_clips::two_outputs_of_one_device_keep_to_their_channels",
            two_outputs_of_one_device_keep_to_their_channels,
        ),
        crate::trial(
            "speech_clips::export_to_wav_speaks_the_scoresheet",
            export_to_wav_speaks_the_scoresheet,
        ),
        crate::trial(
            "speech_clips::announce_wav_speaks_the_moves",
            announce_wav_speaks_the_moves,
        ),
        crate::trial(
            "speech_clips::an_unusable_device_is_a_notice_and_the_game_goes_on",
            an_unusable_device_is_a_notice_and_the_game_goes_on,
        ),
    ];
    trials.extend(heard::trials());
    trials.extend(spoken::trials());
    trials.extend(last_words::trials());
    trials.extend(noise::trials());
    trials.extend(one_voice::trials());
    trials.extend(rate::trials());
    trials
}
