//! Changing the tree: moves added and deleted, annotations set.

use shakmaty::{Move, Position};

use super::{tree::Node, CommentEval, GameTree, NodeId};

impl GameTree {
    /// The node reached by `played` from `at`: the existing child with that move (`false`), or a new last child
    /// (`true`). A move that is not legal at `at` (the caller's mistake) adds nothing: `(at, false)`, as does a
    /// deleted `at`.
    pub fn add_move(&mut self, at: NodeId, played: Move) -> (NodeId, bool) {
        if let Some(&existing) = self
            .children(at)
            .iter()
            .find(|&&child| self.played(child) == Some(&played))
        {
            return (existing, false);
        }
        let before = self.position(at);
        if !self.node(at).live || !before.is_legal(played) {
            return (at, false);
        }
        let mut after = before.clone();
        after.play_unchecked(played);
        let id = NodeId(self.nodes.len());
        self.nodes.push(Node::new(Some(at), Some(played), after));
        if let Some(node) = self.node_mut(at) {
            node.children.push(id);
        }
        (id, true)
    }

    /// Removes `at` and every move after it; returns its parent. The root cannot be deleted (`None`), nor a node
    /// already deleted. A deleted node's id is never given out again.
    pub fn delete(&mut self, at: NodeId) -> Option<NodeId> {
        let parent = self.parent(at)?;
        if !self.node(at).live {
            return None;
        }
        if let Some(node) = self.node_mut(parent) {
            node.children.retain(|&child| child != at);
        }
        let mut gone = vec![at];
        while let Some(node) = gone.pop().and_then(|id| self.node_mut(id)) {
            node.live = false;
            gone.extend(std::mem::take(&mut node.children));
        }
        Some(parent)
    }

    /// Sets the comment after the node's move (white space made single; empty removes it).
    pub fn set_comment(&mut self, at: NodeId, text: &str) {
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        if let Some(node) = self.node_mut(at) {
            node.comment = (!text.is_empty()).then_some(text);
        }
    }

    /// Sets the evaluation after the node's move.
    pub fn set_eval(&mut self, at: NodeId, eval: CommentEval) {
        if let Some(node) = self.node_mut(at) {
            node.eval = Some(eval);
        }
    }

    /// Adds an annotation glyph to the node's move (once).
    pub fn add_nag(&mut self, at: NodeId, nag: u8) {
        if let Some(node) = self.node_mut(at) {
            if !node.nags.contains(&nag) {
                node.nags.push(nag);
            }
        }
    }

    /// Sets the time left to the mover after the node's move.
    pub(super) fn set_clock(&mut self, at: NodeId, ms: u64) {
        if let Some(node) = self.node_mut(at) {
            node.clock_ms = Some(ms);
        }
    }
}
