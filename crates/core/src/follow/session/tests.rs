use std::{cell::RefCell, rc::Rc};

use super::*;
use crate::online::LinkProblem;

/// The requests the session sent.
#[derive(Clone, Default)]
struct Sent(Rc<RefCell<Vec<ServerRequest>>>);

impl ServerLink for Sent {
    fn send(&mut self, request: ServerRequest) {
        self.0.borrow_mut().push(request);
    }
}

fn session(following: Following) -> (FollowSession, Sent) {
    let sent = Sent::default();
    let pack = VoicePack::builtin("en").expect("the English pack");
    let session = FollowSession::new(
        Box::new(sent.clone()),
        pack,
        Style::default(),
        following,
        true,
    );
    (session, sent)
}

/// A game of the round at `url` between `white` and `black`.
fn game(url: &str, white: &str, black: &str, moves: &str, result: &str) -> String {
    format!(
        "[White \"{white}\"]\n[Black \"{black}\"]\n[GameURL \"https://lichess.org/{url}\"]\n\n{moves} {result}\n\n"
    )
}

fn bytes(text: &str) -> Input {
    Input::Broadcast(BroadcastInput::Bytes(text.as_bytes().to_vec()))
}

/// What was said, one line each: announcements marked with their board.
fn said(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .map(|event| match event {
            Event::Announce {
                text,
                game,
                source,
                correction,
                ..
            } => {
                assert_eq!(*source, Some(MoveSource::Broadcast));
                let board = game.as_ref().map_or(0, |game| game.board);
                let mark = if *correction { "corrected " } else { "" };
                format!("move {board}: {mark}{text}")
            }
            Event::Answer { text, .. } => format!("answer: {text}"),
            Event::Notice { text } => format!("notice: {text}"),
            Event::Error { message, .. } => format!("error: {message}"),
            other => format!("{other:?}"),
        })
        .collect()
}

/// A round of two games opened: Carlsen–Nepo after 1. e4 e5, Ding–Gukesh not started.
fn opened(following: Following) -> (FollowSession, Sent) {
    let (mut session, sent) = session(following);
    assert!(session
        .handle(Input::Broadcast(BroadcastInput::Opened), 0)
        .events
        .is_empty());
    let start =
        game("a", "Carlsen", "Nepo", "1. e4 e5", "*") + &game("b", "Ding", "Gukesh", "", "*");
    let listed = said(&session.handle(bytes(&start), 10).events);
    assert_eq!(
        listed,
        [
            "notice: Board 1: Carlsen against Nepo, 1... Eva five",
            "notice: Board 2: Ding against Gukesh, not started"
        ]
    );
    (session, sent)
}

#[test]
fn the_round_s_games_are_listed_as_they_arrive_and_again_on_games() {
    let (mut session, _) = opened(Following::Nothing);
    let games = said(&session.handle_typed("games", 20).events);
    assert_eq!(games.len(), 2, "{games:?}");
    assert!(games[1].contains("Ding against Gukesh"), "{games:?}");
}

#[test]
fn a_followed_game_s_new_moves_are_announced_once() {
    let (mut session, _) = opened(Following::Board(1));
    let update = game("a", "Carlsen", "Nepo", "1. e4 e5 2. Nf3 Nc6", "*");
    let heard = said(&session.handle(bytes(&update), 20).events);
    assert_eq!(heard.len(), 2, "{heard:?}");
    assert!(
        heard.iter().all(|line| line.starts_with("move 1: ")),
        "{heard:?}"
    );
    assert!(
        session.handle(bytes(&update), 30).events.is_empty(),
        "said once"
    );
    let other = game("b", "Ding", "Gukesh", "1. d4", "*");
    assert!(
        session.handle(bytes(&other), 40).events.is_empty(),
        "board 2 is not followed"
    );
}

#[test]
fn an_update_split_across_pieces_is_said_when_whole() {
    let (mut session, _) = opened(Following::Board(1));
    let update = game("a", "Carlsen", "Nepo", "1. e4 e5 2. Nf3", "*");
    let (first, rest) = update.split_at(update.len() / 2);
    assert!(session.handle(bytes(first), 20).events.is_empty());
    assert_eq!(said(&session.handle(bytes(rest), 30).events).len(), 1);
}

#[test]
fn following_all_leads_each_move_with_its_board() {
    let (mut session, _) = opened(Following::Nothing);
    let answer = said(&session.handle_typed("follow all", 15).events);
    assert_eq!(answer, ["answer: Following all 2 games"]);
    let current = |events: &[Event]| match events {
        [Event::Announce {
            game: Some(game), ..
        }] => game.current,
        other => panic!("{other:?}"),
    };
    let events = session
        .handle(bytes(&game("b", "Ding", "Gukesh", "1. d4", "*")), 20)
        .events;
    assert!(!current(&events), "board 1 is the current game");
    let heard = said(&events);
    assert_eq!(heard.len(), 1);
    assert!(heard[0].starts_with("move 2: Board 2: "), "{heard:?}");
    session.handle_typed("game 2", 25);
    let events = session
        .handle(bytes(&game("b", "Ding", "Gukesh", "1. d4 d5", "*")), 30)
        .events;
    assert!(current(&events), "board 2 is now the current game");
}

#[test]
fn a_corrected_move_is_said_as_a_correction() {
    let (mut session, _) = opened(Following::Board(1));
    let fixed = game("a", "Carlsen", "Nepo", "1. e4 c5", "*");
    let heard = said(&session.handle(bytes(&fixed), 20).events);
    assert_eq!(heard.len(), 1, "{heard:?}");
    assert!(heard[0].starts_with("move 1: corrected "), "{heard:?}");
    let taken_back = game("a", "Carlsen", "Nepo", "1. e4", "*");
    let heard = said(&session.handle(bytes(&taken_back), 30).events);
    assert_eq!(heard.len(), 1, "{heard:?}");
    assert!(
        heard[0].starts_with("notice: correction, the game now stands after 1."),
        "{heard:?}"
    );
}

#[test]
fn results_are_said_and_the_round_s_end() {
    let (mut session, _) = opened(Following::Board(1));
    let won = game("a", "Carlsen", "Nepo", "1. e4 e5", "1-0");
    let heard = said(&session.handle(bytes(&won), 20).events);
    assert_eq!(heard, ["notice: Board 1: Carlsen against Nepo, White won"]);
    let drawn = game("b", "Ding", "Gukesh", "", "1/2-1/2");
    let heard = said(&session.handle(bytes(&drawn), 30).events);
    assert_eq!(
        heard,
        [
            "notice: Board 2: Ding against Gukesh, drawn",
            "notice: The round is over"
        ]
    );
}

#[test]
fn the_questions_answer_for_the_current_game() {
    let (mut session, _) = opened(Following::Nothing);
    let clock = game(
        "a",
        "Carlsen",
        "Nepo",
        "1. e4 { [%clk 1:30:00] } e5 { [%clk 1:29:30] }",
        "*",
    );
    session.handle(bytes(&clock), 20);
    let answer = said(&session.handle_typed("game 1", 25).events);
    assert_eq!(
        answer,
        ["answer: Board 1: Carlsen against Nepo, 1... Eva five"]
    );
    let clocks = said(&session.handle_typed("clock", 30).events);
    assert_eq!(clocks.len(), 1);
    assert!(
        clocks[0].contains("White") && clocks[0].contains("Black"),
        "{clocks:?}"
    );
    let square = said(&session.handle_typed("square e5", 40).events);
    assert_eq!(square, ["answer: Eva five: black Pawn"]);
    assert!(said(&session.handle_typed("where", 50).events)[0].contains("Eva five"));
    let refused = said(&session.handle_typed("game 7", 60).events);
    assert_eq!(
        refused,
        ["error: There is no board 7: the round has 2 games"]
    );
}

#[test]
fn before_any_game_the_questions_are_refused() {
    let (mut session, _) = session(Following::Nothing);
    let refused = said(&session.handle_typed("clock", 0).events);
    assert_eq!(refused, ["error: No game of the round has arrived yet"]);
    assert_eq!(said(&session.handle_typed("follow 1", 0).events), refused);
}

#[test]
fn a_silent_stream_is_said_lost_once_and_asked_for_again() {
    let (mut session, sent) = opened(Following::Board(1));
    assert_eq!(session.next_due(), Some(10 + SILENCE_MS));
    let lost = session.advance_to(10 + SILENCE_MS);
    assert_eq!(lost.len(), 1);
    assert_eq!(
        said(&[lost[0].1.clone()]),
        ["notice: The broadcast was lost: opening it again"]
    );
    assert_eq!(*sent.0.borrow(), [ServerRequest::Reconnect]);
    let closed = session.handle(
        Input::Broadcast(BroadcastInput::Lost(LinkProblem::Ended)),
        30_000,
    );
    assert!(closed.events.is_empty(), "said once");
    let back = session.handle(Input::Broadcast(BroadcastInput::Opened), 31_000);
    assert_eq!(said(&back.events), ["notice: The broadcast is back"]);
    let start = game("a", "Carlsen", "Nepo", "1. e4 e5 2. Nf3", "*")
        + &game("b", "Ding", "Gukesh", "", "*");
    let heard = said(&session.handle(bytes(&start), 32_000).events);
    assert_eq!(heard.len(), 1, "only the move played meanwhile: {heard:?}");
}

#[test]
fn a_rate_limit_waits_a_minute_before_asking_again() {
    let (mut session, sent) = opened(Following::Board(1));
    session.handle(
        Input::Broadcast(BroadcastInput::Lost(LinkProblem::Ended)),
        1_000,
    );
    let limited = session.handle(
        Input::Broadcast(BroadcastInput::Failed(RequestProblem::RateLimited)),
        2_000,
    );
    assert_eq!(said(&limited.events).len(), 1);
    assert!(
        said(&limited.events)[0].contains("in a minute"),
        "{:?}",
        said(&limited.events)
    );
    assert_eq!(sent.0.borrow().len(), 1);
    assert_eq!(session.next_due(), Some(62_000));
    session.advance_to(61_999);
    assert_eq!(sent.0.borrow().len(), 1);
    session.advance_to(62_000);
    assert_eq!(sent.0.borrow().len(), 2);
}

#[test]
fn the_follower_s_commands_are_answered() {
    let (mut session, _) = opened(Following::Nothing);
    let help = said(&session.handle_typed("help", 20).events);
    assert!(
        help[0].starts_with("answer: games: the round's games."),
        "{help:?}"
    );
    let quit = session.handle_typed("quit", 30);
    assert_eq!(quit.flow, Flow::Quit);
    let unknown = said(&session.handle_typed("next", 40).events);
    assert!(unknown[0].starts_with("error: "), "{unknown:?}");
    assert_eq!(session.handle_typed("wait 1m", 50).flow, Flow::Wait(60_000));
}
