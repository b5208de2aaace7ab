//! Voice pack loading: arbitrary text read as a `pack.toml` (`VoicePack::parse`, what `--voice PATH` loads), seeded
//! with the shipped packs so that the fuzzer mutates real ones.
//!
//! Input: the file's text.
//! Checks: no panic; a pack is refused with a message naming the pack and the file, or loaded complete: every
//! word, number and phrase can be asked for, moves can be announced and refused in its words, and a move reader can
//! be made with its vocabulary and read with it.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shakmaty::{Chess, Position};
use tactus_core::{announce, MoveError, MoveReader, Notation, PhraseKey, Style, VoicePack};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let pack = match VoicePack::parse("fuzz", "fuzz/pack.toml", text) {
        Ok(pack) => pack,
        Err(problem) => {
            let message = problem.to_string();
            assert!(message.contains("fuzz/pack.toml"), "{message}");
            return;
        }
    };
    for &key in PhraseKey::ALL {
        let _ = pack.phrase(key, &[]);
    }
    for n in [0, 7, 42, 99, 100, 101, 999, 1000, u32::MAX] {
        let _ = pack.number(n);
    }
    let _ = (pack.sayable(), pack.spoken("Eva vier"));
    let pos = Chess::default();
    for mv in pos.legal_moves() {
        let words = announce(&pos, mv, Style::Long);
        let _ = (pack.text(&words), pack.say(&words));
    }
    let reader = MoveReader::new(Notation::En, [&pack]);
    let said = pack.text(&announce(&pos, pos.legal_moves()[0], Style::Long));
    match reader.read(&pos, &said) {
        Ok(mv) => assert!(pos.is_legal(mv)),
        Err(problem) => {
            let _ = pack.describe_error(&said, &problem);
        }
    }
    let _ = pack.describe_error("xyzzy", &MoveError::Unreadable);
});
