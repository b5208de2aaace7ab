//! The one place that reads the system clock, and the virtual time that stands in for it in scripts.
//!
//! The session core never asks what time it is: the event loop passes `now` in. A [`TimeSource`] decides what `now`
//! is and how the loop waits for the next input line: real time waits at most until the next clock instant (so a cue
//! is reported when it falls, without polling), virtual time waits for input alone and moves on only by `wait`, so a
//! script replays to the exact millisecond however fast the machine is.

use std::{
    sync::mpsc::{Receiver, RecvTimeoutError},
    time::{Duration, Instant},
};

use tactus_core::{Incoming, Input, InputFailure, Interruption};

/// What the loop gets when it waits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// A command line typed at the keyboard.
    Line(String),
    /// A command line read from a script.
    Scripted(String),
    /// Input from elsewhere than the terminal or the script (a device, the engine).
    Input(Input),
    /// A device's notice.
    Notice(String),
    /// The instant the loop asked to be woken at has come.
    Due,
    /// The input ended.
    End,
    /// Reading the input failed.
    Failed(InputFailure),
    /// A signal (or Ctrl-C in the line editor) asked the program to stop.
    Interrupted(Interruption),
}

/// The session's time: milliseconds since it started, and how to wait for input.
pub trait TimeSource {
    /// Milliseconds since the session started.
    fn now_ms(&self) -> u64;

    /// Waits for the next input line; when time moves by itself, at most until `due_ms`.
    fn next_input(&mut self, input: &Receiver<Incoming>, due_ms: Option<u64>) -> Next;

    /// Lets `ms` of clock time pass at once; returns false when this time cannot be moved by hand.
    fn advance(&mut self, ms: u64) -> bool;

    /// The `t_ms` of an event whose exact instant is `exact_ms`, reported at `now_ms`.
    fn stamp(&self, exact_ms: u64, now_ms: u64) -> u64;

    /// Whether time moves only by [`TimeSource::advance`].
    fn is_virtual(&self) -> bool;
}

/// The system's monotonic clock, counted from the session's start.
#[derive(Clone, Copy, Debug)]
pub struct RealTime {
    start: Instant,
}

impl RealTime {
    /// Time starting now.
    #[must_use]
    pub fn start() -> Self {
        RealTime {
            start: Instant::now(),
        }
    }
}

impl TimeSource for RealTime {
    fn now_ms(&self) -> u64 {
        u64::try_from(self.start.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn next_input(&mut self, input: &Receiver<Incoming>, due_ms: Option<u64>) -> Next {
        let deadline = due_ms.and_then(|ms| self.start.checked_add(Duration::from_millis(ms)));
        let Some(deadline) = deadline else {
            return received(input.recv().ok());
        };
        // `recv_timeout` never returns early, so the whole millisecond `due_ms` has begun when it times out.
        match input.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok(incoming) => received(Some(incoming)),
            Err(RecvTimeoutError::Timeout) => Next::Due,
            Err(RecvTimeoutError::Disconnected) => Next::End,
        }
    }

    fn advance(&mut self, _ms: u64) -> bool {
        false
    }

    fn stamp(&self, exact_ms: u64, now_ms: u64) -> u64 {
        now_ms.max(exact_ms)
    }

    fn is_virtual(&self) -> bool {
        false
    }
}

/// Time that stands still until a `wait` moves it on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VirtualTime {
    now_ms: u64,
}

impl VirtualTime {
    /// Virtual time at zero.
    #[must_use]
    pub fn new() -> Self {
        VirtualTime::default()
    }
}

impl TimeSource for VirtualTime {
    fn now_ms(&self) -> u64 {
        self.now_ms
    }

    fn next_input(&mut self, input: &Receiver<Incoming>, _due_ms: Option<u64>) -> Next {
        received(input.recv().ok())
    }

    fn advance(&mut self, ms: u64) -> bool {
        self.now_ms = self.now_ms.saturating_add(ms);
        true
    }

    fn stamp(&self, exact_ms: u64, _now_ms: u64) -> u64 {
        exact_ms
    }

    fn is_virtual(&self) -> bool {
        true
    }
}

/// Real time, or virtual time when `virtual_time` (a script's `wait` moves it).
#[must_use]
pub fn time_source(virtual_time: bool) -> Box<dyn TimeSource> {
    if virtual_time {
        Box::new(VirtualTime::new())
    } else {
        Box::new(RealTime::start())
    }
}

/// Lets `ms` pass on `time`: at once in virtual time, waited for in real time.
pub fn pass(time: &mut dyn TimeSource, ms: u64) {
    if time.advance(ms) {
        return;
    }
    // Nothing is ever sent: the wait ends when the instant is due.
    let (_sender, nothing) = std::sync::mpsc::channel::<Incoming>();
    let due = time.now_ms().saturating_add(ms);
    while time.next_input(&nothing, Some(due)) != Next::Due {}
}

fn received(incoming: Option<Incoming>) -> Next {
    match incoming {
        Some(Incoming::Line(line)) => Next::Line(line),
        Some(Incoming::Scripted(line)) => Next::Scripted(line),
        Some(Incoming::Input(input)) => Next::Input(input),
        Some(Incoming::Notice(text)) => Next::Notice(text),
        Some(Incoming::Failed(failure)) => Next::Failed(failure),
        Some(Incoming::Interrupted(how)) => Next::Interrupted(how),
        Some(Incoming::Ended) | None => Next::End,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    #[test]
    fn virtual_time_moves_only_when_told() {
        let (sender, receiver) = mpsc::channel();
        let mut time = VirtualTime::new();
        sender.send(Incoming::Line("go".into())).unwrap();
        drop(sender);
        assert_eq!(time.next_input(&receiver, Some(5)), Next::Line("go".into()));
        assert_eq!(time.now_ms(), 0);
        assert!(time.advance(90_000));
        assert_eq!(time.now_ms(), 90_000);
        assert_eq!(time.stamp(60_000, 90_000), 60_000);
        assert_eq!(time.next_input(&receiver, Some(5)), Next::End);
        pass(&mut time, 5_000);
        assert_eq!(time.now_ms(), 95_000);
    }

    #[test]
    fn real_time_wakes_at_the_instant_due() {
        let (_sender, receiver) = mpsc::channel();
        let mut time = RealTime::start();
        let due = time.now_ms() + 30;
        assert_eq!(time.next_input(&receiver, Some(due)), Next::Due);
        assert!(time.now_ms() >= due);
        assert!(!time.advance(1));
        assert_eq!(time.stamp(10, 12), 12);
    }
}
