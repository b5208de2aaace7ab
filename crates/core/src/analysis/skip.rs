//! Games passed over without building them: a game chosen far into a large file (`--game 2000`) costs the reading of
//! the games before it, not their trees.

use std::ops::ControlFlow;

use pgn_reader::{Outcome, RawTag, Reader, SanPlus, Skip, Visitor};

/// Reads a game for whether it holds anything (a tag, a move, a result), as the tree reader counts games.
struct Counting;

impl Visitor for Counting {
    type Tags = bool;
    type Movetext = bool;
    type Output = bool;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(false)
    }

    fn tag(&mut self, any: &mut bool, _: &[u8], _: RawTag<'_>) -> ControlFlow<Self::Output> {
        *any = true;
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, any: bool) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(any)
    }

    fn san(&mut self, any: &mut bool, _: SanPlus) -> ControlFlow<Self::Output> {
        *any = true;
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut bool) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn outcome(&mut self, any: &mut bool, _: Outcome) -> ControlFlow<Self::Output> {
        *any = true;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, any: bool) -> Self::Output {
        any
    }
}

/// How many games the tree reader finds in `chunk`: those holding anything, and one for a text it gives up on.
pub(super) fn games_in(chunk: &[u8]) -> usize {
    let mut reader = Reader::new(chunk);
    let mut games = 0;
    loop {
        match reader.read_game(&mut Counting) {
            Ok(Some(true)) => games += 1,
            Ok(Some(false)) => {}
            Ok(None) => return games,
            Err(_) => return games + 1,
        }
    }
}
