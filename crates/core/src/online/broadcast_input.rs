//! What reaches a followed round from the runtime's client: the stream's bytes as they arrive, and what became of
//! the stream.

use super::{LinkProblem, RequestProblem};

/// What the round's stream sent, or what became of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BroadcastInput {
    /// The stream is open (at the start, or again after it was lost): its games come first.
    Opened,
    /// A piece of the stream, as it arrived (any split: a game may end in a later piece).
    Bytes(Vec<u8>),
    /// The stream ended or broke, with the reason; the session asks for it again.
    Lost(LinkProblem),
    /// Opening the stream again failed, with why; a rate limit (429) waits a minute before the next try.
    Failed(RequestProblem),
}
