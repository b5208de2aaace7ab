//! `tactus drill`: board-reading exercises with a score.
//!
//! This file wires the options to the event loop: the kind of question (the board's, or the openings'), the
//! positions (random, or from `--pgn`), the number of questions and the seed, made a session by
//! `tactus_runtime::drill_session`; where answers come from, and text or JSON output with speech. The session itself is
//! `tactus_core::DrillSession`.

use std::process::ExitCode;

use super::{
    runner::{Runner, Showing},
    Failure,
};
use crate::cli::{DrillArgs, DrillKind};
use tactus_core::Kind;
use tactus_devices::Controls;
use tactus_runtime::{drill_final_score, drill_session, DrillChoice};

/// Runs the drill until its last question, `quit`, or the end of the answers.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a PGN file that cannot be read or has no game that can be played, a voice pack
/// that does not load, a script that cannot be opened, or `--virtual-time` at the keyboard.
pub(crate) fn run(args: &DrillArgs) -> Result<ExitCode, Failure> {
    let options = &args.session;
    let pack = tactus_runtime::load_voice(&options.common.voice)?;
    let choice = DrillChoice {
        kinds: kinds(args.kind),
        pgn: args.pgn.as_deref(),
        count: args.count,
        seed: args.seed,
    };
    let (mut session, opening) = drill_session(choice, &pack, options.common.letters(&pack))?;
    let runner = Runner::new(&options.run)?;
    let showing = Showing {
        pack,
        format: options.common.format,
        controls: Controls::Drill,
        prompts: runner.is_keyboard(),
    };
    runner.run_then(&mut session, showing, opening, drill_final_score)
}

/// The kinds of question `--kind` names: one, or all in turn.
fn kinds(kind: DrillKind) -> Vec<Kind> {
    match kind {
        DrillKind::Square => vec![Kind::Square],
        DrillKind::Pieces => vec![Kind::Pieces],
        DrillKind::Reach => vec![Kind::Reach],
        DrillKind::Name => vec![Kind::Name],
        DrillKind::Mixed => Kind::ALL.to_vec(),
        DrillKind::Openings => Kind::OPENINGS.to_vec(),
    }
}
