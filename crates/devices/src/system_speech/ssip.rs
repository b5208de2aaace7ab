//! Speech Dispatcher on Linux, spoken to directly in SSIP (the Speech Synthesis Interface Protocol, lines of text
//! over a Unix socket), so that the program needs no speech library to build or to start: where Speech Dispatcher is
//! missing, system speech is refused with what to install, and everything else works.
//!
//! One idea a file: where the socket is (`address.rs`), reaching the server and starting it when it is not running
//! (`spawn.rs`), a message's text as SSML (`ssml.rs`) and on the wire (`text.rs`), the server's replies and events (`reply.rs`), one
//! connection with its reader thread (`connection.rs`), a connection made ready to speak (`setup.rs`), the voices
//! looked up beside the speech (`voices.rs`), the engine the worker drives (`engine.rs`), and what `tactus devices`
//! says about the server (`describe.rs`).

mod address;
mod connection;
mod describe;
mod engine;
mod error;
mod reply;
mod setup;
mod spawn;
mod ssml;
mod text;
mod voices;

#[cfg(test)]
mod tests;

pub use describe::describe;
pub(super) use engine::SsipEngine;
pub(super) use error::SsipError;
