//! A tree built from a game already played, for a game whose variations cannot be read: its main line alone.

use shakmaty::Chess;

use super::GameTree;
use crate::rules::Ply;

impl GameTree {
    /// The tree of `plies` from `start`, with `tags`, the comment before the first move and after each move
    /// (`comments[0]` before the first, `comments[n]` after move n).
    pub(crate) fn of_plies(
        start: Chess,
        tags: Vec<(String, String)>,
        plies: &[Ply],
        comments: &[Option<String>],
    ) -> GameTree {
        let mut tree = GameTree::new(start);
        tree.tags = tags;
        let mut at = tree.root();
        if let Some(Some(text)) = comments.first() {
            tree.set_comment(at, text);
        }
        for (index, ply) in plies.iter().enumerate() {
            at = tree.add_move(at, ply.mv).0;
            if let Some(Some(text)) = comments.get(index + 1) {
                tree.set_comment(at, text);
            }
        }
        tree
    }
}
