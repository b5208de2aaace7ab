//! Finding one's way in the tree: which line a node is on, where that line starts and ends, a move by its number.

use shakmaty::Color;

use super::{GameTree, NodeId};

impl GameTree {
    /// Where `at` stands among its parent's moves: it is move `i` (1-based) of `n`; `(1, 1)` for the root.
    #[must_use]
    pub fn line_of(&self, at: NodeId) -> (usize, usize) {
        let Some(parent) = self.parent(at) else {
            return (1, 1);
        };
        let siblings = self.children(parent);
        let index = siblings.iter().position(|&c| c == at).unwrap_or(0);
        (index + 1, siblings.len().max(1))
    }

    /// Whether `at` is on the main line: root, then always the first continuation.
    #[must_use]
    pub fn is_main_line(&self, at: NodeId) -> bool {
        self.line_start(at).is_none()
    }

    /// The last node of the line going on from `from` by first continuations (`from` itself when nothing follows).
    #[must_use]
    pub fn main_end(&self, from: NodeId) -> NodeId {
        let mut at = from;
        while let Some(&next) = self.children(at).first() {
            at = next;
        }
        at
    }

    /// The nodes from the root to `to`, both included.
    #[must_use]
    pub fn path(&self, to: NodeId) -> Vec<NodeId> {
        let mut path = vec![to];
        let mut at = to;
        while let Some(parent) = self.parent(at) {
            path.push(parent);
            at = parent;
        }
        path.reverse();
        path
    }

    /// The first move of the variation `at` is in: the nearest of `at` and its ancestors that is not its parent's
    /// first continuation; `None` on the main line.
    #[must_use]
    pub fn line_start(&self, at: NodeId) -> Option<NodeId> {
        let mut node = at;
        while let Some(parent) = self.parent(node) {
            if self.children(parent).first() != Some(&node) {
                return Some(node);
            }
            node = parent;
        }
        None
    }

    /// On the line through `at` (the path to it, then on by first continuations), the node whose move is move
    /// `number` of `mover`.
    #[must_use]
    pub fn find_on_line(&self, at: NodeId, number: u32, mover: Color) -> Option<NodeId> {
        let mut line = self.path(at);
        let mut last = at;
        while let Some(&next) = self.children(last).first() {
            line.push(next);
            last = next;
        }
        line.into_iter()
            .skip(1)
            .find(|&node| self.move_number(node) == (number, mover))
    }
}
