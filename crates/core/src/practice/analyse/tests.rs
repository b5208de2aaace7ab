use std::{cell::RefCell, rc::Rc};

use shakmaty::uci::UciMove;

use super::*;
use crate::{
    engine::{EngineScore, PrincipalVariation},
    notation::Notation,
    practice::listen_game::{choose, Choice},
    voice::Style,
    words::move_label,
};

const GAME: &str = "[White \"Anna\"]\n[Black \"Ben\"]\n[Result \"*\"]\n\n\
    1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 $1 {Develops} Nc6 *\n";

/// What the engine was asked, and whether it was told to stop.
#[derive(Default)]
struct Asked {
    requests: Vec<AnalysisRequest>,
    stops: usize,
}

struct FakeEngine(Rc<RefCell<Asked>>);

impl EngineLink for FakeEngine {
    fn ask(&mut self, _request: crate::engine::EngineRequest) {}
    fn analyse(&mut self, request: AnalysisRequest) {
        self.0.borrow_mut().requests.push(request);
    }
    fn stop(&mut self) {
        self.0.borrow_mut().stops += 1;
    }
}

/// The files written by `save`.
struct FakeFiles(Rc<RefCell<Vec<(String, String)>>>);

impl SaveFile for FakeFiles {
    fn save(&mut self, path: &str, text: &str) -> Result<String, SaveRefused> {
        if path == "game.pgn" {
            return Err(SaveRefused::OpenedFile);
        }
        self.0
            .borrow_mut()
            .push((path.to_string(), text.to_string()));
        Ok(path.to_string())
    }
}

struct Board {
    session: AnalyseSession,
    engine: Rc<RefCell<Asked>>,
    files: Rc<RefCell<Vec<(String, String)>>>,
}

fn board(text: &str, engine: bool) -> Board {
    let en = VoicePack::builtin("en").unwrap();
    let reader = MoveReader::for_pack(Notation::En, &en);
    let game = choose(text.as_bytes(), "game.pgn", &Choice::First, &en, &reader).unwrap();
    let listen = ListenSession::new(game, en.clone(), Style::Short, None, true);
    let files = Rc::new(RefCell::new(Vec::new()));
    let no_engine = Sentence::phrase(&en, PhraseKey::ErrorNoEngine, Vec::new());
    let mut session = AnalyseSession::new(
        listen,
        reader,
        Box::new(FakeFiles(files.clone())),
        no_engine,
    );
    let asked = Rc::new(RefCell::new(Asked::default()));
    if engine {
        session.attach_engine(Box::new(FakeEngine(asked.clone())));
    }
    Board {
        session,
        engine: asked,
        files,
    }
}

fn said(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .map(|event| match event {
            Event::Announce {
                move_number,
                side,
                text,
                line,
                ..
            } => format!(
                "announce: {} {text}{}",
                move_label(*move_number, *side),
                line.map(|l| format!(" [{} of {}]", l.line, l.lines))
                    .unwrap_or_default()
            ),
            Event::Answer { query, text, .. } => format!("{query}: {text}"),
            Event::Notice { text } => format!("notice: {text}"),
            Event::Error { message, .. } => format!("error: {message}"),
            Event::Eval {
                cp,
                mate,
                depth,
                pv,
                multipv,
                text,
            } => format!("eval: {cp:?} {mate:?} {depth} {pv:?} {multipv:?} {text}"),
            other => format!("{other:?}"),
        })
        .collect()
}

fn run(board: &mut Board, line: &str) -> Vec<String> {
    said(&board.session.handle_typed(line, 0).events)
}

fn analysis(id: u64, lines: Vec<(EngineScore, &str)>) -> Input {
    Input::Engine(EngineReply::Analysis {
        id,
        lines: lines
            .into_iter()
            .enumerate()
            .map(|(index, (score, moves))| PrincipalVariation {
                rank: u8::try_from(index + 1).unwrap(),
                depth: 18,
                score,
                moves: moves
                    .split(' ')
                    .map(|m| m.parse::<UciMove>().unwrap())
                    .collect(),
            })
            .collect(),
    })
}

#[test]
fn the_variations_are_walked_at_any_depth() {
    let mut b = board(GAME, false);
    assert_eq!(run(&mut b, "next"), ["announce: 1. Eva four"]);
    assert_eq!(
        run(&mut b, "lines"),
        ["lines: 2 lines here: 1: 1... Eva five, 2: 1... Cesar five"]
    );
    assert_eq!(
        run(&mut b, "next"),
        ["announce: 1... Eva five, line 1 of 2 [1 of 2]"]
    );
    assert_eq!(
        run(&mut b, "next"),
        [
            "announce: 2. Knight Felix three",
            "marks: good move",
            "comment: Develops"
        ]
    );
    run(&mut b, "start");
    run(&mut b, "next");
    assert_eq!(
        run(&mut b, "line 2"),
        ["announce: 1... Cesar five, line 2 of 2 [2 of 2]"]
    );
    assert_eq!(
        run(&mut b, "next"),
        ["announce: 2. Knight Felix three, line 1 of 2 [1 of 2]"]
    );
    run(&mut b, "previous");
    assert_eq!(
        run(&mut b, "line 2"),
        ["announce: 2. Cesar three, line 2 of 2 [2 of 2]"]
    );
    assert_eq!(
        run(&mut b, "next"),
        [
            "announce: 2... David five",
            "notice: End of this line: up returns to where it branched"
        ]
    );
    assert_eq!(
        run(&mut b, "up"),
        ["up: Back where the line branched, after 1... Cesar five"]
    );
    assert_eq!(run(&mut b, "main"), ["main: Main line, after 1. Eva four"]);
    assert_eq!(run(&mut b, "main"), ["error: Already on the main line"]);
    assert_eq!(
        run(&mut b, "line 3"),
        ["error: There is no line 3 here: 2 lines start here"]
    );
}

#[test]
fn a_move_tried_makes_a_line_that_can_be_deleted_and_saved() {
    let mut b = board(GAME, false);
    run(&mut b, "next");
    assert_eq!(
        run(&mut b, "Springer Felix sechs"),
        [
            "notice: New line",
            "announce: 1... Knight Felix six, line 3 of 3 [3 of 3]"
        ]
    );
    // A move that is there already is heard, not made again.
    run(&mut b, "start");
    run(&mut b, "e4");
    assert_eq!(
        run(&mut b, "Nf6"),
        [
            "announce: 1... Knight Felix six, line 3 of 3 [3 of 3]",
            "notice: End of this line: up returns to where it branched"
        ]
    );
    assert!(run(&mut b, "Nc4")[0].starts_with("error: "));
    assert_eq!(
        run(&mut b, "save game.pgn")[0],
        "error: The file the game was opened from is never changed: save to another name"
    );
    assert_eq!(run(&mut b, "save tried.pgn"), ["save: Saved to tried.pgn"]);
    let saved = b.files.borrow()[0].1.clone();
    assert!(
        saved.contains("1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) (1... Nf6)"),
        "{saved}"
    );
    assert_eq!(
        run(&mut b, "delete"),
        ["delete: Line deleted: 1... Knight Felix six"]
    );
    assert_eq!(
        run(&mut b, "lines"),
        ["lines: 2 lines here: 1: 1... Eva five, 2: 1... Cesar five"]
    );
    assert_eq!(
        run(&mut b, "delete"),
        ["error: The main line cannot be deleted: enter a line first"]
    );
}

#[test]
fn the_engine_is_asked_and_its_answer_said_once() {
    let mut b = board(GAME, true);
    run(&mut b, "next");
    assert!(run(&mut b, "eval").is_empty());
    let request = b.engine.borrow().requests[0].clone();
    assert_eq!(
        (request.lines, request.depth, request.movetime_ms),
        (1, 18, 2000)
    );
    assert_eq!(
        request.start_fen,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    // Black to move: the engine's score is Black's, said from White's side.
    let reply = b.session.handle(
        analysis(1, vec![(EngineScore::Centipawns(-40), "e7e5 g1f3")]),
        0,
    );
    assert_eq!(
        said(&reply.events),
        ["eval: Some(40) None 18 [\"e7e5\", \"g1f3\"] None White is slightly better, plus 0.4 (depth 18)"]
    );
    // Said once: the same answer again is let go.
    let again = b
        .session
        .handle(analysis(1, vec![(EngineScore::Centipawns(-40), "e7e5")]), 0);
    assert!(again.events.is_empty());
    // Moving on stops the search; its answer is never said.
    run(&mut b, "best");
    run(&mut b, "next");
    assert_eq!(b.engine.borrow().stops, 1);
    let late = b
        .session
        .handle(analysis(2, vec![(EngineScore::Centipawns(30), "g1f3")]), 0);
    assert!(late.events.is_empty());
    run(&mut b, "lines 3");
    let reply = b.session.handle(
        analysis(
            3,
            vec![
                (EngineScore::Centipawns(35), "g1f3 b8c6"),
                (EngineScore::Centipawns(20), "b1c3"),
                (EngineScore::Mate(-2), "d1h5"),
            ],
        ),
        0,
    );
    let lines = said(&reply.events);
    assert_eq!(lines.len(), 3);
    assert!(
        lines[0].ends_with(
            "Line 1: 2. Knight Felix three; White is slightly better, plus 0.3 (depth 18)"
        ),
        "{lines:?}"
    );
    assert!(lines[2].contains("Some(3)"), "{lines:?}");
    assert_eq!(
        run(&mut b, "lines 9"),
        ["error: The engine gives 1 to five lines"]
    );
}

#[test]
fn best_line_and_threat_are_said_in_moves() {
    let mut b = board(GAME, true);
    run(&mut b, "next");
    run(&mut b, "best line");
    let reply = b.session.handle(
        analysis(1, vec![(EngineScore::Centipawns(-30), "c7c5 g1f3 d7d6")]),
        0,
    );
    assert_eq!(
        said(&reply.events)[0],
        "eval: Some(30) None 18 [\"c7c5\", \"g1f3\", \"d7d6\"] None Best line: 1... Cesar five, 2. Knight Felix three, David six; White is slightly better, plus 0.3 (depth 18)"
    );
    run(&mut b, "threat");
    // The threat is asked with White to move again.
    let fen = b.engine.borrow().requests[1].start_fen.clone();
    assert!(fen.contains(" w "), "{fen}");
    let reply = b
        .session
        .handle(analysis(2, vec![(EngineScore::Centipawns(50), "d1h5")]), 0);
    assert!(
        said(&reply.events)[0].ends_with(
            "Threat: 1. Queen Hector five; White is slightly better, plus 0.5 (depth 18)"
        ),
        "{:?}",
        said(&reply.events)
    );
}

#[test]
fn without_an_engine_the_file_s_evaluation_or_how_to_get_one() {
    let text = "1. e4 { [%eval 0.3] } e5 *\n";
    let mut b = board(text, false);
    run(&mut b, "next");
    assert_eq!(
        run(&mut b, "eval"),
        ["eval: No engine runs; the game records: White is slightly better, plus 0.3"]
    );
    run(&mut b, "next");
    assert_eq!(run(&mut b, "best").len(), 1);
    assert!(run(&mut b, "best")[0].starts_with("error: "));
}

#[test]
fn no_threat_is_asked_in_check() {
    let text = "1. e4 f5 2. Qh5+ *\n";
    let mut b = board(text, true);
    run(&mut b, "end");
    assert_eq!(
        run(&mut b, "threat"),
        ["error: No threat is asked in check: the check must be answered first"]
    );
    assert!(b.engine.borrow().requests.is_empty());
}
