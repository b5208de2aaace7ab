//! A key as the line editor and key mode see it, its name in the key table ("Up", "F2", "Shift+N", "Ctrl+K",
//! "Space", "a", "?"), and its making from crossterm's key events.
//!
//! A character key carries Shift in the character itself ('N' is Shift+N), as the terminal sends it; the other keys
//! carry it as a flag (Shift+Up). Names of special keys are read in any case; a single character is itself.

use std::fmt;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// Which key, without modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Code {
    /// A character: a letter (its case saying Shift), a digit, a sign, the space.
    Char(char),
    /// Enter.
    Enter,
    /// Tab.
    Tab,
    /// Backspace.
    Backspace,
    /// Delete.
    Delete,
    /// Insert.
    Insert,
    /// Escape.
    Escape,
    /// The left arrow.
    Left,
    /// The right arrow.
    Right,
    /// The up arrow.
    Up,
    /// The down arrow.
    Down,
    /// Home.
    Home,
    /// End.
    End,
    /// Page Up.
    PageUp,
    /// Page Down.
    PageDown,
    /// A function key: 1 for F1.
    F(u8),
}

/// A key with the modifiers that matter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    /// Which key.
    pub code: Code,
    /// Shift, for keys other than characters.
    pub shift: bool,
    /// Control held.
    pub ctrl: bool,
    /// Alt held.
    pub alt: bool,
}

/// The special keys' names, as the key table writes them.
const NAMES: [(&str, Code); 14] = [
    ("Enter", Code::Enter),
    ("Tab", Code::Tab),
    ("Backspace", Code::Backspace),
    ("Delete", Code::Delete),
    ("Insert", Code::Insert),
    ("Escape", Code::Escape),
    ("Left", Code::Left),
    ("Right", Code::Right),
    ("Up", Code::Up),
    ("Down", Code::Down),
    ("Home", Code::Home),
    ("End", Code::End),
    ("PageUp", Code::PageUp),
    ("PageDown", Code::PageDown),
];

/// The highest function key a name may give.
const LAST_FUNCTION_KEY: u8 = 24;

/// A name in a key table that names no key.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("there is no key {name:?}")]
pub(crate) struct UnknownKey {
    /// The name, as given.
    pub name: String,
}

impl Key {
    /// A key without modifiers.
    #[must_use]
    pub(crate) fn plain(code: Code) -> Key {
        Key {
            code,
            shift: false,
            ctrl: false,
            alt: false,
        }
    }

    /// A character key.
    #[must_use]
    pub(crate) fn char(c: char) -> Key {
        Key::plain(Code::Char(c))
    }

    /// Control and a letter (Ctrl+C is `Key::ctrl('c')`).
    #[must_use]
    pub(crate) fn ctrl(c: char) -> Key {
        Key {
            ctrl: true,
            ..Key::char(c.to_ascii_lowercase())
        }
    }

    /// A key pressed (or repeated) as crossterm reads it; `None` for releases and keys tactus leaves alone.
    #[must_use]
    pub(crate) fn from_event(event: &KeyEvent) -> Option<Key> {
        if event.kind == KeyEventKind::Release {
            return None;
        }
        let shift = event.modifiers.contains(KeyModifiers::SHIFT);
        let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
        let alt = event.modifiers.contains(KeyModifiers::ALT);
        let (code, shift) = match event.code {
            KeyCode::Char(c) if ctrl => (Code::Char(c.to_ascii_lowercase()), false),
            KeyCode::Char(c) => (Code::Char(c), false),
            KeyCode::Enter => (Code::Enter, shift),
            KeyCode::Tab => (Code::Tab, shift),
            KeyCode::BackTab => (Code::Tab, true),
            KeyCode::Backspace => (Code::Backspace, shift),
            KeyCode::Delete => (Code::Delete, shift),
            KeyCode::Insert => (Code::Insert, shift),
            KeyCode::Esc => (Code::Escape, shift),
            KeyCode::Left => (Code::Left, shift),
            KeyCode::Right => (Code::Right, shift),
            KeyCode::Up => (Code::Up, shift),
            KeyCode::Down => (Code::Down, shift),
            KeyCode::Home => (Code::Home, shift),
            KeyCode::End => (Code::End, shift),
            KeyCode::PageUp => (Code::PageUp, shift),
            KeyCode::PageDown => (Code::PageDown, shift),
            KeyCode::F(n) => (Code::F(n), shift),
            _ => return None,
        };
        Some(Key {
            code,
            shift,
            ctrl,
            alt,
        })
    }

    /// The key a table name means: "Up", "shift+up", "F2", "Ctrl+K", "Alt+x", "Space", "Shift+N" (= "N"), "?".
    ///
    /// # Errors
    /// [`UnknownKey`], with the name as given, when it names no key.
    pub(crate) fn parse(name: &str) -> Result<Key, UnknownKey> {
        let unknown = || UnknownKey {
            name: name.to_string(),
        };
        let mut rest = name.trim();
        let mut key = Key::plain(Code::Enter);
        while let Some((modifier, after)) = rest
            .split_once('+')
            .filter(|(m, a)| !m.is_empty() && !a.is_empty())
        {
            match modifier.to_ascii_lowercase().as_str() {
                "shift" => key.shift = true,
                "ctrl" | "control" => key.ctrl = true,
                "alt" | "meta" => key.alt = true,
                _ => return Err(unknown()),
            }
            rest = after;
        }
        let mut chars = rest.chars();
        key.code = match (chars.next(), chars.next()) {
            (Some(c), None) if !c.is_control() => Code::Char(c),
            _ if rest.eq_ignore_ascii_case("space") => Code::Char(' '),
            _ if rest.eq_ignore_ascii_case("esc") => Code::Escape,
            _ if rest.eq_ignore_ascii_case("return") => Code::Enter,
            _ => match NAMES.iter().find(|(n, _)| n.eq_ignore_ascii_case(rest)) {
                Some((_, code)) => *code,
                None => function_key(rest).ok_or_else(unknown)?,
            },
        };
        if let Code::Char(c) = key.code {
            if key.ctrl {
                key.code = Code::Char(c.to_ascii_lowercase());
                key.shift = false;
            } else if key.shift {
                let upper: Vec<char> = c.to_uppercase().collect();
                if upper.len() != 1 || upper[0] == c {
                    // Shift on a character that has no upper case: the terminal sends another sign instead.
                    return Err(unknown());
                }
                key.code = Code::Char(upper[0]);
                key.shift = false;
            }
        }
        Ok(key)
    }
}

/// "F2" as a function key number.
fn function_key(name: &str) -> Option<Code> {
    let digits = name.strip_prefix(['F', 'f'])?;
    let n: u8 = digits.parse().ok()?;
    (1..=LAST_FUNCTION_KEY).contains(&n).then_some(Code::F(n))
}

impl fmt::Display for Key {
    /// The key's name as the table and the help write it ("Shift+Up", "Space", "N").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ctrl {
            f.write_str("Ctrl+")?;
        }
        if self.alt {
            f.write_str("Alt+")?;
        }
        if self.shift {
            f.write_str("Shift+")?;
        }
        match self.code {
            Code::Char(' ') => f.write_str("Space"),
            Code::Char(c) => write!(f, "{c}"),
            Code::F(n) => write!(f, "F{n}"),
            code => {
                let name = NAMES
                    .iter()
                    .find(|(_, c)| *c == code)
                    .map_or("?", |(n, _)| n);
                f.write_str(name)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_read_and_written_back() {
        for name in [
            "Up", "Shift+Up", "F2", "F12", "Ctrl+k", "Alt+x", "Space", "N", "n", "?", "1", "Enter",
            "PageDown", "Escape",
        ] {
            let key = Key::parse(name).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(key.to_string(), name, "{name}");
        }
        assert_eq!(Key::parse("shift+n"), Ok(Key::char('N')));
        assert_eq!(Key::parse("ctrl+K"), Ok(Key::ctrl('k')));
        assert_eq!(Key::parse("esc"), Key::parse("Escape"));
        assert_eq!(Key::parse(" up "), Ok(Key::plain(Code::Up)));
        for bad in ["", "Upp", "F0", "F99", "Hyper+a", "Shift+1", "ab", "Ctrl+"] {
            assert!(Key::parse(bad).is_err(), "{bad:?}");
        }
        assert_eq!(Key::parse("+"), Ok(Key::char('+')));
    }

    #[test]
    fn crossterm_events_become_keys() {
        let event = |code, modifiers| KeyEvent::new(code, modifiers);
        assert_eq!(
            Key::from_event(&event(KeyCode::Char('N'), KeyModifiers::SHIFT)),
            Some(Key::char('N'))
        );
        assert_eq!(
            Key::from_event(&event(KeyCode::Char('c'), KeyModifiers::CONTROL)),
            Some(Key::ctrl('c'))
        );
        assert_eq!(
            Key::from_event(&event(KeyCode::BackTab, KeyModifiers::SHIFT)),
            Some(Key {
                shift: true,
                ..Key::plain(Code::Tab)
            })
        );
        let mut release = event(KeyCode::Up, KeyModifiers::NONE);
        release.kind = KeyEventKind::Release;
        assert_eq!(Key::from_event(&release), None);
        assert_eq!(
            Key::from_event(&event(KeyCode::CapsLock, KeyModifiers::NONE)),
            None
        );
    }
}
