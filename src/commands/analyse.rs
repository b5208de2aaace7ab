//! `tactus analyse [JOURNAL | FILE.pgn | FEN | lichess:…]`: the analysis board.
//!
//! This file wires the options to the event loop: the board opened by `tactus_runtime::analyse_board` (what was
//! opened, the game chosen, where it stands), journaled as a training session (`commands::training`, so `tactus
//! resume` opens it again with every line tried), the engine found and started on its own thread once the journal's
//! lines are handed again; text or JSON output and speech. The session itself is `tactus_core::AnalyseSession`.

use std::process::ExitCode;

use super::{
    runner::{Runner, Showing},
    training, Failure,
};
use crate::cli::AnalyseArgs;
use tactus_core::{engine_failure, AnalyseSession, Choice, MoveReader, PhraseKey, TrainingRecord};
use tactus_devices::Controls;
use tactus_runtime::{
    analyse_board, find_engine, AnalyseChoice, Engine, EngineWorker, Journaling, Prepared,
};

/// How many threads the analysis board's engine thinks with.
const ENGINE_THREADS: u8 = 2;

/// Runs the analysis board until `quit` or the end of the commands.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a source that cannot be read or played, a move `--move` names that the game does
/// not have, a voice pack that does not load, a journal that cannot be created, or a script that cannot be opened.
pub(crate) fn run(args: &AnalyseArgs) -> Result<ExitCode, Failure> {
    run_with(args, Journaling::New(args.journal.clone()))
}

/// Runs the board journaled as `journaling` says.
///
/// # Errors
/// As [`run`], and a journal that cannot be resumed.
pub(crate) fn run_with(args: &AnalyseArgs, journaling: Journaling) -> Result<ExitCode, Failure> {
    let prepared = prepare(args)?;
    let runner = Runner::new(&args.session.run)?;
    let showing = Showing {
        pack: prepared.pack.clone(),
        format: args.session.common.format,
        controls: Controls::Analyse,
        prompts: runner.is_keyboard(),
    };
    let engine = args.engine.clone();
    training::run_ready(
        prepared,
        journaling,
        runner,
        showing,
        |session: &mut AnalyseSession, runner: &Runner<'_>| {
            attach_engine(session, engine.as_deref(), runner)
        },
        |_, _| None,
    )
}

/// The engine found and started, answering into the runner's channel; when there is none, the board goes on
/// without it and says why when it is asked.
fn attach_engine(session: &mut AnalyseSession, given: Option<&str>, runner: &Runner<'_>) {
    let started = find_engine(given)
        .and_then(|command| Engine::start_for_analysis(&command, ENGINE_THREADS))
        .and_then(|engine| EngineWorker::start(engine, runner.sender()));
    match started {
        Ok(worker) => session.attach_engine(Box::new(worker)),
        Err(failure) => session.no_engine_because(&failure),
    }
}

/// The board the options ask for, at its start.
///
/// # Errors
/// As [`run`].
pub(crate) fn prepare(args: &AnalyseArgs) -> Result<Prepared<AnalyseSession>, Failure> {
    let common = &args.session.common;
    let pack = tactus_runtime::load_voice(&common.voice)?;
    let reader = MoveReader::for_pack(common.letters(&pack), &pack);
    let black = tactus_core::side_name(&pack, tactus_core::Side::Black).to_lowercase();
    let at = standing_at(&args.at, &black).map_err(|given| {
        let example = format!("--move 12 {black}");
        Failure::Message(pack.phrase(
            PhraseKey::AnalyseMoveOption,
            &[("given", &format!("--move {given}")), ("example", &example)],
        ))
    })?;
    let choice = AnalyseChoice {
        source: args.source.as_deref(),
        server: args.server.as_deref(),
        game: match (args.game, &args.players) {
            (Some(number), _) => Choice::Number(number),
            (None, Some(name)) => Choice::Players(name.clone()),
            (None, None) => Choice::First,
        },
        at,
        style: common.style.into(),
        virtual_time: args.session.run.virtual_time,
    };
    let no_engine = engine_failure(&pack, &tactus_core::EngineFailure::NotFound);
    Ok(analyse_board(
        &choice,
        &common.voice,
        pack,
        reader,
        no_engine,
    )?)
}

/// `--move N [black]` read (Black named in English or as `black_word`, the pack's): the move's number and whether it
/// is Black's; `Err` with what was given when it cannot be read.
fn standing_at(words: &[String], black_word: &str) -> Result<Option<(u32, bool)>, String> {
    let given = || words.join(" ");
    match words {
        [] => Ok(None),
        [number] => match number.strip_suffix("...") {
            Some(black) => black.parse().map(|n| Some((n, true))).map_err(|_| given()),
            None => number
                .parse()
                .map(|n| Some((n, false)))
                .map_err(|_| given()),
        },
        [number, side] if ["black", "b", black_word].contains(&side.to_lowercase().as_str()) => {
            number.parse().map(|n| Some((n, true))).map_err(|_| given())
        }
        _ => Err(given()),
    }
}

/// The game with every line a journal's `records` tried, as PGN.
///
/// # Errors
/// As [`prepare`].
pub(crate) fn played(args: &AnalyseArgs, records: &[TrainingRecord]) -> Result<String, Failure> {
    let mut session = prepare(args)?.session;
    tactus_core::replay_training(&mut session, records);
    Ok(session.pgn())
}
