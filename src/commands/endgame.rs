//! `tactus endgame`: the stronger side of an endgame against the tablebase's perfect defence.
//!
//! This file wires the options to the event loop: the tables found (`tactus_runtime::Tables`), the start (a
//! material drawn at random from `--seed`, else from a seed taken from the clock and told; or a FEN), and text or
//! JSON output with speech. The session itself is `tactus_core::EndgameSession`.

use std::process::ExitCode;

use tactus_core::{EndgameSession, MoveReader};
use tactus_devices::Controls;
use tactus_runtime::{list_endgames, prepared_endgame, Journaling, Prepared, Surroundings, Tables};

use super::{
    runner::{Runner, Showing},
    training, Failure,
};
use crate::cli::EndgameArgs;

/// Runs the drill until mate, a draw, `quit`, or the end of the commands; with `--list`, says what the tables
/// cover.
///
/// # Errors
/// A [`Failure`] (exit code 2) for material or a FEN that cannot be read or played, a missing table, a voice pack
/// that does not load, a script that cannot be opened, or `--virtual-time` at the keyboard.
pub(crate) fn run(args: &EndgameArgs) -> Result<ExitCode, Failure> {
    if args.list {
        let pack = tactus_runtime::load_voice(&args.session.common.voice)?;
        let tables = Tables::open(args.tablebases.as_deref(), &Surroundings::here());
        println!("{}", list_endgames(&tables, &pack));
        return Ok(ExitCode::SUCCESS);
    }
    run_with(args, Journaling::New(args.journal.clone()))
}

/// Runs the drill journaled as `journaling` says.
///
/// # Errors
/// As [`run`], and a journal that cannot be created or resumed.
pub(crate) fn run_with(args: &EndgameArgs, journaling: Journaling) -> Result<ExitCode, Failure> {
    let options = &args.session;
    let prepared = prepare(args)?;
    let runner = Runner::new(&options.run)?;
    let showing = Showing {
        pack: prepared.pack.clone(),
        format: options.common.format,
        controls: Controls::Endgame,
        prompts: runner.is_keyboard(),
    };
    training::run(prepared, journaling, runner, showing, |_, _| None)
}

/// The drill the options ask for, at its start.
///
/// # Errors
/// A [`Failure`] (exit code 2) for material or a FEN that cannot be read or played, a missing table, or a voice
/// pack that does not load.
pub(crate) fn prepare(args: &EndgameArgs) -> Result<Prepared<EndgameSession>, Failure> {
    let common = &args.session.common;
    let pack = tactus_runtime::load_voice(&common.voice)?;
    let reader = MoveReader::for_pack(common.letters(&pack), &pack);
    Ok(prepared_endgame(
        args.target.as_deref().unwrap_or_default(),
        args.seed,
        args.tablebases.as_deref(),
        &common.voice,
        pack,
        reader,
    )?)
}
