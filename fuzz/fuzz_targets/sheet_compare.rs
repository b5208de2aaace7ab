//! Scoresheet comparison: two arbitrary files read as sheets (`scoresheet::Sheet::read`, PGN or movetext in any
//! notation) and compared (`scoresheet::compare`), as `tactus compare A B` and `sheet black --file` do.
//!
//! Input: byte 1 the notation (bits 0–1), the style (bit 2), byte 2 the voice pack; the rest is sheet A, a NUL byte,
//! then sheet B (without a NUL, B is empty).
//! Checks: no panic or hang; the comparison is symmetric (the same agreement and first difference, A and B swapped);
//! the agreed game has as many plies as the sheets agree on, and no more than either sheet holds; sheets that do
//! not differ have the same length; a differing legal entry is a legal move in the agreed position and can be
//! worded; the JSON form serializes.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shakmaty::Position;
use tactus_core::{compare_sheets, Sheet, Style};
use tactus_fuzz::{notation, pack, reader, Bytes};

fuzz_target!(|data: &[u8]| {
    let mut input = Bytes::new(data);
    let config = input.byte();
    let pack = pack(input.byte());
    let reader = reader(notation(config & 3));
    let style = if config & 4 == 0 {
        Style::Short
    } else {
        Style::Long
    };
    let rest = input.rest();
    let (a, b) = match rest.iter().position(|&b| b == 0) {
        Some(at) => (&rest[..at], &rest[at + 1..]),
        None => (rest, &rest[rest.len()..]),
    };
    let (Ok(a), Ok(b)) = (Sheet::read(a, reader), Sheet::read(b, reader)) else {
        return;
    };
    let Ok(ab) = compare_sheets(&a, &b, reader) else {
        assert!(compare_sheets(&b, &a, reader).is_err());
        return;
    };
    let ba = compare_sheets(&b, &a, reader).expect("the comparison is symmetric");
    assert_eq!(ab.agree_until_ply, ba.agree_until_ply);
    assert_eq!((ab.plies_a, ab.plies_b), (ba.plies_b, ba.plies_a));
    match (&ab.first_difference, &ba.first_difference) {
        (None, None) => {
            assert_eq!(ab.plies_a, ab.agree_until_ply);
            assert_eq!(ab.plies_b, ab.agree_until_ply);
        }
        (Some(x), Some(y)) => {
            assert_eq!(
                (x.ply, x.move_number, x.side),
                (y.ply, y.move_number, y.side)
            );
            assert_eq!((&x.a, &x.b), (&y.b, &y.a));
            assert_eq!(x.ply, ab.agree_until_ply + 1);
            let pos = ab.agreed.position();
            for written in [&x.a, &x.b] {
                if let Some(mv) = written.mv {
                    assert!(pos.is_legal(mv));
                    let _ = pack.words_and_san(pos, mv, style);
                }
            }
            assert!(
                x.a != x.b || x.a.mv.is_none(),
                "the sheets differ in the same legal move"
            );
        }
        (x, y) => panic!("not symmetric: {x:?} and {y:?}"),
    }
    assert_eq!(ab.agreed.plies().len(), ab.agree_until_ply);
    assert!(ab.agree_until_ply <= ab.plies_a.min(ab.plies_b));
    serde_json::to_string(&ab.json()).expect("the comparison serializes");
});
