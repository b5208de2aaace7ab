//! The Millennium decoder on hand-made streams shaped as the protocol's messages, in every split.

use super::*;
use crate::eboard::splits::decodes_in_every_split;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

fn placement(fen: &str) -> Placement {
    Placement::from_fen(fen).unwrap()
}

fn decode_all(stream: &[u8], expected: &[Placement]) {
    decodes_in_every_split(
        stream,
        expected,
        MillenniumDecoder::new,
        MillenniumDecoder::feed,
    );
}

/// The bytes as a link that does not strip the parity bit passes them on: odd parity in the high bit.
fn with_parity(bytes: &[u8]) -> Vec<u8> {
    bytes
        .iter()
        .map(|byte| {
            if byte.count_ones() % 2 == 0 {
                byte | 0x80
            } else {
                *byte
            }
        })
        .collect()
}

#[test]
fn commands_carry_their_check() {
    assert_eq!(status_command(), b"S53");
    assert_eq!(command("V"), b"V56");
    assert_eq!(report_changes_command(), b"W020356");
    assert_eq!(
        &command("W0203")[5..],
        format!("{:02X}", b'W' ^ b'0' ^ b'2' ^ b'0' ^ b'3').as_bytes()
    );
}

#[test]
fn the_start_position_reads_from_a8_to_h1() {
    let message = status_message(&placement(START));
    assert_eq!(message.len(), 67);
    assert_eq!(&message[..17], b"srnbqkbnrpppppppp");
    assert_eq!(&message[49..65], b"PPPPPPPPRNBQKBNR");
    decode_all(&message, &[placement(START)]);
}

#[test]
fn the_parity_bit_is_masked_off() {
    let message = with_parity(&status_message(&placement(START)));
    assert!(message.iter().any(|byte| byte & 0x80 != 0));
    decode_all(&message, &[placement(START)]);
}

#[test]
fn other_replies_and_garbage_are_skipped_in_every_split() {
    let after_e4 = placement("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
    let mut stream = b"\r\n?".to_vec();
    stream.extend(command("v0102"));
    stream.extend(status_message(&placement(START)));
    stream.extend(command("w0203"));
    stream.extend(command("x"));
    stream.extend(b"zz");
    stream.extend(command("r0203"));
    stream.extend(command("l"));
    stream.extend(with_parity(&status_message(&after_e4)));
    decode_all(&stream, &[placement(START), after_e4]);
}

#[test]
fn a_bad_check_drops_the_message() {
    let mut bad = status_message(&placement(START));
    bad[66] = if bad[66] == b'0' { b'1' } else { b'0' };
    let mut stream = bad;
    let mut signed = status_message(&placement(START));
    signed[65] = b'+';
    stream.extend(signed);
    let empty = Placement::empty();
    stream.extend(status_message(&empty));
    decode_all(&stream, &[empty]);
}

#[test]
fn a_status_cut_short_gives_way_to_the_next() {
    let after_e4 = placement("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
    let mut stream = status_message(&placement(START));
    stream.truncate(30);
    stream.extend(status_message(&after_e4));
    let mut cut_in_check = status_message(&placement(START));
    cut_in_check.truncate(66);
    stream.extend(cut_in_check);
    stream.extend(status_message(&after_e4));
    decode_all(&stream, &[after_e4, after_e4]);
}
