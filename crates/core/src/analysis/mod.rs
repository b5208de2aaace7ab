//! The analysis board's games: a PGN game with its variations to any depth read into a tree, walked, changed and
//! written back as PGN (spec/study.md "The analysis board").
//!
//! A [`GameTree`] holds every position once, each node the move that reached it, with its annotation glyphs, its
//! comment (commands taken out), and the clock and evaluation commands read from that comment.

mod built;
mod comment_commands;
mod edit;
mod error;
mod lines;
mod marks;
mod read;
mod skip;
mod tree;
mod write;

#[cfg(test)]
mod tests;

pub use comment_commands::CommentEval;
pub use error::{TreeError, TreeProblem};
pub use marks::mark_phrase;
pub use read::{read_trees, TreeGames};
pub use tree::{GameTree, NodeId};
pub use write::write_tree_pgn;
