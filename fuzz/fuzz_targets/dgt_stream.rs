//! The DGT e-board's bytes (`tactus_devices::DgtDecoder`): an arbitrary stream decoded whole and cut in two, and
//! every message applied to the board's squares, as the driver does with what a serial port delivers.
//!
//! Input: byte 1 where the stream is cut (as a share of its length); the rest is the stream.
//! Checks: no panic or hang; the stream decodes to the same messages however it is cut; a field update never
//! reports a placement before the first dump; a dump reports exactly its placement.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tactus_devices::{DgtBoard, DgtDecoder, DgtMessage, DgtReport};
use tactus_fuzz::Bytes;

fuzz_target!(|data: &[u8]| {
    let mut input = Bytes::new(data);
    let cut_share = usize::from(input.byte());
    let stream = input.rest();
    let whole = DgtDecoder::new().feed(stream);
    let cut = stream.len() * cut_share / 255;
    let mut decoder = DgtDecoder::new();
    let mut split = decoder.feed(&stream[..cut]);
    split.extend(decoder.feed(&stream[cut..]));
    assert_eq!(whole, split, "cut at {cut}");

    let mut board = DgtBoard::new();
    let mut dumped = false;
    for message in whole {
        let report = board.apply(message);
        match (message, report) {
            (DgtMessage::BoardDump(placement), report) => {
                assert_eq!(report, Some(DgtReport::Whole(placement)));
                dumped = true;
            }
            (DgtMessage::FieldUpdate { square, piece }, Some(DgtReport::Changed(placement))) => {
                assert!(dumped);
                assert_eq!(placement.piece_at(square), piece);
            }
            (DgtMessage::FieldUpdate { .. }, report) => assert!(!dumped && report.is_none()),
            (DgtMessage::Lever { right_high }, report) => {
                assert_eq!(report, Some(DgtReport::Lever { right_high }));
            }
        }
    }
});
