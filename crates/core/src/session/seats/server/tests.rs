//! The game played online: the server's stream played into the game and the user's acts sent, on a fake clock,
//! with a link that keeps what was sent.

use std::sync::{Arc, Mutex};

use super::*;
use crate::{
    boundary::{ErrorCode, Event, Input, Session},
    clock::TimeControl,
    notation::{MoveReader, Notation},
    online::{
        game_line, RequestProblem, ServerInput, ServerLink, ServerRequest, RATE_LIMIT_WAIT_MS,
    },
    options::{Blind, Cues, Mode},
    rules::{Score, Termination},
    session::{GameState, MoveSource, Outside, PlaySession, Record, Setup, Wording},
    voice::{Style, VoicePack},
};

use crate::session::fixtures::KeptRecords as Journal;

#[derive(Clone, Default)]
struct Link(Arc<Mutex<Vec<ServerRequest>>>);

impl ServerLink for Link {
    fn send(&mut self, request: ServerRequest) {
        self.0.lock().unwrap().push(request);
    }
}

impl Link {
    fn take(&self) -> Vec<ServerRequest> {
        std::mem::take(&mut self.0.lock().unwrap())
    }
}

/// A rapid game on lichess; the user has Black.
fn setup() -> Setup {
    Setup {
        white: "Ada".into(),
        black: "Bo".into(),
        blind: Blind::Black,
        mode: Mode::Tournament,
        cues: Cues::Own,
        cue_marks: crate::clock::CueMarks::ALL,
        control: Some(TimeControl::parse_minutes("15+10").unwrap()),
        category: None,
        fen: None,
        moves_from_move_number: true,
        notation: Notation::En,
        voice: None,
        style: None,
        event: String::new(),
        site: String::new(),
        round: String::new(),
        date: "2026.11.27".into(),
        started: String::new(),
        engine: None,
    }
}

fn game(side: Side) -> (PlaySession, Link, Journal) {
    let wording = Arc::new(Wording {
        pack: VoicePack::builtin("en").unwrap(),
        style: Style::Short,
    });
    let mut setup = setup();
    setup.blind = if side == Side::White {
        Blind::White
    } else {
        Blind::Black
    };
    let state = GameState::new(setup.clone(), wording.sheet_reader(setup.notation)).unwrap();
    let reader = MoveReader::for_pack(Notation::En, &wording.pack);
    let outside = Outside {
        now_iso: || "2026-11-27T10:00:00Z".into(),
        read_file: |_| Err(std::io::ErrorKind::NotFound.into()),
        random: || 7,
    };
    let (link, journal) = (Link::default(), Journal::default());
    let session = PlaySession::new(
        state,
        wording.clone(),
        reader,
        Box::new(journal.clone()),
        0,
        true,
        outside,
    )
    .with_server(Box::new(link.clone()), side);
    (session, link, journal)
}

fn state_line(moves: &str, extra: &str) -> String {
    format!(
        r#"{{"type":"gameState","moves":"{moves}","wtime":890000,"btime":880000,"winc":10000,"binc":10000,"status":"started"{extra}}}"#
    )
}

fn server(session: &mut PlaySession, line: &str, t: u64) -> Vec<Event> {
    session
        .handle(
            Input::Server(ServerInput::Line(game_line(line).unwrap())),
            t,
        )
        .events
}

fn answered(
    session: &mut PlaySession,
    request: ServerRequest,
    outcome: Result<(), RequestProblem>,
    t: u64,
) -> Vec<Event> {
    session
        .handle(Input::Server(ServerInput::Answered { request, outcome }), t)
        .events
}

fn typed(session: &mut PlaySession, line: &str, t: u64) -> Vec<Event> {
    session.handle_typed(line, t).events
}

fn announced(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Announce { san, .. } => Some(san.clone()),
            _ => None,
        })
        .collect()
}

fn pressed(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|event| matches!(event, Event::Press { .. }))
        .count()
}

fn codes(events: &[Event]) -> Vec<ErrorCode> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Error { code, .. } => Some(*code),
            _ => None,
        })
        .collect()
}

fn notices(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Notice { text } => Some(text.to_string()),
            _ => None,
        })
        .collect()
}

#[test]
fn the_first_moves_deadline_is_said_once_when_it_is_the_users_to_make() {
    let deadline = r#","expiration":{"idleMillis":5000,"millisToMove":30000}"#;
    let said = ["Make your first move within 25 seconds, or lichess aborts the game"];
    // Black: said with White's first move, not again when only an offer changes.
    let (mut session, _, _) = game(Side::Black);
    let events = server(&mut session, &state_line("e2e4", deadline), 0);
    assert_eq!(announced(&events), ["e4"]);
    assert_eq!(notices(&events), said);
    let offer = format!(r#"{deadline},"wdraw":true"#);
    assert!(notices(&server(&mut session, &state_line("e2e4", &offer), 1000)).is_empty());
    // White: said when the game starts, not when the user's own move comes back with the opponent's deadline.
    let (mut session, _, _) = game(Side::White);
    let full = format!(
        r#"{{"type":"gameFull","id":"abc","white":{{"name":"Ada"}},"black":{{"name":"Bo"}},"clock":{{"initial":900000,"increment":10000}},"state":{}}}"#,
        state_line("", deadline)
    );
    assert_eq!(notices(&server(&mut session, &full, 0)), said);
    typed(&mut session, "e4", 1000);
    typed(&mut session, "press", 2000);
    assert!(notices(&server(&mut session, &state_line("e2e4", deadline), 3000)).is_empty());
    // A correspondence game's deadline is said in minutes.
    let (mut session, _, _) = game(Side::Black);
    let long = r#","expiration":{"idleMillis":0,"millisToMove":86400000}"#;
    assert_eq!(
        notices(&server(&mut session, &state_line("e2e4", long), 0)),
        ["Make your first move within 24 hours, or lichess aborts the game"]
    );
}

fn result(events: &[Event]) -> Option<(Score, Termination, Option<String>)> {
    events.iter().find_map(|event| match event {
        Event::Result(result, detail) => Some((
            result.score,
            result.termination,
            detail.as_ref().map(ToString::to_string),
        )),
        _ => None,
    })
}

fn mv(uci: &str) -> ServerRequest {
    ServerRequest::Move {
        uci: uci.into(),
        offering_draw: false,
    }
}

#[test]
fn the_opponents_move_is_announced_once_and_the_users_is_sent_on_press_and_not_said_again() {
    let (mut session, link, journal) = game(Side::Black);
    let events = server(&mut session, &state_line("e2e4", ""), 1000);
    assert_eq!(announced(&events), ["e4"]);
    assert_eq!(pressed(&events), 1);
    // The same state again (a draw flag changed, a keep-alive state) says nothing more.
    assert!(announced(&server(&mut session, &state_line("e2e4", ""), 1500)).is_empty());

    assert_eq!(announced(&typed(&mut session, "e5", 2000)), ["e5"]);
    assert!(link.take().is_empty(), "nothing is sent before the press");
    assert!(typed(&mut session, "press", 2500).is_empty());
    assert_eq!(link.take(), [mv("e7e5")]);
    answered(&mut session, mv("e7e5"), Ok(()), 2600);
    let echo = server(&mut session, &state_line("e2e4 e7e5", ""), 2700);
    assert!(
        announced(&echo).is_empty(),
        "the echo is not announced as the opponent's"
    );
    assert_eq!(pressed(&echo), 1);
    assert_eq!(session.state().game().plies().len(), 2);
    let records = journal.0.lock().unwrap();
    assert!(records.iter().any(|r| matches!(r, Record::Move { source: Some(MoveSource::Server), mv, .. } if mv.uci.to_string() == "e2e4")));
    assert!(records.iter().any(|r| matches!(
        r,
        Record::Clocks {
            white_ms: 890_000,
            black_ms: 880_000,
            ..
        }
    )));
}

#[test]
fn the_servers_clock_is_the_games() {
    let (mut session, _, _) = game(Side::Black);
    server(&mut session, &state_line("e2e4 e7e5 g1f3", ""), 1000);
    assert_eq!(session.state().times(1000), Some((890_000, 880_000)));
}

#[test]
fn several_new_moves_in_one_state_are_all_announced_in_order() {
    let (mut session, _, _) = game(Side::Black);
    let events = server(
        &mut session,
        &state_line("e2e4 e7e5 g1f3 b8c6 f1b5", ""),
        1000,
    );
    assert_eq!(announced(&events), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert_eq!(pressed(&events), 5);
}

#[test]
fn castling_sent_as_the_kings_move_is_echoed_king_to_rook() {
    let (mut session, link, _) = game(Side::White);
    server(
        &mut session,
        &state_line("e2e4 e7e5 g1f3 b8c6 f1c4 f8c5", ""),
        0,
    );
    // The user's own moves came from the server (played elsewhere): all six are in the game.
    assert_eq!(session.state().game().plies().len(), 6);
    typed(&mut session, "O-O", 100);
    typed(&mut session, "press", 200);
    assert_eq!(link.take(), [mv("e1g1")]);
    let echo = server(
        &mut session,
        &state_line("e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1h1", ""),
        300,
    );
    assert!(announced(&echo).is_empty());
    assert_eq!(pressed(&echo), 1);
}

#[test]
fn a_refused_move_stays_pending_and_is_sent_again_only_when_pressed() {
    let (mut session, link, _) = game(Side::White);
    typed(&mut session, "e4", 0);
    typed(&mut session, "press", 100);
    assert_eq!(link.take(), [mv("e2e4")]);
    let events = answered(
        &mut session,
        mv("e2e4"),
        Err(RequestProblem::Refused(
            "Not your turn, or game already over".into(),
        )),
        200,
    );
    assert_eq!(codes(&events), [ErrorCode::ServerRefused]);
    assert!(session.state().pending().is_some());
    assert!(link.take().is_empty(), "never resent by itself");
    typed(&mut session, "press", 300);
    assert_eq!(link.take(), [mv("e2e4")]);
}

#[test]
fn one_request_at_a_time() {
    let (mut session, link, _) = game(Side::White);
    typed(&mut session, "e4", 0);
    typed(&mut session, "press", 100);
    assert_eq!(
        codes(&typed(&mut session, "press", 150)),
        [ErrorCode::WaitingServer]
    );
    assert_eq!(link.take().len(), 1);
}

#[test]
fn a_rate_limit_is_said_and_nothing_is_sent_for_a_minute() {
    let (mut session, link, _) = game(Side::White);
    typed(&mut session, "e4", 0);
    typed(&mut session, "press", 100);
    link.take();
    let events = answered(
        &mut session,
        mv("e2e4"),
        Err(RequestProblem::RateLimited),
        200,
    );
    assert_eq!(codes(&events), [ErrorCode::RateLimited]);
    let early = typed(&mut session, "press", 200 + RATE_LIMIT_WAIT_MS - 1);
    assert_eq!(codes(&early), [ErrorCode::RateLimited]);
    assert!(link.take().is_empty());
    typed(&mut session, "press", 200 + RATE_LIMIT_WAIT_MS);
    assert_eq!(link.take(), [mv("e2e4")]);
}

#[test]
fn a_bad_token_and_no_network_are_said_plainly() {
    let (mut session, _, _) = game(Side::White);
    typed(&mut session, "e4", 0);
    typed(&mut session, "press", 1);
    let events = answered(
        &mut session,
        mv("e2e4"),
        Err(RequestProblem::Unauthorized),
        2,
    );
    assert_eq!(codes(&events), [ErrorCode::Unauthorized]);
    typed(&mut session, "press", 3);
    let events = answered(
        &mut session,
        mv("e2e4"),
        Err(RequestProblem::Unreachable(
            crate::online::LinkProblem::ConnectionFailed,
        )),
        4,
    );
    assert_eq!(codes(&events), [ErrorCode::Unreachable]);
    assert!(session.state().pending().is_some());
}

#[test]
fn the_opponents_draw_offer_is_said_and_accepted_through_the_server() {
    let (mut session, link, _) = game(Side::Black);
    server(&mut session, &state_line("e2e4 e7e5 g1f3", ""), 0);
    let offer = server(
        &mut session,
        &state_line("e2e4 e7e5 g1f3", r#","wdraw":true"#),
        100,
    );
    assert!(offer
        .iter()
        .any(|e| matches!(e, Event::DrawOffer { side: Side::White })));
    let asked = typed(&mut session, "accept", 200);
    assert!(matches!(&asked[..], [Event::Confirm { .. }]), "{asked:?}");
    assert!(link.take().is_empty(), "nothing is sent before yes");
    typed(&mut session, "yes", 250);
    assert_eq!(link.take(), [ServerRequest::Draw(true)]);
    let end = server(
        &mut session,
        r#"{"type":"gameState","moves":"e2e4 e7e5 g1f3","wtime":1,"btime":1,"status":"draw"}"#,
        300,
    );
    let (score, termination, _) = result(&end).unwrap();
    assert_eq!((score, termination), (Score::Draw, Termination::Agreement));
}

#[test]
fn a_declined_offer_and_the_users_own_offer() {
    let (mut session, link, _) = game(Side::Black);
    server(
        &mut session,
        &state_line("e2e4 e7e5 g1f3", r#","wdraw":true"#),
        0,
    );
    typed(&mut session, "decline", 100);
    assert_eq!(link.take(), [ServerRequest::Draw(false)]);
    answered(&mut session, ServerRequest::Draw(false), Ok(()), 150);
    let declined = server(&mut session, &state_line("e2e4 e7e5 g1f3", ""), 200);
    assert!(declined
        .iter()
        .any(|e| matches!(e, Event::DrawDeclined { side: Side::Black })));
    typed(&mut session, "draw", 300);
    assert_eq!(link.take(), [ServerRequest::Draw(true)]);
}

#[test]
fn the_opponents_takeback_is_said_accepted_and_played_back() {
    let (mut session, link, _) = game(Side::White);
    server(&mut session, &state_line("e2e4 e7e5 g1f3", ""), 0);
    let proposal = server(
        &mut session,
        &state_line("e2e4 e7e5 g1f3", r#","btakeback":true"#),
        100,
    );
    assert_eq!(
        notices(&proposal),
        ["Black proposes to take the last move back: accept or decline"]
    );
    typed(&mut session, "accept", 200);
    assert_eq!(link.take(), [ServerRequest::Takeback(true)]);
    answered(&mut session, ServerRequest::Takeback(true), Ok(()), 250);
    let back = server(&mut session, &state_line("e2e4 e7e5", ""), 300);
    assert!(
        back.iter().any(|e| matches!(e, Event::Takeback { .. })),
        "{back:?}"
    );
    assert_eq!(session.state().game().plies().len(), 2);
}

#[test]
fn every_end_status_is_a_result_with_its_reason() {
    use Score::{BlackWins, Draw, WhiteWins};
    type Case<'a> = (&'a str, &'a str, Option<(Score, Termination)>);
    let cases: [Case; 11] = [
        (
            "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7",
            "mate",
            Some((WhiteWins, Termination::Checkmate)),
        ),
        (
            "e2e4",
            "resign",
            Some((BlackWins, Termination::Resignation)),
        ),
        (
            "e2e4 e7e5",
            "outoftime",
            Some((WhiteWins, Termination::TimeForfeit)),
        ),
        (
            "e2e4 e7e5",
            "timeout",
            Some((BlackWins, Termination::Server)),
        ),
        ("e2e4 e7e5", "draw", Some((Draw, Termination::Server))),
        ("e2e4 e7e5", "cheat", Some((WhiteWins, Termination::Server))),
        ("e2e4 e7e5", "stalemate", Some((Draw, Termination::Server))),
        (
            "e2e4 e7e5",
            "insufficientMaterialClaim",
            Some((Draw, Termination::Server)),
        ),
        (
            "e2e4 e7e5",
            "unknownFinish",
            Some((Draw, Termination::Server)),
        ),
        ("", "aborted", None),
        ("e2e4", "noStart", None),
    ];
    for (moves, status, expected) in cases {
        let (mut session, _, journal) = game(Side::Black);
        server(&mut session, &state_line(moves, ""), 0);
        let winner = match expected {
            Some((WhiteWins, _)) => r#","winner":"white""#,
            Some((BlackWins, _)) => r#","winner":"black""#,
            _ => "",
        };
        let line = format!(
            r#"{{"type":"gameState","moves":"{moves}","wtime":0,"btime":5000,"status":"{status}"{winner}}}"#
        );
        let events = server(&mut session, &line, 100);
        match expected {
            // A mate is the game's own when its last move is played: the server's status then adds nothing.
            Some((score, Termination::Checkmate)) => {
                assert_eq!(
                    session.state().result().map(|r| (r.score, r.termination)),
                    Some((score, Termination::Checkmate))
                );
            }
            Some((score, termination)) => {
                let (got, why, detail) =
                    result(&events).unwrap_or_else(|| panic!("{status}: {events:?}"));
                assert_eq!((got, why), (score, termination), "{status}");
                if termination == Termination::Server {
                    assert!(detail.is_some_and(|d| !d.is_empty()), "{status}");
                }
            }
            None => {
                assert!(result(&events).is_none(), "{status}");
                assert_eq!(
                    notices(&events),
                    ["The game was aborted: it has no result"],
                    "{status}"
                );
                assert!(journal
                    .0
                    .lock()
                    .unwrap()
                    .iter()
                    .any(|r| matches!(r, Record::Finished { score: None, .. })));
            }
        }
    }
}

#[test]
fn the_opponent_leaving_lets_the_win_be_claimed_when_the_server_says() {
    let (mut session, link, _) = game(Side::Black);
    server(&mut session, &state_line("e2e4 e7e5 g1f3", ""), 0);
    let gone = server(
        &mut session,
        r#"{"type":"opponentGone","gone":true,"claimWinInSeconds":10}"#,
        1000,
    );
    assert_eq!(
        notices(&gone),
        ["Your opponent left the game: you may claim the win in 10 seconds"]
    );
    assert_eq!(
        codes(&typed(&mut session, "claim", 5000)),
        [ErrorCode::ServerDecides]
    );
    typed(&mut session, "claim", 11_000);
    assert_eq!(link.take(), [ServerRequest::ClaimVictory]);
    let back = server(
        &mut session,
        r#"{"type":"opponentGone","gone":false}"#,
        12_000,
    );
    assert_eq!(notices(&back), ["Your opponent is back"]);
    answered(&mut session, ServerRequest::ClaimVictory, Ok(()), 12_100);
    let end = server(
        &mut session,
        r#"{"type":"gameState","moves":"e2e4 e7e5 g1f3","wtime":1,"btime":1,"status":"timeout","winner":"black"}"#,
        13_000,
    );
    let (score, termination, detail) = result(&end).unwrap();
    assert_eq!(
        (score, termination),
        (Score::BlackWins, Termination::Server)
    );
    assert_eq!(detail.as_deref(), Some("a player left the game"));
}

#[test]
fn help_and_the_arbiters_acts_are_refused_and_the_opponents_moves_come_from_the_server() {
    let (mut session, _, _) = game(Side::Black);
    assert_eq!(
        codes(&typed(&mut session, "hint best", 0)),
        [ErrorCode::FairPlay]
    );
    assert_eq!(
        codes(&typed(&mut session, "arbiter add white 2m", 0)),
        [ErrorCode::ServerDecides]
    );
    assert_eq!(
        codes(&typed(&mut session, "pause", 0)),
        [ErrorCode::ServerDecides]
    );
    assert_eq!(
        codes(&typed(&mut session, "e4", 0)),
        [ErrorCode::OpponentsMove]
    );
    assert!(session.state().pending().is_none());
}

#[test]
fn a_resignation_is_confirmed_then_sent() {
    let (mut session, link, journal) = game(Side::Black);
    server(&mut session, &state_line("e2e4", ""), 0);
    typed(&mut session, "resign", 100);
    assert!(link.take().is_empty());
    typed(&mut session, "yes", 200);
    assert_eq!(link.take(), [ServerRequest::Resign]);
    assert!(!journal
        .0
        .lock()
        .unwrap()
        .iter()
        .any(|r| matches!(r, Record::Resign { .. })));
}

#[test]
fn a_reconnection_with_a_different_game_says_so_and_the_server_wins() {
    let (mut session, _, _) = game(Side::Black);
    server(&mut session, &state_line("e2e4 e7e5 g1f3", ""), 0);
    let full = format!(
        r#"{{"type":"gameFull","id":"abc","white":{{"name":"Ada"}},"black":{{"name":"Bo"}},"clock":{{"initial":900000,"increment":10000}},"state":{}}}"#,
        state_line("e2e4 c7c5 g1f3 d7d6", "")
    );
    let events = server(&mut session, &full, 1000);
    assert_eq!(
        notices(&events),
        ["The game on lichess differs from the journal from move 1: lichess's moves count"]
    );
    assert_eq!(announced(&events), ["c5", "Nf3", "d6"]);
    assert!(codes(&events).is_empty(), "{events:?}");
    assert_eq!(session.state().game().plies().len(), 4);
}

#[test]
fn a_lost_stream_is_said_once_and_asked_for_again() {
    let (mut session, link, _) = game(Side::Black);
    let lost = session
        .handle(
            Input::Server(ServerInput::Lost(crate::online::LinkProblem::Silent)),
            1000,
        )
        .events;
    assert_eq!(notices(&lost).len(), 1);
    assert!(session
        .handle(
            Input::Server(ServerInput::Lost(crate::online::LinkProblem::Silent)),
            1100
        )
        .events
        .is_empty());
    let due = session.next_due().unwrap();
    assert!(due > 1100);
    session.advance_to(due);
    assert_eq!(link.take(), [ServerRequest::Reconnect]);
    let failed = answered(
        &mut session,
        ServerRequest::Reconnect,
        Err(RequestProblem::Unreachable(
            crate::online::LinkProblem::ConnectionFailed,
        )),
        due,
    );
    assert!(failed.is_empty(), "said once until the stream is back");
    assert!(session.next_due().is_some());
}

#[test]
fn chat_is_kept_and_read_only_when_asked() {
    let (mut session, _, _) = game(Side::Black);
    let events = server(
        &mut session,
        r#"{"type":"chatLine","room":"player","username":"Ada","text":"good luck"}"#,
        0,
    );
    assert!(events.is_empty());
    assert_eq!(session.chat_lines(), ["Ada writes: good luck"]);
}

#[test]
fn a_line_of_moves_that_cannot_be_read_changes_nothing() {
    let (mut session, _, _) = game(Side::Black);
    let events = server(&mut session, &state_line("e2e4 zz", ""), 0);
    assert_eq!(codes(&events), [ErrorCode::ServerRefused]);
    assert!(session.state().game().plies().is_empty());
}

#[test]
fn a_takeback_is_proposed_the_game_aborted_and_the_chat_read_when_asked() {
    let (mut session, link, _) = game(Side::Black);
    server(&mut session, &state_line("e2e4 e7e5", ""), 0);
    typed(&mut session, "takeback", 100);
    assert_eq!(link.take(), [ServerRequest::Takeback(true)]);
    answered(&mut session, ServerRequest::Takeback(true), Ok(()), 150);
    typed(&mut session, "abort", 200);
    assert_eq!(link.take(), [ServerRequest::Abort]);
    let none = typed(&mut session, "chat", 300);
    assert!(matches!(&none[..], [Event::Answer { .. }]), "{none:?}");
    server(
        &mut session,
        r#"{"type":"chatLine","room":"player","username":"Ada","text":"gg"}"#,
        400,
    );
    let read = typed(&mut session, "nachrichten", 500);
    assert_eq!(read.len(), 1);
    assert_eq!(session.chat_lines(), ["Ada writes: gg"]);
}

#[test]
fn what_only_an_online_game_does_is_refused_at_the_board() {
    let wording = Arc::new(Wording {
        pack: VoicePack::builtin("en").unwrap(),
        style: Style::Short,
    });
    let state = GameState::new(setup(), wording.sheet_reader(setup().notation)).unwrap();
    let reader = MoveReader::for_pack(Notation::En, &wording.pack);
    let outside = Outside {
        now_iso: || "2026-11-27T10:00:00Z".into(),
        read_file: |_| Err(std::io::ErrorKind::NotFound.into()),
        random: || 7,
    };
    let mut session = PlaySession::new(
        state,
        wording.clone(),
        reader,
        Box::new(Journal::default()),
        0,
        true,
        outside,
    );
    for line in ["takeback", "abort", "chat"] {
        assert_eq!(
            codes(&typed(&mut session, line, 0)),
            [ErrorCode::OnlineOnly],
            "{line}"
        );
    }
}

#[test]
fn several_moves_after_a_long_silence_are_all_played_though_the_games_clock_ran_out() {
    let (mut session, _, _) = game(Side::Black);
    server(&mut session, &state_line("e2e4", ""), 0);
    // Twenty minutes without news: the game's clock for Black has run out, the server's had not.
    let events = server(
        &mut session,
        &state_line("e2e4 e7e5 g1f3 b8c6 f1b5", ""),
        1_200_000,
    );
    assert_eq!(announced(&events), ["e5", "Nf3", "Nc6", "Bb5"]);
    assert!(codes(&events).is_empty(), "{events:?}");
    assert_eq!(session.state().times(1_200_000), Some((890_000, 880_000)));
}

#[test]
fn the_servers_offers_that_the_laws_at_the_board_refuse_are_not_said_as_errors() {
    let (mut session, _, _) = game(Side::White);
    // An offer before White has moved: lichess allows it.
    let events = server(&mut session, &state_line("", r#","bdraw":true"#), 0);
    assert!(codes(&events).is_empty(), "{events:?}");
}

mod silence;
