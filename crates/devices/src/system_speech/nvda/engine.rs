//! NVDA as the engine the speech worker drives: each utterance goes to NVDA whole in one `speakText`, said by the
//! user's own NVDA voice with its settings, after what NVDA is already saying; stopping is `cancelSpeech`.
//!
//! NVDA tells nothing of when an utterance begins or ends, nor whether it is speaking: the worker counts an utterance
//! said once the time its length takes at a normal rate has passed, then hands over the next, which NVDA says after
//! it. NVDA's one voice speaks every language (the text carries none), so the speaker gives it each sentence whole.
//! NVDA speaks in a process of its own: when tactus ends, what NVDA is saying is left to be said (stopping it would
//! also cut NVDA's own reading of the last lines printed).

use super::super::engine::{Engine, EngineError, Token};
use super::super::voice_book::VoiceBook;
use super::client::Client;
use super::error::NvdaError;

/// NVDA's speech, through its controller client.
pub(crate) struct NvdaEngine {
    client: &'static Client,
}

impl NvdaEngine {
    /// NVDA's speech, when its controller client is found and NVDA answers; marks in `book` that its one voice speaks
    /// every language.
    ///
    /// # Errors
    /// Why not: no controller client, or NVDA not answering.
    pub(crate) fn open(book: &VoiceBook) -> Result<NvdaEngine, NvdaError> {
        let client = Client::get()?;
        client.answers()?;
        book.one_voice();
        Ok(NvdaEngine { client })
    }
}

impl Engine for NvdaEngine {
    fn name(&self) -> &'static str {
        "NVDA"
    }

    fn reports_progress(&self) -> bool {
        false
    }

    fn speak(&mut self, text: &str, _language: &str) -> Result<Option<Token>, EngineError> {
        self.client.speak(text).map_err(EngineError::new)?;
        Ok(None)
    }

    fn stop(&mut self) -> Result<(), EngineError> {
        self.client.cancel().map_err(EngineError::new)
    }

    fn speaks_after_exit(&self) -> bool {
        true
    }

    fn is_speaking(&mut self) -> Option<bool> {
        None
    }
}
