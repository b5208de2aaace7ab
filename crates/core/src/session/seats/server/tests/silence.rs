//! A game's stream that falls silent, on the game's time: said lost once past `SILENCE_MS` and asked for again, kept
//! open by keep-alives, left alone once the game is over, and asked for only when the server allows it.

use super::*;
use crate::online::SILENCE_MS;

/// The notices of what fell due by `t`, each with its instant.
fn due_notices(session: &mut PlaySession, t: u64) -> Vec<(u64, String)> {
    session
        .advance_to(t)
        .into_iter()
        .filter_map(|(at, event)| match event {
            Event::Notice { text } => Some((at, text.to_string())),
            _ => None,
        })
        .collect()
}

fn keep_alive(session: &mut PlaySession, t: u64) -> Vec<Event> {
    session
        .handle(Input::Server(ServerInput::KeepAlive), t)
        .events
}

#[test]
fn a_stream_silent_too_long_is_said_lost_once_and_asked_for_again() {
    let (mut session, link, _) = game(Side::Black);
    server(&mut session, &state_line("e2e4", ""), 1000);
    assert!(due_notices(&mut session, 1000 + SILENCE_MS - 1).is_empty());
    assert!(link.take().is_empty());
    assert_eq!(
        due_notices(&mut session, 1000 + SILENCE_MS + 500),
        [(
            1000 + SILENCE_MS,
            "The connection to lichess was lost (lichess sent nothing for 21 seconds): connecting again".into()
        )]
    );
    assert_eq!(link.take(), [ServerRequest::Reconnect]);
    // While the new stream is awaited nothing more falls due; once it is open it is watched again, and a second
    // silence before any line came is not said again, only asked for.
    assert!(due_notices(&mut session, 100_000).is_empty());
    assert!(link.take().is_empty());
    answered(&mut session, ServerRequest::Reconnect, Ok(()), 100_000);
    assert!(due_notices(&mut session, 100_000 + SILENCE_MS - 1).is_empty());
    assert!(link.take().is_empty());
    assert!(due_notices(&mut session, 100_000 + SILENCE_MS).is_empty());
    assert_eq!(link.take(), [ServerRequest::Reconnect]);
    // A line heard on the new stream: the next silence is said again.
    answered(&mut session, ServerRequest::Reconnect, Ok(()), 130_000);
    server(&mut session, &state_line("e2e4", ""), 131_000);
    assert_eq!(due_notices(&mut session, 131_000 + SILENCE_MS).len(), 1);
    assert_eq!(link.take(), [ServerRequest::Reconnect]);
}

#[test]
fn keep_alives_keep_the_stream_open() {
    let (mut session, link, _) = game(Side::Black);
    server(&mut session, &state_line("e2e4", ""), 0);
    // Without the keep-alives the stream would be silent from 21 s.
    assert!(keep_alive(&mut session, 15_000).is_empty(), "nothing said");
    assert!(due_notices(&mut session, 30_000).is_empty());
    assert!(keep_alive(&mut session, 30_000).is_empty());
    assert!(due_notices(&mut session, 30_000 + SILENCE_MS - 1).is_empty());
    assert!(link.take().is_empty());
    let said = due_notices(&mut session, 30_000 + SILENCE_MS);
    assert_eq!(said.len(), 1);
    assert_eq!(said[0].0, 30_000 + SILENCE_MS);
    assert_eq!(link.take(), [ServerRequest::Reconnect]);
}

#[test]
fn no_stream_is_watched_once_the_game_is_over() {
    let (mut session, link, _) = game(Side::Black);
    let over = server(
        &mut session,
        &state_line("e2e4", r#","winner":"white""#).replace("started", "resign"),
        0,
    );
    assert!(result(&over).is_some(), "{over:?}");
    assert_eq!(session.next_due(), None);
    assert!(due_notices(&mut session, 10 * SILENCE_MS).is_empty());
    assert!(link.take().is_empty());
}

#[test]
fn a_silent_stream_is_asked_for_only_once_the_rate_limit_has_passed() {
    let (mut session, link, _) = game(Side::White);
    server(&mut session, &state_line("", ""), 0);
    typed(&mut session, "e4", 100);
    typed(&mut session, "press", 200);
    link.take();
    answered(
        &mut session,
        mv("e2e4"),
        Err(RequestProblem::RateLimited),
        300,
    );
    assert_eq!(
        due_notices(&mut session, SILENCE_MS).len(),
        1,
        "said at once"
    );
    assert!(due_notices(&mut session, 300 + RATE_LIMIT_WAIT_MS - 1).is_empty());
    assert!(link.take().is_empty(), "nothing asked within the minute");
    assert!(due_notices(&mut session, 300 + RATE_LIMIT_WAIT_MS).is_empty());
    assert_eq!(link.take(), [ServerRequest::Reconnect]);
}
