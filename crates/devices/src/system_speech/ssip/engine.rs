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

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::time::Duration;

use super::address;
use super::connection::Connection;
use super::setup::{open, token, CALL, START};
use super::voices::{find_voices, Lookup, Reply};
use crate::system_speech::engine::{Engine, Events, Token};
use crate::system_speech::voice_book::{normalize, VoiceBook};
use crate::system_speech::SpeechOptions;

/// How a language is spoken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Voicing {
    /// Its voice is being looked for.
    Asked,
    /// Through this connection.
    Connection(usize),
    /// By the default voice.
    Default,
}

struct Helper {
    requests: Sender<String>,
    replies: Receiver<Reply>,
}

/// The system speech engine through SSIP.
pub(in crate::system_speech) struct SsipEngine {
    /// Connection 0 speaks with the default voice, the others each with the voice for a language.
    connections: Vec<Connection>,
    languages: HashMap<String, Voicing>,
    /// Languages asked for and not yet sent to the helper.
    to_ask: Vec<String>,
    helper: Option<Helper>,
    /// False once the helper cannot help (no voices to list).
    voices_possible: bool,
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
    /// Why Speech Dispatcher cannot be reached, in words for the user.
    pub fn open(
        options: SpeechOptions,
        events: Events,
        book: VoiceBook,
        languages: &[String],
    ) -> Result<SsipEngine, String> {
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
    pub fn open_at(
        path: PathBuf,
        options: SpeechOptions,
        events: Events,
        book: VoiceBook,
        languages: &[String],
    ) -> Result<SsipEngine, String> {
        let main = open(&path, Some((0, events.clone())), options, "main", START)?;
        let mut engine = SsipEngine {
            connections: vec![main],
            languages: HashMap::new(),
            to_ask: Vec::new(),
            helper: None,
            voices_possible: true,
            speaking_on: 0,
            path,
            options,
            events,
            book,
        };
        for language in languages {
            engine.connection_for(language);
        }
        engine.ask_helper();
        Ok(engine)
    }

    /// Takes in the helper's answers.
    fn collect_voices(&mut self) {
        loop {
            let Some(helper) = &self.helper else {
                return;
            };
            let reply = match helper.replies.try_recv() {
                Ok(reply) => reply,
                Err(TryRecvError::Empty) => return,
                Err(TryRecvError::Disconnected) => Reply::Unavailable,
            };
            match reply {
                Reply::Ready {
                    language,
                    index,
                    connection,
                } => {
                    // The helper numbers its connections in the order it sends them; one out of order is not used.
                    let voicing = if index == self.connections.len() {
                        self.connections.push(connection);
                        Voicing::Connection(index)
                    } else {
                        Voicing::Default
                    };
                    self.languages.insert(language, voicing);
                }
                Reply::NoVoice(language) => {
                    self.languages.insert(language, Voicing::Default);
                }
                Reply::Unavailable => {
                    self.book.one_voice();
                    self.helper = None;
                    self.voices_possible = false;
                    for voicing in self.languages.values_mut() {
                        if *voicing == Voicing::Asked {
                            *voicing = Voicing::Default;
                        }
                    }
                }
            }
        }
    }

    /// The connection that speaks `language`; asks for its voice the first time.
    fn connection_for(&mut self, language: &str) -> usize {
        let key = normalize(language);
        if key.is_empty() || !self.voices_possible {
            return 0;
        }
        match self.languages.get(&key) {
            Some(Voicing::Connection(index)) => *index,
            Some(Voicing::Asked | Voicing::Default) => 0,
            None => {
                self.languages.insert(key.clone(), Voicing::Asked);
                self.to_ask.push(key);
                0
            }
        }
    }

    /// Sends the helper the languages asked for, starting it the first time.
    fn ask_helper(&mut self) {
        if self.to_ask.is_empty() || !self.voices_possible {
            return;
        }
        if self.helper.is_none() {
            let (requests, requests_rx) = mpsc::channel();
            let (replies_tx, replies) = mpsc::channel();
            let lookup = Lookup {
                path: self.path.clone(),
                options: self.options,
                events: self.events.clone(),
                book: self.book.clone(),
            };
            let spawned = std::thread::Builder::new()
                .name("speech voices".into())
                .spawn(move || find_voices(&lookup, requests_rx, replies_tx));
            if spawned.is_err() {
                self.voices_possible = false;
                self.book.one_voice();
                return;
            }
            self.helper = Some(Helper { requests, replies });
        }
        if let Some(helper) = &self.helper {
            for language in self.to_ask.drain(..) {
                let _ = helper.requests.send(language);
            }
        }
    }
}

impl Engine for SsipEngine {
    fn reports_progress(&self) -> bool {
        true
    }

    fn speak(&mut self, text: &str, language: &str) -> Result<Option<Token>, String> {
        self.collect_voices();
        let index = self.connection_for(language);
        let message = self
            .connections
            .get_mut(index)
            .ok_or("its connection is closed")?
            .speak(text, CALL)?;
        self.speaking_on = index;
        // After the utterance is on its way: the voices are looked up while it is being said.
        self.ask_helper();
        Ok(Some(token(index, message)))
    }

    fn stop(&mut self) -> Result<(), String> {
        match self.connections.get_mut(self.speaking_on) {
            Some(connection) => connection.command("CANCEL SELF", CALL).map(|_| ()),
            None => Ok(()),
        }
    }

    fn is_speaking(&mut self) -> Option<bool> {
        None
    }

    fn close(&mut self) {
        self.helper = None;
        if let Some(connection) = self.connections.get_mut(self.speaking_on) {
            let _ = connection.command("CANCEL SELF", Duration::from_millis(300));
        }
        for mut connection in self.connections.drain(..) {
            connection.quit();
        }
    }
}

impl Drop for SsipEngine {
    fn drop(&mut self) {
        self.close();
    }
}
