//! `tactus resume JOURNAL`: the game rebuilt by replaying its journal, then played on, appending to the same file.
//!
//! The clocks stop at the journal's last instant (the time between the last record and a crash is not known) and
//! start again with `go`; after an adjournment, `go` plays the sealed move.

use std::{
    path::{Path, PathBuf},
    process::ExitCode,
    sync::Arc,
};

use super::{
    play::{restart_engine, run_session, wording},
    runner::Runner,
    Failure,
};
use crate::cli::{Given, Notation, ResumeArgs, SessionOptions, Style};
use tactus_core::{
    boundary::Event,
    notation::MoveReader,
    session::{replay, salvage, JournalWriter, PlaySession, Record, Setup, Wording},
    voice::PhraseKey,
};
use tactus_runtime::journal::Journal;

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
            latest = super::games::latest_unfinished(&folder, &given_wording).ok_or_else(|| {
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
    if super::training::is_training(path) {
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
    let recorded_ago_ms = std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|at| at.elapsed().ok())
        .map(|ago| u64::try_from(ago.as_millis()).unwrap_or(u64::MAX));
    let (mut state, last) = replay(&contents.records, wording.clone()).map_err(|e| {
        let message = format!("the journal {} cannot be resumed: {e}", path.display());
        damaged(message, path, &given_wording)
    })?;
    // The speech rate chosen during the game, unless given again.
    let mut options = options.clone();
    state.start_rate(options.run.sound.speech_rate);
    options.run.sound.speech_rate = state.rate();
    let options = &options;
    let (mut journal, _) = Journal::resume_locked::<Record>(path, lock)?;
    let resumed = Record::Resumed {
        t: last,
        at: tactus_runtime::calendar::now_iso(),
    };
    state
        .apply(&resumed)
        .map_err(|r| Failure::Message(r.message))?;
    journal
        .write(&resumed)
        .map_err(|e| Failure::Message(e.to_string()))?;
    let mut opening = Vec::new();
    if let Some(notice) = contents.notice {
        opening.push(Event::Notice { text: notice });
    }
    if let Some((line, kept)) = repaired {
        let text = wording.pack.phrase(
            PhraseKey::ResumeRepaired,
            &[
                ("line", &line.to_string()),
                ("kept", &kept.display().to_string()),
            ],
        );
        opening.push(Event::Notice { text });
    }
    let times = state.times(last);
    opening.push(Event::Resumed {
        ply: u32::try_from(state.game().plies().len()).unwrap_or(u32::MAX),
        move_number: state.move_number_after(state.game().plies().len()),
        side: state.to_move(),
        white_ms: times.map(|(w, _)| w),
        black_ms: times.map(|(_, b)| b),
        sealed: state.sealed().is_some(),
        journal: path.display().to_string(),
        pending: state.pending().map(|pending| {
            let plies = state.game().plies().len();
            format!(
                "{} {}",
                tactus_core::words::move_label(state.move_number_after(plies), state.to_move()),
                pending.text
            )
        }),
        draw_offer: state.offer(),
        over: state.result().is_some(),
        recorded_ago_ms: state.clock().and(recorded_ago_ms),
    });
    if let Some(result) = state.result() {
        opening.push(Event::Result(
            *result,
            state.result_detail().map(str::to_string),
        ));
    }
    let engine_setup = match contents.records.first() {
        Some(Record::Setup(setup)) => setup.engine.clone(),
        _ => None,
    };
    let mut session = PlaySession::new(
        state,
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
                    &[("reason", &error.to_string())],
                ),
            }),
        }
    }
    run_session(session, opening, options, runner, board)
}

/// The refusal of a damaged journal: `message`, and when its beginning makes a game, how to go on from there.
fn damaged(message: String, path: &Path, wording: &Arc<Wording>) -> Failure {
    let hint = std::fs::read(path)
        .ok()
        .and_then(|bytes| salvage(&bytes, wording.clone()))
        .and_then(|saved| {
            let (state, _) = replay(&saved.records, wording.clone()).ok()?;
            Some(
                wording.pack.phrase(
                    PhraseKey::ResumeRepairHint,
                    &[
                        (
                            "number",
                            &state
                                .move_number_after(state.game().plies().len())
                                .to_string(),
                        ),
                        ("path", &path.display().to_string()),
                        ("dropped", &saved.dropped.to_string()),
                    ],
                ),
            )
        });
    Failure::Message(match hint {
        Some(hint) => format!("{message}. {hint}"),
        None => message,
    })
}

/// `--repair`: a damaged journal replaced by its consistent beginning, the original kept beside it; the first line
/// dropped and where the original is, or `None` when nothing was damaged (a journal that cannot be saved is refused
/// when it is read).
fn repair(path: &Path, wording: &Arc<Wording>) -> Result<Option<(usize, PathBuf)>, Failure> {
    let bytes = std::fs::read(path).map_err(|e| Failure::Message(e.to_string()))?;
    let Some(saved) = salvage(&bytes, wording.clone()) else {
        return Ok(None);
    };
    let kept = tactus_runtime::journal::repair(path, &saved.bytes)
        .map_err(|e| Failure::Message(e.worded(&wording.pack)))?;
    Ok(Some((saved.damaged_line, kept)))
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
