//! The lobby: what happens before an online game is played, as data and decisions. The time control asked for
//! (`control.rs`), the ids in the server's answers (`answers.rs`), the event stream's lines weighed against the game
//! awaited (`awaited.rs`), the event stream opened again when it ends, try by try (`reopening.rs`), the games in
//! progress listed and chosen (`games.rs`), the challenges read out and chosen (`challenges.rs`), and what refuses a
//! start, in the pack's words (`refusal.rs`). The wait itself is a session the event loop runs
//! (`lobby_session`, beside this module). The runtime's client makes the requests and reads the streams; nothing
//! here opens a connection or waits.

mod answers;
mod awaited;
mod challenges;
mod control;
mod games;
mod refusal;
mod reopening;

pub use answers::id_of;
pub use awaited::Awaited;
pub(crate) use awaited::Start;
pub use challenges::{challenge_line, choose_challenge, Challenges};
pub use control::{clock_limit, control, Control};
pub(crate) use games::speed_worded;
pub use games::{choose_game, list_number, Playing};
pub use refusal::LobbyRefusal;
pub(crate) use reopening::Reopening;
