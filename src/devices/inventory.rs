//! What `tactus devices` reports: the sound outputs, the speech engine, the built-in voices, the gamepads. Each
//! is looked for with a time limit, and a part that cannot be looked at says why instead.

use crate::voice::{builtin_names, VoicePack};

/// Everything found, each part either its findings or why there are none.
#[derive(Debug)]
pub struct Inventory {
    /// Sound output names, the default device first.
    pub audio_outputs: Result<Vec<String>, String>,
    /// The system speech engine, in a sentence.
    pub speech_engine: String,
    /// The shipped voice packs that have recorded clips for the built-in voice.
    pub clip_voices: Vec<String>,
    /// Connected gamepads.
    pub gamepads: Result<Vec<String>, String>,
}

/// Looks for every device.
#[must_use]
pub fn take() -> Inventory {
    Inventory {
        audio_outputs: audio_outputs(),
        speech_engine: speech_engine(),
        clip_voices: builtin_names()
            .into_iter()
            .filter(|name| {
                VoicePack::load(name).is_ok_and(|pack| pack.folder().join("clips").is_dir())
            })
            .map(str::to_string)
            .collect(),
        gamepads: gamepads(),
    }
}

#[cfg(feature = "audio")]
fn audio_outputs() -> Result<Vec<String>, String> {
    super::audio::output_names().map_err(|e| e.to_string())
}

#[cfg(not(feature = "audio"))]
fn audio_outputs() -> Result<Vec<String>, String> {
    Err("this build has no audio".into())
}

#[cfg(feature = "speech")]
fn speech_engine() -> String {
    super::system_speech::describe(std::time::Duration::from_secs(5))
}

#[cfg(not(feature = "speech"))]
fn speech_engine() -> String {
    "this build has no system speech".into()
}

#[cfg(feature = "gamepad")]
fn gamepads() -> Result<Vec<String>, String> {
    let gilrs = gilrs::Gilrs::new().map_err(|e| e.to_string())?;
    Ok(gilrs
        .gamepads()
        .map(|(_, pad)| pad.name().to_string())
        .collect())
}

#[cfg(not(feature = "gamepad"))]
fn gamepads() -> Result<Vec<String>, String> {
    Err("this build has no gamepad support".into())
}
