//! Journal loading: arbitrary bytes read as a journal file (`tactus_core::read_journal_bytes`, what `tactus resume` and `export`
//! read) and, when they hold records, replayed into a game (`session::replay`) and exported.
//!
//! Input: byte 1 the voice pack; the rest is the file.
//! Checks: no panic or hang; a journal is refused with a message or read; read records replay_game or are refused with
//! the line and the reason; a replayed game exports as PGN, text and braille, and its clock answers at the last
//! instant.

#![no_main]

use std::sync::Arc;

use libfuzzer_sys::fuzz_target;
use tactus_core::{replay_game, Record, Style, Wording};
use tactus_fuzz::{pack, Bytes};

fuzz_target!(|data: &[u8]| {
    let mut input = Bytes::new(data);
    let pack = pack(input.byte());
    let contents = match tactus_core::read_journal_bytes::<Record>("fuzz.jsonl", input.rest()) {
        Ok(contents) => contents,
        Err(problem) => {
            assert!(!problem.to_string().is_empty());
            return;
        }
    };
    let wording = Arc::new(Wording {
        pack: pack.clone(),
        style: Style::Short,
    });
    match replay_game(&contents.records, wording.clone()) {
        Ok((mut state, last)) => {
            let _ = state.clock_events_until(last);
            let _ = state.times(last);
            let _ = state.envelope(Some("Sunday".into()), "2026-11-22T10:00:00Z".into(), last);
            let _ = (
                tactus_core::game_pgn(&state),
                tactus_core::text_export(&state, &wording),
                tactus_core::braille_export(&state, &wording),
            );
        }
        Err(problem) => assert!(!problem.to_string().is_empty()),
    }
});
