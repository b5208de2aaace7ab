//! tactus-core: the pure core of tactus, a chess companion for blind and visually impaired players (FIDE Appendix D).
//!
//! Rules, move input, voice packs, the clock, scoresheets and the sessions (the game, the clock, listening, drills)
//! as state machines: commands and instants in, events out. Nothing here reads the system clock, the environment or
//! a file, or touches a device; the compiler keeps it so, since this crate depends on none of the crates that could.
//!
//! - `boundary`: what goes into a session and what comes out; `options`: the choices a session starts with;
//! - `rules`, `notation`, `clock`, `scoresheet`: chess, moves as typed and written, the chess clock, the sheets;
//! - `voice`: voice packs and announcements; `words`: events in a pack's words; `speech`: what is said and how urgently;
//! - `session`: the game at the board; `practice`: listening to games and drills; `engine`: an engine's lines, read.
//! - `online`: the lichess Board API's streams read and the server's moves reconciled with the game.

pub mod announcer;
pub mod arguments;
pub mod board_check;
pub mod boundary;
pub mod calendar;
pub mod clock;
pub mod clock_session;
pub mod eboard;
pub mod endgame;
pub mod engine;
#[cfg(test)]
mod grammar_tests;
pub mod journal_format;
pub mod lobby_session;
pub mod notation;
pub mod online;
pub mod openings;
pub mod options;
pub mod practice;
pub mod puzzle;
pub mod registry;
pub mod rules;
pub mod scoresheet;
pub mod session;
pub mod speech;
mod system_error;
pub mod tones;
pub mod training;
pub mod user_config;
pub mod voice;
pub mod words;

pub use system_error::SystemError;
