//! The engine opponent as the session sees it: a seat at the board that asks for moves and hints — the requests go
//! out in the session's replies, for the runtime to hand to the engine — and is answered later with an
//! [`EngineReply`](crate::engine::EngineReply) input. The session stays pure: it never talks to the engine itself.

use crate::{clock::Side, engine::EngineRequest};

/// The engine's seat: who it is, which side it plays, how strong, and what it was last asked.
pub struct EngineSeat {
    /// The engine's name, as the player hears it ("Stockfish 15.1").
    pub name: String,
    /// The side it plays; `None` when it only gives hints.
    pub side: Option<Side>,
    pub(crate) level: u8,
    /// The move request being thought about, if any.
    pub(crate) awaiting_move: Option<u64>,
    /// The hint request being thought about, if any.
    pub(crate) awaiting_hint: Option<u64>,
    next_id: u64,
    /// Asked since the last reply, not yet handed over.
    asked: Vec<EngineRequest>,
}

impl EngineSeat {
    /// A seat for the engine `name` playing `side` (or only hinting) at `level` (1–20).
    #[must_use]
    pub fn new(name: String, side: Option<Side>, level: u8) -> EngineSeat {
        EngineSeat {
            name,
            side,
            level,
            awaiting_move: None,
            awaiting_hint: None,
            next_id: 1,
            asked: Vec::new(),
        }
    }

    /// A new request number.
    pub(crate) fn next_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// Asks `request`: it goes out with the session's reply.
    pub(crate) fn ask(&mut self, request: EngineRequest) {
        self.asked.push(request);
    }

    /// What was asked since the last call.
    pub(crate) fn take_asked(&mut self) -> Vec<EngineRequest> {
        std::mem::take(&mut self.asked)
    }
}
