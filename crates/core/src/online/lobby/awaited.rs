//! The game awaited on the account's event stream, and what each line of the stream means for it: lichess tells a
//! game's start there, a game's end, and a challenge declined or canceled.

use std::collections::HashSet;

use super::LobbyRefusal;
use crate::online::EventLine;

/// What is awaited: the game of a known id (a challenge, the computer, a challenge accepted), or the first game that
/// starts apart from those in progress before (a seek, which has no id to expect).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Awaited {
    /// The game or challenge of this id.
    Game(String),
    /// A game not among these, in progress before the seek was made.
    NewGame(HashSet<String>),
}

/// What a line of the event stream ends the wait with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The game of this id is to be played (or ended before it was: its own stream says how).
    Game(String),
    /// No game: the challenge declined or canceled, or a game the Board API cannot play.
    Refused(LobbyRefusal),
}

impl Awaited {
    /// What the event stream's `line` means for the wait: nothing (another game, another challenge), or its end.
    #[must_use]
    pub fn hear(&self, line: &EventLine) -> Option<Start> {
        match line.clone() {
            EventLine::GameStart { game } if self.is(&game.game_id) => {
                if game.compat.is_some_and(|compat| !compat.board) {
                    return Some(Start::Refused(LobbyRefusal::NotBoardGame));
                }
                Some(Start::Game(game.game_id))
            }
            // A seek's game has not started yet: no game's end is its own.
            EventLine::GameFinish { game }
                if matches!(self, Awaited::Game(_)) && self.is(&game.game_id) =>
            {
                Some(Start::Game(game.game_id))
            }
            EventLine::ChallengeDeclined { challenge } if self.is_challenge(&challenge.id) => {
                Some(Start::Refused(LobbyRefusal::ChallengeDeclined))
            }
            EventLine::ChallengeCanceled { challenge } if self.is_challenge(&challenge.id) => {
                Some(Start::Refused(LobbyRefusal::ChallengeCanceled))
            }
            _ => None,
        }
    }

    fn is(&self, game: &str) -> bool {
        match self {
            Awaited::Game(id) => id == game,
            Awaited::NewGame(earlier) => !earlier.contains(game),
        }
    }

    fn is_challenge(&self, challenge: &str) -> bool {
        matches!(self, Awaited::Game(id) if id == challenge)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seek_takes_only_a_game_that_was_not_in_progress_before() {
        let seek = Awaited::NewGame(HashSet::from(["g9".to_string()]));
        assert!(!seek.is("g9") && seek.is("g1"));
        assert!(!seek.is_challenge("g1"));
        let challenge = Awaited::Game("c1".into());
        assert!(challenge.is("c1") && !challenge.is("g9") && challenge.is_challenge("c1"));
    }

    #[test]
    fn the_lines_of_the_event_stream_end_the_wait_or_not() {
        let hear =
            |awaited: &Awaited, line: &str| awaited.hear(&crate::online::event_line(line).ok()?);
        let challenge = Awaited::Game("c1".into());
        let start = r#"{"type":"gameStart","game":{"gameId":"c1"}}"#;
        assert_eq!(hear(&challenge, start), Some(Start::Game("c1".into())));
        let other = r#"{"type":"gameStart","game":{"gameId":"g2"}}"#;
        assert_eq!(hear(&challenge, other), None);
        let declined = r#"{"type":"challengeDeclined","challenge":{"id":"c1"}}"#;
        assert_eq!(
            hear(&challenge, declined),
            Some(Start::Refused(LobbyRefusal::ChallengeDeclined))
        );
        let finish = r#"{"type":"gameFinish","game":{"gameId":"g2"}}"#;
        let seek = Awaited::NewGame(HashSet::new());
        assert_eq!(hear(&seek, finish), None);
        let unplayable = r#"{"type":"gameStart","game":{"gameId":"g3","compat":{"board":false}}}"#;
        assert_eq!(
            hear(&seek, unplayable),
            Some(Start::Refused(LobbyRefusal::NotBoardGame))
        );
        assert_eq!(
            hear(&seek, r#"{"type":"challenge","challenge":{"id":"x"}}"#),
            None
        );
    }
}
