//! The speaker with its worker thread and fake engines: failures told once with what was not said, engines that do
//! not start, panic or do not return, and no call of the speaker that waits for the engine. (The worker's own rules
//! and time limits are stepped with a fake clock in `worker_tests.rs`; the policy is the core's.) These tests wait
//! for threads with deadlines, never assert on how long something took.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use super::engine::{Engine, EngineError, EngineEvent, Events, MakeEngine, Token};
use super::scales::{rate_value, volume_value};
use super::voice_choice::choose_voice;
use super::{in_words, SystemSpeaker, Timing};
use crate::Speaker;
use tactus_core::{Priority, Route, Utterance};

/// How a fake engine behaves.
#[derive(Clone, Copy, Debug)]
enum Behaviour {
    /// Begins after `begin`, speaks each character for `per_char`, reports both.
    Normal { begin: Duration, per_char: Duration },
    /// Accepts every text and never begins (Speech Dispatcher without audio).
    NeverBegins,
    /// Begins and never ends.
    NeverEnds,
    /// Panics when asked to speak.
    Panics,
    /// Does not return from `speak` until the test lets go.
    Hangs,
    /// Speaks like `Normal` but reports nothing; answers `is_speaking` when `asked`.
    Silent { per_char: Duration, asked: bool },
}

/// What the fake did, in order: "speak TEXT", "said TEXT", "stop", "close"; and whether the test has let held
/// calls go.
#[derive(Clone, Default)]
struct Log(Arc<Mutex<Vec<String>>>, Arc<AtomicBool>);

impl Log {
    /// Holds the calling thread until the test lets go (at most 10 s: a test that forgot must not hang).
    fn hold(&self) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while !self.1.load(Ordering::SeqCst) && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(2));
        }
    }

    fn let_go(&self) {
        self.1.store(true, Ordering::SeqCst);
    }

    fn held(&self) -> bool {
        !self.1.load(Ordering::SeqCst)
    }

    fn push(&self, line: String) {
        self.0.lock().unwrap().push(line);
    }

    fn lines(&self) -> Vec<String> {
        self.0.lock().unwrap().clone()
    }

    /// Waits (at most 2 s) until `line` is in the log.
    fn wait_for(&self, line: &str) {
        let deadline = Instant::now() + Duration::from_secs(2);
        while !self.lines().iter().any(|l| l == line) {
            assert!(
                Instant::now() < deadline,
                "\"{line}\" never came; log: {:?}",
                self.lines()
            );
            thread::sleep(Duration::from_millis(2));
        }
    }
}

struct Fake {
    behaviour: Behaviour,
    events: Events,
    log: Log,
    next: Token,
    /// The flag of the utterance being said: set to stop it.
    stopped: Arc<AtomicBool>,
    speaking: Arc<AtomicBool>,
}

impl Engine for Fake {
    fn reports_progress(&self) -> bool {
        !matches!(self.behaviour, Behaviour::Silent { .. })
    }

    fn speak(&mut self, text: &str, _language: &str) -> Result<Option<Token>, EngineError> {
        self.next += 1;
        let token = self.next;
        self.log.push(format!("speak {text}"));
        self.stopped = Arc::new(AtomicBool::new(false));
        match self.behaviour {
            Behaviour::Normal { begin, per_char } => {
                self.play(text, token, Some(begin), per_char);
            }
            Behaviour::Silent { per_char, .. } => {
                self.play(text, token, None, per_char);
            }
            Behaviour::NeverBegins => {}
            Behaviour::NeverEnds => self.events.send(EngineEvent::Begin(Some(token))),
            Behaviour::Panics => panic!("the fake engine breaks"),
            Behaviour::Hangs => self.log.hold(),
        }
        Ok(Some(token))
    }

    fn stop(&mut self) -> Result<(), EngineError> {
        self.log.push("stop".into());
        self.stopped.store(true, Ordering::SeqCst);
        Ok(())
    }

    fn is_speaking(&mut self) -> Option<bool> {
        match self.behaviour {
            Behaviour::Silent { asked: true, .. } => Some(self.speaking.load(Ordering::SeqCst)),
            _ => None,
        }
    }

    fn close(&mut self) {
        self.log.push("close".into());
    }
}

impl Fake {
    /// Says `text` on a thread of its own, reporting when `begin` is given.
    fn play(&self, text: &str, token: Token, begin: Option<Duration>, per_char: Duration) {
        let (events, log, stopped, speaking) = (
            self.events.clone(),
            self.log.clone(),
            Arc::clone(&self.stopped),
            Arc::clone(&self.speaking),
        );
        let text = text.to_string();
        let reports = begin.is_some();
        thread::spawn(move || {
            thread::sleep(begin.unwrap_or_default());
            speaking.store(true, Ordering::SeqCst);
            if reports {
                events.send(EngineEvent::Begin(Some(token)));
            }
            let length = per_char * u32::try_from(text.len()).unwrap();
            let end = Instant::now() + length;
            while Instant::now() < end && !stopped.load(Ordering::SeqCst) {
                thread::sleep(Duration::from_millis(1));
            }
            let stopped = stopped.load(Ordering::SeqCst);
            if !stopped {
                log.push(format!("said {text}"));
            }
            speaking.store(false, Ordering::SeqCst);
            if reports {
                events.send(if stopped {
                    EngineEvent::Stopped(Some(token))
                } else {
                    EngineEvent::End(Some(token))
                });
            }
        });
    }
}

fn fake(behaviour: Behaviour, log: &Log) -> MakeEngine {
    let log = log.clone();
    Box::new(move |events| {
        Ok(Box::new(Fake {
            behaviour,
            events,
            log,
            next: 0,
            stopped: Arc::new(AtomicBool::new(false)),
            speaking: Arc::new(AtomicBool::new(false)),
        }) as Box<dyn Engine>)
    })
}

fn start(behaviour: Behaviour, log: &Log) -> SystemSpeaker {
    SystemSpeaker::start_with(Timing::quick(), fake(behaviour, log))
        .expect("the fake engine starts")
}

fn utterance(text: &str, priority: Priority) -> Utterance {
    Utterance::new(text, "de", Route::Announce, priority)
}

/// Speaks at 2 ms a character after a 2 ms start.
const NORMAL: Behaviour = Behaviour::Normal {
    begin: Duration::from_millis(2),
    per_char: Duration::from_millis(2),
};

/// Speaks at 20 ms a character: long enough to be interrupted.
const SLOW: Behaviour = Behaviour::Normal {
    begin: Duration::from_millis(2),
    per_char: Duration::from_millis(20),
};

/// Runs `call`, named for the messages of the tests that show it does not wait for the engine (an engine held in
/// a call, or one that never answers).
fn quickly<T>(_what: &str, call: impl FnOnce() -> T) -> T {
    call()
}

fn texts(utterances: &[Utterance]) -> Vec<&str> {
    utterances.iter().map(|u| u.text.as_str()).collect()
}

#[test]
fn utterances_are_said_one_at_a_time_in_order() {
    let log = Log::default();
    let mut speaker = start(NORMAL, &log);
    for text in ["Eva vier", "Eva fuenf", "Springer Felix drei"] {
        quickly("say", || {
            speaker.say(utterance(text, Priority::Announcement))
        })
        .unwrap();
    }
    assert!(speaker.finish(Some(Duration::from_secs(2))));
    assert_eq!(
        log.lines(),
        [
            "speak Eva vier",
            "said Eva vier",
            "speak Eva fuenf",
            "said Eva fuenf",
            "speak Springer Felix drei",
            "said Springer Felix drei"
        ]
    );
    assert!(speaker.check().is_ok());
}

#[test]
fn an_engine_that_cannot_be_created_is_an_error_in_words() {
    let make: MakeEngine = Box::new(|_| Err(EngineError::new("no speech server on this machine")));
    let error = SystemSpeaker::start_with(Timing::quick(), make).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("did not start: no speech server on this machine"),
        "{error}"
    );
}

#[test]
fn an_engine_that_takes_too_long_to_start_is_given_up_without_hanging() {
    let log = Log::default();
    let slow_start: MakeEngine = {
        let make = fake(NORMAL, &log);
        let held = log.clone();
        Box::new(move |events| {
            held.hold();
            make(events)
        })
    };
    // Returns (after its 0.5 s limit) while the engine is still being made.
    let error = SystemSpeaker::start_with(Timing::quick(), slow_start).unwrap_err();
    assert!(log.held());
    assert!(
        error
            .to_string()
            .contains("did not start within 0.5 seconds"),
        "{error}"
    );
    // When it starts after all, nobody is there: it lets go of the engine at once.
    log.let_go();
    log.wait_for("close");
    assert!(!log.lines().iter().any(|l| l.starts_with("speak")));
}

#[test]
fn an_engine_that_never_begins_fails_the_speaker_once_with_everything_unsaid() {
    let log = Log::default();
    let mut speaker = start(Behaviour::NeverBegins, &log);
    for text in ["Eva vier", "Eva fuenf"] {
        quickly("say", || {
            speaker.say(utterance(text, Priority::Announcement))
        })
        .unwrap();
    }
    quickly("check", || speaker.check()).unwrap();
    // finish gives up when the engine fails (its begin limit is 0.2 s), long before its own limit: by then the
    // worker has said why.
    assert!(!speaker.finish(Some(Duration::from_secs(30))));
    log.wait_for("close");
    let failure = quickly("check", || speaker.check()).unwrap_err();
    assert_eq!(
        failure.reason.to_string(),
        format!(
            "{} did not start speaking within 0.2 seconds",
            super::engine_name()
        )
    );
    assert_eq!(texts(&failure.unsaid), ["Eva vier", "Eva fuenf"]);
    // Told once; later utterances come back at once as unsaid, with the same reason.
    assert!(speaker.check().is_ok());
    let later = quickly("say", || {
        speaker.say(utterance("Springer Felix drei", Priority::Alert))
    })
    .unwrap_err();
    assert_eq!(later.reason, failure.reason);
    assert_eq!(texts(&later.unsaid), ["Springer Felix drei"]);
    assert!(speaker.check().is_ok());
    // The worker stops the engine and lets it go after it reported the failure.
    log.wait_for("close");
    assert_eq!(log.lines(), ["speak Eva vier", "stop", "close"]);
}

#[test]
fn the_failure_comes_with_the_next_utterance_when_nobody_checked() {
    let log = Log::default();
    let mut speaker = start(Behaviour::NeverBegins, &log);
    speaker
        .say(utterance("Eva vier", Priority::Announcement))
        .unwrap();
    // The worker lets go of the engine once it has told the speaker of the failure.
    log.wait_for("close");
    let failure = quickly("say", || {
        speaker.say(utterance("Eva fuenf", Priority::Announcement))
    })
    .unwrap_err();
    assert_eq!(texts(&failure.unsaid), ["Eva vier", "Eva fuenf"]);
    assert!(speaker.check().is_ok());
}

#[test]
fn an_engine_that_never_ends_fails_after_a_time_from_the_length_of_the_text() {
    let log = Log::default();
    let mut speaker = start(Behaviour::NeverEnds, &log);
    // 19 characters: 300 ms + 19 x 10 ms = 490 ms after the beginning.
    speaker
        .say(utterance("Springer Felix drei", Priority::Announcement))
        .unwrap();
    speaker
        .say(utterance("Eva fuenf", Priority::Announcement))
        .unwrap();
    assert!(!speaker.finish(Some(Duration::from_secs(30))));
    let failure = speaker.check().unwrap_err();
    assert!(
        failure
            .reason
            .to_string()
            .ends_with("did not finish speaking within 0.5 seconds"),
        "{}",
        failure.reason
    );
    assert_eq!(texts(&failure.unsaid), ["Springer Felix drei", "Eva fuenf"]);
    assert!(speaker.check().is_ok());
}

#[test]
fn a_worker_that_panics_is_a_failure_not_a_hang() {
    let log = Log::default();
    // A long call limit: the panic's report (a backtrace) may take longer than Timing::quick()'s 0.3 s on a busy machine.
    let timing = Timing {
        call: Duration::from_secs(10),
        ..Timing::quick()
    };
    let mut speaker = SystemSpeaker::start_with(timing, fake(Behaviour::Panics, &log)).unwrap();
    speaker
        .say(utterance("Eva vier", Priority::Announcement))
        .unwrap();
    assert!(!speaker.finish(Some(Duration::from_secs(2))));
    let failure = quickly("check", || speaker.check()).unwrap_err();
    assert_eq!(
        failure.reason.to_string(),
        "the system speech stopped working unexpectedly"
    );
    assert_eq!(texts(&failure.unsaid), ["Eva vier"]);
    let later = quickly("say", || {
        speaker.say(utterance("Eva fuenf", Priority::Announcement))
    })
    .unwrap_err();
    assert_eq!(texts(&later.unsaid), ["Eva fuenf"]);
}

#[test]
fn an_engine_call_that_does_not_return_fails_the_speaker_without_blocking_it() {
    let log = Log::default();
    let mut speaker = start(Behaviour::Hangs, &log);
    quickly("say", || {
        speaker.say(utterance("Eva vier", Priority::Announcement))
    })
    .unwrap();
    quickly("say", || {
        speaker.say(utterance("eine Minute", Priority::Alert))
    })
    .unwrap();
    quickly("check", || speaker.check()).unwrap();
    log.wait_for("speak Eva vier");
    let deadline = Instant::now() + Duration::from_secs(10);
    let failure = loop {
        match quickly("check", || speaker.check()) {
            Ok(()) => {
                assert!(Instant::now() < deadline, "no failure");
                thread::sleep(Duration::from_millis(10));
            }
            Err(failure) => break failure,
        }
    };
    // All the while the engine was held in its call: nothing of the speaker waited for it.
    assert!(log.held());
    assert!(
        failure
            .reason
            .to_string()
            .ends_with("has not answered for 0.3 seconds"),
        "{}",
        failure.reason
    );
    assert_eq!(texts(&failure.unsaid), ["Eva vier", "eine Minute"]);
    assert!(!quickly("finish", || speaker.finish(Some(Duration::from_secs(1)))));
    log.let_go();
}

#[test]
fn an_engine_without_reports_is_followed_by_asking_whether_it_speaks() {
    let log = Log::default();
    let mut speaker = start(
        Behaviour::Silent {
            per_char: Duration::from_millis(3),
            asked: true,
        },
        &log,
    );
    for text in ["Eva vier", "Eva fuenf"] {
        speaker
            .say(utterance(text, Priority::Announcement))
            .unwrap();
    }
    assert!(speaker.finish(Some(Duration::from_secs(2))));
    assert_eq!(
        log.lines(),
        [
            "speak Eva vier",
            "said Eva vier",
            "speak Eva fuenf",
            "said Eva fuenf"
        ]
    );
}

#[test]
fn dropping_the_speaker_stops_the_engine_and_lets_it_go() {
    let log = Log::default();
    let mut speaker = start(SLOW, &log);
    speaker
        .say(utterance("Springer Felix drei", Priority::Announcement))
        .unwrap();
    log.wait_for("speak Springer Felix drei");
    quickly("drop", || drop(speaker));
    log.wait_for("close");
    assert_eq!(log.lines(), ["speak Springer Felix drei", "stop", "close"]);
}

#[test]
fn finish_returns_false_when_the_limit_comes_first() {
    let log = Log::default();
    let timing = Timing {
        end_per_char: Duration::from_millis(60),
        ..Timing::quick()
    };
    let mut speaker = SystemSpeaker::start_with(timing, fake(SLOW, &log)).unwrap();
    // 60 characters: 1.2 s (the limit is 3.9 s).
    let text = "Springer Felix drei, Eva vier, Dame David acht, Turm Anna 1";
    speaker
        .say(utterance(text, Priority::Announcement))
        .unwrap();
    assert!(!speaker.finish(Some(Duration::from_millis(100))));
    assert!(speaker.check().is_ok());
    assert!(speaker.finish(Some(Duration::from_secs(3))));
    assert_eq!(
        log.lines(),
        [format!("speak {text}"), format!("said {text}")]
    );
}

#[test]
fn time_limits_grow_with_the_text_and_a_slower_rate() {
    let normal = Timing::standard(None);
    assert_eq!(normal.begin, Duration::from_secs(4));
    assert_eq!(
        normal.end_limit("Springer Felix drei"),
        Duration::from_millis(5000 + 19 * 250)
    );
    let half = Timing::standard(Some(50));
    assert_eq!(
        half.end_limit("Springer Felix drei"),
        Duration::from_millis(5000 + 19 * 500)
    );
    assert_eq!(
        Timing::standard(Some(200)).end_per_char,
        normal.end_per_char
    );
    assert_eq!(in_words(Duration::from_secs(4)), "4 seconds");
    assert_eq!(in_words(Duration::from_secs(1)), "1 second");
    assert_eq!(in_words(Duration::from_millis(9750)), "9.8 seconds");
}

#[test]
fn rates_and_volumes_map_onto_the_engines_ranges() {
    // Speech Dispatcher: -100 ..= 100 around 0.
    assert!((rate_value(100, -100.0, 0.0, 100.0)).abs() < 1e-6);
    assert!((rate_value(150, -100.0, 0.0, 100.0) - 25.0).abs() < 1e-4);
    assert!((rate_value(300, -100.0, 0.0, 100.0) - 100.0).abs() < 1e-4);
    assert!((rate_value(1000, -100.0, 0.0, 100.0) - 100.0).abs() < 1e-4);
    assert!((rate_value(75, -100.0, 0.0, 100.0) + 50.0).abs() < 1e-4);
    assert!((rate_value(10, -100.0, 0.0, 100.0) + 100.0).abs() < 1e-4);
    // A factor of the normal rate (Windows: 0.5 ..= 6, normal 1).
    assert!((rate_value(150, 0.5, 1.0, 6.0) - 1.5).abs() < 1e-6);
    assert!((rate_value(20, 0.5, 1.0, 6.0) - 0.5).abs() < 1e-6);
    assert!((volume_value(100, -100.0, 100.0) - 100.0).abs() < 1e-6);
    assert!((volume_value(50, -100.0, 100.0)).abs() < 1e-6);
    assert!((volume_value(0, -100.0, 100.0) + 100.0).abs() < 1e-6);
    assert!((volume_value(250, 0.0, 1.0) - 1.0).abs() < 1e-6);
}

#[test]
fn the_voice_for_a_language_is_chosen_by_its_tag() {
    let voices: Vec<(String, String)> = [
        ("English (Caribbean)", "en-029"),
        ("English (Great Britain)", "en-GB"),
        ("English (America)", "en-US"),
        ("English+Max", "en-GB"),
        ("German+Andrea", "de"),
        ("German", "de"),
        ("French (Belgium)", "fr-BE"),
        ("French (France)", "fr-FR"),
        ("French (Switzerland)", "fr-CH"),
    ]
    .iter()
    .map(|(name, language)| ((*name).to_string(), (*language).to_string()))
    .collect();
    let name = |wanted: &str| choose_voice(&voices, wanted).map(|i| voices[i].0.as_str());
    assert_eq!(name("de"), Some("German"));
    assert_eq!(name("de-AT"), Some("German"));
    assert_eq!(name("DE"), Some("German"));
    assert_eq!(name("en"), Some("English (Great Britain)"));
    assert_eq!(name("en-US"), Some("English (America)"));
    assert_eq!(name("en_us"), Some("English (America)"));
    assert_eq!(name("fr"), Some("French (France)"));
    assert_eq!(name("fr-CH"), Some("French (Switzerland)"));
    assert_eq!(name("nl"), None);
    assert_eq!(name(""), None);
}

#[test]
fn a_stream_of_utterances_does_not_put_off_the_time_limit() {
    let log = Log::default();
    let mut speaker = start(Behaviour::NeverBegins, &log);
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut said = 0;
    let failure = loop {
        // Without a pause: the worker's inbox is never empty (the limit is 200 ms).
        assert!(Instant::now() < deadline, "no failure");
        match speaker.say(utterance("Eva vier", Priority::Announcement)) {
            Ok(()) => said += 1,
            Err(failure) => break failure,
        }
    };
    assert!(
        failure
            .reason
            .to_string()
            .contains("did not start speaking"),
        "{}",
        failure.reason
    );
    assert_eq!(failure.unsaid.len(), said + 1);
}

/// An engine made on the worker thread once the test lets go.
fn slow_to_start(log: &Log) -> MakeEngine {
    let make = fake(NORMAL, log);
    let held = log.clone();
    Box::new(move |events| {
        held.hold();
        make(events)
    })
}

#[test]
fn begun_in_the_background_it_speaks_what_it_was_given_while_starting() {
    let log = Log::default();
    let mut speaker = quickly("begin", || {
        SystemSpeaker::begin_with(Timing::quick(), slow_to_start(&log))
    })
    .expect("the worker starts");
    assert!(!speaker.started());
    quickly("say while starting", || {
        speaker.say(utterance("Eva vier", Priority::Announcement))
    })
    .expect("taken while starting");
    log.let_go();
    assert!(
        speaker.finish(Some(Duration::from_secs(2))),
        "{:?}",
        log.lines()
    );
    assert!(speaker.started());
    assert!(speaker.check().is_ok());
    assert!(
        log.lines().contains(&"said Eva vier".to_string()),
        "{:?}",
        log.lines()
    );
}

#[test]
fn begun_in_the_background_an_engine_that_never_comes_up_fails_with_what_it_was_given() {
    let log = Log::default();
    let mut speaker = SystemSpeaker::begin_with(Timing::quick(), slow_to_start(&log)).unwrap();
    speaker
        .say(utterance("Eva vier", Priority::Announcement))
        .unwrap();
    // Within the start limit (0.5 s) nothing is wrong yet; after it, the failure comes once, with the utterance.
    assert!(speaker.check().is_ok());
    let deadline = Instant::now() + Duration::from_secs(10);
    let failure = loop {
        match speaker.check() {
            Err(failure) => break failure,
            Ok(()) if Instant::now() < deadline => thread::sleep(Duration::from_millis(5)),
            Ok(()) => panic!("the failure never came"),
        }
    };
    assert!(log.held(), "the engine is still being made");
    assert!(
        failure
            .reason
            .to_string()
            .contains("did not start within 0.5 seconds"),
        "{}",
        failure.reason
    );
    assert_eq!(texts(&failure.unsaid), ["Eva vier"]);
    assert!(!speaker.started());
    assert!(speaker.check().is_ok(), "told once");
    // When the engine comes up after all, nobody is there: it lets go of it at once and says nothing.
    log.let_go();
    log.wait_for("close");
    assert!(!log.lines().iter().any(|l| l.starts_with("speak")));
}

#[test]
fn begun_in_the_background_an_engine_that_cannot_be_made_fails_at_the_next_look() {
    let make: MakeEngine = Box::new(|_| Err(EngineError::new("no speech server on this machine")));
    let mut speaker = SystemSpeaker::begin_with(Timing::quick(), make).unwrap();
    let deadline = Instant::now() + Duration::from_secs(2);
    let failure = loop {
        match speaker.check() {
            Err(failure) => break failure,
            Ok(()) if Instant::now() < deadline => thread::sleep(Duration::from_millis(5)),
            Ok(()) => panic!("the failure never came"),
        }
    };
    assert!(
        failure
            .reason
            .to_string()
            .contains("did not start: no speech server on this machine"),
        "{}",
        failure.reason
    );
    assert!(!speaker.started());
}

/// "Rank vier: white Turm Anna": English and German words.
fn mixed() -> Utterance {
    use tactus_core::LanguagePart;
    let part = |text: &str, language: &str| LanguagePart {
        text: text.into(),
        language: language.into(),
    };
    Utterance {
        parts: vec![
            part("Rank", "en"),
            part("vier:", "de"),
            part("white", "en"),
            part("Turm Anna", "de"),
        ],
        ..Utterance::new(
            "Rank vier: white Turm Anna",
            "en",
            Route::Player,
            Priority::Answer,
        )
    }
}

#[test]
fn a_sentence_of_two_languages_goes_by_language_and_whole_to_an_engine_of_one_voice() {
    let log = Log::default();
    let mut speaker = start(NORMAL, &log);
    speaker.say(mixed()).unwrap();
    assert!(speaker.finish(Some(Duration::from_secs(2))));
    let spoken: Vec<String> = log
        .lines()
        .into_iter()
        .filter(|l| l.starts_with("speak "))
        .collect();
    assert_eq!(
        spoken,
        [
            "speak Rank",
            "speak vier:",
            "speak white",
            "speak Turm Anna"
        ]
    );

    let log = Log::default();
    let mut speaker = start(NORMAL, &log);
    speaker.voices.one_voice();
    speaker.say(mixed()).unwrap();
    assert!(speaker.finish(Some(Duration::from_secs(2))));
    assert_eq!(
        log.lines(),
        [
            "speak Rank vier: white Turm Anna",
            "said Rank vier: white Turm Anna"
        ]
    );
}

/// An engine that names itself in messages, and refuses to speak.
struct Named;

impl Engine for Named {
    fn name(&self) -> &'static str {
        "NVDA"
    }

    fn reports_progress(&self) -> bool {
        false
    }

    fn speak(&mut self, _text: &str, _language: &str) -> Result<Option<Token>, EngineError> {
        Err(EngineError::new("NVDA did not answer"))
    }

    fn stop(&mut self) -> Result<(), EngineError> {
        Ok(())
    }

    fn is_speaking(&mut self) -> Option<bool> {
        None
    }
}

#[test]
fn messages_name_the_engine_that_came_up() {
    let make: MakeEngine = Box::new(|_events| Ok(Box::new(Named) as Box<dyn Engine>));
    let mut speaker = SystemSpeaker::start_with(Timing::quick(), make).unwrap();
    assert_eq!(speaker.engine, "NVDA");
    let deadline = Instant::now() + Duration::from_secs(2);
    let failure = match speaker.say(utterance("Eva vier", Priority::Announcement)) {
        Err(failure) => failure,
        Ok(()) => loop {
            if let Err(failure) = speaker.check() {
                break failure;
            }
            assert!(Instant::now() < deadline, "the refusal was never told");
            thread::sleep(Duration::from_millis(2));
        },
    };
    assert_eq!(
        failure.reason.to_string(),
        "NVDA refused to speak: NVDA did not answer"
    );
    assert_eq!(texts(&failure.unsaid), ["Eva vier"]);
}
