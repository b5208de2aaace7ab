//! `tactus play`: a game at the board. This file turns the options into a game setup, creates the journal, and
//! runs the game session on the event loop with its outputs; `resume.rs` runs the same loop over a replayed game.

use std::{process::ExitCode, sync::Arc};

use super::{
    runner::{Runner, Showing},
    Failure,
};
use crate::cli::{PlayArgs, SessionOptions};
use tactus_core::{side_name, BoardOptions, EngineSetup, Event, PlaySession, Setup, Side, Wording};
use tactus_devices::{BoardAddress, Controls};
use tactus_runtime::practice_engine;

/// Starts a new game and runs it until the commands end or `quit`.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a time control or FEN that cannot be read, a voice pack that does not load, a
/// journal that cannot be created, a script that cannot be opened, or `--virtual-time` at the keyboard.
pub(crate) fn run(args: &PlayArgs) -> Result<ExitCode, Failure> {
    let options = &args.session;
    let wording = wording(&options.common)?;
    let pack = &wording.pack;
    let control =
        tactus_runtime::time_control(args.time.as_deref(), args.time_control.as_deref(), pack)?;
    if let Some(fen) = &args.fen {
        tactus_runtime::checked_fen(fen, pack)?;
    }
    let board = super::board::game_board(&options.board)?;
    let runner = Runner::new(&options.run)?;
    let moment = tactus_runtime::calendar_now();
    let setup = Setup {
        white: args
            .white
            .clone()
            .unwrap_or_else(|| side_name(pack, Side::White)),
        black: args
            .black
            .clone()
            .unwrap_or_else(|| side_name(pack, Side::Black)),
        blind: args.blind.into(),
        mode: args.mode.into(),
        cues: args.cues.whose,
        cue_marks: args.cues.marks,
        control,
        category: args.category.map(Into::into),
        fen: args.fen.clone(),
        moves_from_move_number: true,
        notation: options.common.letters(pack),
        voice: Some(options.common.voice.clone()),
        style: Some(options.common.style.into()),
        event: args.event.clone(),
        site: args.site.clone(),
        round: args.round.clone(),
        date: moment.pgn_date(),
        started: moment.iso(),
        engine: args.engine.as_ref().map(|command| EngineSetup {
            command: command.clone(),
            plays: args.engine_plays.map(Into::into),
            level: args.engine_level,
        }),
    };
    let engine = practice_engine(setup.engine.as_ref(), setup.mode, pack, runner.sender())?;
    let names = [args.white.as_deref(), args.black.as_deref()];
    let (mut session, opening) = tactus_runtime::play_session(
        &setup,
        &wording,
        args.journal.as_deref(),
        &moment,
        names,
        options.run.sound.rate(),
        options.run.virtual_time,
    )?;
    if let Some(seat) = engine {
        session = session.with_engine(seat);
    }
    run_session(session, opening, options, runner, board)
}

/// The voice pack and style of the common options.
pub(super) fn wording(common: &crate::cli::Common) -> Result<Arc<Wording>, Failure> {
    Ok(Arc::new(Wording {
        pack: tactus_runtime::load_voice(&common.voice)?,
        style: common.style.into(),
    }))
}

/// Runs a game session with `runner` (made before the journal is touched, so that where commands come from is
/// checked first): the opening events, then the loop, with sound, text or JSON lines and a prompt at the keyboard.
pub(super) fn run_session(
    mut session: PlaySession,
    opening: Vec<Event>,
    options: &SessionOptions,
    runner: Runner,
    board: Option<(BoardAddress, BoardOptions)>,
) -> Result<ExitCode, Failure> {
    let showing = Showing {
        pack: session.wording().pack.clone(),
        format: options.common.format,
        controls: if session.is_online() {
            Controls::Online
        } else {
            Controls::Play
        },
        prompts: runner.is_keyboard(),
    };
    let runner = match board {
        Some((address, board)) => {
            session = session.with_board(board);
            let connection = super::board::open(address, &runner, options.run.virtual_time);
            runner.with_board(connection)
        }
        None => runner,
    };
    runner.run(&mut session, showing, opening)
}
