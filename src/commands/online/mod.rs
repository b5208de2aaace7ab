//! `tactus online`: play on lichess through its Board API. The lobby (the account, the game's start awaited or
//! chosen) is the runtime's (`tactus_runtime::start_lobby`); `game.rs` plays the game as a game at the board whose
//! opponent is the server.

use std::process::ExitCode;

use super::Failure;
use crate::cli::online::OnlineArgs;

#[cfg(feature = "online")]
mod game;
#[cfg(feature = "online")]
mod games;

/// Runs `tactus online`.
///
/// # Errors
/// A [`Failure`] (exit code 2) with the reason in the voice pack's words: no token, a token refused, no network, a
/// time control lichess does not take, no challenge, a game that cannot be played through the Board API.
#[cfg(feature = "online")]
pub(crate) fn run(args: &OnlineArgs) -> Result<ExitCode, Failure> {
    use crate::cli::online::OnlineAction;
    use tactus_runtime::{start_lobby, Asked};
    let (asked, game) = match &args.action {
        OnlineAction::Login(server) => return login(server),
        OnlineAction::Logout(server) => return logout(server),
        OnlineAction::Games(args) => return games::list(args),
        OnlineAction::Seek(args) => (
            Asked::Seek {
                control: args.control.clone(),
                rated: args.rated,
            },
            &args.game,
        ),
        OnlineAction::Challenge(args) => (
            Asked::Challenge {
                user: args.user.clone(),
                control: args.control.clone(),
                rated: args.rated,
            },
            &args.game,
        ),
        OnlineAction::Ai(args) => (
            Asked::Ai {
                level: args.level,
                control: args.control.clone(),
            },
            &args.game,
        ),
        OnlineAction::Accept(args) => (Asked::Accept(args.id.clone()), &args.game),
        OnlineAction::Resume(args) => (
            Asked::Resume {
                which: args.which.clone(),
                journal_game: tactus_runtime::online_journal_game(args.game.journal.as_deref()),
            },
            &args.game,
        ),
    };
    let pack = tactus_runtime::load_voice(&game.session.common.voice)?;
    let server = tactus_runtime::lichess_server(game.server.as_deref());
    let started = start_lobby(&asked, &server, &pack, game.session.run.virtual_time)
        .map_err(|e| Failure::Message(e.worded(&pack)))?;
    game::play(started, &pack, game)
}

/// `tactus online login`: the token from the environment or the first line typed, checked with the server, kept.
#[cfg(feature = "online")]
fn login(args: &crate::cli::online::ServerArgs) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::load_voice(&args.voice)?;
    let server = tactus_runtime::lichess_server(args.server.as_deref());
    let said = tactus_runtime::log_in(&server, &pack, |howto| {
        eprintln!("{howto}");
        eprintln!(
            "{}",
            pack.phrase(tactus_core::PhraseKey::OnlineTokenStudy, &[])
        );
        // Typed at a terminal, the token is not shown (so never brailled or echoed by a screen reader).
        tactus_devices::read_hidden_line()
    })?;
    println!("{said}");
    Ok(ExitCode::SUCCESS)
}

/// `tactus online logout`: the kept token forgotten.
#[cfg(feature = "online")]
fn logout(args: &crate::cli::online::ServerArgs) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::load_voice(&args.voice)?;
    println!("{}", tactus_runtime::log_out(&pack)?);
    Ok(ExitCode::SUCCESS)
}

/// Without the `online` feature nothing goes online: said at once.
///
/// # Errors
/// Always.
#[cfg(not(feature = "online"))]
pub(crate) fn run(_args: &OnlineArgs) -> Result<ExitCode, Failure> {
    Err(Failure::Message(
        "this tactus was built without online play (the online feature)".into(),
    ))
}
