//! Where events go: the output side of the event loop, as one small trait.

use std::io;

use super::event::Stamped;

/// A device or stream that reports events.
pub trait EventSink {
    /// Reports one event.
    ///
    /// # Errors
    /// The output's error; the loop stops on it.
    fn emit(&mut self, event: &Stamped) -> io::Result<()>;

    /// Shows that the next line is awaited, and for what ("White to move"). Only a sink for a person at the
    /// keyboard does anything with it.
    ///
    /// # Errors
    /// The output's error.
    fn prompt(&mut self, _text: &str) -> io::Result<()> {
        Ok(())
    }

    /// A line was typed after the prompt: the terminal's cursor is already at the start of a new line.
    fn line_entered(&mut self) {}

    /// Looks at the sink's devices; returns what the user must be told (a speech engine that stopped answering, a
    /// sound device that went away), each once. The loop reports them as notices.
    fn poll(&mut self) -> Vec<String> {
        Vec::new()
    }

    /// Whether [`EventSink::poll`] should be called even while nothing happens (a device may fail at any time).
    fn needs_polling(&self) -> bool {
        false
    }

    /// The session has ended: a device it read from reads no more (what the player types while the last words are
    /// said is left to the shell).
    fn session_ended(&mut self) {}

    /// Waits, at most `limit`, until what was reported has been heard (speech said, sound played).
    fn finish(&mut self, _limit: std::time::Duration) {}
}
