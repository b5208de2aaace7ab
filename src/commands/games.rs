//! `tactus games`: the game journals in the user's games folder, newest first, one line each
//! (`tactus_runtime::list_games`).

use std::{io::Write, process::ExitCode};

use super::{play::wording, Failure};
use crate::cli::{Format, GamesArgs};
use tactus_runtime::{games_folder, list_games};

/// Lists the games, one line each.
///
/// # Errors
/// A [`Failure`] for a voice pack that does not load, or output that fails.
pub(crate) fn run(args: &GamesArgs) -> Result<ExitCode, Failure> {
    let wording = wording(&args.common)?;
    let text = list_games(
        &games_folder(),
        &wording,
        args.common.format == Format::Json,
    );
    std::io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .map_err(Failure::from)?;
    Ok(ExitCode::SUCCESS)
}
