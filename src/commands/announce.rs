//! `tactus announce`: the announcement of every move of one or many games.
//!
//! Moves come as arguments (any accepted form), from `--pgn FILE`, or from standard input (PGN
//! when it has tag lines, else plain moves in any form). The announcing itself is the core's
//! ([`Announcer`]); here the input is opened, and a bad move makes the exit code 2.

use std::{
    io::{self, BufWriter},
    process::ExitCode,
};

use super::{running, Failure};
use crate::cli::{AnnounceArgs, Format};
use tactus_core::{AnnounceError, Announcer, LineFormat, MoveReader};
use tactus_devices::{moves_aloud_wanted, speak_and_record};
use tactus_runtime::announce_input;

/// The command's failure for the announcer's: a closed output stays its own case.
fn failure(problem: AnnounceError) -> Failure {
    match problem {
        AnnounceError::ClosedOutput => Failure::ClosedOutput,
        other => Failure::Message(other.to_string()),
    }
}

impl From<Format> for LineFormat {
    fn from(format: Format) -> LineFormat {
        match format {
            Format::Text => LineFormat::Text,
            Format::Json => LineFormat::Json,
        }
    }
}

/// Runs the subcommand.
///
/// # Errors
/// A [`Failure`] for unusable input as a whole (no moves, an unreadable file or FEN, a pack
/// that does not load); bad moves are reported per game and give exit code 2.
pub(crate) fn run(args: &AnnounceArgs) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::load_voice(&args.common.voice)?;
    let reader = MoveReader::for_pack(args.common.letters(&pack), &pack);
    let stdout = io::stdout();
    let mut announcer = Announcer::new(
        BufWriter::new(stdout.lock()),
        &pack,
        &reader,
        args.common.style.into(),
        args.common.format.into(),
    );
    let speech = args.sound.speech.map(Into::into);
    if moves_aloud_wanted(speech, args.wav.is_some()) {
        announcer.heard = Some(Vec::new());
    }
    let result = announce_input(
        &mut announcer,
        args.pgn.as_deref(),
        &args.moves,
        args.fen.as_deref(),
    )?;
    match result.and_then(|()| announcer.flush()).map_err(failure) {
        Ok(()) => {}
        Err(e) if e.is_closed_output() => return Ok(ExitCode::SUCCESS),
        Err(e) => return Err(e),
    }
    for failure in &announcer.failures {
        eprintln!("tactus: {failure}");
    }
    if let Some(moves) = &announcer.heard {
        // Notices go to standard error: standard output holds the announcements.
        let clips = running::clip_folders(&pack);
        let (settings, wav) = (args.sound.settings(), args.wav.as_deref());
        speak_and_record(&settings, speech, wav, &pack, &clips, moves, |notice| {
            eprintln!("tactus: {notice}");
        })?;
    }
    Ok(if announcer.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    })
}
