//! Whole games played with a gamepad alone: button events injected into a real gilrs (there is no pad and no uinput
//! here), read back, turned into command lines by the built-in mapping, and run through the real event loop with a
//! real game session (or the clock's), on virtual time.
#![cfg(feature = "gamepad")]

use std::sync::mpsc;

use gilrs::{Axis, Button, Event as PadEvent, EventType, GamepadId, GilrsBuilder};
use tactus_core::UserConfig;
use tactus_core::{
    Blind, ChessClock, ClockSession, Cues, Event, EventSink, GameState, Incoming, JournalWriter,
    JsonLine, Mode, MoveReader, Notation, Outside, PlaySession, Record, Setup, Side, Stamped,
    Style, TimeControl, VoicePack, Wording,
};
use tactus_devices::{Controls, GamepadSettings, GamepadWatcher, PadInfo};
use tactus_runtime::{self as app, VirtualTime};

use Button::{
    DPadDown as Down, DPadLeft as Left, DPadRight as Right, DPadUp as Up, East, LeftThumb,
    LeftTrigger, LeftTrigger2, North, RightTrigger, RightTrigger2, Select, South, Start, West,
};

#[path = "../crates/devices/src/gamepad/injected.rs"]
mod injected;
use injected::{code, pad_id};

/// One pad, connected as pad 0.
struct OnePad {
    name: &'static str,
    vendor: u16,
}

impl PadInfo for OnePad {
    fn describe(&self, id: GamepadId) -> Option<(String, Option<u16>)> {
        (id == pad_id(0)).then(|| (self.name.to_string(), Some(self.vendor)))
    }
}

const XBOX: OnePad = OnePad {
    name: "Xbox Wireless Controller",
    vendor: 0x045e,
};

/// What the pad does, in order.
enum Act {
    /// A button pressed and released.
    Tap(Button),
    /// The left stick pushed (x, y) and let go.
    Push(f32, f32),
    /// The pad connected or lost.
    Connect,
    Disconnect,
    /// A line typed at the keyboard meanwhile.
    Type(&'static str),
}

/// Taps of `buttons`.
fn taps(buttons: &[Button]) -> Vec<Act> {
    buttons.iter().map(|&b| Act::Tap(b)).collect()
}

/// The pad's acts injected into a real gilrs and read back through the mapping, with the typed lines in between:
/// what the event loop is sent.
fn inputs(controls: Controls, pad: &OnePad, acts: &[Act]) -> Vec<Incoming> {
    let mut gilrs = GilrsBuilder::new()
        .with_default_filters(false)
        .build()
        .expect("gilrs starts without pads");
    let mut watcher = GamepadWatcher::new(
        controls,
        GamepadSettings::from_config(&UserConfig::default()),
        VoicePack::default_pack(),
    );
    let mut sent = Vec::new();
    let inject =
        |gilrs: &mut gilrs::Gilrs, event| gilrs.insert_event(PadEvent::new(pad_id(0), event));
    for act in acts {
        match act {
            Act::Tap(button) => {
                inject(&mut gilrs, EventType::ButtonPressed(*button, code()));
                inject(&mut gilrs, EventType::ButtonChanged(*button, 1.0, code()));
                inject(&mut gilrs, EventType::ButtonReleased(*button, code()));
            }
            Act::Push(x, y) => {
                inject(
                    &mut gilrs,
                    EventType::AxisChanged(Axis::LeftStickX, *x, code()),
                );
                inject(
                    &mut gilrs,
                    EventType::AxisChanged(Axis::LeftStickY, *y, code()),
                );
                inject(
                    &mut gilrs,
                    EventType::AxisChanged(Axis::LeftStickX, 0.0, code()),
                );
                inject(
                    &mut gilrs,
                    EventType::AxisChanged(Axis::LeftStickY, 0.0, code()),
                );
            }
            Act::Connect => inject(&mut gilrs, EventType::Connected),
            Act::Disconnect => inject(&mut gilrs, EventType::Disconnected),
            Act::Type(line) => {
                sent.push(Incoming::Line((*line).to_string()));
                continue;
            }
        }
        while let Some(event) = gilrs.next_event() {
            sent.extend(watcher.handle(pad, &event));
        }
    }
    sent
}

/// Collects what the loop reports.
#[derive(Default)]
struct Collected(Vec<Event>);

impl EventSink for Collected {
    fn emit(&mut self, event: &Stamped) -> std::io::Result<()> {
        self.0.push(event.event.clone());
        Ok(())
    }
}

/// Runs `session` on the real event loop with `inputs`, then the end of the typed lines; what it reported.
fn run(session: &mut dyn tactus_core::Session, inputs: Vec<Incoming>) -> Vec<Event> {
    let (sender, receiver) = mpsc::channel();
    for incoming in inputs {
        sender.send(incoming).expect("the channel is open");
    }
    sender.send(Incoming::Ended).expect("the channel is open");
    let mut sink = Collected::default();
    app::run(session, &mut VirtualTime::new(), &receiver, &mut sink, None).expect("the loop runs");
    sink.0
}

/// A journal kept in memory.
struct Memory;

impl JournalWriter<Record> for Memory {
    fn write(&mut self, _record: &Record) -> Result<(), tactus_core::WriteError> {
        Ok(())
    }
}

/// A game in English words, White the blind player, from `fen` or the initial position.
fn game(mode: Mode, control: Option<&str>, fen: Option<&str>) -> PlaySession {
    let pack = tactus_runtime::load_voice("en").expect("the en pack");
    let setup = Setup {
        white: "Ada".into(),
        black: "Bo".into(),
        blind: Blind::White,
        mode,
        cues: Cues::Own,
        cue_marks: tactus_core::CueMarks::ALL,
        control: control.map(|c| TimeControl::parse_minutes(c).expect("a time control")),
        category: None,
        fen: fen.map(str::to_string),
        moves_from_move_number: true,
        notation: Notation::En,
        voice: None,
        style: None,
        event: String::new(),
        site: String::new(),
        round: String::new(),
        date: "2026.11.22".into(),
        started: String::new(),
        engine: None,
    };
    let reader = MoveReader::for_pack(Notation::En, &pack);
    let wording = std::sync::Arc::new(Wording {
        pack,
        style: Style::Short,
    });
    let state = GameState::new(setup, wording.sheet_reader(Notation::En)).expect("the game starts");
    let outside = Outside {
        now_iso: || "2026-11-22T10:00:00Z".into(),
        read_file: |_| Err(std::io::ErrorKind::NotFound.into()),
        random: || 7,
    };
    PlaySession::new(state, wording, reader, Box::new(Memory), 0, true, outside)
}

/// The cursor's answers: (square, text).
fn cursor_answers(events: &[Event]) -> Vec<(String, String)> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Cursor { square, text, .. } => Some((square.to_string(), text.to_string())),
            _ => None,
        })
        .collect()
}

/// The announced moves (SAN).
fn announced(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Announce { san, .. } => Some(san.clone()),
            _ => None,
        })
        .collect()
}

/// No refusals among `events`.
fn no_errors(events: &[Event]) {
    let errors: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Error { .. }))
        .collect();
    assert!(errors.is_empty(), "refused: {errors:#?}");
}

fn fools_mate_is_played_with_the_gamepad_alone() {
    let mut acts = Vec::new();
    // 1. f3: from a1 (the near left corner) up to a2, right to f2, pick, up to f3, pick, press the clock.
    acts.extend(taps(&[
        Up, Right, Right, Right, Right, Right, South, Up, South, North,
    ]));
    // 1... e5: up to f7, left to e7, pick, down to e5, pick, press.
    acts.extend(taps(&[
        Up, Up, Up, Up, Left, South, Down, Down, South, North,
    ]));
    // 2. g4: down to e2, right to g2, pick, up to g4, pick, press.
    acts.extend(taps(&[
        Down, Down, Down, Right, Right, South, Up, Up, South, North,
    ]));
    // 2... Qh4#: up to g8, left to d8, pick, down to d4, right to h4, pick, press.
    acts.extend(taps(&[Up, Up, Up, Up, Left, Left, Left, South]));
    acts.extend(taps(&[
        Down, Down, Down, Down, Right, Right, Right, Right, South, North,
    ]));
    // The press ends the game by the mate; the last move can still be heard.
    acts.extend(taps(&[West]));
    let sent = inputs(Controls::Play, &XBOX, &acts);
    assert!(
        sent.iter()
            .all(|s| matches!(s, Incoming::Input(tactus_core::Input::Command(_)))),
        "{sent:?}"
    );
    let events = run(&mut game(Mode::Tournament, Some("5+3"), None), sent);
    no_errors(&events);
    assert_eq!(announced(&events), ["f3", "e5", "g4", "Qh4#"]);
    let presses: Vec<Side> = events
        .iter()
        .filter_map(|e| match e {
            Event::Press { side, .. } => Some(*side),
            _ => None,
        })
        .collect();
    assert_eq!(
        presses,
        [Side::White, Side::Black, Side::White, Side::Black]
    );
    let result = events
        .iter()
        .find_map(|e| match e {
            Event::Result(result, _) => Some(result),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no result in {events:#?}"));
    let json = serde_json::to_value(JsonLine::from(&Stamped {
        t_ms: 0,
        event: Event::Result(*result, None),
    }))
    .expect("JSON");
    assert_eq!(json["result"], "0-1", "{json}");
    assert_eq!(json["reason"], "checkmate", "{json}");

    // Each step said the square and what stands there, in the pack's words.
    let answers = cursor_answers(&events);
    assert_eq!(answers[0], ("a2".into(), "Anna two: white Pawn".into()));
    assert_eq!(answers[5], ("f2".into(), "Felix two: white Pawn".into()));
    assert_eq!(answers[7], ("f3".into(), "Felix three: empty".into()));
    assert!(
        answers
            .iter()
            .any(|(square, text)| square == "d8" && text.contains("Queen")),
        "{answers:#?}"
    );
    assert!(
        matches!(events.last(), Some(Event::Answer { query, .. }) if query == "last"),
        "{events:#?}"
    );
}

fn the_question_buttons_answer_and_the_cursor_buttons_read() {
    let mut acts = taps(&[Up, Right, Right, Right, Right, South, Up, Up, South, North]);
    acts.extend(taps(&[
        West,
        Select,
        Start,
        LeftTrigger2,
        RightTrigger2,
        LeftThumb,
        East,
    ]));
    // Up to e7, Black's pawn; the next pawn and back again; pick it and cancel.
    acts.extend(taps(&[Up, Up, Up, RightTrigger, LeftTrigger, South, East]));
    let events = run(
        &mut game(Mode::Tournament, Some("5+3"), None),
        inputs(Controls::Play, &XBOX, &acts),
    );
    no_errors(&events);
    assert_eq!(announced(&events), ["e4"]);
    let answers: Vec<(&str, &str)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Answer { query, text, .. } => Some((query.as_str(), text.as_text())),
            _ => None,
        })
        .collect();
    assert_eq!(
        answers.iter().map(|(q, _)| *q).collect::<Vec<_>>(),
        ["last", "time", "moves"]
    );
    assert_eq!(answers[0].1, "1. Eva four");
    let cursor = cursor_answers(&events);
    let after_press: Vec<(&str, &str)> = cursor[cursor.len() - 11..]
        .iter()
        .map(|(square, text)| (square.as_str(), text.as_str()))
        .collect();
    assert!(
        after_press[0].1.starts_with("Rank four: "),
        "{after_press:#?}"
    );
    assert!(
        after_press[1].1.starts_with("File Eva: "),
        "{after_press:#?}"
    );
    assert_eq!(
        after_press[2..],
        [
            ("e4", "Eva four: white Pawn"),
            ("e4", "nothing is picked"),
            ("e5", "Eva five: empty"),
            ("e6", "Eva six: empty"),
            ("e7", "Eva seven: black Pawn"),
            ("f7", "Felix seven: black Pawn"),
            ("e7", "Eva seven: black Pawn"),
            (
                "e7",
                "black Pawn on Eva seven picked; now choose its square"
            ),
            ("e7", "nothing picked now"),
        ]
    );
}

fn the_promotion_piece_is_chosen_by_stepping_and_confirmed_by_picking() {
    // Up to a7, right to b7, pick the pawn, up to b8, pick: the queen is offered first.
    let mut acts = taps(&[Up, Up, Up, Up, Up, Up, Right, South, Up, South]);
    // Right steps through rook, bishop, knight and round to the queen; left goes back to the knight; pick.
    acts.extend(taps(&[Right, Right, Right, Right, Left, South]));
    let events = run(
        &mut game(
            Mode::Practice,
            None,
            Some("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"),
        ),
        inputs(Controls::Play, &XBOX, &acts),
    );
    no_errors(&events);
    assert_eq!(announced(&events), ["b8=N"]);
    let offered: Vec<String> = cursor_answers(&events)
        .into_iter()
        .skip(9)
        .map(|(_, text)| text)
        .collect();
    let pieces = ["Queen", "Rook", "Bishop", "Knight", "Queen", "Knight"];
    assert_eq!(offered.len(), pieces.len(), "{offered:#?}");
    for (text, piece) in offered.iter().zip(pieces) {
        assert!(text.contains(piece), "{piece} not in {text:?}");
    }
}

fn a_pad_comes_and_goes_while_the_keyboard_goes_on() {
    let acts = [
        Act::Connect,
        // The left stick pushed right: one step, from a1 to b1.
        Act::Push(0.9, 0.0),
        Act::Type("e4"),
        Act::Disconnect,
        Act::Type("press"),
        Act::Type("time"),
    ];
    let sent = inputs(Controls::Play, &XBOX, &acts);
    let events = run(&mut game(Mode::Tournament, Some("5+3"), None), sent);
    no_errors(&events);
    let names: Vec<&str> = events.iter().map(Event::name).collect();
    assert_eq!(
        names,
        ["notice", "cursor", "announce", "notice", "press", "answer"],
        "{events:#?}"
    );
    assert_eq!(
        events[0],
        Event::Notice {
            text: tactus_core::Sentence::text("gamepad connected: Xbox Wireless Controller")
        }
    );
    assert_eq!(
        cursor_answers(&events),
        [("b1".to_string(), "Bella one: white Knight".to_string())]
    );
    assert_eq!(
        events[3],
        Event::Notice {
            text: tactus_core::Sentence::text(
                "gamepad disconnected: Xbox Wireless Controller; the keyboard still works"
            )
        }
    );
}

fn on_a_nintendo_pad_a_picks_and_b_cancels() {
    let pad = OnePad {
        name: "Nintendo Switch Pro Controller",
        vendor: 0x057e,
    };
    // Up to a2, pick with A (East), drop with B (South), pick again, up to a4, pick, press with Y (West).
    let acts = taps(&[Up, East, South, East, Up, Up, East, West]);
    let events = run(
        &mut game(Mode::Tournament, Some("5+3"), None),
        inputs(Controls::Play, &pad, &acts),
    );
    no_errors(&events);
    assert_eq!(announced(&events), ["a4"]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Press {
            side: Side::White,
            ..
        }
    )));
    let texts: Vec<String> = cursor_answers(&events)
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    assert_eq!(texts[2], "nothing picked now", "{texts:#?}");
}

fn the_clock_is_run_with_two_shoulder_buttons() {
    let control = TimeControl::parse_minutes("5+3").expect("a time control");
    let mut clock = ClockSession::new(
        ChessClock::new(control),
        Cues::Own.filter(Blind::White),
        tactus_runtime::load_voice("en").expect("the en pack"),
        true,
    );
    // Start (go), LB: White presses, RB: Black presses, RB again: refused (White's clock runs), Y: time, X: moves,
    // View: pause, Menu: go again, A: the running clock's player presses.
    let acts = taps(&[
        Start,
        LeftTrigger,
        RightTrigger,
        RightTrigger,
        North,
        West,
        Select,
        Start,
        South,
    ]);
    let events = run(&mut clock, inputs(Controls::Clock, &XBOX, &acts));
    let names: Vec<&str> = events.iter().map(Event::name).collect();
    assert_eq!(
        names,
        ["start", "press", "press", "error", "answer", "answer", "pause", "start", "press"],
        "{events:#?}"
    );
    let pressed: Vec<(u32, Side)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Press { ply, side, .. } => Some((*ply, *side)),
            _ => None,
        })
        .collect();
    assert_eq!(
        pressed,
        [(1, Side::White), (2, Side::Black), (3, Side::White)]
    );
    assert!(
        matches!(&events[3], Event::Error { message, .. } if message.as_text().contains("White's clock is running")),
        "{events:#?}"
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "gamepad::fools_mate_is_played_with_the_gamepad_alone",
            fools_mate_is_played_with_the_gamepad_alone,
        ),
        crate::trial(
            "gamepad::the_question_buttons_answer_and_the_cursor_buttons_read",
            the_question_buttons_answer_and_the_cursor_buttons_read,
        ),
        crate::trial(
            "gamepad::the_promotion_piece_is_chosen_by_stepping_and_confirmed_by_picking",
            the_promotion_piece_is_chosen_by_stepping_and_confirmed_by_picking,
        ),
        crate::trial(
            "gamepad::a_pad_comes_and_goes_while_the_keyboard_goes_on",
            a_pad_comes_and_goes_while_the_keyboard_goes_on,
        ),
        crate::trial(
            "gamepad::on_a_nintendo_pad_a_picks_and_b_cancels",
            on_a_nintendo_pad_a_picks_and_b_cancels,
        ),
        crate::trial(
            "gamepad::the_clock_is_run_with_two_shoulder_buttons",
            the_clock_is_run_with_two_shoulder_buttons,
        ),
    ];
    trials
}
