//! The worker thread: it owns the engine, keeps the queue, gives the engine one utterance at a time, and fails the
//! speaker when the engine does not begin or end an utterance in time.

use std::collections::VecDeque;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use super::engine::{Busy, Engine, EngineEvent, Events, MakeEngine, Token};
use super::{engine_name, in_words, Timing};
use tactus_core::speech::{Priority, Utterance};

/// The longest an utterance waits for its event's tone (the flag's is the longest, about a second).
const MOST_AFTER_TONE: Duration = Duration::from_millis(1500);

/// What reaches the worker: the speaker's utterances and the engine's reports.
#[derive(Debug)]
pub(crate) enum Inbox {
    /// Say this; the number is the order of `say`.
    Say(u64, Utterance),
    /// The engine's report.
    Event(EngineEvent),
    /// Stop speaking and end.
    Shutdown,
}

/// What the worker tells the speaker.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Report {
    /// This utterance is over: said, or dropped because a more urgent one took its place.
    Done(u64),
    /// The engine cannot speak any more, and why, in words for the user; the worker has ended.
    Failed(String),
}

/// The utterance the engine has been given.
struct Current {
    seq: u64,
    utterance: Utterance,
    token: Option<Token>,
    /// When the engine reported its beginning (for engines without reports: when it was handed over).
    begun: Option<Instant>,
    /// When it is too late for the next report (beginning or end).
    deadline: Instant,
    /// When to look again without a report: the deadline, or the next poll of an engine without reports.
    wake: Instant,
    /// Engines without reports: whether it was seen speaking, and when it is expected to be over.
    seen_speaking: bool,
    expected_end: Instant,
}

struct Worker {
    engine: Box<dyn Engine>,
    progress: bool,
    timing: Timing,
    /// Waiting utterances, each with the instant it may start (after its event's tone).
    queue: VecDeque<(u64, Utterance, Instant)>,
    current: Option<Current>,
    reports: Sender<Report>,
    busy: Busy,
}

/// The worker thread's body: creates the engine, says whether it started, then serves the inbox until told to
/// end or the engine fails.
pub(crate) fn run(
    make: MakeEngine,
    timing: Timing,
    events: Events,
    inbox: Receiver<Inbox>,
    started: Sender<Result<(), String>>,
    reports: Sender<Report>,
    busy: Busy,
) {
    let mut engine = match make(events) {
        Ok(engine) => engine,
        Err(reason) => {
            let _ = started.send(Err(reason));
            return;
        }
    };
    if started.send(Ok(())).is_err() {
        // The speaker gave up waiting for the start.
        engine.close();
        return;
    }
    let progress = engine.reports_progress();
    let mut worker = Worker {
        engine,
        progress,
        timing,
        queue: VecDeque::new(),
        current: None,
        reports,
        busy,
    };
    let outcome = worker.serve(&inbox);
    if let Err(reason) = outcome {
        let _ = worker.reports.send(Report::Failed(reason));
        if worker.current.is_some() {
            let _ = worker.call(|engine| engine.stop());
        }
    }
    worker.engine.close();
}

impl Worker {
    /// Serves the inbox; `Ok` when told to end, the reason when the engine failed.
    fn serve(&mut self, inbox: &Receiver<Inbox>) -> Result<(), String> {
        loop {
            while self.current.is_none() {
                let Some((seq, utterance, not_before)) = self.queue.pop_front() else {
                    break;
                };
                // The event's tone sounds first; never more than a moment's wait.
                let wait = not_before.saturating_duration_since(Instant::now());
                std::thread::sleep(wait.min(MOST_AFTER_TONE));
                if utterance.text.trim().is_empty() {
                    // Nothing to hear; Speech Dispatcher refuses an empty text.
                    self.report(Report::Done(seq));
                } else {
                    self.hand_over(seq, utterance)?;
                }
            }
            let message = match &self.current {
                Some(current) => {
                    inbox.recv_timeout(current.wake.saturating_duration_since(Instant::now()))
                }
                None => inbox.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match message {
                Ok(Inbox::Say(seq, utterance)) => self.add(seq, utterance)?,
                Ok(Inbox::Event(event)) => self.event(event),
                Ok(Inbox::Shutdown) | Err(RecvTimeoutError::Disconnected) => {
                    if self.current.is_some() {
                        let _ = self.call(|engine| engine.stop());
                    }
                    return Ok(());
                }
                Err(RecvTimeoutError::Timeout) => {}
            }
            // Also after a message: a stream of them must not put off the time limits.
            self.tick()?;
        }
    }

    /// One call into the engine, marked so that the speaker notices when it does not return.
    fn call<T>(&mut self, call: impl FnOnce(&mut dyn Engine) -> T) -> T {
        let engine = &mut *self.engine;
        self.busy.during(|| call(engine))
    }

    fn report(&self, report: Report) {
        let _ = self.reports.send(report);
    }

    /// A new utterance: it stops what is being said when it interrupts it; a new answer replaces the answers still
    /// waiting; then it takes its place in the queue, after everything at least as urgent.
    fn add(&mut self, seq: u64, utterance: Utterance) -> Result<(), String> {
        if utterance.priority == Priority::Answer {
            let reports = &self.reports;
            self.queue.retain(|(waiting, older, _)| {
                let replaced = older.priority == Priority::Answer;
                if replaced {
                    let _ = reports.send(Report::Done(*waiting));
                }
                !replaced
            });
        }
        let interrupts = self
            .current
            .as_ref()
            .is_some_and(|current| utterance.priority.interrupts(current.utterance.priority));
        if interrupts {
            self.call(|engine| engine.stop())
                .map_err(|e| format!("{} could not be interrupted: {e}", engine_name()))?;
            if let Some(stopped) = self.current.take() {
                self.report(Report::Done(stopped.seq));
            }
        }
        let at = self
            .queue
            .iter()
            .position(|(_, waiting, _)| waiting.priority < utterance.priority)
            .unwrap_or(self.queue.len());
        let not_before = Instant::now() + Duration::from_millis(u64::from(utterance.after_ms));
        self.queue.insert(at, (seq, utterance, not_before));
        Ok(())
    }

    /// Gives the engine `utterance`, to begin within the time limit.
    fn hand_over(&mut self, seq: u64, utterance: Utterance) -> Result<(), String> {
        let token = self
            .call(|engine| engine.speak(&utterance.text, &utterance.language))
            .map_err(|e| format!("{} refused to speak: {e}", engine_name()))?;
        let now = Instant::now();
        let current = if self.progress {
            let deadline = now + self.timing.begin;
            Current {
                seq,
                token,
                begun: None,
                deadline,
                wake: deadline,
                seen_speaking: false,
                expected_end: deadline,
                utterance,
            }
        } else {
            let deadline = now + self.timing.end_limit(&utterance.text);
            let expected_end = now + self.timing.pace(&utterance.text);
            Current {
                seq,
                token,
                begun: Some(now),
                deadline,
                wake: (now + self.timing.poll).min(deadline),
                seen_speaking: false,
                expected_end,
                utterance,
            }
        };
        self.current = Some(current);
        Ok(())
    }

    /// The engine's report: about the utterance being said, or a late one about an earlier one (ignored).
    fn event(&mut self, event: EngineEvent) {
        let Some(current) = &mut self.current else {
            return;
        };
        let (EngineEvent::Begin(token) | EngineEvent::End(token) | EngineEvent::Stopped(token)) =
            event;
        if let (Some(expected), Some(got)) = (current.token, token) {
            if expected != got {
                return;
            }
        }
        match event {
            EngineEvent::Begin(_) => {
                if current.begun.is_none() {
                    let now = Instant::now();
                    current.begun = Some(now);
                    current.deadline = now + self.timing.end_limit(&current.utterance.text);
                    current.wake = current.deadline;
                }
            }
            EngineEvent::End(_) | EngineEvent::Stopped(_) => {
                let seq = current.seq;
                self.current = None;
                self.report(Report::Done(seq));
            }
        }
    }

    /// No report came in time: the engine failed, or (engines without reports) it is time to look.
    fn tick(&mut self) -> Result<(), String> {
        let now = Instant::now();
        let Some(current) = &self.current else {
            return Ok(());
        };
        if now < current.wake {
            return Ok(());
        }
        if now >= current.deadline {
            return Err(match current.begun {
                None => format!(
                    "{} did not start speaking within {}",
                    engine_name(),
                    in_words(self.timing.begin)
                ),
                Some(_) => format!(
                    "{} did not finish speaking within {}",
                    engine_name(),
                    in_words(self.timing.end_limit(&current.utterance.text))
                ),
            });
        }
        // An engine without reports: ask it, or go by the expected length.
        let expected_end = current.expected_end;
        let seen = current.seen_speaking;
        let over = match self.call(|engine| engine.is_speaking()) {
            Some(true) => {
                if let Some(current) = &mut self.current {
                    current.seen_speaking = true;
                }
                false
            }
            // Not speaking: over once it was heard, or (it may not have begun yet) once its time is past.
            Some(false) => seen || now >= expected_end,
            None => now >= expected_end,
        };
        if over {
            if let Some(current) = self.current.take() {
                self.report(Report::Done(current.seq));
            }
        } else if let Some(current) = &mut self.current {
            current.wake = (now + self.timing.poll).min(current.deadline);
        }
        Ok(())
    }
}
