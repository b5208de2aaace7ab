//! `tactus drill`: board-reading exercises with a score.

use std::process::ExitCode;

use super::Failure;
use crate::cli::DrillArgs;

/// Runs the drill.
///
/// # Errors
/// A [`Failure`] for a PGN file that cannot be read.
pub fn run(_args: &DrillArgs) -> Result<ExitCode, Failure> {
    Err(Failure("tactus drill is not built yet".into()))
}
