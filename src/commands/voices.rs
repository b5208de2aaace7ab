//! `tactus voices`: the voice packs shipped with the program and their languages.

use std::{io::Write, process::ExitCode};

use super::Failure;
use crate::cli::{Format, VoicesArgs};
use tactus_core::voice::{builtin_names, DEFAULT_PACK};

/// Lists every shipped pack, one line each.
///
/// # Errors
/// A [`Failure`] when a shipped pack does not load (a broken build) or output fails.
pub fn run(args: &VoicesArgs) -> Result<ExitCode, Failure> {
    let mut out = std::io::stdout().lock();
    for name in builtin_names() {
        let pack = tactus_runtime::voices::load(name)?;
        let default = name == DEFAULT_PACK;
        let line = match args.format {
            Format::Text => format!(
                "{}{}: {} (moves in {}, phrases in {})",
                pack.name,
                if default { " (default)" } else { "" },
                pack.description,
                pack.move_language,
                pack.phrase_language
            ),
            Format::Json => serde_json::json!({
                "name": pack.name,
                "description": pack.description,
                "move_language": pack.move_language,
                "phrase_language": pack.phrase_language,
                "default": default,
            })
            .to_string(),
        };
        writeln!(out, "{line}").map_err(Failure::from)?;
    }
    Ok(ExitCode::SUCCESS)
}
