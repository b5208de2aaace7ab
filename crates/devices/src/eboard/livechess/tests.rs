//! LiveChess's JSON, on messages shaped as a captured exchange.

use super::*;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
const BOARDS: &str = r#"{"response":"call","id":1,"param":[{"serialnr":"23946","source":"COM3","state":"ACTIVE","battery":"84%","comment":null,"board":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR","flipped":false,"clock":null}],"time":1587041390125}"#;

#[test]
fn calls_are_written_as_livechess_reads_them() {
    let eboards: Value = serde_json::from_str(&eboards_call(1)).unwrap();
    assert_eq!(eboards, json!({"id":1,"call":"eboards"}));
    let subscribe: Value = serde_json::from_str(&subscribe_call(2, 1, "23946")).unwrap();
    assert_eq!(
        subscribe,
        json!({"id":2,"call":"subscribe","param":{"feed":"eboardevent","id":1,"param":{"serialnr":"23946"}}})
    );
}

#[test]
fn the_list_of_boards_reads_with_each_placement_and_state() {
    let Some(LiveChessMessage::Boards { id, boards }) = read(BOARDS) else {
        panic!("not read")
    };
    assert_eq!(id, 1);
    assert_eq!(
        boards,
        [EBoard {
            serialnr: "23946".into(),
            state: "ACTIVE".into(),
            placement: Placement::from_fen(START),
            flipped: false,
        }]
    );
    assert!(boards[0].answers());
}

#[test]
fn a_board_not_responding_does_not_answer_and_the_serial_number_picks() {
    let text = r#"{"response":"call","id":4,"param":[
        {"serialnr":"1","state":"NOTRESPONDING","board":"8/8/8/8/8/8/8/8","flipped":true},
        {"serialnr":2,"state":"DELAYED"},
        {"serialnr":"3","state":"INACTIVE","board":"not a board"},
        {"state":"ACTIVE"}]}"#;
    let Some(LiveChessMessage::Boards { boards, .. }) = read(text) else {
        panic!("not read")
    };
    assert_eq!(boards.len(), 3);
    assert!(!boards[0].answers() && boards[0].flipped);
    assert_eq!(boards[0].placement, Some(Placement::empty()));
    assert!(!boards[1].answers());
    assert_eq!(boards[1].serialnr, "2");
    assert!(boards[2].answers());
    assert_eq!(boards[2].placement, None);
    assert_eq!(pick(&boards, None).map(|b| b.serialnr.as_str()), Some("1"));
    assert_eq!(
        pick(&boards, Some("3")).map(|b| b.serialnr.as_str()),
        Some("3")
    );
    assert_eq!(pick(&boards, Some("9")), None);
    assert_eq!(pick(&[], None), None);
}

#[test]
fn feeds_give_the_placement_and_duplicates_give_the_same() {
    let text = r#"{"response":"feed","id":1,"param":{"serialnr":"23946","flipped":false,"board":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR","san":["e4"]},"time":1}"#;
    let expected = LiveChessMessage::Feed {
        serialnr: "23946".into(),
        placement: Placement::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR").unwrap(),
    };
    assert_eq!(read(text), Some(expected.clone()));
    assert_eq!(read(text), Some(expected));
}

#[test]
fn other_answers_and_garbage_read_as_what_they_are() {
    assert_eq!(
        read(r#"{"response":"call","id":2,"param":null,"time":5}"#),
        Some(LiveChessMessage::Answered { id: 2 })
    );
    for text in [
        "",
        "{",
        "[1,2]",
        r#"{"call":"eboards","id":1}"#,
        r#"{"response":"feed","id":1,"param":{"serialnr":"1","board":"xyz"}}"#,
        r#"{"response":"feed","id":1,"param":{"board":"8/8/8/8/8/8/8/8"}}"#,
        r#"{"response":"error","id":1}"#,
        r#"{"response":"call","param":[]}"#,
    ] {
        assert_eq!(read(text), None, "{text}");
    }
}
