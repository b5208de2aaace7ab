//! The screen's bytes played on a small terminal (the few controls the screen writes, with the deferred wrap of
//! real terminals), and what is left on it checked.

use std::sync::{Arc, Mutex};

use super::*;

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
