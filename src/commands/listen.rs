//! `tactus listen FILE.pgn`: a game from a file, heard move by move.
//!
//! This file wires the options to the event loop: the game chosen from the file (`--game`, `--players`), autoplay
//! from the start (`--autoplay`), where commands come from, real or virtual time, text or JSON output and speech. The
//! session itself is `tactus_core::practice::ListenSession`.

use std::process::ExitCode;

use super::{
    runner::{Runner, Showing},
    Failure,
};
use crate::cli::ListenArgs;
use tactus_core::{
    notation::MoveReader,
    practice::{choose, listen_command::seconds_to_ms, Choice, ListenSession},
};
use tactus_devices::controls::Controls;
use tactus_runtime::games_file::read_games_file;

/// Runs the listening session until the commands end or `quit`.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a file that cannot be read, a game that is not in it or whose moves cannot be
/// played, an autoplay pause out of range, a voice pack that does not load, a script that cannot be opened, or
/// `--virtual-time` at the keyboard.
pub(crate) fn run(args: &ListenArgs) -> Result<ExitCode, Failure> {
    let options = &args.session;
    let pack = tactus_runtime::voices::load(&options.common.voice)?;
    let autoplay = args
        .autoplay
        .map(|seconds| {
            seconds_to_ms(seconds).ok_or_else(|| {
                Failure::Message(format!(
                    "--autoplay {seconds}: give the pause between moves in seconds, from 0.1 to 3600"
                ))
            })
        })
        .transpose()?;
    let (bytes, path_name) = read_games_file(&args.pgn, &pack)?;
    let choice = match (args.game, &args.players) {
        (Some(number), _) => Choice::Number(number),
        (None, Some(name)) => Choice::Players(name.clone()),
        (None, None) => Choice::First,
    };
    let reader = MoveReader::for_pack(options.common.letters(&pack), &pack);
    let game = choose(&bytes, &path_name, &choice, &pack, &reader)?;
    let runner = Runner::new(&options.run)?;
    let keyboard = runner.is_keyboard();
    let mut session = ListenSession::new(
        game,
        pack.clone(),
        options.common.style.into(),
        autoplay,
        options.run.virtual_time,
    );
    if args.openings {
        session = session.saying_openings();
    }
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
