//! The JSON lines of events, as the contract writes them (docs/cli.md, "Events").

use super::*;
use crate::boundary::ErrorCode;
use crate::rules::GameResult;

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
            Event::answer("time", "White \"five\""),
            r#"{"event":"answer","t_ms":42,"query":"time","text":"White \"five\""}"#,
        ),
        (
            Event::answer_lines("board", ["one", "two"])[1].clone(),
            r#"{"event":"answer","t_ms":42,"query":"board","text":"two","continued":true}"#,
        ),
        (
            Event::Error {
                code: ErrorCode::NoOffer,
                message: "no".into(),
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
                Some("seen".into()),
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
                text: "left: j.jsonl".into(),
                spoken: "left".into(),
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
