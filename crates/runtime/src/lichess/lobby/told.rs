//! What the wait for a game says, told on standard error as it comes (standard output is the game's).

use std::io;

use tactus_core::{Event, EventSink, Stamped};

/// The wait's notices, one line each on standard error.
pub(super) struct Told;

impl EventSink for Told {
    fn emit(&mut self, event: &Stamped) -> io::Result<()> {
        if let Event::Notice { text } = &event.event {
            eprintln!("{text}");
        }
        Ok(())
    }
}
