//! `tactus drill`: board-reading exercises with a score.
//!
//! This file wires the options to the event loop: the kind of question (the board's, or the openings'), the positions (random, or from `--pgn`),
//! the number of questions, the seed (`--seed`, else one taken from the clock and told, so the drill can be
//! repeated), where answers come from, and text or JSON output with speech. The session itself is
//! `tactus_core::practice::DrillSession`.

use std::process::ExitCode;

use super::{
    runner::{Runner, Showing},
    Failure,
};
use crate::cli::{DrillArgs, DrillKind};
use tactus_core::{
    boundary::Event,
    boundary::EventSink,
    boundary::Stamped,
    notation::MoveReader,
    practice::{positions::Positions, question::Kind, DrillSession, DrillSetup},
};
use tactus_devices::controls::Controls;
use tactus_runtime::games_file::read_games_file;

/// Runs the drill until its last question, `quit`, or the end of the answers.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a PGN file that cannot be read or has no game that can be played, a voice pack
/// that does not load, a script that cannot be opened, or `--virtual-time` at the keyboard.
pub(crate) fn run(args: &DrillArgs) -> Result<ExitCode, Failure> {
    let options = &args.session;
    let pack = tactus_runtime::voices::load(&options.common.voice)?;
    let (positions, problems) = match &args.pgn {
        None => (Positions::Random, Vec::new()),
        Some(path) => {
            let (bytes, path_name) = read_games_file(path, &pack)?;
            let reader = MoveReader::for_pack(options.common.letters(&pack), &pack);
            Positions::from_pgn(&bytes, &path_name, &pack, &reader)?
        }
    };
    let setup = DrillSetup {
        kinds: kinds(args.kind),
        positions,
        count: args.count,
        seed: args
            .seed
            .unwrap_or_else(tactus_runtime::calendar::spoken_seed),
    };
    let runner = Runner::new(&options.run)?;
    let letters = options.common.letters(&pack);
    let mut session = DrillSession::new(setup, pack.clone(), letters);
    let opening: Vec<Event> = problems
        .into_iter()
        .map(|problem| Event::Notice {
            text: tactus_core::voice::Sentence::text(problem.to_string()),
        })
        .chain(session.opening())
        .collect();
    let showing = Showing {
        pack,
        format: options.common.format,
        controls: Controls::Drill,
        prompts: runner.is_keyboard(),
    };
    runner.run_then(&mut session, showing, opening, final_score)
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

/// The score when the answers ran out before the drill did, at `now`.
fn final_score(session: &DrillSession, now: u64, sink: &mut dyn EventSink) -> std::io::Result<()> {
    match session.unfinished_score() {
        Some(event) => sink.emit(&Stamped { t_ms: now, event }),
        None => Ok(()),
    }
}
