//! The shipped tables probed: known results and distances of a few positions, and the best defence.

use std::time::Instant;

use shakmaty::{fen::Fen, CastlingMode, Chess, Position};

use super::*;

fn shipped() -> Tables {
    let folder = crate::voices::source_root().join("tables").join("syzygy");
    let tables = Tables::open(Some(&folder), &Surroundings::here());
    assert!(
        tables.covered().contains(&"KBNvK".to_string()),
        "{:?}",
        tables.covered()
    );
    tables
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("fen")
        .into_position(CastlingMode::Standard)
        .expect("legal")
}

#[test]
fn the_shipped_tables_give_known_results_and_distances() {
    let tables = shipped();
    // Mate in one for White: DTZ 1.
    let mate_in_one = position("7k/8/6K1/8/8/8/8/1Q6 w - - 0 1");
    assert_eq!(
        tables.probe(&mate_in_one),
        Ok(Probe {
            verdict: Verdict::Win,
            dtz: 1
        })
    );
    // KRK from the far corner, Black to move: lost (DTZ from the tables, 32 plies).
    let krk = position("8/8/8/8/8/8/8/R3K2k b - - 0 1");
    let probe = tables.probe(&krk).expect("KRvK");
    assert_eq!(probe.verdict, Verdict::Loss);
    // Lone king and knight against a king: a draw.
    let knight = position("8/8/8/4k3/8/8/8/N3K3 w - - 0 1");
    assert_eq!(
        tables.probe(&knight),
        Ok(Probe {
            verdict: Verdict::Draw,
            dtz: 0
        })
    );
    // KPK, the pawn too far back against a king in front of it: a draw; the king beside the pawn on the sixth:
    // a win.
    let blocked = position("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");
    assert_eq!(tables.probe(&blocked).map(|p| p.verdict), Ok(Verdict::Draw));
    let won = position("4k3/8/3KP3/8/8/8/8/8 w - - 0 1");
    assert_eq!(tables.probe(&won).map(|p| p.verdict), Ok(Verdict::Win));
    // The best move mates when it can.
    let best = tables
        .best_move(&mate_in_one)
        .expect("probed")
        .expect("a move");
    let mut after = mate_in_one.clone();
    after.play_unchecked(best);
    assert!(after.is_checkmate());
}

#[test]
fn a_missing_table_is_named_by_its_material() {
    let tables = shipped();
    let five = position("8/8/8/4k3/8/8/1r5P/R3K3 w - - 0 1");
    assert_eq!(
        tables.probe(&five),
        Err(ProbeError::Missing("KRPvKR".into()))
    );
    assert!(tables.missing().contains(&"KRPvKR"));
}

#[test]
fn a_probe_takes_milliseconds() {
    let tables = shipped();
    let pos = position("8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
    let started = Instant::now();
    for _ in 0..100 {
        tables.probe(&pos).expect("KRvK");
        tables.best_move(&pos).expect("KRvK");
    }
    // A report, not an assertion: timings vary with the machine.
    eprintln!("100 probes and best moves of KRvK: {:?}", started.elapsed());
}
