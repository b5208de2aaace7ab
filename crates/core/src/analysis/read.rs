//! Reading a PGN text into game trees, with `pgn-reader`'s visitor.
//!
//! Every move is played on the position of the node it follows, so the tree holds only legal moves; the first
//! problem of a game (a token that is not SAN, found by the scan [`skipped_in_variations`], an illegal or
//! ambiguous move, a variation left open) makes that game an error, and the next game is read on.
//!
//! A comment belongs to the node it follows: the last move read in the current variation. A comment at the very
//! start is the root's (before the first move); a comment just after a `(`, before the variation's first move,
//! stays with the position the variation starts from (the node before the move it replaces).

use std::{collections::VecDeque, ops::ControlFlow};

use pgn_reader::{Nag, Outcome, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::{fen::Fen, san::SanError, CastlingMode, Chess, Position};

use super::{comment_commands::read_commands, GameTree, NodeId, TreeError, TreeProblem};
use crate::notation::{
    comment_text, skipped_in_variations, split_games, unescape_tag, without_bom, Skipped,
};

/// Every game of a PGN text, in order: its tree, or why it cannot be read. (All at once: [`TreeGames`] reads a large
/// file one game at a time.)
///
/// ```
/// use tactus_core::{read_trees, write_tree_pgn};
///
/// let games = read_trees(b"1. e4 e5 (1... c5 2. Nf3) 2. Nf3 $1 {Develops} *");
/// let tree = games[0].as_ref().unwrap();
/// let e4 = tree.children(tree.root())[0];
/// // Black's reply branches: the main move and the Sicilian, each with what follows it.
/// assert_eq!(tree.children(e4).len(), 2);
/// let sicilian = tree.children(e4)[1];
/// assert_eq!(tree.line_of(sicilian), (2, 2));
/// assert_eq!(tree.san(sicilian).unwrap().to_string(), "c5");
/// // Written back with its variation, glyph and comment.
/// assert!(write_tree_pgn(tree).contains("(1... c5 2. Nf3) 2. Nf3 $1 {Develops}"));
/// ```
#[must_use]
pub fn read_trees(bytes: &[u8]) -> Vec<Result<GameTree, TreeError>> {
    TreeGames::new(bytes).collect()
}

/// The games of a PGN text as trees, read one at a time: choosing the 5000th game of a database keeps one tree in
/// memory, not 5000.
#[derive(Debug)]
pub struct TreeGames {
    pub(super) chunks: std::vec::IntoIter<Vec<u8>>,
    pending: VecDeque<Result<GameTree, TreeError>>,
    /// How many games were given out or are pending: the next one's number is one more.
    counted: usize,
}

impl TreeGames {
    /// The games of `bytes` (a UTF-8 byte-order mark at the start is left out).
    #[must_use]
    pub fn new(bytes: &[u8]) -> TreeGames {
        TreeGames {
            chunks: split_games(without_bom(bytes)).into_iter(),
            pending: VecDeque::new(),
            counted: 0,
        }
    }

    /// Reads the games of one chunk (a tag section and what follows) into `pending`.
    fn read_chunk(&mut self, chunk: &[u8]) {
        let skipped = skipped_in_variations(&String::from_utf8_lossy(chunk));
        let mut reader = Reader::new(chunk);
        let mut in_chunk = 0;
        loop {
            let mut visitor = Building {
                skipped: skipped.get(in_chunk).cloned().unwrap_or_default(),
            };
            let number = self.counted + 1;
            match reader.read_game(&mut visitor) {
                Ok(Some(Ok(tree))) if is_empty(&tree) => {}
                Ok(Some(read)) => {
                    in_chunk += 1;
                    self.counted = number;
                    self.pending
                        .push_back(read.map_err(|e| TreeError { game: number, ..e }));
                }
                Ok(None) => return,
                Err(_) => {
                    self.counted = number;
                    self.pending.push_back(Err(TreeError {
                        game: number,
                        at: None,
                        token: None,
                        problem: TreeProblem::Damaged,
                    }));
                    return;
                }
            }
        }
    }
}

impl Iterator for TreeGames {
    /// A game's tree, or why that game cannot be read.
    type Item = Result<GameTree, TreeError>;

    fn next(&mut self) -> Option<Self::Item> {
        while self.pending.is_empty() {
            let chunk = self.chunks.next()?;
            self.read_chunk(&chunk);
        }
        self.pending.pop_front()
    }

    /// The game `n` games on, the ones before it passed over without building their trees.
    fn nth(&mut self, n: usize) -> Option<Self::Item> {
        let mut left = n;
        while left > 0 && self.pending.pop_front().is_some() {
            left -= 1;
        }
        while left > 0 {
            let chunk = self.chunks.next()?;
            let games = super::skip::games_in(&chunk);
            if games <= left {
                self.counted += games;
                left -= games;
            } else {
                self.read_chunk(&chunk);
                self.pending.drain(..left);
                left = 0;
            }
        }
        self.next()
    }
}

/// Whether a game holds no tag, move or result: at most a stray comment after the last game.
fn is_empty(tree: &GameTree) -> bool {
    tree.tags.is_empty() && tree.node_count() == 1 && tree.result.is_none()
}

/// Reads one game, with what the scan found in it that the reader skips: its first token that is not SAN, its marks
/// written as symbols.
struct Building {
    skipped: Skipped,
}

/// A game being read: the tree, where the next move goes, where each open variation returns to.
struct Growing {
    tree: GameTree,
    current: NodeId,
    /// For each open variation, the node the line before it had reached.
    open: Vec<NodeId>,
    steps: usize,
    skipped: Skipped,
    /// A comment cut at the reader's buffer, waiting for its rest.
    partial: Option<String>,
}

impl Growing {
    /// The error `problem` at the move to come after the current node, with `token`.
    fn error(&self, problem: TreeProblem, token: Option<String>) -> TreeError {
        let pos = self.tree.position(self.current);
        TreeError {
            game: 0,
            at: Some((pos.fullmoves().get(), pos.turn())),
            token,
            problem,
        }
    }

    /// Counts a step (a move, a parenthesis), refusing the game when the token that is not SAN comes before it.
    fn step(&mut self) -> ControlFlow<Result<GameTree, TreeError>> {
        self.unreadable_here()?;
        self.steps += 1;
        ControlFlow::Continue(())
    }

    /// Gives the current move the marks written as symbols here, then refuses the game when its token that is not
    /// SAN stands here.
    fn unreadable_here(&mut self) -> ControlFlow<Result<GameTree, TreeError>> {
        let steps = self.steps;
        let here = self.skipped.marks.iter().filter(|(at, _)| *at == steps);
        let nags: Vec<u8> = here.map(|(_, nag)| *nag).collect();
        if self.current != self.tree.root() {
            for nag in nags {
                self.tree.add_nag(self.current, nag);
            }
        }
        match &self.skipped.unreadable {
            Some((at, token)) if *at == self.steps => {
                ControlFlow::Break(Err(self.error(TreeProblem::NotAMove, Some(token.clone()))))
            }
            _ => ControlFlow::Continue(()),
        }
    }

    /// Adds a piece of comment; a whole comment gives the current node its clock, evaluation and words.
    fn add_comment(&mut self, piece: &[u8], more_follows: bool) {
        let mut raw = self.partial.take().unwrap_or_default();
        raw.push_str(&String::from_utf8_lossy(piece));
        if more_follows {
            self.partial = Some(raw);
            return;
        }
        let (clock, eval) = read_commands(&raw);
        let at = self.current;
        if let Some(ms) = clock {
            self.tree.set_clock(at, ms);
        }
        if let Some(eval) = eval {
            self.tree.set_eval(at, eval);
        }
        let text = comment_text(&raw);
        if !text.is_empty() {
            let joined = match self.tree.comment(at) {
                Some(before) => format!("{before} {text}"),
                None => text,
            };
            self.tree.set_comment(at, &joined);
        }
    }
}

/// The start of a game: the standard position, or its `[FEN]` tag's (standard castling).
fn start(tags: &[(String, String)]) -> Result<Chess, TreeProblem> {
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.trim())
    };
    if tag("Variant").is_some_and(|v| !v.is_empty() && !v.eq_ignore_ascii_case("standard")) {
        return Err(TreeProblem::Variant);
    }
    let Some(fen) = tag("FEN") else {
        return Ok(Chess::default());
    };
    let fen: Fen = fen.parse().map_err(|_| TreeProblem::BadStart)?;
    fen.into_position(CastlingMode::Standard)
        .map_err(|_| TreeProblem::BadStart)
}

impl Visitor for Building {
    type Tags = Vec<(String, String)>;
    type Movetext = Growing;
    type Output = Result<GameTree, TreeError>;

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
            unescape_tag(value.as_bytes()),
        ));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        let start = match start(&tags) {
            Ok(start) => start,
            Err(problem) => {
                return ControlFlow::Break(Err(TreeError {
                    game: 0,
                    at: None,
                    token: None,
                    problem,
                }))
            }
        };
        let mut tree = GameTree::new(start);
        tree.tags = tags;
        ControlFlow::Continue(Growing {
            current: tree.root(),
            tree,
            open: Vec::new(),
            steps: 0,
            skipped: std::mem::take(&mut self.skipped),
            partial: None,
        })
    }

    fn san(&mut self, game: &mut Self::Movetext, san: SanPlus) -> ControlFlow<Self::Output> {
        game.step()?;
        let pos = game.tree.position(game.current);
        let played = match san.san.to_move(pos) {
            Ok(played) => played,
            Err(SanError::AmbiguousSan) => {
                return ControlFlow::Break(Err(
                    game.error(TreeProblem::Ambiguous, Some(san.to_string()))
                ))
            }
            Err(SanError::IllegalSan) => {
                return ControlFlow::Break(Err(
                    game.error(TreeProblem::Illegal, Some(san.to_string()))
                ))
            }
        };
        game.current = game.tree.add_move(game.current, played).0;
        ControlFlow::Continue(())
    }

    fn nag(&mut self, game: &mut Self::Movetext, nag: Nag) -> ControlFlow<Self::Output> {
        if game.current != game.tree.root() {
            game.tree.add_nag(game.current, nag.0);
        }
        ControlFlow::Continue(())
    }

    fn partial_comment(
        &mut self,
        game: &mut Self::Movetext,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        game.add_comment(comment.as_bytes(), true);
        ControlFlow::Continue(())
    }

    fn comment(
        &mut self,
        game: &mut Self::Movetext,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        game.add_comment(comment.as_bytes(), false);
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, game: &mut Self::Movetext) -> ControlFlow<Self::Output, Skip> {
        game.step()?;
        game.open.push(game.current);
        if let Some(parent) = game.tree.parent(game.current) {
            game.current = parent;
        }
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, game: &mut Self::Movetext) -> ControlFlow<Self::Output> {
        game.step()?;
        match game.open.pop() {
            Some(back) => {
                game.current = back;
                ControlFlow::Continue(())
            }
            None => ControlFlow::Break(Err(
                game.error(TreeProblem::UnopenedVariation, Some(")".into()))
            )),
        }
    }

    fn outcome(
        &mut self,
        game: &mut Self::Movetext,
        outcome: Outcome,
    ) -> ControlFlow<Self::Output> {
        game.unreadable_here()?;
        game.tree.result = Some(outcome.as_str().to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, mut game: Self::Movetext) -> Self::Output {
        if let ControlFlow::Break(refused) = game.unreadable_here() {
            return refused;
        }
        if !game.open.is_empty() {
            return Err(game.error(TreeProblem::UnclosedVariation, None));
        }
        Ok(game.tree)
    }
}
