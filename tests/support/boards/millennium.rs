//! A Millennium ChessLink on a pseudo-terminal, from "ChessLink: Magic Chessboard Communications Protocol"
//! (D. Woodfield, 2017): printable ASCII, 7 data bits with odd parity (set here in software, as the bit is the MSB
//! of each byte: a pty has no parity of its own), each message ended by the XOR of its characters as two hex digits.
//! It answers `S` (with or without its check) by `s` + 64 piece letters (A8…H8, A7…, `.` empty) + check, answers the
//! other commands tactus may send (`W`, `R`, `X`, `L`, `V`, `T`) as the protocol says, and reports by itself, after
//! each change, the whole board as `s…` (the "automatic reports" mode).

use shakmaty::{Board, Piece, Square};

use super::{
    a8_to_h1,
    pty::{send, Master, Port},
    BoardDouble, SharedShown,
};

/// A Millennium board the test's hands move pieces on.
pub(crate) struct MillenniumDouble {
    shown: SharedShown,
    port: Port,
}

impl MillenniumDouble {
    /// A board showing the start position, plugged in.
    pub(crate) fn new() -> MillenniumDouble {
        let shown = SharedShown::default();
        let answering = shown.clone();
        let pending = std::sync::Mutex::new(Vec::new());
        let port = Port::new(move |master, bytes| {
            let mut pending = pending
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            pending.extend(bytes.iter().map(|byte| byte & 0x7f));
            answer(&answering, master, &mut pending);
        });
        MillenniumDouble { shown, port }
    }

    /// `bytes` sent as they are: noise on the line.
    pub(crate) fn garble(&mut self, bytes: &[u8]) {
        if let Some(master) = self.port.master() {
            send(master, bytes);
        }
    }

    /// The board unplugged: tactus's reads end, its port's path is gone.
    pub(crate) fn unplug(&mut self) {
        self.port.unplug();
    }

    /// The board plugged in again: a new port at the same path, showing what it showed.
    pub(crate) fn replug(&mut self) {
        self.port.plug();
    }

    /// The board's automatic report after a change, unless it is to be lost.
    fn report(&self, report: bool) {
        if let (true, Some(master)) = (report, self.port.master()) {
            let message = status(&self.shown.lock().board);
            send(master, &message);
        }
    }
}

impl BoardDouble for MillenniumDouble {
    fn kind(&self) -> &'static str {
        "millennium"
    }

    fn address(&self) -> String {
        self.port.path().display().to_string()
    }

    fn set_position(&mut self, board: &Board) {
        self.shown.set_position(board);
    }

    fn lift(&mut self, square: Square) {
        let (_, report) = self.shown.change(square, None);
        self.report(report);
    }

    fn place(&mut self, square: Square, piece: Piece) {
        let (_, report) = self.shown.change(square, Some(piece));
        self.report(report);
    }

    fn drop_next_update(&mut self) {
        self.shown.lock().drop_next = true;
    }

    fn whole_reads(&self) -> u64 {
        self.shown.lock().reads
    }

    fn answering(&self) -> bool {
        self.port.plugged() && !self.shown.lock().silent
    }
}

/// How many characters follow each command's letter (before its check): `W` address and value, `R` address, `L`
/// a slot time and 81 LED codes of two digits each.
fn arguments(command: u8) -> Option<usize> {
    match command {
        b'S' | b'X' | b'V' | b'T' => Some(0),
        b'R' => Some(2),
        b'W' => Some(4),
        b'L' => Some(2 + 81 * 2),
        _ => None,
    }
}

/// Answers every whole command in `pending` (its parity bits stripped) and keeps what is not whole yet. Hex digits
/// between commands are their checks, sent or not: skipped; other characters are noise: skipped.
fn answer(shown: &SharedShown, master: &Master, pending: &mut Vec<u8>) {
    loop {
        let Some(start) = pending.iter().position(|&byte| arguments(byte).is_some()) else {
            pending.clear();
            return;
        };
        pending.drain(..start);
        let command = pending[0];
        let length = 1 + arguments(command).unwrap_or(0);
        if pending.len() < length {
            return;
        }
        let whole: Vec<u8> = pending.drain(..length).collect();
        let mut shown = shown.lock();
        if shown.silent {
            continue;
        }
        let reply = match command {
            b'S' => {
                shown.reads += 1;
                status(&shown.board)
            }
            // E2ROM written: echoed; read: the value 00.
            b'W' => framed(&[b"w".as_slice(), &whole[1..]].concat()),
            b'R' => framed(&[b"r".as_slice(), &whole[1..], b"00"].concat()),
            b'X' => framed(b"x"),
            b'L' => framed(b"l"),
            b'V' => framed(b"v0101"),
            // Reset: the board restarts and says nothing.
            _ => continue,
        };
        send(master, &reply);
    }
}

/// The status message of `board`: `s` + 64 piece letters a8 … h1 (`.` empty), framed.
pub(crate) fn status(board: &Board) -> Vec<u8> {
    let mut message = vec![b's'];
    message.extend(a8_to_h1().map(|square| {
        board
            .piece_at(square)
            .map_or(b'.', |piece| u8::try_from(piece.char()).expect("ASCII"))
    }));
    framed(&message)
}

/// `text` with its check (the XOR of its characters as two upper-case hex digits), each byte with odd parity.
pub(crate) fn framed(text: &[u8]) -> Vec<u8> {
    let check = text.iter().fold(0u8, |xor, byte| xor ^ byte);
    let mut message = text.to_vec();
    message.extend(format!("{check:02X}").bytes());
    message.into_iter().map(odd_parity).collect()
}

/// `byte` (7 bits) with its MSB set when that makes the number of ones odd.
pub(crate) fn odd_parity(byte: u8) -> u8 {
    if byte.count_ones().is_multiple_of(2) {
        byte | 0x80
    } else {
        byte
    }
}
