//! The display's keys: BrlAPI key codes read as the few keys tactus uses, and the table of what each one does.
//!
//! BRLTTY hands a client in TTY mode its own commands (routing key 12, line up, pan left) and the characters typed
//! on a braille keyboard as key symbols, so one table serves every display BRLTTY drives. The numbers below are
//! those of `brlapi_keycodes.h` and `brlapi_constants.h` (BrlAPI 0.8).
/// The type bits of a key code (`BRLAPI_KEY_TYPE_MASK`).
const TYPE_MASK: u64 = 0xE000_0000;
/// A BRLTTY command (`BRLAPI_KEY_TYPE_CMD`); otherwise the code is a key symbol (`BRLAPI_KEY_TYPE_SYM`, 0).
const TYPE_COMMAND: u64 = 0x2000_0000;
/// The code without type and flags (`BRLAPI_KEY_CODE_MASK`).
const CODE_MASK: u64 = 0x1FFF_FFFF;
/// A command's block (`BRLAPI_KEY_CMD_BLK_MASK`, shift 16).
const BLOCK_MASK: u64 = 0x1FFF_0000;
/// A command's argument (`BRLAPI_KEY_CMD_ARG_MASK`).
const ARGUMENT_MASK: u64 = 0xFFFF;
/// Modifier flags that make a typed character a shortcut rather than text (`BRLAPI_KEY_FLG_CONTROL`, `_META`).
const SHORTCUT_FLAGS: u64 = (0x04 | 0x08) << 32;

/// The block of the routing keys (`BRLAPI_KEY_CMD_ROUTE`, block 1), the argument being the cell, from 0.
const BLOCK_ROUTE: u64 = 1;
/// Commands of block 0 (`BRLAPI_KEY_CMD_*`).
const CMD_LNUP: u64 = 1;
const CMD_LNDN: u64 = 2;
const CMD_CHRLT: u64 = 19;
const CMD_CHRRT: u64 = 20;
const CMD_FWINLT: u64 = 23;
const CMD_FWINRT: u64 = 24;
const CMD_HOME: u64 = 29;

/// Key symbols (`BRLAPI_KEY_SYM_*`): X keysyms for the keyboard's special keys.
const SYM_BACKSPACE: u64 = 0xFF08;
const SYM_LINEFEED: u64 = 0xFF0D;
const SYM_ESCAPE: u64 = 0xFF1B;
const SYM_HOME: u64 = 0xFF50;
const SYM_LEFT: u64 = 0xFF51;
const SYM_UP: u64 = 0xFF52;
const SYM_RIGHT: u64 = 0xFF53;
const SYM_DOWN: u64 = 0xFF54;
/// F1; F2 is one more, and so on (`BRLAPI_KEY_SYM_FUNCTION`).
const SYM_FUNCTION: u64 = 0xFFBE;
/// The function keys tactus reads: F1 to F35, as X has them.
const FUNCTION_KEYS: u64 = 35;
/// A Unicode character beyond Latin-1: this bit and the code point (`BRLAPI_KEY_SYM_UNICODE`).
const SYM_UNICODE: u64 = 0x0100_0000;

/// A key of the display, as far as tactus is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Key {
    /// The routing key over this cell (from 0, the leftmost).
    Route(usize),
    /// Line up (`LNUP`), or the arrow up of a braille keyboard.
    LineUp,
    /// Line down (`LNDN`), or the arrow down.
    LineDown,
    /// One character left (`CHRLT`), or the arrow left.
    CharLeft,
    /// One character right (`CHRRT`), or the arrow right.
    CharRight,
    /// Pan left (`FWINLT`): the previous window.
    PanLeft,
    /// Pan right (`FWINRT`): the next window.
    PanRight,
    /// Back to the cursor (`HOME`), or the keyboard's Home key.
    Home,
    /// A function key: 1 for F1.
    Function(u8),
    /// A character typed on the braille keyboard.
    Char(char),
    /// Backspace.
    Backspace,
    /// Enter.
    Enter,
    /// Escape.
    Escape,
}

/// The key a BrlAPI key code stands for, or `None` for keys tactus leaves alone.
#[must_use]
pub(crate) fn decode(code: u64) -> Option<Key> {
    let value = code & CODE_MASK;
    match code & TYPE_MASK {
        TYPE_COMMAND => command((value & BLOCK_MASK) >> 16, value & ARGUMENT_MASK),
        0 if code & SHORTCUT_FLAGS != 0 => None,
        0 => symbol(value),
        _ => None,
    }
}

/// A BRLTTY command of `block` with `argument`.
fn command(block: u64, argument: u64) -> Option<Key> {
    match (block, argument) {
        (BLOCK_ROUTE, cell) => usize::try_from(cell).ok().map(Key::Route),
        (0, CMD_LNUP) => Some(Key::LineUp),
        (0, CMD_LNDN) => Some(Key::LineDown),
        (0, CMD_CHRLT) => Some(Key::CharLeft),
        (0, CMD_CHRRT) => Some(Key::CharRight),
        (0, CMD_FWINLT) => Some(Key::PanLeft),
        (0, CMD_FWINRT) => Some(Key::PanRight),
        (0, CMD_HOME) => Some(Key::Home),
        _ => None,
    }
}

/// A key symbol: a special key, a Latin-1 character (its own code) or another Unicode character.
fn symbol(value: u64) -> Option<Key> {
    match value {
        SYM_BACKSPACE => Some(Key::Backspace),
        SYM_LINEFEED => Some(Key::Enter),
        SYM_ESCAPE => Some(Key::Escape),
        SYM_HOME => Some(Key::Home),
        SYM_LEFT => Some(Key::CharLeft),
        SYM_UP => Some(Key::LineUp),
        SYM_RIGHT => Some(Key::CharRight),
        SYM_DOWN => Some(Key::LineDown),
        f if (SYM_FUNCTION..SYM_FUNCTION + FUNCTION_KEYS).contains(&f) => {
            u8::try_from(f - SYM_FUNCTION + 1).ok().map(Key::Function)
        }
        c if c < 0x100 => typed(c),
        c if c & 0xFF00_0000 == SYM_UNICODE => typed(c & 0x00FF_FFFF),
        _ => None,
    }
}

/// A printable character (no control characters).
fn typed(code: u64) -> Option<Key> {
    let c = char::from_u32(u32::try_from(code).ok()?)?;
    (!c.is_control()).then_some(Key::Char(c))
}

/// What a key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Action {
    /// Nothing.
    Nothing,
    /// Sends this command line.
    Send(&'static str),
    /// Over a square of the board row: `cursor pick <square>`; elsewhere nothing.
    PickSquare,
    /// Shows the previous window of the message (or the end of the one before).
    PanBack,
    /// Shows the next window of the message (or the start of the next one).
    PanForward,
    /// Adds the character to the typed line.
    Type,
    /// Deletes the typed line's last character.
    Erase,
    /// Sends the typed line; with nothing typed, sends the command given.
    Enter(Option<&'static str>),
    /// Clears the typed line; with nothing typed, sends the command given.
    Escape(Option<&'static str>),
}

/// Which keys a row of the table is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KeyName {
    /// Any routing key.
    Route,
    /// Line up.
    LineUp,
    /// Line down.
    LineDown,
    /// One character left.
    CharLeft,
    /// One character right.
    CharRight,
    /// Pan left.
    PanLeft,
    /// Pan right.
    PanRight,
    /// Home.
    Home,
    /// This function key.
    Function(u8),
    /// Any typed character.
    Char,
    /// Backspace.
    Backspace,
    /// Enter.
    Enter,
    /// Escape.
    Escape,
}

impl Key {
    /// The table's name for this key.
    #[must_use]
    pub(crate) fn name(self) -> KeyName {
        match self {
            Key::Route(_) => KeyName::Route,
            Key::LineUp => KeyName::LineUp,
            Key::LineDown => KeyName::LineDown,
            Key::CharLeft => KeyName::CharLeft,
            Key::CharRight => KeyName::CharRight,
            Key::PanLeft => KeyName::PanLeft,
            Key::PanRight => KeyName::PanRight,
            Key::Home => KeyName::Home,
            Key::Function(n) => KeyName::Function(n),
            Key::Char(_) => KeyName::Char,
            Key::Backspace => KeyName::Backspace,
            Key::Enter => KeyName::Enter,
            Key::Escape => KeyName::Escape,
        }
    }
}

/// One row of the key table: what a key does in a game (while a message shows, and while the board row shows) and
/// with the stand-alone clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Binding {
    /// The key.
    pub key: KeyName,
    /// In a game, while a message shows.
    pub game: Action,
    /// In a game, while the board row shows (the cursor's rank).
    pub board: Action,
    /// With `tactus clock`.
    pub clock: Action,
}

const fn bind(key: KeyName, game: Action, board: Action, clock: Action) -> Binding {
    Binding {
        key,
        game,
        board,
        clock,
    }
}

/// The default key table. The function keys sit where they do in both command languages where they can: F2 the
/// times, F3 the number of moves, F4 the clock press.
pub(crate) const TABLE: &[Binding] = &[
    bind(
        KeyName::Route,
        Action::Nothing,
        Action::PickSquare,
        Action::Nothing,
    ),
    bind(
        KeyName::LineUp,
        Action::Send("cursor up"),
        Action::Send("cursor up"),
        Action::Nothing,
    ),
    bind(
        KeyName::LineDown,
        Action::Send("cursor down"),
        Action::Send("cursor down"),
        Action::Nothing,
    ),
    bind(
        KeyName::CharLeft,
        Action::Send("cursor left"),
        Action::Send("cursor left"),
        Action::Nothing,
    ),
    bind(
        KeyName::CharRight,
        Action::Send("cursor right"),
        Action::Send("cursor right"),
        Action::Nothing,
    ),
    bind(
        KeyName::PanLeft,
        Action::PanBack,
        Action::Send("cursor down"),
        Action::PanBack,
    ),
    bind(
        KeyName::PanRight,
        Action::PanForward,
        Action::Send("cursor up"),
        Action::PanForward,
    ),
    bind(
        KeyName::Home,
        Action::Send("cursor"),
        Action::Send("cursor"),
        Action::Send("time"),
    ),
    bind(
        KeyName::Function(1),
        Action::Send("last"),
        Action::Send("last"),
        Action::Send("go"),
    ),
    bind(
        KeyName::Function(2),
        Action::Send("time"),
        Action::Send("time"),
        Action::Send("time"),
    ),
    bind(
        KeyName::Function(3),
        Action::Send("moves"),
        Action::Send("moves"),
        Action::Send("moves"),
    ),
    bind(
        KeyName::Function(4),
        Action::Send("press"),
        Action::Send("press"),
        Action::Send("press"),
    ),
    bind(
        KeyName::Function(5),
        Action::Send("board"),
        Action::Send("board"),
        Action::Send("pause"),
    ),
    bind(KeyName::Char, Action::Type, Action::Type, Action::Type),
    bind(
        KeyName::Backspace,
        Action::Erase,
        Action::Erase,
        Action::Erase,
    ),
    bind(
        KeyName::Enter,
        Action::Enter(Some("cursor pick")),
        Action::Enter(Some("cursor pick")),
        Action::Enter(None),
    ),
    bind(
        KeyName::Escape,
        Action::Escape(Some("cursor cancel")),
        Action::Escape(Some("cursor cancel")),
        Action::Escape(None),
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The codes BRLTTY 6.5 delivered for the Virtual driver's key lines (measured with its `vr` driver).
    #[test]
    fn codes_measured_from_brltty_decode() {
        let measured = [
            (0x2001_000c, Some(Key::Route(12))),
            (0xff0d, Some(Key::Enter)),
            (0xff1b, Some(Key::Escape)),
            (0xffbf, Some(Key::Function(2))),
            (0xffc2, Some(Key::Function(5))),
            (0x61, Some(Key::Char('a'))),
            (0x2000_0001, Some(Key::LineUp)),
            (0x2000_0002, Some(Key::LineDown)),
            (0x2000_0017, Some(Key::PanLeft)),
            (0x2000_0018, Some(Key::PanRight)),
            (0x2000_001d, Some(Key::Home)),
            (0xff08, Some(Key::Backspace)),
            (0x62, Some(Key::Char('b'))),
        ];
        for (code, key) in measured {
            assert_eq!(decode(code), key, "{code:#x}");
        }
    }

    #[test]
    fn unicode_characters_shortcuts_and_unknown_keys() {
        assert_eq!(decode(0x0100_20ac), Some(Key::Char('€')));
        assert_eq!(decode(0xe9), Some(Key::Char('é')));
        // Ctrl+a is a shortcut, not text.
        assert_eq!(decode(0x61 | (0x04 << 32)), None);
        // A control character, a command tactus does not use (top of the window), a code of another type.
        assert_eq!(decode(0x07), None);
        assert_eq!(decode(0x2000_0009), None);
        assert_eq!(decode(0x4000_0001), None);
        // A code point that is no character.
        assert_eq!(decode(0x0100_d800), None);
        // Flags on a command (a toggle) do not change the key.
        assert_eq!(decode(0x2000_0001 | (0x0100 << 32)), Some(Key::LineUp));
    }

    #[test]
    fn every_key_has_one_row_and_the_table_fits_each_language() {
        for (i, binding) in TABLE.iter().enumerate() {
            assert!(
                TABLE[i + 1..].iter().all(|other| other.key != binding.key),
                "{:?} twice",
                binding.key
            );
        }
        // The clock has no board row to pick on; every command line binds in its language (`bound`'s tests).
        for binding in TABLE {
            assert_ne!(binding.clock, Action::PickSquare);
        }
    }
}
