//! The real engine on Linux: Speech Dispatcher, spoken to in SSIP over its Unix socket, one connection per voice.
//!
//! Measured on the test stage (Speech Dispatcher 0.11.4 with espeak-ng, about 13,000 voices, PulseAudio null sink,
//! debug build, 2 cores), four runs each, before through `tts` (libspeechd) and after through this client:
//! - opening, the server started first: `tts` 144-196 ms, SSIP 160-302 ms (the server's start is most of both);
//! - from `speak` to the begin report: `tts` 2.4-12.0 ms, SSIP 1.6-14.3 ms (with the voices being listed at the same
//!   time, SSIP 101-107 ms for the first utterance in three runs of four);
//! - `describe` (start the server, list the voices): `tts` 1.33-1.85 s, SSIP 0.28-0.29 s. libspeechd looks up each
//!   line of a reply from the reply's beginning, so a list of 13,000 lines took it over a second; here each line is
//!   read once. (`tts` also left out the 204 voices whose language tag is not well-formed BCP 47, which are counted
//!   here: 13,362 voices in 130 languages instead of 13,158 in 128.)
//! - a game's German voice set (`tactus play --speech auto`, from the start of the program to Speech Dispatcher
//!   logging `SET SELF SYNTHESIS_VOICE German`): `tts` 4.5-5.1 s (it listed the voices again for each voice it set),
//!   SSIP 0.44-0.45 s; three runs each.
//!
//! Listing the voices and setting a connection's voice keep the server busy, so that it answers other requests late
//! (see above). So voices are looked up on a helper thread from the start, never on the way of an
//! utterance: it lists them once and, for each of the session's languages, opens a connection with the voice for it,
//! which the engine then speaks through. Until a language's voice is ready (the [`VoiceBook`] says so), the speech
//! sink gives its words to the built-in voice, so that no word goes to a voice of another language.
//!
//! Every message is SSML (`ssml.rs`), so that a sentence of several languages is one message on the connection of
//! its own language, each part in a voice element: measured through the binary on the test stage, `board` at the
//! start was 23 messages and 33.1 s as a message per language part, and is 5 messages and 27.1 s (middle game: 28
//! messages and 43.1 s, now 7 and 39.8 s); the pauses of 0.3 s or more fell from 23 to 5.

use std::collections::HashMap;
use std::path::PathBuf;
use std::time::Duration;

use super::address;
use super::connection::Connection;
use super::error::SsipError;
use super::setup::{open, rate_command, speak_as, token, CALL, START};
use super::ssml;
use super::voices::{find_voices, Lookup, Numbered};
use crate::system_speech::by_language::ByLanguage;
use crate::system_speech::engine::{Engine, EngineError, Events, Token};
use crate::system_speech::voice_book::VoiceBook;
use crate::system_speech::SpeechOptions;
use tactus_core::LanguagePart;

/// The system speech engine through SSIP.
pub(in crate::system_speech) struct SsipEngine {
    voices: ByLanguage<Connection, Numbered>,
    /// The language of each connection's voice as the server lists it, by connection (the main one has none).
    tags: HashMap<usize, String>,
    speaking_on: usize,
    path: PathBuf,
    options: SpeechOptions,
    events: Events,
    book: VoiceBook,
}

impl SsipEngine {
    /// Opens the engine's first connection, at the socket the environment names (on the calling thread, which is
    /// to own the engine), and starts looking up the voices of `languages` on a helper thread, writing what it
    /// finds in `book`.
    ///
    /// # Errors
    /// Why Speech Dispatcher cannot be reached ([`SsipError`], in words for the user).
    pub(crate) fn open(
        options: SpeechOptions,
        events: Events,
        book: VoiceBook,
        languages: &[String],
    ) -> Result<SsipEngine, SsipError> {
        Self::open_at(
            address::from_environment()?,
            options,
            events,
            book,
            languages,
        )
    }

    /// [`SsipEngine::open`] at the socket `path`.
    ///
    /// # Errors
    /// See [`SsipEngine::open`].
    pub(crate) fn open_at(
        path: PathBuf,
        options: SpeechOptions,
        events: Events,
        book: VoiceBook,
        languages: &[String],
    ) -> Result<SsipEngine, SsipError> {
        let mut main = open(&path, Some((0, events.clone())), options, "main", START)?;
        // The session's first language (its sentences') is spoken from the start, before any voice is looked up.
        speak_as(&mut main, languages.first().map_or("", String::as_str))?;
        let mut engine = SsipEngine {
            voices: ByLanguage::new(main, book.clone(), true),
            tags: HashMap::new(),
            speaking_on: 0,
            path,
            options,
            events,
            book,
        };
        for language in languages {
            engine.voices.connection_for(language);
        }
        engine.ask_helper();
        Ok(engine)
    }

    /// Takes in the helper's answers: a connection is used only under the number the helper opened it with (its
    /// reports carry that number).
    fn collect_voices(&mut self) {
        let tags = &mut self.tags;
        self.voices.collect(
            |Numbered {
                 index,
                 connection,
                 tag,
             },
             next| {
                (index == next).then(|| {
                    tags.insert(index, tag);
                    connection
                })
            },
        );
    }

    /// Gives `message` (SSML) to the connection that speaks `language`; its token.
    fn send(&mut self, message: &str, language: &str) -> Result<Option<Token>, SsipError> {
        self.collect_voices();
        let index = self.voices.connection_for(language);
        let number = self
            .voices
            .get_mut(index)
            .ok_or(SsipError::Gone)?
            .speak(message, CALL)?;
        self.speaking_on = index;
        // After the utterance is on its way: the voices are looked up while it is being said.
        self.ask_helper();
        Ok(Some(token(index, number)))
    }

    /// The tag naming `language`'s voice inside a message: the language of the voice found for it, else the
    /// language itself.
    fn tag_for(&mut self, language: &str) -> String {
        let index = self.voices.connection_for(language);
        self.tags
            .get(&index)
            .cloned()
            .unwrap_or_else(|| language.to_string())
    }

    /// Sends the helper the languages asked for, starting it the first time.
    fn ask_helper(&mut self) {
        let lookup = Lookup {
            path: self.path.clone(),
            options: self.options,
            events: self.events.clone(),
            book: self.book.clone(),
        };
        self.voices.ask_helper(move |requests, replies| {
            std::thread::Builder::new()
                .name("speech voices".into())
                .spawn(move || find_voices(&lookup, requests, replies))
                .map(|_| ())
        });
    }
}

impl Engine for SsipEngine {
    fn reports_progress(&self) -> bool {
        true
    }

    fn speak(&mut self, text: &str, language: &str) -> Result<Option<Token>, EngineError> {
        self.send(&ssml::one_language(text), language)
            .map_err(EngineError::new)
    }

    fn speak_parts(
        &mut self,
        parts: &[LanguagePart],
        language: &str,
    ) -> Result<Option<Token>, EngineError> {
        self.collect_voices();
        let tagged: Vec<(&str, String)> = parts
            .iter()
            .map(|part| (part.text.as_str(), self.tag_for(&part.language)))
            .collect();
        let message = ssml::by_language(tagged.iter().map(|(text, tag)| (*text, tag.as_str())));
        self.send(&message, language).map_err(EngineError::new)
    }

    fn stop(&mut self) -> Result<(), EngineError> {
        match self.voices.get_mut(self.speaking_on) {
            Some(connection) => connection
                .command("CANCEL SELF", CALL)
                .map(|_| ())
                .map_err(EngineError::new),
            None => Ok(()),
        }
    }

    fn set_rate(&mut self, percent: u32) {
        // Connections opened later (a language's voice found) take the options as they are then.
        self.options.rate = Some(percent);
        let command = rate_command(percent);
        for connection in self.voices.each_mut() {
            // A setting the server refuses is left at its own, as at the start.
            let _ = connection.command(&command, CALL);
        }
    }

    fn is_speaking(&mut self) -> Option<bool> {
        None
    }

    fn close(&mut self) {
        if let Some(connection) = self.voices.get_mut(self.speaking_on) {
            let _ = connection.command("CANCEL SELF", Duration::from_millis(300));
        }
        for mut connection in self.voices.close() {
            connection.quit();
        }
    }
}

impl Drop for SsipEngine {
    fn drop(&mut self) {
        self.close();
    }
}
