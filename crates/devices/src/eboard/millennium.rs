//! The Millennium ChessLink protocol (ChessLink, eONE, Exclusive), decoded from bytes in any split: printable 7-bit
//! ASCII (the parity bit is masked off, since a link that does not strip it may pass it on), each message a letter,
//! its data, and two hex digits of the XOR of every character before them. The status message `s` carries the 64
//! squares (`KQRNBP`, `kqrnbp`, `.` for empty; A8…H8, A7…H7, …); a message whose check fails is dropped; the other
//! replies are skipped by their known lengths; anything else is skipped up to the next reply letter.

use shakmaty::{Piece, Square};
use tactus_core::Placement;

/// The status message's length: `s`, 64 squares, 2 check digits.
const STATUS_LENGTH: usize = 67;

/// A command with its check appended: `S` → `S53`.
#[must_use]
pub(crate) fn command(text: &str) -> Vec<u8> {
    let check = text.bytes().fold(0, |check, byte| check ^ byte);
    format!("{text}{check:02X}").into_bytes()
}

/// Asks for the whole board (answered by a status message).
#[cfg(any(feature = "eboard", test))]
#[must_use]
pub(crate) fn status_command() -> Vec<u8> {
    command("S")
}

/// Makes the board send a status message by itself on every change (E2ROM address 02, value 3).
#[cfg(any(feature = "eboard", test))]
#[must_use]
pub(crate) fn report_changes_command() -> Vec<u8> {
    command("W0203")
}

/// A status message telling `placement` (what a board sends), with its check.
#[must_use]
pub fn status_message(placement: &Placement) -> Vec<u8> {
    let squares: String = (0..64u32)
        .map(|index| {
            placement
                .piece_at(Square::new(index ^ 56))
                .map_or('.', Piece::char)
        })
        .collect();
    command(&format!("s{squares}"))
}

/// The length of the reply a letter begins, if it begins one.
fn reply_length(letter: u8) -> Option<usize> {
    match letter {
        b's' => Some(STATUS_LENGTH),
        b'v' | b'w' | b'r' => Some(7),
        b'l' | b'x' => Some(3),
        _ => None,
    }
}

/// Reads the board's bytes, however they are split, into the placements its status messages tell.
#[derive(Clone, Debug, Default)]
pub struct MillenniumDecoder {
    pending: Vec<u8>,
}

impl MillenniumDecoder {
    /// A decoder that has read nothing.
    #[must_use]
    pub fn new() -> MillenniumDecoder {
        MillenniumDecoder::default()
    }

    /// Reads `bytes` after those read before, and returns the placements of the status messages they complete.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Placement> {
        self.pending.extend(bytes.iter().map(|byte| byte & 0x7f));
        let mut placements = Vec::new();
        let mut start = 0;
        loop {
            let rest = &self.pending[start..];
            let Some(first) = rest.first() else { break };
            let Some(length) = reply_length(*first) else {
                start += 1;
                continue;
            };
            if *first == b's' {
                // A character no status message holds means this one was cut short: look again from there.
                if let Some(stray) = rest[1..rest.len().min(65)]
                    .iter()
                    .position(|c| !is_square(*c))
                {
                    start += 1 + stray;
                    continue;
                }
            }
            if rest.len() < length {
                break;
            }
            let message = &rest[..length];
            if !checks(message) {
                start += 1;
                continue;
            }
            if *first == b's' {
                placements.push(placement_of(&message[1..65]));
            }
            start += length;
        }
        self.pending.drain(..start);
        placements
    }
}

/// Whether a character stands for a square in a status message.
fn is_square(character: u8) -> bool {
    character == b'.' || Piece::from_char(char::from(character)).is_some()
}

/// Whether a message's last two characters are the hex of the XOR of those before them.
fn checks(message: &[u8]) -> bool {
    let (body, check) = message.split_at(message.len() - 2);
    let expected = body.iter().fold(0, |check, byte| check ^ byte);
    check.iter().all(u8::is_ascii_hexdigit)
        && std::str::from_utf8(check)
            .ok()
            .and_then(|digits| u8::from_str_radix(digits, 16).ok())
            == Some(expected)
}

/// The placement of a status message's 64 squares, A8 first.
fn placement_of(squares: &[u8]) -> Placement {
    let mut placement = Placement::empty();
    for (index, character) in (0u32..).zip(squares) {
        placement.set(
            Square::new(index ^ 56),
            Piece::from_char(char::from(*character)),
        );
    }
    placement
}

#[cfg(test)]
mod tests;
