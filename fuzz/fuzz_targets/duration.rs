//! Durations: the arbiter's time adjustments (`arbiter add white +2m`, `arbiter set black 1:05:00`) and `wait 5m`
//! in scripts, through the readers both command languages share (`parse_duration`, `parse_signed_duration`, the
//! clock's `arbiter add|set` read by the grammar, the words of `wait` as one duration), and the adjustment made on a
//! running clock.
//!
//! Input: bytes 1–8 a number of milliseconds (for the `h:mm:ss` round trip); the rest is the typed text.
//! Checks: no panic; every duration read is at most 1000 hours; a duration without a sign reads the same signed; a
//! negative duration is the positive one negated; `format_hms` reads back to the second; an adjustment applied to
//! a clock leaves a time the clock can report.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tactus_core::{
    format_hms, parse_duration, parse_signed_duration, Adjustment, ChessClock, ClockCommand, Side,
    TimeControl, MAX_DURATION_MS,
};
use tactus_fuzz::Bytes;

fuzz_target!(|data: &[u8]| {
    let mut input = Bytes::new(data);
    let mut ms: u64 = 0;
    for _ in 0..8 {
        ms = ms << 8 | u64::from(input.byte());
    }
    let text = input.text();

    let unsigned = parse_duration(&text);
    if let Ok(value) = unsigned {
        assert!(value <= MAX_DURATION_MS, "{text:?} read as {value} ms");
    }
    let signed = parse_signed_duration(&text);
    if let Ok(value) = signed {
        assert!(
            value.unsigned_abs() <= MAX_DURATION_MS,
            "{text:?} read as {value} ms"
        );
    }
    if let Ok(value) = unsigned {
        assert_eq!(signed, Ok(value as i64), "{text:?}");
    }
    if let Some(body) = text.trim().strip_prefix('-') {
        if let Ok(value) = parse_duration(body) {
            assert_eq!(signed, Ok(-(value as i64)), "{text:?}");
        }
    }

    let within = ms % (MAX_DURATION_MS + 1);
    let written = format_hms(within as i64);
    assert_eq!(
        parse_duration(&written),
        Ok(within / 1000 * 1000),
        "{within} ms written {written:?}"
    );

    let lower = text.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    // `wait 5m`: the words after the command read as one duration.
    if let Ok(waited) = parse_duration(&words.concat()) {
        assert!(waited <= MAX_DURATION_MS);
    }
    let control = TimeControl::parse_minutes("90+30").expect("a valid control");
    let mut clock = ChessClock::new(control);
    let _ = clock.start(Side::White, 1_000);
    let adjusting = format!("arbiter {}", words.join(" "));
    for line in [lower.as_str(), adjusting.as_str()] {
        if let Ok(Some(ClockCommand::Arbiter(side, change))) =
            tactus_core::parse_clock_command(line)
        {
            let left = match change {
                Adjustment::Add(delta) => clock.add(side, delta, 2_000),
                Adjustment::Set(value) => clock.set(side, value, 2_000),
            };
            assert_eq!(left, clock.remaining(side, 2_000), "{text:?}");
            let _ = format_hms(left);
            let _ = clock.next_event_at();
            let _ = clock.advance_to(3_000);
        }
    }
});
