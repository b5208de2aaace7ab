//! A practice engine's failure in the pack's words.

use crate::{
    engine::EngineFailure,
    voice::{PhraseKey, Sentence, VoicePack},
};

use super::system_error;

/// Why the engine cannot be used, in the pack's words.
#[must_use]
pub fn engine_failure(pack: &VoicePack, failure: &EngineFailure) -> Sentence {
    let figures = |text: &str| Sentence::figures(text);
    let (key, slots) = match failure {
        EngineFailure::NotFound => (PhraseKey::EngineNotFound, Vec::new()),
        EngineFailure::NoCommand => (PhraseKey::EngineNoCommand, Vec::new()),
        EngineFailure::UnclosedQuote { command } => (
            PhraseKey::EngineUnclosedQuote,
            vec![("command", figures(command))],
        ),
        EngineFailure::Spawn {
            command,
            problem,
            split_path,
        } => (
            if *split_path {
                PhraseKey::EngineSpawnSplit
            } else {
                PhraseKey::EngineSpawn
            },
            vec![
                ("command", figures(command)),
                ("problem", system_error(pack, *problem)),
            ],
        ),
        EngineFailure::NoPipes { command } => (
            PhraseKey::EngineNoPipes,
            vec![("command", figures(command))],
        ),
        EngineFailure::NoThread { command, problem } => (
            PhraseKey::EngineNoThread,
            vec![
                ("command", figures(command)),
                ("problem", system_error(pack, *problem)),
            ],
        ),
        EngineFailure::Ended { name } => {
            (PhraseKey::EngineEnded, vec![("name", Sentence::name(name))])
        }
        EngineFailure::Silent {
            name,
            what,
            seconds,
        } => (
            PhraseKey::EngineSilent,
            vec![
                ("name", Sentence::name(name)),
                ("what", figures(what)),
                ("seconds", figures(&seconds.to_string())),
            ],
        ),
        EngineFailure::Write { name, problem } => (
            PhraseKey::EngineWrite,
            vec![
                ("name", Sentence::name(name)),
                ("problem", system_error(pack, *problem)),
            ],
        ),
    };
    Sentence::phrase(pack, key, slots)
}
