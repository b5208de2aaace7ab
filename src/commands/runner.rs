//! The one way a session is run, shared by `play`, `resume`, `clock`, `listen` and `drill`: where its commands come
//! from (checked before anything is made, such as a journal), then the commands and the outputs opened, the opening
//! events reported at the start, the event loop, what is reported after it, and its end as an exit code.

use std::{
    io,
    process::ExitCode,
    sync::mpsc::{self, Receiver, Sender},
};

use super::{running, Failure};
use crate::cli::{Format, InputDevice, RunOptions};
use tactus_core::{BoardLink, Event, EventSink, Incoming, Session, VoicePack};
use tactus_devices::{Controls, SessionDevices};
use tactus_runtime::{run_session, undo_before_default_stop, watch_signals, InputSource};

/// How a session is shown and controlled: its pack's words, text or JSON lines, the keys and buttons of its kind,
/// and whether a prompt is shown.
pub(crate) struct Showing {
    /// The voice pack the events are worded in.
    pub pack: VoicePack,
    /// Text or JSON lines.
    pub format: Format,
    /// The kind of session the keys, buttons and braille keys control.
    pub controls: Controls,
    /// Whether the text lines show the session's prompt.
    pub prompts: bool,
}

/// A session's run, from the command line's options to its exit code.
pub(crate) struct Runner<'a> {
    run: &'a RunOptions,
    source: InputSource,
    sender: Sender<Incoming>,
    receiver: Receiver<Incoming>,
    board: Option<Box<dyn BoardLink>>,
}

impl<'a> Runner<'a> {
    /// Where the commands will come from (`--script`, else the keyboard), and their channel.
    ///
    /// # Errors
    /// A [`Failure`] for `--virtual-time` at the keyboard.
    pub(crate) fn new(run: &'a RunOptions) -> Result<Runner<'a>, Failure> {
        let (sender, receiver) = mpsc::channel();
        Ok(Runner {
            run,
            source: InputSource::for_run(run.script.as_deref(), run.virtual_time)?,
            sender,
            receiver,
            board: None,
        })
    }

    /// Reads `board` too: in virtual time the loop reads it whole before each scripted line; in real time it reports
    /// through the commands' channel by itself.
    #[must_use]
    pub(crate) fn with_board(mut self, board: Box<dyn BoardLink>) -> Runner<'a> {
        self.board = Some(board);
        self
    }

    /// Whether a person types the commands at the keyboard.
    #[must_use]
    pub(crate) fn is_keyboard(&self) -> bool {
        self.source.is_keyboard()
    }

    /// A sender into the commands' channel, for an engine that answers through it.
    #[must_use]
    pub(crate) fn sender(&self) -> Sender<Incoming> {
        self.sender.clone()
    }

    /// Runs `session`: opens the commands and the outputs, reports `opening` at the start, and runs the event loop
    /// with `engine` until the commands end, `quit` or a signal.
    ///
    /// # Errors
    /// A [`Failure`] when the script cannot be opened or the reading thread cannot start, or output or input fails.
    pub(crate) fn run(
        self,
        session: &mut impl Session,
        showing: Showing,
        opening: impl IntoIterator<Item = Event>,
    ) -> Result<ExitCode, Failure> {
        self.run_then(session, showing, opening, |_, _, _| Ok(()))
    }

    /// [`Runner::run`], and after the loop `then` is given the session, the time and the outputs, to report what the
    /// end of the commands leaves to say (a drill's score).
    ///
    /// # Errors
    /// As [`Runner::run`].
    pub(crate) fn run_then<S: Session>(
        self,
        session: &mut S,
        showing: Showing,
        opening: impl IntoIterator<Item = Event>,
        then: impl FnOnce(&S, u64, &mut dyn EventSink) -> io::Result<()>,
    ) -> Result<ExitCode, Failure> {
        let Runner {
            run,
            source,
            sender,
            receiver,
            mut board,
        } = self;
        // Signals are watched before the terminal is put in raw mode, so that none finds it raw and unwatched; one
        // that ends the process the default way (a second one) still gives the terminal back.
        watch_signals(sender.clone()).map_err(|e| {
            Failure::Message(format!("cannot watch for Ctrl-C and other signals: {e}"))
        })?;
        undo_before_default_stop(tactus_devices::restore_terminal);
        let config = tactus_runtime::load_config();
        let (controls, pack) = (showing.controls, &showing.pack);
        // At a terminal the line editor reads the keys; where it cannot, lines are read as they come.
        let mut devices =
            SessionDevices::keyboard(&sender, source.is_keyboard(), controls, pack, &config);
        if !devices.reads_keys() {
            source.spawn_into(sender.clone())?;
        }
        let allowed = (
            run.gamepad == InputDevice::Auto,
            run.braille == InputDevice::Auto,
        );
        devices.start_controls(allowed, controls, &sender, pack, &config);
        let mut sink = running::outputs(
            &run.sound,
            showing.format,
            showing.pack,
            showing.prompts,
            devices,
        );
        let ran = run_session(
            session,
            run.virtual_time,
            receiver,
            &mut sink,
            board
                .as_mut()
                .map(|board| board.as_mut() as &mut dyn BoardLink),
            opening,
            then,
        );
        running::finished(ran)
    }
}
