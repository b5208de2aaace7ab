//! `tactus clock`'s sound signals through real ALSA into a WAV file (shared/testing.md, "Real audio into a file").
//!
//! Each test writes an ALSA configuration into a temporary folder, whose default device is the `file` plugin writing
//! a WAV (`support/wav.rs`), and runs the real binary on virtual time with `XDG_CONFIG_HOME` and `ALSA_WAV_OUT` pointing there. ALSA's
//! null device does not pace playback, so this checks *what* is played, not *when*: the tones in order, each with its
//! length, pitch and loudness, the exact silences inside a signal, and nothing on the terminal from ALSA. `sox stat`
//! measures the sound; a small reader of the 16-bit WAV finds where each tone starts and ends.
#![cfg(feature = "audio")]

use std::{path::Path, process::Output};

use crate::support::{
    run_with_stdin, tactus,
    wav::{require_tool, stat, Frames, WavDevice, NO_CARD},
};

/// One tone as it should sound: pitch in Hz, length in ms, peak amplitude.
type Expected = (f64, f64, f64);

/// Runs `tactus clock ARGS --virtual-time --script - --format json` on `script` with `device` as the default.
fn clock(device: &WavDevice, args: &[&str], script: &str) -> Output {
    let out = run_with_stdin(
        device.command(
            tactus()
                .arg("clock")
                .args(args)
                .args(["--speech", "off", "--virtual-time", "--script", "-"])
                .args(["--format", "json"]),
        ),
        script,
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        !stderr.contains("ALSA"),
        "ALSA reached the terminal:\n{stderr}"
    );
    out
}

/// The left channel of the WAV and its rate, after checking that every frame has the same sample on both channels.
fn left_channel(wav: &Path) -> (Vec<i16>, f64) {
    let frames = Frames::read(wav).expect("the WAV was written");
    assert_eq!(frames.channels, 2, "the recipe's format");
    assert!(frames.same_on_every_channel(), "mono on every channel");
    (frames.channel(0), f64::from(frames.rate))
}

/// Where each tone is, in seconds: runs of sound apart by at least 10 ms of exact silence.
fn tones(left: &[i16], rate: f64) -> Vec<(f64, f64)> {
    let mut found: Vec<(usize, usize)> = Vec::new();
    for (i, _) in left.iter().enumerate().filter(|(_, s)| **s != 0) {
        match found.last_mut() {
            Some((_, end)) if i - *end <= rate as usize / 100 => *end = i,
            _ => found.push((i, i)),
        }
    }
    found
        .into_iter()
        .map(|(start, end)| (start as f64 / rate, (end + 1) as f64 / rate))
        .collect()
}

/// Checks the tones of `wav` against `expected`, and the silences between them: `gaps[i]` is the exact silence
/// before tone i+1 (inside a signal), or `None` between two signals (at least the signal's 80 ms tail).
fn assert_tones(wav: &Path, expected: &[Expected], gaps: &[Option<f64>]) {
    let (left, rate) = left_channel(wav);
    let found = tones(&left, rate);
    assert_eq!(found.len(), expected.len(), "tones found: {found:?}");
    for (i, (&(start, end), &(hz, ms, amplitude))) in found.iter().zip(expected).enumerate() {
        // The first and last samples of a faded tone round to zero, so it may look a sample or two shorter; ALSA's
        // rate conversion, where there is one, rounds each period and may stretch by 0.05 %.
        let length_ms = (end - start) * 1000.0;
        let stretch = ms * 0.001;
        assert!(
            (ms - 1.0 - stretch..=ms + stretch).contains(&length_ms),
            "tone {i}: {length_ms} ms, not {ms}"
        );
        let sox = stat(wav, 1, Some((start, end)));
        assert!(
            (sox.length_s - (end - start)).abs() < 0.001,
            "tone {i}: {sox:?}"
        );
        assert!(
            (sox.frequency - hz).abs() <= hz * 0.03,
            "tone {i}: {sox:?}, not {hz} Hz"
        );
        assert!(
            (sox.max_amplitude - amplitude).abs() <= 0.01,
            "tone {i}: {sox:?}"
        );
        // A sine's RMS is its peak over √2; the 5 ms raised-cosine fades at each end keep 3/8 of the power.
        let rms = amplitude / 2f64.sqrt() * (1.0 - 10.0 * (5.0 / 8.0) / ms).sqrt();
        assert!(
            (sox.rms - rms).abs() <= rms * 0.03,
            "tone {i}: {sox:?}, RMS not {rms}"
        );
        if i > 0 {
            let silence_ms = (start - found[i - 1].1) * 1000.0;
            match gaps[i - 1] {
                Some(gap) => assert!((silence_ms - gap).abs() < 1.0, "gap {i}: {silence_ms} ms"),
                None => assert!(silence_ms > 79.0, "between signals {i}: {silence_ms} ms"),
            }
        }
    }
}

/// A sixteen-minute clock running out with cues on: the fifteen-minute double tone, the five-minute tones, the last
/// minutes, the last seconds and the flag, in that order, each as it was rendered.
fn every_cue_and_the_flag_are_heard_in_order() {
    if !require_tool("sox", "sox") {
        return;
    }
    let device = WavDevice::new();
    let out = clock(
        &device,
        &["--time-control", "960", "--cues", "both"],
        "go\nwait 17m\n",
    );
    let events = String::from_utf8_lossy(&out.stdout);
    assert_eq!(events.matches("\"cue\"").count(), 9, "{events}");
    assert_eq!(events.matches("\"flag\"").count(), 1, "{events}");
    let five = (880.0, 250.0, 0.5);
    let minute = (1175.0, 150.0, 0.5);
    let second = (1568.0, 80.0, 0.5);
    let expected = [
        [five, five].as_slice(),
        &[five],
        &[five],
        &[minute; 4],
        &[second; 3],
        &[second; 3],
        &[(440.0, 1000.0, 0.6)],
    ]
    .concat();
    let mut gaps = vec![Some(150.0), None, None, None, None, None, None];
    gaps.extend([
        None,
        Some(60.0),
        Some(60.0),
        None,
        Some(60.0),
        Some(60.0),
        None,
    ]);
    assert_tones(&device.wav(), &expected, &gaps);
    let whole = stat(&device.wav(), 1, None);
    assert!(whole.rms > 0.01, "silent: {whole:?}");
    assert!(
        whole.length_s > 3.4,
        "too short for every signal: {whole:?}"
    );
}

/// A press is a soft click; a refused command two falling tones.
fn a_press_clicks_softly_and_a_refusal_falls() {
    if !require_tool("sox", "sox") {
        return;
    }
    let device = WavDevice::new();
    clock(
        &device,
        &["--time-control", "300", "--cues", "off"],
        "go\nwait 1s\npress\nwait 1s\nfrobnicate\n",
    );
    assert_tones(
        &device.wav(),
        &[
            (2000.0, 15.0, 0.15),
            (330.0, 150.0, 0.4),
            (247.0, 200.0, 0.4),
        ],
        &[None, Some(40.0)],
    );
}

/// `--sound off` never opens the device: no WAV, no notice.
fn sound_off_plays_nothing() {
    let device = WavDevice::new();
    let out = clock(
        &device,
        &["--time-control", "15", "--sound", "off"],
        "go\nwait 20s\n",
    );
    assert!(!device.wav().exists());
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert!(String::from_utf8_lossy(&out.stdout).contains("\"flag\""));
}

/// A default device that cannot be opened: one notice event, nothing from ALSA, and the clock runs as before.
fn an_unusable_device_gives_one_notice_and_the_clock_goes_on() {
    let device = WavDevice::with_config(NO_CARD);
    let out = clock(&device, &["--time-control", "15"], "go\nwait 20s\n");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    let events = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = events.lines().collect();
    assert_eq!(lines.len(), 4, "{events}");
    assert!(
        lines[0].starts_with(r#"{"event":"notice","t_ms":0,"text":"no sound: "#),
        "{events}"
    );
    assert!(events.contains("\"flag\""));
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "clock_sound::every_cue_and_the_flag_are_heard_in_order",
            every_cue_and_the_flag_are_heard_in_order,
        ),
        crate::trial(
            "clock_sound::a_press_clicks_softly_and_a_refusal_falls",
            a_press_clicks_softly_and_a_refusal_falls,
        ),
        crate::trial(
            "clock_sound::sound_off_plays_nothing",
            sound_off_plays_nothing,
        ),
        crate::trial(
            "clock_sound::an_unusable_device_gives_one_notice_and_the_clock_goes_on",
            an_unusable_device_gives_one_notice_and_the_clock_goes_on,
        ),
    ];
    trials
}
