//! `tactus resume JOURNAL`: the game rebuilt by replaying its journal, then played on, appending to the same file.
//!
//! The clocks stop at the journal's last instant (the time between the last record and a crash is not known) and
//! start again with `go`; after an adjournment, `go` plays the sealed move.

use std::process::ExitCode;

use super::{
    play::{run_session, wording},
    runner::Runner,
    Failure,
};
use crate::cli::{ResumeArgs, SessionOptions};
use tactus_core::Setup;
use tactus_runtime::{
    journal_to_resume, kept, resumed_session, Given, Journal, ReadJournal, ResumedSeat,
};

/// Resumes the game and runs it until the commands end or `quit`.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a journal that cannot be read, is not a journal, is from a newer tactus or is
/// damaged (the file is left untouched), and for the reasons of `tactus play`.
pub(crate) fn run(args: &ResumeArgs) -> Result<ExitCode, Failure> {
    let given_wording = wording(&args.session.common)?;
    let path = &journal_to_resume(args.journal.as_deref(), &given_wording)?;
    // No other tactus has the game open; then everything is read and checked before the file is opened for writing.
    let lock = Journal::lock(path).map_err(|e| Failure::Message(e.worded(&given_wording.pack)))?;
    if tactus_runtime::is_training(path) {
        return super::training::resume(path, lock, args);
    }
    let read = ReadJournal::read(path, args.repair, &given_wording)?;
    // The game's own settings (voice, style, notation), unless given again.
    let options = match read.setup() {
        Some(setup) => restored(&args.session, args.given, setup),
        None => args.session.clone(),
    };
    let wording = wording(&options.common)?;
    let board = super::board::game_board(&options.board)?;
    let runner = Runner::new(&options.run)?;
    let seat = ResumedSeat {
        notation: options.common.letters(&wording.pack),
        wording,
        given_wording,
        // The speech rate chosen during the game, unless given again.
        rate: options.run.sound.speech_rate,
        virtual_time: options.run.virtual_time,
    };
    let (session, opening) = resumed_session(read, path, lock, seat, runner.sender())?;
    run_session(session, opening, &options, runner, board)
}

/// The session's options with the game's own voice, style and notation from its setup, for those not given again.
fn restored(options: &SessionOptions, given: Given, setup: &Setup) -> SessionOptions {
    let mut options = options.clone();
    let kept = kept(given, setup);
    if let Some(voice) = kept.voice {
        options.common.voice = voice;
    }
    if let Some(style) = kept.style {
        options.common.style = style.into();
    }
    if let Some(notation) = kept.notation {
        options.common.notation = Some(notation.into());
    }
    options
}
