//! The system's speech engine as a [`Speaker`]: Speech Dispatcher on Linux, spoken to in SSIP over its socket
//! (`ssip/`), and the platform's voices elsewhere, through the `tts` crate (`tts_engine.rs`); on Windows, with NVDA as
//! the screen reader, NVDA itself through its controller client when it is found (`nvda/`).
//!
//! The engine lives on a worker thread of its own (`worker.rs`), created there and never touched from anywhere else;
//! [`SystemSpeaker`] only sends it utterances through a channel and reads its reports, so no call of the game ever
//! waits for the engine. The worker carries out the speech policy, the core's
//! [`SpeechQueue`](tactus_core::SpeechQueue) with one lane for both routes: it gives the engine one utterance
//! at a time, stops one and forgets another as the policy decides, and tells the speaker each utterance that is over
//! (said, stopped or dropped).
//!
//! Nothing waits for an utterance without a time limit. The engine's begin and end reports tell when speech starts
//! and ends; one that has not begun within a few seconds or not ended within a generous estimate from the text's
//! length (`Timing`) fails the speaker, and so does an engine call that does not return, or a worker that panicked
//! or vanished. [`Speaker::check`] then gives the [`SpeakerFailure`] once, with every utterance not yet said, oldest
//! first. Measured: Speech Dispatcher without a working audio output accepts the text, reports its beginning and
//! never its end, so such a speaker fails after the end limit (7 s for "Eva vier").
//!
//! Voices by language (`by_language.rs`, for both engines `ssip/engine.rs` and `tts_engine.rs`): look the voices up once, on a helper thread once the
//! first utterance is heard (the list takes seconds), and open one more connection per language with the voice for
//! it, so that German move words and English sentences each get their voice without a voice change before each (a
//! change costs as much as the list). Until a language's voice is ready, the default voice speaks.
//!
//! The engine is behind a small internal trait (`engine.rs`) so that the worker's rules are tested with fakes.

mod by_language;
mod engine;
#[cfg(any(windows, test))]
mod nvda;
mod probe;
mod scales;
#[cfg(target_os = "linux")]
mod ssip;
mod survey;
#[cfg(not(target_os = "linux"))]
mod tts_engine;
mod voice_book;
mod voice_choice;
mod worker;
mod worker_error;

#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::time::{Duration, Instant};

use crate::{Speaker, SpeakerFailure, SystemSpeechProblem, VoiceReady};
use engine::{Busy, MakeEngine};
use tactus_core::SystemError;
use tactus_core::{PhraseKey, Utterance};
use voice_book::VoiceBook;
use worker::{Inbox, Report};

#[cfg(windows)]
pub(crate) use nvda::describe as describe_nvda;
pub use probe::time_utterances;
#[cfg(target_os = "linux")]
pub use ssip::describe;
pub(crate) use survey::engine_name;
#[cfg(not(target_os = "linux"))]
pub use tts_engine::describe;

/// How the system voice speaks; `None` leaves the engine's own setting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpeechOptions {
    /// Speaking rate in percent of the engine's normal rate (150 is half as fast again). Engines whose rate is a
    /// setting around a normal value (Speech Dispatcher: -100..100, normal 0) are given 50 % at their minimum and
    /// 300 % at their maximum, linearly in between; engines whose rate is a factor of the normal one get the factor.
    pub rate: Option<u32>,
    /// Volume in percent of the engine's maximum (0 is the engine's minimum).
    pub volume: Option<u32>,
    /// Whether NVDA is the screen reader running: on Windows the speech then goes through NVDA when its controller
    /// client is found and NVDA answers, else through the Windows voices.
    pub nvda: bool,
}

/// The time limits of a system speaker.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Timing {
    /// For the engine to be created.
    pub start: Duration,
    /// From handing an utterance over to the engine's report that speaking began.
    pub begin: Duration,
    /// From the beginning to the end of an utterance: this, plus `end_per_char` for each character.
    pub end_base: Duration,
    /// See `end_base`; generous, several times the time a character takes at the rate in use.
    pub end_per_char: Duration,
    /// For one call into the engine (speak, stop).
    pub call: Duration,
    /// Engines without begin and end reports: how often to ask whether it is still speaking.
    pub poll: Duration,
    /// Engines without begin and end reports nor a way to ask: the time one character is expected to take.
    pub pace_per_char: Duration,
}

#[cfg(test)]
impl Timing {
    /// Short limits for the tests: begin 200 ms; end 300 ms + 10 ms a character; poll every 5 ms; 2 ms a character
    /// expected.
    pub(crate) fn quick() -> Timing {
        Timing {
            start: Duration::from_millis(500),
            begin: Duration::from_millis(200),
            end_base: Duration::from_millis(300),
            end_per_char: Duration::from_millis(10),
            call: Duration::from_millis(300),
            poll: Duration::from_millis(5),
            pace_per_char: Duration::from_millis(2),
        }
    }
}

impl Timing {
    /// The limits in use: a few seconds to start and to begin, and for the end 5 s plus 0.25 s a character at the
    /// normal rate (three words take about 1.5 s with espeak-ng: 19 characters give 9.75 s), longer when slower.
    pub(crate) fn standard(rate: Option<u32>) -> Timing {
        let slower = match rate {
            Some(percent) if percent > 0 && percent < 100 => 100.0 / f64::from(percent),
            Some(0) => 2.0,
            _ => 1.0,
        };
        Timing {
            start: Duration::from_secs(5),
            begin: Duration::from_secs(4),
            end_base: Duration::from_secs(5),
            end_per_char: Duration::from_millis(250).mul_f64(slower),
            call: Duration::from_secs(5),
            poll: Duration::from_millis(100),
            pace_per_char: Duration::from_millis(80).mul_f64(slower),
        }
    }

    /// The longest an utterance of `text` may take from its beginning to its end.
    pub(crate) fn end_limit(&self, text: &str) -> Duration {
        self.end_base + self.end_per_char * char_count(text)
    }

    /// How long `text` is expected to take when nothing reports its end.
    pub(crate) fn pace(&self, text: &str) -> Duration {
        self.pace_per_char * char_count(text)
    }
}

fn char_count(text: &str) -> u32 {
    u32::try_from(text.chars().count()).unwrap_or(u32::MAX)
}

pub(crate) use crate::speaker_problem::in_words;

/// Whether the speaker still speaks, or why not and whether the caller has been told.
#[derive(Debug)]
enum Health {
    /// The engine is being made on the worker thread, since this instant; it reports once on `started`.
    Starting {
        since: Instant,
        started: Receiver<Result<&'static str, engine::EngineError>>,
    },
    Working,
    Failed {
        reason: SystemSpeechProblem,
        told: bool,
    },
}

/// The system speech engine as a [`Speaker`]. See the module's documentation.
#[derive(Debug)]
pub struct SystemSpeaker {
    inbox: Sender<Inbox>,
    reports: Receiver<Report>,
    /// Everything handed over and not yet said or dropped, by sequence number (the order of `say`).
    pending: BTreeMap<u64, Utterance>,
    next: u64,
    busy: Busy,
    timing: Timing,
    health: Health,
    /// Whether the engine ever came up.
    came_up: bool,
    /// The engine's name in messages: the platform's until the engine that came up says its own.
    engine: &'static str,
    /// The languages it has a voice ready for.
    voices: VoiceBook,
    /// Whether its engine says a sentence of several languages in one message, switching voice for each part's
    /// words (Speech Dispatcher, in SSML); else each part is a message of its own, heard after a pause.
    one_message: bool,
}

impl SystemSpeaker {
    /// Gives one utterance of one language to the worker.
    fn say_one(&mut self, utterance: Utterance) -> Result<(), SpeakerFailure> {
        self.poll();
        if let Health::Failed { reason, told } = &self.health {
            if *told {
                return Err(SpeakerFailure {
                    reason: reason.clone().into(),
                    unsaid: vec![utterance],
                });
            }
        }
        let seq = self.next;
        self.next += 1;
        self.pending.insert(seq, utterance.clone());
        // While the engine starts, the worker's inbox keeps the utterance until it is up.
        if !matches!(self.health, Health::Failed { .. })
            && self.inbox.send(Inbox::Say(seq, utterance)).is_err()
        {
            // The worker ended since the last look: its last report says why, if it made one.
            self.poll();
            self.fail(SystemSpeechProblem::Vanished);
        }
        match self.untold_failure() {
            Some(failure) => Err(failure),
            None => Ok(()),
        }
    }

    /// Starts the system speech engine on a worker thread of its own and returns at once: what is said meanwhile
    /// waits for the engine, and an engine that fails to come up, or not within a few seconds, fails the speaker with
    /// everything it was given (the next speaker says it), so a session never waits for speech to start.
    ///
    /// # Errors
    /// Only when the worker thread cannot be started.
    pub fn begin(
        options: SpeechOptions,
        languages: &[String],
    ) -> Result<SystemSpeaker, SystemSpeechProblem> {
        let voices = VoiceBook::looking_for(languages);
        let make = Self::engine(options, voices.clone(), languages.to_vec());
        let mut speaker = Self::begin_with(Timing::standard(options.rate), make)?;
        speaker.voices = voices;
        speaker.one_message = cfg!(target_os = "linux");
        Ok(speaker)
    }

    /// Starts the system speech engine and waits until it is up (at most a few seconds).
    ///
    /// # Errors
    /// Why there is no system speech: the engine's own error, or that it did not start within a few seconds.
    pub fn start(options: SpeechOptions) -> Result<SystemSpeaker, SystemSpeechProblem> {
        let make = Self::engine(options, VoiceBook::default(), Vec::new());
        Self::start_with(Timing::standard(options.rate), make)
    }

    fn engine(options: SpeechOptions, voices: VoiceBook, languages: Vec<String>) -> MakeEngine {
        Box::new(move |events| {
            #[cfg(windows)]
            if let Some(engine) =
                nvda::through_nvda(options.nvda, || nvda::NvdaEngine::open(&voices))
            {
                return Ok(Box::new(engine) as Box<dyn engine::Engine>);
            }
            #[cfg(target_os = "linux")]
            let engine = ssip::SsipEngine::open(options, events, voices, &languages);
            #[cfg(not(target_os = "linux"))]
            let engine = tts_engine::TtsEngine::open(options, events, voices, &languages);
            engine
                .map(|engine| Box::new(engine) as Box<dyn engine::Engine>)
                .map_err(engine::EngineError::new)
        })
    }

    /// Starts a speaker on the engine `make` creates on the worker thread, with these time limits, and waits until
    /// it is up.
    pub(crate) fn start_with(
        timing: Timing,
        make: MakeEngine,
    ) -> Result<SystemSpeaker, SystemSpeechProblem> {
        let mut speaker = Self::begin_with(timing, make)?;
        if let Health::Starting { since, started } = &speaker.health {
            let waited = started.recv_timeout(timing.start.saturating_sub(since.elapsed()));
            speaker.started_with(waited);
        }
        match &speaker.health {
            Health::Failed { reason, .. } => Err(reason.clone()),
            _ => Ok(speaker),
        }
    }

    /// Starts a speaker on the engine `make` creates on the worker thread, with these time limits, without waiting.
    pub(crate) fn begin_with(
        timing: Timing,
        make: MakeEngine,
    ) -> Result<SystemSpeaker, SystemSpeechProblem> {
        let (inbox, inbox_rx) = mpsc::channel();
        let (reports_tx, reports) = mpsc::channel();
        let (started_tx, started) = mpsc::channel();
        let busy = Busy::default();
        let worker_busy = busy.clone();
        let events = engine::Events::new(inbox.clone());
        std::thread::Builder::new()
            .name("system speech".into())
            .spawn(move || {
                worker::run(
                    make,
                    timing,
                    events,
                    inbox_rx,
                    started_tx,
                    reports_tx,
                    worker_busy,
                );
            })
            .map_err(|e| SystemSpeechProblem::NoThread(SystemError::from(&e)))?;
        Ok(SystemSpeaker {
            inbox,
            reports,
            pending: BTreeMap::new(),
            next: 0,
            busy,
            timing,
            health: Health::Starting {
                since: Instant::now(),
                started,
            },
            came_up: false,
            engine: engine_name(),
            voices: VoiceBook::default(),
            one_message: false,
        })
    }

    /// Takes the worker's word on the start, if it has come (a timeout is "not yet" until the time limit is over).
    fn started_with(
        &mut self,
        word: Result<Result<&'static str, engine::EngineError>, RecvTimeoutError>,
    ) {
        let Health::Starting { since, .. } = &self.health else {
            return;
        };
        match word {
            Ok(Ok(name)) => {
                self.health = Health::Working;
                self.came_up = true;
                self.engine = name;
            }
            Ok(Err(reason)) => self.fail(SystemSpeechProblem::NoStart {
                engine: engine_name(),
                cause: reason.cause(),
            }),
            Err(RecvTimeoutError::Timeout) if since.elapsed() < self.timing.start => {}
            Err(RecvTimeoutError::Timeout) => self.fail(SystemSpeechProblem::StartTimedOut {
                engine: engine_name(),
                limit: self.timing.start,
            }),
            Err(RecvTimeoutError::Disconnected) => {
                self.fail(SystemSpeechProblem::StoppedStarting {
                    engine: engine_name(),
                });
            }
        }
    }

    /// Reads the worker's reports without waiting, and notices a worker that is gone or an engine call that does
    /// not return.
    fn poll(&mut self) {
        if let Health::Starting { started, .. } = &self.health {
            let word = match started.try_recv() {
                Ok(word) => Ok(word),
                Err(TryRecvError::Empty) => Err(RecvTimeoutError::Timeout),
                Err(TryRecvError::Disconnected) => Err(RecvTimeoutError::Disconnected),
            };
            self.started_with(word);
        }
        loop {
            if !matches!(self.health, Health::Working) {
                return;
            }
            match self.reports.try_recv() {
                Ok(report) => self.take(report),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    self.fail(SystemSpeechProblem::Vanished);
                }
            }
        }
        if let Some(since) = self.busy.since() {
            if since.elapsed() > self.timing.call {
                self.fail(SystemSpeechProblem::NotAnswering {
                    engine: self.engine,
                    limit: self.timing.call,
                });
            }
        }
    }

    fn take(&mut self, report: Report) {
        match report {
            Report::Done(seq) => {
                self.pending.remove(&seq);
            }
            Report::Failed(reason) => self.fail(reason),
        }
    }

    fn fail(&mut self, reason: SystemSpeechProblem) {
        if !matches!(self.health, Health::Failed { .. }) {
            self.health = Health::Failed {
                reason,
                told: false,
            };
            // The worker may still be there (a call that did not return): it is to give up when it can.
            let _ = self.inbox.send(Inbox::Shutdown);
        }
    }

    /// The failure, when there is one not yet told: everything not said goes with it.
    fn untold_failure(&mut self) -> Option<SpeakerFailure> {
        match &mut self.health {
            Health::Failed { reason, told } if !*told => {
                *told = true;
                Some(SpeakerFailure {
                    reason: reason.clone().into(),
                    unsaid: std::mem::take(&mut self.pending).into_values().collect(),
                })
            }
            _ => None,
        }
    }
}

impl Speaker for SystemSpeaker {
    fn name(&self) -> &'static str {
        "system speech"
    }

    fn spoken_name(&self) -> Option<PhraseKey> {
        Some(PhraseKey::SpeakerSystem)
    }

    fn say(&mut self, utterance: Utterance) -> Result<(), SpeakerFailure> {
        // Each language's words are said by its own voice: in one message when the engine can switch voice inside
        // one, else one utterance per part, each going on with the one before. An engine whose one voice speaks
        // every language is given the sentence whole.
        let parts = if self.voices.single() {
            vec![Utterance {
                parts: Vec::new(),
                ..utterance
            }]
        } else if self.one_message && utterance.parts.len() > 1 {
            vec![utterance]
        } else {
            utterance.by_language()
        };
        let mut parts = parts.into_iter();
        while let Some(part) = parts.next() {
            if let Err(mut failure) = self.say_one(part) {
                failure.unsaid.extend(parts);
                return Err(failure);
            }
        }
        Ok(())
    }

    fn check(&mut self) -> Result<(), SpeakerFailure> {
        self.poll();
        match self.untold_failure() {
            Some(failure) => Err(failure),
            None => Ok(()),
        }
    }

    fn started(&self) -> bool {
        self.came_up
    }

    fn cut_answers_before(&mut self, action: u64) {
        let _ = self.inbox.send(Inbox::CutAnswersBefore(action));
    }

    fn set_rate(&mut self, percent: u32) {
        let _ = self.inbox.send(Inbox::SetRate(percent));
    }

    fn speaking(&mut self) -> bool {
        self.poll();
        !self.pending.is_empty() && !matches!(self.health, Health::Failed { .. })
    }

    fn voice_for(&self, language: &str) -> VoiceReady {
        self.voices.voice_for(language)
    }

    /// Without a limit it waits as long as the engine speaks: the worker's limits (an utterance not begun within a
    /// few seconds, not ended within the estimate from its length) and the engine call's end a hang.
    fn finish(&mut self, limit: Option<Duration>) -> bool {
        let deadline = limit.and_then(|limit| Instant::now().checked_add(limit));
        let past = |now: Instant| deadline.is_some_and(|deadline| now >= deadline);
        loop {
            self.poll();
            if matches!(self.health, Health::Failed { .. }) {
                return false;
            }
            if self.pending.is_empty() {
                return true;
            }
            if let Health::Starting { since, started } = &self.health {
                let now = Instant::now();
                if past(now) {
                    return false;
                }
                // The worker's word on the start, waited for until the deadline or the start's own time limit.
                let start_over = (*since + self.timing.start).max(now);
                let until = deadline.map_or(start_over, |deadline| deadline.min(start_over));
                let waited = started.recv_timeout(until - now);
                self.started_with(waited);
                continue;
            }
            let now = Instant::now();
            if past(now) {
                return false;
            }
            // Nothing changes without a report but an engine call that does not return: it is found so when its
            // time limit passes (a call begun now, after the whole limit).
            let hung_at = self
                .busy
                .since()
                .map_or(now + self.timing.call, |since| since + self.timing.call)
                .max(now);
            let until = deadline.map_or(hung_at, |deadline| deadline.min(hung_at));
            match self.reports.recv_timeout(until - now) {
                Ok(report) => self.take(report),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    self.fail(SystemSpeechProblem::Vanished);
                }
            }
        }
    }
}

impl Drop for SystemSpeaker {
    /// Tells the worker to stop speaking and end; never waits for it.
    fn drop(&mut self) {
        let _ = self.inbox.send(Inbox::Shutdown);
    }
}
