//! A session as the event loop sees it: commands and instants in, events out. The loop (in the runtime) waits and
//! reads the time; a [`Session`] never does.

use super::{
    event::Event,
    input::{Input, Interruption},
};

/// What the loop does after a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Wait for the next line.
    Continue,
    /// Let this many milliseconds of virtual time pass (the `wait` command).
    Wait(u64),
    /// End the session.
    Quit,
}

/// A session's reply to one input: what is reported, and what the loop does next. What must be kept is already in
/// the journal when the reply is made (the session writes its records through the journal the runtime gave it, and
/// changes nothing when that fails), and what the engine or the server is asked is already sent through their links.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// What happened, in order, all at the command's instant.
    pub events: Vec<Event>,
    /// What the loop does next.
    pub flow: Flow,
}

impl Reply {
    /// Events, then wait for the next line.
    #[must_use]
    pub(crate) fn events(events: Vec<Event>) -> Self {
        Reply::with_flow(events, Flow::Continue)
    }

    /// Events, then `flow`.
    #[must_use]
    pub(crate) fn with_flow(events: Vec<Event>, flow: Flow) -> Self {
        Reply { events, flow }
    }

    /// One event, then wait for the next line.
    #[must_use]
    pub fn event(event: Event) -> Self {
        Reply::events(vec![event])
    }
}

/// How the loop ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The input ended or the session quit.
    Finished,
    /// A signal asked the program to stop; the session has said and written what it must.
    Interrupted(Interruption),
}

/// A pure session: commands and instants in, events out. It never reads the time.
pub trait Session {
    /// The instant something next falls due without a command (a cue, a flag), if any. Never, for a session
    /// without time.
    fn next_due(&self) -> Option<u64> {
        None
    }

    /// Everything that fell due at or before `now`, each with its exact instant, in order. Nothing, for a session
    /// without time.
    fn advance_to(&mut self, _now: u64) -> Vec<(u64, Event)> {
        Vec::new()
    }

    /// One input at `now`: a typed line, a bound command, or the engine's reply.
    fn handle(&mut self, input: Input, now: u64) -> Reply;

    /// A line typed at `now`.
    fn handle_typed(&mut self, line: &str, now: u64) -> Reply {
        self.handle(Input::Typed(line.to_string()), now)
    }

    /// What to show when waiting for the next line typed at the keyboard ("White to move"), if anything.
    fn prompt(&self) -> Option<String> {
        None
    }

    /// Whether the session waits for what it said to be heard before it goes on by itself (listen's `play` counts
    /// its pause from the end of each move said). The loop then tells it [`Session::heard`] as soon as the outputs
    /// have nothing left to say.
    fn waits_to_be_heard(&self) -> bool {
        false
    }

    /// What the session said has been heard, at `now`.
    fn heard(&mut self, _now: u64) {}

    /// The program is asked to stop at `now` (after what was due is reported): what the session writes and says
    /// before it ends. Nothing by default.
    fn interrupt(&mut self, _how: Interruption, _now: u64) -> Vec<Event> {
        Vec::new()
    }
}
