//! `tactus clock`: a talking chess clock alone, for use with any board, as a pure session: the clock's command
//! language (`command.rs`) and the session that turns its commands and instants into events (`session.rs`).

pub(crate) mod command;
mod session;

pub use session::ClockSession;
