//! The devices tactus talks through, each behind a small trait so that the core never sees one.
//!
//! Today: the clock's sound signals. `tones.rs` describes and renders them (pure, tested sample by sample),
//! `tone_sink.rs` turns events into signals for any [`Player`], and `audio.rs` is the real player, the sound card
//! through cpal (only with the `audio` feature). [`open_tones`] is what a command calls: a ready sink, or the reason
//! there is no sound, which the command reports once and then goes on without.

#[cfg(feature = "audio")]
pub mod audio;
pub mod player;
pub mod speech;
pub mod tone_sink;
pub mod tones;

pub use player::Player;
pub use speech::{Priority, Route, Speaker, SpeakerFailure, Utterance};
pub use tone_sink::{signal_for, ToneSink};
pub use tones::{render, Signal, Tone};

use crate::app::EventSink;

/// A sink that plays the clock's signals on the default sound device.
///
/// # Errors
/// Why there is no sound, in words for the user: the device's failure, or that this build has no audio.
#[cfg(feature = "audio")]
pub fn open_tones() -> Result<Box<dyn EventSink>, String> {
    let output = audio::AudioOutput::open().map_err(|e| e.to_string())?;
    let rate = output.sample_rate();
    Ok(Box::new(ToneSink::new(output, rate)))
}

/// Without the `audio` feature there is no sound device.
///
/// # Errors
/// Always: this build has no audio.
#[cfg(not(feature = "audio"))]
pub fn open_tones() -> Result<Box<dyn EventSink>, String> {
    Err("this build has no audio".into())
}
