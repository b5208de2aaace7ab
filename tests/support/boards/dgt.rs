//! A DGT e-board on a pseudo-terminal, from DGT's published serial protocol (`dgtbrd.h`): one-byte commands in,
//! messages out framed by an id with the high bit set and a 14-bit total length. It answers every `0x42`
//! (`DGT_SEND_BRD`) with the board dump `86 00 43` + 64 piece codes (field 0 = a8 … 63 = h1), ignores every other
//! command, and reports each change as a field update `8E 00 05 field code`.

use shakmaty::{Board, Piece, Square};

use super::{
    a8_to_h1,
    pty::{send, Master, Port},
    BoardDouble, SharedShown,
};

/// `DGT_SEND_BRD`: the board is asked for its whole placement.
const SEND_BOARD: u8 = 0x42;
/// `DGT_MSG_BOARD_DUMP` and its total length (3 header bytes + 64).
const BOARD_DUMP: [u8; 3] = [0x86, 0x00, 0x43];
/// `DGT_MSG_FIELD_UPDATE` and its total length (3 header bytes + field + piece).
const FIELD_UPDATE: [u8; 3] = [0x8E, 0x00, 0x05];
/// `DGT_MSG_BWTIME` and its total length (3 header bytes + 7).
const BWTIME: [u8; 3] = [0x8D, 0x00, 0x0A];
/// The clock status bit "tumbler position high on right player" (byte 9, D1).
const LEVER_HIGH_ON_RIGHT: u8 = 0b10;
/// The clock status bit "clock running" (byte 9, D0).
const CLOCK_RUNNING: u8 = 0b1;

/// A DGT e-board the test's hands move pieces on.
pub(crate) struct DgtDouble {
    shown: SharedShown,
    port: Port,
}

impl DgtDouble {
    /// A board showing the start position, plugged in.
    pub(crate) fn new() -> DgtDouble {
        let shown = SharedShown::default();
        let answering = shown.clone();
        let port = Port::new(move |master, bytes| answer(&answering, master, bytes));
        DgtDouble { shown, port }
    }

    /// The board turned round (Black at its connector): its numbering stays, so every piece is read on the
    /// opposite field. No bytes.
    pub(crate) fn turn_round(&mut self) {
        self.shown.turn_round();
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

    /// A DGT clock's time message with its lever: up on the right player's side when `right_high`.
    pub(crate) fn lever(&mut self, right_high: bool) {
        let status = CLOCK_RUNNING | if right_high { LEVER_HIGH_ON_RIGHT } else { 0 };
        // 1:30:00 each, in BCD: hours, minutes, seconds for the right player, then the left.
        let mut message = BWTIME.to_vec();
        message.extend([0x01, 0x30, 0x00, 0x01, 0x30, 0x00, status]);
        self.garble(&message);
    }

    /// The board stops answering reads (`true`) or answers again.
    pub(crate) fn silent(&mut self, silent: bool) {
        self.shown.lock().silent = silent;
    }

    /// Reports a change of `square` (the board's numbering) to `piece`, unless it is to be lost.
    fn report(&self, square: Square, piece: Option<Piece>, report: bool) {
        if let (true, Some(master)) = (report, self.port.master()) {
            let mut message = FIELD_UPDATE.to_vec();
            message.extend([field(square), code(piece)]);
            send(master, &message);
        }
    }
}

impl BoardDouble for DgtDouble {
    fn kind(&self) -> &'static str {
        "dgt"
    }

    fn address(&self) -> String {
        self.port.path().display().to_string()
    }

    fn set_position(&mut self, board: &Board) {
        self.shown.set_position(board);
    }

    fn lift(&mut self, square: Square) {
        let (at, report) = self.shown.change(square, None);
        self.report(at, None, report);
    }

    fn place(&mut self, square: Square, piece: Piece) {
        let (at, report) = self.shown.change(square, Some(piece));
        self.report(at, Some(piece), report);
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

/// Answers what tactus sent: a board dump for each `0x42` (unless silent), nothing for any other command.
fn answer(shown: &SharedShown, master: &Master, bytes: &[u8]) {
    for _ in bytes.iter().filter(|&&byte| byte == SEND_BOARD) {
        let mut shown = shown.lock();
        if shown.silent {
            continue;
        }
        send(master, &dump(&shown.board));
        shown.reads += 1;
    }
}

/// The board dump message of `board` (the board's numbering).
pub(crate) fn dump(board: &Board) -> Vec<u8> {
    let mut message = BOARD_DUMP.to_vec();
    message.extend(a8_to_h1().map(|square| code(board.piece_at(square))));
    message
}

/// The field number of `square`: a8 = 0, b8 = 1 … h1 = 63.
pub(crate) fn field(square: Square) -> u8 {
    let index = a8_to_h1()
        .position(|each| each == square)
        .expect("every square has a field");
    u8::try_from(index).expect("64 fields")
}

/// The piece code of the DGT protocol: 0 empty, 1–6 White's P R N B K Q, 7–12 Black's p r n b k q.
pub(crate) fn code(piece: Option<Piece>) -> u8 {
    const ORDER: &str = "PRNBKQprnbkq";
    piece.map_or(0, |piece| {
        let index = ORDER.find(piece.char()).expect("every piece has a code");
        u8::try_from(index + 1).expect("twelve codes")
    })
}
