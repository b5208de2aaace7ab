//! How an online game starts: the event stream opened first (lichess sends a game's start there), then a seek, a
//! challenge, the computer or a challenge accepted, and the game's start awaited on the event loop; or a game in
//! progress chosen.

use std::{
    collections::HashSet,
    sync::{mpsc, Arc},
    thread,
};

use tactus_core::{
    challenge_line, choose_challenge, clock_limit, id_of, parse_online_control, Awaited,
    Challenges, Control, LinkProblem, LobbyEnd, LobbySession, PhraseKey, RequestProblem,
    StreamLoss, SystemError, VoicePack,
};

use super::{
    account::{connect, Account},
    events::Events,
    games::{chosen_game, ids_in_progress},
    told::Told,
    LobbyError,
};
use crate::{
    lichess::{Client, RequestError, Stream},
    time::time_source,
};

/// The game asked for.
#[derive(Clone, Debug)]
pub enum Asked {
    /// A seek in the lobby with a time control as typed.
    Seek {
        /// `MINUTES+SECONDS` or `DAYSd`.
        control: String,
        /// A rated game.
        rated: bool,
    },
    /// A challenge to a player.
    Challenge {
        /// The player's name.
        user: String,
        /// `MINUTES+SECONDS` or `DAYSd`.
        control: String,
        /// A rated game.
        rated: bool,
    },
    /// lichess' computer.
    Ai {
        /// Its level, 1 to 8.
        level: u8,
        /// `MINUTES+SECONDS` or `DAYSd`.
        control: String,
    },
    /// A challenge to the account accepted: the one of this id, else the only one.
    Accept(Option<String>),
    /// A game in progress: by its number in the list or its id; else the game of the journal, else the only one.
    Resume {
        /// The number or id typed.
        which: Option<String>,
        /// The game of the journal named, when it is an online game's.
        journal_game: Option<String>,
    },
}

/// A game about to be played: the client, the account, and the game's id.
pub struct Started {
    /// The server's client.
    pub client: Arc<Client>,
    /// The account the token is for.
    pub account: Account,
    /// The game's id.
    pub game: String,
}

/// Starts the game `asked` on `server`, telling what it waits for in `pack`'s words; the pauses between the event
/// stream's tries pass on real time, or at once in `virtual_time`.
///
/// # Errors
/// The account's failures (no token, refused, no network), a control lichess does not take, no challenge to accept,
/// a challenge declined or canceled, the event stream lost for good, no game in progress or several and none chosen.
pub fn start(
    asked: &Asked,
    server: &str,
    pack: &VoicePack,
    virtual_time: bool,
) -> Result<Started, LobbyError> {
    // A control lichess does not take is refused before anything is asked of it.
    if let Asked::Seek { control: text, .. }
    | Asked::Challenge { control: text, .. }
    | Asked::Ai { control: text, .. } = asked
    {
        parse_online_control(text)?;
    }
    let (client, account) = connect(server)?;
    let game = match asked {
        Asked::Resume {
            which,
            journal_game,
        } => match (which.as_deref(), journal_game) {
            (None, Some(id)) => id.clone(),
            (which, _) => chosen_game(&client, pack, which)?,
        },
        _ => {
            let (to_loop, heard) = mpsc::channel();
            // The event stream first: the game's start is told there.
            let events = Events::open(client.clone(), to_loop)?;
            // A seek has no id to expect: the games in progress before it are not its game.
            let earlier = match asked {
                Asked::Seek { .. } => ids_in_progress(&client)?,
                _ => HashSet::new(),
            };
            let awaited = match ask(asked, &client, pack)? {
                Some(id) => Awaited::Game(id),
                None => Awaited::NewGame(earlier),
            };
            eprintln!("{}", pack.phrase(PhraseKey::OnlineWaiting, &[]));
            // The wait runs on the event loop, on real time or virtual time like every session.
            let mut lobby = LobbySession::new(awaited, Box::new(events), pack.clone());
            let mut time = time_source(virtual_time);
            crate::run(&mut lobby, time.as_mut(), &heard, &mut Told, None).map_err(|e| {
                RequestError::Unreachable(LinkProblem::System(SystemError::from(&e)))
            })?;
            match lobby.end() {
                Some(Ok(id)) => id.clone(),
                Some(Err(end)) => return Err(ended(end)),
                None => return Err(ended(&lost())),
            }
        }
    };
    Ok(Started {
        client,
        account,
        game,
    })
}

/// Why the wait ended without a game, as the lobby gives up.
fn ended(end: &LobbyEnd) -> LobbyError {
    match end {
        LobbyEnd::Refused(refusal) => LobbyError::Refused(refusal.clone()),
        LobbyEnd::Unauthorized
        | LobbyEnd::StreamLost {
            last: StreamLoss::Failed(RequestProblem::Unauthorized),
            ..
        } => LobbyError::Request(RequestError::Unauthorized),
        LobbyEnd::StreamLost { tries, last } => LobbyError::EventStream {
            tries: *tries,
            last: last.clone(),
        },
    }
}

/// The event stream lost with nothing said (the loop's input ended).
fn lost() -> LobbyEnd {
    LobbyEnd::StreamLost {
        tries: 0,
        last: StreamLoss::Ended(LinkProblem::Lost),
    }
}

/// Makes the request that starts a game: the game's id when it is known already (the computer, a challenge).
fn ask(asked: &Asked, client: &Client, pack: &VoicePack) -> Result<Option<String>, LobbyError> {
    let rated = |rated: bool| ("rated", if rated { "true" } else { "false" });
    match asked {
        Asked::Seek {
            control: text,
            rated: is_rated,
        } => {
            match parse_online_control(text)? {
                Control::Clock { minutes, seconds } => {
                    let form = [
                        ("time", minutes.as_str()),
                        ("increment", seconds.as_str()),
                        rated(*is_rated),
                    ];
                    // The seek stays in the lobby while its connection is open: it is read to its end on a thread.
                    drain(client.hold("/api/board/seek", &form)?);
                }
                Control::Days(days) => {
                    // A correspondence seek is answered at once with its id, and stays until someone takes it.
                    let days = days.to_string();
                    client.post(
                        "/api/board/seek",
                        &[("days", days.as_str()), rated(*is_rated)],
                    )?;
                }
            }
            Ok(None)
        }
        Asked::Challenge {
            user,
            control: text,
            rated: is_rated,
        } => {
            let path = format!("/api/challenge/{user}");
            match parse_online_control(text)? {
                Control::Clock { minutes, seconds } => {
                    let limit = clock_limit(&minutes);
                    let form = [
                        ("clock.limit", limit.as_str()),
                        ("clock.increment", seconds.as_str()),
                        rated(*is_rated),
                        // A real-time challenge lapses after 20 s unless its connection stays open until it is
                        // answered.
                        ("keepAliveStream", "true"),
                    ];
                    let mut challenge = client.hold(&path, &form)?;
                    let first = challenge.next_line()?.unwrap_or_default();
                    drain(challenge);
                    Ok(id_of(&first, "challenge"))
                }
                Control::Days(days) => {
                    let days = days.to_string();
                    let answer =
                        client.post(&path, &[("days", days.as_str()), rated(*is_rated)])?;
                    Ok(id_of(&answer, "challenge"))
                }
            }
        }
        Asked::Ai {
            level,
            control: text,
        } => {
            let level = level.to_string();
            let answer = match parse_online_control(text)? {
                Control::Clock { minutes, seconds } => {
                    let limit = clock_limit(&minutes);
                    let form = [
                        ("level", level.as_str()),
                        ("clock.limit", limit.as_str()),
                        ("clock.increment", seconds.as_str()),
                    ];
                    client.post("/api/challenge/ai", &form)?
                }
                Control::Days(days) => {
                    let days = days.to_string();
                    let form = [("level", level.as_str()), ("days", days.as_str())];
                    client.post("/api/challenge/ai", &form)?
                }
            };
            Ok(id_of(&answer, ""))
        }
        Asked::Accept(named) => {
            let challenges: Challenges = client.get_json("/api/challenge")?;
            // Each challenge is read out first.
            for challenge in &challenges.incoming {
                println!("{}", challenge_line(pack, challenge));
            }
            let id = choose_challenge(&challenges, named.as_deref())?;
            client.post(&format!("/api/challenge/{id}/accept"), &[])?;
            Ok(Some(id))
        }
        Asked::Resume { .. } => Ok(None),
    }
}

/// Reads a held stream to its end on a thread of its own, keeping it open meanwhile.
fn drain(mut stream: Stream) {
    let _ = thread::Builder::new()
        .name("lichess seek".into())
        .spawn(move || while let Ok(Some(_)) = stream.next_line() {});
}
