//! Why the speech worker ended, worded for the user ("Speech Dispatcher refused to speak: …"); the engine's refusal
//! is kept as the source.

use std::time::Duration;

use thiserror::Error;

use super::engine::EngineError;
use super::in_words;
use crate::SystemSpeechProblem;

/// The engine cannot speak any more: the worker tells the speaker why and ends.
#[derive(Debug, Error)]
pub(crate) enum WorkerError {
    /// The engine refused an utterance.
    #[error("{engine} refused to speak: {source}")]
    Refused {
        /// The engine's name for the user.
        engine: &'static str,
        /// Its refusal.
        #[source]
        source: EngineError,
    },
    /// The engine refused to stop what it was saying.
    #[error("{engine} could not be interrupted: {source}")]
    NotInterrupted {
        /// The engine's name for the user.
        engine: &'static str,
        /// Its refusal.
        #[source]
        source: EngineError,
    },
    /// No beginning was reported within the time limit.
    #[error("{engine} did not start speaking within {}", in_words(*.limit))]
    NotStarted {
        /// The engine's name for the user.
        engine: &'static str,
        /// The time it was given.
        limit: Duration,
    },
    /// No end was reported within the time limit.
    #[error("{engine} did not finish speaking within {}", in_words(*.limit))]
    NotFinished {
        /// The engine's name for the user.
        engine: &'static str,
        /// The time it was given.
        limit: Duration,
    },
}

impl WorkerError {
    /// The failure as the speaker tells it.
    pub(crate) fn problem(&self) -> SystemSpeechProblem {
        match self {
            WorkerError::Refused { engine, source } => SystemSpeechProblem::Refused {
                engine,
                cause: source.cause(),
            },
            WorkerError::NotInterrupted { engine, source } => SystemSpeechProblem::NotInterrupted {
                engine,
                cause: source.cause(),
            },
            WorkerError::NotStarted { engine, limit } => SystemSpeechProblem::NotSpeaking {
                engine,
                limit: *limit,
            },
            WorkerError::NotFinished { engine, limit } => SystemSpeechProblem::NotFinishing {
                engine,
                limit: *limit,
            },
        }
    }
}
