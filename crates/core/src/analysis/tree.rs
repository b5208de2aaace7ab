//! The game tree: every position of a game and its variations, each node the move that reached it.

use shakmaty::{san::SanPlus, Chess, Color, Move, Position};

use super::CommentEval;

/// A node's index in its tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NodeId(pub(super) usize);

/// One position of the tree: the move that reached it and what the file said about it.
#[derive(Clone, Debug)]
pub(super) struct Node {
    pub(super) parent: Option<NodeId>,
    pub(super) children: Vec<NodeId>,
    pub(super) played: Option<Move>,
    pub(super) position: Chess,
    pub(super) nags: Vec<u8>,
    pub(super) comment: Option<String>,
    pub(super) clock_ms: Option<u64>,
    pub(super) eval: Option<CommentEval>,
    /// False once deleted: the id is never used again.
    pub(super) live: bool,
}

impl Node {
    pub(super) fn new(parent: Option<NodeId>, played: Option<Move>, position: Chess) -> Node {
        Node {
            parent,
            children: Vec::new(),
            played,
            position,
            nags: Vec::new(),
            comment: None,
            clock_ms: None,
            eval: None,
            live: true,
        }
    }
}

/// One game with its variations to any depth: its tags, its start (the root) and every move after it, each with its
/// annotation glyphs, comment, clock and evaluation.
#[derive(Clone, Debug)]
pub struct GameTree {
    pub(super) tags: Vec<(String, String)>,
    pub(super) nodes: Vec<Node>,
    pub(super) result: Option<String>,
}

impl GameTree {
    /// A tree holding only its start, `start`; no tags.
    #[must_use]
    pub fn new(start: Chess) -> GameTree {
        GameTree {
            tags: Vec::new(),
            nodes: vec![Node::new(None, None, start)],
            result: None,
        }
    }

    /// A tree starting from the position `fen` (standard castling).
    ///
    /// # Errors
    /// [`crate::FenError`]: not FEN, or not a legal position.
    pub fn from_position(fen: &str) -> Result<GameTree, crate::FenError> {
        let game = crate::Game::from_fen(fen)?;
        Ok(GameTree::new(game.position().clone()))
    }

    /// The node of `id`; a deleted node's data stays readable (the arena never shrinks). An id of another, larger
    /// tree reads as the root.
    pub(super) fn node(&self, id: NodeId) -> &Node {
        self.nodes.get(id.0).unwrap_or(&self.nodes[0])
    }

    /// The node of `id` to change, if this tree has it.
    pub(super) fn node_mut(&mut self, id: NodeId) -> Option<&mut Node> {
        self.nodes.get_mut(id.0)
    }

    /// The start position, before any move.
    #[must_use]
    pub fn root(&self) -> NodeId {
        NodeId(0)
    }

    /// The tags in the order read.
    #[must_use]
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// The value of the tag `name` (any case).
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The result marker ending the movetext: `1-0`, `0-1`, `1/2-1/2` or `*`.
    #[must_use]
    pub fn result(&self) -> Option<&str> {
        self.result.as_deref()
    }

    /// The position after the node's move (the start for the root).
    #[must_use]
    pub fn position(&self, at: NodeId) -> &Chess {
        &self.node(at).position
    }

    /// The node before `at`; `None` for the root.
    #[must_use]
    pub fn parent(&self, at: NodeId) -> Option<NodeId> {
        self.node(at).parent
    }

    /// The moves after `at`: the first is the main continuation, the others its variations in file order.
    #[must_use]
    pub fn children(&self, at: NodeId) -> &[NodeId] {
        &self.node(at).children
    }

    /// The move that reached `at`; `None` for the root.
    #[must_use]
    pub fn played(&self, at: NodeId) -> Option<&Move> {
        self.node(at).played.as_ref()
    }

    /// The move that reached `at` in SAN, with its check or mate sign; `None` for the root.
    #[must_use]
    pub fn san(&self, at: NodeId) -> Option<SanPlus> {
        let played = self.node(at).played?;
        let before = self.position(self.parent(at)?);
        Some(SanPlus::from_move(before.clone(), played))
    }

    /// How many moves lead from the root to `at` (0 for the root, 1 after the first move, whoever made it).
    #[must_use]
    pub fn ply(&self, at: NodeId) -> usize {
        self.path(at).len() - 1
    }

    /// The full-move number and the mover of the node's move, from the start's counters; for the root, those of the
    /// first move to come.
    #[must_use]
    pub fn move_number(&self, at: NodeId) -> (u32, Color) {
        let before = self.parent(at).map_or(at, |parent| parent);
        let pos = self.position(before);
        (pos.fullmoves().get(), pos.turn())
    }

    /// The numeric annotation glyphs of the node's move (`$1` or `!` is 1), as read.
    #[must_use]
    pub fn nags(&self, at: NodeId) -> &[u8] {
        &self.node(at).nags
    }

    /// The comment after the node's move (the root's: before the first move), commands taken out, white space single,
    /// several comments joined by a space.
    #[must_use]
    pub fn comment(&self, at: NodeId) -> Option<&str> {
        self.node(at).comment.as_deref()
    }

    /// The time left to the mover after the node's move (`[%clk 1:12:05]`), in milliseconds.
    #[must_use]
    pub fn clock_ms(&self, at: NodeId) -> Option<u64> {
        self.node(at).clock_ms
    }

    /// The evaluation after the node's move (`[%eval 0.35]`, `[%eval #-3]`), from White's point of view.
    #[must_use]
    pub fn eval(&self, at: NodeId) -> Option<CommentEval> {
        self.node(at).eval
    }

    /// How many nodes the tree holds, the root included, deleted ones not.
    #[must_use]
    pub fn node_count(&self) -> usize {
        self.nodes.iter().filter(|node| node.live).count()
    }
}
