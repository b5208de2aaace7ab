//! The lines an engine writes while it searches, gathered into its answer: the deepest complete set (every rank
//! at one depth), or, when the engine ends before one is complete, the lines it has.

use super::PrincipalVariation;

/// The lines of one search, gathered as they come.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeepestLines {
    /// How many ranks a complete set has.
    count: u8,
    /// The deepest complete set so far, ranked.
    complete: Vec<PrincipalVariation>,
    /// The set being written, at one depth: each rank's line when it has come.
    building: Vec<Option<PrincipalVariation>>,
}

impl DeepestLines {
    /// Gathers sets of `count` lines (at least 1).
    #[must_use]
    pub fn new(count: u8) -> DeepestLines {
        let count = count.max(1);
        DeepestLines {
            count,
            complete: Vec::new(),
            building: vec![None; usize::from(count)],
        }
    }

    /// Takes one line: a line deeper than the set being written starts a new set; a rank beyond the count is let
    /// go, and so is a line shallower than the set being written.
    pub fn line(&mut self, line: PrincipalVariation) {
        if line.rank == 0 || line.rank > self.count {
            return;
        }
        let depth = self.building.iter().flatten().map(|l| l.depth).next();
        match depth {
            Some(depth) if line.depth < depth => return,
            Some(depth) if line.depth > depth => self.building.fill(None),
            _ => {}
        }
        let at = usize::from(line.rank - 1);
        self.building[at] = Some(line);
        if self.building.iter().all(Option::is_some) {
            self.complete = self.building.iter().flatten().cloned().collect();
        }
    }

    /// The answer: the deepest complete set, ranked; when none was complete, the lines of the set being written,
    /// ranked.
    #[must_use]
    pub fn finish(self) -> Vec<PrincipalVariation> {
        if self.complete.is_empty() {
            self.building.into_iter().flatten().collect()
        } else {
            self.complete
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::EngineScore;

    fn line(rank: u8, depth: u8, cp: i32) -> PrincipalVariation {
        PrincipalVariation {
            rank,
            depth,
            score: EngineScore::Centipawns(cp),
            moves: Vec::new(),
        }
    }

    #[test]
    fn the_deepest_complete_set_is_the_answer() {
        let mut lines = DeepestLines::new(2);
        lines.line(line(1, 5, 30));
        lines.line(line(2, 5, 10));
        lines.line(line(1, 6, 40));
        // Depth 6 never completes: depth 5 is the answer.
        assert_eq!(lines.clone().finish(), [line(1, 5, 30), line(2, 5, 10)]);
        lines.line(line(2, 6, 20));
        assert_eq!(lines.finish(), [line(1, 6, 40), line(2, 6, 20)]);
    }

    #[test]
    fn without_a_complete_set_the_lines_it_has_are_the_answer() {
        let mut lines = DeepestLines::new(3);
        lines.line(line(2, 4, 10));
        lines.line(line(1, 4, 50));
        assert_eq!(lines.finish(), [line(1, 4, 50), line(2, 4, 10)]);
        assert_eq!(DeepestLines::new(3).finish(), []);
    }

    #[test]
    fn ranks_beyond_the_count_and_shallower_lines_are_let_go() {
        let mut lines = DeepestLines::new(1);
        lines.line(line(2, 9, 10));
        lines.line(line(0, 9, 10));
        lines.line(line(1, 7, 30));
        lines.line(line(1, 6, 99));
        assert_eq!(lines.finish(), [line(1, 7, 30)]);
    }
}
