//! Reading PGN files game by game with `pgn-reader`: tags, main-line moves, the result.
//! Comments, NAGs and variations are skipped.

use std::{io::Read, ops::ControlFlow};

use pgn_reader::{RawTag, Reader, SanPlus, Visitor};

/// One game of a PGN file, its moves not yet checked against the rules.
#[derive(Clone, Debug, Default)]
pub struct PgnGame {
    pub tags: Vec<(String, String)>,
    pub moves: Vec<SanPlus>,
    /// The termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`), if the movetext had one.
    pub result: Option<String>,
}

impl PgnGame {
    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

struct Collect;

impl Visitor for Collect {
    type Tags = Vec<(String, String)>;
    type Movetext = PgnGame;
    type Output = PgnGame;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(Vec::new())
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        tags.push((
            String::from_utf8_lossy(name).into_owned(),
            value.decode_utf8_lossy().into_owned(),
        ));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(PgnGame {
            tags,
            ..PgnGame::default()
        })
    }

    fn san(&mut self, game: &mut Self::Movetext, san: SanPlus) -> ControlFlow<Self::Output> {
        game.moves.push(san);
        ControlFlow::Continue(())
    }

    fn outcome(
        &mut self,
        game: &mut Self::Movetext,
        outcome: pgn_reader::Outcome,
    ) -> ControlFlow<Self::Output> {
        game.result = Some(outcome.as_str().to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, game: Self::Movetext) -> Self::Output {
        game
    }
}

/// The games of a PGN source, one at a time.
pub struct PgnGames<R: Read> {
    reader: Reader<R>,
}

impl<R: Read> PgnGames<R> {
    /// Games read from `source`.
    pub fn new(source: R) -> Self {
        PgnGames {
            reader: Reader::new(source),
        }
    }

    /// Whether another game follows.
    pub fn has_more(&mut self) -> bool {
        self.reader.has_more().unwrap_or(false)
    }
}

impl<R: Read> Iterator for PgnGames<R> {
    /// A game, or why the file could not be read further.
    type Item = Result<PgnGame, String>;

    fn next(&mut self) -> Option<Self::Item> {
        match self.reader.read_game(&mut Collect) {
            Ok(Some(game)) => Some(Ok(game)),
            Ok(None) => None,
            Err(e) => Some(Err(e.to_string())),
        }
    }
}
