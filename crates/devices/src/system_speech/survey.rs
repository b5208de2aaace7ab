//! What `tactus devices` says about the system speech engine: its name, whether it answers, and how many voices in
//! which languages it has, within a time limit. The engine's own look (`ssip/describe.rs`, `tts_engine.rs`) runs on a
//! thread of its own and reports its stages here.

use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use super::in_words;

/// The engine's name in messages for the user.
#[must_use]
pub fn engine_name() -> &'static str {
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
    /// The engine is not there, and why, in words.
    Absent(String),
    /// It answers; its voices are being listed.
    Found,
    /// The language of each of its voices, or why they could not be listed.
    Voices(Result<Vec<String>, String>),
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

/// "Speech Dispatcher: 3 voices in 2 languages (de, en-GB)".
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
        n => format!(
            "{name}: {voices} in {n} languages ({})",
            distinct.join(", ")
        ),
    }
}
