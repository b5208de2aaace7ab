//! Why a game does not start, as the lobby decides it, worded in the pack's language when it is told.

use crate::voice::{PhraseKey, VoicePack};

/// Why the lobby refuses to start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyRefusal {
    /// A time control lichess does not take, as typed.
    Control(String),
    /// No challenge to accept.
    NoChallenge,
    /// Several challenges and none named.
    WhichChallenge,
    /// No game in progress that the Board API can play.
    NoOnlineGame,
    /// Several games in progress and none chosen.
    WhichOnlineGame,
    /// A number not in the list of games.
    NoSuchOnlineGame {
        /// The number typed.
        number: usize,
        /// How many games the list has.
        count: usize,
    },
    /// The challenge was declined.
    ChallengeDeclined,
    /// The challenge was canceled.
    ChallengeCanceled,
    /// A game the Board API cannot play.
    NotBoardGame,
}

impl LobbyRefusal {
    /// The refusal in `pack`'s words.
    #[must_use]
    pub fn worded(&self, pack: &VoicePack) -> String {
        match self {
            LobbyRefusal::Control(control) => {
                pack.phrase(PhraseKey::ErrorOnlineControl, &[("control", control)])
            }
            LobbyRefusal::NoChallenge => pack.phrase(PhraseKey::ErrorNoChallenge, &[]),
            LobbyRefusal::WhichChallenge => pack.phrase(PhraseKey::ErrorWhichChallenge, &[]),
            LobbyRefusal::NoOnlineGame => pack.phrase(PhraseKey::ErrorNoOnlineGame, &[]),
            LobbyRefusal::WhichOnlineGame => pack.phrase(PhraseKey::ErrorWhichOnlineGame, &[]),
            LobbyRefusal::NoSuchOnlineGame { number, count } => pack.phrase(
                PhraseKey::ErrorNoSuchOnlineGame,
                &[
                    ("number", &number.to_string()),
                    ("count", &count.to_string()),
                ],
            ),
            LobbyRefusal::ChallengeDeclined => pack.phrase(PhraseKey::ErrorChallengeDeclined, &[]),
            LobbyRefusal::ChallengeCanceled => pack.phrase(PhraseKey::ErrorChallengeCanceled, &[]),
            LobbyRefusal::NotBoardGame => pack.phrase(PhraseKey::ErrorNotBoardGame, &[]),
        }
    }
}
