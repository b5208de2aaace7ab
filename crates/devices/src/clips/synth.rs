//! Words the built-in voice has no clip for (a player's name, an opening's name, a comment), said by eSpeak NG: the
//! engine the clips were recorded with (`scripts/make-clips`), here its port to Rust (the `espeak-ng` crate, pure
//! Rust: nothing to link, the same on Windows), reading the data of `voices/espeak-ng-data` (English, German and
//! French). A word is said alone, as its clip would have been recorded: its silence at either end trimmed, brought to
//! the clips' rate, and kept, so a name said again costs nothing.

use std::{
    collections::HashMap,
    fmt,
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
};

/// The level below which the ends of a word are silence, as `scripts/make-clips` trims the clips (-55 dBFS).
const SILENT: i32 = 58;

/// A word said: its language and its text.
type Said = (String, String);

/// eSpeak NG over its data folder, with the words said so far.
pub struct Synthesizer {
    data: PathBuf,
    said: Mutex<HashMap<Said, Arc<Vec<i16>>>>,
}

impl fmt::Debug for Synthesizer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Synthesizer")
            .field("data", &self.data)
            .finish_non_exhaustive()
    }
}

impl Synthesizer {
    /// The synthesizer reading eSpeak NG's data in `data`, or `None` when the folder does not hold it.
    #[must_use]
    pub fn open(data: &Path) -> Option<Synthesizer> {
        data.join("phontab").is_file().then(|| Synthesizer {
            data: data.to_path_buf(),
            said: Mutex::new(HashMap::new()),
        })
    }

    /// Whether `language` (BCP 47: "en", "de-CH") can be said: its dictionary is in the data folder.
    #[must_use]
    pub fn speaks(&self, language: &str) -> bool {
        self.data
            .join(format!("{}_dict", primary(language)))
            .is_file()
    }

    /// The word `text` said in `language` at `rate` Hz, its silent ends trimmed; `None` when the language has no
    /// data or nothing could be said.
    #[must_use]
    pub fn word(&self, text: &str, language: &str, rate: u32) -> Option<Arc<Vec<i16>>> {
        if rate == 0 || !self.speaks(language) || !text.chars().any(char::is_alphanumeric) {
            return None;
        }
        let key = (primary(language), text.to_string());
        let said = self
            .said
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(samples) = said.get(&key) {
            return Some(Arc::clone(samples));
        }
        // Synthesized without the cache held; a word the synthesizer fails on, even by a panic of its own, is not
        // said by it (it is spelled), and the game goes on.
        drop(said);
        let data = &self.data;
        let language = &key.0;
        let synthesized = std::panic::catch_unwind(|| {
            let engine = espeak_ng::EspeakNg::with_data_dir(language, data).ok()?;
            engine.synth(text).ok()
        })
        .ok()
        .flatten()?;
        let (samples, from) = synthesized;
        let samples = resampled(trimmed(&samples), from, rate);
        if samples.is_empty() {
            return None;
        }
        let samples = Arc::new(samples);
        self.said
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(key, Arc::clone(&samples));
        Some(samples)
    }
}

/// The language's primary subtag, in lower case ("de" of "de-CH").
fn primary(language: &str) -> String {
    language
        .split(['-', '_'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase()
}

/// `samples` without their silence at either end.
fn trimmed(samples: &[i16]) -> &[i16] {
    let loud = |s: &i16| i32::from(*s).abs() > SILENT;
    let start = samples.iter().position(loud).unwrap_or(samples.len());
    let end = samples.iter().rposition(loud).map_or(start, |i| i + 1);
    &samples[start..end]
}

/// `samples` at `from` Hz brought to `to` Hz: averaged over the span of one output sample when fewer are made (so
/// nothing above the new rate's half folds back), linearly interpolated when more.
fn resampled(samples: &[i16], from: u32, to: u32) -> Vec<i16> {
    if from == to || samples.is_empty() || from == 0 {
        return samples.to_vec();
    }
    let n = super::resampled_len(samples.len(), from, to);
    let step = f64::from(from) / f64::from(to);
    let last = samples.len() - 1;
    (0..n)
        .map(|i| {
            let at = i as f64 * step;
            let value = if step > 1.0 {
                let start = (at.floor() as usize).min(last);
                let end = (((at + step).floor() as usize).max(start + 1)).min(samples.len());
                let span = &samples[start..end];
                span.iter().map(|&s| f64::from(s)).sum::<f64>() / span.len() as f64
            } else {
                let whole = (at.floor() as usize).min(last);
                let part = at - whole as f64;
                let next = (whole + 1).min(last);
                f64::from(samples[whole]) * (1.0 - part) + f64::from(samples[next]) * part
            };
            value.round().clamp(-32768.0, 32767.0) as i16
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shipped_voices::source_voices;

    fn synthesizer() -> Synthesizer {
        Synthesizer::open(&source_voices().join("espeak-ng-data")).expect("the shipped data")
    }

    /// Root mean square of `samples`, from 0 to 1.
    fn rms(samples: &[i16]) -> f64 {
        let sum: f64 = samples
            .iter()
            .map(|&s| (f64::from(s) / 32768.0).powi(2))
            .sum();
        (sum / samples.len().max(1) as f64).sqrt()
    }

    #[test]
    fn a_word_is_said_in_each_shipped_language_at_the_clips_rate() {
        let synth = synthesizer();
        for (language, word) in [
            ("en", "scandinavian"),
            ("de", "verteidigung"),
            ("fr", "défense"),
        ] {
            let said = synth.word(word, language, 11_025).expect(word);
            let seconds = said.len() as f64 / 11_025.0;
            // Spoken, not spelled: a word of three or four syllables, as loud as the clips.
            assert!((0.3..1.5).contains(&seconds), "{word}: {seconds} s");
            assert!((0.03..0.3).contains(&rms(&said)), "{word}: {}", rms(&said));
            assert!(i32::from(said[0]).abs() > SILENT, "{word}: trimmed");
        }
        // A regional tag is its language; a language without data is not said.
        assert!(synth.word("magnus", "en-GB", 11_025).is_some());
        assert!(synth.word("magnus", "pl", 11_025).is_none());
        assert!(synth.word("%", "en", 11_025).is_none());
        assert!(Synthesizer::open(Path::new("/nonexistent")).is_none());
    }

    #[test]
    fn a_word_said_again_is_the_one_kept() {
        let synth = synthesizer();
        let first = synth.word("carlsen", "en", 11_025).unwrap();
        let again = synth.word("carlsen", "en", 11_025).unwrap();
        assert!(Arc::ptr_eq(&first, &again));
    }

    #[test]
    fn resampling_keeps_the_length_in_time() {
        let samples: Vec<i16> = (0..2205).map(|i| ((i % 50) * 100) as i16).collect();
        assert_eq!(resampled(&samples, 22_050, 11_025).len(), 1103);
        assert_eq!(resampled(&samples, 22_050, 44_100).len(), 4410);
        assert_eq!(trimmed(&[0, 3, 100, -200, 5, 0]), &[100, -200]);
        assert!(trimmed(&[0, 1, 0]).is_empty());
    }
}
