//! The engine's analysis against the real Stockfish (Debian package `stockfish`): skipped, saying so, when it is
//! missing; failing under CI (`CI=true`), which must have it.

use std::time::Duration;

use tactus_core::{EngineScore, PrincipalVariation};

use super::Engine;

/// Where Debian installs Stockfish.
pub(super) const STOCKFISH: &str = "/usr/games/stockfish";

/// Legal's mate: 1. Nf6+ gxf6 2. Bxf7#, White to move mates in 2.
pub(super) const MATE_IN_2: &str =
    "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1";

/// The start position.
pub(super) const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Stockfish's command, or `None` (the test is skipped, saying so) when it is missing; under CI a missing
/// Stockfish fails the test.
pub(super) fn stockfish() -> Option<&'static str> {
    if std::path::Path::new(STOCKFISH).exists() {
        return Some(STOCKFISH);
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "Stockfish ({STOCKFISH}) not found, and CI=true requires it (run scripts/setup --test)"
    );
    eprintln!("skipped: needs Stockfish ({STOCKFISH}; run scripts/setup --test)");
    None
}

/// A score as a number that orders as good for the side to move: mating sooner is best, being mated sooner worst.
pub(super) fn order(score: EngineScore) -> i64 {
    match score {
        EngineScore::Centipawns(cp) => i64::from(cp),
        EngineScore::Mate(n) if n > 0 => 1_000_000 - i64::from(n),
        EngineScore::Mate(n) => -1_000_000 - i64::from(n),
    }
}

fn ranks(lines: &[PrincipalVariation]) -> Vec<u8> {
    lines.iter().map(|line| line.rank).collect()
}

#[test]
fn a_mate_in_two_is_found_as_mate_in_two() {
    let Some(command) = stockfish() else { return };
    let mut engine = Engine::start_for_analysis(command, 1).unwrap();
    let lines = engine
        .analyse(MATE_IN_2, &[], 1, 12, Duration::from_secs(10))
        .unwrap();
    assert_eq!(ranks(&lines), [1]);
    assert_eq!(lines[0].score, EngineScore::Mate(2));
    assert_eq!(lines[0].moves[0].to_string(), "d5f6");
}

#[test]
fn three_lines_come_ranked_with_their_scores_in_order_at_one_depth() {
    let Some(command) = stockfish() else { return };
    let mut engine = Engine::start_for_analysis(command, 1).unwrap();
    let lines = engine
        .analyse(START, &[], 3, 10, Duration::from_secs(10))
        .unwrap();
    assert_eq!(ranks(&lines), [1, 2, 3]);
    assert!(lines.iter().all(|line| line.depth == lines[0].depth));
    assert!(lines
        .windows(2)
        .all(|pair| order(pair[0].score) >= order(pair[1].score)));
    // Back to one line: the engine is told.
    let one = engine
        .analyse(START, &["e2e4".into()], 1, 8, Duration::from_secs(10))
        .unwrap();
    assert_eq!(ranks(&one), [1]);
}

#[test]
fn fewer_moves_than_lines_give_as_many_lines_as_moves_and_a_mated_board_none() {
    let Some(command) = stockfish() else { return };
    let mut engine = Engine::start_for_analysis(command, 1).unwrap();
    // The black king on h8 has one move: Kg8 (the white king on g6 guards g7 and h7).
    let one_move = "7k/8/6K1/8/8/8/8/R7 b - - 0 1";
    let lines = engine
        .analyse(one_move, &[], 3, 8, Duration::from_secs(10))
        .unwrap();
    assert_eq!(ranks(&lines), [1], "{lines:?}");
    let fools_mate = ["f2f3", "e7e5", "g2g4", "d8h4"].map(String::from);
    let none = engine
        .analyse(START, &fools_mate, 3, 8, Duration::from_secs(10))
        .unwrap();
    assert!(none.is_empty());
}
