//! A speech output behind one small trait: the system's speech engine or the built-in recorded voice.
//!
//! A [`Speaker`] is given [`Utterance`]s and must never make the game wait: `say` queues and returns; it carries out
//! what the core's `SpeechQueue` decides. A speaker that stops working says so with a [`SpeakerFailure`] carrying
//! what it had not finished saying, so that the next speaker can say it (`speech_sink.rs` hands over).

use std::time::Duration;

use tactus_core::{PhraseKey, Utterance};

use crate::SpeakerProblem;

/// Whether a speaker has a voice for a language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VoiceReady {
    /// It speaks the language with a voice of that language (or with the only voice it has).
    Ready,
    /// Its voice for the language is still being looked up: another speaker should say it meanwhile.
    Soon,
    /// It has no voice of that language: another speaker should say it, if there is one.
    Missing,
}

/// A speaker that can no longer speak.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpeakerFailure {
    /// What went wrong (worded by the pack: [`SpeakerProblem::words`]).
    pub reason: SpeakerProblem,
    /// What it had been given and not finished saying, oldest first: the next speaker says it.
    pub unsaid: Vec<Utterance>,
}

/// A speech output.
pub trait Speaker: Send {
    /// Its name, as the program knows it: "system speech", "the built-in voice".
    fn name(&self) -> &'static str;

    /// The phrase naming it in notices, in the voice pack's words; `None` to use [`Speaker::name`].
    fn spoken_name(&self) -> Option<PhraseKey> {
        None
    }

    /// Gives `utterance` to the speaker, to be said as the core's `SpeechQueue`'s rules say; returns at once.
    ///
    /// # Errors
    /// A [`SpeakerFailure`] when this speaker can no longer speak (then `utterance` is among the unsaid).
    fn say(&mut self, utterance: Utterance) -> Result<(), SpeakerFailure>;

    /// A failure noticed since the last call: an engine that stopped answering, a device that went away.
    ///
    /// # Errors
    /// The [`SpeakerFailure`], once.
    fn check(&mut self) -> Result<(), SpeakerFailure>;

    /// Waits until everything queued has been said (at the end of a session); true when it was. It gives up when
    /// `limit` passes; with no limit, only when it fails (an engine that does not begin or end an utterance within
    /// its own time limits, a sound device that stopped playing): the last words are heard however long they are.
    fn finish(&mut self, limit: Option<Duration>) -> bool;

    /// Says what is given from now on at `percent` of the normal speech rate (brought within what the speaker can
    /// do); what was given before keeps its rate. A speaker prepares what it needs for the rate here, so that no
    /// utterance waits for it.
    fn set_rate(&mut self, _percent: u32) {}

    /// The user acted with nothing to say (`quit` while an answer is read): the answers of earlier actions than
    /// `action`, being said or waiting, are over.
    fn cut_answers_before(&mut self, _action: u64) {}

    /// Whether it is still saying something it was given (or has it waiting).
    fn speaking(&mut self) -> bool {
        false
    }

    /// Whether it has a voice ready for `language` (BCP 47), so that no word goes to a voice of another language.
    fn voice_for(&self, _language: &str) -> VoiceReady {
        VoiceReady::Ready
    }

    /// Whether it ever came up: a speaker that starts in the background (the system's engine) and failed before it
    /// was ready never spoke, and `--speech auto` passes over it without a word.
    fn started(&self) -> bool {
        true
    }
}
