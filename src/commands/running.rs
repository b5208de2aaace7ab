//! The parts the subcommands share around the event loop and their output: the outputs (sound, text or JSON lines)
//! the session runner (`runner.rs`) opens, how the loop's end becomes an exit code, where the clips are, and printing
//! a whole result to standard output.

use std::{
    io::{self, ErrorKind, Write},
    process::ExitCode,
};

use super::Failure;
use crate::cli::{Format, SoundOptions, Speech};
use tactus_core::{Ending, VoicePack};
use tactus_devices::{ClipFolders, LineOutput, SessionDevices};
use tactus_runtime::{JsonLines, Sinks, TextLines};

/// The outputs: the sound signals and speech, the braille display, then text lines (with a prompt when a person
/// types at the keyboard) or JSON lines. What could not be opened is reported as notices when the session starts.
/// `--speech` defaults to auto.
#[must_use]
pub(crate) fn outputs(
    sound: &SoundOptions,
    format: Format,
    pack: VoicePack,
    prompts: bool,
    devices: SessionDevices,
) -> Sinks {
    let speech = sound.speech.unwrap_or(Speech::Auto).into();
    let heard = tactus_devices::open_sound(&sound.settings(), speech, &pack, &clip_folders(&pack));
    let (sinks, notices) = devices.outputs(heard, prompts, |out| match (out, format) {
        (LineOutput::Screen(screen), Format::Text) => Box::new(TextLines::new(screen, pack)),
        (LineOutput::Screen(screen), Format::Json) => Box::new(JsonLines::new(screen)),
        (LineOutput::Standard, Format::Text) if prompts => {
            Box::new(TextLines::with_prompts(io::stdout(), pack))
        }
        (LineOutput::Standard, Format::Text) => Box::new(TextLines::new(io::stdout(), pack)),
        (LineOutput::Standard, Format::Json) => Box::new(JsonLines::new(io::stdout())),
    });
    let mut all = Sinks::new();
    sinks.into_iter().for_each(|sink| all.attach(sink));
    notices.into_iter().for_each(|text| all.notice(text));
    all
}

/// Where `pack`'s clips are found on this system ([`tactus_runtime::clip_folders`]), for the built-in voice.
#[must_use]
pub(crate) fn clip_folders(pack: &VoicePack) -> ClipFolders {
    ClipFolders {
        folders: tactus_runtime::clip_folders(pack),
        nowhere: tactus_runtime::clips_nowhere(pack),
        synthesizer: tactus_runtime::synthesizer_data(),
    }
}

/// The end of the event loop as an exit code: a signal's conventional code (130 for SIGINT, 143 for SIGTERM) when one
/// stopped it; output closed early (piped into `head`) is no failure.
///
/// # Errors
/// A [`Failure`] for any other output or input error.
pub(crate) fn finished(result: io::Result<Ending>) -> Result<ExitCode, Failure> {
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
pub(crate) fn print(text: &str) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == ErrorKind::BrokenPipe => Err(Failure::ClosedOutput),
        Err(e) => Err(e.into()),
    }
}
