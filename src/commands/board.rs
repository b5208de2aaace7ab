//! `tactus board`, and the electronic board of `play` and `resume`: the address read from the command line (or
//! found, for `auto`), and the board's driver opened to report into the commands' channel (real time) or when the
//! loop reads it whole before each scripted line (virtual time).

use std::process::ExitCode;

use super::{
    runner::{Runner, Showing},
    Failure,
};
use crate::cli::{BoardArgs, BoardCheckArgs};
use tactus_core::eboard::BoardLink;
use tactus_core::{board_check::BoardCheck, eboard::ReadSettings, session::BoardOptions};
use tactus_devices::{controls::Controls, eboard::BoardAddress};

/// The board `text` names: `auto` is the first board found.
///
/// # Errors
/// A [`Failure`] saying what is wrong with the address, or that no board was found for `auto`.
#[cfg(feature = "eboard")]
pub fn address(text: &str) -> Result<BoardAddress, Failure> {
    if text.trim().eq_ignore_ascii_case("auto") {
        return tactus_devices::eboard::find_boards(tactus_devices::eboard::Probing::Boards)
            .iter()
            .find_map(tactus_devices::eboard::FoundBoard::address)
            .ok_or_else(|| {
                Failure::Message(
                    "no electronic board was found: connect one, or name it, like --board dgt:/dev/ttyACM0 \
                     (tactus devices lists what is found)"
                        .to_string(),
                )
            });
    }
    BoardAddress::parse(text).map_err(|e| Failure::Message(format!("--board {text}: {e}")))
}

/// Without the `eboard` feature no board can be read: said before anything is made.
///
/// # Errors
/// Always: a [`Failure`] saying this build reads no board.
#[cfg(not(feature = "eboard"))]
pub fn address(text: &str) -> Result<BoardAddress, Failure> {
    Err(Failure::Message(format!(
        "--board {text}: this tactus was built without electronic boards (the eboard feature)"
    )))
}

/// The board of `play` and `resume`, when `--board` was given: its address and how the game reads it.
///
/// # Errors
/// As [`address`].
pub fn game_board(args: &BoardArgs) -> Result<Option<(BoardAddress, BoardOptions)>, Failure> {
    let Some(text) = &args.board else {
        return Ok(None);
    };
    let address = address(text)?;
    let options = BoardOptions {
        kind: address.kind,
        place: address.place.clone(),
        press: args.board_press.into(),
        settings: ReadSettings {
            settle_ms: args.board_settle,
            differ_ms: args.board_differ,
            follow_ms: ReadSettings::FOLLOW_MS,
        },
    };
    Ok(Some((address, options)))
}

/// The board's driver, reporting through `runner`'s channel in real time, or when asked in virtual time.
#[cfg(feature = "eboard")]
pub fn open(address: BoardAddress, runner: &Runner, virtual_time: bool) -> Box<dyn BoardLink> {
    use tactus_devices::eboard::{BoardConnection, Delivery};
    let delivery = if virtual_time {
        Delivery::OnRequest
    } else {
        Delivery::Spontaneous(runner.sender())
    };
    Box::new(BoardConnection::open(address, delivery))
}

/// Without the `eboard` feature [`address`] refuses every board, so nothing is ever opened; a board named anyway
/// reports itself lost, with the reason.
#[cfg(not(feature = "eboard"))]
pub fn open(_address: BoardAddress, _runner: &Runner, _virtual_time: bool) -> Box<dyn BoardLink> {
    struct NotBuilt;
    impl BoardLink for NotBuilt {
        fn read_whole(&mut self) -> Vec<tactus_core::eboard::BoardInput> {
            vec![tactus_core::eboard::BoardInput::Lost {
                reason: tactus_core::eboard::BoardFailure::NotBuilt,
            }]
        }
    }
    Box::new(NotBuilt)
}

/// Checks a board until `quit`: what it shows against the start position, then every piece lifted and placed.
///
/// # Errors
/// A [`Failure`] (exit code 2) for an address that does not read, no board found for `auto`, a voice pack that does
/// not load, a script that cannot be opened, or `--virtual-time` at the keyboard.
pub fn run(args: &BoardCheckArgs) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::voices::load(&args.common.voice)?;
    let address = address(&args.board)?;
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
