//! Which languages system speech has a voice ready for, shared between the engine's voice lookup (which writes it)
//! and the speaker (which the speech sink asks before it gives a sentence to system speech).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use crate::VoiceReady;

/// The voices found so far, by language (compared without case, `_` read as `-`).
#[derive(Clone, Debug, Default)]
pub(crate) struct VoiceBook(Arc<Mutex<Book>>);

#[derive(Debug, Default)]
struct Book {
    languages: HashMap<String, VoiceReady>,
    /// The engine cannot list its voices: its one voice speaks everything.
    one_voice: bool,
}

impl VoiceBook {
    /// A book where `languages` are being looked up.
    pub(super) fn looking_for(languages: &[String]) -> VoiceBook {
        let book = VoiceBook::default();
        for language in languages {
            book.mark(language, VoiceReady::Soon);
        }
        book
    }

    /// Records what was found for `language`.
    pub(super) fn mark(&self, language: &str, ready: VoiceReady) {
        self.lock().languages.insert(normalize(language), ready);
    }

    /// Records that voices cannot be looked up: the engine's own voice speaks every language.
    pub(super) fn one_voice(&self) {
        self.lock().one_voice = true;
    }

    /// Whether one voice speaks every language (the engine cannot list its voices, or has only one).
    pub(super) fn single(&self) -> bool {
        self.lock().one_voice
    }

    /// Whether `language` has its voice: a language never asked for is spoken by the engine's own voice.
    pub(super) fn voice_for(&self, language: &str) -> VoiceReady {
        let book = self.lock();
        if book.one_voice {
            return VoiceReady::Ready;
        }
        book.languages
            .get(&normalize(language))
            .copied()
            .unwrap_or(VoiceReady::Ready)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Book> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A language tag compared without case, `_` read as `-`.
pub(crate) fn normalize(language: &str) -> String {
    language.trim().to_ascii_lowercase().replace('_', "-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_asked_for_wait_for_their_voice() {
        let book = VoiceBook::looking_for(&["de".into(), "en".into()]);
        assert_eq!(book.voice_for("DE"), VoiceReady::Soon);
        book.mark("de", VoiceReady::Ready);
        book.mark("en", VoiceReady::Missing);
        assert_eq!(book.voice_for("de"), VoiceReady::Ready);
        assert_eq!(book.voice_for("en"), VoiceReady::Missing);
        assert_eq!(book.voice_for("fr"), VoiceReady::Ready);
        assert!(!book.single());
        book.one_voice();
        assert!(book.single());
        assert_eq!(book.voice_for("en"), VoiceReady::Ready);
    }
}
