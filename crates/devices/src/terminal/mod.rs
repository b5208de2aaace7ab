//! The keyboard at a terminal: a line editor (history, editing, Tab completion, Escape to clear) and key mode, where
//! single keys explore the board and send commands, as a gamepad's buttons do.
//!
//! - `key.rs`: [`Key`], a key and its name in the table; `keys.rs` and `keys.toml`: the key table, the user's
//!   `[keys]` over the built-in one;
//! - `editor.rs`: the line editor and `key_mode.rs`: the keyboard's two modes, pure state machines (keys in, lines,
//!   commands and notices out);
//! - `screen.rs`: the terminal's output while typing, shared by the event loop and the keyboard thread, so output
//!   that arrives while the user types is printed on its own line and the typed text comes back after it;
//! - `guard.rs`: raw mode, undone when the guard is dropped and on a panic; `sane.rs`: a terminal another program
//!   left without echo given its usual modes first;
//! - `hidden.rs`: a line typed without being shown (a secret);
//! - `wait.rs`: waiting for keys, a resize or the terminal gone, without crossterm's reader spinning on a terminal
//!   that has gone or, on Unix, leaving a key unread after a resize.
//!
//! It is used when standard input and output are both a terminal and `TERM` is not `dumb` (and `TACTUS_KEYBOARD` is
//! not `plain`); otherwise, or when raw mode cannot be entered, lines are read as they come, as from a script. Typed
//! lines reach the loop as [`Incoming::Line`], key mode's commands as [`Incoming::Input`], what the keyboard tells
//! as [`Incoming::Notice`], Ctrl+C as [`Incoming::Interrupted`].

pub(crate) mod console_window;
mod editor;
mod guard;
mod hidden;
mod key;
mod key_mode;
mod keys;
mod sane;
mod screen;
mod wait;

use std::{
    io::{self, IsTerminal},
    sync::mpsc::Sender,
    thread,
    time::Duration,
};

use crossterm::event::{self, Event};

pub use guard::restore;
pub(crate) use guard::RawMode;
pub use hidden::read_hidden_line;
pub(crate) use key::Key;
pub(crate) use key_mode::{Keyboard, Out};
pub(crate) use keys::KeySettings;
pub(crate) use screen::{Screen, ScreenWriter};
use wait::{Ended, Ready, Waiter};

use crate::bindings::Controls;
use tactus_core::{
    EventSink, Incoming, Input, InputFailure, Interruption, PhraseKey, Stamped, SystemError,
    UserConfig, VoicePack,
};

/// The environment variable that turns the line editor off: `TACTUS_KEYBOARD=plain` reads typed lines as they come.
pub(crate) const KEYBOARD_VARIABLE: &str = "TACTUS_KEYBOARD";

/// The keyboard's terminal while a session runs: raw mode and the screen. Made into the sink of the text or JSON
/// lines ([`Terminal::sink`]), it restores the terminal when that sink is dropped.
pub(crate) struct Terminal {
    screen: Screen,
    raw: RawMode,
    /// Set when the sink is dropped: the session has ended and the keyboard thread reads no more.
    ended: Ended,
}

impl Terminal {
    /// Starts the line editor and key mode on a thread of their own, sending into `sender`, when the terminal allows
    /// it; `None` when it does not (then read lines as they come). The keys are the built-in ones with `config`'s
    /// `[keys]` section over them; the key table's problems are sent as notices.
    #[must_use]
    pub(crate) fn start(
        sender: &Sender<Incoming>,
        controls: Controls,
        pack: &VoicePack,
        config: &UserConfig,
    ) -> Option<Terminal> {
        if !usable(|name| std::env::var(name).ok()) {
            // Lines typed at a terminal another program left without echo are seen again.
            if sane::found_broken() {
                sane::make_sane();
            }
            return None;
        }
        let raw = RawMode::enter().ok()?;
        let width = crossterm::terminal::size().map_or(80, |(columns, _)| columns);
        let screen = Screen::new(Box::new(io::stdout()), width);
        let settings = KeySettings::from_config(config);
        // The commands in English and in the pack's own words; the keys topic's word alone enters key mode.
        let keys = tactus_core::Keyword::Topic(tactus_core::Topic::Keys);
        let mut words = tactus_core::completions_in(controls.language(), &pack.phrase_language);
        for tongue in ["en", pack.phrase_language.as_str()] {
            let word = tactus_core::keyword_written(keys, tongue).to_string();
            if !words.contains(&word) {
                words.push(word);
            }
        }
        let keyboard = Keyboard::new(words, settings.table(controls).clone(), pack.clone());
        for problem in settings.problems {
            let notice = pack.phrase(PhraseKey::NoticeKeySettings, &[("problem", &problem)]);
            let _ = sender.send(Incoming::Notice(notice));
        }
        let ended = Ended::default();
        let (thread_screen, thread_sender, thread_ended) =
            (screen.clone(), sender.clone(), ended.clone());
        thread::Builder::new()
            .name(guard::KEYBOARD_THREAD.into())
            .spawn(move || {
                let reading = std::panic::AssertUnwindSafe(|| {
                    read_keys(keyboard, &thread_screen, &thread_sender, thread_ended);
                });
                if std::panic::catch_unwind(reading).is_err() {
                    // The panic's message is out and the terminal restored (the hook): the session ends.
                    let _ = thread_sender.send(Incoming::Failed(InputFailure::KeyboardStopped));
                }
            })
            .ok()?;
        Some(Terminal { screen, raw, ended })
    }

    /// A writer whose lines go to the screen above the edit line.
    #[must_use]
    pub(crate) fn writer(&self) -> ScreenWriter {
        self.screen.writer()
    }

    /// The sink that shows `lines` (made with [`Terminal::writer`]) and, with `prompts`, the session's prompt; the
    /// terminal is restored when it is dropped.
    #[must_use]
    pub(crate) fn sink(self, lines: Box<dyn EventSink>, prompts: bool) -> Box<dyn EventSink> {
        Box::new(OnScreen {
            lines,
            screen: self.screen,
            prompts,
            _raw: self.raw,
            ended: self.ended,
        })
    }
}

/// Whether the line editor can be used: both standard input and output a terminal, and a terminal that moves its
/// cursor (`TERM` set and not `dumb`, except on Windows), and not turned off.
fn usable(variable: impl Fn(&str) -> Option<String>) -> bool {
    if variable(KEYBOARD_VARIABLE).is_some_and(|v| v.trim().eq_ignore_ascii_case("plain")) {
        return false;
    }
    let term_moves =
        cfg!(windows) || variable("TERM").is_some_and(|term| !term.is_empty() && term != "dumb");
    term_moves && io::stdin().is_terminal() && io::stdout().is_terminal()
}

/// The text or JSON lines on the screen, the prompt on the edit line, and raw mode until dropped.
struct OnScreen {
    lines: Box<dyn EventSink>,
    screen: Screen,
    prompts: bool,
    _raw: RawMode,
    ended: Ended,
}

impl EventSink for OnScreen {
    fn emit(&mut self, event: &Stamped) -> io::Result<()> {
        self.lines.emit(event)
    }

    fn prompt(&mut self, text: &str) -> io::Result<()> {
        if self.prompts {
            self.screen.prompt(text)
        } else {
            Ok(())
        }
    }

    fn poll(&mut self) -> Vec<String> {
        self.lines.poll()
    }

    fn needs_polling(&self) -> bool {
        self.lines.needs_polling()
    }

    fn session_ended(&mut self) {
        self.ended.set();
    }

    fn finish(&mut self) {
        self.lines.finish();
    }
}

impl Drop for OnScreen {
    /// The cursor goes to a fresh line; raw mode ends after, when the guard is dropped.
    fn drop(&mut self) {
        self.ended.set();
        let _ = self.screen.close();
    }
}

/// The keyboard thread: keys and pastes through the [`Keyboard`], its answers to the screen and the loop, until the
/// typing ends, nobody listens, or the terminal has gone (told as a hang-up, as SIGHUP would).
fn read_keys(mut keyboard: Keyboard, screen: &Screen, sender: &Sender<Incoming>, ended: Ended) {
    let failed = |e: io::Error| {
        let _ = sender.send(Incoming::Failed(InputFailure::Keyboard(SystemError::from(
            &e,
        ))));
    };
    let mut waiter = match Waiter::new(ended.clone()) {
        Ok(waiter) => waiter,
        Err(e) => return failed(e),
    };
    loop {
        match waiter.wait() {
            // Keys typed after the session's end (while its last words are said) are left unread, for the shell.
            Ok(Ready::Keys) if ended.is_set() => return,
            Ok(Ready::Keys) => {}
            Ok(Ready::Resized) => {
                if let Ok((columns, _)) = crossterm::terminal::size() {
                    let _ = screen.resize(columns);
                }
                continue;
            }
            Ok(Ready::Gone) => {
                let _ = sender.send(Incoming::Interrupted(Interruption::Hangup));
                return;
            }
            Ok(Ready::Ended) => return,
            Err(e) => return failed(e),
        }
        // The events of the bytes there, and those crossterm read ahead (a paste), asked for only while the terminal
        // is still there.
        loop {
            let outs = match event::read() {
                Ok(Event::Key(event)) => {
                    Key::from_event(&event).map_or_else(Vec::new, |key| keyboard.key(key))
                }
                Ok(Event::Paste(text)) => keyboard.paste(&text),
                Ok(Event::Resize(columns, _)) => {
                    let _ = screen.resize(columns);
                    Vec::new()
                }
                Ok(_) => Vec::new(),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => Vec::new(),
                Err(e) => return failed(e),
            };
            for out in outs {
                if !deliver(out, &keyboard, screen, sender) {
                    return;
                }
            }
            let more =
                !waiter.gone().unwrap_or(true) && event::poll(Duration::ZERO).unwrap_or(false);
            if !more {
                break;
            }
        }
    }
}

/// Carries out one of the keyboard's answers; false when the keyboard is done (the typing ended, nobody listens).
fn deliver(out: Out, keyboard: &Keyboard, screen: &Screen, sender: &Sender<Incoming>) -> bool {
    // A terminal that cannot be written to any more is the loop's to find out; the keys still go to the session.
    let incoming = match out {
        Out::Show => {
            let editor = keyboard.editor();
            let _ = screen.edit(editor.text(), editor.cursor());
            return true;
        }
        Out::Bell => {
            let _ = screen.bell();
            return true;
        }
        Out::Mode(on) => {
            let _ = screen.key_mode(on);
            return true;
        }
        Out::Line(line) => {
            let _ = screen.submitted(&line);
            Incoming::Line(line)
        }
        Out::Taken(line) => {
            let _ = screen.submitted(&line);
            return true;
        }
        Out::Command(command) => Incoming::Input(Input::Command(command)),
        Out::Notice(text) => Incoming::Notice(text),
        Out::Interrupt => {
            let editor = keyboard.editor();
            let _ = screen.submitted(&editor.text().iter().collect::<String>());
            Incoming::Interrupted(Interruption::Interrupt)
        }
        Out::End => {
            let _ = screen.submitted("");
            let _ = sender.send(Incoming::Ended);
            return false;
        }
    };
    sender.send(incoming).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dumb_terminals_and_the_variable_turn_the_editor_off() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| (*v).to_string())
            }
        };
        assert!(!usable(env(&[("TERM", "dumb")])));
        assert!(!usable(env(&[
            ("TERM", "xterm"),
            (KEYBOARD_VARIABLE, "Plain")
        ])));
        if !cfg!(windows) {
            assert!(!usable(env(&[])));
            assert!(!usable(env(&[("TERM", "")])));
        }
    }
}
