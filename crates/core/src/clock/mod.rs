//! The talking chess clock's core: time controls, the clock state machine, its cue schedule and how times are read
//! out.
//!
//! It is pure: no I/O, and it never reads the system time. Every instant is passed in as milliseconds since the
//! session started, so the event loop can sleep until [`ChessClock::next_event_at`] and tests can step time by hand.
//! Remaining times are signed milliseconds; a flag falls exactly at zero.
//!
//! - `duration.rs`: DURATION as the arbiter types it (`90s`, `1:05:00`, `+2m`);
//! - `control.rs`, `control_parse.rs`: [`TimeControl`] and its two syntaxes (`--time` minutes, PGN seconds);
//! - `chess_clock.rs`: [`ChessClock`], presses, pauses, periods, delays and the arbiter's corrections;
//! - `cues.rs`, `events.rs`: the [`CueSchedule`] marks and the exact instants of cues and flag falls;
//! - `readout.rs`: [`SpokenTime`] (numbers and units for the voice pack) and [`format_hms`];
//! - `side.rs`: [`Side`], the clock's own White and Black.

mod chess_clock;
mod control;
mod control_parse;
mod cues;
mod duration;
mod events;
mod readout;
mod side;

pub(crate) use chess_clock::ClockState;
pub use chess_clock::{ChessClock, ClockError};
pub use control::{DelayMode, Pace, Period, TimeControl};
pub use control_parse::{ControlError, ControlSyntax};
pub(crate) use cues::CueFilter;
pub use cues::{ClockEvent, CueLevel, CueMarks};
pub use duration::{parse_duration, parse_signed_duration, DurationError, MAX_DURATION_MS};
pub use readout::format_hms;
pub(crate) use readout::{SpokenPart, SpokenTime, TimeUnit};
pub use side::Side;
