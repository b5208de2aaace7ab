//! The games in progress on the account (`GET /api/account/playing`): the games `resume` chooses from, listed one
//! plain line each and numbered (by opponent, then id, so that a number stays the same while the games do), chosen
//! by that number or by a game's id.

use serde::Deserialize;

use super::LobbyRefusal;
use crate::{
    online::EventGame,
    voice::{PhraseKey, Sentence, VoicePack},
};

/// The games in progress, as `GET /api/account/playing` lists them.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Playing {
    /// The games.
    #[serde(default)]
    pub now_playing: Vec<EventGame>,
}

/// The game chosen, and the lines that list the games (all of them, or the one chosen by its number).
#[derive(Debug, PartialEq, Eq)]
pub struct Chosen {
    /// The lines to tell, in order.
    pub lines: Vec<String>,
    /// The game's id, or why none.
    pub game: Result<String, LobbyRefusal>,
}

/// A number in the list, as typed: digits only, fewer than a game id's eight characters (a lichess id has eight
/// letters and digits), so that no id is read as a number.
#[must_use]
pub fn list_number(text: &str) -> Option<usize> {
    let text = text.trim();
    if text.is_empty() || text.len() >= 8 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// The game `resume` goes on with among `games`: the one of `number` in the list of games the Board API can play;
/// without it, the only such game. Several games and none chosen: the list told, and how to choose.
#[must_use]
pub fn choose_game(pack: &VoicePack, games: Vec<EventGame>, number: Option<usize>) -> Chosen {
    let games = playable(games);
    let lines: Vec<String> = games
        .iter()
        .enumerate()
        .map(|(index, game)| game_line(pack, index + 1, game))
        .collect();
    let (lines, game) = match (number, games.as_slice()) {
        (_, []) => (Vec::new(), Err(LobbyRefusal::NoOnlineGame)),
        (None, [only]) => (Vec::new(), Ok(only.game_id.clone())),
        (None, _) => (lines, Err(LobbyRefusal::WhichOnlineGame)),
        (Some(number), _) => match number.checked_sub(1).filter(|&index| index < games.len()) {
            Some(index) => (vec![lines[index].clone()], Ok(games[index].game_id.clone())),
            None => (
                lines,
                Err(LobbyRefusal::NoSuchOnlineGame {
                    number,
                    count: games.len(),
                }),
            ),
        },
    };
    Chosen { lines, game }
}

/// The games the Board API can play, in a lasting order: by opponent, then id.
#[must_use]
pub(super) fn playable(games: Vec<EventGame>) -> Vec<EventGame> {
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
#[must_use]
pub(super) fn game_line(pack: &VoicePack, number: usize, game: &EventGame) -> String {
    let side = if game.color.as_deref() == Some("black") {
        PhraseKey::Black
    } else {
        PhraseKey::White
    };
    let turn = if game.is_my_turn.unwrap_or(false) {
        PhraseKey::OnlineYourMove
    } else {
        PhraseKey::OnlineTheirMove
    };
    let speed = speed_worded(pack, game.speed.as_deref().unwrap_or_default());
    pack.phrase(
        PhraseKey::OnlineGameLine,
        &[
            ("number", &number.to_string()),
            ("opponent", &opponent(game)),
            ("side", Sentence::phrase(pack, side, Vec::new()).as_text()),
            ("turn", &pack.phrase(turn, &[])),
            ("speed", &speed),
            ("id", &game.game_id),
        ],
    )
}

/// lichess' speed (`blitz`, `rapid`…) in `pack`'s words; one it does not name, as it is.
pub(crate) fn speed_worded(pack: &VoicePack, speed: &str) -> String {
    match speed {
        "ultraBullet" | "bullet" => pack.phrase(PhraseKey::OnlineSpeedBullet, &[]),
        "blitz" => pack.phrase(PhraseKey::OnlineSpeedBlitz, &[]),
        "rapid" => pack.phrase(PhraseKey::OnlineSpeedRapid, &[]),
        "classical" => pack.phrase(PhraseKey::OnlineSpeedClassical, &[]),
        "correspondence" => pack.phrase(PhraseKey::OnlineSpeedCorrespondence, &[]),
        other => other.to_string(),
    }
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

    fn games() -> Vec<EventGame> {
        vec![
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
        ]
    }

    #[test]
    fn games_are_listed_in_a_lasting_order_with_their_words() {
        let pack = VoicePack::builtin("en").unwrap();
        let lines: Vec<String> = playable(games())
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

    #[test]
    fn a_game_is_chosen_by_its_number_or_alone() {
        let pack = VoicePack::builtin("en").unwrap();
        let chosen = choose_game(&pack, games(), Some(2));
        assert_eq!(chosen.game, Ok("zzzzzzzz".to_string()));
        assert_eq!(chosen.lines.len(), 1);
        let chosen = choose_game(&pack, games(), None);
        assert_eq!(
            (chosen.game, chosen.lines.len()),
            (Err(LobbyRefusal::WhichOnlineGame), 3)
        );
        let chosen = choose_game(&pack, games(), Some(4));
        assert_eq!(
            chosen.game,
            Err(LobbyRefusal::NoSuchOnlineGame {
                number: 4,
                count: 3
            })
        );
        let chosen = choose_game(&pack, games().split_off(3), None);
        assert_eq!(chosen.game, Ok("cccccccc".to_string()));
        let chosen = choose_game(&pack, Vec::new(), Some(1));
        assert_eq!(chosen.game, Err(LobbyRefusal::NoOnlineGame));
    }
}
