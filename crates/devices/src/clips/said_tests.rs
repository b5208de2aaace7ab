//! What the outputs make of the sentences of a game, recorded: for every event of a played game and of a set of
//! events made by hand (cues, times, results, moves heard again), in every shipped pack, the printed sentence, the
//! built-in voice's clip keys and pauses, and system speech's parts by language. The record (`said.txt`) holds what
//! they were when the sentences were first carried as data, so the outputs cannot drift from it.

use std::{fmt::Write as _, sync::Arc};

use tactus_core::{
    utterance_for, Blind, CueLevel, Cues, Event, GameResult, GameState, JournalWriter, Mode,
    MoveReader, Notation, Outside, PlaySession, Record, Score, Sentence, Session, Setup, Side,
    Style, Termination, TimeControl, VoicePack, Wording,
};

use super::tokens::{tokens, Pause, Token};

/// The record, one line per event and pack.
const RECORD: &str = include_str!("said.txt");

/// The packs recorded.
const PACKS: [&str; 5] = ["fide", "en", "de", "fr", "nato"];

/// A journal that keeps nothing.
struct Nowhere;

impl JournalWriter<Record> for Nowhere {
    fn write(&mut self, _record: &Record) -> Result<(), tactus_core::WriteError> {
        Ok(())
    }
}

/// The lines typed in the recorded game: moves of every kind, questions, the board read, a refusal, a claim, an
/// offer, and the resignation that ends it.
const LINES: [&str; 29] = [
    "e4",
    "e5",
    "Nf3",
    "Nc6",
    "Bb5",
    "a6",
    "Bxc6",
    "dxc6",
    "O-O",
    "time",
    "moves",
    "square e4",
    "rank 1",
    "file e",
    "pieces white",
    "board",
    "cursor e2",
    "cursor left",
    "cursor pick",
    "cursor next knight",
    "cursor cancel",
    "last",
    "Qh9",
    "draw",
    "decline",
    "claim threefold",
    "Bg4",
    "resign",
    "yes",
];

fn session(pack: &VoicePack, style: Style) -> PlaySession {
    let wording = Arc::new(Wording {
        pack: pack.clone(),
        style,
    });
    let setup = Setup {
        white: "Eva".into(),
        black: "Dame \u{1b}]0;x\u{7}".into(),
        blind: Blind::White,
        mode: Mode::Practice,
        cues: Cues::Own,
        cue_marks: tactus_core::CueMarks::ALL,
        control: Some(TimeControl::parse_minutes("5+3").unwrap()),
        category: None,
        fen: None,
        moves_from_move_number: true,
        notation: Notation::En,
        voice: None,
        style: Some(style),
        event: String::new(),
        site: String::new(),
        round: String::new(),
        date: "2026.11.22".into(),
        started: String::new(),
        engine: None,
    };
    let state = GameState::new(setup, wording.sheet_reader(Notation::En)).unwrap();
    let reader = MoveReader::for_pack(Notation::En, pack);
    let outside = Outside {
        now_iso: || "2026-11-22T10:00:00Z".into(),
        read_file: |_| Err(std::io::ErrorKind::NotFound.into()),
        random: || 0x00de_adbe_efca_fe42,
    };
    PlaySession::new(state, wording, reader, Box::new(Nowhere), 0, true, outside)
}

/// The events of the recorded game in `pack`, in both styles of announcement.
fn game_events(pack: &VoicePack) -> Vec<Event> {
    let mut events = Vec::new();
    for style in [Style::Short, Style::Long] {
        let mut session = session(pack, style);
        for (at, line) in LINES.iter().enumerate() {
            let now = 1_000 * (at as u64 + 1);
            events.extend(session.handle_typed(line, now).events);
        }
    }
    events
}

/// Events no typed line of the game makes: the clock's cues and times, results with an arbiter's reason, moves of a
/// game heard again, a correction, answers holding results in figures.
fn made_events(pack: &VoicePack) -> Vec<Event> {
    let announce = |text: &Sentence, correction, replayed, side, move_number| Event::Announce {
        ply: 3,
        move_number,
        side,
        san: "Nf3".into(),
        uci: "g1f3".into(),
        text: text.clone(),
        pending: false,
        correction,
        replayed,
        source: None,
        line: None,
        game: None,
    };
    let knight = Sentence::words(
        pack,
        &[
            tactus_core::Word::Piece(shakmaty::Role::Knight),
            tactus_core::Word::File(shakmaty::File::F),
            tactus_core::Word::Rank(shakmaty::Rank::Third),
        ],
    );
    vec![
        Event::Game {
            white: "Eva".into(),
            black: "Dame \u{1b}]0;x\u{7}".into(),
            mode: "practice".into(),
            journal: "/tmp/game.jsonl".into(),
        },
        announce(&knight, true, false, Side::White, 2),
        announce(&knight, false, true, Side::White, 2),
        announce(&knight, false, true, Side::Black, 12),
        Event::Cue {
            side: Side::Black,
            level: CueLevel::FifteenMinutes,
            remaining_ms: 15 * 60_000,
        },
        Event::Press {
            ply: 1,
            side: Side::White,
            white_ms: Some(4 * 60_000 + 57_000),
            black_ms: Some(5 * 60_000),
            say_times: true,
        },
        Event::Flag { side: Side::White },
        Event::Result(
            GameResult {
                score: Score::Draw,
                termination: Termination::Agreement,
                by: None,
                opponent_cannot_mate: false,
            },
            Some(tactus_core::Sentence::comment("dead position 1/2-1/2")),
        ),
        Event::answer(
            "where",
            tactus_core::Sentence::comment("the game is over (1-0); questions"),
        ),
        Event::answer(
            "comment",
            tactus_core::Sentence::comment("Dame Eva vier \u{1b}[2J 0-1"),
        ),
    ]
}

/// One line of the record: the pack, the event, its printed sentence, its clip keys (a comma for a short pause, a
/// full stop for a long one) and its parts by language.
fn said(pack: &VoicePack, event: &Event) -> String {
    let mut line = format!(
        "{} {} | {}",
        pack.name,
        event.name(),
        tactus_core::event_sentence(pack, event)
    );
    let Some(utterance) = utterance_for(pack, event) else {
        line.push_str(" | silent");
        return line;
    };
    line.push_str(" | clips:");
    for token in tokens(&utterance.text) {
        match token {
            Token::Word(key) => {
                let _ = write!(line, " {key}");
            }
            Token::Pause(Pause::Short) => line.push_str(" ,"),
            Token::Pause(Pause::Long) => line.push_str(" ."),
        }
    }
    let _ = write!(line, " | {}:", utterance.language);
    for part in &utterance.parts {
        let _ = write!(line, " [{}] {}", part.language, part.text);
    }
    line
}

fn record() -> String {
    let mut out = String::new();
    for name in PACKS {
        let pack = VoicePack::builtin(name).unwrap();
        for event in game_events(&pack).iter().chain(&made_events(&pack)) {
            out.push_str(&said(&pack, event));
            out.push('\n');
        }
    }
    out
}

#[test]
fn every_output_says_what_it_said_when_sentences_became_data() {
    let now = record();
    if std::env::var_os("TACTUS_RECORD_SAID").is_some() {
        std::fs::write(
            concat!(env!("CARGO_MANIFEST_DIR"), "/src/clips/said.txt"),
            &now,
        )
        .unwrap();
    }
    for (line, (now, then)) in now.lines().zip(RECORD.lines()).enumerate() {
        assert_eq!(now, then, "line {}", line + 1);
    }
    assert_eq!(now.lines().count(), RECORD.lines().count());
}

/// The built-in voice takes its clip keys from the pieces of each sentence (move words by their own clips): for
/// every recorded event in every shipped pack, the words, pauses and languages are those its text gives, read by its
/// parts of each language, and the keys are those of the record.
#[test]
fn the_keys_from_the_pieces_are_those_of_the_text() {
    use super::{keys::keyed, library::ClipLibrary};
    for name in PACKS {
        let pack = VoicePack::builtin(name).unwrap();
        let library =
            ClipLibrary::load(&pack, &crate::shipped_voices::clip_folders(&pack)).unwrap();
        for event in game_events(&pack).iter().chain(&made_events(&pack)) {
            let Some(utterance) = utterance_for(&pack, event) else {
                continue;
            };
            assert!(!utterance.pieces.is_empty());
            let from_pieces = keyed(&library, &utterance);
            let from_text = keyed(
                &library,
                &tactus_core::Utterance {
                    pieces: Vec::new(),
                    ..utterance.clone()
                },
            );
            assert_eq!(from_pieces, from_text, "{name}: {}", utterance.text);
            let keys: Vec<Token> = from_pieces.into_iter().map(|(token, _)| token).collect();
            assert_eq!(keys, tokens(&utterance.text), "{name}: {}", utterance.text);
        }
    }
}
