//! `tactus clock` through the real binary: every clock mode replayed on virtual time with the exact presses, cues and
//! flag to the millisecond, and the cue edge cases (increment lifting above a mark, press or pause at a mark, a delay
//! covering a mark, whose clocks cue). `clock/commands.rs` checks the words, the refusals and the input;
//! `clock/real_time.rs` measures when a cue line actually arrives.

mod commands;
mod real_time;

use std::process::Output;

use crate::support::{run_with_stdin, tactus};
use serde_json::Value;

/// Runs `tactus clock ARGS --script - --virtual-time --format json` on `script`; the JSON events.
fn session(args: &[&str], script: &str) -> Vec<Value> {
    let out = clock(
        &[
            args,
            &["--script", "-", "--virtual-time", "--format", "json"],
        ]
        .concat(),
        script,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    stdout(&out)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")))
        .collect()
}

fn clock(args: &[&str], script: &str) -> Output {
    run_with_stdin(
        tactus()
            .args(["clock", "--sound", "off", "--speech", "off"])
            .args(args),
        script,
    )
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("UTF-8 output")
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).expect("UTF-8 errors")
}

fn of<'a>(events: &'a [Value], name: &str) -> Vec<&'a Value> {
    events.iter().filter(|e| e["event"] == name).collect()
}

/// The cues as (t_ms, side, level, remaining_ms).
fn cues(events: &[Value]) -> Vec<(u64, String, String, i64)> {
    of(events, "cue")
        .iter()
        .map(|e| {
            (
                e["t_ms"].as_u64().unwrap(),
                e["side"].as_str().unwrap().to_string(),
                e["level"].as_str().unwrap().to_string(),
                e["remaining_ms"].as_i64().unwrap(),
            )
        })
        .collect()
}

/// The presses as (t_ms, ply, side, white_ms, black_ms).
fn presses(events: &[Value]) -> Vec<(u64, u64, String, i64, i64)> {
    of(events, "press")
        .iter()
        .map(|e| {
            (
                e["t_ms"].as_u64().unwrap(),
                e["ply"].as_u64().unwrap(),
                e["side"].as_str().unwrap().to_string(),
                e["white_ms"].as_i64().unwrap(),
                e["black_ms"].as_i64().unwrap(),
            )
        })
        .collect()
}

type Cue<'a> = (u64, &'a str, &'a str, i64);
type Press<'a> = (u64, u64, &'a str, i64, i64);

fn assert_cues(events: &[Value], expected: &[Cue]) {
    let expected: Vec<_> = expected
        .iter()
        .map(|&(t, side, level, ms)| (t, side.to_string(), level.to_string(), ms))
        .collect();
    assert_eq!(cues(events), expected);
}

fn assert_presses(events: &[Value], expected: &[Press]) {
    let expected: Vec<_> = expected
        .iter()
        .map(|&(t, ply, side, w, b)| (t, ply, side.to_string(), w, b))
        .collect();
    assert_eq!(presses(events), expected);
}

fn answers(events: &[Value]) -> Vec<String> {
    of(events, "answer")
        .iter()
        .map(|e| e["text"].as_str().unwrap().to_string())
        .collect()
}

const M: i64 = 60_000;

fn sudden_death_cues_in_the_last_five_minutes_and_flags_exactly_at_zero() {
    let events = session(&["--time", "5"], "go\nwait 4m59s\ntime\nwait 1s\nwhite\n");
    assert_cues(
        &events,
        &[
            (60_000, "white", "minute", 4 * M),
            (120_000, "white", "minute", 3 * M),
            (180_000, "white", "minute", 2 * M),
            (240_000, "white", "minute", M),
            (270_000, "white", "seconds", 30_000),
            (290_000, "white", "seconds", 10_000),
        ],
    );
    assert_eq!(answers(&events), ["White one second, Black five minutes"]);
    let flags = of(&events, "flag");
    assert_eq!(flags.len(), 1);
    assert_eq!(flags[0]["t_ms"], 300_000);
    assert_eq!(flags[0]["side"], "white");
    // The press at the flag's instant comes too late: the flag fell first.
    let last = events.last().unwrap();
    assert_eq!(last["event"], "error");
    assert!(last["message"]
        .as_str()
        .unwrap()
        .contains("flag has fallen"));
}

fn sudden_death_presses_and_a_press_exactly_at_a_mark() {
    let script = "go\nwait 5m1s\nwhite\nwait 5m\nblack\nwait 10s\nw\nwait 1m\n";
    let events = session(&["--time", "10", "--cues", "both"], script);
    assert_presses(
        &events,
        &[
            (301_000, 1, "white", 299_000, 10 * M),
            (601_000, 2, "black", 299_000, 5 * M),
            (611_000, 3, "white", 289_000, 5 * M),
        ],
    );
    // Black reached 5:00 at the instant it pressed: the cue is given, before the press. Black then starts exactly at
    // 5:00 and gives no second cue for it.
    assert_cues(
        &events,
        &[
            (300_000, "white", "5min", 5 * M),
            (601_000, "black", "5min", 5 * M),
            (671_000, "black", "minute", 4 * M),
        ],
    );
    let names: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["start", "cue", "press", "cue", "press", "press", "cue"]
    );
}

fn an_increment_lifting_a_clock_just_above_a_mark_does_not_repeat_its_cue() {
    let script = "go\nwait 61s\nw\nwait 1s\nb\nwait 1s\nw\nwait 2s\nb\nwait 5s\n";
    let events = session(&["--time", "5+3", "--cues", "both"], script);
    assert_presses(
        &events,
        &[
            (61_000, 1, "white", 242_000, 5 * M), // 3:59 + 3 s: back above 4:00
            (62_000, 2, "black", 242_000, 302_000),
            (63_000, 3, "white", 244_000, 302_000),
            (65_000, 4, "black", 244_000, 303_000), // pressed as it reached 5:00
        ],
    );
    assert_cues(
        &events,
        &[
            (60_000, "white", "minute", 4 * M),
            // Black started at 5:00, which counts as passed, and was never a whole step above it: no cue for it.
            // White, lifted to 4:04, is not a whole minute above 4:00: no second cue for it.
        ],
    );
}

/// A 5+3 game: White's clock hovers around 5:00, lifted back above it by each increment. It started there, so "five
/// minutes left" is no news: it is said neither at every crossing nor once a few seconds into the game.
fn a_clock_hovering_around_its_starting_mark_gives_no_cue_for_it() {
    let script = "go\nwait 4s\nw\nwait 1s\nb\nwait 2s\nw\nwait 1s\nb\nwait 1s\nw\nwait 1s\nb\n\
                  wait 3s\nw\nwait 1s\nb\nwait 3s\nw\nwait 1s\nb\nwait 3s\nw\n";
    let events = session(&["--time", "5+3", "--cues", "own"], script);
    // 5:00 at the start (passed), 4:59, 5:00 exactly, 5:02, then three turns of 3 s from 5:02.
    assert_cues(&events, &[]);
}

/// `--cues own,15min` gives only the fifteen-minute marks; `own,minute,seconds` only the last minutes; the flag
/// always.
fn the_player_chooses_which_marks_cue() {
    let script = "go\nwait 31m\n";
    let events = session(&["--time", "31", "--cues", "own,15min"], script);
    assert_cues(
        &events,
        &[
            (60_000, "white", "15min", 30 * M),
            (960_000, "white", "15min", 15 * M),
        ],
    );
    let events = session(
        &["--time", "6", "--cues", "own,minute,seconds"],
        "go\nwait 7m\n",
    );
    assert_cues(
        &events,
        &[
            (120_000, "white", "minute", 4 * M),
            (180_000, "white", "minute", 3 * M),
            (240_000, "white", "minute", 2 * M),
            (300_000, "white", "minute", M),
            (330_000, "white", "seconds", 30_000),
            (350_000, "white", "seconds", 10_000),
        ],
    );
    assert_eq!(of(&events, "flag").len(), 1);
}

fn simple_delay_shifts_the_cues_and_covers_a_mark() {
    let script = "go\nwait 5m10s\narbiter set black 5:02\nw\nwait 6s\nb\nwait 1m\nw\nwait 10s\n";
    let events = session(&["--time", "10d5", "--cues", "both"], script);
    let adjust = of(&events, "adjust");
    assert_eq!(adjust.len(), 1);
    assert_eq!(
        (&adjust[0]["side"], &adjust[0]["remaining_ms"]),
        (&Value::from("black"), &Value::from(302_000))
    );
    // Both clocks as they stand after the change: White's ran 5 min 10 s, the first 5 s frozen by the delay.
    assert_eq!(
        (&adjust[0]["white_ms"], &adjust[0]["black_ms"]),
        (&Value::from(295_000), &Value::from(302_000))
    );
    assert_presses(
        &events,
        &[
            (310_000, 1, "white", 295_000, 302_000),
            // Black's 5 s delay and one second of main time: 5:01, the 5:00 mark never reached.
            (316_000, 2, "black", 295_000, 301_000),
            (376_000, 3, "white", 4 * M, 301_000),
        ],
    );
    assert_cues(
        &events,
        &[
            (305_000, "white", "5min", 5 * M), // 5 s delay, then 5 minutes of main time
            (376_000, "white", "minute", 4 * M),
            (382_000, "black", "5min", 5 * M), // 5 s delay, then 5:01 → 5:00
        ],
    );
}

fn bronstein_gives_back_the_time_used_up_to_the_delay() {
    let script = "go\nwait 2s\nw\nwait 10s\nb\nwait 61s\nw\nwait 53s\nb\nwait 5s\n";
    let events = session(&["--time", "5b3", "--cues", "both"], script);
    assert_presses(
        &events,
        &[
            (2_000, 1, "white", 5 * M, 5 * M),
            (12_000, 2, "black", 5 * M, 293_000),
            (73_000, 3, "white", 242_000, 293_000),
            (126_000, 4, "black", 242_000, 243_000),
        ],
    );
    assert_cues(
        &events,
        &[
            (72_000, "white", "minute", 4 * M),
            (126_000, "black", "minute", 4 * M),
            // White, given back two seconds, is not a whole minute above 4:00: no second cue for it.
        ],
    );
}

/// 39 quick moves each, White's 40th after 4 minutes 30 seconds, Black's 40th, then ten minutes of White's clock.
fn forty_moves_script() -> String {
    let mut script = String::from("go\n");
    for _ in 0..39 {
        script.push_str("wait 1s\nw\nwait 1s\nb\n");
    }
    script.push_str("wait 4m30s\nw\nwait 1s\nb\nmoves\nwait 10m\n");
    script
}

fn periods_add_the_next_period_at_the_fortieth_move() {
    for control in [["--time", "40/90,30"], ["--time-control", "40/5400:1800"]] {
        let events = session(&control, &forty_moves_script());
        let presses = presses(&events);
        assert_eq!(presses.len(), 80, "{control:?}");
        assert_eq!(
            presses[77],
            (78_000, 78, "black".into(), 5_361_000, 5_361_000)
        );
        assert_eq!(
            presses[78],
            (348_000, 79, "white".into(), 5_091_000 + 30 * M, 5_361_000),
            "White's 40th move brings the second period's 30 minutes"
        );
        assert_eq!(
            presses[79],
            (349_000, 80, "black".into(), 6_891_000, 5_360_000 + 30 * M)
        );
        // Lifted from 84:51 to 114:51: no cues on the way up; 110:00 and 105:00 (two dots) as it runs down.
        assert_cues(
            &events,
            &[
                (339_000, "white", "5min", 85 * M),
                (640_000, "white", "5min", 110 * M),
                (940_000, "white", "15min", 105 * M),
            ],
        );
        assert_eq!(
            answers(&events),
            ["Moves completed: White forty, Black forty"]
        );
    }
}

fn a_pause_across_a_mark_defers_its_cue() {
    let events = session(
        &["--time", "15"],
        "go\nwait 4m59s\npause\nwait 10m\ntime\ngo\nwait 1s\n",
    );
    let pause = of(&events, "pause");
    assert_eq!(pause[0]["t_ms"], 299_000);
    assert_eq!(pause[0]["white_ms"], 601_000);
    assert_eq!(
        answers(&events),
        ["White ten minutes one second, Black fifteen minutes"]
    );
    let starts = of(&events, "start");
    assert_eq!(
        (starts.len(), &starts[1]["t_ms"]),
        (2, &Value::from(899_000))
    );
    assert_cues(&events, &[(900_000, "white", "5min", 10 * M)]);
}

fn cues_own_both_or_off() {
    let script = "go\nwait 1m1s\nw\nwait 1m1s\nb\nwait 1m\n";
    let white = (60_000, "white", "5min", 5 * M);
    let black = (121_000, "black", "5min", 5 * M);
    let white_again = (181_000, "white", "minute", 4 * M);
    for (options, expected) in [
        (vec!["--cues", "both"], vec![white, black, white_again]),
        (vec![], vec![white, white_again]),
        (vec!["--blind", "black"], vec![black]),
        (vec!["--blind", "both"], vec![white, black, white_again]),
        (vec!["--blind", "none"], vec![]),
        (vec!["--cues", "off"], vec![]),
    ] {
        let events = session(&[&["--time", "6"], &options[..]].concat(), script);
        assert_cues(&events, &expected);
        assert_eq!(presses(&events).len(), 2, "{options:?}");
    }
    // Without cues the flag is still reported.
    let events = session(&["--time", "1", "--cues", "off"], "go\nwait 2m\n");
    assert!(cues(&events).is_empty());
    assert_eq!(of(&events, "flag")[0]["t_ms"], 60_000);
}

fn after_the_flag_the_arbiter_can_add_time() {
    let script = "go\nwait 1m\nw\narbiter add white +1m\nw\n";
    let events = session(&["--time", "1", "--cues", "off"], script);
    let names: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["start", "flag", "error", "adjust", "press"]);
    assert_presses(&events, &[(60_000, 1, "white", M, M)]);
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "clock::sudden_death_cues_in_the_last_five_minutes_and_flags_exactly_at_zero",
            sudden_death_cues_in_the_last_five_minutes_and_flags_exactly_at_zero,
        ),
        crate::trial(
            "clock::sudden_death_presses_and_a_press_exactly_at_a_mark",
            sudden_death_presses_and_a_press_exactly_at_a_mark,
        ),
        crate::trial(
            "clock::the_player_chooses_which_marks_cue",
            the_player_chooses_which_marks_cue,
        ),
        crate::trial(
            "clock::a_clock_hovering_around_its_starting_mark_gives_no_cue_for_it",
            a_clock_hovering_around_its_starting_mark_gives_no_cue_for_it,
        ),
        crate::trial(
            "clock::an_increment_lifting_a_clock_just_above_a_mark_does_not_repeat_its_cue",
            an_increment_lifting_a_clock_just_above_a_mark_does_not_repeat_its_cue,
        ),
        crate::trial(
            "clock::simple_delay_shifts_the_cues_and_covers_a_mark",
            simple_delay_shifts_the_cues_and_covers_a_mark,
        ),
        crate::trial(
            "clock::bronstein_gives_back_the_time_used_up_to_the_delay",
            bronstein_gives_back_the_time_used_up_to_the_delay,
        ),
        crate::trial(
            "clock::periods_add_the_next_period_at_the_fortieth_move",
            periods_add_the_next_period_at_the_fortieth_move,
        ),
        crate::trial(
            "clock::a_pause_across_a_mark_defers_its_cue",
            a_pause_across_a_mark_defers_its_cue,
        ),
        crate::trial("clock::cues_own_both_or_off", cues_own_both_or_off),
        crate::trial(
            "clock::after_the_flag_the_arbiter_can_add_time",
            after_the_flag_the_arbiter_can_add_time,
        ),
    ];
    trials.extend(commands::trials());
    trials.extend(real_time::trials());
    trials
}
