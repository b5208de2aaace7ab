//! The games in progress on the account (`GET /api/account/playing`): the ids a seek must not mistake for its own
//! game, and the game `resume` chooses (`tactus_core::choose_game`), its list told on standard error.

use std::collections::HashSet;

use tactus_core::{choose_game, list_number, EventGame, Playing, VoicePack};

use super::LobbyError;
use crate::lichess::Client;

/// Every game in progress on the account.
fn in_progress(client: &Client) -> Result<Vec<EventGame>, LobbyError> {
    let playing: Playing = client.get_json("/api/account/playing")?;
    Ok(playing.now_playing)
}

/// The ids of the games in progress now.
///
/// # Errors
/// The request failed.
pub(super) fn ids_in_progress(client: &Client) -> Result<HashSet<String>, LobbyError> {
    Ok(in_progress(client)?
        .into_iter()
        .map(|game| game.game_id)
        .collect())
}

/// The game `resume` goes on with: `which` is a number in the list of games the Board API can play, or a game's id;
/// without it, the only such game.
///
/// # Errors
/// No game in progress, several and none chosen, a number not in the list, the request failed.
pub(super) fn chosen_game(
    client: &Client,
    pack: &VoicePack,
    which: Option<&str>,
) -> Result<String, LobbyError> {
    let number = match which {
        Some(text) => match list_number(text) {
            Some(number) => Some(number),
            None => return Ok(text.trim().to_string()),
        },
        None => None,
    };
    let chosen = choose_game(pack, in_progress(client)?, number);
    chosen.lines.iter().for_each(|line| eprintln!("{line}"));
    Ok(chosen.game?)
}
