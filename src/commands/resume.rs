//! `tactus resume JOURNAL`: the game rebuilt by replaying its journal, then played on, appending to the same file.
//!
//! The clocks stop at the journal's last instant (the time between the last record and a crash is not known) and
//! start again with `go`; after an adjournment, `go` plays the sealed move.

use std::process::ExitCode;

use super::{
    play::{restart_engine, run_session, wording},
    runner::Runner,
    Failure,
};
use crate::cli::{Given, Notation, ResumeArgs, SessionOptions, Style};
use tactus_core::{
    boundary::Event,
    notation::MoveReader,
    session::{replay, PlaySession, Record, Setup},
    voice::PhraseKey,
};
use tactus_runtime::{
    journal::Journal,
    resumed_game::{damaged, go_on, recorded_ago_ms, repair},
};

/// Resumes the game and runs it until the commands end or `quit`.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a journal that cannot be read, is not a journal, is from a newer tactus or is
/// damaged (the file is left untouched), and for the reasons of `tactus play`.
pub fn run(args: &ResumeArgs) -> Result<ExitCode, Failure> {
    let given_wording = wording(&args.session)?;
    let latest;
    let path = match &args.journal {
        Some(path) => path,
        None => {
            let folder = tactus_runtime::journal::games_folder();
            latest = tactus_runtime::games_list::latest_unfinished(&folder, &given_wording)
                .ok_or_else(|| {
                    Failure::Message(given_wording.pack.phrase(
                        PhraseKey::ResumeNone,
                        &[("folder", &folder.display().to_string())],
                    ))
                })?;
            &latest
        }
    };
    // No other tactus has the game open; then everything is read and checked before the file is opened for writing.
    let lock = Journal::lock(path).map_err(|e| Failure::Message(e.worded(&given_wording.pack)))?;
    if tactus_runtime::training_journal::is_training(path) {
        return super::training::resume(path, lock, args);
    }
    let repaired = if args.repair {
        repair(path, &given_wording)?
    } else {
        None
    };
    let contents = tactus_runtime::journal::read::<Record>(path)
        .map_err(|e| damaged(e.to_string(), path, &given_wording))?;
    // The game's own settings (voice, style, notation), unless given again.
    let options = &match contents.records.first() {
        Some(Record::Setup(setup)) => restored(&args.session, args.given, setup),
        _ => args.session.clone(),
    };
    let wording = wording(options)?;
    let board = super::board::game_board(&options.board)?;
    let runner = Runner::new(&options.run)?;
    // When the clocks were last recorded: the journal's last write, before this session writes to it.
    let recorded_ago_ms = recorded_ago_ms(path);
    let (mut state, last) = replay(&contents.records, wording.clone()).map_err(|e| {
        let message = format!("the journal {} cannot be resumed: {e}", path.display());
        damaged(message, path, &given_wording)
    })?;
    // The speech rate chosen during the game, unless given again.
    let mut options = options.clone();
    state.start_rate(options.run.sound.speech_rate);
    options.run.sound.speech_rate = state.rate();
    let options = &options;
    let journal = go_on(path, lock, &mut state, &wording, last)?;
    let mut opening = tactus_runtime::resumed_game::opening(
        &state,
        &wording,
        last,
        path,
        contents.notice,
        repaired,
        recorded_ago_ms,
    );
    let engine_setup = match contents.records.first() {
        Some(Record::Setup(setup)) => setup.engine.clone(),
        _ => None,
    };
    let mut session = PlaySession::new(
        state,
        wording.clone(),
        MoveReader::for_pack(options.common.letters(&wording.pack), &wording.pack),
        Box::new(journal),
        last,
        options.run.virtual_time,
        tactus_runtime::calendar::outside(),
    );
    // The practice engine played with, started again (a game already over needs none).
    if let Some(engine) = engine_setup.filter(|_| session.state().result().is_none()) {
        match restart_engine(&engine, &runner) {
            Ok(seat) => session = session.with_engine(seat),
            Err(error) => opening.push(Event::Notice {
                text: wording.pack.phrase(
                    PhraseKey::ResumeEngineFailed,
                    &[(
                        "reason",
                        tactus_core::words::engine_failure(&wording.pack, &error).as_text(),
                    )],
                ),
            }),
        }
    }
    run_session(session, opening, options, runner, board)
}

/// The session's options with the game's own voice, style and notation from its setup, for those not given again.
fn restored(options: &SessionOptions, given: Given, setup: &Setup) -> SessionOptions {
    let mut options = options.clone();
    if let (false, Some(voice)) = (given.voice, &setup.voice) {
        options.common.voice.clone_from(voice);
    }
    if let (false, Some(style)) = (given.style, setup.style) {
        options.common.style = match style {
            tactus_core::voice::Style::Short => Style::Short,
            tactus_core::voice::Style::Long => Style::Long,
        };
    }
    if !given.notation {
        options.common.notation = Some(match setup.notation {
            tactus_core::notation::Notation::En => Notation::En,
            tactus_core::notation::Notation::De => Notation::De,
            tactus_core::notation::Notation::Fr => Notation::Fr,
        });
    }
    options
}
