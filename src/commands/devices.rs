//! `tactus devices`: what was found — sound outputs, the speech engine, the built-in voices, gamepads and what their
//! buttons send, the braille display, electronic boards, and the endgame tables (which material they cover).

use std::process::ExitCode;

use super::{running, Failure};
use crate::cli::{DevicesArgs, Format};
use tactus_core::builtin_names;
use tactus_devices::{
    board_lines, found_boards, inventory_json, inventory_text, take_inventory, ClipPlaces,
};
use tactus_runtime::{tables_json, tables_line, Surroundings, Tables};

/// Looks for the devices and lists them, one line each in text, one JSON object in JSON.
///
/// # Errors
/// A [`Failure`] when output fails.
pub(crate) fn run(args: &DevicesArgs) -> Result<ExitCode, Failure> {
    let found = take_inventory(clip_places(), &tactus_runtime::load_config());
    let boards = found_boards(args.probe_all);
    let tables = Tables::open(None, &Surroundings::here());
    let text = match args.format {
        Format::Text => {
            inventory_text(&found) + &board_lines(boards.as_deref()) + &tables_line(&tables)
        }
        Format::Json => {
            let mut listing = inventory_json(&found);
            listing["tablebases"] = tables_json(&tables);
            listing["boards"] = boards.map_or(serde_json::Value::Null, |found| {
                found.into_iter().map(|(_, board)| board).collect()
            });
            format!("{listing}\n")
        }
    };
    running::print(&text)?;
    Ok(ExitCode::SUCCESS)
}

/// Where the shipped packs' clips were found on this system, and every place looked in.
fn clip_places() -> ClipPlaces {
    let (found, searched) = tactus_runtime::shipped_places(&builtin_names());
    ClipPlaces { found, searched }
}
