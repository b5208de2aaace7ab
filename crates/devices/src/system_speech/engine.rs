//! The speech engine as the worker sees it: speak one text in a language, stop, and report begin and end through
//! [`Events`]. The real ones are `ssip/engine.rs`, `tts_engine.rs` and `nvda/engine.rs`; the tests have fakes.

use std::error::Error;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use thiserror::Error;

use super::engine_name;
use super::worker::Inbox;
use crate::EngineCause;
use tactus_core::LanguagePart;

/// The engine's name for an utterance it was given, to match its reports with the utterance being said.
pub(crate) type Token = u64;

/// What an engine reports about an utterance; `None` when the engine has no names for utterances.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum EngineEvent {
    /// It began to be heard.
    Begin(Option<Token>),
    /// It was said to the end.
    End(Option<Token>),
    /// It was stopped or cancelled before its end.
    Stopped(Option<Token>),
}

/// Where an engine sends its reports (from any thread: the engine's callbacks run on threads of their own).
#[derive(Clone, Debug)]
pub(crate) struct Events(Sender<Inbox>);

impl Events {
    pub(crate) fn new(inbox: Sender<Inbox>) -> Events {
        Events(inbox)
    }

    /// Sends one report; one that arrives after the worker has ended is of no interest.
    pub(crate) fn send(&self, event: EngineEvent) {
        let _ = self.0.send(Inbox::Event(event));
    }
}

/// An engine's refusal, worded as the end of a sentence about it ("refused to speak: …"): the engine's own error
/// (Speech Dispatcher's `SsipError`, the platform's, the screen reader's code)
/// kept whole, its source the system's reason.
#[derive(Debug, Error)]
#[error(transparent)]
pub(crate) struct EngineError(Box<dyn Error + Send + Sync>);

impl EngineError {
    /// Keeps the engine's own error, or its words when it has no type.
    pub(crate) fn new(error: impl Into<Box<dyn Error + Send + Sync>>) -> EngineError {
        EngineError(error.into())
    }

    /// What the user is told of it: Speech Dispatcher's errors by their kind, another platform's in its own words.
    pub(crate) fn cause(&self) -> EngineCause {
        #[cfg(target_os = "linux")]
        if let Some(error) = self.0.downcast_ref::<super::ssip::SsipError>() {
            return error.cause();
        }
        EngineCause::Platform(self.0.to_string())
    }
}

/// A speech engine, owned by the worker thread that created it.
pub(crate) trait Engine {
    /// Its name in messages for the user: the platform's speech by default.
    fn name(&self) -> &'static str {
        engine_name()
    }

    /// Whether it reports [`EngineEvent::Begin`] and [`EngineEvent::End`] for every utterance.
    fn reports_progress(&self) -> bool;

    /// Starts saying `text` in `language` (BCP 47), with a voice for it when there is one; returns at once.
    ///
    /// # Errors
    /// The engine's refusal.
    fn speak(&mut self, text: &str, language: &str) -> Result<Option<Token>, EngineError>;

    /// Starts saying a sentence of several languages, `parts` in order, as one message with a voice for each part's
    /// language, where `language` is the sentence's own; returns at once. Only an engine that can switch voice inside
    /// one message is given one (Speech Dispatcher: `ssip/ssml.rs`); the others would say the words joined, in
    /// `language`.
    ///
    /// # Errors
    /// The engine's refusal.
    fn speak_parts(
        &mut self,
        parts: &[LanguagePart],
        language: &str,
    ) -> Result<Option<Token>, EngineError> {
        let text: Vec<&str> = parts.iter().map(|part| part.text.as_str()).collect();
        self.speak(&text.join(" "), language)
    }

    /// Stops what it is saying.
    ///
    /// # Errors
    /// The engine's refusal.
    fn stop(&mut self) -> Result<(), EngineError>;

    /// Whether its speech goes on after tactus ends (a screen reader speaks in a process of its own): the end of the
    /// session then leaves what it is saying to be said, and stopping it would also cut what the screen reader
    /// itself is reading.
    fn speaks_after_exit(&self) -> bool {
        false
    }

    /// Says what it is given from now on at `percent` of its normal rate; an engine that cannot change its rate
    /// keeps it.
    fn set_rate(&mut self, _percent: u32) {}

    /// Whether it is speaking, when it can tell.
    fn is_speaking(&mut self) -> Option<bool>;

    /// Lets go of the engine as the worker ends: stops it and releases what it holds.
    fn close(&mut self) {}
}

/// Makes the engine, on the worker thread, given where to send its reports.
pub(crate) type MakeEngine = Box<dyn FnOnce(Events) -> Result<Box<dyn Engine>, EngineError> + Send>;

/// Since when the worker has been inside a call into the engine, if it is in one: the speaker's own thread reads it
/// to notice a call that does not return.
#[derive(Clone, Debug, Default)]
pub(crate) struct Busy(Arc<Mutex<Option<Instant>>>);

impl Busy {
    /// The moment the current call into the engine began, if the worker is in one.
    pub(super) fn since(&self) -> Option<Instant> {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn set(&self, value: Option<Instant>) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = value;
    }

    /// Runs `call`, marked as a call into the engine begun at `now` (also when it panics: the mark goes with the
    /// unwinding).
    pub(super) fn during<T>(&self, now: Instant, call: impl FnOnce() -> T) -> T {
        struct Unmark<'a>(&'a Busy);
        impl Drop for Unmark<'_> {
            fn drop(&mut self) {
                self.0.set(None);
            }
        }
        self.set(Some(now));
        let _unmark = Unmark(self);
        call()
    }
}
