//! The line editor: keys in, the line being typed and what to do out. It is pure: the screen shows what it holds,
//! the keyboard thread sends what it submits.
//!
//! Left and Right move, Home and End (Ctrl+A, Ctrl+E) go to the ends, Backspace and Delete remove a character,
//! Ctrl+U and Ctrl+K remove before and after the cursor, Ctrl+W the word before it; Up and Down go through the lines
//! typed before; Tab completes a command word (or lists the words it could be); Escape clears the line; Enter submits
//! it; Ctrl+C asks to stop, Ctrl+D on an empty line ends the typing. A paste is typed in: each line break submits.

use super::key::{Code, Key};

/// How many submitted lines Up and Down can reach.
const HISTORY_LINES: usize = 1000;

/// What a key did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Edit {
    /// The text or the cursor changed: show the line again.
    Changed,
    /// Nothing changed (a key the editor leaves alone, Escape on an empty line).
    Unchanged,
    /// This line was submitted; the editor's line is empty again.
    Submit(String),
    /// Ctrl+C: the user asks the program to stop.
    Interrupt,
    /// Ctrl+D on an empty line: the typing ends.
    End,
    /// Nothing could be done (no earlier line, nothing to complete).
    Bell,
    /// Tab: the word before the cursor could become any of these.
    Candidates(Vec<String>),
}

/// The line being typed, the cursor in it, the lines typed before and the words Tab completes.
#[derive(Clone, Debug, Default)]
pub(crate) struct Editor {
    text: Vec<char>,
    cursor: usize,
    history: Vec<String>,
    /// The history line shown (Up, Down) and the line that was being typed when browsing began.
    browsing: Option<(usize, Vec<char>)>,
    /// What Tab completes: command words ("press") and command words with a second word ("cursor up").
    words: Vec<String>,
}

impl Editor {
    /// An empty line; Tab completes `words` (each one or two words: "time", "board visual").
    #[must_use]
    pub(crate) fn new(words: Vec<String>) -> Editor {
        Editor {
            words,
            ..Editor::default()
        }
    }

    /// The line as typed so far.
    #[must_use]
    pub(crate) fn text(&self) -> &[char] {
        &self.text
    }

    /// Where the cursor stands: the number of characters before it.
    #[must_use]
    pub(crate) fn cursor(&self) -> usize {
        self.cursor
    }

    /// One key.
    pub(crate) fn key(&mut self, key: Key) -> Edit {
        if key.ctrl {
            return self.control(key.code);
        }
        if key.alt {
            return Edit::Unchanged;
        }
        match key.code {
            Code::Char(c) => {
                self.insert(c);
                Edit::Changed
            }
            Code::Enter => self.submit(),
            Code::Left => self.move_to(self.cursor.checked_sub(1)),
            Code::Right => self.move_to((self.cursor < self.text.len()).then_some(self.cursor + 1)),
            Code::Home => self.move_to(Some(0)),
            Code::End => self.move_to(Some(self.text.len())),
            Code::Backspace if self.cursor > 0 => {
                self.cursor -= 1;
                self.text.remove(self.cursor);
                Edit::Changed
            }
            Code::Delete if self.cursor < self.text.len() => {
                self.text.remove(self.cursor);
                Edit::Changed
            }
            Code::Backspace | Code::Delete => Edit::Bell,
            Code::Up => self.earlier(),
            Code::Down => self.later(),
            Code::Tab if !key.shift => self.complete(),
            Code::Escape if self.text.is_empty() => Edit::Unchanged,
            Code::Escape => {
                self.replace(Vec::new());
                self.browsing = None;
                Edit::Changed
            }
            _ => Edit::Unchanged,
        }
    }

    /// Pasted text, typed in: each line break (CR, LF or CR LF) submits the line so far; tabs become spaces and other
    /// control characters are left out.
    pub(crate) fn paste(&mut self, text: &str) -> Vec<Edit> {
        let mut edits = Vec::new();
        let mut changed = false;
        let mut after_cr = false;
        for c in text.chars() {
            match c {
                '\n' if after_cr => {}
                '\r' | '\n' => {
                    edits.push(self.submit());
                    changed = false;
                }
                '\t' => {
                    self.insert(' ');
                    changed = true;
                }
                c if c.is_control() => {}
                c => {
                    self.insert(c);
                    changed = true;
                }
            }
            after_cr = c == '\r';
        }
        if changed {
            edits.push(Edit::Changed);
        }
        edits
    }

    fn control(&mut self, code: Code) -> Edit {
        match code {
            Code::Char('c') => Edit::Interrupt,
            Code::Char('d') if self.text.is_empty() => Edit::End,
            Code::Char('d') => self.key(Key::plain(Code::Delete)),
            Code::Char('a') => self.move_to(Some(0)),
            Code::Char('e') => self.move_to(Some(self.text.len())),
            Code::Char('b') => self.key(Key::plain(Code::Left)),
            Code::Char('f') => self.key(Key::plain(Code::Right)),
            Code::Char('h') => self.key(Key::plain(Code::Backspace)),
            Code::Char('p') => self.earlier(),
            Code::Char('n') => self.later(),
            // In raw mode a line feed (Ctrl+J) and a carriage return (Ctrl+M) both end a line.
            Code::Char('j' | 'm') => self.submit(),
            Code::Char('u') if self.cursor > 0 => {
                self.text.drain(..self.cursor);
                self.cursor = 0;
                Edit::Changed
            }
            Code::Char('k') if self.cursor < self.text.len() => {
                self.text.truncate(self.cursor);
                Edit::Changed
            }
            Code::Char('w') if self.cursor > 0 => {
                let mut start = self.cursor;
                while start > 0 && self.text[start - 1] == ' ' {
                    start -= 1;
                }
                while start > 0 && self.text[start - 1] != ' ' {
                    start -= 1;
                }
                self.text.drain(start..self.cursor);
                self.cursor = start;
                Edit::Changed
            }
            Code::Char('u' | 'k' | 'w') => Edit::Bell,
            _ => Edit::Unchanged,
        }
    }

    fn insert(&mut self, c: char) {
        self.text.insert(self.cursor, c);
        self.cursor += 1;
    }

    fn move_to(&mut self, to: Option<usize>) -> Edit {
        match to {
            Some(to) if to != self.cursor => {
                self.cursor = to;
                Edit::Changed
            }
            Some(_) => Edit::Unchanged,
            None => Edit::Bell,
        }
    }

    fn replace(&mut self, text: Vec<char>) {
        self.cursor = text.len();
        self.text = text;
    }

    fn submit(&mut self) -> Edit {
        let line: String = std::mem::take(&mut self.text).into_iter().collect();
        self.cursor = 0;
        self.browsing = None;
        if !line.trim().is_empty() && self.history.last() != Some(&line) {
            if self.history.len() == HISTORY_LINES {
                self.history.remove(0);
            }
            self.history.push(line.clone());
        }
        Edit::Submit(line)
    }

    /// Up: the line typed before the one shown.
    fn earlier(&mut self) -> Edit {
        let at = match &self.browsing {
            None if self.history.is_empty() => return Edit::Bell,
            None => {
                self.browsing = Some((self.history.len(), self.text.clone()));
                self.history.len() - 1
            }
            Some((0, _)) => return Edit::Bell,
            Some((at, _)) => at - 1,
        };
        if let Some((shown, _)) = &mut self.browsing {
            *shown = at;
        }
        self.replace(self.history[at].chars().collect());
        Edit::Changed
    }

    /// Down: the line typed after the one shown, and after the last the line that was being typed.
    fn later(&mut self) -> Edit {
        let Some((at, draft)) = self.browsing.take() else {
            return Edit::Bell;
        };
        if at + 1 < self.history.len() {
            self.browsing = Some((at + 1, draft));
            self.replace(self.history[at + 1].chars().collect());
        } else {
            self.replace(draft);
        }
        Edit::Changed
    }

    /// Tab: completes the word before the cursor from the words that fit the words before it; several that fit are
    /// completed as far as they agree, and listed when they agree no further.
    fn complete(&mut self) -> Edit {
        let before: String = self.text[..self.cursor].iter().collect();
        let at_word_start = before.is_empty() || before.ends_with(' ');
        let mut typed: Vec<&str> = before.split_whitespace().collect();
        let partial = if at_word_start {
            ""
        } else {
            typed.pop().unwrap_or("")
        };
        let lower = partial.to_lowercase();
        let fits: Vec<&str> = self
            .words
            .iter()
            .filter_map(|phrase| {
                let words: Vec<&str> = phrase.split(' ').collect();
                let (last, leading) = words.split_last()?;
                let same_leading = leading.len() == typed.len()
                    && leading
                        .iter()
                        .zip(&typed)
                        .all(|(a, b)| a.eq_ignore_ascii_case(b));
                (same_leading && last.starts_with(&lower)).then_some(*last)
            })
            .collect();
        let mut fits = fits;
        fits.sort_unstable();
        fits.dedup();
        match fits.as_slice() {
            [] => Edit::Bell,
            [only] => {
                let mut rest: Vec<char> = only.chars().skip(partial.chars().count()).collect();
                if self.text.get(self.cursor) != Some(&' ') {
                    rest.push(' ');
                }
                for c in rest {
                    self.insert(c);
                }
                Edit::Changed
            }
            several => {
                let common = common_prefix(several);
                let extra: Vec<char> = common.chars().skip(partial.chars().count()).collect();
                if extra.is_empty() {
                    return Edit::Candidates(several.iter().map(|w| (*w).to_string()).collect());
                }
                for c in extra {
                    self.insert(c);
                }
                Edit::Changed
            }
        }
    }
}

/// The longest start all of `words` share.
fn common_prefix(words: &[&str]) -> String {
    let Some((first, others)) = words.split_first() else {
        return String::new();
    };
    let mut prefix: Vec<char> = first.chars().collect();
    for word in others {
        let same = prefix
            .iter()
            .zip(word.chars())
            .take_while(|(a, b)| **a == *b)
            .count();
        prefix.truncate(same);
    }
    prefix.into_iter().collect()
}

#[cfg(test)]
mod tests;
