//! Practice at home: a game from a PGN file heard move by move (`tactus listen`), and board-reading drills with a
//! score (`tactus drill`). Both are pure sessions on the event loop of the runtime, like the clock and the game.
//!
//! - `listen_game.rs`: the game chosen from a file, checked once; `listen_command.rs`: the listener's commands;
//!   `listen.rs`: [`ListenSession`];
//! - `rng.rs`: the seeded random numbers; `positions.rs`: random legal positions or moments of a file's games;
//!   `question.rs`: the questions, asked, checked and answered (`opening_question.rs`: the openings'); `answers.rs`:
//!   answers typed in any form;
//!   `drill.rs`: [`DrillSession`].

mod analyse;
#[cfg(test)]
pub(crate) use analyse::parse_shipped as analyse_parse;
pub(crate) mod answers;
pub(crate) mod drill;
mod game_error;
pub(crate) mod listen;
pub(crate) mod listen_command;
pub(crate) mod listen_game;
mod opening_question;
pub(crate) mod positions;
pub(crate) mod question;
pub(crate) mod rng;

pub use analyse::{analyse_command_check, AnalyseSession, SaveFile, SaveRefused};
pub use drill::{DrillSession, DrillSetup};
pub use listen::ListenSession;
pub use listen_game::{choose, Choice, GameError, ListenGame};
