//! The DGT e-board's serial protocol, decoded from bytes in any split: the framing (a message id with its high bit
//! set, then a 14-bit total length counting the 3 header bytes, then data bytes with the high bit clear), the board
//! dump (0x86), the field update (0x8E) and the clock's time message (0x8D, for its lever). Anything else is skipped
//! by its length; garbage is skipped up to the next byte with the high bit set.
//!
//! [`DgtBoard`] keeps the 64 squares, so that field updates become whole placements.
//!
//! The protocol is DGT's, written here from its published facts; DGT's header asks that it not be used commercially
//! without its written permission, and tactus is free, non-commercial software.

use shakmaty::{Color, Piece, Role, Square};
use tactus_core::Placement;

/// Asks for the board's whole placement (answered by a board dump).
#[cfg(feature = "eboard")]
pub(crate) const SEND_BOARD: u8 = 0x42;
/// Asks for field updates, and the clock's time message only when it changes.
#[cfg(feature = "eboard")]
pub(crate) const SEND_UPDATE_NICE: u8 = 0x4b;

const BOARD_DUMP: u8 = 0x86;
const FIELD_UPDATE: u8 = 0x8e;
const BWTIME: u8 = 0x8d;
const BOARD_DUMP_LENGTH: usize = 67;
const FIELD_UPDATE_LENGTH: usize = 5;
const BWTIME_LENGTH: usize = 10;
/// No message the protocol defines is longer than this; a longer length is garbage read as a header.
const LONGEST: usize = 1024;
const HEADER: usize = 3;
/// The clock's status byte: the lever is up on the right player's side.
const LEVER_HIGH_ON_RIGHT: u8 = 0x02;
/// The clock's status byte: no clock is connected.
const NO_CLOCK: u8 = 0x20;

/// One message of the board, decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DgtMessage {
    /// The whole board (the answer to `SEND_BOARD`).
    BoardDump(Placement),
    /// One square changed: `piece` set down on it, or `None` when it was emptied.
    FieldUpdate {
        /// The square.
        square: Square,
        /// What stands on it now.
        piece: Option<Piece>,
    },
    /// The clock's lever: up on the right player's side or not.
    Lever {
        /// The lever is up on the right player's side.
        right_high: bool,
    },
}

/// Reads the board's bytes, however they are split, into messages.
#[derive(Clone, Debug, Default)]
pub struct DgtDecoder {
    pending: Vec<u8>,
}

impl DgtDecoder {
    /// A decoder that has read nothing.
    #[must_use]
    pub fn new() -> DgtDecoder {
        DgtDecoder::default()
    }

    /// Reads `bytes` after those read before, and returns the messages they complete, in order.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<DgtMessage> {
        self.pending.extend_from_slice(bytes);
        let mut messages = Vec::new();
        let mut start = 0;
        while let Some(step) = next_frame(&self.pending[start..]) {
            match step {
                Frame::Skip(count) => start += count,
                Frame::Message(length) => {
                    messages.extend(decode(&self.pending[start..start + length]));
                    start += length;
                }
            }
        }
        self.pending.drain(..start);
        messages
    }
}

/// What the bytes at the front of the buffer are.
enum Frame {
    /// Garbage or a broken message: this many bytes are dropped.
    Skip(usize),
    /// A whole message of this many bytes.
    Message(usize),
}

/// The next frame at the front of `bytes`, or `None` when more bytes are needed.
fn next_frame(bytes: &[u8]) -> Option<Frame> {
    let first = *bytes.first()?;
    if first & 0x80 == 0 {
        let garbage = bytes.iter().position(|byte| byte & 0x80 != 0);
        return Some(Frame::Skip(garbage.unwrap_or(bytes.len())));
    }
    // A byte with the high bit set inside what should be a message starts the next one: this one was cut short.
    if let Some(cut) = bytes.iter().skip(1).position(|byte| byte & 0x80 != 0) {
        if cut + 1 < HEADER || cut + 1 < declared_length(bytes).unwrap_or(usize::MAX) {
            return Some(Frame::Skip(cut + 1));
        }
    }
    let length = declared_length(bytes)?;
    if !(HEADER..=LONGEST).contains(&length)
        || expected_length(first).is_some_and(|known| known != length)
    {
        return Some(Frame::Skip(1));
    }
    (bytes.len() >= length).then_some(Frame::Message(length))
}

/// The total length the header at the front of `bytes` declares, once both length bytes are there.
fn declared_length(bytes: &[u8]) -> Option<usize> {
    let (high, low) = (*bytes.get(1)?, *bytes.get(2)?);
    Some((usize::from(high) << 7) | usize::from(low))
}

/// The length a known message must have.
fn expected_length(id: u8) -> Option<usize> {
    match id {
        BOARD_DUMP => Some(BOARD_DUMP_LENGTH),
        FIELD_UPDATE => Some(FIELD_UPDATE_LENGTH),
        BWTIME => Some(BWTIME_LENGTH),
        _ => None,
    }
}

/// One whole frame read; `None` for a message tactus does not use or whose content is not a board's.
fn decode(frame: &[u8]) -> Option<DgtMessage> {
    let data = &frame[HEADER..];
    match frame[0] {
        BOARD_DUMP => {
            let mut placement = Placement::empty();
            for (field, &code) in data.iter().enumerate() {
                placement.set(square_of(field)?, piece_of(code)?);
            }
            Some(DgtMessage::BoardDump(placement))
        }
        FIELD_UPDATE => Some(DgtMessage::FieldUpdate {
            square: square_of(usize::from(data[0]))?,
            piece: piece_of(data[1])?,
        }),
        BWTIME => {
            let acknowledgement = data[0] & 0x0f == 0x0a || data[3] & 0x0f == 0x0a;
            let status = data[6];
            (!acknowledgement && status & NO_CLOCK == 0).then_some(DgtMessage::Lever {
                right_high: status & LEVER_HIGH_ON_RIGHT != 0,
            })
        }
        _ => None,
    }
}

/// The square of a DGT field number: 0 = a8, 7 = h8, 8 = a7 … 63 = h1.
#[must_use]
pub(crate) fn square_of(field: usize) -> Option<Square> {
    let field = u32::try_from(field).ok().filter(|&field| field < 64)?;
    Some(Square::new(field ^ 56))
}

/// The DGT field number of a square (the inverse of [`square_of`]).
#[must_use]
#[cfg(test)]
pub(crate) fn field_of(square: Square) -> u8 {
    u8::from(square) ^ 56
}

/// What a piece code means: `Some(None)` an empty square, `Some(Some(piece))` a piece, `None` no code of a square.
/// The "magic pieces" (0x0d–0x0f, set on the centre squares to signal a result) stand on no square of the game.
fn piece_of(code: u8) -> Option<Option<Piece>> {
    let (color, role) = match code {
        0x00 | 0x0d..=0x0f => return Some(None),
        0x01 => (Color::White, Role::Pawn),
        0x02 => (Color::White, Role::Rook),
        0x03 => (Color::White, Role::Knight),
        0x04 => (Color::White, Role::Bishop),
        0x05 => (Color::White, Role::King),
        0x06 => (Color::White, Role::Queen),
        0x07 => (Color::Black, Role::Pawn),
        0x08 => (Color::Black, Role::Rook),
        0x09 => (Color::Black, Role::Knight),
        0x0a => (Color::Black, Role::Bishop),
        0x0b => (Color::Black, Role::King),
        0x0c => (Color::Black, Role::Queen),
        _ => return None,
    };
    Some(Some(Piece { color, role }))
}

/// The piece code of what stands on a square (the inverse of the board's codes).
#[must_use]
#[cfg(test)]
pub(crate) fn code_of(piece: Option<Piece>) -> u8 {
    let Some(piece) = piece else { return 0 };
    let base = match piece.role {
        Role::Pawn => 1,
        Role::Rook => 2,
        Role::Knight => 3,
        Role::Bishop => 4,
        Role::King => 5,
        Role::Queen => 6,
    };
    if piece.color.is_white() {
        base
    } else {
        base + 6
    }
}

/// The board as the protocol last told it: the dump, with every field update since applied.
#[derive(Clone, Debug, Default)]
pub struct DgtBoard {
    squares: Option<Placement>,
}

/// What a message changes, told as a board reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DgtReport {
    /// The whole placement, answering a request for it.
    Whole(Placement),
    /// The whole placement after a field update.
    Changed(Placement),
    /// The clock's lever.
    Lever {
        /// The lever is up on the right player's side.
        right_high: bool,
    },
}

impl DgtBoard {
    /// A board not yet dumped: field updates wait for the first dump.
    #[must_use]
    pub fn new() -> DgtBoard {
        DgtBoard::default()
    }

    /// Applies `message`; what it tells, if anything (a field update before the first dump tells nothing).
    pub fn apply(&mut self, message: DgtMessage) -> Option<DgtReport> {
        match message {
            DgtMessage::BoardDump(placement) => {
                self.squares = Some(placement);
                Some(DgtReport::Whole(placement))
            }
            DgtMessage::FieldUpdate { square, piece } => {
                let squares = self.squares.as_mut()?;
                squares.set(square, piece);
                Some(DgtReport::Changed(*squares))
            }
            DgtMessage::Lever { right_high } => Some(DgtReport::Lever { right_high }),
        }
    }
}

#[cfg(test)]
mod tests;
