//! One session on the real clock: does a cue line arrive when the cue falls?

use std::{
    io::{BufRead, BufReader, Write},
    process::Stdio,
    sync::mpsc,
    time::Instant,
};

use serde_json::Value;

use super::tactus;
use crate::support::running::PATIENCE;

/// Real time: a 12-second clock gives its 10-second cue two seconds after `go`. The line must never come early: not
/// before two seconds after `go` was sent, and its t_ms not before the exact instant. How late it may be depends on
/// how busy the machine is, so lateness is measured and shown, and only a backstop fails a cue that never comes (the
/// exact timing of cues is checked in virtual time).
fn a_real_time_cue_arrives_when_it_falls() {
    let mut child = tactus()
        .args([
            "clock",
            "--sound",
            "off",
            "--speech",
            "off",
            "--time-control",
            "12",
            "--format",
            "json",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("tactus starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    let stdout = child.stdout.take().expect("piped stdout");
    let (lines, arrivals) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if lines.send((Instant::now(), line)).is_err() {
                return;
            }
        }
    });
    let sent = Instant::now();
    stdin
        .write_all(b"go\n")
        .and_then(|()| stdin.flush())
        .unwrap();
    let mut start = None;
    let mut cue = None;
    while cue.is_none() {
        let (at, line) = arrivals
            .recv_timeout(PATIENCE)
            .expect("a line before the backstop");
        let event: Value = serde_json::from_str(&line).unwrap();
        match event["event"].as_str() {
            Some("start") => start = Some((at, event["t_ms"].as_u64().unwrap())),
            Some("cue") => cue = Some((at, event)),
            _ => panic!("unexpected {line}"),
        }
    }
    let _ = stdin.write_all(b"quit\n");
    drop(stdin);
    let _ = child.wait();
    let _ = reader.join();
    let (arrived, event) = cue.unwrap();
    let (started, start_ms) = start.expect("a start event before the cue");
    let late_ms =
        |since: Instant| i64::try_from(arrived.duration_since(since).as_millis()).unwrap() - 2_000;
    let exact = start_ms + 2_000;
    let t_ms = event["t_ms"].as_u64().unwrap();
    eprintln!(
        "real-time cue: line arrived {} ms after go was sent + 2 s, {} ms after the start line + 2 s; t_ms {} ms late",
        late_ms(sent),
        late_ms(started),
        t_ms.saturating_sub(exact)
    );
    assert_eq!(
        (&event["level"], &event["remaining_ms"]),
        (&Value::from("seconds"), &Value::from(10_000))
    );
    assert!(late_ms(sent) >= 0, "cue line {} ms early", -late_ms(sent));
    assert!(t_ms >= exact, "t_ms {t_ms}, before the exact {exact}");
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![crate::trial(
        "clock::real_time::a_real_time_cue_arrives_when_it_falls",
        a_real_time_cue_arrives_when_it_falls,
    )];
    trials
}
