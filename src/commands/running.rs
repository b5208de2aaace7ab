//! The parts the subcommands share around the event loop and their output, which the session runner
//! (`runner.rs`) puts together: where commands come from, the outputs (sound, text or JSON lines), how the loop's
//! end becomes an exit code; and the time control options, where the clips are, and printing a whole
//! result to standard output.

use std::{
    io::{self, ErrorKind, Write},
    process::ExitCode,
    sync::mpsc::{Receiver, Sender},
};

use super::Failure;
use crate::cli::{Format, InputDevice, RunOptions, SoundOptions, Speech};
use tactus_core::{boundary::Ending, boundary::EventSink, boundary::Incoming, voice::VoicePack};
use tactus_devices::{clips::ClipFolders, controls::Controls, terminal::Terminal};
use tactus_runtime::{
    undo_before_default_stop, watch_signals, InputSource, JsonLines, Sinks, TextLines,
};

/// The commands' channel, and what also shows the events: the braille display and the keyboard's terminal.
pub type Commands = (Receiver<Incoming>, Shown);

/// What the input side also shows the events on: the braille display's sink, and the terminal while the line editor
/// reads the keyboard (the text or JSON lines then go through it, and dropping it restores the terminal).
pub struct Shown {
    display: Option<Box<dyn EventSink>>,
    terminal: Option<Terminal>,
}

/// The command channel (made by the caller, who may give its sender to an engine too): the typed or scripted lines
/// read on their own thread (at a terminal by the line editor and key mode), signals asking to stop, and the input
/// devices the options allow (gamepad, braille display) sending into it. The braille display and the terminal, which
/// also show the events, come back in [`Shown`].
///
/// # Errors
/// A [`Failure`] when the script cannot be opened or the reading thread cannot start.
pub fn commands(
    channel: (Sender<Incoming>, Receiver<Incoming>),
    source: &InputSource,
    run: &RunOptions,
    controls: Controls,
    pack: &VoicePack,
) -> Result<Commands, Failure> {
    let (sender, receiver) = channel;
    // Signals are watched before the terminal is put in raw mode, so that none finds it raw and unwatched; one that
    // ends the process the default way (a second one) still gives the terminal back.
    if let Err(e) = watch_signals(sender.clone()) {
        return Err(Failure::Message(format!(
            "cannot watch for Ctrl-C and other signals: {e}"
        )));
    }
    undo_before_default_stop(tactus_devices::terminal::restore);
    let config = tactus_runtime::config::load();
    // At a terminal the line editor reads the keys; where it cannot, lines are read as they come.
    let terminal = if source.is_keyboard() {
        Terminal::start(&sender, controls, pack, &config)
    } else {
        None
    };
    if terminal.is_none() {
        source.spawn_into(sender.clone())?;
    }
    let display = tactus_devices::controls::start(
        run.gamepad == InputDevice::Auto,
        run.braille == InputDevice::Auto,
        controls,
        &sender,
        pack,
        &config,
    );
    Ok((receiver, Shown { display, terminal }))
}

/// The outputs: the sound signals and speech first (queueing a signal or an utterance never waits, while a line
/// may wait for a slow reader), then text lines (with a prompt when a person types at the keyboard) or JSON lines.
/// What could not be opened is reported as notices when the session starts. `--speech` defaults to auto. A braille
/// display, when there is one, is shown everything after the sound and before the lines.
#[must_use]
pub fn outputs(
    sound: &SoundOptions,
    format: Format,
    pack: VoicePack,
    prompts: bool,
    shown: Shown,
) -> Sinks {
    let mut sinks = Sinks::new();
    let heard = tactus_devices::sound::open(
        &sound.settings(),
        sound.speech.unwrap_or(Speech::Auto).into(),
        &pack,
        &clip_folders(&pack),
    );
    heard.sinks.into_iter().for_each(|sink| sinks.attach(sink));
    heard
        .notices
        .into_iter()
        .for_each(|text| sinks.notice(text));
    if let Some(display) = shown.display {
        sinks.attach(display);
    }
    if let Some(terminal) = shown.terminal {
        let lines: Box<dyn EventSink> = match format {
            Format::Text => Box::new(TextLines::new(terminal.writer(), pack)),
            Format::Json => Box::new(JsonLines::new(terminal.writer())),
        };
        sinks.attach(terminal.sink(lines, prompts));
        return sinks;
    }
    sinks.attach(match format {
        Format::Text if prompts => Box::new(TextLines::with_prompts(io::stdout(), pack)),
        Format::Text => Box::new(TextLines::new(io::stdout(), pack)),
        Format::Json => Box::new(JsonLines::new(io::stdout())),
    });
    sinks
}

/// Where `pack`'s clips are found on this system ([`tactus_runtime::voices`]), for the built-in voice.
#[must_use]
pub fn clip_folders(pack: &VoicePack) -> ClipFolders {
    ClipFolders {
        folders: tactus_runtime::voices::clip_folders(pack),
        nowhere: tactus_runtime::voices::clips_nowhere(pack),
        synthesizer: tactus_runtime::voices::synthesizer_data(),
    }
}

/// The end of the event loop as an exit code: a signal's conventional code (130 for SIGINT, 143 for SIGTERM) when one
/// stopped it; output closed early (piped into `head`) is no failure.
///
/// # Errors
/// A [`Failure`] for any other output or input error.
pub fn finished(result: io::Result<Ending>) -> Result<ExitCode, Failure> {
    match result {
        Ok(Ending::Finished) => Ok(ExitCode::SUCCESS),
        Ok(Ending::Interrupted(how)) => Ok(ExitCode::from(how.exit_code())),
        Err(e) if e.kind() == ErrorKind::BrokenPipe => Err(Failure::ClosedOutput),
        Err(e) => Err(Failure::Message(e.to_string())),
    }
}

/// Writes `text` to standard output; a reader that went away early ends the command quietly.
///
/// # Errors
/// A [`Failure`] when standard output cannot be written.
pub fn print(text: &str) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == ErrorKind::BrokenPipe => Err(Failure::ClosedOutput),
        Err(e) => Err(e.into()),
    }
}
