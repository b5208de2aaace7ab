//! Who sits at the game: the engine (practice), the sighted player's electronic board, and the server of an online
//! game. Each seat hears its own inputs (an engine's reply, a board's report, a server's line), turns them into the
//! game's records, questions and requests, and is told what the game did, so that it can act on it.

mod board;
mod engine;
mod server;

pub use board::BoardOptions;
pub(super) use board::BoardSeat;
pub use engine::EngineSeat;
pub(super) use server::OnlineSeat;
