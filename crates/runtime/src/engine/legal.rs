//! How many legal moves a position asked about has, read with shakmaty: a board without one is not sent to the
//! engine, and an analysis never waits for more lines than there are moves.

use shakmaty::{fen::Fen, uci::UciMove, CastlingMode, Chess, Position};

/// The number of legal moves after `moves` (UCI) from `start_fen`; `None` when the position cannot be read (the
/// engine is then left to judge it).
pub(crate) fn legal_move_count(start_fen: &str, moves: &[String]) -> Option<usize> {
    let fen: Fen = start_fen.parse().ok()?;
    let mut position: Chess = fen.into_position(CastlingMode::Chess960).ok()?;
    for text in moves {
        let uci: UciMove = text.parse().ok()?;
        let mv = uci.to_move(&position).ok()?;
        position.play_unchecked(mv);
    }
    Some(position.legal_moves().len())
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn moves_are_counted_after_the_moves_played() {
        assert_eq!(legal_move_count(START, &[]), Some(20));
        let fools_mate = ["f2f3", "e7e5", "g2g4", "d8h4"].map(String::from);
        assert_eq!(legal_move_count(START, &fools_mate), Some(0));
    }

    #[test]
    fn an_unreadable_position_is_not_counted() {
        assert_eq!(legal_move_count("not a fen", &[]), None);
        assert_eq!(legal_move_count(START, &["e2e5".to_string()]), None);
        assert_eq!(legal_move_count(START, &["xyz".to_string()]), None);
    }
}
