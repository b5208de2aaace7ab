//! The built-in voice at the listener's pace: a pack's clips time-stretched, their pitch kept.
//!
//! The stretch is WSOLA (waveform-similarity overlap-add, the `wsola` crate, pure Rust): it lays the recording's
//! short overlapping frames down closer together or further apart, each chosen where its waveform continues the last,
//! so the words get shorter or longer while the voice keeps its pitch. Every clip of a library is stretched once for
//! a pace ([`paced`]); [`Paces`] keeps the libraries made, so a pace is prepared once (at start for the configured
//! one, when it is chosen for another) and an utterance is only ever rendered from clips made before.

use std::{
    collections::HashMap,
    num::{NonZeroU16, NonZeroU32},
    sync::Arc,
};

use super::library::ClipLibrary;

/// The slowest and the fastest pace, in percent of the recorded one: the game's bounds of the speech rate.
pub(crate) use tactus_core::{FASTEST, SLOWEST};

/// The recorded pace.
pub(crate) const RECORDED: u32 = tactus_core::NORMAL;

/// `percent` brought within [`SLOWEST`] and [`FASTEST`].
#[must_use]
pub(crate) fn within_bounds(percent: u32) -> u32 {
    percent.clamp(SLOWEST, FASTEST)
}

/// `library`'s clips said at `percent` of their recorded pace (brought within bounds), their pitch kept; the
/// recorded pace is the library itself.
#[must_use]
pub(crate) fn paced(library: &ClipLibrary, percent: u32) -> ClipLibrary {
    let percent = within_bounds(percent);
    if percent == RECORDED || library.sample_rate() == 0 {
        return library.with_clips(library.clips().clone(), RECORDED);
    }
    let clips = library
        .clips()
        .iter()
        .map(|(key, clip)| (key.clone(), stretched(clip, library.sample_rate(), percent)))
        .collect();
    library.with_clips(clips, percent)
}

/// One clip at `rate` Hz said at `percent` of its pace.
pub(super) fn stretched(clip: &[i16], rate: u32, percent: u32) -> Vec<i16> {
    let (Some(rate), Some(mono)) = (NonZeroU32::new(rate), NonZeroU16::new(1)) else {
        return clip.to_vec();
    };
    let samples: Vec<f32> = clip.iter().map(|&s| f32::from(s) / 32768.0).collect();
    // A tempo is a factor of the recorded pace; the library refuses only misaligned channels, and a mono clip has
    // none: a refusal would leave the clip at its recorded pace.
    let tempo = percent as f32 / RECORDED as f32;
    match wsola::stretch(&samples, rate, mono, tempo) {
        Ok(out) => out
            .iter()
            .map(|&s| (s * 32768.0).round().clamp(-32768.0, 32767.0) as i16)
            .collect(),
        Err(_) => clip.to_vec(),
    }
}

/// A library's clips at every pace prepared so far, and the pace in use.
#[derive(Debug)]
pub(crate) struct Paces {
    made: HashMap<u32, Arc<ClipLibrary>>,
    current: u32,
}

impl Paces {
    /// The clips of `library` at `percent` of their pace, prepared now (the recorded pace is kept too, to go back to
    /// without a wait).
    #[must_use]
    pub(crate) fn new(library: ClipLibrary, percent: u32) -> Paces {
        let mut paces = Paces {
            made: HashMap::from([(RECORDED, Arc::new(library))]),
            current: RECORDED,
        };
        paces.choose(percent);
        paces
    }

    /// Makes `percent` (brought within bounds) the pace in use, stretching the clips for it unless they were
    /// stretched before; returns the pace chosen.
    pub(crate) fn choose(&mut self, percent: u32) -> u32 {
        let percent = within_bounds(percent);
        if !self.made.contains_key(&percent) {
            let made = paced(&self.made[&RECORDED], percent);
            self.made.insert(percent, Arc::new(made));
        }
        self.current = percent;
        percent
    }

    /// The clips at the pace in use.
    #[must_use]
    pub(crate) fn current(&self) -> &ClipLibrary {
        &self.made[&self.current]
    }

    /// The pace in use, in percent of the recorded one.
    #[must_use]
    #[cfg(test)]
    pub(crate) fn pace(&self) -> u32 {
        self.current
    }

    /// How many samples the clips of every pace prepared hold, for the memory they take (two bytes each).
    #[must_use]
    pub(crate) fn samples(&self) -> usize {
        self.made
            .values()
            .flat_map(|library| library.clips().values())
            .map(Vec::len)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RATE: u32 = 11025;

    /// A voiced sound of `ms` at `hz`: a fundamental with two harmonics, as a recorded vowel has.
    fn vowel(ms: u32, hz: f32) -> Vec<i16> {
        let n = (RATE * ms / 1000) as usize;
        (0..n)
            .map(|i| {
                let t = i as f32 / RATE as f32;
                let w = 2.0 * std::f32::consts::PI * hz * t;
                (8000.0 * (w.sin() + 0.5 * (2.0 * w).sin() + 0.25 * (3.0 * w).sin())) as i16
            })
            .collect()
    }

    /// The fundamental of `samples` between 60 and 400 Hz, by autocorrelation: the shortest lag nearly as alike as
    /// the most alike (a period's multiples are as alike as the period itself).
    fn fundamental(samples: &[i16]) -> f32 {
        let x: Vec<f32> = samples.iter().map(|&s| f32::from(s)).collect();
        let score = |lag: usize| -> f32 {
            x.iter().zip(&x[lag..]).map(|(p, q)| p * q).sum::<f32>() / (x.len() - lag) as f32
        };
        let lags = (RATE / 400) as usize..=(RATE / 60) as usize;
        let scores: Vec<(usize, f32)> = lags.map(|lag| (lag, score(lag))).collect();
        let best = scores.iter().map(|&(_, s)| s).fold(f32::MIN, f32::max);
        let lag = scores
            .windows(3)
            .find(|w| w[1].1 >= 0.9 * best && w[1].1 >= w[0].1 && w[1].1 >= w[2].1)
            .map_or(1, |w| w[1].0);
        RATE as f32 / lag as f32
    }

    fn library() -> ClipLibrary {
        let clips = HashMap::from([("vier".to_string(), vowel(600, 150.0))]);
        ClipLibrary::new(RATE, clips, vec!["zero".into()])
    }

    #[test]
    fn a_faster_pace_shortens_the_clips_and_keeps_their_pitch() {
        let recorded = library();
        for (percent, ratio) in [(150, 2.0 / 3.0), (200, 0.5), (50, 2.0)] {
            let paced = paced(&recorded, percent);
            assert_eq!(paced.pace(), percent);
            let clip = paced.clip("vier").unwrap();
            let got = clip.len() as f32 / recorded.clip("vier").unwrap().len() as f32;
            assert!(
                (got - ratio).abs() < 0.08,
                "{percent} %: {got} of the length, not {ratio}"
            );
            let middle = &clip[clip.len() / 4..clip.len() * 3 / 4];
            let hz = fundamental(middle);
            assert!(
                (hz - 150.0).abs() < 150.0 * 0.03,
                "{percent} %: {hz} Hz, not 150"
            );
        }
    }

    #[test]
    fn paces_are_brought_within_bounds_and_prepared_once() {
        let mut paces = Paces::new(library(), 1000);
        assert_eq!(paces.pace(), FASTEST);
        assert_eq!(paces.current().pace(), FASTEST);
        assert_eq!(paces.choose(10), SLOWEST);
        let before = paces.samples();
        paces.choose(FASTEST);
        assert_eq!(
            paces.samples(),
            before,
            "the fastest pace was kept from before"
        );
        assert_eq!(paces.choose(RECORDED), RECORDED);
        assert_eq!(paces.current().clip("vier"), library().clip("vier"));
    }
}
