//! The terminal's output while the line editor is on: one writer, shared by the event loop's output (main thread)
//! and the keyboard (its own thread), behind one lock, so a line printed while the user types never mixes with the
//! typed text.
//!
//! The screen keeps the edit line at the bottom: the prompt ("White to move> ") and what is typed. An output line
//! clears the edit line, is printed on a line of its own, and the edit line is drawn again after it with the cursor
//! where it was. Nothing above the edit line is ever redrawn, and no colour is used. Typing at the end of the line
//! writes just the character (a screen reader reads it as typed); other changes redraw the edit line. In key mode
//! the edit line is not shown: each key's answer is one new line.

use std::{
    io::{self, Write},
    sync::{Arc, Mutex, MutexGuard},
};

use unicode_width::UnicodeWidthChar;

use crossterm::{
    cursor::{MoveLeft, MoveRight, MoveToColumn, MoveUp},
    queue,
    terminal::{Clear, ClearType},
};

/// The terminal's bottom line(s) and what is on them, shared.
#[derive(Clone)]
pub struct Screen {
    state: Arc<Mutex<State>>,
}

struct State {
    out: Box<dyn Write + Send>,
    /// Columns of the terminal (at least 1).
    width: usize,
    /// The prompt's text without "> " (empty: none).
    prompt: String,
    /// Whether the prompt is asked for (from the session's prompt to the next line submitted).
    prompting: bool,
    /// The typed text and the cursor in it.
    text: Vec<char>,
    cursor: usize,
    /// Whether key mode is on (the edit line is then not shown).
    keys: bool,
    /// Whether the edit line is on the screen, and how many rows below its start the terminal's cursor is.
    drawn: bool,
    cursor_row: usize,
    /// An output line not yet ended.
    partial: Vec<u8>,
}

impl Screen {
    /// A screen writing to `out`, `width` columns wide.
    #[must_use]
    pub fn new(out: Box<dyn Write + Send>, width: u16) -> Screen {
        Screen {
            state: Arc::new(Mutex::new(State {
                out,
                width: usize::from(width.max(1)),
                prompt: String::new(),
                prompting: false,
                text: Vec::new(),
                cursor: 0,
                keys: false,
                drawn: false,
                cursor_row: 0,
                partial: Vec::new(),
            })),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A thread that panicked while holding the lock left the state whole enough to go on writing.
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Prints `line` on a line of its own above the edit line.
    ///
    /// # Errors
    /// The terminal's error.
    pub fn print_line(&self, line: &str) -> io::Result<()> {
        self.lock().print_line(line)
    }

    /// Shows the prompt `text` ("White to move"): asked for until the next line is submitted.
    ///
    /// # Errors
    /// The terminal's error.
    pub fn prompt(&self, text: &str) -> io::Result<()> {
        let mut state = self.lock();
        if state.prompting && state.drawn && state.prompt == text {
            return Ok(());
        }
        state.prompting = true;
        text.clone_into(&mut state.prompt);
        state.redraw()
    }

    /// The typed text or its cursor changed.
    ///
    /// # Errors
    /// The terminal's error.
    pub fn edit(&self, text: &[char], cursor: usize) -> io::Result<()> {
        self.lock().edit(text, cursor)
    }

    /// The line `line` was submitted: it stays on the screen as typed, and the edit line is empty until the next
    /// prompt.
    ///
    /// # Errors
    /// The terminal's error.
    pub fn submitted(&self, line: &str) -> io::Result<()> {
        let mut state = self.lock();
        if !state.keys {
            let text: Vec<char> = line.chars().collect();
            if !state.drawn || state.text != text {
                state.erase()?;
                state.cursor = text.len();
                state.text = text;
                state.draw()?;
            }
            state.go_to_end()?;
            state.out.write_all(b"\r\n")?;
        }
        state.drawn = false;
        state.cursor_row = 0;
        state.prompting = false;
        state.text.clear();
        state.cursor = 0;
        state.out.flush()
    }

    /// Key mode began (`true`: the edit line goes away) or ended (it comes back).
    ///
    /// # Errors
    /// The terminal's error.
    pub fn key_mode(&self, on: bool) -> io::Result<()> {
        let mut state = self.lock();
        state.erase()?;
        state.keys = on;
        state.redraw()
    }

    /// The terminal is now `width` columns wide.
    ///
    /// # Errors
    /// The terminal's error.
    pub fn resize(&self, width: u16) -> io::Result<()> {
        let mut state = self.lock();
        // The rows above the cursor are counted at both widths and the more taken: a terminal that rewraps its lines
        // and one that does not both get the whole edit line cleared (one that does not may keep a stale row above).
        let width = usize::from(width.max(1));
        if width == state.width {
            // Told twice (the keyboard's own signal and crossterm's event), or only the height changed.
            return Ok(());
        }
        let at = state.place(state.cursor, width);
        state.cursor_row = state.cursor_row.max(at.row);
        state.erase()?;
        state.width = width;
        state.redraw()
    }

    /// Rings the terminal's bell.
    ///
    /// # Errors
    /// The terminal's error.
    pub fn bell(&self) -> io::Result<()> {
        let mut state = self.lock();
        state.out.write_all(b"\x07")?;
        state.out.flush()
    }

    /// Leaves the terminal's cursor at the start of a fresh line after the last output (the program ends).
    ///
    /// # Errors
    /// The terminal's error.
    pub fn close(&self) -> io::Result<()> {
        let mut state = self.lock();
        let partial = std::mem::take(&mut state.partial);
        if !partial.is_empty() {
            state.print_line(&String::from_utf8_lossy(&partial))?;
        }
        state.erase()?;
        state.prompting = false;
        state.text.clear();
        state.out.flush()
    }

    /// A writer whose lines are printed with [`Screen::print_line`] (for the text and JSON sinks).
    #[must_use]
    pub fn writer(&self) -> ScreenWriter {
        ScreenWriter {
            screen: self.clone(),
        }
    }
}

impl State {
    /// The edit line's start: the prompt while it is asked for.
    fn head(&self) -> String {
        if !self.prompting || self.prompt.is_empty() {
            String::new()
        } else {
            format!("{}> ", self.prompt)
        }
    }

    /// Where the terminal's cursor stands after the head and the first `typed` characters, `width` columns wide.
    fn place(&self, typed: usize, width: usize) -> Place {
        Place::after(
            &self.head(),
            &self.text[..typed.min(self.text.len())],
            width,
        )
    }

    /// Whether the edit line should be on the screen.
    fn shown(&self) -> bool {
        !self.keys && (self.prompting || !self.text.is_empty())
    }

    fn print_line(&mut self, line: &str) -> io::Result<()> {
        self.erase()?;
        let clean: String = line
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        self.out.write_all(clean.as_bytes())?;
        self.out.write_all(b"\r\n")?;
        self.redraw()
    }

    fn edit(&mut self, text: &[char], cursor: usize) -> io::Result<()> {
        let old_len = self.text.len();
        if self.drawn && !self.keys && self.cursor == old_len && cursor == text.len() {
            // Both ends on one row, the later one not at a row's end (where the terminal's wrap is pending).
            let (short, long) = if text.len() > old_len {
                (&self.text, text)
            } else {
                (&text.to_vec(), self.text.as_slice())
            };
            let (from, to) = (
                Place::after(&self.head(), &short[..], self.width),
                Place::after(&self.head(), long, self.width),
            );
            let one_row = from.row == to.row && to.column != 0 && long.starts_with(short);
            if one_row && text.len() > old_len {
                // Typed at the end: just the new characters, as a terminal echoes them.
                let added: String = text[old_len..].iter().collect();
                self.out.write_all(added.as_bytes())?;
                return self.keep(text, cursor);
            }
            if one_row && text.len() < old_len && from.column != 0 {
                // Erased at the end: back over the characters and clear them.
                queue!(
                    self.out,
                    MoveLeft((to.column - from.column) as u16),
                    Clear(ClearType::UntilNewLine)
                )?;
                return self.keep(text, cursor);
            }
        }
        if self.drawn && !self.keys && text == self.text.as_slice() {
            let (from, to) = (
                self.place(self.cursor, self.width),
                self.place(cursor, self.width),
            );
            if from.row == to.row {
                // Only the cursor moved, on its row.
                if to.column < from.column {
                    queue!(self.out, MoveLeft((from.column - to.column) as u16))?;
                } else if to.column > from.column {
                    queue!(self.out, MoveRight((to.column - from.column) as u16))?;
                }
                return self.keep(text, cursor);
            }
        }
        self.erase()?;
        self.text = text.to_vec();
        self.cursor = cursor.min(text.len());
        self.redraw()
    }

    fn keep(&mut self, text: &[char], cursor: usize) -> io::Result<()> {
        self.text = text.to_vec();
        self.cursor = cursor;
        self.cursor_row = self.place(cursor, self.width).row;
        self.out.flush()
    }

    /// Draws the edit line again if it should be shown.
    fn redraw(&mut self) -> io::Result<()> {
        self.erase()?;
        if self.shown() {
            self.draw()?;
        }
        self.out.flush()
    }

    /// Writes the edit line from the start of the current row and puts the cursor in it.
    fn draw(&mut self) -> io::Result<()> {
        let head = self.head();
        let typed: String = self.text.iter().collect();
        queue!(self.out, MoveToColumn(0), Clear(ClearType::FromCursorDown))?;
        self.out.write_all(head.as_bytes())?;
        self.out.write_all(typed.as_bytes())?;
        let end = self.place(self.text.len(), self.width);
        if end.row > 0 && end.column == 0 {
            // The line filled its last row exactly: go to the next row, so the end's row is certain.
            self.out.write_all(b"\r\n")?;
        }
        let at = self.place(self.cursor, self.width);
        if end.row > at.row {
            queue!(self.out, MoveUp((end.row - at.row) as u16))?;
        }
        queue!(self.out, MoveToColumn(at.column as u16))?;
        self.drawn = true;
        self.cursor_row = at.row;
        Ok(())
    }

    /// Clears the edit line from the screen, leaving the terminal's cursor at the start of its first row.
    fn erase(&mut self) -> io::Result<()> {
        if !self.drawn {
            return Ok(());
        }
        if self.cursor_row > 0 {
            queue!(self.out, MoveUp(self.cursor_row as u16))?;
        }
        queue!(self.out, MoveToColumn(0), Clear(ClearType::FromCursorDown))?;
        self.drawn = false;
        self.cursor_row = 0;
        Ok(())
    }

    /// Puts the terminal's cursor after the end of the edit line.
    fn go_to_end(&mut self) -> io::Result<()> {
        let end = self.place(self.text.len(), self.width);
        if end.row > self.cursor_row {
            queue!(
                self.out,
                crossterm::cursor::MoveDown((end.row - self.cursor_row) as u16)
            )?;
        }
        queue!(self.out, MoveToColumn(end.column as u16))?;
        self.cursor_row = end.row;
        Ok(())
    }
}

/// A row (from the edit line's first) and column of the terminal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Place {
    row: usize,
    column: usize,
}

impl Place {
    /// Where the cursor stands after writing `head` and `typed` from the start of a row `width` columns wide: each
    /// character takes its columns (two for a wide one, which goes to the next row when one column is left; none
    /// for a combining accent); a row filled to its end puts the cursor at the next row's start.
    fn after(head: &str, typed: &[char], width: usize) -> Place {
        let mut place = Place { row: 0, column: 0 };
        for c in head.chars().chain(typed.iter().copied()) {
            let columns = c.width().unwrap_or(0).min(width);
            if place.column + columns > width {
                place = Place {
                    row: place.row + 1,
                    column: 0,
                };
            }
            place.column += columns;
            if place.column == width {
                place = Place {
                    row: place.row + 1,
                    column: 0,
                };
            }
        }
        place
    }
}

/// Bytes written line by line through the screen: each complete line is printed with [`Screen::print_line`].
pub struct ScreenWriter {
    screen: Screen,
}

impl Write for ScreenWriter {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let mut state = self.screen.lock();
        state.partial.extend_from_slice(bytes);
        while let Some(end) = state.partial.iter().position(|b| *b == b'\n') {
            let line: Vec<u8> = state.partial.drain(..=end).collect();
            let text = String::from_utf8_lossy(&line);
            state.print_line(text.trim_end_matches(['\n', '\r']))?;
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.screen.lock().out.flush()
    }
}

#[cfg(test)]
#[path = "screen_tests.rs"]
mod tests;
