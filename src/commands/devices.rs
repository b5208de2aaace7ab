//! `tactus devices`: what was found — sound outputs, the speech engine, the built-in voices, gamepads and what their
//! buttons send, the braille display, electronic boards, and the endgame tables (which material they cover).

use std::process::ExitCode;

use super::{running, Failure};
use crate::cli::{DevicesArgs, Format};
use tactus_core::builtin_names;
use tactus_devices::{
    inventory::{self, ClipPlaces},
    inventory_listing::{board_lines, boards, json, text},
};
use tactus_runtime::{
    tablebase::Tables,
    tables_listing::{tables_json, tables_line},
    voices::Surroundings,
};

/// Looks for the devices and lists them, one line each in text, one JSON object in JSON.
///
/// # Errors
/// A [`Failure`] when output fails.
pub(crate) fn run(args: &DevicesArgs) -> Result<ExitCode, Failure> {
    let found = inventory::take(clip_places(), &tactus_runtime::config::load());
    let boards = boards(args.probe_all);
    let tables = Tables::open(None, &Surroundings::here());
    let text = match args.format {
        Format::Text => text(&found) + &board_lines(boards.as_deref()) + &tables_line(&tables),
        Format::Json => {
            let mut listing = json(&found);
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
    let (found, searched) = tactus_runtime::voices::shipped_places(&builtin_names());
    ClipPlaces { found, searched }
}
