//! What the engine's thread waits on: one channel carrying both the engine's own output (each line, then its end)
//! and what the session asks, so that a newer request can stop a search while the engine is still writing it.

use tactus_core::{AnalysisRequest, EngineRequest};

/// One thing heard on the engine's channel.
#[derive(Debug)]
pub(crate) enum Heard {
    /// A line the engine wrote.
    Line(String),
    /// The engine's output ended: it has exited.
    Closed,
    /// A request of the session's.
    Asked(Asked),
    /// The session let go of the engine: its thread ends, and the engine with it.
    Done,
}

/// What the session asks of the engine's thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Asked {
    /// A move or a hint.
    Think(EngineRequest),
    /// An analysis: it ends the analysis before it.
    Analyse(AnalysisRequest),
    /// The analysis in progress, if any, is dropped.
    Stop,
}
