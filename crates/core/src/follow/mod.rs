//! Following the world's live games (`tactus follow`, spec/study.md "The game of others"): a lichess broadcast
//! round's PGN stream read from bytes in any split, each game's updates weighed against what was said of it.

mod command;
mod round;
mod session;
mod stream;

pub use crate::online::BroadcastInput;
#[cfg(test)]
pub(crate) use command::parse_shipped;
pub use command::Following;
pub use round::{Round, RoundGame, RoundNews};
pub use session::FollowSession;
pub use stream::{PgnStream, MAX_GAME};
