//! The DGT decoder on hand-made streams shaped as the protocol's messages, in every split.

use super::*;
use crate::eboard::splits::decodes_in_every_split;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

fn start() -> Placement {
    Placement::from_fen(START).unwrap()
}

/// A board dump of `placement`: `86 00 43` and 64 piece codes, a8 first.
fn dump(placement: &Placement) -> Vec<u8> {
    let mut bytes = vec![0x86, 0x00, 0x43];
    bytes.extend((0..64).map(|field| code_of(placement.piece_at(square_of(field).unwrap()))));
    bytes
}

fn update(square: Square, piece: Option<Piece>) -> Vec<u8> {
    vec![0x8e, 0x00, 0x05, field_of(square), code_of(piece)]
}

/// A clock time message with `status` as its byte 9 (both clocks at 0:05:00).
fn bwtime(status: u8) -> Vec<u8> {
    vec![0x8d, 0x00, 0x0a, 0x00, 0x05, 0x00, 0x00, 0x05, 0x00, status]
}

fn pawn(color: Color) -> Option<Piece> {
    Some(Piece {
        color,
        role: Role::Pawn,
    })
}

fn decode_all(stream: &[u8], expected: &[DgtMessage]) {
    decodes_in_every_split(stream, expected, DgtDecoder::new, DgtDecoder::feed);
}

#[test]
fn fields_are_numbered_from_a8_to_h1() {
    assert_eq!(square_of(0), Some(Square::A8));
    assert_eq!(square_of(7), Some(Square::H8));
    assert_eq!(square_of(8), Some(Square::A7));
    assert_eq!(square_of(63), Some(Square::H1));
    assert_eq!(square_of(64), None);
    assert!(Square::ALL
        .into_iter()
        .all(|square| square_of(usize::from(field_of(square))) == Some(square)));
}

#[test]
fn a_dump_of_the_start_position_reads_as_it() {
    let bytes = dump(&start());
    assert_eq!(bytes.len(), 67);
    assert_eq!(
        &bytes[3..11],
        &[0x08, 0x09, 0x0a, 0x0c, 0x0b, 0x0a, 0x09, 0x08]
    );
    decode_all(&bytes, &[DgtMessage::BoardDump(start())]);
}

#[test]
fn a_session_with_garbage_unknown_ids_and_the_clock_reads_in_every_split() {
    let mut stream = vec![0x00, 0x13, 0x7f];
    stream.extend(dump(&start()));
    stream.extend([0x91, 0x00, 0x08, 0x01, 0x02, 0x03, 0x04, 0x05]);
    stream.extend(update(Square::E2, None));
    stream.extend(bwtime(0x02 | 0x01));
    stream.extend([0x93, 0x00, 0x05, 0x01, 0x02]);
    stream.extend([0x42, 0x42]);
    stream.extend(update(Square::E4, pawn(Color::White)));
    stream.extend(bwtime(0x01));
    decode_all(
        &stream,
        &[
            DgtMessage::BoardDump(start()),
            DgtMessage::FieldUpdate {
                square: Square::E2,
                piece: None,
            },
            DgtMessage::Lever { right_high: true },
            DgtMessage::FieldUpdate {
                square: Square::E4,
                piece: pawn(Color::White),
            },
            DgtMessage::Lever { right_high: false },
        ],
    );
}

#[test]
fn a_message_cut_short_gives_way_to_the_next() {
    let mut stream = dump(&start());
    stream.truncate(20);
    stream.extend(update(Square::D7, None));
    stream.extend([0x8e, 0x00]);
    stream.extend(update(Square::D5, pawn(Color::Black)));
    decode_all(
        &stream,
        &[
            DgtMessage::FieldUpdate {
                square: Square::D7,
                piece: None,
            },
            DgtMessage::FieldUpdate {
                square: Square::D5,
                piece: pawn(Color::Black),
            },
        ],
    );
}

#[test]
fn absurd_lengths_and_contents_are_skipped() {
    let mut stream = vec![0x86, 0x00, 0x44]; // a dump one byte too long
    stream.extend([0x99, 0x7f, 0x7f]); // 16383 bytes: longer than any message
    stream.extend([0x9a, 0x00, 0x02]); // shorter than its own header
    stream.extend([0x8e, 0x00, 0x05, 0x40, 0x01]); // field 64
    stream.extend([0x8e, 0x00, 0x05, 0x10, 0x1f]); // no piece code
    stream.extend(update(Square::A1, None));
    decode_all(
        &stream,
        &[DgtMessage::FieldUpdate {
            square: Square::A1,
            piece: None,
        }],
    );
}

#[test]
fn clock_acknowledgements_and_a_missing_clock_tell_no_lever() {
    let mut acknowledgement = bwtime(0x02);
    acknowledgement[3] = 0x0a;
    let mut other_acknowledgement = bwtime(0x02);
    other_acknowledgement[6] = 0x1a;
    let mut stream = acknowledgement;
    stream.extend(other_acknowledgement);
    stream.extend(bwtime(0x02 | NO_CLOCK));
    stream.extend(bwtime(0x02 | 0x08));
    decode_all(&stream, &[DgtMessage::Lever { right_high: true }]);
}

#[test]
fn magic_pieces_stand_on_no_square() {
    let mut bytes = dump(&Placement::empty());
    bytes[3 + 27] = 0x0d;
    decode_all(&bytes, &[DgtMessage::BoardDump(Placement::empty())]);
}

#[test]
fn field_updates_become_placements_after_the_first_dump() {
    let mut board = DgtBoard::new();
    let lifted = DgtMessage::FieldUpdate {
        square: Square::E2,
        piece: None,
    };
    assert_eq!(board.apply(lifted), None);
    assert_eq!(
        board.apply(DgtMessage::BoardDump(start())),
        Some(DgtReport::Whole(start()))
    );
    let mut after = start();
    after.set(Square::E2, None);
    assert_eq!(board.apply(lifted), Some(DgtReport::Changed(after)));
    after.set(Square::E4, pawn(Color::White));
    let placed = DgtMessage::FieldUpdate {
        square: Square::E4,
        piece: pawn(Color::White),
    };
    assert_eq!(board.apply(placed), Some(DgtReport::Changed(after)));
    assert_eq!(
        board.apply(DgtMessage::Lever { right_high: false }),
        Some(DgtReport::Lever { right_high: false })
    );
    assert_eq!(after.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
}
