//! The event loop and its edges: the only part of tactus that reads the system clock or waits.
//!
//! Everything else is pure and takes `now` as an argument. Here, a [`TimeSource`] (real or virtual) supplies it, an
//! input thread supplies command lines, [`run`] waits on both without polling, and [`EventSink`]s report the
//! [`Event`]s. `tactus clock` uses it today and `tactus play` will reuse it.
//!
//! - `time.rs`: [`RealTime`] (the one call of `Instant::now`) and [`VirtualTime`] (moved only by `wait`);
//! - `input.rs`: [`InputSource`], lines from a script, standard input or the keyboard, read on their own thread;
//! - `interruption.rs`: SIGINT, SIGTERM and SIGHUP turned into an input that ends the session cleanly;
//! - `run.rs`: the [`Session`] trait and the loop;
//! - `event.rs`: [`Event`] and its JSON line; `words.rs`: events and times in a voice pack's words, `game_words.rs`
//!   those of a game (announcements, results, offers, claims);
//! - `sink.rs`: [`EventSink`], with text and JSON lines;
//! - `fakes.rs` (tests only): a session and a screen to drive the loop with.

pub mod arguments;
pub mod calendar;
mod event;
#[cfg(test)]
pub(crate) mod fakes;
mod game_words;
mod input;
mod interruption;
mod run;
mod sink;
mod time;
pub mod words;

pub use event::{Event, Stamped};
pub use game_words::{claim_name, move_label, result_sentence};
pub use input::{Incoming, InputError, InputSource};
pub use interruption::{undo_before_default_stop, watch_signals, Interruption};
pub use run::{run, Ending, Flow, Reply, Session};
pub use sink::{EventSink, JsonLines, Sinks, TextLines};
pub use time::{Next, RealTime, TimeSource, VirtualTime};
