use super::*;
use tactus_core::{read_engine_line, AnalysisRequest, EngineFailure, EngineScore};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn analysis(id: u64, lines: u8) -> Asked {
    Asked::Analyse(AnalysisRequest {
        id,
        start_fen: START.into(),
        moves: Vec::new(),
        lines,
        depth: 12,
        movetime_ms: 1000,
    })
}

fn sent(steps: &[Step]) -> Vec<&str> {
    steps
        .iter()
        .filter_map(|step| match step {
            Step::Send(line) => Some(line.as_str()),
            Step::Reply(_) => None,
        })
        .collect()
}

fn replies(steps: Vec<Step>) -> Vec<EngineReply> {
    steps
        .into_iter()
        .filter_map(|step| match step {
            Step::Reply(reply) => Some(reply),
            Step::Send(_) => None,
        })
        .collect()
}

fn line(searches: &mut Searches, text: &str, now: Instant) -> Vec<Step> {
    searches.line(read_engine_line(text), now)
}

#[test]
fn an_analysis_sets_the_lines_asks_and_answers_with_the_deepest_set() {
    let t0 = Instant::now();
    let mut searches = Searches::new(1);
    let steps = searches.asked(analysis(7, 2), t0);
    assert_eq!(
        sent(&steps),
        [
            "setoption name MultiPV value 2",
            &format!("position fen {START}"),
            "go depth 12 movetime 1000"
        ]
    );
    assert_eq!(
        searches.deadline(),
        Some(t0 + Duration::from_millis(1000) + GRACE)
    );
    for text in [
        "info depth 1 seldepth 1 multipv 1 score cp 30 nodes 20 pv e2e4",
        "info depth 1 seldepth 1 multipv 2 score cp 20 nodes 20 pv d2d4",
        "info depth 2 seldepth 2 multipv 1 score cp 35 nodes 80 pv e2e4 e7e5",
    ] {
        assert!(line(&mut searches, text, t0).is_empty());
    }
    let answer = replies(line(&mut searches, "bestmove e2e4 ponder e7e5", t0));
    let [EngineReply::Analysis { id: 7, lines }] = answer.as_slice() else {
        panic!("{answer:?}");
    };
    let found: Vec<(u8, u8, EngineScore)> =
        lines.iter().map(|l| (l.rank, l.depth, l.score)).collect();
    assert_eq!(
        found,
        [
            (1, 1, EngineScore::Centipawns(30)),
            (2, 1, EngineScore::Centipawns(20))
        ]
    );
    assert_eq!(searches.deadline(), None);
    // The same number of lines again: no setoption.
    let again = searches.asked(analysis(8, 2), t0);
    assert_eq!(sent(&again).len(), 2);
}

#[test]
fn a_newer_analysis_stops_the_one_running_and_its_answer_never_comes() {
    let t0 = Instant::now();
    let mut searches = Searches::new(1);
    searches.asked(analysis(1, 1), t0);
    line(
        &mut searches,
        "info depth 5 multipv 1 score cp 30 pv e2e4",
        t0,
    );
    let t1 = t0 + Duration::from_millis(50);
    let steps = searches.asked(analysis(2, 1), t1);
    assert_eq!(
        sent(&steps),
        ["stop"],
        "the next waits for the first's bestmove"
    );
    assert_eq!(searches.deadline(), Some(t1 + GRACE));
    // A third comes before the engine stopped: the second is let go unasked.
    assert!(sent(&searches.asked(analysis(3, 1), t1)).is_empty());
    line(
        &mut searches,
        "info depth 6 multipv 1 score cp 31 pv e2e4",
        t1,
    );
    let steps = line(&mut searches, "bestmove e2e4", t1);
    assert!(
        replies(steps.clone()).is_empty(),
        "the first's answer is dropped"
    );
    assert_eq!(
        sent(&steps),
        [
            &format!("position fen {START}") as &str,
            "go depth 12 movetime 1000"
        ]
    );
    line(
        &mut searches,
        "info depth 1 multipv 1 score cp 10 pv d2d4",
        t1,
    );
    let answer = replies(line(&mut searches, "bestmove d2d4", t1));
    assert!(
        matches!(answer.as_slice(), [EngineReply::Analysis { id: 3, .. }]),
        "{answer:?}"
    );
}

#[test]
fn a_stop_drops_the_analysis_and_a_stop_with_none_running_does_nothing() {
    let t0 = Instant::now();
    let mut searches = Searches::new(1);
    assert!(searches.asked(Asked::Stop, t0).is_empty());
    searches.asked(analysis(1, 1), t0);
    assert_eq!(sent(&searches.asked(Asked::Stop, t0)), ["stop"]);
    assert!(line(&mut searches, "bestmove e2e4", t0).is_empty());
    assert_eq!(searches.deadline(), None);
}

#[test]
fn a_board_without_a_legal_move_is_answered_without_the_engine() {
    let t0 = Instant::now();
    let mut searches = Searches::new(1);
    let mated = Asked::Analyse(AnalysisRequest {
        id: 4,
        start_fen: START.into(),
        moves: ["f2f3", "e7e5", "g2g4", "d8h4"].map(String::from).to_vec(),
        lines: 3,
        depth: 10,
        movetime_ms: 100,
    });
    let steps = searches.asked(mated, t0);
    assert!(sent(&steps).is_empty());
    assert_eq!(
        replies(steps),
        [EngineReply::Analysis {
            id: 4,
            lines: Vec::new()
        }]
    );
    assert_eq!(searches.deadline(), None);
}

#[test]
fn an_engine_overdue_or_failed_owes_each_search_a_failure() {
    let t0 = Instant::now();
    let mut searches = Searches::new(1);
    searches.asked(analysis(1, 1), t0);
    let limit = Duration::from_millis(1000) + GRACE;
    assert_eq!(
        searches.overdue(t0 + limit - Duration::from_millis(1)),
        None
    );
    assert_eq!(searches.overdue(t0 + limit), Some(("go", limit.as_secs())));
    let problem = EngineFailure::Ended {
        name: "Fake".into(),
    };
    assert_eq!(
        searches.failed(&problem),
        [EngineReply::Failed {
            id: 1,
            problem: problem.clone()
        }]
    );
    assert_eq!(searches.deadline(), None);
    // A dropped search owes nothing.
    searches.asked(analysis(2, 1), t0);
    searches.asked(Asked::Stop, t0);
    assert!(searches.failed(&problem).is_empty());
}

#[test]
fn a_position_that_cannot_be_read_is_refused_and_the_next_is_asked() {
    let t0 = Instant::now();
    let mut searches = Searches::new(1);
    let unreadable = Asked::Analyse(AnalysisRequest {
        id: 5,
        start_fen: START.into(),
        moves: vec!["e2e5".into()],
        lines: 1,
        depth: 10,
        movetime_ms: 100,
    });
    let steps = searches.asked(unreadable, t0);
    assert!(sent(&steps).is_empty());
    assert_eq!(
        replies(steps),
        [EngineReply::Failed {
            id: 5,
            problem: EngineFailure::UnreadablePosition {
                position: format!("position fen {START} moves e2e5")
            }
        }]
    );
    assert_eq!(sent(&searches.asked(analysis(6, 1), t0)).len(), 2);
}
