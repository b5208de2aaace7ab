//! `tactus clock`: a talking chess clock alone, for use with any board.
//!
//! This file wires the options to the event loop: the time control, whose clocks cue, where commands come from,
//! real or virtual time, text or JSON output, and the sound signals (`crate::devices`). The clock's commands and their
//! words are in `clock/command.rs` and `clock/session.rs`; waiting and reporting are in `crate::app`.

mod command;
mod session;

use std::{
    io::{self, ErrorKind},
    process::ExitCode,
};

use super::Failure;
use crate::{
    app::{
        self, EventSink, InputSource, JsonLines, RealTime, Sinks, Stamped, TextLines, TimeSource,
        VirtualTime,
    },
    cli::{ClockArgs, Format, Sound},
    clock::{ChessClock, TimeControl},
    devices,
    voice::VoicePack,
};

pub use session::ClockSession;

/// Runs the clock until the commands end or `quit`.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a time control that cannot be read, a voice pack that does not load, a script
/// that cannot be opened, `--virtual-time` at the keyboard, or input that fails while being read.
pub fn run(args: &ClockArgs) -> Result<ExitCode, Failure> {
    let control = time_control(args)?;
    let pack = VoicePack::load(&args.voice)?;
    let source = InputSource::choose(args.script.as_deref());
    if args.virtual_time && source.is_keyboard() {
        return Err(Failure(
            "--virtual-time needs commands from a script: give --script FILE, or --script - to read standard input"
                .into(),
        ));
    }
    let input = source.spawn()?;
    // Sound first: queueing a signal never waits, while a line may wait for a slow reader. Speech will attach here.
    let mut sink = Sinks::new();
    if let Some(tones) = sound(args.sound) {
        sink.attach(tones);
    }
    sink.attach(match args.format {
        Format::Text => Box::new(TextLines::new(io::stdout(), pack.clone())),
        Format::Json => Box::new(JsonLines::new(io::stdout())),
    });
    let cues = args.cues.filter(args.blind);
    let mut session = ClockSession::new(ChessClock::new(control), cues, pack, args.virtual_time);
    let mut time: Box<dyn TimeSource> = if args.virtual_time {
        Box::new(VirtualTime::new())
    } else {
        Box::new(RealTime::start())
    };
    let greeting = if source.is_keyboard() {
        sink.emit(&Stamped {
            t_ms: 0,
            event: session.ready(),
        })
    } else {
        Ok(())
    };
    match greeting.and_then(|()| app::run(&mut session, time.as_mut(), &input, &mut sink)) {
        Ok(()) => Ok(ExitCode::SUCCESS),
        // Output closed early (e.g. piped into `head`): nobody is listening any more.
        Err(e) if e.kind() == ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
        Err(e) => Err(Failure(e.to_string())),
    }
}

/// The control from `--time` (minutes) or `--time-control` (PGN seconds).
fn time_control(args: &ClockArgs) -> Result<TimeControl, Failure> {
    match (&args.time, &args.time_control) {
        (Some(minutes), _) => Ok(TimeControl::parse_minutes(minutes)?),
        (None, Some(pgn)) => Ok(TimeControl::parse_pgn(pgn)?),
        (None, None) => Err(Failure(
            "no time control given: use --time, e.g. --time 90+30, or --time-control 5400+30"
                .into(),
        )),
    }
}

/// The sound signals when they are wanted and the device opens; otherwise none, with one notice on standard error
/// when sound was wanted.
fn sound(wanted: Sound) -> Option<Box<dyn EventSink>> {
    if wanted == Sound::Off {
        return None;
    }
    devices::open_tones()
        .map_err(|why| eprintln!("no sound: {why}"))
        .ok()
}
