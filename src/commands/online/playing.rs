//! The games in progress on the account (`GET /api/account/playing`): the ids a seek must not mistake for its own
//! game, and the games `resume` chooses from, listed one plain line each and numbered (by opponent, then id, so that
//! a number stays the same while the games do), chosen by that number or by a game's id.

use std::collections::HashSet;

use serde::Deserialize;
use tactus_core::{
    clock::Side,
    online::EventGame,
    voice::{PhraseKey, VoicePack},
};
use tactus_runtime::lichess::Client;

use super::account::{fail, request_failed};
use crate::commands::Failure;

/// The games in progress, as `GET /api/account/playing` lists them.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Playing {
    #[serde(default)]
    now_playing: Vec<EventGame>,
}

/// Every game in progress on the account.
fn in_progress(client: &Client, pack: &VoicePack) -> Result<Vec<EventGame>, Failure> {
    let playing: Playing = client
        .get_json("/api/account/playing")
        .map_err(|e| request_failed(pack, &e))?;
    Ok(playing.now_playing)
}

/// The ids of the games in progress now.
///
/// # Errors
/// The request failed.
pub(super) fn ids_in_progress(
    client: &Client,
    pack: &VoicePack,
) -> Result<HashSet<String>, Failure> {
    Ok(in_progress(client, pack)?
        .into_iter()
        .map(|game| game.game_id)
        .collect())
}

/// The game `resume` goes on with: `which` is a number in the list of games the Board API can play, or a game's id;
/// without it, the only such game. Several games and none chosen: the list said, and how to choose.
///
/// # Errors
/// No game in progress, several and none chosen, a number not in the list, the request failed.
pub(super) fn choose_game(
    client: &Client,
    pack: &VoicePack,
    which: Option<&str>,
) -> Result<String, Failure> {
    let number = match which {
        Some(text) => match list_number(text) {
            Some(number) => Some(number),
            None => return Ok(text.trim().to_string()),
        },
        None => None,
    };
    let games = playable(in_progress(client, pack)?);
    let lines: Vec<String> = games
        .iter()
        .enumerate()
        .map(|(index, game)| game_line(pack, index + 1, game))
        .collect();
    match (number, games.as_slice()) {
        (_, []) => Err(fail(pack, PhraseKey::ErrorNoOnlineGame, &[])),
        (None, [only]) => Ok(only.game_id.clone()),
        (None, _) => {
            lines.iter().for_each(|line| eprintln!("{line}"));
            Err(fail(pack, PhraseKey::ErrorWhichOnlineGame, &[]))
        }
        (Some(number), _) => match number.checked_sub(1).filter(|&index| index < games.len()) {
            Some(index) => {
                eprintln!("{}", lines[index]);
                Ok(games[index].game_id.clone())
            }
            None => {
                lines.iter().for_each(|line| eprintln!("{line}"));
                Err(fail(
                    pack,
                    PhraseKey::ErrorNoSuchOnlineGame,
                    &[
                        ("number", &number.to_string()),
                        ("count", &games.len().to_string()),
                    ],
                ))
            }
        },
    }
}

/// A number in the list, as typed: digits only, fewer than a game id's eight characters (a lichess id has eight
/// letters and digits), so that no id is read as a number.
fn list_number(text: &str) -> Option<usize> {
    let text = text.trim();
    if text.is_empty() || text.len() >= 8 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// The games the Board API can play, in a lasting order: by opponent, then id.
fn playable(games: Vec<EventGame>) -> Vec<EventGame> {
    let mut games: Vec<EventGame> = games
        .into_iter()
        .filter(|game| game.compat.is_none_or(|compat| compat.board))
        .collect();
    games.sort_by_cached_key(|game| (opponent(game).to_lowercase(), game.game_id.clone()));
    games
}

/// The opponent's name: the account's, lichess' computer with its level, else nothing known.
fn opponent(game: &EventGame) -> String {
    let user = game.opponent.as_ref();
    match (
        user.and_then(|user| user.name.clone()),
        user.and_then(|user| user.ai),
    ) {
        (_, Some(level)) => format!("lichess AI {level}"),
        (Some(name), None) => name,
        (None, None) => "?".to_string(),
    }
}

/// One game in as few words as tell it apart: its number, the opponent, the user's side, whose move, the speed, the
/// id.
fn game_line(pack: &VoicePack, number: usize, game: &EventGame) -> String {
    let side = if game.color.as_deref() == Some("black") {
        Side::Black
    } else {
        Side::White
    };
    let turn = if game.is_my_turn.unwrap_or(false) {
        PhraseKey::OnlineYourMove
    } else {
        PhraseKey::OnlineTheirMove
    };
    let speed = game.speed.as_deref().unwrap_or_default();
    let speed = match speed {
        "ultraBullet" | "bullet" => pack.phrase(PhraseKey::OnlineSpeedBullet, &[]),
        "blitz" => pack.phrase(PhraseKey::OnlineSpeedBlitz, &[]),
        "rapid" => pack.phrase(PhraseKey::OnlineSpeedRapid, &[]),
        "classical" => pack.phrase(PhraseKey::OnlineSpeedClassical, &[]),
        "correspondence" => pack.phrase(PhraseKey::OnlineSpeedCorrespondence, &[]),
        other => other.to_string(),
    };
    pack.phrase(
        PhraseKey::OnlineGameLine,
        &[
            ("number", &number.to_string()),
            ("opponent", &opponent(game)),
            ("side", &tactus_core::words::side_name(pack, side)),
            ("turn", &pack.phrase(turn, &[])),
            ("speed", &speed),
            ("id", &game.game_id),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(json: &str) -> EventGame {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn small_numbers_choose_from_the_list_and_ids_name_games() {
        assert_eq!(list_number("2"), Some(2));
        assert_eq!(list_number(" 12 "), Some(12));
        for id in ["abcdefgh", "12345678", "g1", "", "-1", "2a"] {
            assert_eq!(list_number(id), None, "{id}");
        }
    }

    #[test]
    fn games_are_listed_in_a_lasting_order_with_their_words() {
        let pack = VoicePack::builtin("en").unwrap();
        let games = playable(vec![
            game(
                r#"{"gameId":"zzzzzzzz","color":"black","isMyTurn":false,"speed":"correspondence","opponent":{"username":"bo"}}"#,
            ),
            game(r#"{"gameId":"nobrdnob","compat":{"bot":true,"board":false}}"#),
            game(
                r#"{"gameId":"aaaaaaaa","color":"white","isMyTurn":true,"speed":"rapid","opponent":{"username":"Ada"}}"#,
            ),
            game(
                r#"{"gameId":"cccccccc","color":"white","speed":"blitz","opponent":{"username":"A.I. level 3","ai":3}}"#,
            ),
        ]);
        let lines: Vec<String> = games
            .iter()
            .enumerate()
            .map(|(index, game)| game_line(&pack, index + 1, game))
            .collect();
        assert_eq!(
            lines,
            [
                "1: Ada, you play White, your move, rapid, aaaaaaaa",
                "2: bo, you play Black, their move, correspondence, zzzzzzzz",
                "3: lichess AI 3, you play White, their move, blitz, cccccccc",
            ]
        );
    }
}
