//! Cue and flag timing tables for `events.rs`: the edge cases of the "from above" rule, to the millisecond.

use crate::clock::{ChessClock, ClockEvent, CueFilter, CueLevel, Side, TimeControl};

const W: Side = Side::White;
const B: Side = Side::Black;
const M: i64 = 60_000;
const S: i64 = 1_000;

fn clock(control: &str) -> ChessClock {
    ChessClock::new(TimeControl::parse_minutes(control).unwrap())
}

fn cue(at_ms: u64, side: Side, level: CueLevel, remaining_ms: i64) -> ClockEvent {
    ClockEvent::Cue {
        at_ms,
        side,
        level,
        remaining_ms,
    }
}

fn flag(at_ms: u64, side: Side) -> ClockEvent {
    ClockEvent::Flag { at_ms, side }
}

/// Collects the events one at a time, as the event loop does: sleep until `next_event_at`, then `advance_to` it.
fn drain_by_sleeping(clock: &mut ChessClock, until: u64) -> Vec<ClockEvent> {
    let mut events = Vec::new();
    while let Some(at) = clock.next_event_at().filter(|&at| at <= until) {
        let batch = clock.advance_to(at);
        assert!(!batch.is_empty(), "woken at {at} for nothing");
        assert!(batch.iter().all(|event| event.at_ms() == at));
        events.extend(batch);
    }
    events
}

#[test]
fn a_clock_starting_at_fifteen_minutes_cues_from_ten() {
    use CueLevel::{FiveMinutes, Minute, Seconds};
    let mut clock = clock("15");
    assert_eq!(clock.next_event_at(), None);
    clock.start(W, 0).unwrap();
    let expected = vec![
        cue(300_000, W, FiveMinutes, 10 * M),
        cue(600_000, W, FiveMinutes, 5 * M),
        cue(660_000, W, Minute, 4 * M),
        cue(720_000, W, Minute, 3 * M),
        cue(780_000, W, Minute, 2 * M),
        cue(840_000, W, Minute, M),
        cue(870_000, W, Seconds, 30 * S),
        cue(890_000, W, Seconds, 10 * S),
        flag(900_000, W),
    ];
    let mut sleeping = clock.clone();
    assert_eq!(drain_by_sleeping(&mut sleeping, u64::MAX), expected);
    assert_eq!(sleeping.next_event_at(), None);
    assert_eq!(clock.advance_to(899_999), expected[..8]);
    assert_eq!(clock.advance_to(900_000), expected[8..]);
    assert_eq!(clock.advance_to(u64::MAX), vec![]);
}

#[test]
fn first_cues_by_starting_time() {
    use CueLevel::{FifteenMinutes, FiveMinutes, Minute, Seconds};
    for (control, first) in [
        ("90", cue(300_000, W, FiveMinutes, 85 * M)),
        ("16", cue(60_000, W, FifteenMinutes, 15 * M)),
        ("10", cue(300_000, W, FiveMinutes, 5 * M)),
        ("6", cue(60_000, W, FiveMinutes, 5 * M)),
        ("5", cue(60_000, W, Minute, 4 * M)),
        ("1", cue(30_000, W, Seconds, 30 * S)),
        ("90d5", cue(305_000, W, FiveMinutes, 85 * M)),
        ("90b5", cue(300_000, W, FiveMinutes, 85 * M)),
    ] {
        let mut clock = clock(control);
        clock.start(W, 0).unwrap();
        assert_eq!(clock.next_event_at(), Some(first.at_ms()), "{control}");
        assert_eq!(clock.advance_to(first.at_ms()), vec![first], "{control}");
    }
}

#[test]
fn the_flag_falls_exactly_at_zero() {
    let mut clock = clock("1");
    clock.start(W, 0).unwrap();
    assert_eq!(clock.advance_to(59_999).len(), 2);
    assert_eq!(clock.next_event_at(), Some(60_000));
    assert_eq!(clock.remaining(W, 59_999), 1);
    assert_eq!(clock.advance_to(60_000), vec![flag(60_000, W)]);
    assert_eq!(clock.remaining(W, 60_000), 0);
    assert_eq!(clock.next_event_at(), None);
    assert_eq!(clock.advance_to(120_000), vec![]);
}

#[test]
fn an_increment_lifting_the_time_just_above_a_mark_does_not_repeat_its_cue() {
    let mut clock = clock("5+3");
    clock.set_times(4 * M + S, 5 * M, 0);
    clock.start(W, 0).unwrap();
    clock.press(2_000).unwrap(); // 3:59 + 3 s = 4:02: lifted back above 4:00
    assert_eq!(clock.remaining(W, 2_000), 4 * M + 2 * S);
    clock.press(3_000).unwrap(); // Black started at 5:00 exactly: no cue, the mark counts as passed; 4:59 + 3 s
    assert_eq!(clock.remaining(B, 3_000), 5 * M + 2 * S);
    clock.press(4_000).unwrap(); // White 4:01 + 3 s
    clock.press(6_000).unwrap(); // Black runs down from 5:02 to 5:00: lifted by less than a step, no cue again
    assert_eq!(
        clock.advance_to(6_000),
        vec![cue(1_000, W, CueLevel::Minute, 4 * M)]
    );
    // White, at 4:04, does not cue for 4:00 again (it was not a whole minute above it): its next cue is 3:00.
    assert_eq!(clock.next_event_at(), Some(70_000));
}

#[test]
fn a_game_starting_at_a_mark_gives_no_cue_for_it_in_its_first_moves() {
    // 5+3 and 15+10: each increment lifts the clock just above its starting mark; it runs down to it again a few
    // seconds in, which is no news. The next cue is the next mark down.
    for (control, start, next) in [("5+3", 5 * M, 4 * M), ("15+10", 15 * M, 10 * M)] {
        let mut clock = clock(control);
        clock.start(W, 0).unwrap();
        clock.press(1_000).unwrap(); // White: start - 1 s + increment
        clock.press(2_000).unwrap(); // Black likewise
        let events = drain_by_sleeping(&mut clock, 30_000);
        assert_eq!(events, vec![], "{control}");
        let first = drain_by_sleeping(&mut clock, u64::MAX)[0];
        assert!(
            matches!(first, ClockEvent::Cue { side: W, remaining_ms, .. } if remaining_ms == next),
            "{control}: {first:?} after starting at {start}"
        );
    }
}

#[test]
fn a_clock_lifted_a_whole_step_above_a_mark_cues_for_it_again() {
    let mut clock = clock("3+30");
    clock.start(W, 0).unwrap();
    clock.press(61_000).unwrap(); // 1:59 + 30 s = 2:29: the 2:00 cue fired at 60 s
    clock.press(62_000).unwrap();
    clock.press(63_000).unwrap(); // 2:28 + 30 s = 2:58
    clock.press(64_000).unwrap();
    clock.press(65_000).unwrap(); // 2:57 + 30 s = 3:27: a whole minute above 2:00
    clock.press(66_000).unwrap();
    let events: Vec<ClockEvent> = clock
        .advance_to(66_000 + 90_000)
        .into_iter()
        .filter(|e| e.side() == W)
        .collect();
    // From 3:27 White passes 3:00 without a cue (the clock started at it, and was never a whole minute above it)
    // and cues at 2:00 again, now that the clock was a whole minute above it.
    assert_eq!(
        events,
        vec![
            cue(60_000, W, CueLevel::Minute, 2 * M),
            cue(153_000, W, CueLevel::Minute, 2 * M)
        ]
    );
}

#[test]
fn a_press_exactly_at_a_mark_reports_the_cue() {
    // Whether or not the caller collected events just before pressing, the cue at the press instant is given once.
    for collect_first in [false, true] {
        let mut clock = clock("10+5");
        clock.set_times(10 * M + S, 10 * M, 0);
        clock.start(W, 0).unwrap();
        let mut events = if collect_first {
            clock.advance_to(1_000)
        } else {
            vec![]
        };
        clock.press(1_000).unwrap();
        events.extend(clock.advance_to(1_000));
        assert_eq!(
            events,
            vec![cue(1_000, W, CueLevel::FiveMinutes, 10 * M)],
            "{collect_first}"
        );
        assert_eq!(clock.remaining(W, 1_000), 10 * M + 5 * S);
        // Black starts at 10:00 exactly: its first cue is 5:00.
        assert_eq!(clock.next_event_at(), Some(301_000));
    }
}

#[test]
fn a_pause_across_a_mark_defers_the_cue_to_when_the_clock_reaches_it() {
    let mut clock = clock("15");
    clock.start(W, 0).unwrap();
    clock.pause(299_000).unwrap(); // 10:01 left
    assert_eq!(clock.next_event_at(), None);
    assert_eq!(clock.advance_to(1_000_000), vec![]);
    clock.resume(1_000_000).unwrap();
    assert_eq!(clock.next_event_at(), Some(1_001_000));
    assert_eq!(
        clock.advance_to(1_001_000),
        vec![cue(1_001_000, W, CueLevel::FiveMinutes, 10 * M)]
    );
}

#[test]
fn a_pause_exactly_at_a_mark_cues_once() {
    let mut clock = clock("15");
    clock.start(W, 0).unwrap();
    clock.pause(300_000).unwrap();
    clock.resume(400_000).unwrap();
    assert_eq!(
        clock.advance_to(700_000),
        vec![
            cue(300_000, W, CueLevel::FiveMinutes, 10 * M),
            cue(700_000, W, CueLevel::FiveMinutes, 5 * M),
        ]
    );
}

#[test]
fn a_simple_delay_shifts_the_cues() {
    for (start_ms, press_at, events) in [
        // 10:02 and a 5 s delay: the main time reaches 10:00 seven seconds into the turn.
        (
            10 * M + 2 * S,
            8_000,
            vec![cue(7_000, W, CueLevel::FiveMinutes, 10 * M)],
        ),
        // Pressed within the delay and the two seconds after it: no cue, the main time never reached 10:00.
        (10 * M + 2 * S, 6_000, vec![]),
        (10 * M + 2 * S, 4_000, vec![]),
        // Starting exactly at 10:00: the delay runs first, then the clock leaves the mark without a cue.
        (10 * M, 8_000, vec![]),
    ] {
        let mut clock = clock("15d5");
        clock.set_times(start_ms, 15 * M, 0);
        clock.start(W, 0).unwrap();
        clock.press(press_at).unwrap();
        assert_eq!(
            clock.advance_to(press_at),
            events,
            "{start_ms} pressed at {press_at}"
        );
    }
}

#[test]
fn both_clocks_cue_and_the_filter_chooses() {
    let mut clock = clock("15");
    clock.start(W, 0).unwrap();
    clock.press(300_001).unwrap();
    clock.set(W, 20 * S, 300_001);
    clock.press(600_001).unwrap();
    let events = clock.advance_to(620_001);
    assert_eq!(
        events,
        vec![
            cue(300_000, W, CueLevel::FiveMinutes, 10 * M),
            cue(600_001, B, CueLevel::FiveMinutes, 10 * M),
            cue(610_001, W, CueLevel::Seconds, 10 * S),
            flag(620_001, W),
        ]
    );
    for (filter, kept) in [
        (CueFilter::Both, vec![0, 1, 2, 3]),
        (CueFilter::Own(W), vec![0, 2, 3]),
        (CueFilter::Own(B), vec![1, 3]),
        (CueFilter::Off, vec![3]),
    ] {
        let passed: Vec<ClockEvent> = events
            .iter()
            .copied()
            .filter(|e| filter.allows(e))
            .collect();
        let expected: Vec<ClockEvent> = kept.iter().map(|&i| events[i]).collect();
        assert_eq!(passed, expected, "{filter:?}");
    }
}

#[test]
fn the_arbiter_moving_a_running_clock_skips_or_rearms_marks() {
    // Set down from 14:59 to 2:30: no cues for the marks jumped over.
    let mut down = clock("15");
    down.start(W, 0).unwrap();
    down.set(W, 150 * S, 1_000);
    assert_eq!(
        down.advance_to(31_000),
        vec![cue(31_000, W, CueLevel::Minute, 2 * M)]
    );
    // Lifted from 4:30 to 6:30: no cue on the way up, 5:00 and 4:00 again on the way down.
    let mut up = clock("5");
    up.start(W, 0).unwrap();
    up.add(W, 2 * M, 30_000);
    assert_eq!(
        up.advance_to(180_000),
        vec![
            cue(120_000, W, CueLevel::FiveMinutes, 5 * M),
            cue(180_000, W, CueLevel::Minute, 4 * M),
        ]
    );
    // A clock set to zero while running flags at once; time added after the flag re-arms it.
    let mut zero = clock("5");
    zero.start(W, 0).unwrap();
    zero.set(W, 0, 5_000);
    assert_eq!(zero.advance_to(5_000), vec![flag(5_000, W)]);
    zero.add(W, 15 * S, 6_000);
    assert_eq!(
        zero.advance_to(21_000),
        vec![cue(11_000, W, CueLevel::Seconds, 10 * S), flag(21_000, W)]
    );
}

#[test]
fn no_events_without_a_running_clock() {
    let mut clock = clock("1");
    assert_eq!(clock.advance_to(u64::MAX), vec![]);
    clock.start(B, 0).unwrap();
    clock.pause(1).unwrap();
    assert_eq!(clock.next_event_at(), None);
    assert_eq!(clock.advance_to(u64::MAX), vec![]);
}
