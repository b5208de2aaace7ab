//! The worker thread: it owns the engine and carries out the speech policy ([`SpeechQueue`]) on it, one utterance
//! at a time, and fails the speaker when the engine does not begin or end an utterance in time.
//!
//! Its logic is [`Worker`], a state machine given the time: a message (an utterance, the engine's report) or a look
//! at `now` ([`Worker::tick`]) moves it on, and [`Worker::next_deadline`] says when it next has to look. The thread
//! ([`run`]) is a thin loop around it, the only place here that reads the clock; the tests step a fake clock.

use std::collections::BTreeMap;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use super::engine::{Busy, Engine, EngineError, EngineEvent, Events, MakeEngine, Token};
use super::worker_error::WorkerError;
use super::Timing;
use crate::SystemSpeechProblem;
use tactus_core::{Action, Lanes, QueuePlacement, SpeechQueue, Utterance};

/// What reaches the worker: the speaker's utterances and the engine's reports.
#[derive(Debug)]
pub(crate) enum Inbox {
    /// Say this; the number is the order of `say`.
    Say(u64, Utterance),
    /// The engine's report.
    Event(EngineEvent),
    /// The answers of earlier actions than this one are over.
    CutAnswersBefore(u64),
    /// Say what comes from now on at this percent of the normal rate.
    SetRate(u32),
    /// Stop speaking and end.
    Shutdown,
}

/// What the worker tells the speaker.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Report {
    /// This utterance is over: said, stopped or dropped as the policy decided.
    Done(u64),
    /// The engine cannot speak any more, and why; the worker has ended.
    Failed(SystemSpeechProblem),
}

/// Where the utterance the policy started is.
#[derive(Debug)]
enum Phase {
    /// Its event's tone sounds: it is handed to the engine at this instant.
    Silence(Instant),
    /// The engine has it.
    Speaking(Speaking),
}

/// An utterance the engine has been given.
#[derive(Debug)]
struct Speaking {
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

/// The utterance the policy started.
#[derive(Debug)]
struct Current {
    seq: u64,
    utterance: Utterance,
    phase: Phase,
}

/// The worker's logic: the policy, the engine, and the utterance being said, given the time.
pub(crate) struct Worker {
    engine: Box<dyn Engine>,
    progress: bool,
    timing: Timing,
    queue: SpeechQueue,
    /// The policy's time counts from here.
    epoch: Instant,
    /// What the policy keeps waiting, by its number.
    waiting: BTreeMap<u64, Utterance>,
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
    started: Sender<Result<&'static str, EngineError>>,
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
    if started.send(Ok(engine.name())).is_err() {
        // The speaker gave up waiting for the start.
        engine.close();
        return;
    }
    let mut worker = Worker::new(engine, timing, reports, busy, Instant::now());
    if let Err(reason) = serve(&mut worker, &inbox) {
        worker.fail(&reason, Instant::now());
    }
    worker.close();
}

/// Serves the inbox, waiting at most until the worker's next deadline; `Ok` when told to end, the reason when the
/// engine failed.
fn serve(worker: &mut Worker, inbox: &Receiver<Inbox>) -> Result<(), WorkerError> {
    loop {
        let message = match worker.next_deadline() {
            Some(deadline) => {
                inbox.recv_timeout(deadline.saturating_duration_since(Instant::now()))
            }
            None => inbox.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        let now = Instant::now();
        match message {
            Ok(Inbox::Say(seq, utterance)) => worker.say(seq, utterance, now)?,
            Ok(Inbox::Event(event)) => worker.event(event, now)?,
            Ok(Inbox::CutAnswersBefore(action)) => worker.cut_answers_before(action, now)?,
            Ok(Inbox::SetRate(percent)) => worker.engine.set_rate(percent),
            Ok(Inbox::Shutdown) | Err(RecvTimeoutError::Disconnected) => {
                worker.shutdown(now);
                return Ok(());
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
        // Also after a message: a stream of them must not put off the time limits.
        worker.tick(now)?;
    }
}

impl Worker {
    /// A worker for `engine`, starting at `now`.
    pub(super) fn new(
        engine: Box<dyn Engine>,
        timing: Timing,
        reports: Sender<Report>,
        busy: Busy,
        now: Instant,
    ) -> Worker {
        Worker {
            progress: engine.reports_progress(),
            engine,
            timing,
            queue: SpeechQueue::new(Lanes::Shared),
            epoch: now,
            waiting: BTreeMap::new(),
            current: None,
            reports,
            busy,
        }
    }

    /// The policy's time for `now`.
    fn ms(&self, now: Instant) -> u64 {
        u64::try_from(now.saturating_duration_since(self.epoch).as_millis()).unwrap_or(u64::MAX)
    }

    /// When the worker has to look again ([`Worker::tick`]) if no message comes first; `None`: only a message.
    pub(super) fn next_deadline(&self) -> Option<Instant> {
        self.current.as_ref().map(|current| match &current.phase {
            Phase::Silence(until) => *until,
            Phase::Speaking(speaking) => speaking.wake,
        })
    }

    /// One call into the engine, marked so that the speaker notices when it does not return.
    fn call<T>(&mut self, now: Instant, call: impl FnOnce(&mut dyn Engine) -> T) -> T {
        let engine = &mut *self.engine;
        self.busy.during(now, || call(engine))
    }

    fn report(&self, report: Report) {
        let _ = self.reports.send(report);
    }

    /// A new utterance, given to the policy.
    ///
    /// # Errors
    /// Why the engine failed: it could not be interrupted, or refused to speak.
    pub(super) fn say(
        &mut self,
        seq: u64,
        utterance: Utterance,
        now: Instant,
    ) -> Result<(), WorkerError> {
        let actions = self
            .queue
            .add(seq, QueuePlacement::of(&utterance), self.ms(now));
        self.waiting.insert(seq, utterance);
        self.carry_out(actions, now)
    }

    /// The answers of earlier actions than `action` are over: those being said are stopped, those waiting dropped.
    ///
    /// # Errors
    /// Why the engine failed: it could not be interrupted, or refused to speak.
    pub(super) fn cut_answers_before(
        &mut self,
        action: u64,
        now: Instant,
    ) -> Result<(), WorkerError> {
        let actions = self.queue.cut_answers_before(action, self.ms(now));
        self.carry_out(actions, now)
    }

    /// Does what the policy decided.
    fn carry_out(&mut self, actions: Vec<Action>, now: Instant) -> Result<(), WorkerError> {
        for action in actions {
            match action {
                Action::Drop(seq) => {
                    self.waiting.remove(&seq);
                    self.report(Report::Done(seq));
                }
                Action::Stop(seq) => {
                    self.stop(seq, now)?;
                    self.report(Report::Done(seq));
                }
                Action::Pause(seq) => {
                    // Said again from its beginning when its turn comes.
                    if let Some(paused) = self.stop(seq, now)? {
                        self.waiting.insert(seq, paused);
                    }
                }
                Action::Start { id, silence_ms } => {
                    let Some(utterance) = self.waiting.remove(&id) else {
                        continue;
                    };
                    self.current = Some(Current {
                        seq: id,
                        utterance,
                        phase: Phase::Silence(now + Duration::from_millis(silence_ms)),
                    });
                    if silence_ms == 0 {
                        self.hand_over(now)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Stops the engine saying `seq` when it is the current utterance; returns that utterance.
    ///
    /// # Errors
    /// Why the engine could not be interrupted.
    fn stop(&mut self, seq: u64, now: Instant) -> Result<Option<Utterance>, WorkerError> {
        let Some(stopped) = self.current.take_if(|current| current.seq == seq) else {
            return Ok(None);
        };
        if matches!(stopped.phase, Phase::Speaking(_)) {
            let name = self.engine.name();
            self.call(now, |engine| engine.stop()).map_err(|source| {
                WorkerError::NotInterrupted {
                    engine: name,
                    source,
                }
            })?;
        }
        Ok(Some(stopped.utterance))
    }

    /// The current utterance is over: the policy starts the next.
    fn over(&mut self, now: Instant) -> Result<(), WorkerError> {
        let Some(current) = self.current.take() else {
            return Ok(());
        };
        self.report(Report::Done(current.seq));
        let actions = self.queue.finished(current.seq, self.ms(now));
        self.carry_out(actions, now)
    }

    /// Gives the engine the current utterance, to begin within the time limit.
    fn hand_over(&mut self, now: Instant) -> Result<(), WorkerError> {
        let Some(text) = self.current.as_ref().map(|c| c.utterance.text.clone()) else {
            return Ok(());
        };
        let (language, parts) = self
            .current
            .as_ref()
            .map(|c| (c.utterance.language.clone(), c.utterance.parts.clone()))
            .unwrap_or_default();
        let name = self.engine.name();
        // A sentence of several languages is one message when the speaker gave it whole (see `SystemSpeaker::say`).
        let token = self
            .call(now, |engine| {
                if parts.len() > 1 {
                    engine.speak_parts(&parts, &language)
                } else {
                    engine.speak(&text, &language)
                }
            })
            .map_err(|source| WorkerError::Refused {
                engine: name,
                source,
            })?;
        let speaking = if self.progress {
            let deadline = now + self.timing.begin;
            Speaking {
                token,
                begun: None,
                deadline,
                wake: deadline,
                seen_speaking: false,
                expected_end: deadline,
            }
        } else {
            let deadline = now + self.timing.end_limit(&text);
            Speaking {
                token,
                begun: Some(now),
                deadline,
                wake: (now + self.timing.poll).min(deadline),
                seen_speaking: false,
                expected_end: now + self.timing.pace(&text),
            }
        };
        if let Some(current) = &mut self.current {
            current.phase = Phase::Speaking(speaking);
        }
        Ok(())
    }

    /// The engine's report: about the utterance being said, or a late one about an earlier one (ignored).
    ///
    /// # Errors
    /// Why the engine failed: it refused the next utterance.
    pub(super) fn event(&mut self, event: EngineEvent, now: Instant) -> Result<(), WorkerError> {
        let Some(Current {
            phase: Phase::Speaking(speaking),
            utterance,
            ..
        }) = &mut self.current
        else {
            return Ok(());
        };
        let (EngineEvent::Begin(token) | EngineEvent::End(token) | EngineEvent::Stopped(token)) =
            event;
        if let (Some(expected), Some(got)) = (speaking.token, token) {
            if expected != got {
                return Ok(());
            }
        }
        match event {
            EngineEvent::Begin(_) => {
                if speaking.begun.is_none() {
                    speaking.begun = Some(now);
                    speaking.deadline = now + self.timing.end_limit(&utterance.text);
                    speaking.wake = speaking.deadline;
                }
                Ok(())
            }
            EngineEvent::End(_) | EngineEvent::Stopped(_) => self.over(now),
        }
    }

    /// Looks at the time: hands over an utterance whose tone is over, fails an engine that missed its time limit,
    /// asks an engine without reports whether it still speaks.
    ///
    /// # Errors
    /// Why the engine failed, in words for the user.
    pub(super) fn tick(&mut self, now: Instant) -> Result<(), WorkerError> {
        let Some(current) = &self.current else {
            return Ok(());
        };
        let speaking = match &current.phase {
            Phase::Silence(until) if now >= *until => return self.hand_over(now),
            Phase::Silence(_) => return Ok(()),
            Phase::Speaking(speaking) => speaking,
        };
        if now < speaking.wake {
            return Ok(());
        }
        if now >= speaking.deadline {
            return Err(match speaking.begun {
                None => WorkerError::NotStarted {
                    engine: self.engine.name(),
                    limit: self.timing.begin,
                },
                Some(_) => WorkerError::NotFinished {
                    engine: self.engine.name(),
                    limit: self.timing.end_limit(&current.utterance.text),
                },
            });
        }
        // An engine without reports: ask it, or go by the expected length.
        let (expected_end, seen) = (speaking.expected_end, speaking.seen_speaking);
        let over = match self.call(now, |engine| engine.is_speaking()) {
            Some(true) => {
                if let Some(Phase::Speaking(speaking)) =
                    self.current.as_mut().map(|current| &mut current.phase)
                {
                    speaking.seen_speaking = true;
                }
                false
            }
            // Not speaking: over once it was heard, or (it may not have begun yet) once its time is past.
            Some(false) => seen || now >= expected_end,
            None => now >= expected_end,
        };
        if over {
            return self.over(now);
        }
        let poll = self.timing.poll;
        if let Some(Phase::Speaking(speaking)) =
            self.current.as_mut().map(|current| &mut current.phase)
        {
            speaking.wake = (now + poll).min(speaking.deadline);
        }
        Ok(())
    }

    /// Told to end: stops what the engine is saying, unless its speech goes on after tactus ends (then it is left
    /// to be said).
    pub(super) fn shutdown(&mut self, now: Instant) {
        if self.engine_has_it() && !self.engine.speaks_after_exit() {
            let _ = self.call(now, |engine| engine.stop());
        }
    }

    /// The engine failed: tells the speaker why and stops it.
    pub(super) fn fail(&mut self, reason: &WorkerError, now: Instant) {
        self.report(Report::Failed(reason.problem()));
        self.shutdown(now);
    }

    /// Whether the engine has been given the current utterance.
    fn engine_has_it(&self) -> bool {
        self.current
            .as_ref()
            .is_some_and(|current| matches!(current.phase, Phase::Speaking(_)))
    }

    /// Lets go of the engine as the worker ends.
    pub(super) fn close(&mut self) {
        self.engine.close();
    }
}

#[cfg(test)]
mod tests;
