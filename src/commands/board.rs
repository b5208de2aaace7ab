//! `tactus board`, and the electronic board of `play` and `resume`: the address read from the command line (or
//! found, for `auto`), and the board's driver opened to report into the commands' channel (real time) or when the
//! loop reads it whole before each scripted line (virtual time).

use std::process::ExitCode;

use super::{
    runner::{Runner, Showing},
    Failure,
};
use crate::cli::{BoardArgs, BoardCheckArgs};
use tactus_core::BoardLink;
use tactus_core::{BoardCheck, BoardOptions};
use tactus_devices::{board_address, open_board, BoardAddress, Controls};

/// The board of `play` and `resume`, when `--board` was given: its address and how the game reads it.
///
/// # Errors
/// As [`tactus_devices::game_board`].
pub(crate) fn game_board(
    args: &BoardArgs,
) -> Result<Option<(BoardAddress, BoardOptions)>, Failure> {
    let press = args.board_press.into();
    Ok(args
        .board
        .as_deref()
        .map(|text| tactus_devices::game_board(text, press, args.board_settle, args.board_differ))
        .transpose()?)
}

/// The board's driver, reporting through `runner`'s channel in real time, or when asked in virtual time.
pub(crate) fn open(
    address: BoardAddress,
    runner: &Runner,
    virtual_time: bool,
) -> Box<dyn BoardLink> {
    open_board(address, (!virtual_time).then(|| runner.sender()))
}

/// Checks a board until `quit`: what it shows against the start position, then every piece lifted and placed.
///
/// # Errors
/// A [`Failure`] (exit code 2) for an address that does not read, no board found for `auto`, a voice pack that does
/// not load, a script that cannot be opened, or `--virtual-time` at the keyboard.
pub(crate) fn run(args: &BoardCheckArgs) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::load_voice(&args.common.voice)?;
    let address = board_address(&args.board)?;
    let runner = Runner::new(&args.run)?;
    let connection = open(address, &runner, args.run.virtual_time);
    let mut session = BoardCheck::new(pack.clone(), args.run.virtual_time);
    let showing = Showing {
        pack,
        format: args.common.format,
        controls: Controls::BoardCheck,
        prompts: false,
    };
    runner
        .with_board(connection)
        .run(&mut session, showing, Vec::new())
}
