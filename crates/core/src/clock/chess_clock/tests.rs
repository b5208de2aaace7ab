//! Press-by-press tables for `chess_clock.rs` (kept beside it, in a file of their own, so each stays readable).

use super::*;
use crate::clock::TimeControl;

const W: Side = Side::White;
const B: Side = Side::Black;

#[derive(Clone, Copy, Debug)]
enum Op {
    Go(Side),
    Press,
    PressBy(Side),
    Pause,
    Resume,
    Add(Side, i64),
    Set(Side, i64),
    Penalty(Side),
    Times(i64, i64),
    /// Only read the times.
    Look,
}

/// Runs `(now, op, white_ms, black_ms)` steps, checking both remaining times at `now` after each.
fn run(control: &str, steps: &[(u64, Op, i64, i64)]) -> ChessClock {
    let mut clock = ChessClock::new(TimeControl::parse_minutes(control).unwrap());
    for &(now, op, white, black) in steps {
        apply(&mut clock, now, op).unwrap_or_else(|e| panic!("{control} {op:?} at {now}: {e}"));
        let times = (clock.remaining(W, now), clock.remaining(B, now));
        assert_eq!(times, (white, black), "{control}: after {op:?} at {now}");
    }
    clock
}

fn apply(clock: &mut ChessClock, now: u64, op: Op) -> Result<(), ClockError> {
    match op {
        Op::Go(side) => clock.start(side, now)?,
        Op::Press => drop(clock.press(now)?),
        Op::PressBy(side) => drop(clock.press_by(side, now)?),
        Op::Pause => clock.pause(now)?,
        Op::Resume => clock.resume(now)?,
        Op::Add(side, ms) => drop(clock.add(side, ms, now)),
        Op::Set(side, ms) => drop(clock.set(side, ms, now)),
        Op::Penalty(side) => drop(clock.penalty(side, now)),
        Op::Times(white, black) => clock.set_times(white, black, now),
        Op::Look => {}
    }
    Ok(())
}

#[test]
fn sudden_death() {
    let clock = run(
        "5",
        &[
            (0, Op::Look, 300_000, 300_000),
            (0, Op::Go(W), 300_000, 300_000),
            (4_000, Op::Look, 296_000, 300_000),
            (10_000, Op::Press, 290_000, 300_000),
            (25_000, Op::Press, 290_000, 285_000),
            (26_000, Op::Press, 289_000, 285_000),
        ],
    );
    assert_eq!((clock.moves_completed(W), clock.moves_completed(B)), (2, 1));
    assert_eq!(clock.state(), ClockState::Running(B));
}

#[test]
fn fischer_increment() {
    run(
        "5+3",
        &[
            (0, Op::Go(W), 300_000, 300_000),
            (10_000, Op::Press, 293_000, 300_000),
            (20_000, Op::Press, 293_000, 293_000),
            (21_000, Op::Press, 295_000, 293_000),
            (21_500, Op::Press, 295_000, 295_500),
        ],
    );
}

#[test]
fn simple_delay() {
    run(
        "5d5",
        &[
            (0, Op::Go(W), 300_000, 300_000),
            (3_000, Op::Look, 300_000, 300_000),
            (3_000, Op::Press, 300_000, 300_000),
            (8_000, Op::Look, 300_000, 300_000),
            (12_000, Op::Press, 300_000, 296_000),
            (17_000, Op::Press, 300_000, 296_000),
            (27_000, Op::Look, 300_000, 291_000),
        ],
    );
}

#[test]
fn bronstein_delay() {
    run(
        "5b5",
        &[
            (0, Op::Go(W), 300_000, 300_000),
            (3_000, Op::Look, 297_000, 300_000),
            (3_000, Op::Press, 300_000, 300_000),
            (12_000, Op::Press, 300_000, 296_000),
            (15_000, Op::Look, 297_000, 296_000),
            (15_000, Op::Press, 300_000, 296_000),
        ],
    );
}

#[test]
fn periods_add_time_after_the_last_move_and_carry_over() {
    // 2 moves in 10 minutes, then 5 minutes for the rest; 5 s increment in both.
    let clock = run(
        "2/10+5,5+5",
        &[
            (0, Op::Go(W), 600_000, 600_000),
            (60_000, Op::Press, 545_000, 600_000),
            (120_000, Op::Press, 545_000, 545_000),
            // White's 2nd move completes the period: 485 + 5 + 300 s.
            (180_000, Op::Press, 790_000, 545_000),
            (240_000, Op::Press, 790_000, 790_000),
            // Third move: the second period's increment, no more time.
            (300_000, Op::Press, 735_000, 790_000),
        ],
    );
    assert_eq!(
        (clock.period_index(W), clock.moves_to_control(W)),
        (1, None)
    );
}

#[test]
fn forty_moves_in_ninety_then_thirty() {
    let mut clock = ChessClock::new(TimeControl::parse_minutes("40/90+30,30+30").unwrap());
    clock.start(W, 0).unwrap();
    let mut now = 0;
    for ply in 1..=80u32 {
        now += 60_000;
        let press = clock.press(now).unwrap();
        let expected_period = (ply >= 79).then_some(1);
        assert_eq!(press.new_period, expected_period, "ply {ply}");
        assert_eq!(press.bonus_ms, 30_000);
    }
    // 90 min - 40 × 60 s + 40 × 30 s = 70 min, plus 30 min after the 40th move.
    assert_eq!(clock.remaining(W, now), 100 * 60_000);
    assert_eq!(clock.remaining(B, now), 100 * 60_000);
    assert_eq!(clock.moves_to_control(W), None);
}

#[test]
fn repeating_last_period() {
    let clock = run(
        "1/10,1/5",
        &[
            (0, Op::Go(W), 600_000, 600_000),
            (60_000, Op::Press, 840_000, 600_000),
            (60_000, Op::Press, 840_000, 900_000),
            (120_000, Op::Press, 1_080_000, 900_000),
        ],
    );
    assert_eq!(clock.period_index(W), 1);
    assert_eq!(clock.moves_to_control(W), Some(1));
}

#[test]
fn pause_and_resume() {
    run(
        "5",
        &[
            (0, Op::Go(W), 300_000, 300_000),
            (10_000, Op::Pause, 290_000, 300_000),
            (100_000, Op::Look, 290_000, 300_000),
            (100_000, Op::Resume, 290_000, 300_000),
            (105_000, Op::Press, 285_000, 300_000),
            (106_000, Op::Pause, 285_000, 299_000),
            (200_000, Op::Go(B), 285_000, 299_000),
            (201_000, Op::Look, 285_000, 298_000),
        ],
    );
    // The delay and the time used are kept over a pause.
    run(
        "5d5",
        &[
            (0, Op::Go(W), 300_000, 300_000),
            (3_000, Op::Pause, 300_000, 300_000),
            (50_000, Op::Resume, 300_000, 300_000),
            (52_000, Op::Look, 300_000, 300_000),
            (53_000, Op::Look, 299_000, 300_000),
        ],
    );
    run(
        "5b5",
        &[
            (0, Op::Go(W), 300_000, 300_000),
            (2_000, Op::Pause, 298_000, 300_000),
            (60_000, Op::Go(W), 298_000, 300_000),
            (63_000, Op::Press, 300_000, 300_000),
        ],
    );
}

#[test]
fn arbiter_adjustments() {
    run(
        "90",
        &[
            (0, Op::Go(W), 5_400_000, 5_400_000),
            (60_000, Op::Add(B, 120_000), 5_340_000, 5_520_000),
            (60_000, Op::Add(W, -30_000), 5_310_000, 5_520_000),
            (70_000, Op::Set(W, 600_000), 600_000, 5_520_000),
            (80_000, Op::Look, 590_000, 5_520_000),
            (80_000, Op::Penalty(B), 710_000, 5_520_000),
            (80_000, Op::Add(B, -9_999_999), 710_000, 0),
            (
                90_000,
                Op::Times(1_000_000, 2_000_000),
                1_000_000,
                2_000_000,
            ),
            (95_000, Op::Look, 995_000, 2_000_000),
        ],
    );
    // One minute in rapid.
    run("25", &[(0, Op::Penalty(W), 1_500_000, 1_560_000)]);
}

#[test]
fn first_press_before_go() {
    let clock = run(
        "5+3",
        &[
            (0, Op::PressBy(W), 300_000, 300_000),
            (5_000, Op::PressBy(B), 300_000, 298_000),
        ],
    );
    assert_eq!((clock.moves_completed(W), clock.moves_completed(B)), (1, 1));
    assert_eq!(clock.running_side(), Some(W));
}

#[test]
fn refusals() {
    let control = TimeControl::parse_minutes("1").unwrap();
    let fresh = ChessClock::new(control);
    let mut running = fresh.clone();
    running.start(W, 0).unwrap();
    let mut paused = running.clone();
    paused.pause(0).unwrap();
    for (clock, now, op, error) in [
        (&fresh, 0, Op::Press, ClockError::NotStarted),
        (&fresh, 0, Op::Pause, ClockError::NotStarted),
        (&fresh, 0, Op::Resume, ClockError::NotStarted),
        (&running, 0, Op::Go(B), ClockError::AlreadyRunning(W)),
        (&running, 0, Op::Resume, ClockError::AlreadyRunning(W)),
        (
            &running,
            0,
            Op::PressBy(B),
            ClockError::NotYourClock {
                pressed: B,
                running: W,
            },
        ),
        (&running, 60_000, Op::Press, ClockError::Flagged(W)),
        (&running, 90_000, Op::PressBy(W), ClockError::Flagged(W)),
        (&paused, 0, Op::Press, ClockError::Paused),
        (&paused, 0, Op::PressBy(W), ClockError::Paused),
        (&paused, 0, Op::Pause, ClockError::AlreadyPaused),
    ] {
        let mut clock = clock.clone();
        let before = clock.clone();
        assert_eq!(apply(&mut clock, now, op), Err(error), "{op:?}");
        assert_eq!(clock.state(), before.state(), "{op:?}");
    }
}

#[test]
fn flag_falls_exactly_at_zero() {
    let mut clock = ChessClock::new(TimeControl::parse_minutes("1").unwrap());
    clock.start(W, 1_000).unwrap();
    assert_eq!(clock.flag_instant(), Some(61_000));
    for (now, remaining, flagged) in [
        (60_999, 1, None),
        (61_000, 0, Some(W)),
        (70_000, 0, Some(W)),
    ] {
        assert_eq!(clock.remaining(W, now), remaining, "{now}");
        assert_eq!(clock.flagged(now), flagged, "{now}");
    }
    let mut late = clock.clone();
    assert_eq!(late.press(61_000), Err(ClockError::Flagged(W)));
    assert!(clock.press(60_999).is_ok());
    // The arbiter can give time back; the clock then goes on.
    late.add(W, 30_000, 62_000);
    assert_eq!(late.flagged(62_000), None);
    assert!(late.press(63_000).is_ok());
    assert_eq!(late.remaining(W, 63_000), 29_000);
}

#[test]
fn flag_instant_with_delay_and_pause() {
    for (control, pause_at, resume_at, flag) in [
        ("1", None, None, 60_000),
        ("1d5", None, None, 65_000),
        ("1b5", None, None, 60_000),
        ("1", Some(10_000), Some(30_000), 80_000),
        ("1d5", Some(2_000), Some(10_000), 73_000),
    ] {
        let mut clock = ChessClock::new(TimeControl::parse_minutes(control).unwrap());
        clock.start(W, 0).unwrap();
        if let (Some(pause_at), Some(resume_at)) = (pause_at, resume_at) {
            clock.pause(pause_at).unwrap();
            assert_eq!(clock.flag_instant(), None);
            clock.resume(resume_at).unwrap();
        }
        assert_eq!(clock.flag_instant(), Some(flag), "{control}");
    }
}

#[test]
fn snapshot_restores_the_same_clock() {
    let mut clock = ChessClock::new(TimeControl::parse_minutes("40/90+30,30+30").unwrap());
    clock.start(W, 0).unwrap();
    clock.press(5_000).unwrap();
    let snapshot = clock.clone();
    assert_eq!(snapshot, clock);
    clock.press(9_000).unwrap();
    let mut restored = snapshot;
    restored.press(9_000).unwrap();
    assert_eq!(restored, clock);
    // Retracing moves: times and move counts restored explicitly.
    clock.set_times(5_395_000, 5_400_000, 10_000);
    clock.set_moves_completed(W, 1);
    clock.set_moves_completed(B, 0);
    assert_eq!(clock.remaining(W, 10_000), 5_395_000);
    assert_eq!(clock.moves_completed(B), 0);
}

#[test]
fn error_messages() {
    for (error, message) in [
        (
            ClockError::NotStarted,
            "the clock has not been started: type go to start the clock of the player to move",
        ),
        (
            ClockError::NotYourClock {
                pressed: B,
                running: W,
            },
            "White's clock is running, not Black's: only White can press it",
        ),
        (
            ClockError::Flagged(B),
            "Black's flag has fallen: the clock cannot be pressed until the arbiter adds time",
        ),
    ] {
        assert_eq!(error.to_string(), message);
    }
}

#[test]
fn time_used_counts_running_time_only() {
    let mut clock = ChessClock::new(TimeControl::parse_minutes("5+3").unwrap());
    clock.start(W, 0).unwrap();
    clock.press(10_000).unwrap();
    clock.pause(14_000).unwrap();
    clock.resume(20_000).unwrap();
    assert_eq!(clock.time_used(B, 25_000), 9_000);
    clock.press(25_000).unwrap();
    assert_eq!(
        (clock.time_used(W, 30_000), clock.time_used(B, 30_000)),
        (15_000, 9_000)
    );
    // Increments are given, not used: remaining = 5 min + 3 s - 15 s for White at 30 s.
    assert_eq!(clock.remaining(W, 30_000), 300_000 + 3_000 - 15_000);
}
