//! Doubles of the electronic boards tactus reads, written from the boards' published protocols (not from tactus's
//! own decoders, so that they are the tests' independent oracle), and a harness that plays a game through the real
//! binary with one of them.
//!
//! - `dgt.rs`: a DGT e-board on a pseudo-terminal (board dump, field updates, the clock's lever);
//! - `millennium.rs`: a Millennium ChessLink on a pseudo-terminal (`S` → `s` + 64 letters + XOR check, odd parity);
//! - `livechess.rs`: DGT LiveChess 2's WebSocket server on the local machine;
//! - `pty.rs`: the pseudo-terminal that stands for a serial port, reached through a link that unplugging removes;
//! - `recorder.rs`: a serial port where no board is, recording every byte written to it;
//! - `hands.rs`: the pieces a player lifts and places to make a move, in the orders players make them;
//! - `session.rs`: tactus played with a board double, in virtual time, synchronised on the board's whole reads.

#[cfg(unix)]
pub(crate) mod dgt;
pub(crate) mod hands;
pub(crate) mod livechess;
#[cfg(unix)]
pub(crate) mod millennium;
#[cfg(unix)]
mod pty;
#[cfg(unix)]
pub(crate) mod recorder;
pub(crate) mod session;

use std::sync::{Arc, Mutex, MutexGuard};

use shakmaty::{Board, Piece, Square};

/// What the test's hands do on a board double, and what the harness needs from it: the same for every kind.
pub(crate) trait BoardDouble {
    /// The board's kind as `--board` names it (`dgt`, `millennium`, `livechess`).
    fn kind(&self) -> &'static str;
    /// Where tactus reaches it (`--board KIND:WHERE`): a port's path or a URL.
    fn address(&self) -> String;
    /// The placement the board shows: no bytes (the board was set up so before tactus reads it).
    fn set_position(&mut self, board: &Board);
    /// A piece lifted from `square` (in the game's coordinates): the board reports the change.
    fn lift(&mut self, square: Square);
    /// `piece` set down on `square` (in the game's coordinates): the board reports the change.
    fn place(&mut self, square: Square, piece: Piece);
    /// The next change the board would report is not reported (a message lost): only a whole read shows it.
    fn drop_next_update(&mut self);
    /// How many whole-board reads the board has answered so far.
    fn whole_reads(&self) -> u64;
    /// Whether the board answers reads now (plugged in and not silent): the harness waits for its reads only then.
    fn answering(&self) -> bool;
}

/// The state every double shares between the test's hands and its own thread that answers tactus (at first: the
/// start position, the right way round, answering).
#[derive(Debug, Default)]
pub(crate) struct Shown {
    /// The placement in the board's own numbering (turned round: square `s` of the game is `s ^ 63` here).
    pub board: Board,
    /// Whether the board stands turned round (Black at its connector).
    pub turned: bool,
    /// Whole-board reads answered.
    pub reads: u64,
    /// Whether the board stopped answering reads.
    pub silent: bool,
    /// Whether the next change's report is to be lost.
    pub drop_next: bool,
}

/// [`Shown`], shared.
#[derive(Clone, Debug, Default)]
pub(crate) struct SharedShown(Arc<Mutex<Shown>>);

impl SharedShown {
    /// The state, locked (a thread that panicked while holding it leaves it usable: the test fails on its own).
    pub(crate) fn lock(&self) -> MutexGuard<'_, Shown> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// `square` of the game as the board numbers it.
    pub(crate) fn on_board(&self, square: Square) -> Square {
        if self.lock().turned {
            square.rotate_180()
        } else {
            square
        }
    }

    /// Sets `piece` (or nothing) on the game's `square`; returns the board's square and whether the change is to be
    /// reported (not when the next report was to be lost).
    pub(crate) fn change(&self, square: Square, piece: Option<Piece>) -> (Square, bool) {
        let at = self.on_board(square);
        let mut shown = self.lock();
        match piece {
            Some(piece) => shown.board.set_piece_at(at, piece),
            None => {
                shown.board.discard_piece_at(at);
            }
        }
        let report = !std::mem::take(&mut shown.drop_next);
        (at, report)
    }

    /// The board turned round: every piece on the opposite square of the board's numbering, no report.
    pub(crate) fn turn_round(&self) {
        let mut shown = self.lock();
        shown.turned = !shown.turned;
        shown.board.rotate_180();
    }

    /// Sets the placement the board shows (in the game's coordinates), no report.
    pub(crate) fn set_position(&self, board: &Board) {
        let mut shown = self.lock();
        let mut board = board.clone();
        if shown.turned {
            board.rotate_180();
        }
        shown.board = board;
    }
}

/// Squares in the order the serial boards send them: a8, b8 … h8, a7 … h1 (DGT's field 0 = a8 … 63 = h1,
/// Millennium's "A8…H8, A7…H7, …").
pub(crate) fn a8_to_h1() -> impl Iterator<Item = Square> {
    (0..64u32).map(|index| {
        let file = index % 8;
        let rank = 7 - index / 8;
        Square::new(rank * 8 + file)
    })
}
