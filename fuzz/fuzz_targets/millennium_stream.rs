//! The Millennium ChessLink's bytes (`tactus_devices::MillenniumDecoder`): an arbitrary stream decoded whole and cut
//! in two, as the driver does with what a serial port delivers.
//!
//! Input: byte 1 where the stream is cut (as a share of its length); the rest is the stream.
//! Checks: no panic or hang; the stream decodes to the same placements however it is cut, and with the parity bit
//! set on every byte; each placement decoded, written as a status message again, decodes to itself.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tactus_devices::{millennium_status_message, MillenniumDecoder};
use tactus_fuzz::Bytes;

fuzz_target!(|data: &[u8]| {
    let mut input = Bytes::new(data);
    let cut_share = usize::from(input.byte());
    let stream = input.rest();
    let whole = MillenniumDecoder::new().feed(stream);
    let cut = stream.len() * cut_share / 255;
    let mut decoder = MillenniumDecoder::new();
    let mut split = decoder.feed(&stream[..cut]);
    split.extend(decoder.feed(&stream[cut..]));
    assert_eq!(whole, split, "cut at {cut}");
    let with_parity: Vec<u8> = stream.iter().map(|byte| byte | 0x80).collect();
    assert_eq!(MillenniumDecoder::new().feed(&with_parity), whole);
    for placement in whole {
        assert_eq!(
            MillenniumDecoder::new().feed(&millennium_status_message(&placement)),
            [placement]
        );
    }
});
