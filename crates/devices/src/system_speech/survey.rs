//! What `tactus devices` says about the system speech engine: its name, whether it answers, and how many voices in
//! which languages it has, within a time limit. The engine's own look (`ssip/describe.rs`, `tts_engine.rs`) runs on a
//! thread of its own and reports its stages here.

use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use super::in_words;
use crate::EngineCause;

/// The engine's name in messages for the user.
#[must_use]
pub(crate) fn engine_name() -> &'static str {
    if cfg!(target_os = "linux") {
        "Speech Dispatcher"
    } else if cfg!(windows) {
        "Windows speech"
    } else if cfg!(any(target_os = "macos", target_os = "ios")) {
        "the system's speech synthesizer"
    } else {
        "the system speech engine"
    }
}

/// How far the look at the engine got.
pub(super) enum Stage {
    /// The engine is not there, and why.
    Absent(EngineCause),
    /// It answers; its voices are being listed.
    Found,
    /// The language of each of its voices, or why they could not be listed.
    Voices(Result<Vec<String>, EngineCause>),
}

/// One sentence about the engine, from what `look` reports (on a thread of its own, which is left to end by itself
/// when it takes longer than `limit`).
pub(super) fn describe_with(
    limit: Duration,
    look: impl FnOnce(&dyn Fn(Stage)) + Send + 'static,
) -> String {
    let (tx, rx) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("speech survey".into())
        .spawn(move || {
            let tx: Sender<Stage> = tx;
            look(&|stage| {
                let _ = tx.send(stage);
            });
        });
    let name = engine_name();
    if let Err(e) = spawned {
        return format!("{name}: not looked at ({e})");
    }
    let deadline = Instant::now() + limit;
    let mut found = false;
    loop {
        match rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok(Stage::Absent(reason)) => return format!("{name}: not available ({reason})"),
            Ok(Stage::Found) => found = true,
            Ok(Stage::Voices(Ok(languages))) => return voices_sentence(name, &languages),
            Ok(Stage::Voices(Err(reason))) => {
                return format!("{name}: answers; its voices could not be listed ({reason})")
            }
            Err(RecvTimeoutError::Timeout) if found => {
                return format!(
                    "{name}: answers; its voices were not listed within {}",
                    in_words(limit)
                )
            }
            Err(RecvTimeoutError::Timeout) => {
                return format!("{name}: did not answer within {}", in_words(limit))
            }
            Err(RecvTimeoutError::Disconnected) => {
                return format!("{name}: failed while being looked at")
            }
        }
    }
}

/// The languages the shipped voice packs speak (their phrases and move words): of an engine with voices in many
/// languages, only these are named.
const PACK_LANGUAGES: [&str; 3] = ["de", "en", "fr"];

/// More languages than this are not read out one by one: only those of [`PACK_LANGUAGES`] are.
const LANGUAGES_NAMED: usize = 8;

/// "Speech Dispatcher: 3 voices in 2 languages (de, en-GB)"; with many languages, "Speech Dispatcher: 230 voices in
/// 130 languages, among them de, en-GB, en-US, fr".
pub(super) fn voices_sentence(name: &str, languages: &[String]) -> String {
    let mut distinct: Vec<&str> = languages.iter().map(String::as_str).collect();
    distinct.sort_unstable();
    distinct.dedup();
    let voices = match languages.len() {
        1 => "1 voice".to_string(),
        n => format!("{n} voices"),
    };
    match distinct.len() {
        0 => format!("{name}: answers, no voices"),
        1 => format!("{name}: {voices} in 1 language ({})", distinct[0]),
        n if n <= LANGUAGES_NAMED => format!(
            "{name}: {voices} in {n} languages ({})",
            distinct.join(", ")
        ),
        n => {
            let ours: Vec<&str> = distinct
                .iter()
                .copied()
                .filter(|language| {
                    let primary = language.split(['-', '_']).next().unwrap_or_default();
                    PACK_LANGUAGES.contains(&primary.to_ascii_lowercase().as_str())
                })
                .collect();
            if ours.is_empty() {
                format!(
                    "{name}: {voices} in {n} languages, none of the voice packs' ({})",
                    PACK_LANGUAGES.join(", ")
                )
            } else {
                format!(
                    "{name}: {voices} in {n} languages, among them {}",
                    ours.join(", ")
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{voices_sentence, PACK_LANGUAGES};

    fn list(languages: &[&str]) -> Vec<String> {
        languages.iter().map(|l| (*l).to_string()).collect()
    }

    #[test]
    fn a_few_languages_are_named_and_many_only_those_of_the_packs() {
        assert_eq!(
            voices_sentence("SD", &list(&["de", "en-GB", "en-GB"])),
            "SD: 3 voices in 2 languages (de, en-GB)"
        );
        let many: Vec<String> = [
            "af", "am", "an", "ar", "as", "az", "ba", "be", "bg", "de", "en-GB", "en-US", "fr-FR",
        ]
        .iter()
        .map(|l| (*l).to_string())
        .collect();
        assert_eq!(
            voices_sentence("SD", &many),
            "SD: 13 voices in 13 languages, among them de, en-GB, en-US, fr-FR"
        );
        assert_eq!(
            voices_sentence("SD", &many[..9]),
            "SD: 9 voices in 9 languages, none of the voice packs' (de, en, fr)"
        );
    }

    #[test]
    fn the_pack_languages_are_those_the_shipped_packs_speak() {
        let mut spoken: Vec<String> = ["en", "de", "fr", "fide", "nato"]
            .iter()
            .flat_map(|name| {
                let pack = crate::shipped_voices::pack(name);
                [pack.phrase_language.clone(), pack.move_language.clone()]
            })
            .map(|language| language.split('-').next().unwrap_or_default().to_string())
            .collect();
        spoken.sort();
        spoken.dedup();
        assert_eq!(spoken, PACK_LANGUAGES);
    }
}
