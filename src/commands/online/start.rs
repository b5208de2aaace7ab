//! How an online game starts: the event stream opened first (lichess sends a game's start there), then a seek, a
//! challenge, the computer or a challenge accepted, and the game's start awaited; or a game in progress chosen. What
//! comes back is the game's id.

use std::{collections::HashSet, sync::Arc, thread};

use serde::Deserialize;
use tactus_core::{
    online::Challenge,
    registry::OnlineControl,
    voice::{PhraseKey, VoicePack},
};
use tactus_runtime::lichess::{Client, Stream};

use super::{
    account::{connect, fail, request_failed, Account},
    events::{Awaited, Events, Pause},
    playing::{choose_game, ids_in_progress},
};
use crate::{
    cli::online::{OnlineAction, OnlineGameArgs},
    commands::Failure,
};

/// A game about to be played: the client, the account, and the game's id.
pub(super) struct Started {
    pub client: Arc<Client>,
    pub account: Account,
    pub game: String,
    pub pack: VoicePack,
}

/// Starts the game `action` asks for, and returns it with the options it is played with.
///
/// # Errors
/// The account's failures (no token, refused, no network), a control lichess does not take, no challenge to accept,
/// a challenge declined or canceled, the event stream lost for good, no game in progress or several and none chosen.
pub(super) fn start(action: &OnlineAction) -> Result<(&OnlineGameArgs, Started), Failure> {
    let game = match action {
        OnlineAction::Seek(args) => &args.game,
        OnlineAction::Challenge(args) => &args.game,
        OnlineAction::Ai(args) => &args.game,
        OnlineAction::Accept(args) => &args.game,
        OnlineAction::Resume(args) => &args.game,
        OnlineAction::Login(_) | OnlineAction::Logout(_) => unreachable!("handled before"),
    };
    let pack = tactus_runtime::voices::load(&game.session.common.voice)?;
    // A control lichess does not take is refused before anything is asked of it.
    if let OnlineAction::Seek(args) = action {
        control(&args.control, &pack)?;
    } else if let OnlineAction::Challenge(args) = action {
        control(&args.control, &pack)?;
    } else if let OnlineAction::Ai(args) = action {
        control(&args.control, &pack)?;
    }
    let (client, account) = connect(&pack, &crate::cli::online::server(game.server.as_deref()))?;
    let id = match action {
        OnlineAction::Resume(args) => match (args.which.as_deref(), journal_game(game)) {
            (None, Some(id)) => id,
            (which, _) => choose_game(&client, &pack, which)?,
        },
        _ => {
            // The event stream first: the game's start is told there.
            let pause = Pause::new(game.session.run.virtual_time);
            let mut events = Events::open(&client, &pack, pause)?;
            // A seek has no id to expect: the games in progress before it are not its game.
            let earlier = match action {
                OnlineAction::Seek(_) => ids_in_progress(&client, &pack)?,
                _ => HashSet::new(),
            };
            let awaited = match ask(action, &client, &pack)? {
                Some(id) => Awaited::Game(id),
                None => Awaited::NewGame(earlier),
            };
            eprintln!("{}", pack.phrase(PhraseKey::OnlineWaiting, &[]));
            events.wait_for_start(&awaited)?
        }
    };
    Ok((
        game,
        Started {
            client,
            account,
            game: id,
            pack,
        },
    ))
}

/// Makes the request that starts a game: the game's id when it is known already (the computer, a challenge).
fn ask(
    action: &OnlineAction,
    client: &Arc<Client>,
    pack: &VoicePack,
) -> Result<Option<String>, Failure> {
    let failed = |e| request_failed(pack, &e);
    match action {
        OnlineAction::Seek(args) => {
            let rated = ("rated", if args.rated { "true" } else { "false" });
            match control(&args.control, pack)? {
                Control::Clock { minutes, seconds } => {
                    let form = [
                        ("time", minutes.as_str()),
                        ("increment", seconds.as_str()),
                        rated,
                    ];
                    // The seek stays in the lobby while its connection is open: it is read to its end on a thread.
                    let seek = client.hold("/api/board/seek", &form).map_err(failed)?;
                    drain(seek);
                }
                Control::Days(days) => {
                    // A correspondence seek is answered at once with its id, and stays until someone takes it.
                    let days = days.to_string();
                    client
                        .post("/api/board/seek", &[("days", days.as_str()), rated])
                        .map_err(failed)?;
                }
            }
            Ok(None)
        }
        OnlineAction::Challenge(args) => {
            let rated = ("rated", if args.rated { "true" } else { "false" });
            let path = format!("/api/challenge/{}", args.user);
            match control(&args.control, pack)? {
                Control::Clock { minutes, seconds } => {
                    let limit = clock_limit(&minutes);
                    let form = [
                        ("clock.limit", limit.as_str()),
                        ("clock.increment", seconds.as_str()),
                        rated,
                        // A real-time challenge lapses after 20 s unless its connection stays open until it is
                        // answered.
                        ("keepAliveStream", "true"),
                    ];
                    let mut challenge = client.hold(&path, &form).map_err(failed)?;
                    let first = challenge.next_line().map_err(failed)?.unwrap_or_default();
                    drain(challenge);
                    Ok(id_of(&first, "challenge"))
                }
                Control::Days(days) => {
                    let days = days.to_string();
                    let answer = client
                        .post(&path, &[("days", days.as_str()), rated])
                        .map_err(failed)?;
                    Ok(id_of(&answer, "challenge"))
                }
            }
        }
        OnlineAction::Ai(args) => {
            let level = args.level.to_string();
            let answer = match control(&args.control, pack)? {
                Control::Clock { minutes, seconds } => {
                    let limit = clock_limit(&minutes);
                    let form = [
                        ("level", level.as_str()),
                        ("clock.limit", limit.as_str()),
                        ("clock.increment", seconds.as_str()),
                    ];
                    client.post("/api/challenge/ai", &form).map_err(failed)?
                }
                Control::Days(days) => {
                    let days = days.to_string();
                    let form = [("level", level.as_str()), ("days", days.as_str())];
                    client.post("/api/challenge/ai", &form).map_err(failed)?
                }
            };
            Ok(id_of(&answer, ""))
        }
        OnlineAction::Accept(args) => {
            let id = choose_challenge(client, pack, args.id.as_deref())?;
            client
                .post(&format!("/api/challenge/{id}/accept"), &[])
                .map_err(failed)?;
            Ok(Some(id))
        }
        OnlineAction::Resume(_) | OnlineAction::Login(_) | OnlineAction::Logout(_) => Ok(None),
    }
}

/// A time control as lichess takes it.
#[derive(Debug, PartialEq, Eq)]
enum Control {
    /// A clock: minutes (a half or a quarter allowed) and seconds added a move.
    Clock { minutes: String, seconds: String },
    /// Correspondence: days a move.
    Days(u8),
}

/// `MINUTES+SECONDS` (15+10) or `DAYSd` (3d, correspondence) as lichess takes them.
fn control(text: &str, pack: &VoicePack) -> Result<Control, Failure> {
    match text.parse() {
        Ok(OnlineControl::Days(days)) => Ok(Control::Days(days)),
        Ok(clock @ OnlineControl::Clock { increment, .. }) => Ok(Control::Clock {
            minutes: clock.minutes().unwrap_or_default(),
            seconds: increment.to_string(),
        }),
        Err(_) => Err(fail(
            pack,
            PhraseKey::ErrorOnlineControl,
            &[("control", text)],
        )),
    }
}

/// A challenge's clock limit in seconds, from minutes.
fn clock_limit(minutes: &str) -> String {
    let minutes: f64 = minutes.parse().unwrap_or(0.0);
    // Whole quarter minutes, checked by `control`: the product is a whole number of seconds.
    format!("{}", (minutes * 60.0).round())
}

/// The id in a JSON answer (`{"challenge":{"id":…}}` or `{"id":…}`).
fn id_of(answer: &str, inside: &str) -> Option<String> {
    let json: serde_json::Value = serde_json::from_str(answer).ok()?;
    let object = if inside.is_empty() {
        &json
    } else {
        json.get(inside).unwrap_or(&json)
    };
    object.get("id")?.as_str().map(str::to_string)
}

/// Reads a held stream to its end on a thread of its own, keeping it open meanwhile.
fn drain(mut stream: Stream) {
    let _ = thread::Builder::new()
        .name("lichess seek".into())
        .spawn(move || while let Ok(Some(_)) = stream.next_line() {});
}

/// The challenges to the account, as `GET /api/challenge` lists them.
#[derive(Deserialize)]
struct Challenges {
    #[serde(rename = "in", default)]
    incoming: Vec<Challenge>,
}

/// The challenge to accept: the one named, or the only one; each is read out first.
fn choose_challenge(
    client: &Client,
    pack: &VoicePack,
    named: Option<&str>,
) -> Result<String, Failure> {
    let challenges: Challenges = client
        .get_json("/api/challenge")
        .map_err(|e| request_failed(pack, &e))?;
    for challenge in &challenges.incoming {
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
        println!(
            "{}",
            pack.phrase(
                PhraseKey::OnlineChallenge,
                &[
                    ("id", &challenge.id),
                    ("name", &name),
                    ("control", &control)
                ]
            )
        );
    }
    match (named, challenges.incoming.as_slice()) {
        (Some(id), _) => Ok(id.to_string()),
        (None, [only]) => Ok(only.id.clone()),
        (None, []) => Err(fail(pack, PhraseKey::ErrorNoChallenge, &[])),
        (None, _) => Err(fail(pack, PhraseKey::ErrorWhichChallenge, &[])),
    }
}

/// The game of the journal `--journal` names, when it is an online game's.
fn journal_game(args: &OnlineGameArgs) -> Option<String> {
    let path = args.journal.as_deref().filter(|path| path.exists())?;
    let contents = tactus_runtime::journal::read::<tactus_core::session::Record>(path).ok()?;
    contents
        .records
        .into_iter()
        .find_map(|record| match record {
            tactus_core::session::Record::Online { game, .. } => Some(game),
            _ => None,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_are_minutes_and_seconds_as_lichess_takes_them() {
        let pack = VoicePack::builtin("en").unwrap();
        let clock = |minutes: &str, seconds: &str| Control::Clock {
            minutes: minutes.into(),
            seconds: seconds.into(),
        };
        assert_eq!(control("15+10", &pack).unwrap(), clock("15", "10"));
        assert_eq!(control(" 0.5+0 ", &pack).unwrap(), clock("0.5", "0"));
        assert_eq!(control("3d", &pack).unwrap(), Control::Days(3));
        assert_eq!(control(" 14D ", &pack).unwrap(), Control::Days(14));
        for bad in [
            "15", "15+", "+10", "a+b", "181+0", "10+181", "0.3+0", "-1+0", "4d", "0d", "d",
            "3 days",
        ] {
            let Err(Failure::Message(message)) = control(bad, &pack) else {
                panic!("{bad} accepted");
            };
            assert!(message.contains("write minutes and seconds"), "{message}");
        }
        assert_eq!(clock_limit("0.5"), "30");
        assert_eq!(clock_limit("5"), "300");
    }

    #[test]
    fn ids_are_read_from_the_answers() {
        assert_eq!(
            id_of(r#"{"challenge":{"id":"abc"}}"#, "challenge").as_deref(),
            Some("abc")
        );
        assert_eq!(
            id_of(r#"{"id":"xyz","variant":{}}"#, "").as_deref(),
            Some("xyz")
        );
        assert_eq!(id_of("<html>", ""), None);
    }
}
