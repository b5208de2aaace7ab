//! `tactus online games [USER]`: a user's recent lichess games, one plain line each in the voice pack's words, or one
//! JSON object each (`--format json`); each names the `lichess:game/ID` that `tactus analyse` opens.

use std::process::ExitCode;

use tactus_core::PhraseKey;

use super::Failure;
use crate::cli::{online::GamesArgs, Format};

/// Lists the games.
///
/// # Errors
/// A [`Failure`] (exit code 2) in the voice pack's words: the server's address refused, no token when no user is
/// named, no network, a user lichess does not know.
pub(super) fn list(args: &GamesArgs) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::load_voice(&args.server.voice)?;
    let server = tactus_runtime::lichess_server(args.server.server.as_deref());
    let (user, games) = tactus_runtime::lichess_user_games(
        &server,
        args.user.as_deref(),
        &pack,
        args.virtual_time,
    )?;
    if games.is_empty() && args.format == Format::Text {
        println!(
            "{}",
            pack.phrase(PhraseKey::OnlineGamesNone, &[("user", &user)])
        );
    }
    for (index, game) in games.iter().enumerate() {
        let number = index + 1;
        match args.format {
            Format::Text => println!("{}", game.worded(number, &pack)),
            Format::Json => {
                let mut line = serde_json::json!({ "number": number, "user": user });
                if let (Some(line), serde_json::Value::Object(game)) = (
                    line.as_object_mut(),
                    serde_json::to_value(game).unwrap_or_default(),
                ) {
                    line.extend(game);
                }
                println!("{line}");
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
