//! Following the world's live games (`tactus follow`, spec/study.md "The game of others"): a lichess broadcast
//! round's PGN stream read from bytes in any split, each game's updates weighed against what was said of it.

mod round;
mod stream;

pub use round::{Round, RoundGame, RoundNews};
pub use stream::{PgnStream, MAX_GAME};
