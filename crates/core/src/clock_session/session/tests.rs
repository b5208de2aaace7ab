//! The clock session driven by hand, instant by instant, as the event loop drives it.

use super::*;
use crate::clock::{CueLevel, TimeControl};

const M: i64 = 60_000;

fn session(control: &str, cues: CueFilter, virtual_time: bool) -> ClockSession {
    let control = TimeControl::parse_minutes(control).unwrap();
    ClockSession::new(
        ChessClock::new(control),
        cues,
        VoicePack::builtin("en").unwrap(),
        virtual_time,
    )
}

fn only(reply: Reply) -> Event {
    assert_eq!(reply.flow, Flow::Continue);
    let [event] = <[Event; 1]>::try_from(reply.events).unwrap();
    event
}

#[test]
fn go_press_and_refusals() {
    let mut s = session("5+3", CueFilter::Own(Side::White), true);
    assert!(matches!(
        only(s.handle_typed("press", 0)),
        Event::Error { .. }
    ));
    assert_eq!(
        only(s.handle_typed("go", 0)),
        Event::Start {
            side: Side::White,
            white_ms: 5 * M,
            black_ms: 5 * M
        }
    );
    let Event::Error { message, .. } = only(s.handle_typed("black", 1_000)) else {
        panic!("black pressed White's clock")
    };
    assert_eq!(
        message,
        "White's clock is running, not Black's: only White can press it"
    );
    assert_eq!(
        only(s.handle_typed("w", 3_000)),
        Event::Press {
            ply: 1,
            side: Side::White,
            white_ms: Some(5 * M),
            black_ms: Some(5 * M),
            // A click: the times only on request (or with --press-times).
            say_times: false
        }
    );
    let mut told = session("5+3", CueFilter::Own(Side::White), true).with_press_times(true);
    told.handle_typed("go", 0);
    assert!(matches!(
        only(told.handle_typed("w", 3_000)),
        Event::Press {
            say_times: true,
            ..
        }
    ));
    assert!(matches!(
        only(s.handle_typed("go", 3_000)),
        Event::Error { message, .. } if message == "Black's clock is already running"
    ));
}

#[test]
fn unknown_lines_change_nothing() {
    let mut s = session("5", CueFilter::Both, true);
    let Event::Error { message, .. } = only(s.handle_typed("jump", 0)) else {
        panic!("jump was accepted")
    };
    assert!(
        message.as_text().contains("\"jump\" is not a command"),
        "{message}"
    );
    assert!(message.as_text().contains("go, press, white"), "{message}");
    assert_eq!(s.next_due(), None);
    assert!(s.handle_typed("# comment", 0).events.is_empty());
}

#[test]
fn wait_only_with_virtual_time() {
    let mut s = session("5", CueFilter::Both, true);
    assert_eq!(s.handle_typed("wait 2m", 0).flow, Flow::Wait(120_000));
    let mut real = session("5", CueFilter::Both, false);
    assert!(matches!(
        only(real.handle_typed("wait 2m", 0)),
        Event::Error { .. }
    ));
    assert_eq!(s.handle_typed("quit", 0).flow, Flow::Quit);
}

#[test]
fn cues_pass_the_filter() {
    let mut s = session("5", CueFilter::Own(Side::Black), true);
    only(s.handle_typed("go", 0));
    assert_eq!(s.next_due(), Some(M as u64));
    assert!(s.advance_to(M as u64).is_empty(), "White's cue was given");
    only(s.handle_typed("white", M as u64));
    assert_eq!(
        s.advance_to(2 * M as u64),
        [(
            2 * M as u64,
            Event::Cue {
                side: Side::Black,
                level: CueLevel::Minute,
                remaining_ms: 4 * M
            }
        )]
    );
}

#[test]
fn moves_answer_counts_to_the_time_control() {
    let mut s = session("40/90,30", CueFilter::Off, true);
    only(s.handle_typed("go", 0));
    only(s.handle_typed("white", 1_000));
    let Event::Answer { query, text, .. } = only(s.handle_typed("moves", 2_000)) else {
        panic!("no answer")
    };
    assert_eq!(query, "moves");
    assert_eq!(
        text,
        "Moves completed: White one, Black zero. White, moves before the time control: thirty-nine. \
         Black, moves before the time control: forty"
    );
}
