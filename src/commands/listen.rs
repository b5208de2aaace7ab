//! `tactus listen FILE.pgn`: a game from a file, heard move by move.
//!
//! This file wires the options to the event loop: the game chosen from the file (`--game`, `--players`), autoplay
//! from the start (`--autoplay`), where commands come from, real or virtual time, text or JSON output and speech. The
//! session itself is `tactus_core::practice::ListenSession`.

use std::process::ExitCode;
use tactus_runtime::NoEngine;

use super::{running, Failure};
use crate::cli::ListenArgs;
use tactus_core::{
    boundary::EventSink,
    boundary::Stamped,
    notation::MoveReader,
    practice::{choose, listen_command::seconds_to_ms, Choice, ListenSession},
};
use tactus_devices::controls::Controls;

/// Runs the listening session until the commands end or `quit`.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a file that cannot be read, a game that is not in it or whose moves cannot be
/// played, an autoplay pause out of range, a voice pack that does not load, a script that cannot be opened, or
/// `--virtual-time` at the keyboard.
pub fn run(args: &ListenArgs) -> Result<ExitCode, Failure> {
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
    let path_name = args.pgn.display().to_string();
    let bytes = std::fs::read(&args.pgn).map_err(|e| {
        Failure::Message(pack.phrase(
            tactus_core::voice::PhraseKey::ListenUnreadable,
            &[("path", &path_name), ("problem", &e.to_string())],
        ))
    })?;
    let choice = match (args.game, &args.players) {
        (Some(number), _) => Choice::Number(number),
        (None, Some(name)) => Choice::Players(name.clone()),
        (None, None) => Choice::First,
    };
    let reader = MoveReader::for_pack(options.common.letters(&pack), &pack);
    let game = choose(&bytes, &path_name, &choice, &pack, &reader).map_err(Failure::Message)?;
    let source = running::input_source(&options.run)?;
    let (input, display) = running::commands(
        std::sync::mpsc::channel(),
        &source,
        &options.run,
        Controls::Game,
        &pack,
    )?;
    let keyboard = source.is_keyboard();
    let mut sink = running::outputs(
        &options.run.sound,
        options.common.format,
        pack.clone(),
        keyboard,
        display,
    );
    let mut session = ListenSession::new(
        game,
        pack,
        options.common.style.into(),
        autoplay,
        options.run.virtual_time,
    );
    let mut opening = session.opening();
    if keyboard {
        opening.push(session.ready());
    }
    let mut time = running::time_source(options.run.virtual_time);
    let opened = opening
        .into_iter()
        .try_for_each(|event| sink.emit(&Stamped { t_ms: 0, event }));
    running::finished(opened.and_then(|()| {
        running::serve(&mut session, time.as_mut(), input, &mut sink, &mut NoEngine)
    }))
}
