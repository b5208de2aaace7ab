//! The drivers on every system: a board absent at the start, and LiveChess played by a double on a loopback
//! WebSocket. The waits here are for the driver's thread to act; no test measures time.

use std::net::TcpListener;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use tactus_core::Placement;

use super::*;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
const WAIT: Duration = Duration::from_secs(10);

fn placement(fen: &str) -> Placement {
    Placement::from_fen(fen).unwrap()
}

pub(super) fn address(kind: BoardKind, place: &str) -> BoardAddress {
    BoardAddress {
        kind,
        place: place.to_string(),
    }
}

pub(super) fn board_inputs(incoming: &Receiver<Incoming>, count: usize) -> Vec<BoardInput> {
    (0..count)
        .map(
            |_| match incoming.recv_timeout(WAIT).expect("the board reports") {
                Incoming::Input(Input::Board(input)) => input,
                other => panic!("not a board's input: {other:?}"),
            },
        )
        .collect()
}

#[test]
fn a_board_absent_at_the_start_is_lost_and_dropping_its_connection_ends_its_thread() {
    let (input, incoming) = mpsc::channel();
    let connection = BoardConnection::open(
        address(BoardKind::Dgt, "/dev/no-such-board"),
        Delivery::Spontaneous(input),
    );
    let told = board_inputs(&incoming, 1);
    assert!(
        matches!(&told[0], BoardInput::Lost { reason } if reason.to_string().contains("/dev/no-such-board"))
    );
    drop(connection);
    loop {
        match incoming.recv_timeout(WAIT) {
            Err(RecvTimeoutError::Disconnected) => break,
            Ok(more) => assert!(
                !matches!(more, Incoming::Input(Input::Board(BoardInput::Lost { .. }))),
                "lost twice"
            ),
            Err(RecvTimeoutError::Timeout) => panic!("the thread still runs"),
        }
    }
}

/// LiveChess on a loopback WebSocket: lists one board with its placement, takes a subscription, and sends each feed
/// the test gives it.
fn livechess_double(
    placement: Arc<Mutex<Placement>>,
    feeds: Receiver<String>,
) -> (String, JoinHandle<Vec<String>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("ws://{}/api/v1.0", listener.local_addr().unwrap());
    let thread = std::thread::spawn(move || {
        let (stream, _) = listener.accept().unwrap();
        let mut socket = tungstenite::accept(stream).unwrap();
        socket
            .get_ref()
            .set_read_timeout(Some(Duration::from_millis(20)))
            .unwrap();
        let mut calls = Vec::new();
        loop {
            while let Ok(feed) = feeds.try_recv() {
                socket.send(tungstenite::Message::text(feed)).unwrap();
            }
            let text = match socket.read() {
                Ok(tungstenite::Message::Text(text)) => text.to_string(),
                Ok(_) => continue,
                Err(tungstenite::Error::Io(error))
                    if error.kind() == std::io::ErrorKind::WouldBlock =>
                {
                    continue
                }
                Err(_) => return calls,
            };
            let call: serde_json::Value = serde_json::from_str(&text).unwrap();
            let id = call["id"].clone();
            let answer = if call["call"] == "eboards" {
                let fen = placement.lock().unwrap().fen();
                serde_json::json!({"response":"call","id":id,"param":[{"serialnr":"23946","source":"COM3",
                    "state":"ACTIVE","battery":"84%","comment":null,"board":fen,"flipped":false,"clock":null}],"time":1})
            } else {
                serde_json::json!({"response":"call","id":id,"param":null,"time":1})
            };
            calls.push(text);
            // Feeds given before the call are sent before its answer, as a board's changes come before a later read.
            while let Ok(feed) = feeds.try_recv() {
                socket.send(tungstenite::Message::text(feed)).unwrap();
            }
            socket
                .send(tungstenite::Message::text(answer.to_string()))
                .unwrap();
        }
    });
    (url, thread)
}

#[test]
fn a_livechess_board_is_chosen_subscribed_to_and_read_from_its_feeds_and_lists() {
    let shown = Arc::new(Mutex::new(placement(START)));
    let (feed, feeds) = mpsc::channel();
    let (url, server) = livechess_double(Arc::clone(&shown), feeds);
    let mut connection =
        BoardConnection::open(address(BoardKind::LiveChess, &url), Delivery::OnRequest);
    let start = BoardInput::Placement(placement(START));
    let connected = BoardInput::Connected {
        kind: BoardKind::LiveChess,
        place: url.clone(),
    };
    assert_eq!(connection.read_whole(), [connected, start]);

    *shown.lock().unwrap() = placement(AFTER_E4);
    let text = format!(
        r#"{{"response":"feed","id":1,"param":{{"serialnr":"23946","flipped":false,"board":"{AFTER_E4}","san":["e4"]}},"time":2}}"#
    );
    feed.send(text.clone()).unwrap();
    feed.send(text).unwrap();
    let told = connection.read_whole();
    let after = BoardInput::Placement(placement(AFTER_E4));
    assert!(
        told.len() >= 2 && told.iter().all(|input| *input == after),
        "{told:?}"
    );
    drop(connection);
    let calls = server.join().unwrap();
    let count = |call: &str| {
        calls
            .iter()
            .filter(|text| text.contains(&format!(r#""call":"{call}""#)))
            .count()
    };
    assert_eq!((count("eboards"), count("subscribe")), (2, 1), "{calls:?}");
    assert!(calls.iter().any(|text| text.contains("23946")), "{calls:?}");
}

#[test]
fn livechess_is_probed_for_the_boards_it_serves() {
    let (_feed, feeds) = mpsc::channel();
    let (url, server) = livechess_double(Arc::new(Mutex::new(placement(START))), feeds);
    let found = find::probe_livechess(&url);
    assert_eq!(
        found,
        [find::FoundBoard {
            kind: Some(BoardKind::LiveChess),
            place: format!("{url}#23946"),
            about: "LiveChess board 23946, ACTIVE".into(),
            not_probed: None,
        }]
    );
    assert_eq!(
        found[0].line(),
        format!("livechess:{url}#23946 (LiveChess board 23946, ACTIVE)")
    );
    assert_eq!(server.join().unwrap().len(), 1);
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let closed = format!("ws://{}/api/v1.0", listener.local_addr().unwrap());
    drop(listener);
    assert_eq!(find::probe_livechess(&closed), []);
}
