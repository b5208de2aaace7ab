//! `tactus voices`: the voice packs shipped with the program and their languages (`tactus_runtime::list_voices`).

use std::{io::Write, process::ExitCode};

use super::Failure;
use crate::cli::{Format, VoicesArgs};

/// Lists every shipped pack, one line each.
///
/// # Errors
/// A [`Failure`] when a shipped pack does not load (a broken build) or output fails.
pub(crate) fn run(args: &VoicesArgs) -> Result<ExitCode, Failure> {
    let text = tactus_runtime::list_voices(args.format == Format::Json)?;
    std::io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .map_err(Failure::from)?;
    Ok(ExitCode::SUCCESS)
}
