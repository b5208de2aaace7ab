//! The clock's command language as a script: `tactus clock --virtual-time --script` fed arbitrary lines (`go`,
//! `press`, `white`, `arbiter add black -30s`, `wait 5m`, …) through the real event loop and sinks.
//!
//! Input: byte 1 the time control (`CONTROLS`), byte 2 the cues and the blind players, byte 3 the voice pack; the
//! rest is the script, one command a line.
//! Checks: no panic or hang; the loop ends cleanly; every event is one JSON line, stamped no earlier than the one
//! before; times reported are never negative.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tactus_core::{Blind, ChessClock, ClockSession, Cues, TimeControl};
use tactus_fuzz::{pack, run_script, Bytes, CONTROLS};

fuzz_target!(|data: &[u8]| {
    let mut input = Bytes::new(data);
    let control = CONTROLS[usize::from(input.byte()) % CONTROLS.len()];
    let who = input.byte();
    let cues = [Cues::Own, Cues::Both, Cues::Off][usize::from(who % 3)];
    let blind = [Blind::White, Blind::Black, Blind::Both, Blind::None][usize::from(who / 3 % 4)];
    let pack = pack(input.byte());
    let control = TimeControl::parse_minutes(control).expect("the fuzz controls are valid");
    let mut session = ClockSession::new(
        ChessClock::new(control),
        cues.filter(blind),
        pack.clone(),
        true,
    );
    let (events, _) = run_script(&mut session, &input.text(), pack);
    for event in &events {
        for field in ["white_ms", "black_ms", "remaining_ms"] {
            if let Some(ms) = event[field].as_i64() {
                assert!(ms >= 0, "{event}");
            }
        }
    }
});
