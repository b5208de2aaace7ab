//! What the user asks lichess for outside a game, and only when asked: a study, a game or a broadcast round exported
//! as PGN (kept in memory, never written), and a user's recent games. One request at a time, with the token when
//! there is one (a public export needs none); the server's address checked first; a 429 waits a minute on the
//! command's time (at once on virtual time), said once, then the request is made once more.

use std::time::Duration;

use tactus_core::{LichessSource, PhraseKey, UserGame, VoicePack};

use super::{
    find_token,
    lobby::{self, LobbyError},
    Client, RequestError, TokenError, TokenFile,
};
use crate::Worded;

/// How long a request waits after a 429, as lichess asks.
const RATE_LIMIT_WAIT: Duration = Duration::from_secs(60);

/// How many games `tactus online games` lists.
const LISTED_GAMES: usize = 20;

/// The client of `server` with the kept token (or the environment's) when there is one.
///
/// # Errors
/// The address refused, a token that cannot be read.
fn client(server: &str) -> Result<Client, LobbyError> {
    lobby::checked_server(server)?;
    let token = match find_token(TokenFile::in_config_folder().as_ref()) {
        Ok(token) => Some(token),
        Err(TokenError::Missing) => None,
        Err(error) => return Err(error.into()),
    };
    // A whole answer is read, never a stream: the silence allowed is the request's own budget.
    Ok(Client::with_token(server, token, RATE_LIMIT_WAIT))
}

/// GETs `path` as `accept`; after a 429, says so once in `pack`'s words, waits a minute (at once on
/// `virtual_time`) and asks once more.
fn get(
    client: &Client,
    path: &str,
    accept: &str,
    pack: &VoicePack,
    virtual_time: bool,
) -> Result<String, RequestError> {
    match client.get_text(path, accept) {
        Err(RequestError::RateLimited) => {
            eprintln!("{}", pack.phrase(PhraseKey::LichessSlowDown, &[]));
            if !virtual_time {
                std::thread::sleep(RATE_LIMIT_WAIT);
            }
            client.get_text(path, accept)
        }
        answered => answered,
    }
}

/// The PGN of `source` fetched from `server`.
///
/// # Errors
/// In `pack`'s words: the address refused, no network, a study private or missing (naming the `study:read` scope),
/// another refusal, a rate limit twice.
pub(crate) fn fetch_pgn(
    source: &LichessSource,
    server: &str,
    pack: &VoicePack,
    virtual_time: bool,
) -> Result<String, Worded> {
    let client = client(server).map_err(|e| Worded(e.worded(pack)))?;
    let path = source.export_path();
    get(
        &client,
        &path,
        "application/x-chess-pgn",
        pack,
        virtual_time,
    )
    .map_err(|error| match (source, &error) {
        (
            LichessSource::Study { id, .. },
            RequestError::Unauthorized
            | RequestError::Refused {
                status: 401 | 403 | 404,
                ..
            },
        ) => Worded(pack.phrase(PhraseKey::ErrorStudyClosed, &[("study", id)])),
        _ => Worded(LobbyError::Request(error).worded(pack)),
    })
}

/// The recent games of `user` (else of the token's account) on `server`: the name they are listed for, and the
/// games, newest first.
///
/// # Errors
/// In `pack`'s words: the address refused, no token when no user is named, the token refused, no network, a user
/// lichess does not know, a rate limit twice.
pub fn user_games(
    server: &str,
    user: Option<&str>,
    pack: &VoicePack,
    virtual_time: bool,
) -> Result<(String, Vec<UserGame>), Worded> {
    let worded = |e: LobbyError| Worded(e.worded(pack));
    let user = match user {
        Some(user) if is_user_name(user) => user.to_string(),
        Some(user) => {
            return Err(Worded(
                pack.phrase(PhraseKey::OnlineGamesNone, &[("user", user)]),
            ))
        }
        None => lobby::connect(server).map_err(worded)?.1.username,
    };
    let client = client(server).map_err(worded)?;
    let path = format!(
        "/api/games/user/{user}?max={LISTED_GAMES}&pgnInJson=false&moves=false&clocks=true&opening=true"
    );
    let lines = get(&client, &path, "application/x-ndjson", pack, virtual_time)
        .map_err(|e| worded(e.into()))?;
    let games = lines
        .lines()
        .filter_map(|line| UserGame::from_line(line, &user, pack))
        .collect();
    Ok((user, games))
}

/// Whether `name` may be a lichess user's name (letters, digits, `_` and `-`), so nothing else reaches a path.
fn is_user_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 30
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_users_name_reaches_the_path() {
        assert!(is_user_name("Bo_the-2nd"));
        for bad in ["", "a/b", "../x", "a b", "é"] {
            assert!(!is_user_name(bad), "{bad}");
        }
    }

    #[test]
    fn plain_http_elsewhere_is_refused_before_any_request() {
        let pack = VoicePack::builtin("en").unwrap();
        let source = LichessSource::Game("q7ZvsdUF".into());
        let refused = fetch_pgn(&source, "http://example.org", &pack, true)
            .err()
            .unwrap();
        assert!(refused.0.contains("example.org"), "{}", refused.0);
        let refused = user_games("http://example.org", Some("bo"), &pack, true)
            .err()
            .unwrap();
        assert!(refused.0.contains("example.org"), "{}", refused.0);
    }
}
