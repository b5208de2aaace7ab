//! The screen's bytes played on a small terminal (the few controls the screen writes, with the deferred wrap of
//! real terminals), and what is left on it checked; for the changes of the edit line, the exact bytes too (the
//! prompt not written again, one clear at most).

use std::sync::{Arc, Mutex};

use super::*;
use crate::terminal::{
    editor::{Edit, Editor},
    key::{Code, Key},
};

/// The bytes the screen wrote, shared with the test.
#[derive(Clone, Default)]
struct Bytes(Arc<Mutex<Vec<u8>>>);

impl Write for Bytes {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The second cell of a wide character.
const WIDE: char = '\0';

/// A terminal `width` columns wide that grows downwards: its rows and cursor.
struct Terminal {
    width: usize,
    rows: Vec<Vec<char>>,
    row: usize,
    column: usize,
    /// The last column was written: the next character goes to the next row.
    wrap_pending: bool,
}

impl Terminal {
    fn play(width: usize, bytes: &[u8]) -> Terminal {
        let mut t = Terminal {
            width,
            rows: vec![Vec::new()],
            row: 0,
            column: 0,
            wrap_pending: false,
        };
        t.feed(bytes);
        t
    }

    /// Plays `bytes` from where the terminal is.
    fn feed(&mut self, bytes: &[u8]) {
        let t = self;
        let width = t.width;
        let text = String::from_utf8(bytes.to_vec()).unwrap();
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '\r' => t.at(t.row, 0),
                '\n' => t.at(t.row + 1, t.column),
                '\x07' => {}
                '\x1b' => {
                    assert_eq!(chars.next(), Some('['), "only CSI sequences");
                    let mut number = String::new();
                    while let Some(d) = chars.next_if(char::is_ascii_digit) {
                        number.push(d);
                    }
                    let n: usize = number.parse().unwrap_or(1);
                    match chars.next().unwrap() {
                        'A' => t.at(t.row.saturating_sub(n), t.column),
                        'B' => t.at(t.row + n, t.column),
                        'C' => t.at(t.row, (t.column + n).min(width - 1)),
                        'D' => t.at(t.row, t.column.saturating_sub(n)),
                        'G' => t.at(t.row, n - 1),
                        'J' => {
                            t.rows[t.row].truncate(t.column);
                            t.rows.truncate(t.row + 1);
                        }
                        'K' => t.rows[t.row].truncate(t.column),
                        other => panic!("unexpected control {other}"),
                    }
                }
                c => t.put(c),
            }
        }
    }

    fn at(&mut self, row: usize, column: usize) {
        while self.rows.len() <= row {
            self.rows.push(Vec::new());
        }
        self.row = row;
        self.column = column;
        self.wrap_pending = false;
    }

    /// Writes `c` in its columns: a wide character takes two cells (the second holds `WIDE`), and goes to the next
    /// row when only one column is left.
    fn put(&mut self, c: char) {
        let columns = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        assert!(columns > 0, "no zero-width characters here");
        if self.wrap_pending || self.column + columns > self.width {
            self.at(self.row + 1, 0);
        }
        let line = &mut self.rows[self.row];
        while line.len() < self.column + columns {
            line.push(' ');
        }
        line[self.column] = c;
        if columns == 2 {
            line[self.column + 1] = WIDE;
        }
        if self.column + columns == self.width {
            self.column = self.width - 1;
            self.wrap_pending = true;
        } else {
            self.column += columns;
        }
    }

    fn lines(&self) -> Vec<String> {
        let mut lines: Vec<String> = self
            .rows
            .iter()
            .map(|r| r.iter().filter(|c| **c != WIDE).collect())
            .collect();
        while lines.last().is_some_and(String::is_empty) {
            lines.pop();
        }
        lines
    }
}

fn screen(width: u16) -> (Screen, Bytes) {
    let bytes = Bytes::default();
    (Screen::new(Box::new(bytes.clone()), width), bytes)
}

fn shown(bytes: &Bytes, width: usize) -> Terminal {
    Terminal::play(width, &bytes.0.lock().unwrap())
}

fn chars(text: &str) -> Vec<char> {
    text.chars().collect()
}

/// Types `text` one character at a time, as the keyboard thread shows it.
fn type_in(screen: &Screen, text: &str) {
    let mut typed = Vec::new();
    for c in text.chars() {
        typed.push(c);
        screen.edit(&typed, typed.len()).unwrap();
    }
}

#[test]
fn output_while_typing_goes_above_and_the_typed_text_comes_back() {
    let (screen, bytes) = screen(40);
    screen.prompt("White to move").unwrap();
    type_in(&screen, "Nf");
    screen.edit(&chars("Nf"), 1).unwrap();
    screen.print_line("White: ten seconds left").unwrap();
    let t = shown(&bytes, 40);
    assert_eq!(t.lines(), ["White: ten seconds left", "White to move> Nf"]);
    assert_eq!(
        (t.row, t.column),
        (1, 16),
        "the cursor is back between N and f"
    );
    screen.edit(&chars("Nf3"), 3).unwrap();
    screen.submitted("Nf3").unwrap();
    screen
        .writer()
        .write_all(b"1. Springer Felix drei\n")
        .unwrap();
    screen.prompt("White to press the clock").unwrap();
    let t = shown(&bytes, 40);
    assert_eq!(
        t.lines(),
        [
            "White: ten seconds left",
            "White to move> Nf3",
            "1. Springer Felix drei",
            "White to press the clock> "
        ]
    );
}

#[test]
fn typing_at_the_end_writes_only_the_characters() {
    let (screen, bytes) = screen(40);
    screen.prompt("White to move").unwrap();
    let before = bytes.0.lock().unwrap().len();
    type_in(&screen, "e4");
    assert_eq!(&bytes.0.lock().unwrap()[before..], b"e4");
    screen.edit(&chars("e"), 1).unwrap();
    assert_eq!(shown(&bytes, 40).lines(), ["White to move> e"]);
}

#[test]
fn a_line_longer_than_the_terminal_wraps_and_is_redrawn_whole() {
    let width = 12;
    let (screen, bytes) = screen(width as u16);
    screen.prompt("Black to move").unwrap();
    let long = "springer gustav acht";
    type_in(&screen, long);
    screen.edit(&chars(long), 3).unwrap();
    screen.print_line("a cue").unwrap();
    let t = shown(&bytes, width);
    assert_eq!(
        t.lines(),
        ["a cue", "Black to mov", "e> springer ", "gustav acht"]
    );
    assert_eq!((t.row, t.column), (2, 6), "after 'spr'");
    let before = bytes.0.lock().unwrap().len();
    screen.resize(20).unwrap();
    // A terminal that does not rewrap: the old rows stay as they were.
    let mut t = Terminal::play(width, &bytes.0.lock().unwrap()[..before]);
    t.width = 20;
    t.feed(&bytes.0.lock().unwrap()[before..]);
    assert_eq!(
        t.lines(),
        ["a cue", "Black to move> sprin", "ger gustav acht"]
    );
    let before = bytes.0.lock().unwrap().len();
    screen.submitted(long).unwrap();
    screen.print_line("refused").unwrap();
    t.feed(&bytes.0.lock().unwrap()[before..]);
    assert_eq!(
        t.lines(),
        [
            "a cue",
            "Black to move> sprin",
            "ger gustav acht",
            "refused"
        ]
    );
}

#[test]
fn the_edit_line_fills_a_row_exactly() {
    let (screen, bytes) = screen(10);
    screen.prompt("abcdef").unwrap();
    type_in(&screen, "wxyz");
    screen.print_line("x").unwrap();
    let t = shown(&bytes, 10);
    assert_eq!(t.lines(), ["x", "abcdef> wx", "yz"]);
    assert_eq!((t.row, t.column), (2, 2));
}

#[test]
fn key_mode_hides_the_edit_line_and_the_end_leaves_a_fresh_line() {
    let (screen, bytes) = screen(40);
    screen.prompt("White to move").unwrap();
    type_in(&screen, "e");
    screen.key_mode(true).unwrap();
    screen.print_line("Anna zwei: white Bauer").unwrap();
    screen.prompt("White to move").unwrap();
    assert_eq!(shown(&bytes, 40).lines(), ["Anna zwei: white Bauer"]);
    screen.key_mode(false).unwrap();
    // The edit line comes back after the notice, or with the next key.
    assert_eq!(shown(&bytes, 40).lines(), ["Anna zwei: white Bauer"]);
    screen.edit(&chars("e"), 1).unwrap();
    assert_eq!(
        shown(&bytes, 40).lines(),
        ["Anna zwei: white Bauer", "White to move> e"]
    );
    screen.writer().write_all(b"half a line").unwrap();
    screen.close().unwrap();
    let t = shown(&bytes, 40);
    assert_eq!(t.lines(), ["Anna zwei: white Bauer", "half a line"]);
    assert_eq!((t.row, t.column), (2, 0));
}

#[test]
fn control_characters_in_output_are_not_sent_to_the_terminal() {
    let (screen, bytes) = screen(40);
    screen.print_line("bad\x1b[2Jline\x07").unwrap();
    assert_eq!(shown(&bytes, 40).lines(), ["bad [2Jline "]);
}

#[test]
fn wide_characters_take_two_columns_when_wrapping_and_moving() {
    // "ab> é" then 汉字 (two columns each) and "xy": the second wide character does not fit in the first row's last
    // column and goes to the next row.
    let width = 8;
    let (screen, bytes) = screen(width as u16);
    screen.prompt("ab").unwrap();
    type_in(&screen, "é汉字xy");
    let t = shown(&bytes, width);
    assert_eq!(t.lines(), ["ab> é汉", "字xy"]);
    assert_eq!((t.row, t.column), (1, 4));
    // Left over y and x, then the cursor after 汉: back on the first row, after its two columns.
    screen.edit(&chars("é汉字xy"), 2).unwrap();
    let t = shown(&bytes, width);
    assert_eq!((t.row, t.column), (0, 7));
    screen.print_line("a cue").unwrap();
    let t = shown(&bytes, width);
    assert_eq!(t.lines(), ["a cue", "ab> é汉", "字xy"]);
    assert_eq!((t.row, t.column), (1, 7));
    // Typed at the end, then erased there: the row's columns, not its characters, are counted.
    screen.edit(&chars("é汉字xy"), 5).unwrap();
    screen.edit(&chars("é汉字xyü"), 6).unwrap();
    screen.edit(&chars("é汉字"), 3).unwrap();
    let t = shown(&bytes, width);
    assert_eq!(t.lines(), ["a cue", "ab> é汉", "字"]);
    assert_eq!((t.row, t.column), (2, 2));
    screen.submitted("é汉字").unwrap();
    screen.print_line("refused").unwrap();
    assert_eq!(
        shown(&bytes, width).lines(),
        ["a cue", "ab> é汉", "字", "refused"]
    );
}

/// The bytes `act` writes.
fn written(bytes: &Bytes, act: impl FnOnce()) -> Vec<u8> {
    let before = bytes.0.lock().unwrap().len();
    act();
    bytes.0.lock().unwrap()[before..].to_vec()
}

/// How many times the screen is cleared in `written`: after the cursor on its row (`CSI K`) or below (`CSI J`).
fn clears(written: &[u8]) -> usize {
    written
        .windows(3)
        .filter(|w| *w == b"\x1b[K" || *w == b"\x1b[J")
        .count()
}

fn sent(written: &[u8], text: &str) -> bool {
    written.windows(text.len()).any(|w| w == text.as_bytes())
}

/// A keyboard at the screen: each key through the editor and shown as the keyboard thread shows it.
struct Typist {
    screen: Screen,
    editor: Editor,
}

impl Typist {
    fn new(screen: &Screen, words: &[&str]) -> Typist {
        Typist {
            screen: screen.clone(),
            editor: Editor::new(words.iter().map(|w| (*w).to_string()).collect()),
        }
    }

    fn key(&mut self, key: Key) {
        match self.editor.key(key) {
            Edit::Changed => self
                .screen
                .edit(self.editor.text(), self.editor.cursor())
                .unwrap(),
            Edit::Submit(line) => self.screen.submitted(&line).unwrap(),
            Edit::Unchanged => {}
            other => panic!("unexpected {other:?}"),
        }
    }

    fn keys(&mut self, code: Code, times: usize) {
        (0..times).for_each(|_| self.key(Key::plain(code)));
    }

    fn type_in(&mut self, text: &str) {
        text.chars().for_each(|c| self.key(Key::char(c)));
    }
}

#[test]
fn an_insert_in_the_middle_writes_from_there_to_the_end() {
    let (screen, bytes) = screen(40);
    screen.prompt("White to move").unwrap();
    type_in(&screen, "Nf3");
    screen.edit(&chars("Nf3"), 1).unwrap();
    let w = written(&bytes, || screen.edit(&chars("Nbf3"), 2).unwrap());
    assert_eq!(w, b"bf3\x1b[2D");
    let t = shown(&bytes, 40);
    assert_eq!(t.lines(), ["White to move> Nbf3"]);
    assert_eq!((t.row, t.column), (0, 17), "after Nb");
}

#[test]
fn a_delete_in_the_middle_writes_the_rest_and_clears_once() {
    let (screen, bytes) = screen(40);
    screen.prompt("White to move").unwrap();
    type_in(&screen, "Nbf3");
    screen.edit(&chars("Nbf3"), 2).unwrap();
    let w = written(&bytes, || screen.edit(&chars("Nf3"), 1).unwrap());
    assert_eq!(w, b"\x1b[1Df3\x1b[K\x1b[2D");
    assert!(!sent(&w, "White to move"));
    assert_eq!(clears(&w), 1);
    let t = shown(&bytes, 40);
    assert_eq!(t.lines(), ["White to move> Nf3"]);
    assert_eq!((t.row, t.column), (0, 16), "after N");
}

#[test]
fn a_line_from_the_history_replaces_the_typed_text_not_the_prompt() {
    let (screen, bytes) = screen(40);
    let mut typist = Typist::new(&screen, &[]);
    for line in ["e4", "cursor next king"] {
        screen.prompt("White to move").unwrap();
        typist.type_in(line);
        typist.key(Key::plain(Code::Enter));
    }
    screen.prompt("White to move").unwrap();
    typist.type_in("Nf");
    // Longer: back over what was typed, the whole line over it, nothing to clear.
    let w = written(&bytes, || typist.key(Key::plain(Code::Up)));
    assert_eq!(w, b"\x1b[2Dcursor next king");
    assert_eq!(
        shown(&bytes, 40).lines().last().unwrap(),
        "White to move> cursor next king"
    );
    // Shorter: the line, then what is left of the longer one cleared once.
    let w = written(&bytes, || typist.key(Key::plain(Code::Up)));
    assert_eq!(w, b"\x1b[16De4\x1b[K");
    assert_eq!(clears(&w), 1);
    let t = shown(&bytes, 40);
    assert_eq!(t.lines().last().unwrap(), "White to move> e4");
    assert_eq!(t.column, 17);
    // Down to the next line, then the line that was being typed.
    let w = written(&bytes, || typist.key(Key::plain(Code::Down)));
    assert_eq!(w, b"\x1b[2Dcursor next king");
    let w = written(&bytes, || typist.key(Key::plain(Code::Down)));
    assert_eq!(w, b"\x1b[16DNf\x1b[K");
    let t = shown(&bytes, 40);
    assert_eq!(
        t.lines(),
        [
            "White to move> e4",
            "White to move> cursor next king",
            "White to move> Nf"
        ]
    );
    assert_eq!((t.row, t.column), (2, 17));
}

#[test]
fn tab_in_the_middle_writes_the_completion_and_the_rest() {
    let (screen, bytes) = screen(40);
    let mut typist = Typist::new(&screen, &["board", "board visual", "time"]);
    screen.prompt("White to move").unwrap();
    typist.type_in("boa visual");
    typist.keys(Code::Left, 7);
    let w = written(&bytes, || typist.key(Key::plain(Code::Tab)));
    assert_eq!(w, b"rd visual\x1b[7D");
    let t = shown(&bytes, 40);
    assert_eq!(t.lines(), ["White to move> board visual"]);
    assert_eq!((t.row, t.column), (0, 20), "after board");
    // At the end, as typing: just the added characters.
    typist.key(Key::plain(Code::Escape));
    typist.type_in("ti");
    let w = written(&bytes, || typist.key(Key::plain(Code::Tab)));
    assert_eq!(w, b"me ");
}

#[test]
fn output_with_the_cursor_in_the_middle_is_written_once_and_the_line_after_it() {
    let (screen, bytes) = screen(40);
    screen.prompt("White to move").unwrap();
    type_in(&screen, "Nf3");
    screen.edit(&chars("Nf3"), 1).unwrap();
    let w = written(&bytes, || {
        screen.print_line("White: ten seconds left").unwrap();
    });
    assert_eq!(
        w,
        b"\r\x1b[JWhite: ten seconds left\r\nWhite to move> Nf3\x1b[2D"
    );
    assert_eq!(clears(&w), 1);
    let t = shown(&bytes, 40);
    assert_eq!(t.lines(), ["White: ten seconds left", "White to move> Nf3"]);
    assert_eq!((t.row, t.column), (1, 16), "after N");
}

#[test]
fn leaving_key_mode_writes_the_notice_then_the_line_once() {
    let (screen, bytes) = screen(40);
    screen.prompt("White to move").unwrap();
    type_in(&screen, "e4");
    let w = written(&bytes, || screen.key_mode(true).unwrap());
    assert_eq!(w, b"\r\x1b[J");
    screen.print_line("key mode").unwrap();
    // As the keyboard thread does: the mode, then the notice through the event loop.
    let w = written(&bytes, || {
        screen.key_mode(false).unwrap();
        screen.print_line("typing").unwrap();
    });
    assert_eq!(w, b"typing\r\nWhite to move> e4");
    assert_eq!(clears(&w), 0);
    let t = shown(&bytes, 40);
    assert_eq!(t.lines(), ["key mode", "typing", "White to move> e4"]);
    assert_eq!((t.row, t.column), (2, 17));
}

#[test]
fn a_change_in_a_wrapped_line_rewrites_only_from_there() {
    // "ab> " and ten digits on rows of 12: "ab> 01234567" and "89".
    let width = 12;
    let (screen, bytes) = screen(width as u16);
    screen.prompt("ab").unwrap();
    type_in(&screen, "0123456789");
    screen.edit(&chars("0123456789"), 2).unwrap();
    let w = written(&bytes, || screen.edit(&chars("01x23456789"), 3).unwrap());
    assert_eq!(w, b"x23456789\x1b[1A\x1b[4C");
    let t = shown(&bytes, width);
    assert_eq!(t.lines(), ["ab> 01x23456", "789"]);
    assert_eq!((t.row, t.column), (0, 7));
    // Back to one row: what is left below cleared once.
    let w = written(&bytes, || screen.edit(&chars("01x"), 3).unwrap());
    assert_eq!(w, b"\x1b[J");
    let w = written(&bytes, || screen.edit(&chars("x"), 0).unwrap());
    assert_eq!(w, b"\x1b[3Dx\x1b[K\x1b[1D");
    let t = shown(&bytes, width);
    assert_eq!(t.lines(), ["ab> x"]);
    assert_eq!((t.row, t.column), (0, 4));
}

#[test]
fn a_wide_character_moved_to_the_next_row_leaves_the_last_column_blank() {
    // "ab> xyzw" fills a row of 8; "q" is on the next.
    let width = 8;
    let (screen, bytes) = screen(width as u16);
    screen.prompt("ab").unwrap();
    type_in(&screen, "xyzwq");
    screen.edit(&chars("xyzwq"), 3).unwrap();
    let w = written(&bytes, || screen.edit(&chars("xyz汉wq"), 4).unwrap());
    assert_eq!(w, " 汉wq\x1b[2D".as_bytes());
    let t = shown(&bytes, width);
    assert_eq!(t.lines(), ["ab> xyz ", "汉wq"]);
    assert_eq!((t.row, t.column), (1, 2));
    // A row filled exactly by the change: the cursor goes to the next row's start, and the rest is cleared.
    screen.edit(&chars("xyzw"), 4).unwrap();
    let t = shown(&bytes, width);
    assert_eq!(t.lines(), ["ab> xyzw"]);
    assert_eq!((t.row, t.column), (1, 0));
}
