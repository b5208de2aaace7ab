//! The clock's sound signals as data, and a pure renderer that turns one into samples.
//!
//! A blind player tells the signals apart by ear, so each has its own shape: the tactile clock's one dot every five
//! minutes is one tone, its two dots every fifteen are a double tone (issue 3); the last minutes are higher and
//! shorter, the last seconds higher still and threefold, the flag a long low tone, a refused command a falling pair,
//! and a clock press a soft click. Every tone fades in and out over a few milliseconds with a raised cosine, so it
//! starts and ends at zero and the loudspeaker does not click; every signal ends in silence, so two signals that fall
//! at the same instant and are played one after the other stay two.
//!
//! Rendering is pure and exact: the same signal at the same rate gives the same samples, which the tests below check
//! sample by sample. The audio device (`audio.rs`) only copies them out.

use std::f64::consts::PI;

use crate::{boundary::Event, clock::CueLevel};

/// Length of the raised-cosine fade at each end of a tone, in milliseconds.
pub(crate) const FADE_MS: u32 = 5;

/// Silence after the last tone of every signal, in milliseconds.
pub const TAIL_MS: u32 = 80;

/// One sine tone.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tone {
    /// Pitch in hertz.
    pub hz: u32,
    /// Length in milliseconds, fades included.
    pub ms: u32,
    /// Peak amplitude, 0 to 1.
    pub amplitude: f32,
}

impl Tone {
    const fn new(hz: u32, ms: u32, amplitude: f32) -> Self {
        Tone { hz, ms, amplitude }
    }
}

/// A signal: tones separated by silent gaps, then [`TAIL_MS`] of silence.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Signal {
    /// The tones, in order.
    pub tones: &'static [Tone],
    /// Silence between two tones, in milliseconds.
    pub gap_ms: u32,
}

impl Signal {
    /// A whole multiple of five minutes left: one tone.
    pub const FIVE_MINUTES: Signal = Signal {
        tones: &[Tone::new(880, 250, 0.5)],
        gap_ms: 0,
    };
    /// A whole multiple of fifteen minutes left: the same tone twice.
    pub const FIFTEEN_MINUTES: Signal = Signal {
        tones: &[Tone::new(880, 250, 0.5), Tone::new(880, 250, 0.5)],
        gap_ms: 150,
    };
    /// 4, 3, 2 or 1 minutes left: one higher, shorter tone.
    pub const MINUTE: Signal = Signal {
        tones: &[Tone::new(1175, 150, 0.5)],
        gap_ms: 0,
    };
    /// 30 or 10 seconds left: three quick tones, higher still.
    pub const SECONDS: Signal = Signal {
        tones: &[
            Tone::new(1568, 80, 0.5),
            Tone::new(1568, 80, 0.5),
            Tone::new(1568, 80, 0.5),
        ],
        gap_ms: 60,
    };
    /// A flag fell: one long low tone, a little louder.
    pub const FLAG: Signal = Signal {
        tones: &[Tone::new(440, 1000, 0.6)],
        gap_ms: 0,
    };
    /// A command was refused: two falling tones.
    pub const ERROR: Signal = Signal {
        tones: &[Tone::new(330, 150, 0.4), Tone::new(247, 200, 0.4)],
        gap_ms: 40,
    };
    /// The clock was pressed: a soft, short click.
    pub const PRESS: Signal = Signal {
        tones: &[Tone::new(2000, 15, 0.15)],
        gap_ms: 0,
    };

    /// The signal of a cue at `level`.
    #[must_use]
    pub(crate) const fn cue(level: CueLevel) -> Signal {
        match level {
            CueLevel::FiveMinutes => Signal::FIVE_MINUTES,
            CueLevel::FifteenMinutes => Signal::FIFTEEN_MINUTES,
            CueLevel::Minute => Signal::MINUTE,
            CueLevel::Seconds => Signal::SECONDS,
        }
    }

    /// The whole length in milliseconds: tones, gaps and the tail.
    #[must_use]
    pub(crate) fn duration_ms(&self) -> u32 {
        let tones: u32 = self.tones.iter().map(|tone| tone.ms).sum();
        let gaps = u32::try_from(self.tones.len().saturating_sub(1)).unwrap_or(0) * self.gap_ms;
        tones + gaps + TAIL_MS
    }
}

/// The number of samples in `ms` milliseconds at `sample_rate`, rounded to the nearest.
#[must_use]
pub fn samples(ms: u32, sample_rate: u32) -> usize {
    let count = (u64::from(ms) * u64::from(sample_rate) + 500) / 1000;
    usize::try_from(count).unwrap_or(usize::MAX)
}

/// The mono samples of `signal` at `sample_rate`: each tone, the gaps between them and the tail exactly zero.
#[must_use]
pub fn render(signal: &Signal, sample_rate: u32) -> Vec<f32> {
    let mut out = Vec::with_capacity(samples(signal.duration_ms(), sample_rate));
    for (i, tone) in signal.tones.iter().enumerate() {
        if i > 0 {
            out.resize(out.len() + samples(signal.gap_ms, sample_rate), 0.0);
        }
        render_tone(tone, sample_rate, &mut out);
    }
    out.resize(out.len() + samples(TAIL_MS, sample_rate), 0.0);
    out
}

/// Appends one tone: a sine under a raised-cosine fade in and out, zero at its first and last sample.
fn render_tone(tone: &Tone, sample_rate: u32, out: &mut Vec<f32>) {
    let n = samples(tone.ms, sample_rate);
    let fade = samples(FADE_MS, sample_rate).min(n / 2).max(1);
    let step = 2.0 * PI * f64::from(tone.hz) / f64::from(sample_rate.max(1));
    let amplitude = f64::from(tone.amplitude);
    out.extend((0..n).map(|i| {
        let from_edge = i.min(n - 1 - i);
        let envelope = if from_edge < fade {
            0.5 * (1.0 - (PI * from_edge as f64 / fade as f64).cos())
        } else {
            1.0
        };
        (amplitude * envelope * (step * i as f64).sin()) as f32
    }));
}

/// The signal that reports `event`, if it has one.
#[must_use]
pub fn signal_for(event: &Event) -> Option<Signal> {
    match event {
        Event::Cue { level, .. } => Some(Signal::cue(*level)),
        Event::Flag { .. } => Some(Signal::FLAG),
        Event::Error { .. } => Some(Signal::ERROR),
        Event::Press { .. } => Some(Signal::PRESS),
        // Speech carries the rest.
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RATES: [u32; 3] = [44_100, 48_000, 96_000];

    const ALL: [(&str, Signal); 7] = [
        ("5min", Signal::FIVE_MINUTES),
        ("15min", Signal::FIFTEEN_MINUTES),
        ("minute", Signal::MINUTE),
        ("seconds", Signal::SECONDS),
        ("flag", Signal::FLAG),
        ("error", Signal::ERROR),
        ("press", Signal::PRESS),
    ];

    /// The samples of each tone of `signal` rendered at `rate`, cut out of the whole by their known places.
    fn parts(signal: &Signal, rate: u32) -> (Vec<f32>, Vec<std::ops::Range<usize>>) {
        let all = render(signal, rate);
        let mut places = Vec::new();
        let mut at = 0;
        for (i, tone) in signal.tones.iter().enumerate() {
            if i > 0 {
                at += samples(signal.gap_ms, rate);
            }
            places.push(at..at + samples(tone.ms, rate));
            at += samples(tone.ms, rate);
        }
        (all, places)
    }

    fn zero_crossings(samples: &[f32]) -> usize {
        let signs: Vec<bool> = samples
            .iter()
            .filter(|s| **s != 0.0)
            .map(|s| *s > 0.0)
            .collect();
        signs.windows(2).filter(|w| w[0] != w[1]).count()
    }

    #[test]
    fn lengths_are_exact() {
        for rate in RATES {
            for (name, signal) in ALL {
                let tones: usize = signal.tones.iter().map(|t| samples(t.ms, rate)).sum();
                let gaps = (signal.tones.len() - 1) * samples(signal.gap_ms, rate);
                let expected = tones + gaps + samples(TAIL_MS, rate);
                assert_eq!(render(&signal, rate).len(), expected, "{name} at {rate}");
            }
        }
        assert_eq!(render(&Signal::FIVE_MINUTES, 48_000).len(), 12_000 + 3_840);
        assert_eq!(
            render(&Signal::FIFTEEN_MINUTES, 48_000).len(),
            24_000 + 7_200 + 3_840
        );
        assert_eq!(Signal::FIFTEEN_MINUTES.duration_ms(), 730);
        assert_eq!(Signal::FLAG.duration_ms(), 1080);
    }

    #[test]
    fn gaps_and_tail_are_exactly_zero() {
        for rate in RATES {
            for (name, signal) in ALL {
                let (all, places) = parts(&signal, rate);
                for pair in places.windows(2) {
                    let gap = &all[pair[0].end..pair[1].start];
                    assert_eq!(gap.len(), samples(signal.gap_ms, rate), "{name}");
                    assert!(gap.iter().all(|s| *s == 0.0), "{name} gap at {rate}");
                }
                let tail = &all[places.last().unwrap().end..];
                assert_eq!(tail.len(), samples(TAIL_MS, rate), "{name}");
                assert!(tail.iter().all(|s| *s == 0.0), "{name} tail at {rate}");
            }
        }
    }

    #[test]
    fn tones_start_and_end_at_zero_and_fade() {
        for rate in RATES {
            for (name, signal) in ALL {
                let (all, places) = parts(&signal, rate);
                for (place, tone) in places.iter().zip(signal.tones) {
                    let part = &all[place.clone()];
                    let edge = tone.amplitude * 0.001;
                    assert!(part[0].abs() <= edge, "{name} first sample {}", part[0]);
                    assert!(part[part.len() - 1].abs() <= edge, "{name} last sample");
                    // Within the first millisecond the tone is still far below its peak: no step.
                    let first_ms = &part[..samples(1, rate)];
                    let most = first_ms.iter().fold(0.0f32, |m, s| m.max(s.abs()));
                    assert!(most < tone.amplitude * 0.15, "{name} starts with {most}");
                    // Sample to sample the change stays small: no click anywhere.
                    let jump = part
                        .windows(2)
                        .fold(0.0f32, |m, w| m.max((w[1] - w[0]).abs()));
                    let slope = 2.0 * std::f32::consts::PI * tone.hz as f32 / rate as f32;
                    assert!(jump <= tone.amplitude * slope * 1.01, "{name} jumps {jump}");
                }
            }
        }
    }

    #[test]
    fn peaks_reach_the_amplitude() {
        for (name, signal) in ALL {
            let (all, places) = parts(&signal, 48_000);
            for (place, tone) in places.iter().zip(signal.tones) {
                let peak = all[place.clone()]
                    .iter()
                    .fold(0.0f32, |m, s| m.max(s.abs()));
                assert!(peak <= tone.amplitude, "{name} peak {peak}");
                assert!(peak >= tone.amplitude * 0.99, "{name} peak {peak}");
            }
        }
    }

    #[test]
    fn frequencies_by_zero_crossings() {
        for rate in RATES {
            for (name, signal) in ALL {
                let (all, places) = parts(&signal, rate);
                for (place, tone) in places.iter().zip(signal.tones) {
                    // A sine of f Hz crosses zero 2·f times a second; the count may be off by one at either end.
                    let expected = 2.0 * f64::from(tone.hz) * f64::from(tone.ms) / 1000.0;
                    let counted = zero_crossings(&all[place.clone()]) as f64;
                    assert!(
                        (counted - expected).abs() <= 2.0,
                        "{name} at {rate}: {counted} crossings, expected {expected}"
                    );
                }
            }
        }
    }

    #[test]
    fn signals_are_distinct() {
        // The five-minute signal is one tone, the fifteen-minute one the same tone twice (issue 3).
        assert_eq!(Signal::FIVE_MINUTES.tones.len(), 1);
        assert_eq!(
            Signal::FIFTEEN_MINUTES.tones,
            [Signal::FIVE_MINUTES.tones[0]; 2]
        );
        const { assert!(Signal::FIFTEEN_MINUTES.gap_ms > 0) };
        for (i, (a, x)) in ALL.iter().enumerate() {
            for (b, y) in &ALL[i + 1..] {
                assert_ne!(x, y, "{a} and {b} sound the same");
            }
        }
        // The flag is the longest, the press the softest and shortest.
        for (name, signal) in ALL {
            if name != "flag" {
                assert!(signal.duration_ms() < Signal::FLAG.duration_ms(), "{name}");
            }
            if name != "press" {
                assert!(signal.tones[0].amplitude > Signal::PRESS.tones[0].amplitude);
                assert!(signal.duration_ms() > Signal::PRESS.duration_ms());
            }
        }
        assert_eq!(Signal::cue(CueLevel::FiveMinutes), Signal::FIVE_MINUTES);
        assert_eq!(
            Signal::cue(CueLevel::FifteenMinutes),
            Signal::FIFTEEN_MINUTES
        );
        assert_eq!(Signal::cue(CueLevel::Minute), Signal::MINUTE);
        assert_eq!(Signal::cue(CueLevel::Seconds), Signal::SECONDS);
    }

    #[test]
    fn rendering_is_deterministic() {
        assert_eq!(render(&Signal::FLAG, 48_000), render(&Signal::FLAG, 48_000));
        assert!(render(&Signal::PRESS, 0).iter().all(|s| *s == 0.0));
    }
}
