//! `tactus clock`: a talking chess clock alone, for use with any board.
//!
//! This file wires the options to the event loop: the time control, whose clocks cue, where commands come from,
//! real or virtual time, text or JSON output, and the sound signals (`tactus_devices`). The clock's commands and
//! their words are in `tactus_core::clock_session`; waiting and reporting in `tactus_runtime`.

use std::process::ExitCode;

use super::{
    runner::{Runner, Showing},
    Failure,
};
use crate::cli::ClockArgs;
use tactus_core::ChessClock;
use tactus_devices::Controls;

use tactus_core::ClockSession;

/// Runs the clock until the commands end or `quit`.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a time control that cannot be read, a voice pack that does not load, a script
/// that cannot be opened, `--virtual-time` at the keyboard, or input that fails while being read.
pub(crate) fn run(args: &ClockArgs) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::load_voice(&args.voice)?;
    let control =
        tactus_runtime::clock_control(args.time.as_deref(), args.time_control.as_deref(), &pack)?;
    let runner = Runner::new(&args.run)?;
    let cues = args.cues.whose.filter(args.blind.into());
    let mut session = ClockSession::new(
        ChessClock::new(control),
        cues,
        pack.clone(),
        args.run.virtual_time,
    )
    .with_press_times(args.press_times)
    .with_marks(args.cues.marks);
    let greeting = runner.is_keyboard().then(|| session.ready());
    let showing = Showing {
        pack,
        format: args.format,
        controls: Controls::Clock,
        prompts: false,
    };
    runner.run(&mut session, showing, greeting)
}
