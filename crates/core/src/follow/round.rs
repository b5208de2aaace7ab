//! A broadcast round's games as the stream tells them: each game's whole PGN read through the analysis board's
//! reader ([`read_trees`], its main line the game) and weighed against the same game as it stood, so that only what
//! is new is said: moves played since, a move the broadcast took back or replaced (a correction), a result.
//!
//! Games are told apart by their `[GameURL]` tag, else by their players (lichess-org/api, "Stream an ongoing
//! broadcast tournament as PGN"); a game's board is its place in the order the stream first sent them.

use crate::{read_trees, GameTree, NodeId, TreeError};

/// One game of the round as last sent.
#[derive(Clone, Debug)]
pub struct RoundGame {
    key: String,
    board: usize,
    tree: GameTree,
    line: Vec<NodeId>,
}

impl RoundGame {
    /// A game read from its tree, on `board`.
    fn new(board: usize, tree: GameTree) -> RoundGame {
        let line = main_line(&tree);
        RoundGame {
            key: key_of(&tree),
            board,
            tree,
            line,
        }
    }

    /// The board number, from 1: the game's place in the order the stream first sent the round's games.
    #[must_use]
    pub fn board(&self) -> usize {
        self.board
    }

    /// White's name as the broadcast writes it (`?` when it does not).
    #[must_use]
    pub fn white(&self) -> &str {
        self.tree.tag("White").unwrap_or("?")
    }

    /// Black's name as the broadcast writes it (`?` when it does not).
    #[must_use]
    pub fn black(&self) -> &str {
        self.tree.tag("Black").unwrap_or("?")
    }

    /// The game's address on lichess (`[GameURL]`), when the broadcast gives it.
    #[must_use]
    pub fn url(&self) -> Option<&str> {
        self.tree
            .tag("GameURL")
            .filter(|url| !url.trim().is_empty())
    }

    /// The game as read, with its tags, comments and clocks.
    #[must_use]
    pub fn tree(&self) -> &GameTree {
        &self.tree
    }

    /// The game's moves: the tree's main line, the root left out.
    #[must_use]
    pub fn moves(&self) -> &[NodeId] {
        &self.line
    }

    /// The last move played; `None` before the first.
    #[must_use]
    pub fn last_move(&self) -> Option<NodeId> {
        self.line.last().copied()
    }

    /// The result (`1-0`, `0-1`, `1/2-1/2`); `None` while the game goes on (`*` or none written).
    #[must_use]
    pub fn result(&self) -> Option<&str> {
        self.tree.result().filter(|result| *result != "*")
    }

    /// Each side's time left as last written (`[%clk]` after its latest move): White's, then Black's.
    #[must_use]
    pub fn clocks(&self) -> (Option<u64>, Option<u64>) {
        let mut clocks = (None, None);
        for &node in &self.line {
            let Some(ms) = self.tree.clock_ms(node) else {
                continue;
            };
            match self.tree.move_number(node).1 {
                shakmaty::Color::White => clocks.0 = Some(ms),
                shakmaty::Color::Black => clocks.1 = Some(ms),
            }
        }
        clocks
    }
}

/// What an update of the stream brought, one game at a time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundNews {
    /// A game first sent: the round's games are listed as the stream opens.
    Appeared {
        /// Its board.
        board: usize,
    },
    /// Moves played since the game was last sent: its moves from index `from` on.
    Moves {
        /// The game's board.
        board: usize,
        /// The index in [`RoundGame::moves`] of the first new move.
        from: usize,
    },
    /// The broadcast took back or replaced moves: those from index `from` on were `replaced` moves long, and the
    /// game's moves from `from` on (none, for a move only taken back) stand in their place.
    Corrected {
        /// The game's board.
        board: usize,
        /// The index in [`RoundGame::moves`] of the first move that differs.
        from: usize,
        /// How many moves the game had from `from` on before.
        replaced: usize,
    },
    /// The game has ended (or its result was corrected).
    Finished {
        /// The game's board.
        board: usize,
    },
    /// A game sent that cannot be read; the round is as it was.
    Unreadable(TreeError),
}

/// The round's games, each as last sent.
#[derive(Clone, Debug, Default)]
pub struct Round {
    games: Vec<RoundGame>,
}

impl Round {
    /// A round of which nothing has been sent yet.
    #[must_use]
    pub fn new() -> Round {
        Round::default()
    }

    /// Reads the PGN of one game (or several) as the stream sent it, and says what is new.
    pub fn read(&mut self, pgn: &str) -> Vec<RoundNews> {
        let mut news = Vec::new();
        for read in read_trees(pgn.as_bytes()) {
            match read {
                Ok(tree) => news.extend(self.update(tree)),
                Err(error) => news.push(RoundNews::Unreadable(error)),
            }
        }
        news
    }

    /// The games in board order.
    #[must_use]
    pub fn games(&self) -> &[RoundGame] {
        &self.games
    }

    /// The game on `board`, if the round has it.
    #[must_use]
    pub fn game(&self, board: usize) -> Option<&RoundGame> {
        board.checked_sub(1).and_then(|index| self.games.get(index))
    }

    /// Whether every game of the round has a result (and there is at least one game).
    #[must_use]
    pub fn is_over(&self) -> bool {
        !self.games.is_empty() && self.games.iter().all(|game| game.result().is_some())
    }

    /// Puts `tree` in the place of its game, or adds it; what changed.
    fn update(&mut self, tree: GameTree) -> Vec<RoundNews> {
        let key = key_of(&tree);
        let Some(index) = self.games.iter().position(|game| game.key == key) else {
            let board = self.games.len() + 1;
            self.games.push(RoundGame::new(board, tree));
            return vec![RoundNews::Appeared { board }];
        };
        let old = &self.games[index];
        let board = old.board;
        let new = RoundGame::new(board, tree);
        let old_moves = sans(old);
        let new_moves = sans(&new);
        let same = old_moves
            .iter()
            .zip(&new_moves)
            .take_while(|(a, b)| a == b)
            .count();
        let mut news = Vec::new();
        if same < old_moves.len() {
            news.push(RoundNews::Corrected {
                board,
                from: same,
                replaced: old_moves.len() - same,
            });
        } else if same < new_moves.len() {
            news.push(RoundNews::Moves { board, from: same });
        }
        if new.result().is_some() && new.result() != old.result() {
            news.push(RoundNews::Finished { board });
        }
        self.games[index] = new;
        news
    }
}

/// How a game is told apart from the others of its round: its address, else its players.
fn key_of(tree: &GameTree) -> String {
    match tree
        .tag("GameURL")
        .map(str::trim)
        .filter(|url| !url.is_empty())
    {
        Some(url) => url.to_string(),
        None => format!(
            "{}\n{}",
            tree.tag("White").unwrap_or_default(),
            tree.tag("Black").unwrap_or_default()
        ),
    }
}

/// The main line's nodes, the root left out.
fn main_line(tree: &GameTree) -> Vec<NodeId> {
    let mut line = Vec::new();
    let mut at = tree.root();
    while let Some(&next) = tree.children(at).first() {
        line.push(next);
        at = next;
    }
    line
}

/// The game's moves as moves (not their text), to be compared.
fn sans(game: &RoundGame) -> Vec<shakmaty::Move> {
    game.line
        .iter()
        .filter_map(|&node| game.tree.played(node).copied())
        .collect()
}

#[cfg(test)]
mod tests;
