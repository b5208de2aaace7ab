//! lichess' broadcasts, which need no token (lichess-org/api, the published OpenAPI description: "Broadcasts"):
//! `GET /api/broadcast` lists the official broadcasts as NDJSON (each a `tour` with its `name`, and its `rounds`, each
//! with an `id`, a `name` and `ongoing` while it is played); `GET /api/stream/broadcast/round/{id}.pgn` streams a
//! round's games as PGN (all of them first, then the whole PGN of a game each time it changes), with `[%clk]` when
//! `clocks` is asked. The stream is read on a thread of its own and handed to the loop in the pieces it arrives in
//! (`tactus_core::BroadcastInput`); the session asks for it again ([`ServerRequest::Reconnect`]) when it is lost or
//! silent, and a newer stream supersedes the one before. One request at a time: the link's requests wait on one
//! thread.

use std::sync::{
    mpsc::{self, Sender},
    Arc, Mutex, PoisonError,
};

use serde::Deserialize;
use tactus_core::{
    BroadcastInput, Incoming, Input, LinkProblem, PhraseKey, ServerLink, ServerRequest,
    SystemError, VoicePack,
};

use super::{
    client::{Bytes, Client, RequestError},
    lobby::{request_worded, LobbyError},
    AddressError,
};

/// How many official broadcasts are asked for.
const LISTED: u32 = 20;

/// Why a round cannot be followed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FollowError {
    /// A request failed.
    #[error("{0}")]
    Request(RequestError),
    /// The server's address is refused (plain http to another computer).
    #[error("{server}: {error}")]
    Address {
        /// The server as given.
        server: String,
        /// Why not.
        error: AddressError,
    },
    /// What was given is neither a round's address nor its id.
    #[error("not a broadcast round: {0}")]
    NotARound(String),
    /// No official broadcast is live.
    #[error("no official broadcast is live")]
    NoBroadcast,
    /// The number typed is none of the rounds listed (of `count`).
    #[error("not one of the {count} rounds: {input}")]
    NotAChoice {
        /// What was typed.
        input: String,
        /// How many rounds were listed.
        count: usize,
    },
}

impl From<RequestError> for FollowError {
    fn from(error: RequestError) -> Self {
        FollowError::Request(error)
    }
}

impl FollowError {
    /// The error in `pack`'s words.
    #[must_use]
    pub fn worded(&self, pack: &VoicePack) -> String {
        match self {
            FollowError::Request(error) => request_worded(pack, error),
            FollowError::Address { server, error } => LobbyError::Address {
                server: server.clone(),
                error: error.clone(),
            }
            .worded(pack),
            FollowError::NotARound(input) => {
                pack.phrase(PhraseKey::ErrorFollowRound, &[("input", input)])
            }
            FollowError::NoBroadcast => pack.phrase(PhraseKey::ErrorNoBroadcast, &[]),
            FollowError::NotAChoice { input, count } => pack.phrase(
                PhraseKey::ErrorFollowChoice,
                &[("input", input), ("count", &count.to_string())],
            ),
        }
    }
}

/// A round that may be followed, as the list of official broadcasts names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BroadcastRound {
    /// The broadcast's name.
    pub tour: String,
    /// The round's name.
    pub round: String,
    /// The round's id.
    pub id: String,
}

/// One line of `GET /api/broadcast`: a broadcast with its rounds (other fields are not read).
#[derive(Deserialize)]
struct Listed {
    tour: ListedTour,
    #[serde(default)]
    rounds: Vec<ListedRound>,
}

#[derive(Deserialize)]
struct ListedTour {
    name: String,
}

#[derive(Deserialize)]
struct ListedRound {
    id: String,
    name: String,
    #[serde(default)]
    ongoing: bool,
}

/// The rounds played now in the official broadcasts listed by `lines` (the NDJSON of `GET /api/broadcast`), in its
/// order; a line that cannot be read is left out.
#[must_use]
pub(crate) fn ongoing_rounds(lines: &[String]) -> Vec<BroadcastRound> {
    lines
        .iter()
        .filter_map(|line| serde_json::from_str::<Listed>(line).ok())
        .flat_map(|listed| {
            let tour = listed.tour.name;
            listed
                .rounds
                .into_iter()
                .filter(|round| round.ongoing)
                .map(move |round| BroadcastRound {
                    tour: tour.clone(),
                    round: round.name,
                    id: round.id,
                })
        })
        .collect()
}

/// The official broadcasts' rounds played now, from the server at `server`.
///
/// # Errors
/// The address is refused, the request failed, or no round is played now.
pub fn live_rounds(server: &str) -> Result<Vec<BroadcastRound>, FollowError> {
    let client = public_client(server)?;
    let text = client.get_text(
        &format!("/api/broadcast?nb={LISTED}"),
        "application/x-ndjson",
    )?;
    let lines: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(str::to_string)
        .collect();
    let rounds = ongoing_rounds(&lines);
    if rounds.is_empty() {
        return Err(FollowError::NoBroadcast);
    }
    Ok(rounds)
}

/// The round chosen by the number `typed` (from 1) among `rounds`.
///
/// # Errors
/// [`FollowError::NotAChoice`]: not a number of the list.
pub fn chosen_round<'a>(
    rounds: &'a [BroadcastRound],
    typed: &str,
) -> Result<&'a BroadcastRound, FollowError> {
    typed
        .trim()
        .parse::<usize>()
        .ok()
        .and_then(|number| rounds.get(number.checked_sub(1)?))
        .ok_or_else(|| FollowError::NotAChoice {
            input: typed.trim().to_string(),
            count: rounds.len(),
        })
}

/// The round's id in `given`: the id itself (eight letters and digits), or a round's address on lichess
/// (`https://lichess.org/broadcast/<tour>/<round>/<id>`, a game's id after it allowed).
///
/// # Errors
/// [`FollowError::NotARound`]: neither.
pub fn round_id(given: &str) -> Result<String, FollowError> {
    let given = given.trim();
    let is_id = given.len() == 8 && given.chars().all(|c| c.is_ascii_alphanumeric());
    if is_id {
        return Ok(given.to_string());
    }
    match tactus_core::LichessSource::parse(given) {
        Some(tactus_core::LichessSource::Broadcast(round)) => Ok(round),
        _ => Err(FollowError::NotARound(given.to_string())),
    }
}

/// The path of a round's stream, with the clocks.
#[must_use]
pub(crate) fn stream_path(round: &str) -> String {
    format!("/api/stream/broadcast/round/{round}.pgn?clocks=true")
}

/// A client of `server` without a token, its address checked first.
fn public_client(server: &str) -> Result<Client, FollowError> {
    super::check_address(server).map_err(|error| FollowError::Address {
        server: server.to_string(),
        error,
    })?;
    Ok(Client::with_token(
        server,
        None,
        std::time::Duration::from_millis(3 * tactus_core::SILENCE_MS),
    ))
}

/// A round's link: the requests to open its stream, made one at a time on a thread of their own.
pub(crate) struct RoundLink {
    requests: Sender<ServerRequest>,
}

impl ServerLink for RoundLink {
    fn send(&mut self, request: ServerRequest) {
        // The worker ends only with the program; a request after that has nobody to answer it.
        let _ = self.requests.send(request);
    }
}

/// Follows round `round` on `server`: its stream opened at once, and again whenever the session asks, everything it
/// says handed to `to_loop`.
///
/// # Errors
/// The address is refused.
pub fn follow_round(
    server: &str,
    round: &str,
    to_loop: Sender<Incoming>,
) -> Result<Box<dyn ServerLink>, FollowError> {
    let client = Arc::new(public_client(server)?);
    let (requests, received) = mpsc::channel::<ServerRequest>();
    let path = stream_path(round);
    let current = Arc::new(Mutex::new(0u64));
    let told = to_loop.clone();
    let spawned = std::thread::Builder::new()
        .name("lichess broadcast".into())
        .spawn(move || {
            for request in received {
                if request != ServerRequest::Reconnect {
                    continue;
                }
                // From now on the stream read so far is superseded, whether or not this one opens.
                let generation = {
                    let mut current = current.lock().unwrap_or_else(PoisonError::into_inner);
                    *current += 1;
                    *current
                };
                let said = match client.open_bytes(&path) {
                    Ok(stream) => {
                        let reader = Reader {
                            generation,
                            current: Arc::clone(&current),
                            to_loop: to_loop.clone(),
                        };
                        if !reader.send(BroadcastInput::Opened) {
                            break;
                        }
                        reader.read(stream);
                        continue;
                    }
                    Err(error) => BroadcastInput::Failed(error.into()),
                };
                if to_loop
                    .send(Incoming::Input(Input::Broadcast(said)))
                    .is_err()
                {
                    break;
                }
            }
        });
    if let Err(error) = spawned {
        let lost = BroadcastInput::Lost(LinkProblem::NoThread(SystemError::from(&error)));
        let _ = told.send(Incoming::Input(Input::Broadcast(lost)));
    }
    let mut link = RoundLink { requests };
    link.send(ServerRequest::Reconnect);
    Ok(Box::new(link))
}

/// One stream of the round, read on a thread of its own until a newer one supersedes it.
struct Reader {
    generation: u64,
    current: Arc<Mutex<u64>>,
    to_loop: Sender<Incoming>,
}

impl Reader {
    /// Hands `said` to the loop if this stream is still the current one (checked and sent under the lock); false
    /// when it was not sent.
    fn send(&self, said: BroadcastInput) -> bool {
        let current = self.current.lock().unwrap_or_else(PoisonError::into_inner);
        *current == self.generation
            && self
                .to_loop
                .send(Incoming::Input(Input::Broadcast(said)))
                .is_ok()
    }

    /// Reads `stream` on a thread of its own, each piece handed to the loop, and its end or loss.
    fn read(self, mut stream: Bytes) {
        let told = self.to_loop.clone();
        let spawned = std::thread::Builder::new()
            .name("lichess broadcast stream".into())
            .spawn(move || loop {
                let said = match stream.next_piece() {
                    Ok(Some(piece)) => BroadcastInput::Bytes(piece),
                    Ok(None) => BroadcastInput::Lost(LinkProblem::Ended),
                    Err(RequestError::Unreachable(problem)) => BroadcastInput::Lost(problem),
                    Err(_) => BroadcastInput::Lost(LinkProblem::Exchange),
                };
                let ended = matches!(said, BroadcastInput::Lost(_));
                if !self.send(said) || ended {
                    break;
                }
            });
        if let Err(error) = spawned {
            let lost = BroadcastInput::Lost(LinkProblem::NoThread(SystemError::from(&error)));
            let _ = told.send(Incoming::Input(Input::Broadcast(lost)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_is_its_id_or_its_lichess_address() {
        assert_eq!(round_id("abCD1234").as_deref(), Ok("abCD1234"));
        let address = "https://lichess.org/broadcast/tata-steel-2026/round-5/abCD1234";
        assert_eq!(round_id(address).as_deref(), Ok("abCD1234"));
        let with_game =
            "https://lichess.org/broadcast/tata-steel-2026/round-5/abCD1234/efGH5678?x=1";
        assert_eq!(round_id(with_game).as_deref(), Ok("abCD1234"));
        for wrong in [
            "",
            "abc",
            "https://lichess.org/abCD1234",
            "https://lichess.org/broadcast/t/abCD1234",
        ] {
            assert_eq!(
                round_id(wrong),
                Err(FollowError::NotARound(wrong.to_string())),
                "{wrong}"
            );
        }
    }

    #[test]
    fn the_rounds_played_now_are_listed_from_the_official_broadcasts() {
        let lines = [
            r#"{"tour":{"id":"t1","name":"Tata Steel"},"rounds":[{"id":"r1","name":"Round 4","finished":true},{"id":"r2","name":"Round 5","ongoing":true}]}"#,
            "not json",
            r#"{"tour":{"id":"t2","name":"Women's Open"},"rounds":[{"id":"r3","name":"Round 1","ongoing":true}]}"#,
            r#"{"tour":{"id":"t3","name":"Later"},"rounds":[]}"#,
        ]
        .map(str::to_string);
        let rounds = ongoing_rounds(&lines);
        let named: Vec<(&str, &str, &str)> = rounds
            .iter()
            .map(|r| (r.tour.as_str(), r.round.as_str(), r.id.as_str()))
            .collect();
        assert_eq!(
            named,
            [
                ("Tata Steel", "Round 5", "r2"),
                ("Women's Open", "Round 1", "r3")
            ]
        );
        assert_eq!(
            chosen_round(&rounds, " 2 ").map(|r| r.id.as_str()),
            Ok("r3")
        );
        for wrong in ["0", "3", "two"] {
            assert_eq!(
                chosen_round(&rounds, wrong),
                Err(FollowError::NotAChoice {
                    input: wrong.to_string(),
                    count: 2
                })
            );
        }
    }

    #[test]
    fn plain_http_is_refused_but_to_this_computer() {
        let refused = live_rounds("http://lichess.example");
        assert!(
            matches!(refused, Err(FollowError::Address { .. })),
            "{refused:?}"
        );
        let (to_loop, _) = mpsc::channel();
        assert!(follow_round("http://example.org", "abCD1234", to_loop).is_err());
    }
}
