//! `tactus online`: play on lichess through its Board API. `account.rs` keeps the token and speaks to the server in
//! the pack's words; `start.rs` makes a game start (a seek, a challenge, the computer, a challenge accepted, a game in
//! progress), waiting on the event stream (`events.rs`) or choosing among the games in progress (`playing.rs`);
//! `game.rs` plays it as a game at the board whose opponent is the server.

use std::process::ExitCode;

use super::Failure;
use crate::cli::online::OnlineArgs;

#[cfg(feature = "online")]
mod account;
#[cfg(feature = "online")]
mod events;
#[cfg(feature = "online")]
mod game;
#[cfg(feature = "online")]
mod playing;
#[cfg(feature = "online")]
mod start;

/// Runs `tactus online`.
///
/// # Errors
/// A [`Failure`] (exit code 2) with the reason in the voice pack's words: no token, a token refused, no network, a
/// time control lichess does not take, no challenge, a game that cannot be played through the Board API.
#[cfg(feature = "online")]
pub fn run(args: &OnlineArgs) -> Result<ExitCode, Failure> {
    use crate::cli::online::OnlineAction;
    match &args.action {
        OnlineAction::Login(server) => account::login(server),
        OnlineAction::Logout(server) => account::logout(server),
        action => {
            let (game, started) = start::start(action)?;
            game::play(started, game)
        }
    }
}

/// Without the `online` feature nothing goes online: said at once.
///
/// # Errors
/// Always.
#[cfg(not(feature = "online"))]
pub fn run(_args: &OnlineArgs) -> Result<ExitCode, Failure> {
    Err(Failure::Message(
        "this tactus was built without online play (the online feature)".into(),
    ))
}
