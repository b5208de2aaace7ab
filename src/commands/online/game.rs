//! The online game itself: the game at the board whose opponent is the server (`tactus_runtime::seat_online`), run on
//! the event loop with this command line's options.

use std::process::ExitCode;

use tactus_runtime::{seat_online, OnlineSeat, Seating, Started};

use crate::{
    cli::online::OnlineGameArgs,
    commands::{play, runner::Runner, Failure},
};

/// Plays the game `started` until it ends and the commands end, or `quit`.
///
/// # Errors
/// The stream cannot be opened, its first line is not the game, the journal cannot be made, the script cannot be
/// opened.
pub(super) fn play(
    started: Started,
    pack: &tactus_core::VoicePack,
    args: &OnlineGameArgs,
) -> Result<ExitCode, Failure> {
    let options = &args.session;
    let board = crate::commands::board::game_board(&options.board)?;
    let runner = Runner::new(&options.run)?;
    let wording = play::wording(&options.common)?;
    let seat = OnlineSeat {
        journal: args.journal.as_deref(),
        server: tactus_runtime::lichess_server(args.server.as_deref()),
        seating: Seating {
            notation: options.common.letters(pack),
            voice: options.common.voice.clone(),
            style: options.common.style.into(),
        },
        wording,
        virtual_time: options.run.virtual_time,
    };
    let (session, opening) = seat_online(started, seat, &runner.sender())?;
    play::run_session(session, opening, options, runner, board)
}
