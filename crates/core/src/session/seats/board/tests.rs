//! The game reading the sighted player's board: its moves announced and completed as chosen, the blind player's
//! move checked (D.2.9), faults said once, all journaled; on a fake clock.

use shakmaty::{Chess, Position, Square};

use super::*;
use crate::{
    boundary::{BoardState, Event, Input, Session},
    clock::TimeControl,
    eboard::{BoardFailure, BoardInput, BoardKind, Placement, ReadSettings},
    notation::{MoveReader, Notation},
    options::{Blind, BoardPress, Cues, Mode},
    session::{GameState, MoveSource, Outside, PlaySession, Record, Setup},
};

use crate::session::fixtures::KeptRecords as Shared;

const SETTLE: u64 = 250;
const DIFFER: u64 = 3000;

/// A tournament game with a clock; the blind player has Black, so White's moves are read from the board.
fn setup() -> Setup {
    Setup {
        white: "Ada".into(),
        black: "Bo".into(),
        blind: Blind::Black,
        mode: Mode::Tournament,
        cues: Cues::Own,
        cue_marks: crate::clock::CueMarks::ALL,
        control: Some(TimeControl::parse_minutes("90+30").unwrap()),
        category: None,
        fen: None,
        moves_from_move_number: true,
        notation: Notation::En,
        voice: None,
        style: None,
        event: String::new(),
        site: String::new(),
        round: String::new(),
        date: "2026.11.27".into(),
        started: String::new(),
        engine: None,
    }
}

use crate::session::fixtures::english as wording;

/// The game of [`setup`], reading a DGT board whose moves are completed as `press` says.
fn game(press: BoardPress, journal: Shared) -> PlaySession {
    let wording = wording();
    let state = GameState::new(setup(), wording.sheet_reader(setup().notation)).unwrap();
    let reader = MoveReader::for_pack(Notation::En, &wording.pack);
    let outside = Outside {
        now_iso: || "2026-11-27T10:00:00Z".into(),
        read_file: |_| Err(std::io::ErrorKind::NotFound.into()),
        random: || 7,
    };
    PlaySession::new(
        state,
        wording.clone(),
        reader,
        Box::new(journal),
        0,
        true,
        outside,
    )
    .with_board(BoardOptions {
        kind: BoardKind::Dgt,
        place: "/dev/ttyACM0".into(),
        press,
        settings: ReadSettings {
            settle_ms: SETTLE,
            differ_ms: DIFFER,
            follow_ms: ReadSettings::FOLLOW_MS,
        },
    })
}

/// The board's placement after `moves` (UCI) from the start.
fn after(moves: &[&str]) -> Placement {
    let mut pos = Chess::default();
    for uci in moves {
        let mv = uci
            .parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        pos.play_unchecked(mv);
    }
    Placement::of(pos.board())
}

/// The board reports, then the session is let run to `until`: what was said, by kind.
fn board(session: &mut PlaySession, input: BoardInput, at: u64) -> Vec<Event> {
    session.handle(Input::Board(input), at).events
}

fn run_to(session: &mut PlaySession, until: u64) -> Vec<Event> {
    let mut events = Vec::new();
    while let Some(due) = session.next_due().filter(|&due| due <= until) {
        events.extend(session.advance_to(due).into_iter().map(|(_, e)| e));
    }
    events.extend(session.advance_to(until).into_iter().map(|(_, e)| e));
    events
}

fn states(events: &[Event]) -> Vec<BoardState> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Board { state, .. } => Some(*state),
            _ => None,
        })
        .collect()
}

fn announced(events: &[Event]) -> Vec<(String, bool, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Announce {
                san,
                source,
                correction,
                ..
            } => Some((san.clone(), *source == Some(MoveSource::Board), *correction)),
            _ => None,
        })
        .collect()
}

/// Connected, showing the start position: ready.
fn ready(session: &mut PlaySession) {
    let connected = BoardInput::Connected {
        kind: BoardKind::Dgt,
        place: "/dev/ttyACM0".into(),
    };
    assert_eq!(
        states(&board(session, connected, 0)),
        [BoardState::Connected]
    );
    board(session, BoardInput::Placement(after(&[])), 0);
    assert_eq!(states(&run_to(session, SETTLE)), [BoardState::Ready]);
    session.handle_typed("go", SETTLE);
}

#[test]
fn the_sighted_players_move_is_announced_when_the_board_settles_and_waits_for_the_press() {
    let journal = Shared::default();
    let mut session = game(BoardPress::Typed, journal.clone());
    ready(&mut session);
    let mut lifted = after(&[]);
    lifted.set(Square::E2, None);
    board(&mut session, BoardInput::Placement(lifted), 1000);
    board(&mut session, BoardInput::Placement(after(&["e2e4"])), 1100);
    // Nothing before the board has settled.
    assert!(announced(&run_to(&mut session, 1100 + SETTLE - 1)).is_empty());
    let events = run_to(&mut session, 1100 + SETTLE);
    assert_eq!(announced(&events), [("e4".to_string(), true, false)]);
    // `repeat` says the board's move again.
    let repeated = session.handle_typed("repeat", 1500).events;
    assert!(
        matches!(&repeated[..], [Event::Answer { text, .. }] if text.as_text().contains("Eva four")),
        "{repeated:?}"
    );
    assert!(session.state().pending().is_some());
    let events = session.handle_typed("press", 2000).events;
    assert!(events.iter().any(|e| e.name() == "press"));
    let records = journal.0.lock().unwrap().clone();
    assert!(records.iter().any(|r| matches!(
        r,
        Record::Move {
            source: Some(MoveSource::Board),
            ..
        }
    )));
}

#[test]
fn castling_rook_first_left_longer_than_a_king_follows_is_read_as_the_rook_move_then_corrected() {
    let mut session = game(BoardPress::Typed, Shared::default());
    ready(&mut session);
    let opening = ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"];
    // Played on the board and typed by the blind player, alternately.
    let mut t = 1000;
    for (index, uci) in opening.iter().enumerate() {
        if index % 2 == 0 {
            board(
                &mut session,
                BoardInput::Placement(after(&opening[..=index])),
                t,
            );
            run_to(&mut session, t + SETTLE);
            session.handle_typed("press", t + SETTLE + 10);
        } else {
            session.handle_typed(uci, t);
            session.handle_typed("press", t + 10);
            board(
                &mut session,
                BoardInput::Placement(after(&opening[..=index])),
                t + 20,
            );
            run_to(&mut session, t + 20 + SETTLE);
        }
        t += 1000;
    }
    let mut rook_first = after(&opening);
    rook_first.set(Square::H1, None);
    rook_first.set(Square::F1, Some(shakmaty::Piece::from_char('R').unwrap()));
    board(&mut session, BoardInput::Placement(rook_first), t);
    // The rook on its castled square may still become castling: it waits for the king as long as one follows.
    assert_eq!(announced(&run_to(&mut session, t + SETTLE)), []);
    let events = run_to(&mut session, t + ReadSettings::FOLLOW_MS);
    assert_eq!(announced(&events), [("Rf1".to_string(), true, false)]);
    let mut castled = opening.to_vec();
    castled.push("e1g1");
    board(
        &mut session,
        BoardInput::Placement(after(&castled)),
        t + 2000,
    );
    let events = run_to(&mut session, t + 2000 + SETTLE);
    assert_eq!(announced(&events), [("O-O".to_string(), true, true)]);
}

#[test]
fn the_blind_players_move_executed_wrongly_differs_at_once_with_the_squares() {
    let journal = Shared::default();
    let mut session = game(BoardPress::Move, journal.clone());
    ready(&mut session);
    board(&mut session, BoardInput::Placement(after(&["e2e4"])), 1000);
    let events = run_to(&mut session, 1000 + SETTLE);
    // Completed by the settled move itself.
    assert!(events.iter().any(|e| e.name() == "press"), "{events:?}");
    session.handle_typed("Nf6", 2000);
    session.handle_typed("press", 2010);
    // The sighted player puts the knight on h6 instead of f6.
    board(
        &mut session,
        BoardInput::Placement(after(&["e2e4", "g8h6"])),
        2500,
    );
    let events = run_to(&mut session, 2500 + SETTLE);
    let Some(Event::Board {
        state,
        squares,
        text,
        ..
    }) = events.iter().find(|e| e.name() == "board")
    else {
        panic!("no board event: {events:?}");
    };
    assert_eq!(*state, BoardState::Differs);
    let named: Vec<String> = squares.iter().map(|d| d.square.to_string()).collect();
    assert_eq!(named, ["f6", "h6"]);
    assert_eq!(
        text.as_text(),
        "Boards differ: board shows Knight Hector six; the game has Knight Felix six"
    );
    // Put right: ready again.
    board(
        &mut session,
        BoardInput::Placement(after(&["e2e4", "g8f6"])),
        4000,
    );
    assert_eq!(
        states(&run_to(&mut session, 4000 + SETTLE)),
        [BoardState::Ready]
    );
    let records = journal.0.lock().unwrap().clone();
    assert!(records.iter().any(|r| matches!(
        r,
        Record::Board {
            state: BoardState::Differs,
            ..
        }
    )));
    // The export shows where the boards parted: after the move the board differed on.
    let pgn = crate::session::export::pgn(session.state());
    assert!(
        pgn.contains("1... Nf6 {[%clk 1:30:29]} {boards differ: f6 h6}"),
        "{pgn}"
    );
    // And a replay of the journal (resume, export) keeps it.
    let journal: Vec<Record> = std::iter::once(Record::Setup(setup()))
        .chain(records)
        .collect();
    let (replayed, _) = crate::session::replay(&journal, wording()).unwrap();
    assert!(crate::session::export::pgn(&replayed).contains("{boards differ: f6 h6}"));
}

#[test]
fn a_lost_board_is_said_once_and_the_game_goes_on_by_typing() {
    let mut session = game(BoardPress::Typed, Shared::default());
    ready(&mut session);
    let lost = || BoardInput::Lost {
        reason: BoardFailure::PortClosed {
            port: "/dev/ttyACM0".into(),
        },
    };
    assert_eq!(
        states(&board(&mut session, lost(), 1000)),
        [BoardState::Lost]
    );
    assert!(board(&mut session, lost(), 1500).is_empty());
    let events = session.handle_typed("e4", 2000).events;
    assert_eq!(announced(&events), [("e4".to_string(), false, false)]);
    session.handle_typed("press", 2010);
    // Back, showing the game's position: connected, then ready.
    let connected = BoardInput::Connected {
        kind: BoardKind::Dgt,
        place: "/dev/ttyACM0".into(),
    };
    assert_eq!(
        states(&board(&mut session, connected, 3000)),
        [BoardState::Connected]
    );
    board(&mut session, BoardInput::Placement(after(&["e2e4"])), 3000);
    assert_eq!(
        states(&run_to(&mut session, 3000 + SETTLE)),
        [BoardState::Ready]
    );
}

#[test]
fn the_clock_lever_completes_the_sighted_players_move_when_chosen() {
    let mut session = game(BoardPress::Lever, Shared::default());
    ready(&mut session);
    board(&mut session, BoardInput::Lever { right_high: false }, 500);
    board(&mut session, BoardInput::Placement(after(&["d2d4"])), 1000);
    run_to(&mut session, 1000 + SETTLE);
    assert!(session.state().pending().is_some());
    let events = board(&mut session, BoardInput::Lever { right_high: true }, 1500);
    assert!(events.iter().any(|e| e.name() == "press"), "{events:?}");
    assert!(session.state().pending().is_none());
}
