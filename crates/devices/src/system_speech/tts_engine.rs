//! The real engine on Windows and macOS: the `tts` crate, one connection per voice. (Linux speaks SSIP to Speech
//! Dispatcher itself: `ssip/`.)
//!
//! Measured with Speech Dispatcher and espeak-ng (13,000 voices): a connection opens in under a millisecond once
//! the server runs (about 160 ms when it must be started first), `speak` returns within 2 ms and the begin report
//! follows within a few milliseconds; listing the voices takes about 1.4 s, and `set_voice` as long again (it lists
//! them anew), during which the server answers other requests late (a beginning measured 150-400 ms late instead of
//! 2-5 ms). So voices are looked up on a helper thread from the start, never on the way of an utterance: it lists them
//! once and, for each of the session's languages, opens a connection with the voice for it, which the engine then
//! speaks through. Until a language's voice is ready (the [`VoiceBook`] says so), the speech sink gives its words to
//! the built-in voice, so that no word goes to a voice of another language.
//!
//! A connection is closed only when none of its utterances can still report: `tts` forgets a connection's callbacks
//! before it closes the connection, and a report arriving in between would panic inside the C library's callback
//! thread, which ends the process. A connection with an utterance whose end was never reported (the engine's failure)
//! is kept open, stopped, until the process ends.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tts::{Features, Tts, UtteranceId};

use super::engine::{Engine, EngineEvent, Events, Token};
use super::scales::{rate_value, volume_value};
use super::survey::{describe_with, Stage};
use super::voice_book::{normalize, VoiceBook};
use super::voice_choice::choose_voice;
use super::SpeechOptions;
use tactus_core::speech::VoiceReady;

/// One sentence about the system speech engine for `tactus devices`: whether it answers, and how many voices in
/// which languages it has; never takes longer than `limit`.
#[must_use]
pub fn describe(limit: Duration) -> String {
    describe_with(limit, |report| {
        let tts = match Tts::default() {
            Ok(tts) => tts,
            Err(e) => return report(Stage::Absent(e.to_string())),
        };
        report(Stage::Found);
        let voices = if tts.supported_features().voice {
            tts.voices()
                .map(|voices| voices.iter().map(|v| v.language().to_string()).collect())
                .map_err(|e| e.to_string())
        } else {
            Err("it cannot list its voices".into())
        };
        report(Stage::Voices(voices));
    })
}

/// The engine's number for an utterance, where it has one.
#[allow(unreachable_patterns, clippy::unnecessary_wraps)]
fn utterance_number(id: &UtteranceId) -> Option<u64> {
    match id {
        #[cfg(target_os = "linux")]
        UtteranceId::SpeechDispatcher(n) => Some(*n),
        #[cfg(windows)]
        UtteranceId::WinRt(n) => Some(*n),
        _ => None,
    }
}

/// Connection number and utterance number in one token.
fn token(connection: usize, id: &UtteranceId) -> Option<Token> {
    utterance_number(id).map(|n| ((connection as u64) << 48) | (n & ((1 << 48) - 1)))
}

/// Opens a connection with the options applied (the engine keeps an option it cannot take at its own setting).
fn open_tts(options: SpeechOptions) -> Result<Tts, String> {
    let mut tts = Tts::default().map_err(|e| e.to_string())?;
    let features = tts.supported_features();
    if let (Some(percent), true) = (options.rate, features.rate) {
        let value = rate_value(percent, tts.min_rate(), tts.normal_rate(), tts.max_rate());
        let _ = tts.set_rate(value);
    }
    if let (Some(percent), true) = (options.volume, features.volume) {
        let value = volume_value(percent, tts.min_volume(), tts.max_volume());
        let _ = tts.set_volume(value);
    }
    Ok(tts)
}

/// One connection to the engine, with its voice.
struct Connection {
    tts: Tts,
    /// The number of the last utterance it was given, if any; `u64::MAX` for one the engine gave no number.
    last_spoken: Option<u64>,
    /// One more than the highest utterance number whose end or cancellation was reported (0: none yet).
    finished: Arc<AtomicU64>,
}

impl Connection {
    /// Sets up the reports of `tts`, as connection number `index`.
    fn attach(
        tts: Tts,
        index: usize,
        features: Features,
        events: &Events,
    ) -> Result<Connection, String> {
        let finished = Arc::new(AtomicU64::new(0));
        if features.utterance_callbacks {
            let begin = events.clone();
            tts.on_utterance_begin(Some(Box::new(move |id| {
                begin.send(EngineEvent::Begin(token(index, &id)));
            })))
            .map_err(|e| e.to_string())?;
            let (end, end_finished) = (events.clone(), Arc::clone(&finished));
            tts.on_utterance_end(Some(Box::new(move |id| {
                if let Some(n) = utterance_number(&id) {
                    end_finished.fetch_max(n.saturating_add(1), Ordering::SeqCst);
                }
                end.send(EngineEvent::End(token(index, &id)));
            })))
            .map_err(|e| e.to_string())?;
            let (stop, stop_finished) = (events.clone(), Arc::clone(&finished));
            tts.on_utterance_stop(Some(Box::new(move |id| {
                if let Some(n) = utterance_number(&id) {
                    stop_finished.fetch_max(n.saturating_add(1), Ordering::SeqCst);
                }
                stop.send(EngineEvent::Stopped(token(index, &id)));
            })))
            .map_err(|e| e.to_string())?;
        }
        Ok(Connection {
            tts,
            last_spoken: None,
            finished,
        })
    }

    /// Whether no utterance of it can still report.
    fn settled(&self) -> bool {
        self.last_spoken
            .is_none_or(|n| n != u64::MAX && self.finished.load(Ordering::SeqCst) > n)
    }
}

/// What the helper thread sends back for a language.
enum Reply {
    /// A connection speaking `language` with its voice.
    Ready { language: String, tts: Tts },
    /// The engine has no voice for `language` (or it could not be set): the default voice speaks it.
    NoVoice(String),
    /// The voices cannot be listed: the default voice speaks everything.
    Unavailable,
}

/// The helper thread's body: lists the voices once, then opens a connection for each language asked for, and marks
/// in `book` what was found once the engine can have it.
fn find_voices(
    options: SpeechOptions,
    book: &VoiceBook,
    requests: Receiver<String>,
    replies: Sender<Reply>,
) {
    let voices = match Tts::default().and_then(|tts| tts.voices()) {
        Ok(voices) => voices,
        Err(_) => {
            let _ = replies.send(Reply::Unavailable);
            book.one_voice();
            return;
        }
    };
    let table: Vec<(String, String)> = voices
        .iter()
        .map(|voice| (voice.name(), voice.language().to_string()))
        .collect();
    for language in requests {
        let reply = match choose_voice(&table, &language) {
            None => Reply::NoVoice(language.clone()),
            Some(index) => {
                let voiced = open_tts(options).and_then(|mut tts| {
                    tts.set_voice(&voices[index])
                        .map(|()| tts)
                        .map_err(|e| e.to_string())
                });
                match voiced {
                    Ok(tts) => Reply::Ready {
                        language: language.clone(),
                        tts,
                    },
                    Err(_) => Reply::NoVoice(language.clone()),
                }
            }
        };
        let found = match reply {
            Reply::Ready { .. } => VoiceReady::Ready,
            _ => VoiceReady::Missing,
        };
        if replies.send(reply).is_err() {
            return;
        }
        book.mark(&language, found);
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

/// The system speech engine through `tts`.
pub(super) struct TtsEngine {
    /// Connection 0 speaks with the default voice, the others each with the voice for a language.
    connections: Vec<Connection>,
    languages: HashMap<String, Voicing>,
    /// Languages asked for and not yet sent to the helper (it starts after the first utterance).
    to_ask: Vec<String>,
    helper: Option<Helper>,
    /// False once the helper cannot help (no voices, or none to list).
    voices_possible: bool,
    speaking_on: usize,
    features: Features,
    options: SpeechOptions,
    events: Events,
    book: VoiceBook,
}

impl TtsEngine {
    /// Opens the engine's first connection (on the calling thread, which is to own the engine) and starts looking up
    /// the voices of `languages` on a helper thread, writing what it finds in `book`.
    pub fn open(
        options: SpeechOptions,
        events: Events,
        book: VoiceBook,
        languages: &[String],
    ) -> Result<TtsEngine, String> {
        let tts = open_tts(options)?;
        let features = tts.supported_features();
        let main = Connection::attach(tts, 0, features, &events)?;
        if !features.voice {
            book.one_voice();
        }
        let mut engine = TtsEngine {
            connections: vec![main],
            languages: HashMap::new(),
            to_ask: Vec::new(),
            helper: None,
            voices_possible: features.voice,
            speaking_on: 0,
            features,
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
                Reply::Ready { language, tts } => {
                    let index = self.connections.len();
                    let voicing = match Connection::attach(tts, index, self.features, &self.events)
                    {
                        Ok(connection) => {
                            self.connections.push(connection);
                            Voicing::Connection(index)
                        }
                        Err(_) => Voicing::Default,
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
            let options = self.options;
            let book = self.book.clone();
            let spawned = std::thread::Builder::new()
                .name("speech voices".into())
                .spawn(move || find_voices(options, &book, requests_rx, replies_tx));
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

impl Engine for TtsEngine {
    fn reports_progress(&self) -> bool {
        self.features.utterance_callbacks
    }

    fn speak(&mut self, text: &str, language: &str) -> Result<Option<Token>, String> {
        self.collect_voices();
        let index = self.connection_for(language);
        // The C library takes no NUL inside a text.
        let text = text.replace('\0', " ");
        let connection = &mut self.connections[index];
        let id = connection
            .tts
            .speak(text, false)
            .map_err(|e| e.to_string())?;
        connection.last_spoken = Some(id.as_ref().and_then(utterance_number).unwrap_or(u64::MAX));
        self.speaking_on = index;
        // After the utterance is on its way: the voices are looked up while it is being said.
        self.ask_helper();
        Ok(id.as_ref().and_then(|id| token(index, id)))
    }

    fn stop(&mut self) -> Result<(), String> {
        if !self.features.stop {
            // Nothing to stop with: the next utterance follows this one.
            return Ok(());
        }
        self.connections[self.speaking_on]
            .tts
            .stop()
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    fn is_speaking(&mut self) -> Option<bool> {
        if !self.features.is_speaking {
            return None;
        }
        self.connections[self.speaking_on].tts.is_speaking().ok()
    }

    fn close(&mut self) {
        self.helper = None;
        if self.connections.is_empty() {
            return;
        }
        for connection in &mut self.connections {
            if !connection.settled() && self.features.stop {
                let _ = connection.tts.stop();
            }
        }
        let deadline = Instant::now() + Duration::from_millis(300);
        while Instant::now() < deadline && !self.connections.iter().all(Connection::settled) {
            std::thread::sleep(Duration::from_millis(10));
        }
        for connection in self.connections.drain(..) {
            if connection.settled() {
                drop(connection);
            } else {
                // See the module's documentation: closing it could end the process.
                std::mem::forget(connection);
            }
        }
    }
}

impl Drop for TtsEngine {
    fn drop(&mut self) {
        self.close();
    }
}
