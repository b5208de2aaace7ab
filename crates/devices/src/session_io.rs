//! A session's devices beside the sound: the keyboard's terminal (the line editor and key mode reading the keys on a
//! thread of their own) and the input devices the options allow (gamepad, braille display), each sending commands
//! into the loop's channel; and the session's outputs put in order around what is heard.

use std::sync::mpsc::Sender;

use tactus_core::{EventSink, Incoming, UserConfig, VoicePack};

use crate::{
    controls::{self, Controls},
    sound::Heard,
    terminal::{ScreenWriter, Terminal},
};

/// Where a session's lines of text or JSON are written.
pub enum LineOutput {
    /// Through the terminal's screen, while the line editor reads the keyboard.
    Screen(ScreenWriter),
    /// To standard output.
    Standard,
}

/// What reads the commands beside a script and also shows the events: the terminal while the line editor reads the
/// keyboard (dropping it restores the terminal), and the braille display's sink.
#[derive(Default)]
pub struct SessionDevices {
    terminal: Option<Terminal>,
    display: Option<Box<dyn EventSink>>,
}

impl SessionDevices {
    /// At a terminal (`keyboard`) the line editor reads the keys for `controls`, sending into `sender`; where it
    /// cannot, nothing reads them here ([`SessionDevices::reads_keys`]).
    #[must_use]
    pub fn keyboard(
        sender: &Sender<Incoming>,
        keyboard: bool,
        controls: Controls,
        pack: &VoicePack,
        config: &UserConfig,
    ) -> SessionDevices {
        SessionDevices {
            terminal: keyboard
                .then(|| Terminal::start(sender, controls, pack, config))
                .flatten(),
            display: None,
        }
    }

    /// Whether the line editor reads the keyboard.
    #[must_use]
    pub fn reads_keys(&self) -> bool {
        self.terminal.is_some()
    }

    /// The gamepad (when `gamepad`) and the braille display (when `braille`) started for `controls`, sending into
    /// `sender`.
    pub fn start_controls(
        &mut self,
        (gamepad, braille): (bool, bool),
        controls: Controls,
        sender: &Sender<Incoming>,
        pack: &VoicePack,
        config: &UserConfig,
    ) {
        self.display = controls::start(gamepad, braille, controls, sender, pack, config);
    }

    /// The outputs in order: `heard`'s sinks (sound signals and speech first: queueing a signal or an utterance
    /// never waits, while a line may wait for a slow reader), the braille display, then the lines `lines` makes for
    /// where they are written (through the terminal, shown with the prompt when `prompts`, else standard output);
    /// and `heard`'s notices.
    pub fn outputs(
        self,
        heard: Heard,
        prompts: bool,
        lines: impl FnOnce(LineOutput) -> Box<dyn EventSink>,
    ) -> (Vec<Box<dyn EventSink>>, Vec<String>) {
        let mut sinks = heard.sinks;
        sinks.extend(self.display);
        sinks.push(match self.terminal {
            Some(terminal) => {
                let shown = lines(LineOutput::Screen(terminal.writer()));
                terminal.sink(shown, prompts)
            }
            None => lines(LineOutput::Standard),
        });
        (sinks, heard.notices)
    }
}
