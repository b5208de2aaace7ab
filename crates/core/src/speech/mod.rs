//! Speech outputs behind one small trait: the system's speech engine, the built-in recorded voice, or none.
//!
//! A [`Speaker`] is given [`Utterance`]s (the spoken form of a sentence, where it is to be heard, how urgent it is)
//! and must never make the game wait: `say` queues and returns. What is said when, what is cut and what is dropped
//! is decided in one place, the [`SpeechQueue`] (`queue.rs`), which every speaker only carries out. A speaker that stops working says so with a [`SpeakerFailure`] carrying
//! what it had not finished saying, so that the next speaker can say it (`speech_sink.rs` hands over).

use std::time::Duration;

use crate::voice::PhraseKey;

mod queue;
mod utterance;

pub use queue::{Action, Id, Lanes, Placement, SpeechQueue, MOST_AFTER_TONE_MS};
pub use utterance::utterance_for;

/// Where an utterance is heard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Route {
    /// The blind player's private output: clock cues, answers to their questions, refusals, notices.
    Player,
    /// The public announcements, for the opponent and the assistant: moves, offers, claims, results.
    Announce,
}

/// How urgent an utterance is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Priority {
    /// An answer to a question ("time", "board"): the player asked, a newer question replaces it.
    Answer,
    /// A move, an offer, a result: what happens in the game.
    Announcement,
    /// A clock cue, a flag, a refused command: cannot wait.
    Alert,
}

impl Priority {
    /// Whether a new utterance of this priority stops an older one of priority `older` that is still being said.
    /// Only answers are cut: anything new stops an answer being read (a newer question, the opponent's move, a
    /// cue); a move, an offer or a result is always said to its end, and an alert that comes meanwhile is said
    /// next (its tone has already sounded).
    #[must_use]
    pub fn interrupts(self, older: Priority) -> bool {
        older == Priority::Answer && self >= older
    }
}

/// One sentence to be said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Utterance {
    /// The spoken form: the voice pack's `say` words, with the sentence's punctuation (pauses).
    pub text: String,
    /// The BCP 47 language to speak it in ("de" for the FIDE move words, "en" for English sentences).
    pub language: String,
    /// Where it is heard.
    pub route: Route,
    /// How urgent it is.
    pub priority: Priority,
    /// Silence before the words, in milliseconds: the event's tone sounds first (a cue's signal, then its words).
    pub after_ms: u32,
}

/// A speaker that can no longer speak.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpeakerFailure {
    /// What went wrong, in words for the user ("the speech engine did not start speaking within 3 seconds").
    pub reason: String,
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

    /// Gives `utterance` to the speaker, to be said as the [`SpeechQueue`]'s rules say; returns at once.
    ///
    /// # Errors
    /// A [`SpeakerFailure`] when this speaker can no longer speak (then `utterance` is among the unsaid).
    fn say(&mut self, utterance: Utterance) -> Result<(), SpeakerFailure>;

    /// A failure noticed since the last call: an engine that stopped answering, a device that went away.
    ///
    /// # Errors
    /// The [`SpeakerFailure`], once.
    fn check(&mut self) -> Result<(), SpeakerFailure>;

    /// Waits, at most `limit`, until everything queued has been said (at the end of a session); true when it was.
    fn finish(&mut self, limit: Duration) -> bool;

    /// Whether it ever came up: a speaker that starts in the background (the system's engine) and failed before it
    /// was ready never spoke, and `--speech auto` passes over it without a word.
    fn started(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_answers_are_cut() {
        use Priority::{Alert, Announcement, Answer};
        assert!(Alert.interrupts(Answer));
        assert!(Announcement.interrupts(Answer));
        assert!(Answer.interrupts(Answer));
        assert!(!Alert.interrupts(Announcement));
        assert!(!Announcement.interrupts(Announcement));
        assert!(!Alert.interrupts(Alert));
        assert!(!Answer.interrupts(Announcement));
        assert!(!Announcement.interrupts(Alert));
    }
}
