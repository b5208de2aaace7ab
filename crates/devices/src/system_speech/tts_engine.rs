//! The real engine on Windows and macOS: the `tts` crate, one connection per voice. (Linux speaks SSIP to Speech
//! Dispatcher itself: `ssip/`.)
//!
//! Measured with Speech Dispatcher and espeak-ng (13,000 voices), when Linux spoke through this engine: a connection opens in under a millisecond once
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

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, Sender};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tts::{Features, Tts, UtteranceId};

use super::by_language::{ByLanguage, Found};
use super::engine::{Engine, EngineError, EngineEvent, Events, Token};
use super::scales::{rate_value, volume_value};
use super::survey::{describe_with, Stage};
use super::voice_book::VoiceBook;
use super::voice_choice::choose_voice;
use super::SpeechOptions;
use crate::EngineCause;
use crate::VoiceReady;

/// One sentence about the system speech engine for `tactus devices`: whether it answers, and how many voices in
/// which languages it has; never takes longer than `limit`.
#[must_use]
pub fn describe(limit: Duration) -> String {
    describe_with(limit, |report| {
        let tts = match Tts::default() {
            Ok(tts) => tts,
            Err(e) => return report(Stage::Absent(EngineCause::Platform(e.to_string()))),
        };
        report(Stage::Found);
        let voices = if tts.supported_features().voice {
            tts.voices()
                .map(|voices| voices.iter().map(|v| v.language().to_string()).collect())
                .map_err(|e| EngineCause::Platform(e.to_string()))
        } else {
            Err(EngineCause::NoVoiceList)
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
fn open_tts(options: SpeechOptions) -> Result<Tts, tts::Error> {
    let mut tts = Tts::default()?;
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
    ) -> Result<Connection, tts::Error> {
        let finished = Arc::new(AtomicU64::new(0));
        if features.utterance_callbacks {
            let begin = events.clone();
            tts.on_utterance_begin(Some(Box::new(move |id| {
                begin.send(EngineEvent::Begin(token(index, &id)));
            })))?;
            let (end, end_finished) = (events.clone(), Arc::clone(&finished));
            tts.on_utterance_end(Some(Box::new(move |id| {
                if let Some(n) = utterance_number(&id) {
                    end_finished.fetch_max(n.saturating_add(1), Ordering::SeqCst);
                }
                end.send(EngineEvent::End(token(index, &id)));
            })))?;
            let (stop, stop_finished) = (events.clone(), Arc::clone(&finished));
            tts.on_utterance_stop(Some(Box::new(move |id| {
                if let Some(n) = utterance_number(&id) {
                    stop_finished.fetch_max(n.saturating_add(1), Ordering::SeqCst);
                }
                stop.send(EngineEvent::Stopped(token(index, &id)));
            })))?;
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

/// The helper thread's body: lists the voices once, then opens a connection for each language asked for, and marks
/// in `book` what was found once the engine can have it.
fn find_voices(
    options: SpeechOptions,
    book: &VoiceBook,
    requests: Receiver<String>,
    replies: Sender<Found<Tts>>,
) {
    let voices = match Tts::default().and_then(|tts| tts.voices()) {
        Ok(voices) => voices,
        Err(_) => {
            let _ = replies.send(Found::Unavailable);
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
            None => Found::NoVoice(language.clone()),
            Some(index) => {
                let voiced = open_tts(options)
                    .and_then(|mut tts| tts.set_voice(&voices[index]).map(|()| tts));
                match voiced {
                    Ok(tts) => Found::Ready {
                        language: language.clone(),
                        voice: tts,
                    },
                    Err(_) => Found::NoVoice(language.clone()),
                }
            }
        };
        let found = match reply {
            Found::Ready { .. } => VoiceReady::Ready,
            _ => VoiceReady::Missing,
        };
        if replies.send(reply).is_err() {
            return;
        }
        book.mark(&language, found);
    }
}

/// The system speech engine through `tts`.
pub(super) struct TtsEngine {
    voices: ByLanguage<Connection, Tts>,
    speaking_on: usize,
    features: Features,
    options: SpeechOptions,
    events: Events,
    book: VoiceBook,
}

impl TtsEngine {
    /// Opens the engine's first connection (on the calling thread, which is to own the engine) and starts looking up
    /// the voices of `languages` on a helper thread, writing what it finds in `book`.
    pub(super) fn open(
        options: SpeechOptions,
        events: Events,
        book: VoiceBook,
        languages: &[String],
    ) -> Result<TtsEngine, tts::Error> {
        let tts = open_tts(options)?;
        let features = tts.supported_features();
        let main = Connection::attach(tts, 0, features, &events)?;
        let mut engine = TtsEngine {
            voices: ByLanguage::new(main, book.clone(), features.voice),
            speaking_on: 0,
            features,
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

    /// Takes in the helper's answers.
    fn collect_voices(&mut self) {
        let (features, events) = (self.features, &self.events);
        self.voices
            .collect(|tts, index| Connection::attach(tts, index, features, events).ok());
    }

    /// Sends the helper the languages asked for, starting it the first time.
    fn ask_helper(&mut self) {
        let options = self.options;
        let book = self.book.clone();
        self.voices.ask_helper(move |requests, replies| {
            std::thread::Builder::new()
                .name("speech voices".into())
                .spawn(move || find_voices(options, &book, requests, replies))
                .map(|_| ())
        });
    }
}

impl Engine for TtsEngine {
    fn reports_progress(&self) -> bool {
        self.features.utterance_callbacks
    }

    fn speak(&mut self, text: &str, language: &str) -> Result<Option<Token>, EngineError> {
        self.collect_voices();
        let index = self.voices.connection_for(language);
        // The C library takes no NUL inside a text.
        let text = text.replace('\0', " ");
        let connection = self
            .voices
            .get_mut(index)
            .ok_or_else(|| EngineError::new("its connection is closed"))?;
        let id = connection
            .tts
            .speak(text, false)
            .map_err(EngineError::new)?;
        connection.last_spoken = Some(id.as_ref().and_then(utterance_number).unwrap_or(u64::MAX));
        self.speaking_on = index;
        // After the utterance is on its way: the voices are looked up while it is being said.
        self.ask_helper();
        Ok(id.as_ref().and_then(|id| token(index, id)))
    }

    fn stop(&mut self) -> Result<(), EngineError> {
        if !self.features.stop {
            // Nothing to stop with: the next utterance follows this one.
            return Ok(());
        }
        match self.voices.get_mut(self.speaking_on) {
            Some(connection) => connection.tts.stop().map(|_| ()).map_err(EngineError::new),
            None => Ok(()),
        }
    }

    fn set_rate(&mut self, percent: u32) {
        self.options.rate = Some(percent);
        if !self.features.rate {
            return;
        }
        for connection in self.voices.each_mut() {
            let tts = &mut connection.tts;
            let value = rate_value(percent, tts.min_rate(), tts.normal_rate(), tts.max_rate());
            let _ = tts.set_rate(value);
        }
    }

    fn is_speaking(&mut self) -> Option<bool> {
        if !self.features.is_speaking {
            return None;
        }
        self.voices
            .get_mut(self.speaking_on)?
            .tts
            .is_speaking()
            .ok()
    }

    fn close(&mut self) {
        let mut connections = self.voices.close();
        if connections.is_empty() {
            return;
        }
        for connection in &mut connections {
            if !connection.settled() && self.features.stop {
                let _ = connection.tts.stop();
            }
        }
        let deadline = Instant::now() + Duration::from_millis(300);
        while Instant::now() < deadline && !connections.iter().all(Connection::settled) {
            std::thread::sleep(Duration::from_millis(10));
        }
        for connection in connections {
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
