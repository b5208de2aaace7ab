//! The engine opponent as the session sees it: a seat at the board that is asked for moves and hints and answers
//! later, through the command channel, with an [`EngineReply`] — an input of its own kind, which nothing typed can
//! make. The session stays pure: it only hands requests to an [`Opponent`] (a UCI engine process on its own thread,
//! or a fake in tests).

use crate::clock::Side;

/// A score from the engine's point of view (the side to move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
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

/// Whoever answers the requests: the engine's process, or a fake.
pub trait Opponent {
    /// The engine's name, as the player hears it ("Stockfish 15.1").
    fn name(&self) -> &str;
    /// Hands over a request; never waits. The answer comes later as an [`EngineReply`] input.
    fn ask(&mut self, request: EngineRequest);
}

/// The engine's seat: who it is, which side it plays, how strong, and what it was last asked.
pub struct EngineSeat {
    pub opponent: Box<dyn Opponent>,
    /// The side it plays; `None` when it only gives hints.
    pub side: Option<Side>,
    pub level: u8,
    /// The move request being thought about, if any.
    pub awaiting_move: Option<u64>,
    /// The hint request being thought about, if any.
    pub awaiting_hint: Option<u64>,
    next_id: u64,
}

impl EngineSeat {
    /// A seat for `opponent` playing `side` (or only hinting) at `level` (1–20).
    #[must_use]
    pub fn new(opponent: Box<dyn Opponent>, side: Option<Side>, level: u8) -> EngineSeat {
        EngineSeat {
            opponent,
            side,
            level,
            awaiting_move: None,
            awaiting_hint: None,
            next_id: 1,
        }
    }

    /// A new request number.
    pub fn next_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }
}

/// An engine's reply to a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineReply {
    /// A move (UCI, as the engine wrote it) and the evaluation from the mover's side.
    Thought {
        purpose: Purpose,
        id: u64,
        best: String,
        score: Option<Score>,
    },
    /// The engine cannot go on.
    Failed { id: u64, problem: String },
}
