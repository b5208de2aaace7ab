//! Speech through NVDA on Windows: with NVDA as the screen reader, `--speech system` gives tactus' sentences to NVDA
//! through its controller client (`client.rs`, loaded at run time), so they are said by the user's own NVDA voice
//! instead of a second voice beside it (`engine.rs`). When the client is missing or NVDA does not answer, the Windows
//! voices speak, without a word about NVDA (`choice.rs`); `tactus devices` says what was found (`describe.rs`).
//!
//! Braille through NVDA (`brailleMessage`) is not used: NVDA already shows the lines tactus prints on its display.

#[cfg(any(windows, test))]
mod choice;
#[cfg(windows)]
mod client;
#[cfg(windows)]
mod describe;
#[cfg(windows)]
mod engine;
#[cfg(windows)]
mod error;
#[cfg(any(windows, test))]
mod wide;

#[cfg(windows)]
pub(crate) use choice::through_nvda;
#[cfg(windows)]
pub(crate) use describe::describe;
#[cfg(windows)]
pub(super) use engine::NvdaEngine;
