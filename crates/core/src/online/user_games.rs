//! A user's games as lichess lists them (`/api/games/user/NAME`, NDJSON, one game a line): each line read into a
//! [`UserGame`] from the user's side (the opponent, the result for the user, the speed, the day), and said as one
//! plain line in a pack's words.

use serde::{Deserialize, Serialize};

use super::lobby::speed_worded;
use crate::voice::{PhraseKey, VoicePack};

/// The result of a listed game for the user.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum UserResult {
    /// The user won.
    Won,
    /// The user lost.
    Lost,
    /// Drawn.
    Drawn,
    /// Still being played.
    Playing,
    /// Aborted, or never started.
    Aborted,
}

/// One of the user's games, from the user's side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UserGame {
    /// The game's id (`tactus analyse lichess:game/ID` opens it).
    pub id: String,
    /// The opponent's name, or lichess' AI with its level.
    pub opponent: String,
    /// Whether the user had White.
    pub white: bool,
    /// The result for the user.
    pub result: UserResult,
    /// lichess' speed: `bullet`, `blitz`, `rapid`, `classical`, `correspondence` (said in the pack's words).
    pub speed: String,
    /// The day it was created, `YYYY-MM-DD` (UTC).
    pub date: String,
    /// The opening's name, when lichess gives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opening: Option<String>,
}

#[derive(Deserialize)]
struct Line {
    id: String,
    #[serde(default)]
    speed: String,
    #[serde(rename = "createdAt", default)]
    created_at: i64,
    #[serde(default)]
    status: String,
    winner: Option<String>,
    players: Players,
    opening: Option<Opening>,
}

#[derive(Deserialize)]
struct Players {
    white: Seat,
    black: Seat,
}

#[derive(Deserialize)]
struct Seat {
    user: Option<User>,
    #[serde(rename = "aiLevel")]
    ai_level: Option<u8>,
}

#[derive(Deserialize)]
struct User {
    #[serde(default)]
    id: String,
    name: String,
}

#[derive(Deserialize)]
struct Opening {
    name: String,
}

impl UserGame {
    /// A line of lichess' list read from the side of `user` (a name, as written or not); `None` for a line that is
    /// not a game (a blank, something else); a game `user` did not play is seen from White's side.
    #[must_use]
    pub fn from_line(line: &str, user: &str, pack: &VoicePack) -> Option<UserGame> {
        let line: Line = serde_json::from_str(line.trim()).ok()?;
        let is_user = |seat: &Seat| {
            seat.user.as_ref().is_some_and(|u| {
                u.id.eq_ignore_ascii_case(user) || u.name.eq_ignore_ascii_case(user)
            })
        };
        let white = !is_user(&line.players.black) || is_user(&line.players.white);
        let opponent = if white {
            &line.players.black
        } else {
            &line.players.white
        };
        let opponent = match (&opponent.user, opponent.ai_level) {
            (Some(user), _) => user.name.clone(),
            (None, Some(level)) => {
                pack.phrase(PhraseKey::OnlineGamesAi, &[("level", &level.to_string())])
            }
            (None, None) => "?".to_string(),
        };
        let result = match (line.winner.as_deref(), line.status.as_str()) {
            (Some("white"), _) if white => UserResult::Won,
            (Some("black"), _) if !white => UserResult::Won,
            (Some(_), _) => UserResult::Lost,
            (None, "started" | "created") => UserResult::Playing,
            (None, "aborted" | "noStart" | "unknownFinish") => UserResult::Aborted,
            (None, _) => UserResult::Drawn,
        };
        Some(UserGame {
            id: line.id,
            opponent,
            white,
            result,
            speed: line.speed,
            date: day_of(line.created_at),
            opening: line.opening.map(|o| o.name),
        })
    }

    /// The game as the list says it, numbered `number`, in `pack`'s words.
    #[must_use]
    pub fn worded(&self, number: usize, pack: &VoicePack) -> String {
        let result = pack.phrase(
            match self.result {
                UserResult::Won => PhraseKey::OnlineGamesWon,
                UserResult::Lost => PhraseKey::OnlineGamesLost,
                UserResult::Drawn => PhraseKey::OnlineGamesDrawn,
                UserResult::Playing => PhraseKey::OnlineGamesPlaying,
                UserResult::Aborted => PhraseKey::OnlineGamesAborted,
            },
            &[],
        );
        pack.phrase(
            PhraseKey::OnlineGamesLine,
            &[
                ("number", &number.to_string()),
                ("opponent", &self.opponent),
                ("result", &result),
                ("speed", &speed_worded(pack, &self.speed)),
                ("date", &self.date),
                ("id", &self.id),
            ],
        )
    }
}

/// The UTC day of `ms` milliseconds after 1970 began, as `YYYY-MM-DD` (the civil calendar from a count of days).
fn day_of(ms: i64) -> String {
    let days = ms.div_euclid(86_400_000);
    let shifted = days + 719_468;
    let era = shifted.div_euclid(146_097);
    let of_era = shifted - era * 146_097;
    let year_of_era = (of_era - of_era / 1460 + of_era / 36_524 - of_era / 146_096) / 365;
    let of_year = of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * of_year + 2) / 153;
    let day = of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(white: &str, black: &str, winner: &str, status: &str) -> String {
        format!(
            r#"{{"id":"q7ZvsdUF","rated":true,"variant":"standard","speed":"blitz","perf":"blitz","createdAt":1764374400000,"status":"{status}","players":{{"white":{white},"black":{black}}}{winner},"opening":{{"eco":"C20","name":"King's Pawn Game"}}}}"#
        )
    }

    fn user(name: &str) -> String {
        format!(
            r#"{{"user":{{"name":"{name}","id":"{}"}},"rating":1500}}"#,
            name.to_lowercase()
        )
    }

    #[test]
    fn a_game_is_read_from_the_users_side() {
        let pack = VoicePack::builtin("en").unwrap();
        let won = line(&user("Bo"), &user("Ada"), r#","winner":"white""#, "mate");
        let game = UserGame::from_line(&won, "bo", &pack).unwrap();
        assert_eq!(game.opponent, "Ada");
        assert!(game.white);
        assert_eq!(game.result, UserResult::Won);
        assert_eq!(game.date, "2025-11-29");
        assert_eq!(game.opening.as_deref(), Some("King's Pawn Game"));
        let seen_by_ada = UserGame::from_line(&won, "ADA", &pack).unwrap();
        assert_eq!(
            (seen_by_ada.white, seen_by_ada.result),
            (false, UserResult::Lost)
        );
        assert_eq!(seen_by_ada.opponent, "Bo");
        let drawn = line(&user("Bo"), &user("Ada"), "", "stalemate");
        assert_eq!(
            UserGame::from_line(&drawn, "bo", &pack).unwrap().result,
            UserResult::Drawn
        );
        let ai = line(r#"{"aiLevel":3}"#, &user("Bo"), "", "started");
        let game = UserGame::from_line(&ai, "bo", &pack).unwrap();
        assert_eq!(game.result, UserResult::Playing);
        assert!(game.opponent.contains('3'), "{}", game.opponent);
        let line = game.worded(2, &pack);
        assert!(line.starts_with("2."), "{line}");
        assert!(
            line.contains("q7ZvsdUF") && line.contains("blitz"),
            "{line}"
        );
        assert_eq!(UserGame::from_line("", "bo", &pack), None);
        assert_eq!(UserGame::from_line("{\"error\":1}", "bo", &pack), None);
    }

    #[test]
    fn days_are_counted_in_the_civil_calendar() {
        assert_eq!(day_of(0), "1970-01-01");
        assert_eq!(day_of(951_782_400_000), "2000-02-29");
        assert_eq!(day_of(1_709_251_199_000), "2024-02-29");
        assert_eq!(day_of(-86_400_000), "1969-12-31");
    }
}
