//! Time controls: arbitrary text read as `--time` minutes (`TimeControl::parse_minutes`) and as a PGN `TimeControl`
//! tag (`parse_pgn`), as `tactus clock`, `play` and the PGN export read them.
//!
//! Input: byte 1 picks the syntax (even: minutes, odd: PGN); the rest is the text.
//! Checks: no panic; an accepted control is valid (periods, times within 1000 hours), its PGN form reads back equal
//! (a control in minutes is whole seconds, so nothing is lost), its pace, penalty and period arithmetic work for
//! any move count, and a clock runs on it; a refusal has a message.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tactus_core::{ChessClock, Side, TimeControl, MAX_DURATION_MS};
use tactus_fuzz::Bytes;

fuzz_target!(|data: &[u8]| {
    let mut input = Bytes::new(data);
    let pgn = input.byte() % 2 == 1;
    let text = input.text();
    let parsed = if pgn {
        TimeControl::parse_pgn(&text)
    } else {
        TimeControl::parse_minutes(&text)
    };
    let control = match parsed {
        Ok(control) => control,
        Err(problem) => {
            assert!(!problem.to_string().is_empty());
            return;
        }
    };
    let periods = control.periods();
    assert!(!periods.is_empty());
    for (index, period) in periods.iter().enumerate() {
        assert!(
            period.time_ms > 0 && period.time_ms <= MAX_DURATION_MS,
            "{text:?}: {period:?}"
        );
        assert!(
            period.mode.bonus_ms() <= MAX_DURATION_MS,
            "{text:?}: {period:?}"
        );
        assert_ne!(period.moves, Some(0), "{text:?}");
        assert!(
            period.moves.is_some() || index == periods.len() - 1,
            "{text:?}"
        );
    }
    let written = control.to_pgn();
    assert_eq!(written, control.to_string());
    let again = TimeControl::parse_pgn(&written).unwrap_or_else(|e| {
        panic!("{text:?} was written {written:?}, which does not read back: {e}")
    });
    if pgn
        || periods
            .iter()
            .all(|p| p.time_ms % 1000 == 0 && p.mode.bonus_ms() % 1000 == 0)
    {
        assert_eq!(again, control, "{text:?} was written {written:?}");
    }
    let _ = (control.pace(), control.penalty_ms(), control.initial_ms());
    for moves in [0, 1, 39, 40, 41, 1000, u32::MAX - 1, u32::MAX] {
        let index = control.period_index(moves);
        assert!(index < periods.len());
        if let Some(left) = control.moves_to_control(moves) {
            assert!(
                left >= 1,
                "{text:?}: {left} moves to the control after {moves}"
            );
        }
    }
    let mut clock = ChessClock::new(control.clone());
    let _ = clock.start(Side::White, 0);
    let mut now = 0;
    for _ in 0..6 {
        now += 1500;
        let _ = clock.press(now);
        let _ = clock.advance_to(now);
        let _ = clock.next_event_at();
    }
    let _ = clock.remaining(Side::White, u64::MAX / 2);
    let _ = clock.advance_to(u64::MAX / 2);
});
