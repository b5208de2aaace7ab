//! The boundary of the core: what goes into a session ([`Input`], and [`Incoming`] for the loop), what a session is to the loop ([`Session`]),
//! what comes out ([`Event`]) and where it goes ([`EventSink`]).

mod event;
mod input;
mod json;
mod refusal;
mod session;
mod sink;
mod verdict;

pub(crate) use event::{BoardState, MoveSource};
pub use event::{BroadcastGame, ConfirmAction, Event, LineOfMany, Stamped};
pub use input::{Incoming, Input, InputFailure, Interruption};
pub use json::JsonLine;
pub use refusal::ErrorCode;
pub(crate) use refusal::Refusal;
pub use session::{Ending, Flow, Reply, Session};
pub use sink::{Cause, EventSink};
pub use verdict::MoveVerdict;
