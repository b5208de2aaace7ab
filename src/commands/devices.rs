//! `tactus devices`: what was found — sound outputs, the speech engine, the built-in voices, gamepads.

use std::process::ExitCode;

use super::{running, Failure};
use crate::{
    cli::{DevicesArgs, Format},
    devices::inventory::{self, Inventory},
};

/// Looks for the devices and lists them, one line each in text, one JSON object in JSON.
///
/// # Errors
/// A [`Failure`] when output fails.
pub fn run(args: &DevicesArgs) -> Result<ExitCode, Failure> {
    let found = inventory::take();
    let text = match args.format {
        Format::Text => text(&found),
        Format::Json => format!("{}\n", json(&found)),
    };
    running::print(&text)?;
    Ok(ExitCode::SUCCESS)
}

fn text(found: &Inventory) -> String {
    let mut lines = Vec::new();
    match &found.audio_outputs {
        Ok(names) if names.is_empty() => lines.push("Audio outputs: none".to_string()),
        Ok(names) => {
            lines.push(format!("Audio outputs ({}):", names.len()));
            lines.extend(names.iter().enumerate().map(|(i, name)| {
                let default = if i == 0 { " (default)" } else { "" };
                format!("  {name}{default}")
            }));
        }
        Err(why) => lines.push(format!("Audio outputs: none ({why})")),
    }
    lines.push(format!("System speech: {}", found.speech_engine));
    lines.push(match found.clip_voices.as_slice() {
        [] => "Built-in voice: no recorded clips found".to_string(),
        packs => format!("Built-in voice: clips for {}", packs.join(", ")),
    });
    lines.push(match &found.gamepads {
        Ok(pads) if pads.is_empty() => "Gamepads: none connected".to_string(),
        Ok(pads) => format!("Gamepads: {}", pads.join(", ")),
        Err(why) => format!("Gamepads: none ({why})"),
    });
    lines.push("Braille display: not supported yet".to_string());
    lines.join("\n") + "\n"
}

fn json(found: &Inventory) -> serde_json::Value {
    let listed = |result: &Result<Vec<String>, String>| match result {
        Ok(names) => serde_json::json!({ "found": names }),
        Err(why) => serde_json::json!({ "found": [], "error": why }),
    };
    serde_json::json!({
        "audio_outputs": listed(&found.audio_outputs),
        "speech_engine": found.speech_engine,
        "clip_voices": found.clip_voices,
        "gamepads": listed(&found.gamepads),
    })
}
