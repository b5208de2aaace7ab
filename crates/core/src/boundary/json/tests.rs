//! The JSON lines of events, as the contract writes them (docs/cli.md, "Events").

use super::*;
use crate::{
    boundary::{BoardState, BroadcastGame, ConfirmAction, ErrorCode, MoveSource},
    clock::{CueLevel, Side},
    eboard::BoardKind,
    rules::{Claim, Score},
};

#[test]
fn json_lines_follow_the_contract() {
    let cases = [
        (
            Event::Press {
                ply: 3,
                side: Side::White,
                white_ms: Some(297_000),
                black_ms: Some(300_000),
                say_times: true,
            },
            r#"{"event":"press","t_ms":42,"ply":3,"side":"white","white_ms":297000,"black_ms":300000}"#,
        ),
        (
            Event::Cue {
                side: Side::Black,
                level: CueLevel::FifteenMinutes,
                remaining_ms: 900_000,
            },
            r#"{"event":"cue","t_ms":42,"side":"black","level":"15min","remaining_ms":900000}"#,
        ),
        (
            Event::Flag { side: Side::Black },
            r#"{"event":"flag","t_ms":42,"side":"black"}"#,
        ),
        (
            Event::answer("time", crate::voice::Sentence::text("White \"five\"")),
            r#"{"event":"answer","t_ms":42,"query":"time","text":"White \"five\""}"#,
        ),
        (
            Event::answer_lines("board", ["one", "two"].map(crate::voice::Sentence::text))[1]
                .clone(),
            r#"{"event":"answer","t_ms":42,"query":"board","text":"two","continued":true}"#,
        ),
        (
            Event::Error {
                code: ErrorCode::NoOffer,
                message: crate::voice::Sentence::text("no"),
            },
            r#"{"event":"error","t_ms":42,"message":"no","code":"no_offer"}"#,
        ),
        (
            Event::Start {
                side: Side::White,
                white_ms: 1,
                black_ms: 2,
            },
            r#"{"event":"start","t_ms":42,"side":"white","white_ms":1,"black_ms":2}"#,
        ),
        (
            Event::Pause {
                side: Side::Black,
                white_ms: 1,
                black_ms: 2,
            },
            r#"{"event":"pause","t_ms":42,"side":"black","white_ms":1,"black_ms":2}"#,
        ),
        (
            Event::Adjust {
                side: Side::White,
                remaining_ms: 5,
                white_ms: 5,
                black_ms: 7,
            },
            r#"{"event":"adjust","t_ms":42,"side":"white","white_ms":5,"black_ms":7,"remaining_ms":5}"#,
        ),
        (
            Event::Result(
                GameResult {
                    score: Score::BlackWins,
                    termination: Termination::Resignation,
                    by: Some(shakmaty::Color::White),
                    opponent_cannot_mate: false,
                },
                None,
            ),
            r#"{"event":"result","t_ms":42,"result":"0-1","reason":"resignation","side":"white","by":"white"}"#,
        ),
        (
            Event::Result(
                GameResult {
                    score: Score::WhiteWins,
                    termination: Termination::TimeForfeit,
                    by: Some(shakmaty::Color::Black),
                    opponent_cannot_mate: false,
                },
                Some(crate::voice::Sentence::text("seen")),
            ),
            r#"{"event":"result","t_ms":42,"result":"1-0","reason":"time_forfeit","side":"black","detail":"seen"}"#,
        ),
        (
            Event::Penalty {
                side: Side::Black,
                illegal_moves: None,
                added_ms: None,
                opponent_ms: None,
            },
            r#"{"event":"penalty","t_ms":42,"side":"black","reason":"incorrect_claim","added_ms":null,"opponent_ms":null}"#,
        ),
        (
            Event::Takeback {
                ply: 0,
                last_move: None,
                white_ms: None,
                black_ms: None,
                cancelled: None,
            },
            r#"{"event":"takeback","t_ms":42,"ply":0,"white_ms":null,"black_ms":null}"#,
        ),
        (
            Event::Left {
                text: crate::voice::Sentence::text("left: j.jsonl"),
                spoken: crate::voice::Sentence::text("left"),
            },
            r#"{"event":"notice","t_ms":42,"text":"left: j.jsonl"}"#,
        ),
    ];
    for (event, json) in cases {
        let stamped = Stamped { t_ms: 42, event };
        assert_eq!(
            serde_json::to_string(&JsonLine::from(&stamped)).unwrap(),
            json
        );
    }
}

/// One event of every kind, each with every field its line can show.
fn one_of_every_kind() -> Vec<Event> {
    use shakmaty::{Color, Piece, Role, Square};
    vec![
        Event::Start {
            side: Side::White,
            white_ms: 1,
            black_ms: 2,
        },
        Event::Press {
            ply: 3,
            side: Side::Black,
            white_ms: None,
            black_ms: Some(4),
            say_times: false,
        },
        Event::Pause {
            side: Side::Black,
            white_ms: 5,
            black_ms: 6,
        },
        Event::Adjust {
            side: Side::Black,
            remaining_ms: 9,
            white_ms: 7,
            black_ms: 9,
        },
        Event::Cue {
            side: Side::White,
            level: CueLevel::FifteenMinutes,
            remaining_ms: 900_000,
        },
        Event::Flag { side: Side::White },
        Event::Game {
            white: "Anna".into(),
            black: "Bo".into(),
            mode: "tournament".into(),
            journal: "g.jsonl".into(),
        },
        Event::Resumed {
            ply: 4,
            move_number: 3,
            side: Side::White,
            white_ms: Some(1),
            black_ms: None,
            sealed: true,
            journal: "g.jsonl".into(),
            pending: Some(crate::voice::Sentence::text("2. Anton c 3")),
            draw_offer: Some(Side::Black),
            over: false,
            recorded_ago_ms: Some(12),
        },
        Event::Resumed {
            ply: 0,
            move_number: 1,
            side: Side::White,
            white_ms: None,
            black_ms: None,
            sealed: false,
            journal: "g.jsonl".into(),
            pending: None,
            draw_offer: None,
            over: true,
            recorded_ago_ms: None,
        },
        Event::Announce {
            ply: 1,
            move_number: 1,
            side: Side::White,
            san: "e4".into(),
            uci: "e2e4".into(),
            text: crate::voice::Sentence::text("Eva vier"),
            pending: true,
            correction: true,
            replayed: true,
            source: Some(MoveSource::Board),
            line: None,
            game: None,
        },
        Event::Announce {
            ply: 2,
            move_number: 1,
            side: Side::Black,
            san: "e5".into(),
            uci: "e7e5".into(),
            text: crate::voice::Sentence::text("Eva fünf"),
            pending: false,
            correction: false,
            replayed: false,
            source: Some(MoveSource::Server),
            line: None,
            game: None,
        },
        Event::Announce {
            ply: 3,
            move_number: 2,
            side: Side::White,
            san: "Nf3".into(),
            uci: "g1f3".into(),
            text: crate::voice::Sentence::text("Springer"),
            pending: false,
            correction: false,
            replayed: false,
            source: None,
            line: None,
            game: None,
        },
        Event::Announce {
            ply: 4,
            move_number: 2,
            side: Side::Black,
            san: "Nc6".into(),
            uci: "b8c6".into(),
            text: crate::voice::Sentence::text("Board 2: Springer"),
            pending: false,
            correction: false,
            replayed: false,
            source: Some(MoveSource::Broadcast),
            line: None,
            game: Some(BroadcastGame {
                board: 2,
                url: Some("https://lichess.org/broadcast/-/-/abcd1234/efgh5678".into()),
                current: true,
            }),
        },
        Event::Board {
            state: BoardState::Differs,
            kind: Some(BoardKind::Dgt),
            place: Some("/dev/ttyACM0".into()),
            squares: vec![
                SquareDifference {
                    square: Square::F3,
                    shown: Some(Piece {
                        color: Color::White,
                        role: Role::Knight,
                    }),
                    expected: None,
                },
                SquareDifference {
                    square: Square::G8,
                    shown: None,
                    expected: Some(Piece {
                        color: Color::Black,
                        role: Role::Knight,
                    }),
                },
            ],
            plies: Some(2),
            text: crate::voice::Sentence::text("differs"),
        },
        Event::Board {
            state: BoardState::Lost,
            kind: None,
            place: None,
            squares: Vec::new(),
            plies: None,
            text: crate::voice::Sentence::text("lost"),
        },
        Event::Result(
            GameResult {
                score: Score::Draw,
                termination: Termination::Agreement,
                by: Some(shakmaty::Color::Black),
                opponent_cannot_mate: false,
            },
            Some(crate::voice::Sentence::text("arbiter")),
        ),
        Event::Result(
            GameResult {
                score: Score::WhiteWins,
                termination: Termination::Checkmate,
                by: None,
                opponent_cannot_mate: false,
            },
            None,
        ),
        Event::Confirm {
            action: ConfirmAction::Seal,
            side: Side::Black,
            about: Some(crate::voice::Sentence::text("why")),
        },
        Event::DrawOffer { side: Side::White },
        Event::DrawDeclined { side: Side::Black },
        Event::Claim {
            kind: Claim::FiftyMoves,
            valid: false,
            side: Side::White,
        },
        Event::Penalty {
            side: Side::White,
            illegal_moves: Some(1),
            added_ms: Some(120_000),
            opponent_ms: Some(300_000),
        },
        Event::Penalty {
            side: Side::Black,
            illegal_moves: None,
            added_ms: None,
            opponent_ms: None,
        },
        Event::Adjourned {
            sealed_by: Side::Black,
            move_number: 41,
            white_ms: Some(1),
            black_ms: None,
            fen: "8/8/8/8/8/8/8/K6k w - - 0 41".into(),
            draw_offer: Some(Side::White),
        },
        Event::EnvelopeCode {
            code: "K7QM2-XHD9P".into(),
        },
        Event::Takeback {
            ply: 5,
            last_move: Some((3, Side::White)),
            white_ms: Some(10),
            black_ms: Some(20),
            cancelled: Some(Score::BlackWins),
        },
        Event::Discrepancy {
            ply: 3,
            move_number: 2,
            side: Side::White,
            sheet: Side::Black,
            game: "Nf3".into(),
            recorded: "Nc3".into(),
            agree_until_ply: 2,
            fen: "start".into(),
            white_ms: None,
            black_ms: Some(8),
            game_text: crate::voice::Sentence::text("Springer f 3"),
            recorded_text: crate::voice::Sentence::text("Springer c 3"),
        },
        Event::Notice {
            text: crate::voice::Sentence::text("a notice"),
        },
        Event::Left {
            text: crate::voice::Sentence::text("left: j.jsonl"),
            spoken: Sentence::default(),
        },
        Event::Answer {
            query: "board".into(),
            text: crate::voice::Sentence::text("row"),
            continued: true,
            spoken: Some(crate::voice::Sentence::text("said")),
        },
        Event::answer("time", crate::voice::Sentence::text("five")),
        Event::Rate {
            percent: 150,
            text: crate::voice::Sentence::text("Speech rate 150 percent"),
        },
        Event::Cursor {
            square: shakmaty::Square::E4,
            text: crate::voice::Sentence::text("Eva vier"),
            row: "⠀⠀".into(),
            view: Side::Black,
        },
        Event::Review {
            ply: 46,
            side: Side::Black,
            san: "Re8".into(),
            verdict: crate::boundary::MoveVerdict::Blunder,
            best: Some("Qd5".into()),
            before: crate::Evaluation::Pawns(60),
            after: crate::Evaluation::Mate(3),
            text: crate::voice::Sentence::text("a blunder"),
        },
        Event::Review {
            ply: 3,
            side: Side::White,
            san: "g4".into(),
            verdict: crate::boundary::MoveVerdict::Inaccuracy,
            best: None,
            before: crate::Evaluation::Mate(-4),
            after: crate::Evaluation::Pawns(-120),
            text: crate::voice::Sentence::text("an inaccuracy"),
        },
        Event::Error {
            code: ErrorCode::IllegalMove,
            message: crate::voice::Sentence::text("illegal \"move\""),
        },
    ]
}

#[test]
fn every_kind_of_event_keeps_its_line() {
    let lines: Vec<String> = one_of_every_kind()
        .into_iter()
        .map(|event| {
            let stamped = Stamped { t_ms: 7, event };
            serde_json::to_string(&JsonLine::from(&stamped)).unwrap()
        })
        .collect();
    let expected: Vec<&str> = EVERY_LINE.lines().collect();
    assert_eq!(lines, expected);
}

/// The lines of [`one_of_every_kind`], as the contract writes them.
const EVERY_LINE: &str = r#"{"event":"start","t_ms":7,"side":"white","white_ms":1,"black_ms":2}
{"event":"press","t_ms":7,"ply":3,"side":"black","white_ms":null,"black_ms":4}
{"event":"pause","t_ms":7,"side":"black","white_ms":5,"black_ms":6}
{"event":"adjust","t_ms":7,"side":"black","white_ms":7,"black_ms":9,"remaining_ms":9}
{"event":"cue","t_ms":7,"side":"white","level":"15min","remaining_ms":900000}
{"event":"flag","t_ms":7,"side":"white"}
{"event":"game","t_ms":7,"white":"Anna","black":"Bo","mode":"tournament","journal":"g.jsonl"}
{"event":"resumed","t_ms":7,"ply":4,"move_number":3,"side":"white","white_ms":1,"black_ms":null,"sealed":true,"journal":"g.jsonl","pending":"2. Anton c 3","draw_offer":"black","over":false,"recorded_ago_ms":12}
{"event":"resumed","t_ms":7,"ply":0,"move_number":1,"side":"white","white_ms":null,"black_ms":null,"sealed":false,"journal":"g.jsonl","pending":null,"draw_offer":null,"over":true,"recorded_ago_ms":null}
{"event":"announce","t_ms":7,"ply":1,"move_number":1,"side":"white","san":"e4","uci":"e2e4","text":"Eva vier","correction":true,"pending":true,"source":"board"}
{"event":"announce","t_ms":7,"ply":2,"move_number":1,"side":"black","san":"e5","uci":"e7e5","text":"Eva fünf","pending":false,"source":"server"}
{"event":"announce","t_ms":7,"ply":3,"move_number":2,"side":"white","san":"Nf3","uci":"g1f3","text":"Springer","pending":false}
{"event":"announce","t_ms":7,"ply":4,"move_number":2,"side":"black","san":"Nc6","uci":"b8c6","text":"Board 2: Springer","pending":false,"source":"broadcast","game":{"board":2,"url":"https://lichess.org/broadcast/-/-/abcd1234/efgh5678"}}
{"event":"board","t_ms":7,"state":"differs","kind":"dgt","where":"/dev/ttyACM0","squares":[{"square":"f3","shown":"N","expected":null},{"square":"g8","shown":null,"expected":"n"}],"plies":2,"text":"differs"}
{"event":"board","t_ms":7,"state":"lost","text":"lost"}
{"event":"result","t_ms":7,"result":"1/2-1/2","reason":"agreement","side":"black","by":"black","detail":"arbiter"}
{"event":"result","t_ms":7,"result":"1-0","reason":"checkmate"}
{"event":"confirm","t_ms":7,"action":"seal","side":"black"}
{"event":"draw_offer","t_ms":7,"side":"white"}
{"event":"draw_declined","t_ms":7,"side":"black"}
{"event":"claim","t_ms":7,"kind":"fifty_moves","valid":false,"side":"white"}
{"event":"penalty","t_ms":7,"side":"white","reason":"illegal_move","illegal_moves":1,"added_ms":120000,"opponent_ms":300000}
{"event":"penalty","t_ms":7,"side":"black","reason":"incorrect_claim","added_ms":null,"opponent_ms":null}
{"event":"adjourned","t_ms":7,"sealed_by":"black","move_number":41,"white_ms":1,"black_ms":null,"fen":"8/8/8/8/8/8/8/K6k w - - 0 41","draw_offer":"white"}
{"event":"envelope_code","t_ms":7,"code":"K7QM2-XHD9P"}
{"event":"takeback","t_ms":7,"ply":5,"white_ms":10,"black_ms":20,"cancelled_result":"0-1"}
{"event":"discrepancy","t_ms":7,"ply":3,"sheet":"black","game":"Nf3","recorded":"Nc3","agree_until_ply":2,"move_number":2,"side":"white","fen":"start","white_ms":null,"black_ms":8}
{"event":"notice","t_ms":7,"text":"a notice"}
{"event":"notice","t_ms":7,"text":"left: j.jsonl"}
{"event":"answer","t_ms":7,"query":"board","text":"row","continued":true}
{"event":"answer","t_ms":7,"query":"time","text":"five"}
{"event":"rate","t_ms":7,"percent":150,"text":"Speech rate 150 percent"}
{"event":"cursor","t_ms":7,"square":"e4","text":"Eva vier","row":"⠀⠀","view":"black"}
{"event":"review","t_ms":7,"ply":46,"side":"black","san":"Re8","verdict":"blunder","best":"Qd5","before":{"cp":60},"after":{"mate":3},"text":"a blunder"}
{"event":"review","t_ms":7,"ply":3,"side":"white","san":"g4","verdict":"inaccuracy","best":null,"before":{"mate":-4},"after":{"cp":-120},"text":"an inaccuracy"}
{"event":"error","t_ms":7,"message":"illegal \"move\"","code":"illegal_move"}"#;
