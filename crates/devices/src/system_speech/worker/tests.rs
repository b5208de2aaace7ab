//! The worker's logic stepped by hand: a fake engine that answers at once, its reports sent by the test, and a fake
//! clock moved by the test. No thread, no sleep.

use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};

use super::super::engine::EngineError;
use super::super::engine_name;
use super::*;
use tactus_core::{Priority, Route};

/// What the fake engine did, and how it answers.
#[derive(Default)]
struct State {
    log: Vec<String>,
    /// The token of the last `speak`.
    token: Token,
    /// What `is_speaking` answers.
    speaking: Option<bool>,
    refuse: bool,
    /// What `speaks_after_exit` answers.
    outlives: bool,
}

#[derive(Clone, Default)]
struct Fake(Arc<Mutex<State>>);

/// The engine as the worker owns it.
struct FakeEngine {
    state: Fake,
    progress: bool,
}

impl Engine for FakeEngine {
    fn reports_progress(&self) -> bool {
        self.progress
    }

    fn speak(&mut self, text: &str, language: &str) -> Result<Option<Token>, EngineError> {
        let mut state = self.state.0.lock().unwrap();
        if state.refuse {
            return Err(EngineError::new("no"));
        }
        state.token += 1;
        state.log.push(format!("speak {text} ({language})"));
        Ok(Some(state.token))
    }

    fn stop(&mut self) -> Result<(), EngineError> {
        let mut state = self.state.0.lock().unwrap();
        state.log.push("stop".into());
        if state.refuse {
            return Err(EngineError::new("no"));
        }
        Ok(())
    }

    fn speaks_after_exit(&self) -> bool {
        self.state.0.lock().unwrap().outlives
    }

    fn is_speaking(&mut self) -> Option<bool> {
        let mut state = self.state.0.lock().unwrap();
        state.log.push("asked".into());
        state.speaking
    }

    fn close(&mut self) {
        self.state.0.lock().unwrap().log.push("close".into());
    }
}

/// A worker on a fake engine, with a fake clock.
struct Bench {
    worker: Worker,
    fake: Fake,
    reports: Receiver<Report>,
    start: Instant,
    now: Instant,
    next: u64,
}

impl Bench {
    fn new(progress: bool) -> Bench {
        let fake = Fake::default();
        let (reports_tx, reports) = mpsc::channel();
        let start = Instant::now();
        let engine = Box::new(FakeEngine {
            state: fake.clone(),
            progress,
        });
        Bench {
            worker: Worker::new(engine, Timing::quick(), reports_tx, Busy::default(), start),
            fake,
            reports,
            start,
            now: start,
            next: 0,
        }
    }

    fn say_with(
        &mut self,
        text: &str,
        priority: Priority,
        after_ms: u32,
    ) -> Result<u64, WorkerError> {
        let seq = self.next;
        self.next += 1;
        // Each utterance is a new action of the user's.
        let utterance = Utterance {
            after_ms,
            origin: tactus_core::Origin {
                number: seq + 1,
                cause: tactus_core::Cause::User,
            },
            ..Utterance::new(text, "de", Route::Announce, priority)
        };
        self.worker.say(seq, utterance, self.now)?;
        self.worker.tick(self.now)?;
        Ok(seq)
    }

    fn say(&mut self, text: &str, priority: Priority) -> u64 {
        self.say_with(text, priority, 0).unwrap()
    }

    /// The engine reports on the utterance it was given last.
    fn report(&mut self, event: fn(Option<Token>) -> EngineEvent) {
        let token = self.fake.0.lock().unwrap().token;
        self.worker.event(event(Some(token)), self.now).unwrap();
        self.worker.tick(self.now).unwrap();
    }

    /// Moves the clock on by `ms`, looking at each deadline on the way as the thread does.
    fn advance(&mut self, ms: u64) -> Result<(), WorkerError> {
        let until = self.now + Duration::from_millis(ms);
        while let Some(deadline) = self.worker.next_deadline().filter(|d| *d <= until) {
            self.now = deadline.max(self.now);
            self.worker.tick(self.now)?;
        }
        self.now = until;
        self.worker.tick(self.now)
    }

    /// The fake engine's log since the last look.
    fn log(&self) -> Vec<String> {
        std::mem::take(&mut self.fake.0.lock().unwrap().log)
    }

    /// The numbers reported done since the last look.
    fn done(&self) -> Vec<u64> {
        self.reports
            .try_iter()
            .map(|report| match report {
                Report::Done(seq) => seq,
                Report::Failed(reason) => panic!("failed: {reason}"),
            })
            .collect()
    }

    fn ms(&self, deadline: Option<Instant>) -> Option<u64> {
        deadline.map(|d| u64::try_from((d - self.start).as_millis()).unwrap())
    }
}

#[test]
fn utterances_are_said_one_at_a_time_in_order() {
    let mut bench = Bench::new(true);
    for text in ["Eva vier", "Eva fuenf", "Springer Felix drei"] {
        bench.say(text, Priority::Announcement);
    }
    assert_eq!(bench.log(), ["speak Eva vier (de)"]);
    bench.report(EngineEvent::Begin);
    bench.report(EngineEvent::End);
    assert_eq!(bench.done(), [0]);
    assert_eq!(bench.log(), ["speak Eva fuenf (de)"]);
    bench.report(EngineEvent::Begin);
    bench.report(EngineEvent::End);
    assert_eq!(bench.log(), ["speak Springer Felix drei (de)"]);
    bench.report(EngineEvent::Begin);
    bench.report(EngineEvent::End);
    assert_eq!(bench.done(), [1, 2]);
    assert!(bench.log().is_empty());
    assert_eq!(bench.worker.next_deadline(), None);
}

#[test]
fn an_answer_paused_by_a_cue_is_said_again_after_it() {
    let mut bench = Bench::new(true);
    bench.say("Turm Anna eins", Priority::Answer);
    bench.report(EngineEvent::Begin);
    // The clock's cue, the program's own: the answer is stopped, kept, and said again after the cue.
    let cue = Utterance {
        origin: tactus_core::Origin {
            number: 99,
            cause: tactus_core::Cause::Program,
        },
        ..Utterance::new("fuenf Minuten", "de", Route::Player, Priority::Alert)
    };
    let now = bench.now;
    bench.worker.say(9, cue, now).unwrap();
    assert_eq!(
        bench.log(),
        [
            "speak Turm Anna eins (de)",
            "stop",
            "speak fuenf Minuten (de)"
        ]
    );
    assert!(bench.done().is_empty(), "the paused answer is not over");
    bench.report(EngineEvent::Begin);
    bench.report(EngineEvent::End);
    assert_eq!(bench.log(), ["speak Turm Anna eins (de)"]);
    bench.report(EngineEvent::Begin);
    bench.report(EngineEvent::End);
    assert_eq!(bench.done(), [9, 0]);
}

#[test]
fn the_policys_decisions_are_carried_out_on_the_engine() {
    let mut bench = Bench::new(true);
    // A move is said to its end; an alert given meanwhile goes before a waiting move.
    bench.say("Dame David acht", Priority::Announcement);
    bench.report(EngineEvent::Begin);
    bench.say("Eva fuenf", Priority::Announcement);
    bench.say("eine Minute", Priority::Alert);
    bench.report(EngineEvent::End);
    assert_eq!(
        bench.log(),
        ["speak Dame David acht (de)", "speak eine Minute (de)"]
    );
    bench.report(EngineEvent::End);
    assert_eq!(bench.log(), ["speak Eva fuenf (de)"]);
    bench.report(EngineEvent::End);
    assert_eq!(bench.done(), [0, 2, 1]);
    // A newer answer stops the answer being said (and the stop is reported done at once); a move stops an answer;
    // an answer replaces the one still waiting.
    bench.say("erste Antwort", Priority::Answer);
    bench.say("zweite Antwort", Priority::Answer);
    assert_eq!(bench.done(), [3]);
    bench.say("Eva vier", Priority::Announcement);
    assert_eq!(bench.done(), [4]);
    bench.say("dritte Antwort", Priority::Answer);
    bench.say("vierte Antwort", Priority::Answer);
    assert_eq!(bench.done(), [6]);
    // The engine's late report of the stopped answer changes nothing.
    bench
        .worker
        .event(EngineEvent::Stopped(Some(2)), bench.now)
        .unwrap();
    bench.report(EngineEvent::End);
    bench.report(EngineEvent::End);
    assert_eq!(
        bench.log(),
        [
            "speak erste Antwort (de)",
            "stop",
            "speak zweite Antwort (de)",
            "stop",
            "speak Eva vier (de)",
            "speak vierte Antwort (de)"
        ]
    );
    assert_eq!(bench.done(), [5, 7]);
}

#[test]
fn a_blank_utterance_is_over_at_once_without_the_engine() {
    let mut bench = Bench::new(true);
    bench.say("", Priority::Announcement);
    bench.say("  ", Priority::Alert);
    bench.say("Eva vier", Priority::Announcement);
    assert_eq!(bench.done(), [0, 1]);
    assert_eq!(bench.log(), ["speak Eva vier (de)"]);
}

#[test]
fn an_utterance_is_handed_over_when_its_tone_is_over() {
    let mut bench = Bench::new(true);
    bench.say_with("eine Minute", Priority::Alert, 250).unwrap();
    assert!(bench.log().is_empty());
    assert_eq!(bench.ms(bench.worker.next_deadline()), Some(250));
    bench.advance(249).unwrap();
    assert!(bench.log().is_empty());
    bench.advance(1).unwrap();
    assert_eq!(bench.log(), ["speak eine Minute (de)"]);
    bench.report(EngineEvent::Begin);
    // Given while that one is said: its tone (300 ms) is over when that one ends 400 ms later, so it is handed over
    // at once.
    bench.say_with("Flagge", Priority::Alert, 300).unwrap();
    bench.advance(400).unwrap();
    assert!(bench.log().is_empty());
    bench.report(EngineEvent::End);
    assert_eq!(bench.log(), ["speak Flagge (de)"]);
    // The policy holds a tone to at most 1.5 s.
    bench.report(EngineEvent::End);
    bench.say_with("Flagge", Priority::Alert, 5000).unwrap();
    assert_eq!(bench.ms(bench.worker.next_deadline()), Some(650 + 1500));
}

#[test]
fn an_engine_that_never_begins_fails_at_the_begin_limit() {
    let mut bench = Bench::new(true);
    bench.say("Eva vier", Priority::Announcement);
    bench.say("Eva fuenf", Priority::Announcement);
    assert_eq!(bench.ms(bench.worker.next_deadline()), Some(200));
    bench.advance(199).unwrap();
    let reason = bench.advance(1).unwrap_err();
    assert_eq!(
        reason.to_string(),
        format!(
            "{} did not start speaking within 0.2 seconds",
            engine_name()
        )
    );
    bench.worker.fail(&reason, bench.now);
    bench.worker.close();
    assert_eq!(bench.log(), ["speak Eva vier (de)", "stop", "close"]);
    assert_eq!(
        bench.reports.try_iter().collect::<Vec<_>>(),
        [Report::Failed(reason_again())]
    );
}

fn reason_again() -> SystemSpeechProblem {
    SystemSpeechProblem::NotSpeaking {
        engine: engine_name(),
        limit: Duration::from_millis(200),
    }
}

#[test]
fn messages_do_not_put_off_the_time_limit() {
    let mut bench = Bench::new(true);
    let mut failure = None;
    for _ in 0..100 {
        bench.now += Duration::from_millis(10);
        if let Err(reason) = bench.say_with("Eva vier", Priority::Announcement, 0) {
            failure = Some((bench.now - bench.start, reason));
            break;
        }
    }
    let (at, reason) = failure.expect("the limit came");
    assert_eq!(at, Duration::from_millis(210));
    assert!(
        reason.to_string().contains("did not start speaking"),
        "{reason}"
    );
}

#[test]
fn an_engine_that_never_ends_fails_after_a_time_from_the_length_of_the_text() {
    let mut bench = Bench::new(true);
    bench.advance(100).unwrap();
    bench.say("Springer Felix drei", Priority::Announcement);
    bench.advance(50).unwrap();
    bench.report(EngineEvent::Begin);
    // 19 characters: 300 ms + 19 x 10 ms = 490 ms after the beginning.
    assert_eq!(bench.ms(bench.worker.next_deadline()), Some(150 + 490));
    bench.advance(489).unwrap();
    let reason = bench.advance(1).unwrap_err();
    assert!(
        reason
            .to_string()
            .ends_with("did not finish speaking within 0.5 seconds"),
        "{reason}"
    );
}

#[test]
fn an_engine_without_reports_is_followed_by_asking_whether_it_speaks() {
    let mut bench = Bench::new(false);
    bench.say("Eva vier", Priority::Announcement);
    bench.say("Eva fuenf", Priority::Announcement);
    assert_eq!(bench.log(), ["speak Eva vier (de)"]);
    // Asked every 5 ms: not yet begun (and its expected 16 ms not past), then speaking, then no longer.
    bench.fake.0.lock().unwrap().speaking = Some(false);
    bench.advance(5).unwrap();
    bench.fake.0.lock().unwrap().speaking = Some(true);
    bench.advance(5).unwrap();
    assert_eq!(bench.log(), ["asked", "asked"]);
    bench.advance(100).unwrap();
    assert!(bench.done().is_empty(), "still speaking");
    bench.fake.0.lock().unwrap().speaking = Some(false);
    bench.advance(5).unwrap();
    assert_eq!(bench.done(), [0]);
    assert_eq!(
        bench.log().last().map(String::as_str),
        Some("speak Eva fuenf (de)")
    );
}

#[test]
fn an_engine_that_cannot_tell_is_given_the_expected_time_of_each_text() {
    let mut bench = Bench::new(false);
    bench.say("Eva vier", Priority::Announcement);
    bench.say("Eva fuenf", Priority::Announcement);
    // Expected 2 ms a character: "Eva vier" is over after 16 ms, seen at the next look (every 5 ms) at 20 ms;
    // "Eva fuenf" 18 ms later, seen at 40 ms.
    bench.advance(19).unwrap();
    assert!(bench.done().is_empty());
    bench.advance(1).unwrap();
    assert_eq!(bench.done(), [0]);
    bench.advance(19).unwrap();
    assert!(bench.done().is_empty());
    bench.advance(1).unwrap();
    assert_eq!(bench.done(), [1]);
    let log = bench.log();
    let spoken: Vec<&String> = log.iter().filter(|l| l.starts_with("speak")).collect();
    assert_eq!(spoken, ["speak Eva vier (de)", "speak Eva fuenf (de)"]);
    // Never longer than the end limit, however it answers.
    assert_eq!(bench.worker.next_deadline(), None);
}

#[test]
fn an_engine_that_refuses_fails_the_worker_in_words() {
    let mut bench = Bench::new(true);
    bench.fake.0.lock().unwrap().refuse = true;
    let reason = bench
        .say_with("Eva vier", Priority::Announcement, 0)
        .unwrap_err();
    assert_eq!(
        reason.to_string(),
        format!("{} refused to speak: no", engine_name())
    );
    // The engine's own refusal stays the source.
    let source = std::error::Error::source(&reason).map(ToString::to_string);
    assert_eq!(source.as_deref(), Some("no"));
    let mut bench = Bench::new(true);
    bench.say("Zeit", Priority::Answer);
    bench.fake.0.lock().unwrap().refuse = true;
    let reason = bench
        .say_with("Eva vier", Priority::Announcement, 0)
        .unwrap_err();
    assert_eq!(
        reason.to_string(),
        format!("{} could not be interrupted: no", engine_name())
    );
}

#[test]
fn shutting_down_stops_only_what_the_engine_has() {
    let mut bench = Bench::new(true);
    bench.say_with("eine Minute", Priority::Alert, 500).unwrap();
    bench.worker.shutdown(bench.now);
    assert!(bench.log().is_empty());
    bench.advance(500).unwrap();
    bench.worker.shutdown(bench.now);
    assert_eq!(bench.log(), ["speak eine Minute (de)", "stop"]);
}

#[test]
fn shutting_down_leaves_speech_that_goes_on_after_exit_to_be_said() {
    let mut bench = Bench::new(false);
    bench.fake.0.lock().unwrap().outlives = true;
    bench.say("Partie verlassen", Priority::Answer);
    bench.worker.shutdown(bench.now);
    assert_eq!(bench.log(), ["speak Partie verlassen (de)"]);
}
