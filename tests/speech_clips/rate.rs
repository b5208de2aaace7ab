//! The built-in voice at the listener's pace (`--speech-rate`), measured in the WAV it plays into: the same moves at
//! 100 %, 150 % and 200 % sound about 1, 2/3 and 1/2 as long, and the voice keeps its pitch (the fundamental frequency of
//! its voiced stretches, found by autocorrelation).

use super::*;

/// The moves announced at each rate.
const MOVES: [&str; 6] = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"];

/// A window of the pitch measure, in milliseconds.
const WINDOW_MS: usize = 40;

/// What `announce --speech clips --speech-rate PERCENT` plays: the left channel and the device's rate.
fn announced(percent: u32) -> (Vec<i16>, u32) {
    let device = WavDevice::new();
    let out = device
        .command(tactus().args(["announce", "--speech", "clips", "--speech-rate"]))
        .arg(percent.to_string())
        .args(MOVES)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_quiet(&stderr);
    let frames = Frames::read(&device.wav()).expect("the WAV was written");
    (frames.channel(0), frames.rate)
}

/// The seconds of sound: the samples that are not silent, wherever they fall. The file device takes samples as fast
/// as they come, so on a busy machine it writes silence where the program had not yet given the next ones; that
/// silence comes between the program's samples, never in place of them, so their count is the same however busy the
/// machine was.
fn sounding_seconds(samples: &[i16], rate: u32) -> f64 {
    let sounding = samples.iter().filter(|sample| **sample != 0).count();
    assert!(sounding > 0, "something was said");
    sounding as f64 / f64::from(rate)
}

/// The fundamental of one window between 70 and 400 Hz, when it is voiced (its autocorrelation at the period is at
/// least 0.6 of its energy): the shortest lag nearly as alike as the most alike, since a period's multiples are as
/// alike as the period itself.
fn window_pitch(window: &[f64], rate: u32) -> Option<f64> {
    let energy: f64 = window.iter().map(|x| x * x).sum();
    if energy <= 0.0 {
        return None;
    }
    let alike = |lag: usize| -> f64 {
        let sum: f64 = window.iter().zip(&window[lag..]).map(|(a, b)| a * b).sum();
        sum / energy * window.len() as f64 / (window.len() - lag) as f64
    };
    let lags: Vec<usize> = (rate as usize / 400..=rate as usize / 70).collect();
    let scores: Vec<f64> = lags.iter().map(|&lag| alike(lag)).collect();
    let best = scores.iter().copied().fold(f64::MIN, f64::max);
    if best < 0.6 {
        return None;
    }
    (1..scores.len() - 1)
        .find(|&i| {
            scores[i] >= 0.9 * best && scores[i] >= scores[i - 1] && scores[i] >= scores[i + 1]
        })
        .map(|i| f64::from(rate) / lags[i] as f64)
}

/// The fundamental of the voiced windows of `samples` (those at least a tenth as loud as the loudest): the mean of
/// their middle half (the voice rises and falls; the ends are its extremes and the measure's octave slips).
fn median_pitch(samples: &[i16], rate: u32) -> f64 {
    let size = WINDOW_MS * rate as usize / 1000;
    let windows: Vec<Vec<f64>> = samples
        .chunks_exact(size)
        .map(|w| w.iter().map(|&s| f64::from(s)).collect())
        .collect();
    let loudness = |w: &Vec<f64>| w.iter().map(|x| x * x).sum::<f64>();
    let loudest = windows.iter().map(loudness).fold(0.0, f64::max);
    let mut pitches: Vec<f64> = windows
        .iter()
        .filter(|w| loudness(w) >= loudest / 10.0)
        .filter_map(|w| window_pitch(w, rate))
        .collect();
    assert!(pitches.len() >= 10, "too few voiced windows: {pitches:?}");
    pitches.sort_by(f64::total_cmp);
    let middle = &pitches[pitches.len() / 4..pitches.len() * 3 / 4];
    middle.iter().sum::<f64>() / middle.len() as f64
}

/// `--speech-rate 150` and `200`: the same moves in about 2/3 and 1/2 the time, at the same pitch.
fn a_faster_rate_says_the_same_words_sooner_at_the_same_pitch() {
    if !require_tool("sox", "sox") {
        return;
    }
    let (normal, rate) = announced(100);
    let seconds = sounding_seconds(&normal, rate);
    let pitch = median_pitch(&normal, rate);
    assert!(seconds > 3.0, "{seconds} s at 100 %");
    for (percent, ratio) in [(150, 2.0 / 3.0), (200, 0.5)] {
        let (faster, faster_rate) = announced(percent);
        let got = sounding_seconds(&faster, faster_rate) / seconds;
        assert!(
            (got - ratio).abs() <= ratio * 0.1,
            "{percent} %: {got:.3} of the time at 100 %, not about {ratio:.3}"
        );
        let heard = median_pitch(&faster, faster_rate);
        assert!(
            (heard - pitch).abs() <= pitch * 0.05,
            "{percent} %: the voice at {heard:.1} Hz, at 100 % {pitch:.1} Hz"
        );
    }
}

pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![crate::trial(
        "speech_clips::rate::a_faster_rate_says_the_same_words_sooner_at_the_same_pitch",
        a_faster_rate_says_the_same_words_sooner_at_the_same_pitch,
    )]
}
