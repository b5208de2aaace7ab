//! What the session and an engine say to each other: requests for a move or a hint about a position, or for its
//! analysis, and replies (a move with its score, the lines of analysis, or a failure). The replies reach the session as an input of their own kind, which nothing
//! typed can make.

/// A score from the engine's point of view (the side to move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineScore {
    /// Hundredths of a pawn.
    Centipawns(i32),
    /// Mate in this many moves; negative when the side to move is mated.
    Mate(i32),
}

/// What an answer is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The engine's own move.
    Move,
    /// A suggestion for the player (`hint best`).
    Hint,
}

/// A question for the engine about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineRequest {
    /// Matches the reply to the question; replies to older questions are ignored.
    pub id: u64,
    /// Move or hint.
    pub purpose: Purpose,
    /// The game's start position.
    pub start_fen: String,
    /// The moves played since, in UCI.
    pub moves: Vec<String>,
    /// How long to think, in milliseconds.
    pub movetime_ms: u64,
}

/// Where the engine's seat sends its requests: the engine's process on a thread of its own (in the runtime), or a
/// fake. A request is sent inside the session's step; its answer comes back later as an input, like any event of the
/// world.
pub trait EngineLink {
    /// Hands over a request; never waits. The answer comes later as an [`EngineReply`] input.
    fn ask(&mut self, request: EngineRequest);

    /// Asks for the analysis of a position; never waits. The answer comes later as an [`EngineReply::Analysis`]
    /// input. A newer request, or [`EngineLink::stop`], ends the one before: its answer never comes.
    fn analyse(&mut self, request: super::AnalysisRequest);

    /// Drops the search in progress, if any: its answer never comes.
    fn stop(&mut self);
}

/// An engine's reply to a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineReply {
    /// A move (UCI, as the engine wrote it) and the evaluation from the mover's side.
    Thought {
        /// What the request was for.
        purpose: Purpose,
        /// The question's `id`: replies to older questions are ignored.
        id: u64,
        /// The best move, in UCI coordinates.
        best: String,
        /// The evaluation, when the engine gave one.
        score: Option<EngineScore>,
    },
    /// The analysis asked for: the deepest complete set of lines, ranked 1 to n (fewer when the position has fewer
    /// moves or the engine ended early, none on a board without a legal move).
    Analysis {
        /// The question's `id`.
        id: u64,
        /// The lines, best first.
        lines: Vec<super::PrincipalVariation>,
    },
    /// The engine cannot go on.
    Failed {
        /// The question's `id`.
        id: u64,
        /// What went wrong.
        problem: super::EngineFailure,
    },
}
