//! tactus: a chess companion for blind and visually impaired players, after FIDE Appendix D.
//!
//! The library is the pure core (rules, move input, voice packs, clock, sessions) that the
//! binary wires to devices. Nothing here reads the system clock or touches a device, except
//! `app`: the event loop, the one place that reads the time and waits for input; and `devices`, the adapters to the
//! hardware.

pub mod app;
pub mod cli;
pub mod clock;
pub mod commands;
pub mod config;
pub mod devices;
pub mod engine;
pub mod journal;
pub mod notation;
pub mod practice;
pub mod rules;
pub mod scoresheet;
pub mod session;
pub mod voice;
