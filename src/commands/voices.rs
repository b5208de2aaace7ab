//! `tactus voices`: the voice packs shipped with the program and their languages.

use std::{io::Write, process::ExitCode};

use super::Failure;
use crate::cli::{Format, VoicesArgs};
use tactus_core::voice::builtin_names;
use tactus_runtime::voices_listing::pack_line;

/// Lists every shipped pack, one line each.
///
/// # Errors
/// A [`Failure`] when a shipped pack does not load (a broken build) or output fails.
pub(crate) fn run(args: &VoicesArgs) -> Result<ExitCode, Failure> {
    let mut out = std::io::stdout().lock();
    for name in builtin_names() {
        let pack = tactus_runtime::voices::load(name)?;
        let line = pack_line(name, &pack, args.format == Format::Json);
        writeln!(out, "{line}").map_err(Failure::from)?;
    }
    Ok(ExitCode::SUCCESS)
}
