//! The terminal's output while the line editor is on: one writer, shared by the event loop's output (main thread)
//! and the keyboard (its own thread), behind one lock, so a line printed while the user types never mixes with the
//! typed text.
//!
//! The screen keeps the edit line at the bottom: the prompt ("White to move> ") and what is typed. An output line
//! clears the edit line, is printed on a line of its own, and the edit line is written again after it with the
//! cursor where it was. Nothing above the edit line is ever redrawn, and no colour is used. A change of the edit line
//! writes only from its first changed character to its end and clears what is left after it (once), so a screen
//! reader hears the change and not the prompt again: typing at the end writes just the character, a move of the
//! cursor only moves it. In key mode the edit line is not shown; when key mode ends it comes back after the next
//! output line (the notice saying so), so it is written once.

use std::{
    io::{self, Write},
    sync::{Arc, Mutex, MutexGuard},
};

use unicode_width::UnicodeWidthChar;

use crossterm::{
    cursor::{MoveDown, MoveLeft, MoveRight, MoveUp},
    queue,
    style::Print,
    terminal::{Clear, ClearType},
};

/// The terminal's bottom line(s) and what is on them, shared.
#[derive(Clone)]
pub(crate) struct Screen {
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
    /// The edit line as it stands on the screen (prompt and typed text), when it is there; the terminal's cursor
    /// stands at the start of a row when it is not.
    drawn: Option<Vec<char>>,
    /// Where the terminal's cursor stands, from the start of the edit line.
    at: Place,
    /// An output line not yet ended.
    partial: Vec<u8>,
}

impl Screen {
    /// A screen writing to `out`, `width` columns wide.
    #[must_use]
    pub(crate) fn new(out: Box<dyn Write + Send>, width: u16) -> Screen {
        Screen {
            state: Arc::new(Mutex::new(State {
                out,
                width: usize::from(width.max(1)),
                prompt: String::new(),
                prompting: false,
                text: Vec::new(),
                cursor: 0,
                keys: false,
                drawn: None,
                at: Place::START,
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
    #[cfg(test)]
    pub(crate) fn print_line(&self, line: &str) -> io::Result<()> {
        self.lock().print_line(line)
    }

    /// Shows the prompt `text` ("White to move"): asked for until the next line is submitted.
    ///
    /// # Errors
    /// The terminal's error.
    pub(crate) fn prompt(&self, text: &str) -> io::Result<()> {
        let mut state = self.lock();
        state.prompting = true;
        text.clone_into(&mut state.prompt);
        state.show()
    }

    /// The typed text or its cursor changed.
    ///
    /// # Errors
    /// The terminal's error.
    pub(crate) fn edit(&self, text: &[char], cursor: usize) -> io::Result<()> {
        let mut state = self.lock();
        state.text = text.to_vec();
        state.cursor = cursor.min(text.len());
        state.show()
    }

    /// The line `line` was submitted: it stays on the screen as typed, and the edit line is empty until the next
    /// prompt.
    ///
    /// # Errors
    /// The terminal's error.
    pub(crate) fn submitted(&self, line: &str) -> io::Result<()> {
        let mut state = self.lock();
        if !state.keys {
            state.text = line.chars().collect();
            state.cursor = state.text.len();
            state.show()?;
            if state.at.row == 0 || state.at.column > 0 {
                // (A line that filled its last row exactly has its cursor on a fresh row already.)
                state.out.write_all(b"\r\n")?;
            }
        }
        state.drawn = None;
        state.at = Place::START;
        state.prompting = false;
        state.text.clear();
        state.cursor = 0;
        state.out.flush()
    }

    /// Key mode began (`true`: the edit line goes away) or ended: the edit line comes back after the next output
    /// line, the notice that key mode ended, or with the next key.
    ///
    /// # Errors
    /// The terminal's error.
    pub(crate) fn key_mode(&self, on: bool) -> io::Result<()> {
        let mut state = self.lock();
        state.keys = on;
        if on {
            state.show()?;
        }
        Ok(())
    }

    /// The terminal is now `width` columns wide.
    ///
    /// # Errors
    /// The terminal's error.
    pub(crate) fn resize(&self, width: u16) -> io::Result<()> {
        let mut state = self.lock();
        let width = usize::from(width.max(1));
        if width == state.width {
            // Told twice (the keyboard's own signal and crossterm's event), or only the height changed.
            return Ok(());
        }
        // The rows above the cursor are counted at both widths and the more taken: a terminal that rewraps its lines
        // and one that does not both get the whole edit line cleared (one that does not may keep a stale row above).
        if let Some((line, before)) = state.wanted() {
            let at = Place::after(&line[..before], width);
            state.at.row = state.at.row.max(at.row);
        }
        state.erase()?;
        state.width = width;
        state.show()
    }

    /// Rings the terminal's bell.
    ///
    /// # Errors
    /// The terminal's error.
    pub(crate) fn bell(&self) -> io::Result<()> {
        let mut state = self.lock();
        state.out.write_all(b"\x07")?;
        state.out.flush()
    }

    /// Leaves the terminal's cursor at the start of a fresh line after the last output (the program ends).
    ///
    /// # Errors
    /// The terminal's error.
    pub(crate) fn close(&self) -> io::Result<()> {
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
    pub(crate) fn writer(&self) -> ScreenWriter {
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

    /// The edit line as it should stand on the screen (the head and the typed text), and how many of its characters
    /// are before the cursor; none in key mode, or with neither a prompt nor typed text.
    fn wanted(&self) -> Option<(Vec<char>, usize)> {
        if self.keys || (!self.prompting && self.text.is_empty()) {
            return None;
        }
        let line: Vec<char> = self
            .head()
            .chars()
            .chain(self.text.iter().copied())
            .collect();
        let before = line.len() - self.text.len() + self.cursor.min(self.text.len());
        Some((line, before))
    }

    fn print_line(&mut self, line: &str) -> io::Result<()> {
        self.erase()?;
        let clean: String = line
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        self.out.write_all(clean.as_bytes())?;
        self.out.write_all(b"\r\n")?;
        self.show()
    }

    /// Brings the edit line on the screen to what it should be, writing only what changed.
    fn show(&mut self) -> io::Result<()> {
        match self.wanted() {
            None => self.erase()?,
            Some((line, before)) => {
                let old = self.drawn.take().unwrap_or_default();
                self.rewrite(&old, &line)?;
                self.go(Place::after(&line[..before], self.width))?;
                self.drawn = Some(line);
            }
        }
        self.out.flush()
    }

    /// Turns `old` on the screen into `new`: from the first character that differs, the rest of `new` is written and
    /// what is left of `old` after it cleared. The terminal's cursor ends after what was written.
    fn rewrite(&mut self, old: &[char], new: &[char]) -> io::Result<()> {
        let mut same = old.iter().zip(new).take_while(|(a, b)| a == b).count();
        // A combining accent belongs to the character before it: both are written again.
        let combining = |c: Option<&char>| c.is_some_and(|c| c.width() == Some(0));
        while same > 0 && (combining(old.get(same)) || combining(new.get(same))) {
            same -= 1;
        }
        let (old_end, new_end) = (Place::after(old, self.width), Place::after(new, self.width));
        if same == new.len() && old_end <= new_end {
            return Ok(());
        }
        let mut place = Place::after(&new[..same], self.width);
        self.go(place)?;
        let mut written = String::new();
        for &c in &new[same..] {
            if place.column + c.width().unwrap_or(0).min(self.width) > self.width && place < old_end
            {
                // A wide character goes to the next row and leaves the row's last column, which held the old line's,
                // blank.
                written.extend(std::iter::repeat_n(' ', self.width - place.column));
            }
            written.push(c);
            place = place.then(c, self.width);
        }
        self.out.write_all(written.as_bytes())?;
        if !written.is_empty() && place.column == 0 && place.row > 0 {
            // The line filled its last row exactly: go to the next row, so the cursor's row is certain.
            self.out.write_all(b"\r\n")?;
        }
        self.at = new_end;
        if old_end > new_end {
            let rest = if old_end.row == new_end.row {
                ClearType::UntilNewLine
            } else {
                ClearType::FromCursorDown
            };
            queue!(self.out, Clear(rest))?;
        }
        Ok(())
    }

    /// Clears the edit line from the screen, leaving the terminal's cursor at the start of its first row.
    fn erase(&mut self) -> io::Result<()> {
        let Some(old) = self.drawn.take() else {
            return Ok(());
        };
        if !old.is_empty() {
            if self.at.row > 0 {
                queue!(self.out, MoveUp(self.at.row as u16))?;
            }
            queue!(self.out, Print('\r'), Clear(ClearType::FromCursorDown))?;
        }
        self.at = Place::START;
        Ok(())
    }

    /// Moves the terminal's cursor from where it is in the edit line to `to`.
    fn go(&mut self, to: Place) -> io::Result<()> {
        let from = self.at;
        if to.row < from.row {
            queue!(self.out, MoveUp((from.row - to.row) as u16))?;
        } else if to.row > from.row {
            queue!(self.out, MoveDown((to.row - from.row) as u16))?;
        }
        if to.column == 0 && from.column > 0 {
            queue!(self.out, Print('\r'))?;
        } else if to.column < from.column {
            queue!(self.out, MoveLeft((from.column - to.column) as u16))?;
        } else if to.column > from.column {
            queue!(self.out, MoveRight((to.column - from.column) as u16))?;
        }
        self.at = to;
        Ok(())
    }
}

/// A row (from the edit line's first) and column of the terminal; earlier rows, then earlier columns, come first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Place {
    row: usize,
    column: usize,
}

impl Place {
    const START: Place = Place { row: 0, column: 0 };

    /// Where the cursor stands after writing `chars` from the start of a row `width` columns wide.
    fn after(chars: &[char], width: usize) -> Place {
        chars
            .iter()
            .fold(Place::START, |place, c| place.then(*c, width))
    }

    /// Where the cursor stands after writing `c` here: a character takes its columns (two for a wide one, which goes
    /// to the next row when one column is left; none for a combining accent); a row filled to its end puts the
    /// cursor at the next row's start.
    fn then(self, c: char, width: usize) -> Place {
        let columns = c.width().unwrap_or(0).min(width);
        let mut place = self;
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
mod tests;
