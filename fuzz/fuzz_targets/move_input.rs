//! Move input: an arbitrary line read by `MoveReader` (as `tactus play` and `announce` read a typed move) against a
//! position reached by a few random legal plies, in each notation, with every shipped pack's words.
//!
//! Input: byte 1 the notation (low bits) and the start position (`FENS`, high bits), byte 2 the number of plies,
//! byte 3 the seed choosing them, byte 4 the pack that words the answer; the rest is the typed line.
//! Checks: no panic; an accepted move is legal there; its coordinates read back as the same move, and in English
//! notation its SAN too; a refusal can be worded.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shakmaty::{san::SanPlus, uci::UciMove, Position};
use tactus_core::{announce, Notation, Style};
use tactus_fuzz::{notation, pack, position, reader, Bytes};

fuzz_target!(|data: &[u8]| {
    let mut input = Bytes::new(data);
    let config = input.byte();
    let plies = input.byte() % 80;
    let seed = input.byte();
    let pack = pack(input.byte());
    let notation = notation(config & 0x0f);
    let pos = position(config >> 4, plies, seed);
    let line = input.text();
    let reader = reader(notation);
    match reader.read(&pos, &line) {
        Ok(mv) => {
            assert!(
                pos.is_legal(mv),
                "{line:?} gave an illegal move {mv:?} in {pos:?}"
            );
            let uci = UciMove::from_standard(mv).to_string();
            assert_eq!(
                reader.read(&pos, &uci),
                Ok(mv),
                "{line:?}: its coordinates {uci} read back otherwise"
            );
            if notation == Notation::En {
                let san = SanPlus::from_move(pos.clone(), mv).to_string();
                assert_eq!(
                    reader.read(&pos, &san),
                    Ok(mv),
                    "{line:?}: its SAN {san} reads back otherwise"
                );
            }
            let _ = pack.text(&announce(&pos, mv, Style::Long));
            let _ = pack.words_and_san(&pos, mv, Style::Short);
        }
        Err(problem) => {
            let _ = pack.describe_error(&line, &problem);
        }
    }
});
