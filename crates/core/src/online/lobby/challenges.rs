//! The challenges to the account (`GET /api/challenge`): each read out in a line, and the one to accept chosen.

use serde::Deserialize;

use super::LobbyRefusal;
use crate::{
    online::Challenge,
    voice::{PhraseKey, VoicePack},
};

/// The challenges to the account, as `GET /api/challenge` lists them.
#[derive(Deserialize)]
pub struct Challenges {
    /// The challenges to the account.
    #[serde(rename = "in", default)]
    pub incoming: Vec<Challenge>,
}

/// A challenge read out: its id, the challenger, the time control.
#[must_use]
pub fn challenge_line(pack: &VoicePack, challenge: &Challenge) -> String {
    let name = challenge
        .challenger
        .as_ref()
        .and_then(|user| user.name.clone())
        .unwrap_or_default();
    let control = challenge
        .time_control
        .as_ref()
        .map_or_else(String::new, |control| {
            match (control.limit, control.increment) {
                (Some(limit), Some(increment)) => format!("{}+{increment}", limit / 60),
                _ => control.kind.clone(),
            }
        });
    pack.phrase(
        PhraseKey::OnlineChallenge,
        &[
            ("id", &challenge.id),
            ("name", &name),
            ("control", &control),
        ],
    )
}

/// The challenge to accept: the one `named`, or the only one.
///
/// # Errors
/// No challenge, or several and none named.
pub fn choose_challenge(
    challenges: &Challenges,
    named: Option<&str>,
) -> Result<String, LobbyRefusal> {
    match (named, challenges.incoming.as_slice()) {
        (Some(id), _) => Ok(id.to_string()),
        (None, [only]) => Ok(only.id.clone()),
        (None, []) => Err(LobbyRefusal::NoChallenge),
        (None, _) => Err(LobbyRefusal::WhichChallenge),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_only_challenge_or_the_one_named_is_accepted() {
        let read = |json: &str| -> Challenges { serde_json::from_str(json).unwrap() };
        let none = read(r#"{"in":[]}"#);
        assert_eq!(
            choose_challenge(&none, None),
            Err(LobbyRefusal::NoChallenge)
        );
        assert_eq!(choose_challenge(&none, Some("x")), Ok("x".to_string()));
        let two = read(r#"{"in":[{"id":"a"},{"id":"b"}]}"#);
        assert_eq!(
            choose_challenge(&two, None),
            Err(LobbyRefusal::WhichChallenge)
        );
        let one = read(
            r#"{"in":[{"id":"a","challenger":{"name":"Ada"},"timeControl":{"type":"clock","limit":300,"increment":3}}]}"#,
        );
        assert_eq!(choose_challenge(&one, None), Ok("a".to_string()));
        let pack = VoicePack::builtin("en").unwrap();
        let line = challenge_line(&pack, &one.incoming[0]);
        assert!(line.contains("Ada") && line.contains("5+3"), "{line}");
    }
}
