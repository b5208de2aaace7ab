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
//!
//! Listing the voices and setting a connection's voice keep the server busy, so that it answers other requests late
//! (see above). So voices are looked up on a helper thread from the start, never on the way of an
//! utterance: it lists them once and, for each of the session's languages, opens a connection with the voice for it,
//! which the engine then speaks through. Until a language's voice is ready (the [`VoiceBook`] says so), the speech
//! sink gives its words to the built-in voice, so that no word goes to a voice of another language.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::time::Duration;

use super::address;
use super::connection::Connection;
use super::reply::{Event, EventKind};
use super::spawn::connect_or_start;
use crate::system_speech::engine::{Engine, EngineEvent, Events, Token};
use crate::system_speech::scales::{rate_value, volume_value};
use crate::system_speech::survey::{describe_with, Stage};
use crate::system_speech::voice_book::{normalize, VoiceBook};
use crate::system_speech::voice_choice::choose_voice;
use crate::system_speech::SpeechOptions;
use tactus_core::speech::VoiceReady;

/// For the server to answer a command on the way of an utterance (under the speaker's own limit for a call).
const CALL: Duration = Duration::from_secs(3);
/// For the server to come up when it must be started (under the speaker's limit for the start).
const START: Duration = Duration::from_secs(4);
/// For listing the voices or setting one, off the way of any utterance (about 0.1 s measured, more under load).
const SLOW: Duration = Duration::from_secs(30);

/// One sentence about Speech Dispatcher for `tactus devices`: whether it answers, and how many voices in which
/// languages it has; never takes longer than `limit`.
#[must_use]
pub fn describe(limit: Duration) -> String {
    describe_with(limit, move |report| match address::from_environment() {
        Ok(path) => survey(&path, limit, report),
        Err(reason) => report(Stage::Absent(reason)),
    })
}

/// The look behind [`describe`], at the server on `path`.
pub(super) fn survey(path: &Path, limit: Duration, report: &dyn Fn(Stage)) {
    let mut connection = match open(
        path,
        None,
        SpeechOptions::default(),
        "survey",
        START.min(limit),
    ) {
        Ok(connection) => connection,
        Err(reason) => return report(Stage::Absent(reason)),
    };
    report(Stage::Found);
    let voices = connection
        .voices(SLOW)
        .map(|voices| voices.into_iter().map(|(_, language)| language).collect());
    report(Stage::Voices(voices));
    connection.quit();
}

/// Connection number and message number in one token.
fn token(connection: usize, message: u64) -> Token {
    ((connection as u64) << 48) | (message & ((1 << 48) - 1))
}

/// A name the server accepts in `CLIENT_NAME` (no spaces or colons).
fn plain(name: &str) -> String {
    let plain: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        .collect();
    if plain.is_empty() {
        "user".into()
    } else {
        plain
    }
}

/// A setting on the server's scale, -100 to 100, as the whole number SSIP takes.
fn whole(value: f32) -> i32 {
    #[allow(clippy::cast_possible_truncation)] // clamped to -100..100 first
    let value = value.clamp(-100.0, 100.0).round() as i32;
    value
}

/// Opens a connection (starting the server when nothing answers, within `start`) and sets it up: its name,
/// reports of every message's beginning and end, the priority libspeechd's `spd_say` gave (important), and the
/// options (the server's rate and volume run from -100 to 100, normal rate 0). `reports`: the connection's number
/// and where its events go; `None` for a connection that does not speak.
fn open(
    path: &Path,
    reports: Option<(usize, Events)>,
    options: SpeechOptions,
    purpose: &str,
    start: Duration,
) -> Result<Connection, String> {
    let stream = connect_or_start(path, start)?;
    let on_event: super::connection::OnEvent = match reports {
        Some((index, events)) => Box::new(move |event: Event| {
            let token = Some(token(index, event.message));
            match event.kind {
                EventKind::Begin => events.send(EngineEvent::Begin(token)),
                EventKind::End => events.send(EngineEvent::End(token)),
                EventKind::Canceled => events.send(EngineEvent::Stopped(token)),
                EventKind::IndexMark | EventKind::Paused | EventKind::Resumed => {}
            }
        }),
        None => Box::new(|_| {}),
    };
    let mut connection = Connection::over(stream, on_event)?;
    let user = std::env::var("USER").unwrap_or_default();
    connection.command(
        &format!(
            "SET SELF CLIENT_NAME {}:tactus:{}",
            plain(&user),
            plain(purpose)
        ),
        CALL,
    )?;
    connection.command("SET SELF NOTIFICATION ALL on", CALL)?;
    connection.command("SET SELF PRIORITY important", CALL)?;
    // A setting the server refuses is left at its own (a server that does not answer fails the next command).
    if let Some(percent) = options.rate {
        let rate = whole(rate_value(percent, -100.0, 0.0, 100.0));
        let _ = connection.command(&format!("SET SELF RATE {rate}"), CALL);
    }
    if let Some(percent) = options.volume {
        let volume = whole(volume_value(percent, -100.0, 100.0));
        let _ = connection.command(&format!("SET SELF VOLUME {volume}"), CALL);
    }
    Ok(connection)
}

/// What the helper thread sends back for a language.
enum Reply {
    /// Connection number `index`, speaking `language` with its voice.
    Ready {
        language: String,
        index: usize,
        connection: Connection,
    },
    /// The server has no voice for `language` (or it could not be set): the default voice speaks it.
    NoVoice(String),
    /// The voices cannot be listed: the default voice speaks everything.
    Unavailable,
}

/// What the helper thread needs.
struct Lookup {
    path: PathBuf,
    options: SpeechOptions,
    events: Events,
    book: VoiceBook,
}

/// The helper thread's body: lists the voices once, then opens a connection for each language asked for (numbered
/// from 1 in the order they are sent), and marks in the book what was found once the engine can have it.
fn find_voices(lookup: &Lookup, requests: Receiver<String>, replies: Sender<Reply>) {
    let listed = open(&lookup.path, None, lookup.options, "voices", START).and_then(|mut c| {
        let voices = c.voices(SLOW);
        c.quit();
        voices
    });
    let Ok(table) = listed else {
        let _ = replies.send(Reply::Unavailable);
        lookup.book.one_voice();
        return;
    };
    let mut next = 1;
    for language in requests {
        let voiced = choose_voice(&table, &language).and_then(|index| {
            let reports = Some((next, lookup.events.clone()));
            open(&lookup.path, reports, lookup.options, &language, START)
                .and_then(|mut connection| {
                    let name = &table[index].0;
                    connection.command(&format!("SET SELF SYNTHESIS_VOICE {name}"), SLOW)?;
                    Ok(connection)
                })
                .ok()
        });
        let (reply, found) = match voiced {
            Some(connection) => {
                let index = next;
                next += 1;
                let ready = Reply::Ready {
                    language: language.clone(),
                    index,
                    connection,
                };
                (ready, VoiceReady::Ready)
            }
            None => (Reply::NoVoice(language.clone()), VoiceReady::Missing),
        };
        if replies.send(reply).is_err() {
            return;
        }
        lookup.book.mark(&language, found);
    }
}

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
