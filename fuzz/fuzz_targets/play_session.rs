//! A whole game at the board: `PlaySession` (as `tactus play --virtual-time --script` runs it) fed arbitrary command
//! lines through the real event loop, its journal written as JSON lines in memory, then read back and replayed.
//!
//! Input: byte 1 the mode, blind players and cues, byte 2 the time control (`CONTROLS`, or none), byte 3 the start
//! position (`FENS`, or the initial one), byte 4 the notation and voice pack; with the top bit of byte 1 set, the
//! first line names White, Black and the event (`A|B|EVENT`); the rest is the script, one command or move a line.
//! Checks: no panic or hang; the loop ends cleanly, every event is a JSON line stamped in order; the journal reads
//! back whole, ends within the session's time and replays to the same game (position, moves, clock times, offers, pending and sealed moves,
//! result); the game exports as PGN that reads back with the same moves and players, and as text and braille.

#![no_main]

use std::sync::Arc;

use libfuzzer_sys::fuzz_target;
use shakmaty::Position;
use tactus_core::{
    replay_game, Blind, Cues, GameState, JournalWriter, Mode, Outside, PgnGames, PlaySession,
    Record, Session, Setup, Style, TimeControl, Wording,
};
use tactus_fuzz::{notation, pack, reader, run_script, Bytes, Shared, CONTROLS, FENS};

/// The journal as the file would hold it: a header line, then one JSON line per record.
struct Lines(Shared);

impl JournalWriter<Record> for Lines {
    fn write(&mut self, record: &Record) -> Result<(), tactus_core::WriteError> {
        let mut line = serde_json::to_vec(record).expect("a record is written as JSON");
        line.push(b'\n');
        std::io::Write::write_all(&mut self.0, &line).map_err(|error| tactus_core::WriteError {
            problem: (&error).into(),
        })
    }
}

fuzz_target!(|data: &[u8]| {
    let mut input = Bytes::new(data);
    let config = input.byte();
    let control = input.byte();
    let start = input.byte();
    let language = input.byte();
    let text = input.text();
    let (names, script) = match (config & 0x80 != 0, text.split_once('\n')) {
        (true, Some((first, rest))) => (first, rest),
        (true, None) => (text.as_str(), ""),
        (false, _) => ("", text.as_str()),
    };
    let mut name = names.split('|').map(str::to_string);
    let setup = Setup {
        white: name.next().unwrap_or_default(),
        black: name.next().unwrap_or_default(),
        blind: [Blind::White, Blind::Black, Blind::Both, Blind::None][usize::from(config >> 1 & 3)],
        mode: if config & 1 == 0 {
            Mode::Tournament
        } else {
            Mode::Practice
        },
        cues: [Cues::Own, Cues::Both, Cues::Off][usize::from(config >> 3 & 3) % 3],
        cue_marks: tactus_core::CueMarks::ALL,
        control: CONTROLS
            .get(usize::from(control % 10))
            .map(|c| TimeControl::parse_minutes(c).expect("the fuzz controls are valid")),
        category: None,
        fen: FENS.get(usize::from(start % 10)).map(|f| f.to_string()),
        moves_from_move_number: true,
        notation: notation(language & 3),
        voice: None,
        style: None,
        event: name.next().unwrap_or_default(),
        site: String::new(),
        round: String::new(),
        date: "2026.11.22".into(),
        started: "2026-11-22T10:00:00Z".into(),
        engine: None,
    };
    let pack = pack(language >> 2);
    let wording = Arc::new(Wording {
        pack: pack.clone(),
        style: if language & 0x40 == 0 {
            Style::Short
        } else {
            Style::Long
        },
    });
    let Ok(state) = GameState::new(setup.clone(), wording.sheet_reader(setup.notation)) else {
        return;
    };
    let file = Shared::default();
    let mut lines = Lines(file.clone());
    std::io::Write::write_all(
        &mut lines.0,
        b"{\"format\":\"tactus-journal\",\"version\":1}\n",
    )
    .unwrap();
    lines.write(&Record::Setup(setup.clone())).unwrap();
    let outside = Outside {
        now_iso: || "2026-11-22T11:00:00Z".into(),
        read_file: |path| Ok(path.as_bytes().to_vec()),
        random: || 42,
    };
    let mut session = PlaySession::new(
        state,
        wording.clone(),
        reader(setup.notation).clone(),
        Box::new(lines),
        0,
        true,
        outside,
    );
    let (events, end) = run_script(&mut session, script, pack);
    let _ = session.prompt();
    let now = events.last().and_then(|e| e["t_ms"].as_u64()).unwrap_or(0);
    let live = session.state();

    let contents = tactus_core::read_journal_bytes::<Record>("fuzz.jsonl", &file.bytes())
        .expect("the journal reads back");
    assert!(!contents.torn);
    let (mut replayed, last) =
        replay_game(&contents.records, wording.clone()).expect("the journal replays");
    // The journal's last instant is within the session's time.
    assert!(
        last <= end,
        "the journal ends at {last} ms, the session at {end} ms"
    );
    assert_eq!(replayed.game().fen(), live.game().fen());
    assert_eq!(replayed.game().plies().len(), live.game().plies().len());
    assert_eq!(replayed.notes(), live.notes());
    assert_eq!(replayed.offer(), live.offer());
    assert_eq!(replayed.result(), live.result());
    assert_eq!(
        replayed.pending().map(|p| p.mv),
        live.pending().map(|p| p.mv)
    );
    assert_eq!(replayed.sealed().map(|s| s.mv), live.sealed().map(|s| s.mv));
    let _ = replayed.clock_events_until(now);
    assert_eq!(replayed.times(now), live.times(now));

    let pgn = tactus_core::game_pgn(live);
    let _ = (
        tactus_core::text_export(live, &wording),
        tactus_core::braille_export(live, &wording),
    );
    let mut games = PgnGames::new(pgn.as_bytes()).expect("the export is readable");
    let game = games
        .next()
        .expect("the export holds a game")
        .expect("the export reads as PGN");
    let sans: Vec<String> = live
        .game()
        .plies()
        .iter()
        .map(|p| p.san.to_string())
        .collect();
    let read: Vec<String> = game.moves.iter().map(ToString::to_string).collect();
    assert_eq!(read, sans, "{pgn}");
    assert!(game.unreadable.is_none(), "{pgn}");
    for (tag, value) in [
        ("White", &setup.white),
        ("Black", &setup.black),
        ("Event", &setup.event),
    ] {
        if !value.trim().is_empty() && !value.chars().any(char::is_control) {
            assert_eq!(game.tag(tag), Some(value.as_str()), "{pgn}");
        }
    }
    let _ = live.game().position().legal_moves();
});
