//! Where events go: the output side of the event loop, as one small trait.

use std::io;

use super::event::Stamped;

/// What made tactus report what it reports next.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Cause {
    /// A new action of the user's: a line typed at the keyboard, a key, a button, a braille key.
    User,
    /// A line read from a script: heard after everything before it, in order.
    Script,
    /// The program going on by itself: the engine's move, the clock, a device's notice, the start of a session.
    #[default]
    Program,
}

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

    /// What is reported from now on, until the next call, is what one action made tactus say (`cause` says whose):
    /// heard whole and in order, and cutting what is being said only when it is a new action of the user's.
    fn action_begins(&mut self, _cause: Cause) {}

    /// Whether it is still saying (or playing) something it was given.
    fn speaking(&mut self) -> bool {
        false
    }

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

    /// Waits until what was reported has been heard (speech said, sound played), however long that takes: a device
    /// gives up only when it stops working (found by its own time limits), never because the words are long.
    fn finish(&mut self) {}
}
