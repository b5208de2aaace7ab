//! Fakes of the event loop's two sides, for the unit tests of the loop and of what runs on it: a session and a screen.

use std::io;

use tactus_core::{Event, EventSink, Input, Interruption, Reply, Sentence, Session, Stamped};

/// A session that says "stopping" when interrupted.
pub(crate) struct Stoppable;

impl Session for Stoppable {
    fn handle(&mut self, input: Input, _now: u64) -> Reply {
        let text = match input {
            Input::Typed(line) => line,
            other => format!("{other:?}"),
        };
        Reply::event(Event::Notice {
            text: Sentence::name(text),
        })
    }

    fn interrupt(&mut self, how: Interruption, _now: u64) -> Vec<Event> {
        vec![Event::Notice {
            text: Sentence::name(format!("stopping on {}", how.signal_name())),
        }]
    }
}

/// Keeps what it is shown; fails every write once `broken`.
#[derive(Default)]
pub(crate) struct Screen {
    /// The notices shown, in order.
    pub(crate) shown: Vec<String>,
    /// Whether every write fails (the terminal went away).
    pub(crate) broken: bool,
}

impl EventSink for Screen {
    fn emit(&mut self, event: &Stamped) -> io::Result<()> {
        if self.broken {
            return Err(io::Error::other("the terminal went away"));
        }
        if let Event::Notice { text } = &event.event {
            self.shown.push(text.to_string());
        }
        Ok(())
    }
}

/// An environment of the `pairs` given, for code that is handed its variables: the value of a name, if it is there.
pub(crate) fn environment<'a>(
    pairs: &'a [(&'a str, &'a str)],
) -> impl Fn(&str) -> Option<std::ffi::OsString> + 'a {
    move |name| {
        pairs
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| std::ffi::OsString::from(value))
    }
}
