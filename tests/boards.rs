//! The sighted player's electronic board, through the binary (contract: the product's spec of boards): a DGT,
//! Millennium or LiveChess double stands for the board, tactus reads it in virtual time, and the test checks the
//! JSON events and the journal against what the laws and the contract say.
//!
//! - `boards/doubles.rs`: the doubles say on the wire what the boards' published protocols say;
//! - `boards/game.rs`: a whole game on the DGT board with every hard way of moving pieces;
//! - `boards/differs.rs`: the blind player's move executed wrongly, and a board turned round;
//! - `boards/faults.rs`: unplugged and plugged in again, garbled bytes, a lost field update;
//! - `boards/resume.rs`: a resumed game with the board in the wrong position;
//! - `boards/others.rs`: a short game and a fault on the Millennium and LiveChess doubles.

#[path = "boards/doubles.rs"]
mod doubles;

use crate::trial;
use libtest2_mimic::Trial;

/// Every test of boards.
pub fn trials() -> Vec<Trial> {
    let mut trials = vec![trial(
        "boards::livechess_double_answers_as_captured",
        doubles::livechess_double_answers_as_captured,
    )];
    #[cfg(unix)]
    trials.extend([
        trial(
            "boards::dgt_double_speaks_the_published_bytes",
            doubles::dgt_double_speaks_the_published_bytes,
        ),
        trial(
            "boards::millennium_double_speaks_the_published_bytes",
            doubles::millennium_double_speaks_the_published_bytes,
        ),
    ]);
    trials
}
