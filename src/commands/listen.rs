//! `tactus listen FILE.pgn`: a game from a file, heard move by move.

use std::process::ExitCode;

use super::Failure;
use crate::cli::ListenArgs;

/// Runs the listening session.
///
/// # Errors
/// A [`Failure`] for a file that cannot be read or a game that is not in it.
pub fn run(_args: &ListenArgs) -> Result<ExitCode, Failure> {
    Err(Failure("tactus listen is not built yet".into()))
}
