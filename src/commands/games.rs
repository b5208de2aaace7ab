//! `tactus games`: the game journals in the user's games folder, newest first, one line each
//! (`tactus_runtime::games_list`).

use std::{io::Write, process::ExitCode};

use super::{play::wording_from, Failure};
use crate::cli::{Format, GamesArgs};
use tactus_core::voice::PhraseKey;
use tactus_runtime::{games_list::list, journal::games_folder};

/// Lists the games, one line each.
///
/// # Errors
/// A [`Failure`] for a voice pack that does not load, or output that fails.
pub(crate) fn run(args: &GamesArgs) -> Result<ExitCode, Failure> {
    let wording = wording_from(&args.common)?;
    let pack = &wording.pack;
    let folder = games_folder();
    let games = list(&folder, &wording);
    let mut out = std::io::stdout().lock();
    if games.is_empty() && args.common.format == Format::Text {
        let folder = folder.display().to_string();
        writeln!(
            out,
            "{}",
            pack.phrase(PhraseKey::GamesNone, &[("folder", &folder)])
        )
        .map_err(Failure::from)?;
    }
    for game in games {
        let line = match args.common.format {
            Format::Text => game.text_line(pack),
            Format::Json => game.json_line(),
        };
        writeln!(out, "{line}").map_err(Failure::from)?;
    }
    Ok(ExitCode::SUCCESS)
}
