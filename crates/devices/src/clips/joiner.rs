//! A spoken sentence rendered from clips: a pure function, exact to the sample like the clock's tones.
//!
//! The words' clips follow one another with [`GAP_MS`] of silence between them; a comma's pause is
//! [`SHORT_PAUSE_MS`] and a sentence end's [`LONG_PAUSE_MS`] instead of the gap, and every rendering ends with
//! [`TAIL_MS`] of silence so that two sentences played one after the other stay apart. Each clip is resampled from
//! the clips' rate to the output rate by linear interpolation and then faded in and out over [`FADE_MS`] with a
//! raised cosine, so it starts and ends at exactly zero and no join clicks. A word without a clip (a player's name,
//! typed input) is said by the synthesizer in its language, else spelled, else left out and listed. A library said at another pace ([`ClipLibrary::pace`]) has its silences
//! shortened or lengthened in proportion, as its clips were stretched.

use std::f64::consts::PI;

use super::{
    keys::{keyed, keyed_text},
    library::ClipLibrary,
    tokens::{Pause, Token},
};
use tactus_core::{sample_count, Utterance};

/// Length of the raised-cosine fade at each end of a clip, in milliseconds.
pub const FADE_MS: u32 = 4;

/// Silence between two words, in milliseconds.
pub const GAP_MS: u32 = 40;

/// Silence for a comma, semicolon or colon, in milliseconds.
pub const SHORT_PAUSE_MS: u32 = 200;

/// Silence for a sentence end, in milliseconds.
pub const LONG_PAUSE_MS: u32 = 400;

/// Silence after the last word, in milliseconds.
pub const TAIL_MS: u32 = 250;

/// A rendered sentence.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Rendering {
    /// Mono samples at the output rate, from -1 to 1; empty when no word could be said.
    pub samples: Vec<f32>,
    /// The words that had no clip and were left out, in order (keys, as in [`super::tokens`]).
    pub missing: Vec<String>,
}

/// Renders the spoken sentence `sentence`, in the library's language, from the clips of `library` at `output_rate`.
#[must_use]
pub fn render(library: &ClipLibrary, sentence: &str, output_rate: u32) -> Rendering {
    render_keyed(
        library,
        &keyed_text(library, sentence, library.language()),
        output_rate,
    )
}

/// Renders an utterance: its words from the pieces it is made of (`clips::keys`), each in its language.
#[must_use]
pub(crate) fn render_utterance(
    library: &ClipLibrary,
    utterance: &Utterance,
    output_rate: u32,
) -> Rendering {
    render_keyed(library, &keyed(library, utterance), output_rate)
}

/// Renders words and pauses, each word in its language: a word without a clip is said in its language
/// ([`ClipLibrary::said`]).
fn render_keyed(library: &ClipLibrary, keyed: &[(Token, String)], output_rate: u32) -> Rendering {
    let mut out = Rendering::default();
    let mut pause: Option<Pause> = None;
    for (token, language) in keyed {
        match token {
            Token::Pause(kind) => pause = pause.max(Some(*kind)),
            Token::Word(key) => match library.said(key, language) {
                None => out.missing.push(key.clone()),
                Some(clips) => {
                    for clip in clips {
                        if !out.samples.is_empty() {
                            let ms = match pause.take() {
                                None => GAP_MS,
                                Some(Pause::Short) => SHORT_PAUSE_MS,
                                Some(Pause::Long) => LONG_PAUSE_MS,
                            };
                            silence(&mut out.samples, paced(ms, library.pace()), output_rate);
                        }
                        pause = None;
                        append_clip(&mut out.samples, &clip, library.sample_rate(), output_rate);
                    }
                }
            },
        }
    }
    if !out.samples.is_empty() {
        silence(
            &mut out.samples,
            paced(TAIL_MS, library.pace()),
            output_rate,
        );
    }
    out
}

/// A silence of `ms` at the recorded pace, at `pace` percent of it.
fn paced(ms: u32, pace: u32) -> u32 {
    let ms = u64::from(ms) * 100 / u64::from(pace.max(1));
    u32::try_from(ms).unwrap_or(u32::MAX)
}

fn silence(out: &mut Vec<f32>, ms: u32, rate: u32) {
    out.resize(out.len() + sample_count(ms, rate), 0.0);
}

/// The number of samples a clip of `len` samples at `from` Hz has at `to` Hz, rounded to the nearest.
#[must_use]
pub(crate) fn resampled_len(len: usize, from: u32, to: u32) -> usize {
    if from == 0 {
        return 0;
    }
    let len = u64::try_from(len).unwrap_or(u64::MAX);
    let count = (len.saturating_mul(u64::from(to)) + u64::from(from) / 2) / u64::from(from);
    usize::try_from(count).unwrap_or(usize::MAX)
}

/// Appends `clip` (at `from` Hz) resampled to `to` Hz under a raised-cosine fade in and out.
fn append_clip(out: &mut Vec<f32>, clip: &[i16], from: u32, to: u32) {
    let n = resampled_len(clip.len(), from, to);
    if n == 0 {
        return;
    }
    let fade = sample_count(FADE_MS, to).min(n / 2).max(1);
    let step = f64::from(from) / f64::from(to);
    let last = clip.len() - 1;
    out.extend((0..n).map(|i| {
        let at = i as f64 * step;
        let whole = (at.floor() as usize).min(last);
        let part = at - whole as f64;
        let next = (whole + 1).min(last);
        let value = f64::from(clip[whole]) * (1.0 - part) + f64::from(clip[next]) * part;
        let from_edge = i.min(n - 1 - i);
        let envelope = if from_edge < fade {
            0.5 * (1.0 - (PI * from_edge as f64 / fade as f64).cos())
        } else {
            1.0
        };
        (envelope * value / 32768.0) as f32
    }));
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    const RATE: u32 = 8000;

    /// A clip of `len` samples of the constant `value`.
    fn flat(len: usize, value: i16) -> Vec<i16> {
        vec![value; len]
    }

    fn library(clips: &[(&str, Vec<i16>)], rate: u32) -> ClipLibrary {
        let clips: HashMap<String, Vec<i16>> = clips
            .iter()
            .map(|(k, c)| (k.to_string(), c.clone()))
            .collect();
        let numbers = ["zero", "one", "two"].map(String::from).to_vec();
        ClipLibrary::new(rate, clips, numbers)
    }

    fn words() -> ClipLibrary {
        library(
            &[
                ("eva", flat(400, 16384)),
                ("vier", flat(240, -16384)),
                ("one", flat(160, 8192)),
                ("two", flat(200, 8192)),
            ],
            RATE,
        )
    }

    /// The lengths of the runs of non-zero and zero samples, alternating, starting with sound.
    fn runs(samples: &[f32]) -> Vec<(bool, usize)> {
        let mut out: Vec<(bool, usize)> = Vec::new();
        for s in samples {
            let sound = *s != 0.0;
            match out.last_mut() {
                Some((kind, n)) if *kind == sound => *n += 1,
                _ => out.push((sound, 1)),
            }
        }
        out
    }

    #[test]
    fn words_follow_each_other_with_gaps_and_end_in_the_tail() {
        let rendering = render(&words(), "Eva vier", RATE);
        assert!(rendering.missing.is_empty());
        let gap = sample_count(GAP_MS, RATE);
        let tail = sample_count(TAIL_MS, RATE);
        assert_eq!((gap, tail), (320, 2000));
        assert_eq!(rendering.samples.len(), 400 + gap + 240 + tail);
        // Each clip's first and last sample is exactly zero: the silence around it is one sample longer.
        assert_eq!(
            runs(&rendering.samples),
            [
                (false, 1),
                (true, 398),
                (false, 1 + gap + 1),
                (true, 238),
                (false, 1 + tail)
            ]
        );
    }

    #[test]
    fn punctuation_gives_pauses_instead_of_gaps() {
        let library = words();
        let short = sample_count(SHORT_PAUSE_MS, RATE);
        let long = sample_count(LONG_PAUSE_MS, RATE);
        let tail = sample_count(TAIL_MS, RATE);
        let cases = [
            ("Eva, vier", short),
            ("Eva; vier.", short),
            ("Eva: vier", short),
            ("Eva. vier", long),
            ("Eva?! vier", long),
            ("Eva, . vier", long),
        ];
        for (sentence, pause) in cases {
            let rendering = render(&library, sentence, RATE);
            assert_eq!(
                runs(&rendering.samples),
                [
                    (false, 1),
                    (true, 398),
                    (false, 1 + pause + 1),
                    (true, 238),
                    (false, 1 + tail)
                ],
                "{sentence}"
            );
        }
    }

    #[test]
    fn clips_are_faded_with_a_raised_cosine() {
        let rendering = render(&words(), "Eva", RATE);
        let fade = sample_count(FADE_MS, RATE);
        assert_eq!(fade, 32);
        let s = &rendering.samples;
        for i in 0..fade {
            let envelope = 0.5 * (1.0 - (PI * i as f64 / fade as f64).cos());
            let expected = (envelope * 0.5) as f32;
            assert_eq!(s[i], expected, "fade in at {i}");
            assert_eq!(s[399 - i], expected, "fade out at {i}");
        }
        assert!(s[fade..400 - fade].iter().all(|x| *x == 0.5));
        // Rising all the way: no step.
        assert!(s[..=fade].windows(2).all(|w| w[1] > w[0]));
    }

    #[test]
    fn clips_are_resampled_to_the_output_rate() {
        let ramp: Vec<i16> = (0..100).map(|i| i * 100).collect();
        let library = library(&[("ramp", ramp)], 16_000);
        for (rate, len) in [
            (48_000, 300),
            (44_100, 276),
            (16_000, 100),
            (11_025, 69),
            (8_000, 50),
        ] {
            assert_eq!(resampled_len(100, 16_000, rate), len, "{rate}");
            let rendering = render(&library, "ramp", rate);
            assert_eq!(
                rendering.samples.len(),
                len + sample_count(TAIL_MS, rate),
                "{rate}"
            );
        }
        // Threefold: every third sample is an original one, those between lie on the line between them.
        let fade = sample_count(FADE_MS, 48_000);
        let up = render(&library, "ramp", 48_000).samples;
        for (i, sample) in up.iter().enumerate().take(300 - fade).skip(fade) {
            let expected = (i as f64 / 3.0 * 100.0 / 32768.0) as f32;
            assert!(
                (sample - expected).abs() < 1e-6,
                "sample {i}: {sample} for {expected}"
            );
        }
        // At the clips' own rate the samples are the clip's.
        let same = render(&library, "ramp", 16_000).samples;
        let fade = sample_count(FADE_MS, 16_000);
        for (i, sample) in same.iter().enumerate().take(100 - fade).skip(fade) {
            assert_eq!(
                *sample,
                f32::from(i16::try_from(i * 100).unwrap()) / 32768.0
            );
        }
        assert_eq!(resampled_len(0, 16_000, 48_000), 0);
        assert_eq!(resampled_len(10, 0, 48_000), 0);
    }

    #[test]
    fn joins_are_zero_at_every_rate() {
        let library = words();
        for rate in [8_000, 11_025, 44_100, 48_000] {
            let s = render(&library, "Eva vier, Eva. 12", rate).samples;
            let gap = sample_count(GAP_MS, rate);
            let first = resampled_len(400, RATE, rate);
            let second = resampled_len(240, RATE, rate);
            assert_eq!(s[0], 0.0);
            assert_eq!(s[first - 1], 0.0, "end of eva at {rate}");
            assert!(s[first..first + gap].iter().all(|x| *x == 0.0));
            assert_eq!(s[first + gap], 0.0, "start of vier at {rate}");
            assert_eq!(s[first + gap + second - 1], 0.0, "end of vier at {rate}");
            assert!(
                s[first + gap + second..][..sample_count(SHORT_PAUSE_MS, rate)]
                    .iter()
                    .all(|x| *x == 0.0)
            );
            assert!(s.iter().all(|x| x.abs() <= 0.5));
        }
    }

    #[test]
    fn words_without_clips_are_left_out_and_listed() {
        let library = words();
        let rendering = render(&library, "Game: Magnus, Eva vier; „Xq9“", RATE);
        assert_eq!(rendering.missing, ["game", "magnus", "xq9"]);
        // The pause of the missing word's punctuation still separates what is said.
        let alone = render(&library, "Eva, vier", RATE);
        assert_eq!(
            render(&library, "Eva Magnus, vier", RATE).samples,
            alone.samples
        );
        assert_eq!(
            render(&library, "Magnus: Eva vier", RATE).samples,
            render(&library, "Eva vier", RATE).samples
        );
        let nothing = render(&library, "Magnus Carlsen.", RATE);
        assert!(nothing.samples.is_empty());
        assert_eq!(nothing.missing, ["magnus", "carlsen"]);
        assert_eq!(render(&library, "", RATE), Rendering::default());
    }

    #[test]
    fn numbers_in_digits_are_said_in_words() {
        let library = words();
        let gap = sample_count(GAP_MS, RATE);
        let tail = sample_count(TAIL_MS, RATE);
        // "12" is past this library's numbers: "one two"; "2." is "two" and a sentence end.
        let s = render(&library, "12", RATE).samples;
        assert_eq!(s.len(), 160 + gap + 200 + tail);
        assert_eq!(
            runs(&s),
            [
                (false, 1),
                (true, 158),
                (false, 1 + gap + 1),
                (true, 198),
                (false, 1 + tail)
            ]
        );
        let s = render(&library, "2. Eva", RATE);
        assert!(s.missing.is_empty());
        assert_eq!(
            s.samples.len(),
            200 + sample_count(LONG_PAUSE_MS, RATE) + 400 + tail
        );
    }

    #[test]
    fn rendering_is_deterministic() {
        let library = words();
        assert_eq!(
            render(&library, "Eva vier", 44_100),
            render(&library, "Eva vier", 44_100)
        );
    }
}
