//! The real engine timed without the speaker around it, for the tests and measurements on a real server: how long
//! it takes to open, and for each text, from handing it over to the engine's begin report and from there to its end
//! report.

use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use super::engine::{EngineEvent, Events};
use super::voice_book::VoiceBook;
use super::worker::Inbox;
use super::{SpeechOptions, SystemSpeaker};
use crate::EngineCause;

/// Why [`time_utterances`] could not measure.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProbeFailure {
    /// The engine could not be opened or refused a text.
    #[error("{0}")]
    Engine(EngineCause),
    /// A report did not come in time.
    #[error("{text:?}: no {report} report within {limit:?}")]
    NoReport {
        /// The text said.
        text: String,
        /// Which report: "begin" or "end".
        report: &'static str,
        /// The time it was given.
        limit: Duration,
    },
}

/// What [`time_utterances`] measured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timings {
    /// From asking for the engine to having it (the server started first, if it was not running).
    pub opened: Duration,
    /// For each text: to its begin report, then to its end report.
    pub texts: Vec<(Duration, Duration)>,
}

/// Opens the engine and says `texts` one after the other, each in `language`, waiting at most `begin` for each
/// beginning and `end` for each end.
///
/// # Errors
/// The engine's failure, or which report did not come in time.
pub fn time_utterances(
    texts: &[&str],
    language: &str,
    begin: Duration,
    end: Duration,
) -> Result<Timings, ProbeFailure> {
    let (tx, inbox) = mpsc::channel();
    let started = Instant::now();
    let make = SystemSpeaker::engine(SpeechOptions::default(), VoiceBook::default(), Vec::new());
    let mut engine = make(Events::new(tx)).map_err(|e| ProbeFailure::Engine(e.cause()))?;
    let opened = started.elapsed();
    let mut timed = Vec::new();
    for text in texts {
        let handed = Instant::now();
        let token = engine
            .speak(text, language)
            .map_err(|e| ProbeFailure::Engine(e.cause()))?;
        let wait = |kind: &'static str, limit: Duration| loop {
            match inbox.recv_timeout(limit) {
                Ok(Inbox::Event(EngineEvent::Begin(t))) if kind == "begin" && t == token => {
                    return Ok(Instant::now())
                }
                Ok(Inbox::Event(EngineEvent::End(t))) if kind == "end" && t == token => {
                    return Ok(Instant::now())
                }
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => {
                    return Err(ProbeFailure::NoReport {
                        text: (*text).to_string(),
                        report: kind,
                        limit,
                    })
                }
            }
        };
        let begun = wait("begin", begin)?;
        let ended = wait("end", end)?;
        timed.push((begun - handed, ended - begun));
    }
    engine.close();
    Ok(Timings {
        opened,
        texts: timed,
    })
}
