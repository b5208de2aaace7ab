//! The practice of a review's faults, with a fake engine that records what it is asked.

use std::{cell::RefCell, rc::Rc};

use shakmaty::{fen::Fen, uci::UciMove, CastlingMode, Chess, Color};

use super::ReviewPractice;
use crate::{
    boundary::MoveVerdict,
    boundary::{ErrorCode, Event, Flow, Input, Reply, Session},
    engine::{
        AnalysisRequest, EngineFailure, EngineLink, EngineReply, EngineRequest, EngineScore,
        PrincipalVariation,
    },
    notation::{MoveReader, Notation},
    review::ReviewedMove,
    voice::VoicePack,
    Evaluation,
};

/// An engine that answers nothing by itself: it keeps the requests, and the test hands in the replies.
#[derive(Clone, Default)]
struct FakeEngine {
    asked: Rc<RefCell<Vec<AnalysisRequest>>>,
}

impl EngineLink for FakeEngine {
    fn ask(&mut self, _request: EngineRequest) {
        panic!("a review's practice asks for analyses only");
    }

    fn analyse(&mut self, request: AnalysisRequest) {
        self.asked.borrow_mut().push(request);
    }

    fn stop(&mut self) {}
}

const FEN: &str = "3r2k1/5ppp/8/8/3q4/8/5PPP/3QR1K1 b - - 0 23";

fn position() -> Chess {
    let fen: Fen = FEN.parse().unwrap();
    fen.into_position(CastlingMode::Standard).unwrap()
}

fn uci(text: &str) -> shakmaty::Move {
    text.parse::<UciMove>()
        .unwrap()
        .to_move(&position())
        .unwrap()
}

/// Black's fault at move 23: the rook to e8 instead of the queen to d5, Black a pawn better before it.
fn fault(mover: Color) -> ReviewedMove {
    ReviewedMove {
        ply: 46,
        number: 23,
        mover,
        position: position(),
        played: uci("d8e8"),
        best: Some(uci("d4d5")),
        before: Evaluation::Pawns(-100),
        after: Evaluation::Pawns(200),
        verdict: Some(MoveVerdict::Blunder),
    }
}

fn practice(faults: &[ReviewedMove]) -> (ReviewPractice, FakeEngine) {
    let pack = VoicePack::builtin("en").unwrap();
    let reader = MoveReader::for_pack(Notation::default(), &pack);
    let engine = FakeEngine::default();
    let session = ReviewPractice::new(
        faults,
        Color::Black,
        14,
        pack,
        reader,
        Box::new(engine.clone()),
    )
    .unwrap();
    (session, engine)
}

fn texts(reply: &Reply) -> Vec<String> {
    reply
        .events
        .iter()
        .map(|event| match event {
            Event::Answer { text, .. } => text.as_text().to_string(),
            Event::Error { message, .. } => format!("error: {}", message.as_text()),
            other => format!("{other:?}"),
        })
        .collect()
}

fn analysis(id: u64, score: EngineScore) -> Input {
    Input::Engine(EngineReply::Analysis {
        id,
        lines: vec![PrincipalVariation {
            rank: 1,
            depth: 14,
            score,
            moves: Vec::new(),
        }],
    })
}

#[test]
fn the_fault_is_presented_with_the_move_to_better_and_the_board() {
    let (mut session, _) = practice(&[fault(Color::Black)]);
    let opening = session.opening();
    let Event::Answer { text, .. } = &opening[0] else {
        panic!("{opening:?}")
    };
    assert_eq!(
        text.as_text(),
        "Move twenty-three, Black to move. Find a better move than Rook Eva eight."
    );
    assert!(opening.len() > 1, "the board follows");
    assert_eq!(session.prompt().as_deref(), Some("Mistake 1"));
}

#[test]
fn only_the_chosen_sides_faults_are_practised() {
    let pack = VoicePack::builtin("en").unwrap();
    let reader = MoveReader::for_pack(Notation::default(), &pack);
    let none = ReviewPractice::new(
        &[fault(Color::White)],
        Color::Black,
        14,
        pack,
        reader,
        Box::new(FakeEngine::default()),
    );
    assert!(none.is_none());
}

#[test]
fn the_best_move_is_right_without_asking_the_engine() {
    let (mut session, engine) = practice(&[fault(Color::Black), fault(Color::Black)]);
    let _ = session.opening();
    let reply = session.handle_typed("Qd5", 1);
    let said = texts(&reply);
    assert_eq!(said[0], "Right: Queen David five is as good as the best.");
    assert!(
        said[1].starts_with("Move twenty-three, Black to move."),
        "{said:?}"
    );
    assert!(engine.asked.borrow().is_empty());
    let last = session.handle_typed("Qd5", 2);
    assert_eq!(last.flow, Flow::Quit);
    assert_eq!(
        texts(&last).last().unwrap(),
        "Better moves found: two of two."
    );
}

#[test]
fn the_move_played_again_is_wrong_at_once() {
    let (mut session, engine) = practice(&[fault(Color::Black)]);
    let _ = session.opening();
    let reply = session.handle_typed("Re8", 1);
    assert_eq!(
        texts(&reply),
        ["Rook Eva eight is not good enough. Try again, or answer"]
    );
    assert!(engine.asked.borrow().is_empty());
    assert_eq!(reply.flow, Flow::Continue);
}

#[test]
fn another_move_is_checked_by_the_engine_and_right_within_a_third_of_a_pawn() {
    let (mut session, engine) = practice(&[fault(Color::Black)]);
    let _ = session.opening();
    let reply = session.handle_typed("h6", 1);
    assert_eq!(texts(&reply), ["Hector six: the engine is checking it."]);
    let request = engine.asked.borrow()[0].clone();
    assert_eq!(request.start_fen, FEN);
    assert_eq!(request.moves, ["h7h6"]);
    assert_eq!(
        (request.lines, request.depth, request.movetime_ms),
        (1, 14, 2000)
    );
    // Another move while the engine thinks is refused; nothing is asked.
    let busy = session.handle_typed("g6", 2);
    assert!(
        texts(&busy)[0].starts_with("error: the engine is still checking"),
        "{:?}",
        texts(&busy)
    );
    assert!(matches!(
        busy.events[0],
        Event::Error {
            code: ErrorCode::EngineBusy,
            ..
        }
    ));
    assert_eq!(engine.asked.borrow().len(), 1);
    // A reply to another request is dropped. White to move after h6, 0.8 pawns down: Black 0.8 up, the best 1.0.
    assert!(session
        .handle(analysis(request.id + 7, EngineScore::Centipawns(-80)), 3)
        .events
        .is_empty());
    let right = session.handle(analysis(request.id, EngineScore::Centipawns(-80)), 3);
    assert_eq!(
        texts(&right)[0],
        "Right: Hector six is as good as the best."
    );
    assert_eq!(right.flow, Flow::Quit);
}

#[test]
fn a_move_the_engine_finds_worse_is_wrong_and_can_be_tried_again() {
    let (mut session, engine) = practice(&[fault(Color::Black)]);
    let _ = session.opening();
    session.handle_typed("h6", 1);
    let id = engine.asked.borrow()[0].id;
    let wrong = session.handle(analysis(id, EngineScore::Centipawns(-50)), 2);
    assert_eq!(
        texts(&wrong),
        ["Hector six is not good enough. Try again, or answer"]
    );
    session.handle_typed("g6", 3);
    let id = engine.asked.borrow()[1].id;
    assert_ne!(engine.asked.borrow()[0].id, id);
    let mate = session.handle(analysis(id, EngineScore::Mate(-4)), 4);
    assert!(texts(&mate)[0].starts_with("Right: "), "{:?}", texts(&mate));
}

#[test]
fn an_engine_that_fails_is_told_and_the_user_goes_on() {
    let (mut session, engine) = practice(&[fault(Color::Black)]);
    let _ = session.opening();
    session.handle_typed("h6", 1);
    let id = engine.asked.borrow()[0].id;
    let failed = session.handle(
        Input::Engine(EngineReply::Failed {
            id,
            problem: EngineFailure::NoCommand,
        }),
        2,
    );
    assert!(
        texts(&failed)[0].starts_with("error: "),
        "{:?}",
        texts(&failed)
    );
    assert!(texts(&session.handle_typed("Qd5", 3))[0].starts_with("Right"));
}

#[test]
fn answer_skip_repeat_and_quit() {
    let (mut session, _) = practice(&[
        fault(Color::Black),
        fault(Color::Black),
        fault(Color::Black),
    ]);
    let opening = session.opening();
    assert_eq!(session.handle_typed("repeat", 1).events, opening);
    let answer = session.handle_typed("answer", 2);
    assert_eq!(texts(&answer)[0], "The best move was Queen David five.");
    assert_eq!(session.prompt().as_deref(), Some("Mistake 2"));
    assert!(texts(&session.handle_typed("skip", 3))[0].starts_with("Move twenty-three"));
    assert!(texts(&session.handle_typed("help", 4))[0].starts_with("Type a better move"));
    let quit = session.handle_typed("quit", 5);
    assert_eq!(quit.flow, Flow::Quit);
    assert_eq!(texts(&quit), ["Better moves found: zero of three."]);
    let nonsense = session.handle_typed("Qz9", 6);
    assert!(
        texts(&nonsense)[0].starts_with("error: "),
        "{:?}",
        texts(&nonsense)
    );
}

#[test]
fn a_mate_found_is_right_without_asking_the_engine() {
    let fen: Fen = "3r2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 30".parse().unwrap();
    let position: Chess = fen.into_position(CastlingMode::Standard).unwrap();
    let m = |text: &str| text.parse::<UciMove>().unwrap().to_move(&position).unwrap();
    let fault = ReviewedMove {
        ply: 60,
        number: 30,
        mover: Color::Black,
        played: m("g8f8"),
        best: Some(m("d8d2")),
        position: position.clone(),
        before: Evaluation::Pawns(-600),
        after: Evaluation::Pawns(-300),
        verdict: Some(MoveVerdict::Inaccuracy),
    };
    let (mut session, engine) = practice(&[fault]);
    let _ = session.opening();
    let said = texts(&session.handle_typed("Rd1", 1));
    assert!(said[0].starts_with("Right: "), "{said:?}");
    assert!(engine.asked.borrow().is_empty());
}
