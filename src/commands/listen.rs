//! `tactus listen FILE.pgn`: a game from a file, heard move by move.
//!
//! This file wires the options to the event loop: the game chosen from the file (`--game`, `--players`) and autoplay
//! from the start (`--autoplay`), made a session by `tactus_runtime::listen_session`; where commands come from, real or
//! virtual time, text or JSON output and speech. The session itself is `tactus_core::ListenSession`.

use std::process::ExitCode;

use super::{
    runner::{Runner, Showing},
    Failure,
};
use crate::cli::ListenArgs;
use tactus_core::Choice;
use tactus_devices::Controls;
use tactus_runtime::{listen_session, ListenChoice};

/// Runs the listening session until the commands end or `quit`.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a file that cannot be read, a game that is not in it or whose moves cannot be
/// played, an autoplay pause out of range, a voice pack that does not load, a script that cannot be opened, or
/// `--virtual-time` at the keyboard.
pub(crate) fn run(args: &ListenArgs) -> Result<ExitCode, Failure> {
    let options = &args.session;
    let pack = tactus_runtime::load_voice(&options.common.voice)?;
    let choice = ListenChoice {
        pgn: &args.pgn,
        game: match (args.game, &args.players) {
            (Some(number), _) => Choice::Number(number),
            (None, Some(name)) => Choice::Players(name.clone()),
            (None, None) => Choice::First,
        },
        autoplay: args.autoplay,
        openings: args.openings,
        style: options.common.style.into(),
        virtual_time: options.run.virtual_time,
    };
    let mut session = listen_session(choice, &pack, options.common.letters(&pack))?;
    let runner = Runner::new(&options.run)?;
    let keyboard = runner.is_keyboard();
    let mut opening = session.opening();
    if keyboard {
        opening.push(session.ready());
    }
    let showing = Showing {
        pack,
        format: options.common.format,
        controls: Controls::Listen,
        prompts: keyboard,
    };
    runner.run(&mut session, showing, opening)
}
