//! Analysis as data: the question (a position, how many lines, how deep, how long) and the engine's lines.

use shakmaty::uci::UciMove;

use super::EngineScore;

/// One line of the engine's analysis: its rank (1 = best), depth, score from the side to move's view, and moves (UCI).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrincipalVariation {
    /// Its rank among the lines asked for (UCI `multipv`): 1 is the best.
    pub rank: u8,
    /// How deep the engine searched, in plies.
    pub depth: u8,
    /// The score from the side to move's point of view.
    pub score: EngineScore,
    /// The line's moves from the position, in UCI (checked against the position by whoever says them).
    pub moves: Vec<UciMove>,
}

/// A question for analysis: the position after `moves` (UCI text) from `start_fen`; `lines` = MultiPV (1–5);
/// stop at `depth` or after `movetime_ms`, whichever comes first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisRequest {
    /// Matches the answer to the question.
    pub id: u64,
    /// The start position, as FEN.
    pub start_fen: String,
    /// The moves played since, in UCI.
    pub moves: Vec<String>,
    /// How many lines (UCI MultiPV), 1 to [`MOST_LINES`].
    pub lines: u8,
    /// The depth to stop at, in plies.
    pub depth: u8,
    /// The time to stop after, in milliseconds.
    pub movetime_ms: u64,
}

/// The most lines one analysis gives.
pub const MOST_LINES: u8 = 5;

impl AnalysisRequest {
    /// The number of lines to ask the engine for: `lines` kept within 1 to [`MOST_LINES`].
    #[must_use]
    pub fn line_count(&self) -> u8 {
        self.lines.clamp(1, MOST_LINES)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_number_of_lines_is_kept_within_one_to_five() {
        let mut request = AnalysisRequest {
            id: 1,
            start_fen: String::new(),
            moves: Vec::new(),
            lines: 0,
            depth: 10,
            movetime_ms: 100,
        };
        assert_eq!(request.line_count(), 1);
        request.lines = 3;
        assert_eq!(request.line_count(), 3);
        request.lines = 9;
        assert_eq!(request.line_count(), 5);
    }
}
