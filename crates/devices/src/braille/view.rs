//! What the braille display shows, and what its keys mean: events and keys in, cells and command lines out.
//!
//! Pure: no BrlAPI, no threads, so every behaviour is a unit test. The display shows one of three things:
//! - a **message**: the written sentence of the latest event (an announcement, an answer, a notice), one line of it
//!   at a time, in windows as wide as the display that the panning keys move through; panning on past a message's
//!   end or start reaches the next or the previous one, so a message missed can be read again;
//! - the **board row**: the cursor's rank in the braille chess code as exact dots, after the rank's digit, followed
//!   by what the cursor says; the routing key over a square picks it (`cursor pick e4`);
//! - the **typed line**: characters typed on the braille keyboard, sent as a command by Enter.
//!
//! While a game is walked through (`tactus listen`, `tactus analyse`) the display keeps the move reached and the
//! last evaluation asked (`standing.rs`): an evaluation shows as one message with the move before it
//! ("12. Springer Felix drei, line 1 of 2 | White is slightly better"), and the Home key shows that line again.

use std::collections::VecDeque;

use shakmaty::{File, Square};

use super::{
    bound::{BoundKeys, Deed, UnboundKey},
    keys::Key,
};
use crate::bindings::Controls;
use standing::Standing;
use tactus_core::Input;
use tactus_core::{Event, Side};

mod standing;

/// How many message lines are kept for panning back.
const HISTORY: usize = 100;

/// One cell of the display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cell {
    /// A character, brailled by BRLTTY's text table.
    Text(char),
    /// These exact dots (bit 0 dot 1 … bit 7 dot 8), as a Unicode braille pattern gives them.
    Dots(u8),
}

impl Cell {
    /// A character as a cell: a braille pattern (U+2800 to U+28FF) becomes its exact dots.
    #[must_use]
    pub(crate) fn of(c: char) -> Cell {
        match u32::from(c).checked_sub(0x2800) {
            Some(bits) if bits < 0x100 => Cell::Dots(u8::try_from(bits).unwrap_or(0)),
            _ => Cell::Text(c),
        }
    }

    /// The character written for the cell: the pattern itself for dots.
    #[must_use]
    pub(crate) fn char(self) -> char {
        match self {
            Cell::Text(c) => c,
            Cell::Dots(bits) => char::from_u32(0x2800 + u32::from(bits)).unwrap_or(' '),
        }
    }
}

/// What the display is to show: at most as many cells as it has (the rest blank), and where the cursor is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Screen {
    /// The cells from the left.
    pub cells: Vec<Cell>,
    /// The cursor's cell (from 0), if one shows.
    pub cursor: Option<usize>,
}

impl Screen {
    /// The cells as text, braille patterns for exact dots.
    #[must_use]
    #[cfg(test)]
    pub(crate) fn text(&self) -> String {
        self.cells.iter().map(|cell| cell.char()).collect()
    }
}

/// The cursor's rank as the last cursor event showed it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct BoardRow {
    /// The rank's digit.
    rank: char,
    /// Eight cells, the first on the viewer's left.
    cells: Vec<Cell>,
    /// The square of each cell.
    squares: Vec<Square>,
    /// What the cursor says.
    text: String,
}

impl BoardRow {
    /// The row of a cursor event; `None` when the event does not describe a rank of eight squares.
    fn new(square: Square, row: &str, view: Side, text: &str) -> Option<BoardRow> {
        let rank = square.rank();
        let cells: Vec<Cell> = row.chars().map(Cell::of).collect();
        if cells.len() != 8 {
            return None;
        }
        let mut files: Vec<File> = File::ALL.to_vec();
        if view == Side::Black {
            files.reverse();
        }
        Some(BoardRow {
            rank: rank.char(),
            cells,
            squares: files
                .iter()
                .map(|&file| Square::from_coords(file, rank))
                .collect(),
            text: text.to_string(),
        })
    }
}

/// What the display is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Focus {
    Message,
    Board,
    Line,
}

/// The display's state.
#[derive(Clone, Debug)]
pub(crate) struct View {
    /// The display's keys, bound to commands of the session's language when the view was made.
    keys: BoundKeys,
    /// Why a key could not be bound.
    problems: Vec<UnboundKey>,
    width: usize,
    /// Message lines, the oldest first.
    lines: VecDeque<String>,
    /// The line showing (an index into `lines`).
    shown: usize,
    /// The window of that line showing (from 0).
    window: usize,
    board: Option<BoardRow>,
    typed: String,
    focus: Focus,
    /// What showed before typing began, shown again when the typed line is cleared.
    before_typing: Focus,
    /// The move reached and the last evaluation, in the sessions that walk a game (`None` in the others).
    standing: Option<Standing>,
}

impl View {
    /// An empty display of `width` cells for `controls`' command language.
    #[must_use]
    pub(crate) fn new(controls: Controls, width: usize) -> View {
        let (keys, problems) = BoundKeys::new(controls);
        View {
            keys,
            problems,
            width: width.max(1),
            lines: VecDeque::new(),
            shown: 0,
            window: 0,
            board: None,
            typed: String::new(),
            focus: Focus::Message,
            before_typing: Focus::Message,
            standing: controls.walks_a_game().then(Standing::default),
        }
    }

    /// The display's width changed (a display of another size connected).
    pub(crate) fn set_width(&mut self, width: usize) {
        self.width = width.max(1);
        self.window = 0;
    }

    /// Shows an event: a cursor event as the board row, anything else as its written `sentence`.
    pub(crate) fn show(&mut self, event: &Event, sentence: &str) {
        // A move of a followed broadcast game other than the current one is heard, not shown: the display keeps the
        // current game's last move.
        if let Event::Announce {
            game: Some(game), ..
        } = event
        {
            if !game.current {
                return;
            }
        }
        if let Event::Cursor {
            square,
            text,
            row,
            view,
        } = event
        {
            if let Some(board) = BoardRow::new(*square, row, *view, text.as_text()) {
                self.board = Some(board);
                self.focus = Focus::Board;
                return;
            }
        }
        let kept = self
            .standing
            .as_mut()
            .and_then(|standing| standing.take(event, sentence));
        self.message(kept.as_deref().unwrap_or(sentence));
    }

    /// Shows a sentence as the newest message, line by line; an empty one changes nothing.
    fn message(&mut self, sentence: &str) {
        let new: Vec<String> = sentence
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty())
            .map(str::to_string)
            .collect();
        if new.is_empty() {
            return;
        }
        let first = self.lines.len();
        self.lines.extend(new);
        let dropped = self.lines.len().saturating_sub(HISTORY);
        self.lines.drain(..dropped);
        self.shown = first - dropped.min(first);
        self.window = 0;
        self.focus = Focus::Message;
    }

    /// Handles a key; returns what it sends, if anything: a bound command, or a line typed on the display.
    pub(crate) fn key(&mut self, key: Key) -> Option<Input> {
        match self.keys.deed(key, self.focus == Focus::Board).clone() {
            Deed::Nothing => {
                // Home, where it sends nothing, shows the move reached and its evaluation again.
                if let (Key::Home, Some(line)) =
                    (key, self.standing.as_ref().and_then(Standing::line))
                {
                    self.message(&line);
                }
                None
            }
            Deed::Send(command) => Some(Input::Command(command)),
            Deed::PickSquare(pick) => {
                let square = self.square_under(key)?;
                Some(Input::Command(pick.followed_by(&square.to_string())))
            }
            Deed::PanBack => {
                self.pan_back();
                None
            }
            Deed::PanForward => {
                self.pan_forward();
                None
            }
            Deed::Type => {
                if let Key::Char(c) = key {
                    self.start_typing();
                    self.typed.push(c);
                }
                None
            }
            Deed::Erase => {
                if self.focus == Focus::Line || !self.typed.is_empty() {
                    self.start_typing();
                    self.typed.pop();
                }
                None
            }
            Deed::Enter(empty) => {
                let line = std::mem::take(&mut self.typed);
                let line = line.trim();
                if line.is_empty() {
                    if self.focus == Focus::Line {
                        self.focus = self.before_typing;
                    }
                    return empty.map(Input::Command);
                }
                self.focus = Focus::Message;
                Some(Input::Typed(line.to_string()))
            }
            Deed::Escape(empty) => {
                if self.typed.is_empty() && self.focus != Focus::Line {
                    return empty.map(Input::Command);
                }
                self.typed.clear();
                self.focus = self.before_typing;
                None
            }
        }
    }

    /// Why a key of the display's table could not be bound when the view was made, one sentence each.
    #[must_use]
    pub(crate) fn problems(&self) -> &[UnboundKey] {
        &self.problems
    }

    /// The cells to show now.
    #[must_use]
    pub(crate) fn screen(&self) -> Screen {
        match (self.focus, &self.board) {
            (Focus::Line, _) => self.line_screen(),
            (Focus::Board, Some(board)) => self.board_screen(board),
            _ => self.message_screen(),
        }
    }

    fn start_typing(&mut self) {
        if self.focus != Focus::Line {
            self.before_typing = self.focus;
            self.focus = Focus::Line;
        }
    }

    /// The first cell of the board's squares: after the rank's digit and a space when the display has room.
    fn board_start(&self) -> usize {
        if self.width >= 10 {
            2
        } else {
            0
        }
    }

    fn board_screen(&self, board: &BoardRow) -> Screen {
        let mut cells = Vec::with_capacity(self.width);
        if self.board_start() == 2 {
            cells.extend([Cell::Text(board.rank), Cell::Text(' ')]);
        }
        cells.extend(&board.cells);
        if !board.text.is_empty() {
            cells.push(Cell::Text(' '));
            cells.extend(board.text.chars().map(Cell::Text));
        }
        cells.truncate(self.width);
        Screen {
            cells,
            cursor: None,
        }
    }

    /// The square under routing key `key` while the board row shows.
    fn square_under(&self, key: Key) -> Option<Square> {
        let (Key::Route(cell), Focus::Board, Some(board)) = (key, self.focus, &self.board) else {
            return None;
        };
        let index = cell.checked_sub(self.board_start())?;
        board.squares.get(index).copied()
    }

    fn line_screen(&self) -> Screen {
        let chars: Vec<char> = self.typed.chars().collect();
        // The end of a long line, with room for the cursor after it.
        let start = (chars.len() + 1).saturating_sub(self.width);
        let cells: Vec<Cell> = chars[start..].iter().map(|&c| Cell::Text(c)).collect();
        let cursor = Some(cells.len().min(self.width - 1));
        Screen { cells, cursor }
    }

    fn message_screen(&self) -> Screen {
        let Some(line) = self.lines.get(self.shown) else {
            return Screen {
                cells: Vec::new(),
                cursor: None,
            };
        };
        let chars: Vec<char> = line.chars().collect();
        let windows = windows(&chars, self.width);
        let (start, end) = windows[self.window.min(windows.len() - 1)];
        Screen {
            cells: chars[start..end].iter().map(|&c| Cell::Text(c)).collect(),
            cursor: None,
        }
    }

    /// The number of windows of the line showing.
    fn window_count(&self, line: usize) -> usize {
        self.lines.get(line).map_or(1, |text| {
            windows(&text.chars().collect::<Vec<_>>(), self.width).len()
        })
    }

    fn pan_back(&mut self) {
        if self.focus == Focus::Message && self.window > 0 {
            self.window -= 1;
        } else if self.focus == Focus::Message && self.shown > 0 {
            self.shown -= 1;
            self.window = self.window_count(self.shown) - 1;
        }
        self.focus = Focus::Message;
    }

    fn pan_forward(&mut self) {
        if self.focus != Focus::Message {
            self.focus = Focus::Message;
        } else if self.window + 1 < self.window_count(self.shown) {
            self.window += 1;
        } else if self.shown + 1 < self.lines.len() {
            self.shown += 1;
            self.window = 0;
        }
    }
}

/// A line cut into windows of at most `width` characters, between words where a word fits a window, each as the
/// range of its characters (spaces at a window's start skipped). Always at least one window.
fn windows(chars: &[char], width: usize) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut start = 0;
    while start < chars.len() {
        while start < chars.len() && chars[start] == ' ' {
            start += 1;
        }
        if start == chars.len() {
            break;
        }
        let mut end = (start + width).min(chars.len());
        if end < chars.len() && chars[end] != ' ' {
            if let Some(space) = chars[start..end].iter().rposition(|&c| c == ' ') {
                if space > 0 {
                    end = start + space;
                }
            }
        }
        found.push((start, end));
        start = end;
    }
    if found.is_empty() {
        found.push((0, 0));
    }
    found
}

#[cfg(test)]
mod tests;
