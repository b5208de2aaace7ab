//! `tactus puzzle`: tactics puzzles, from the shipped subset of the lichess puzzle database or a CSV file in the
//! export's form (`--puzzles`), chosen by theme, rating band and opening with a seed. The session itself is
//! `tactus_core::PuzzleSession`.

use std::process::ExitCode;

use super::{
    runner::{Runner, Showing},
    training, Failure,
};
use crate::cli::{AfterWrong, PuzzleAction, PuzzleArgs};
use tactus_core::{MoveReader, PuzzleSession};
use tactus_devices::Controls;
use tactus_runtime::{prepared_puzzle, rate_new_attempts, Journaling, Prepared, PuzzleChoice};

/// Runs puzzles until `quit` or the end of the moves typed.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a puzzle file that cannot be read, a rating band that cannot be read, no puzzle
/// matching the choice, a voice pack that does not load, or a script that cannot be opened.
pub(crate) fn run(args: &PuzzleArgs) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::load_voice(&args.session.common.voice)?;
    match &args.action {
        Some(PuzzleAction::Import { file }) => {
            println!("{}", tactus_runtime::import_puzzles_told(file, &pack)?);
            Ok(ExitCode::SUCCESS)
        }
        Some(PuzzleAction::Stats) => {
            println!(
                "{}",
                tactus_runtime::puzzle_stats(&tactus_runtime::puzzle_history(&folder()), &pack)
            );
            Ok(ExitCode::SUCCESS)
        }
        None => run_with(args, Journaling::New(args.journal.clone())),
    }
}

/// Runs the puzzles journaled as `journaling` says; at the end the puzzles rated and not yet in the rating history
/// are added to it.
///
/// # Errors
/// As [`run`], and a journal that cannot be created or resumed.
pub(crate) fn run_with(args: &PuzzleArgs, journaling: Journaling) -> Result<ExitCode, Failure> {
    let options = &args.session;
    let prepared = prepare(args)?;
    let runner = Runner::new(&options.run)?;
    let showing = Showing {
        pack: prepared.pack.clone(),
        format: options.common.format,
        controls: Controls::Puzzle,
        prompts: runner.is_keyboard(),
    };
    training::run(
        prepared,
        journaling,
        runner,
        showing,
        |session: &PuzzleSession, rated| rate_new_attempts(&folder(), session.attempts(), rated),
    )
}

/// The puzzle session the options choose, at its first puzzle.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a voice pack that does not load, and the reasons of
/// [`tactus_runtime::prepared_puzzle`].
pub(crate) fn prepare(args: &PuzzleArgs) -> Result<Prepared<PuzzleSession>, Failure> {
    let common = &args.session.common;
    let pack = tactus_runtime::load_voice(&common.voice)?;
    let choice = PuzzleChoice {
        theme: args.theme.clone(),
        rating: args.rating.as_deref(),
        opening: args.opening.clone(),
        file: args.puzzles.as_deref(),
        seed: args.seed,
        after_wrong: match args.after_wrong {
            AfterWrong::Retry => tactus_core::AfterWrong::Retry,
            AfterWrong::Next => tactus_core::AfterWrong::Next,
        },
    };
    let reader = MoveReader::for_pack(common.letters(&pack), &pack);
    Ok(prepared_puzzle(choice, &common.voice, pack, reader)?)
}

/// Where the index and the history are.
fn folder() -> std::path::PathBuf {
    tactus_runtime::puzzles_folder()
}
