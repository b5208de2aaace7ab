//! `tactus puzzle`: tactics puzzles, from the shipped subset of the lichess puzzle database or a CSV file in the
//! export's form (`--puzzles`), chosen by theme, rating band and opening with a seed. The session itself is
//! `tactus_core::puzzle::PuzzleSession`.

use std::process::ExitCode;

use super::{
    runner::{Runner, Showing},
    training, Failure,
};
use crate::cli::{AfterWrong, PuzzleAction, PuzzleArgs};
use tactus_core::{
    notation::MoveReader,
    puzzle::{self, PuzzleSession},
};
use tactus_devices::controls::Controls;
use tactus_runtime::{
    puzzle_start::{puzzle_session, PuzzleChoice},
    training_journal::{Journaling, Prepared, Remade},
};

/// Runs puzzles until `quit` or the end of the moves typed.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a puzzle file that cannot be read, a rating band that cannot be read, no puzzle
/// matching the choice, a voice pack that does not load, or a script that cannot be opened.
pub(crate) fn run(args: &PuzzleArgs) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::voices::load(&args.session.common.voice)?;
    match &args.action {
        Some(PuzzleAction::Import { file }) => {
            println!("{}", tactus_runtime::puzzles::import_told(file, &pack)?);
            Ok(ExitCode::SUCCESS)
        }
        Some(PuzzleAction::Stats) => {
            println!(
                "{}",
                tactus_runtime::puzzles::stats(&tactus_runtime::puzzles::history(&folder()), &pack)
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
        |session: &PuzzleSession, rated| {
            let attempts = session.attempts();
            let new = attempts.get(rated..).unwrap_or_default();
            if new.is_empty() {
                return None;
            }
            tactus_runtime::puzzles::record(&folder(), new)
                .ok()
                .map(|_| attempts.len())
        },
    )
}

/// The puzzle session the options choose, at its first puzzle.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a voice pack that does not load, and the reasons of [`puzzle_session`].
pub(crate) fn prepare(args: &PuzzleArgs) -> Result<Prepared<PuzzleSession>, Failure> {
    let options = &args.session;
    let pack = tactus_runtime::voices::load(&options.common.voice)?;
    let choice = PuzzleChoice {
        theme: args.theme.clone(),
        rating: args.rating.as_deref(),
        opening: args.opening.clone(),
        file: args.puzzles.as_deref(),
        seed: args.seed,
        after_wrong: match args.after_wrong {
            AfterWrong::Retry => puzzle::AfterWrong::Retry,
            AfterWrong::Next => puzzle::AfterWrong::Next,
        },
    };
    let reader = MoveReader::for_pack(options.common.letters(&pack), &pack);
    let (mut session, seed) = puzzle_session(choice, &pack, reader)?;
    let first = session.puzzle().fen.clone();
    let opening = session.opening();
    Ok(Prepared {
        session,
        opening,
        remade: Remade {
            drill: "puzzle",
            args: remaking(args, seed),
            first,
        },
        pack,
    })
}

/// The arguments that make the same puzzles again: the choice, the seed, the file read, what follows a wrong move
/// and the voice.
fn remaking(args: &PuzzleArgs, seed: u64) -> Vec<String> {
    let mut words = vec!["--seed".to_string(), seed.to_string()];
    let mut given = |flag: &str, value: Option<String>| {
        if let Some(value) = value {
            words.extend([flag.to_string(), value]);
        }
    };
    given("--theme", args.theme.clone());
    given("--rating", args.rating.clone());
    given("--opening", args.opening.clone());
    given(
        "--puzzles",
        args.puzzles.as_ref().map(|p| {
            std::path::absolute(p)
                .unwrap_or_else(|_| p.clone())
                .display()
                .to_string()
        }),
    );
    given(
        "--after-wrong",
        Some(match args.after_wrong {
            AfterWrong::Retry => "retry".into(),
            AfterWrong::Next => "next".into(),
        }),
    );
    given("--voice", Some(args.session.common.voice.clone()));
    words
}

/// Where the index and the history are.
fn folder() -> std::path::PathBuf {
    tactus_runtime::puzzles::folder()
}
