//! The doubles say on the wire what the boards' published protocols say: the bytes are written out here by hand from
//! the protocol documents, so that a mistake in a double's encoder cannot agree with itself.

use std::net::TcpStream;

use serde_json::{json, Value};
use shakmaty::{Color, Piece, Role, Square};
use tungstenite::{stream::MaybeTlsStream, Message, WebSocket};

use crate::support::boards::{livechess::LiveChessDouble, BoardDouble};

/// White's pawn.
const PAWN: Piece = Piece {
    color: Color::White,
    role: Role::Pawn,
};

/// The start position as a DGT board dump: `86 00 43`, then fields a8 … h1 (r n b q k b n r = 08 09 0a 0c 0b 0a
/// 09 08, p = 07, empty = 00, P = 01, R N B Q K B N R = 02 03 04 06 05 04 03 02).
#[cfg(unix)]
fn dgt_start_dump() -> Vec<u8> {
    let mut dump = vec![0x86, 0x00, 0x43];
    dump.extend([0x08, 0x09, 0x0a, 0x0c, 0x0b, 0x0a, 0x09, 0x08]);
    dump.extend([0x07; 8]);
    dump.extend([0x00; 32]);
    dump.extend([0x01; 8]);
    dump.extend([0x02, 0x03, 0x04, 0x06, 0x05, 0x04, 0x03, 0x02]);
    dump
}

#[cfg(unix)]
pub(super) fn dgt_double_speaks_the_published_bytes() {
    use crate::support::boards::dgt::DgtDouble;

    let mut board = DgtDouble::new();
    let mut port = serial::open(&board.address());
    // Commands other than "send board" are not answered; "send board" is, with the dump.
    serial::write(&port, &[0x40, 0x4b, 0x44, 0x43, 0x42]);
    assert_eq!(serial::read(&port, 67), dgt_start_dump());
    assert_eq!(board.whole_reads(), 1);
    // e2 (field 52 = 0x34) emptied, e4 (field 36 = 0x24) given a white pawn (code 01).
    board.lift(Square::E2);
    board.place(Square::E4, PAWN);
    assert_eq!(
        serial::read(&port, 10),
        [0x8e, 0x00, 0x05, 0x34, 0x00, 0x8e, 0x00, 0x05, 0x24, 0x01]
    );
    // A lost update: nothing sent for e4 lifted, but the next dump shows it.
    board.drop_next_update();
    board.lift(Square::E4);
    board.place(Square::E2, PAWN);
    assert_eq!(serial::read(&port, 5), [0x8e, 0x00, 0x05, 0x34, 0x01]);
    serial::write(&port, &[0x42]);
    assert_eq!(serial::read(&port, 67), dgt_start_dump());
    // The clock's time message: 10 bytes, status byte 9 with D1 when the lever is high on the right.
    board.lever(true);
    let clock = serial::read(&port, 10);
    assert_eq!(clock[..3], [0x8d, 0x00, 0x0a]);
    assert_eq!(clock[9] & 0b10, 0b10);
    board.lever(false);
    assert_eq!(serial::read(&port, 10)[9] & 0b10, 0);
    // Turned round: the numbering stays, so a8 (field 0) now holds White's rook from h1.
    board.turn_round();
    serial::write(&port, &[0x42]);
    let turned = serial::read(&port, 67);
    assert_eq!(
        turned[3..11],
        [0x02, 0x03, 0x04, 0x05, 0x06, 0x04, 0x03, 0x02]
    );
    board.turn_round();
    // Silent: reads are not answered, and no read is counted.
    board.silent(true);
    assert!(!board.answering());
    serial::write(&port, &[0x42]);
    assert!(serial::nothing_within(&port, 100));
    board.silent(false);
    assert_eq!(board.whole_reads(), 3);
    // Unplugged: the open port reads an end, the path is gone; plugged in again, it answers at the same path.
    board.unplug();
    assert!(!board.answering());
    assert!(serial::ended(&port));
    assert!(std::fs::metadata(board.address()).is_err());
    board.replug();
    port = serial::open(&board.address());
    serial::write(&port, &[0x42]);
    assert_eq!(serial::read(&port, 67), dgt_start_dump());
    assert_eq!(board.whole_reads(), 4);
}

#[cfg(unix)]
pub(super) fn millennium_double_speaks_the_published_bytes() {
    use crate::support::boards::millennium::MillenniumDouble;

    let mut board = MillenniumDouble::new();
    let port = serial::open(&board.address());
    let start = "srnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR";
    // `S` without its check, then with it ("S" alone XORs to 0x53).
    for command in [&b"S"[..], b"S53"] {
        serial::write(&port, &with_odd_parity(command));
        assert_eq!(millennium_text(&serial::read(&port, 67)), checked(start));
    }
    assert_eq!(board.whole_reads(), 2);
    // Automatic reports: the whole board after each change.
    board.lift(Square::E2);
    let lifted = "srnbqkbnrpppppppp................................PPPP.PPPRNBQKBNR";
    assert_eq!(millennium_text(&serial::read(&port, 67)), checked(lifted));
    // A write to the E2ROM is echoed.
    serial::write(&port, &with_odd_parity(b"W0203"));
    assert_eq!(millennium_text(&serial::read(&port, 7)), checked("w0203"));
    assert_eq!(board.whole_reads(), 2);
}

/// `text` with its two hex digits of XOR check, as the ChessLink protocol ends every message.
#[cfg(unix)]
fn checked(text: &str) -> String {
    let check = text.bytes().fold(0, |xor, byte| xor ^ byte);
    format!("{text}{check:02X}")
}

/// Each byte of `text` with its MSB set where needed for an odd number of ones.
#[cfg(unix)]
fn with_odd_parity(text: &[u8]) -> Vec<u8> {
    text.iter()
        .map(|&byte| byte | (u8::from(byte.count_ones().is_multiple_of(2)) << 7))
        .collect()
}

/// The text of Millennium bytes, each checked for odd parity and stripped of it.
#[cfg(unix)]
fn millennium_text(bytes: &[u8]) -> String {
    for byte in bytes {
        assert_eq!(byte.count_ones() % 2, 1, "{byte:#04x} has even parity");
    }
    bytes.iter().map(|byte| char::from(byte & 0x7f)).collect()
}

pub(super) fn livechess_double_answers_as_captured() {
    let mut board = LiveChessDouble::new();
    let address = board.address();
    assert!(address.starts_with("ws://127.0.0.1:") && address.ends_with("/api/v1.0"));
    // Another path is refused.
    assert!(tungstenite::connect(address.replace("/api/v1.0", "/other")).is_err());
    let (mut socket, _) = tungstenite::connect(&address).expect("a connection to the double");
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let boards = call(&mut socket, json!({"id": 1, "call": "eboards"}));
    assert_eq!(boards["response"], "call");
    assert_eq!(boards["id"], 1);
    assert_eq!(boards["param"][0]["board"], start);
    assert_eq!(boards["param"][0]["state"], "ACTIVE");
    assert_eq!(board.whole_reads(), 1);
    let serial = boards["param"][0]["serialnr"].clone();
    let subscribed = call(
        &mut socket,
        json!({"id": 2, "call": "subscribe",
               "param": {"feed": "eboardevent", "id": 7, "param": {"serialnr": serial}}}),
    );
    assert_eq!(subscribed["id"], 2);
    assert_eq!(subscribed["param"], Value::Null);
    board.lift(Square::E2);
    let feed = receive(&mut socket);
    assert_eq!(feed["response"], "feed");
    assert_eq!(feed["id"], 7);
    assert_eq!(
        feed["param"]["board"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR"
    );
    board.duplicate_feeds();
    board.place(Square::E4, PAWN);
    let after = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
    assert_eq!(receive(&mut socket)["param"]["board"], after);
    assert_eq!(receive(&mut socket)["param"]["board"], after);
    assert_eq!(board.whole_reads(), 1);
}

/// Sends `request` and returns the next message.
fn call(socket: &mut WebSocket<MaybeTlsStream<TcpStream>>, request: Value) -> Value {
    socket
        .send(Message::text(request.to_string()))
        .expect("a call sent");
    receive(socket)
}

/// The next text message, as JSON.
fn receive(socket: &mut WebSocket<MaybeTlsStream<TcpStream>>) -> Value {
    loop {
        match socket.read().expect("a message from the double") {
            Message::Text(text) => return serde_json::from_str(text.as_str()).expect("JSON"),
            _ => continue,
        }
    }
}

/// The test's end of a pty: the slave opened by its link, read with a deadline.
#[cfg(unix)]
mod serial {
    use std::{
        fs::File,
        io::{Read, Write},
        os::fd::AsRawFd,
    };

    /// Opens the port at `path` for reading and writing.
    pub(super) fn open(path: &str) -> File {
        File::options()
            .read(true)
            .write(true)
            .open(path)
            .unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// Writes `bytes`.
    pub(super) fn write(port: &File, bytes: &[u8]) {
        (&*port).write_all(bytes).expect("bytes written");
    }

    /// Whether the port has something to read (or has ended) within `ms`.
    fn ready(port: &File, ms: i32) -> bool {
        let mut poll = libc::pollfd {
            fd: port.as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        };
        // SAFETY: one valid pollfd.
        unsafe { libc::poll(&mut poll, 1, ms) > 0 }
    }

    /// Reads exactly `count` bytes, each within 5 s.
    pub(super) fn read(port: &File, count: usize) -> Vec<u8> {
        let mut bytes = vec![0; count];
        let mut got = 0;
        while got < count {
            assert!(ready(port, 5000), "only {got} of {count} bytes came");
            got += (&*port).read(&mut bytes[got..]).expect("bytes read");
        }
        bytes
    }

    /// Whether nothing comes within `ms`.
    pub(super) fn nothing_within(port: &File, ms: i32) -> bool {
        !ready(port, ms)
    }

    /// Whether reading the port ends (an error or nothing), as it does when the board is unplugged.
    pub(super) fn ended(port: &File) -> bool {
        ready(port, 5000) && matches!((&*port).read(&mut [0; 1]), Ok(0) | Err(_))
    }
}
