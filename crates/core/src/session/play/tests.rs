//! The session against fakes: a journal that records in memory and one that fails, and replay compared with the
//! live game.

use std::sync::{Arc, Mutex};

use super::*;
use crate::{
    boundary::{Event, Input, Reply, Session},
    clock::TimeControl,
    engine::{EngineReply, EngineRequest, Purpose},
    notation::{MoveReader, Notation},
    options::{Blind, Cues, Mode},
    session::{replay, salvage, GameState, JournalWriter, Record, Setup, Wording, WriteError},
    voice::{Style, VoicePack},
};

/// A journal shared with the test, or one whose disk is full.
#[derive(Clone, Default)]
struct Shared {
    records: Arc<Mutex<Vec<Record>>>,
    broken: bool,
}

impl JournalWriter<Record> for Shared {
    fn write(&mut self, record: &Record) -> Result<(), WriteError> {
        if self.broken {
            return Err(WriteError {
                problem: crate::SystemError::Full,
            });
        }
        self.records.lock().unwrap().push(record.clone());
        Ok(())
    }
}

fn setup(mode: Mode) -> Setup {
    Setup {
        white: "Ada".into(),
        black: "Bo".into(),
        blind: Blind::White,
        mode,
        cues: Cues::Own,
        cue_marks: crate::clock::CueMarks::ALL,
        control: Some(TimeControl::parse_minutes("5+3").unwrap()),
        category: None,
        fen: None,
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
    }
}

fn wording() -> Arc<Wording> {
    Arc::new(Wording {
        pack: VoicePack::builtin("en").unwrap(),
        style: Style::Short,
    })
}

fn session(mode: Mode, journal: Shared) -> PlaySession {
    let state = GameState::new(setup(mode), wording().sheet_reader(setup(mode).notation)).unwrap();
    let reader = MoveReader::for_pack(Notation::En, &wording().pack);
    let outside = Outside {
        now_iso: || "2026-11-22T10:00:00Z".into(),
        read_file: |path| match path {
            "black.txt" => Ok(b"1. e4 c5".to_vec()),
            _ => Err(std::io::ErrorKind::NotFound.into()),
        },
        random: || 0x00de_adbe_efca_fe42,
    };
    PlaySession::new(
        state,
        wording(),
        reader,
        Box::new(journal),
        0,
        true,
        outside,
    )
}

fn names(events: &[Event]) -> Vec<&'static str> {
    events.iter().map(Event::name).collect()
}

#[test]
fn a_journal_that_cannot_be_written_changes_nothing() {
    let mut game = session(
        Mode::Tournament,
        Shared {
            broken: true,
            ..Shared::default()
        },
    );
    let reply = game.handle_typed("e4", 0);
    match reply.events.as_slice() {
        [Event::Error { message, .. }] => assert!(
            message.as_text().contains("nothing was changed")
                && message.as_text().contains("no space left on the disk"),
            "{message}"
        ),
        other => panic!("{other:?}"),
    }
    assert!(game.state().pending().is_none());
    assert_eq!(game.prompt_text(), "White to move");
}

#[test]
fn refused_commands_write_nothing() {
    let journal = Shared::default();
    let mut game = session(Mode::Tournament, journal.clone());
    for line in [
        "press",
        "Ke2",
        "xyzzy",
        "accept",
        "draw",
        "yes",
        "claim threefold xyzzy",
        "claim black threefold",
        "arbiter takeback 3",
    ] {
        let reply = game.handle_typed(line, 0);
        assert_eq!(names(&reply.events), ["error"], "{line}");
    }
    assert!(journal.records.lock().unwrap().is_empty());
    // Questions are not written either.
    for line in ["time", "moves", "last", "board", "square e2", "help"] {
        let reply = game.handle_typed(line, 0);
        assert!(reply.events.iter().all(|e| e.name() == "answer"), "{line}");
    }
    assert!(journal.records.lock().unwrap().is_empty());
}

#[test]
fn replaying_the_journal_gives_the_same_game() {
    let journal = Shared::default();
    let mut game = session(Mode::Tournament, journal.clone());
    let script = [
        ("go", 0),
        ("e4", 1_000),
        ("press", 2_000),
        ("e5", 5_000),
        ("d5", 6_000),
        ("press", 7_000),
        ("exd5", 9_000),
        ("draw", 9_500),
        ("press", 10_000),
        ("decline black", 12_000),
        ("arbiter illegal black", 13_000),
        ("Qxd5", 15_000),
        ("press", 16_000),
        ("arbiter add white +30s", 17_000),
    ];
    for (line, at) in script {
        game.advance_to(at);
        let reply = game.handle_typed(line, at);
        assert!(
            reply.events.iter().all(|e| e.name() != "error"),
            "{line}: {:?}",
            reply.events
        );
    }
    let mut records = vec![Record::Setup(setup(Mode::Tournament))];
    records.extend(journal.records.lock().unwrap().iter().cloned());
    let (replayed, last) = replay(&records, wording()).unwrap();
    assert_eq!(last, 17_000);
    let live = game.state();
    assert_eq!(replayed.game().fen(), live.game().fen());
    assert_eq!(replayed.times(20_000), live.times(20_000));
    assert_eq!(replayed.notes(), live.notes());
    assert_eq!(replayed.offer(), live.offer());
    assert_eq!(
        crate::session::export::pgn(&replayed),
        crate::session::export::pgn(live)
    );
}

#[test]
fn a_flag_is_journalled_and_ends_the_game() {
    let journal = Shared::default();
    let mut game = session(Mode::Practice, journal.clone());
    game.handle_typed("go", 0);
    assert_eq!(game.next_due(), Some(60_000));
    let due = game.advance_to(300_000);
    let names: Vec<_> = due.iter().map(|(_, e)| e.name()).collect();
    assert_eq!(
        names,
        ["cue", "cue", "cue", "cue", "cue", "cue", "flag", "result"]
    );
    assert_eq!(due.last().unwrap().0, 300_000);
    assert!(matches!(
        journal.records.lock().unwrap().last(),
        Some(Record::Flag { t: 300_000, .. })
    ));
    assert_eq!(game.next_due(), None);
}

#[test]
fn files_and_the_date_come_from_outside() {
    let journal = Shared::default();
    let mut game = session(Mode::Tournament, journal.clone());
    for line in ["e4", "press", "e5", "press"] {
        game.handle_typed(line, 0);
    }
    let reply = game.handle_typed("sheet black --file black.txt", 0);
    match reply.events.as_slice() {
        [Event::Discrepancy { game, recorded, .. }] => {
            assert_eq!((game.as_str(), recorded.as_str()), ("e5", "c5"))
        }
        other => panic!("{other:?}"),
    }
    let reply = game.handle_typed("sheet black --file missing.txt", 0);
    assert_eq!(names(&reply.events), ["error"]);
    game.handle_typed("adjourn Nf3", 0);
    let last = journal.records.lock().unwrap().last().cloned();
    match last {
        Some(Record::Adjourn { envelope, .. }) => {
            assert_eq!(envelope.adjourned_at, "2026-11-22T10:00:00Z");
        }
        other => panic!("{other:?}"),
    }
}

/// The engine's reply `best` to request `id`, as the engine's thread hands it over.
fn engine(purpose: Purpose, id: u64, best: &str) -> Input {
    Input::Engine(EngineReply::Thought {
        purpose,
        id,
        best: best.into(),
        score: None,
    })
}

/// The engine's link, keeping every request sent through it.
#[derive(Clone, Default)]
struct Asked(Arc<Mutex<Vec<EngineRequest>>>);

impl crate::engine::EngineLink for Asked {
    fn ask(&mut self, request: EngineRequest) {
        self.0.lock().unwrap().push(request);
    }

    fn analyse(&mut self, _request: crate::engine::AnalysisRequest) {
        panic!("a game at the board never asks for analysis");
    }

    fn stop(&mut self) {
        panic!("a game at the board never stops an analysis");
    }
}

/// A game with an engine seat, keeping every request it sent.
struct WithEngine {
    game: PlaySession,
    asked: Asked,
}

impl WithEngine {
    fn step(&mut self, input: Input, t: u64) -> Reply {
        self.game.handle(input, t)
    }

    fn asked(&self) -> Vec<EngineRequest> {
        self.asked.0.lock().unwrap().clone()
    }

    fn typed(&mut self, line: &str, t: u64) -> Reply {
        self.step(line.into(), t)
    }
}

#[test]
fn a_hint_for_a_position_moved_on_from_is_dropped_and_the_engine_plays_on() {
    let asked = Asked::default();
    let seat =
        super::super::EngineSeat::new("Fake".into(), Some(Side::Black), 5, Box::new(asked.clone()));
    let game = session(Mode::Practice, Shared::default()).with_engine(seat);
    assert!(asked.0.lock().unwrap().is_empty(), "White moves first");
    let mut game = WithEngine { game, asked };
    assert!(game.typed("hint best", 0).events.is_empty());
    assert!(!names(&game.typed("e4", 10).events).contains(&"error"));
    let ids: Vec<u64> = game.asked().iter().map(|r| r.id).collect();
    assert_eq!(ids, [1, 2]);
    // The hint was about White's move before e4; it comes after it.
    let late = game.step(engine(Purpose::Hint, 1, "e2e4"), 20);
    assert!(late.events.is_empty(), "{:?}", late.events);
    // Typed, the engine's reply is a move that is not legal, and the engine's own reply still counts.
    let typed = game.typed("engine move 2 e7e5", 25);
    assert_eq!(names(&typed.events), ["error"], "{:?}", typed.events);
    assert_eq!(game.game.state().game().plies().len(), 1);
    let reply = game.step(engine(Purpose::Move, 2, "e7e5"), 30);
    assert!(
        !names(&reply.events).contains(&"error"),
        "{:?}",
        reply.events
    );
    assert_eq!(game.game.state().game().plies().len(), 2);
    // A hint asked before a pause is still answered after it: the position is the same.
    assert!(game.typed("hint best", 40).events.is_empty());
    assert!(!names(&game.typed("pause", 50).events).contains(&"error"));
    let id = game.asked().last().map(|r| r.id).unwrap();
    let hint = game.step(engine(Purpose::Hint, id, "g1f3"), 60);
    assert_eq!(names(&hint.events), ["answer"], "{:?}", hint.events);
    // The engine's move asked before an offer is still played after it, and is not asked again.
    game.typed("go", 65);
    assert!(names(&game.typed("d4", 70).events).contains(&"announce"));
    let asked_for_move = game.asked().len();
    assert!(!names(&game.typed("draw", 80).events).contains(&"error"));
    assert_eq!(game.asked().len(), asked_for_move, "asked again");
    let id = game.asked().last().map(|r| r.id).unwrap();
    let reply = game.step(engine(Purpose::Move, id, "d7d5"), 90);
    assert!(
        names(&reply.events).contains(&"announce"),
        "{:?}",
        reply.events
    );
}

#[test]
fn repeat_says_again_what_was_last_said() {
    let mut s = session(Mode::Tournament, Shared::default());
    let texts = |events: &[Event]| -> Vec<String> {
        events
            .iter()
            .map(|e| match e {
                Event::Answer { query, text, .. } if query == "repeat" => text.to_string(),
                other => panic!("not a repeat answer: {other:?}"),
            })
            .collect()
    };
    assert_eq!(
        texts(&s.handle_typed("repeat", 0).events),
        ["White to move"]
    );
    let moved = s.handle_typed("e4", 10);
    let said: Vec<String> = moved
        .events
        .iter()
        .map(|e| crate::words::sentence(&wording().pack, e))
        .collect();
    assert_eq!(texts(&s.handle_typed("repeat", 20).events), said);
    assert_eq!(
        texts(&s.handle_typed("again", 30).events),
        said,
        "a repeat is not itself repeated"
    );
    s.handle_typed("", 40);
    assert_eq!(
        texts(&s.handle_typed("repeat", 50).events),
        said,
        "nothing said is not remembered"
    );
    let square = s.handle_typed("square e4", 60).events;
    assert_eq!(
        texts(&s.handle_typed("repeat", 70).events),
        [crate::words::sentence(&wording().pack, &square[0])]
    );
}

/// A journal's bytes: the header, the setup and the records the session wrote for `script`.
fn journal_bytes(script: &[(&str, u64)]) -> Vec<String> {
    let journal = Shared::default();
    let mut game = session(Mode::Tournament, journal.clone());
    for (line, at) in script {
        game.advance_to(*at);
        game.handle_typed(line, *at);
    }
    let mut lines = vec![
        serde_json::to_string(&crate::journal_format::Header::current()).unwrap(),
        serde_json::to_string(&Record::Setup(setup(Mode::Tournament))).unwrap(),
    ];
    lines.extend(
        journal
            .records
            .lock()
            .unwrap()
            .iter()
            .map(|r| serde_json::to_string(r).unwrap()),
    );
    lines
}

fn joined(lines: &[String]) -> Vec<u8> {
    lines
        .iter()
        .map(|l| format!("{l}\n"))
        .collect::<String>()
        .into_bytes()
}

#[test]
fn a_damaged_journal_is_saved_up_to_its_damage() {
    let script = [
        ("go", 0),
        ("e4", 1_000),
        ("press", 2_000),
        ("e5", 3_000),
        ("press", 4_000),
        ("Nf3", 5_000),
    ];
    let lines = journal_bytes(&script);
    assert_eq!(lines.len(), 8, "{lines:?}");
    assert!(
        salvage(&joined(&lines), wording()).is_none(),
        "a whole journal needs nothing"
    );

    // A line of nonsense at line 5: lines 1 to 4 are kept as written, 4 lines dropped.
    let mut garbage = lines.clone();
    garbage[4] = "\u{0}\u{0}\u{0}garbage".into();
    let saved = salvage(&joined(&garbage), wording()).unwrap();
    assert_eq!(saved.bytes, joined(&lines[..4]));
    assert_eq!((saved.damaged_line, saved.dropped), (5, 4));
    assert!(
        saved.problem.contains("not valid JSON"),
        "{}",
        saved.problem
    );
    assert_eq!(saved.records.len(), 3);

    // A move that does not fit (Black's e5 made e4): the lines before it are kept.
    let mut edited = lines.clone();
    edited[5] = edited[5]
        .replace("e7e5", "e7e4")
        .replace("\"e5\"", "\"e4\"");
    assert_ne!(edited[5], lines[5]);
    let saved = salvage(&joined(&edited), wording()).unwrap();
    assert_eq!(saved.bytes, joined(&lines[..5]));
    assert_eq!((saved.damaged_line, saved.dropped), (6, 3));
    let (state, _) = replay(&saved.records, wording()).unwrap();
    assert_eq!(state.game().plies().len(), 1, "e4 is kept");

    // Nothing to save without a header or a setup.
    assert!(salvage(&joined(&lines[1..]), wording()).is_none());
    let mut no_setup = lines.clone();
    no_setup[1] = "nonsense".into();
    assert!(salvage(&joined(&no_setup), wording()).is_none());
}

#[test]
fn the_speech_rate_is_said_journalled_and_replayed() {
    let journal = Shared::default();
    let mut game = session(Mode::Practice, journal.clone());
    let rate_of = |reply: &crate::boundary::Reply| -> Vec<u32> {
        reply
            .events
            .iter()
            .filter_map(|e| match e {
                Event::Rate { percent, text } => {
                    assert_eq!(
                        text.as_text(),
                        format!("Speech rate {} percent", wording().pack.number(*percent))
                    );
                    Some(*percent)
                }
                _ => None,
            })
            .collect()
    };
    assert_eq!(rate_of(&game.handle_typed("rate 150", 0)), [150]);
    assert_eq!(rate_of(&game.handle_typed("rate faster", 10)), [175]);
    assert_eq!(rate_of(&game.handle_typed("rate -", 20)), [150]);
    assert_eq!(rate_of(&game.handle_typed("rate 900%", 30)), [300]);
    let refused = game.handle_typed("rate quickly", 40);
    assert_eq!(refused.events[0].name(), "error", "{:?}", refused.events);
    assert_eq!(game.state().rate(), Some(300));
    let mut records = vec![Record::Setup(setup(Mode::Practice))];
    records.extend(journal.records.lock().unwrap().iter().cloned());
    assert_eq!(records.len(), 5, "the refusal is not journalled");
    let (replayed, _) = replay(&records, wording()).unwrap();
    assert_eq!(replayed.rate(), Some(300));
}

/// What the cursor says to `cancel`.
fn cancelled_pick(game: &mut PlaySession, now: u64) -> String {
    match game.handle_typed("cursor cancel", now).events.as_slice() {
        [Event::Cursor { text, .. }] => text.to_string(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_piece_picked_with_the_cursor_is_forgotten_once_the_keyboard_changes_the_game() {
    let mut game = session(Mode::Tournament, Shared::default());
    game.handle_typed("cursor pick e2", 0);
    assert_eq!(cancelled_pick(&mut game, 10), "nothing picked now");
    game.handle_typed("cursor pick e2", 20);
    let reply = game.handle_typed("d4", 30);
    assert_eq!(names(&reply.events), ["announce"]);
    assert_eq!(cancelled_pick(&mut game, 40), "nothing is picked");
}
