//! What `tactus devices` lists, as its lines of text and as JSON: the [`Inventory`] of sound outputs, speech, the
//! built-in voice's clips, the screen reader, gamepads and the braille display, and the electronic boards found.

use crate::inventory::{ButtonMapping, Gamepads, Inventory, MappedButton, NotListed};

/// The boards found (the serial ports that identify as a board probed, every port when `probe_all`, and LiveChess's
/// boards), one plain line and one JSON object each; `None` when tactus was built without boards.
#[must_use]
pub fn boards(probe_all: bool) -> Option<Vec<(String, serde_json::Value)>> {
    #[cfg(feature = "eboard")]
    {
        use crate::eboard::{NotProbed, Probing};
        let probing = if probe_all {
            Probing::Every
        } else {
            Probing::Boards
        };
        let found = crate::eboard::find_boards(probing);
        Some(
            found
                .iter()
                .map(|board| {
                    let json = serde_json::json!({
                        "kind": board.kind.map(|kind| kind.name()),
                        "place": board.place,
                        "about": board.about,
                        "address": board.address().map(|address| address.written()),
                        "probed": board.not_probed.is_none(),
                        "held_by": match &board.not_probed {
                            Some(NotProbed::Held(holder)) => Some(holder.words()),
                            _ => None,
                        },
                    });
                    (board.line(), json)
                })
                .collect(),
        )
    }
    #[cfg(not(feature = "eboard"))]
    {
        let _ = probe_all;
        None
    }
}

/// The boards' lines: a heading and one line each, or why there are none.
#[must_use]
pub fn board_lines(boards: Option<&[(String, serde_json::Value)]>) -> String {
    match boards {
        None => "Boards: none (tactus was built without them)\n".to_string(),
        Some([]) => "Boards: none found (no serial port, LiveChess not answering)\n".to_string(),
        Some(found) => {
            let lines: Vec<String> = found
                .iter()
                .map(|(line, _)| format!("  {line}\n"))
                .collect();
            format!("Boards ({}):\n{}", found.len(), lines.concat())
        }
    }
}

/// The inventory as lines of text, one a finding (the gamepads' buttons one a line under their heading).
#[must_use]
pub fn text(found: &Inventory) -> String {
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
    lines.push(match &found.screen_reader {
        Some(reader) => format!("Screen reader: {reader} runs; --speech auto leaves speech to it"),
        None => "Screen reader: none found; --speech auto speaks".to_string(),
    });
    if let Some(nvda) = &found.nvda_client {
        lines.push(format!("NVDA controller client: {nvda}"));
    }
    lines.push(format!("System speech: {}", found.speech_engine));
    lines.push(clip_line(found));
    match &found.gamepads {
        Ok(gamepads) => lines.extend(gamepad_lines(gamepads)),
        Err(why) => lines.push(format!("Gamepads: none ({why})")),
    }
    lines.push(sentence_case(&found.braille_display));
    lines.join("\n") + "\n"
}

/// Which packs the built-in voice can speak and where their clips are; or where they were looked for.
fn clip_line(found: &Inventory) -> String {
    if found.clip_places.is_empty() {
        return format!(
            "Built-in voice: no recorded clips found (looked in {})",
            found.clip_searched.join(", ")
        );
    }
    // The folder that holds the packs' folders, with where it is in words; one entry per such folder.
    let mut places: Vec<(String, String, Vec<&str>)> = Vec::new();
    for (pack, origin, folder) in &found.clip_places {
        let holder = std::path::Path::new(folder)
            .parent()
            .map_or_else(|| folder.clone(), |p| p.display().to_string());
        match places.iter_mut().find(|(h, _, _)| *h == holder) {
            Some((_, _, packs)) => packs.push(pack),
            None => places.push((holder, origin.clone(), vec![pack])),
        }
    }
    let parts: Vec<String> = places
        .iter()
        .map(|(holder, origin, packs)| format!("{} ({origin}: {holder})", packs.join(", ")))
        .collect();
    format!("Built-in voice: clips for {}", parts.join("; "))
}

/// `text` with its first letter a capital, as a line of the listing starts.
fn sentence_case(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// The gamepads, the config file, its problems, then each layout's buttons for a game, for the clock and for
/// listening and the analysis board.
fn gamepad_lines(gamepads: &Gamepads) -> Vec<String> {
    let mut lines = vec![if gamepads.pads.is_empty() {
        "Gamepads: none connected".to_string()
    } else {
        let pads: Vec<String> = gamepads
            .pads
            .iter()
            .map(|(name, layout)| format!("{name} ({layout} layout)"))
            .collect();
        format!("Gamepads: {}", pads.join(", "))
    }];
    lines.push(match gamepads.layout_setting.as_str() {
        "auto" => "Gamepad layout: auto, from each pad's maker".to_string(),
        chosen => format!("Gamepad layout: {chosen}, for every pad"),
    });
    lines.push(match (&gamepads.config, gamepads.config_exists) {
        (Some(path), true) => format!("Gamepad config file: {path}"),
        (Some(path), false) => {
            format!("Gamepad config file: {path} (not there; the defaults apply)")
        }
        (None, _) => "Gamepad config file: none (no home folder); the defaults apply".to_string(),
    });
    lines.extend(
        gamepads
            .problems
            .iter()
            .map(|problem| format!("Gamepad settings: {problem}")),
    );
    for mapping in &gamepads.mappings {
        for (title, buttons) in [
            ("in a game", &mapping.game),
            ("with tactus clock", &mapping.clock),
            ("with tactus listen and tactus analyse", &mapping.listen),
        ] {
            lines.push(format!(
                "Gamepad buttons {title}, {} layout:",
                mapping.layout
            ));
            lines.extend(
                buttons
                    .iter()
                    .map(|b| format!("  {} ({}): {}", b.label, b.button, b.command)),
            );
        }
    }
    lines
}

/// The inventory as one JSON object.
#[must_use]
pub fn json(found: &Inventory) -> serde_json::Value {
    let listed = |result: &Result<Vec<String>, NotListed>| match result {
        Ok(names) => serde_json::json!({ "found": names }),
        Err(why) => serde_json::json!({ "found": [], "error": why.to_string() }),
    };
    serde_json::json!({
        "audio_outputs": listed(&found.audio_outputs),
        "speech_engine": found.speech_engine,
        "screen_reader": found.screen_reader,
        "nvda_controller_client": found.nvda_client,
        "clip_voices": found.clip_voices,
        "clip_places": found.clip_places.iter().map(|(pack, origin, folder)| {
            serde_json::json!({ "pack": pack, "origin": origin, "folder": folder })
        }).collect::<Vec<_>>(),
        "braille_display": found.braille_display,
        "gamepads": match &found.gamepads {
            Ok(gamepads) => gamepad_json(gamepads),
            Err(why) => serde_json::json!({ "found": [], "error": why.to_string() }),
        },
    })
}

/// The gamepads as JSON: `found` (their names), `pads`, `layout_setting`, `config`, `problems`, `mappings`.
fn gamepad_json(gamepads: &Gamepads) -> serde_json::Value {
    let buttons = |buttons: &[MappedButton]| -> Vec<serde_json::Value> {
        buttons
            .iter()
            .map(|b| serde_json::json!({ "button": b.button, "label": b.label, "command": b.command }))
            .collect()
    };
    let mapping = |m: &ButtonMapping| serde_json::json!({ "layout": m.layout, "game": buttons(&m.game), "clock": buttons(&m.clock), "listen": buttons(&m.listen) });
    serde_json::json!({
        "found": gamepads.pads.iter().map(|(name, _)| name).collect::<Vec<_>>(),
        "pads": gamepads
            .pads
            .iter()
            .map(|(name, layout)| serde_json::json!({ "name": name, "layout": layout }))
            .collect::<Vec<_>>(),
        "layout_setting": gamepads.layout_setting,
        "config": gamepads.config,
        "config_exists": gamepads.config_exists,
        "problems": gamepads.problems,
        "mappings": gamepads.mappings.iter().map(mapping).collect::<Vec<_>>(),
    })
}
