//! A line typed without being shown: a secret (lichess' token) that must never reach the screen, and so never a
//! braille display or a screen reader's echo of the screen. At a terminal the keys are read in raw mode, pasted text
//! taken whole, Backspace taken back, Enter ending the line and Ctrl+C or Escape giving it up; elsewhere the line is
//! read as it comes (a pipe shows nothing anyway).

use std::io::{self, BufRead, IsTerminal};

use crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};

use super::guard::RawMode;

/// The next line of standard input, not shown when it is typed at a terminal.
///
/// # Errors
/// The system's error; [`io::ErrorKind::Interrupted`] when the typing was given up (Ctrl+C, Escape).
pub fn read_hidden_line() -> io::Result<String> {
    if !io::stdin().is_terminal() {
        let mut line = String::new();
        io::stdin().lock().read_line(&mut line)?;
        return Ok(line);
    }
    let Ok(_raw) = RawMode::enter() else {
        let mut line = String::new();
        io::stdin().lock().read_line(&mut line)?;
        return Ok(line);
    };
    let mut line = String::new();
    loop {
        match event::read()? {
            Event::Paste(text) => line.push_str(&text),
            Event::Key(key) if key.kind != KeyEventKind::Release => match key.code {
                KeyCode::Enter => return Ok(line),
                KeyCode::Esc => return Err(io::ErrorKind::Interrupted.into()),
                KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                    return Err(io::ErrorKind::Interrupted.into())
                }
                KeyCode::Char(c) => line.push(c),
                KeyCode::Backspace => {
                    line.pop();
                }
                _ => {}
            },
            _ => {}
        }
    }
}
