//! DGT LiveChess 2's WebSocket "EBoards" API on the local machine, from the exchange captured between LiveChess and
//! a client: `{"id":1,"call":"eboards"}` → the list of boards, each with its placement (`board`, a FEN's first
//! field); `{"id":2,"call":"subscribe","param":{"feed":"eboardevent","id":F,…}}` → `null`; then a
//! `{"response":"feed","id":F,"param":{"serialnr":…,"flipped":false,"board":…}}` for every change, half-made moves
//! included. Each `eboards` answered counts as a whole read.

use std::{
    net::{TcpListener, TcpStream},
    sync::{
        atomic::{AtomicBool, Ordering},
        mpsc::{self, Receiver, Sender},
        Arc, Mutex, PoisonError,
    },
    thread,
    time::Duration,
};

use serde_json::{json, Value};
use shakmaty::{Board, Piece, Square};
use tungstenite::{
    handshake::server::{ErrorResponse, Request, Response},
    Message, WebSocket,
};

use super::{BoardDouble, SharedShown};

/// The path LiveChess serves its API on.
const API: &str = "/api/v1.0";
/// The board's serial number in the list.
const SERIAL: &str = "23946";

/// A LiveChess server with one board, which the test's hands move pieces on.
pub(crate) struct LiveChessDouble {
    shown: SharedShown,
    port: u16,
    stopped: Arc<AtomicBool>,
    duplicates: Arc<AtomicBool>,
    /// Where each connection takes the feeds to send (the placement after a change).
    feeds: Arc<Mutex<Vec<Sender<String>>>>,
    closing: Arc<AtomicBool>,
}

impl LiveChessDouble {
    /// A server on 127.0.0.1 (a port the system chose) with a board showing the start position.
    pub(crate) fn new() -> LiveChessDouble {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a local port for LiveChess");
        let port = listener.local_addr().expect("its address").port();
        let double = LiveChessDouble {
            shown: SharedShown::default(),
            port,
            stopped: Arc::default(),
            duplicates: Arc::default(),
            feeds: Arc::default(),
            closing: Arc::default(),
        };
        let server = Server {
            shown: double.shown.clone(),
            stopped: Arc::clone(&double.stopped),
            duplicates: Arc::clone(&double.duplicates),
            closing: Arc::clone(&double.closing),
        };
        let feeds = Arc::clone(&double.feeds);
        listener
            .set_nonblocking(true)
            .expect("a listener that can be stopped");
        thread::spawn(move || accept(&listener, &server, &feeds));
        double
    }

    /// The server falls silent (`true`: answers nothing, sends no feed) or speaks again.
    pub(crate) fn stop(&mut self, stopped: bool) {
        self.stopped.store(stopped, Ordering::SeqCst);
    }

    /// Every feed is sent twice from now on (LiveChess "may send the same move twice").
    pub(crate) fn duplicate_feeds(&mut self) {
        self.duplicates.store(true, Ordering::SeqCst);
    }

    /// The placement after a change, sent to every subscribed connection unless lost or silent.
    fn report(&self, report: bool) {
        if !report || self.stopped.load(Ordering::SeqCst) {
            return;
        }
        let placement = self.shown.lock().board.board_fen().to_string();
        let mut feeds = self.feeds.lock().unwrap_or_else(PoisonError::into_inner);
        feeds.retain(|feed| feed.send(placement.clone()).is_ok());
    }
}

impl Drop for LiveChessDouble {
    fn drop(&mut self) {
        self.closing.store(true, Ordering::SeqCst);
    }
}

impl BoardDouble for LiveChessDouble {
    fn kind(&self) -> &'static str {
        "livechess"
    }

    fn address(&self) -> String {
        format!("ws://127.0.0.1:{}{API}", self.port)
    }

    fn set_position(&mut self, board: &Board) {
        self.shown.set_position(board);
    }

    fn lift(&mut self, square: Square) {
        let (_, report) = self.shown.change(square, None);
        self.report(report);
    }

    fn place(&mut self, square: Square, piece: Piece) {
        let (_, report) = self.shown.change(square, Some(piece));
        self.report(report);
    }

    fn drop_next_update(&mut self) {
        self.shown.lock().drop_next = true;
    }

    fn whole_reads(&self) -> u64 {
        self.shown.lock().reads
    }

    fn answering(&self) -> bool {
        !self.stopped.load(Ordering::SeqCst)
    }
}

/// What every connection's thread shares.
#[derive(Clone)]
struct Server {
    shown: SharedShown,
    stopped: Arc<AtomicBool>,
    duplicates: Arc<AtomicBool>,
    closing: Arc<AtomicBool>,
}

/// Accepts connections until the double is dropped, each served on a thread of its own.
fn accept(listener: &TcpListener, server: &Server, feeds: &Mutex<Vec<Sender<String>>>) {
    while !server.closing.load(Ordering::SeqCst) {
        match listener.accept() {
            Ok((stream, _)) => {
                let (sender, receiver) = mpsc::channel();
                feeds
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .push(sender);
                let server = server.clone();
                thread::spawn(move || serve(stream, &server, &receiver));
            }
            Err(_) => thread::sleep(Duration::from_millis(10)),
        }
    }
}

/// One client: the handshake (on the API's path only), then calls answered and feeds sent, until it leaves.
fn serve(stream: TcpStream, server: &Server, feeds: &Receiver<String>) {
    let _ = stream.set_nonblocking(false);
    // tungstenite's callback type: its error is a whole HTTP response.
    #[allow(clippy::result_large_err)]
    let only_the_api = |request: &Request, response: Response| -> Result<Response, ErrorResponse> {
        if request.uri().path() == API {
            Ok(response)
        } else {
            let mut refused = ErrorResponse::new(Some("no such API".into()));
            *refused.status_mut() = tungstenite::http::StatusCode::NOT_FOUND;
            Err(refused)
        }
    };
    let Ok(mut socket) = tungstenite::accept_hdr(stream, only_the_api) else {
        return;
    };
    let _ = socket
        .get_ref()
        .set_read_timeout(Some(Duration::from_millis(10)));
    let mut subscribed: Option<Value> = None;
    while !server.closing.load(Ordering::SeqCst) {
        for placement in feeds.try_iter() {
            if let Some(feed) = &subscribed {
                let copies = if server.duplicates.load(Ordering::SeqCst) {
                    2
                } else {
                    1
                };
                for _ in 0..copies {
                    if send(&mut socket, &feed_message(feed, &placement)).is_err() {
                        return;
                    }
                }
            }
        }
        match socket.read() {
            Ok(Message::Text(text)) => {
                let Ok(call) = serde_json::from_str::<Value>(text.as_str()) else {
                    continue;
                };
                if server.stopped.load(Ordering::SeqCst) {
                    continue;
                }
                if call["call"] == "subscribe" {
                    subscribed = Some(call["param"]["id"].clone());
                }
                if let Some(answer) = answer(&call, server) {
                    if send(&mut socket, &answer).is_err() {
                        return;
                    }
                }
            }
            Ok(Message::Close(_)) => return,
            Ok(_) => {}
            Err(tungstenite::Error::Io(error))
                if matches!(
                    error.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(_) => return,
        }
    }
}

/// The answer to a call: the board list for `eboards` (a whole read), `null` for `subscribe`, nothing otherwise.
fn answer(call: &Value, server: &Server) -> Option<Value> {
    let param = match call["call"].as_str()? {
        "eboards" => {
            let mut shown = server.shown.lock();
            shown.reads += 1;
            json!([{
                "serialnr": SERIAL,
                "source": "COM3",
                "state": "ACTIVE",
                "battery": "84%",
                "comment": null,
                "board": shown.board.board_fen().to_string(),
                "flipped": false,
                "clock": null,
            }])
        }
        "subscribe" => Value::Null,
        _ => return None,
    };
    Some(json!({"response": "call", "id": call["id"], "param": param, "time": 0}))
}

/// A feed of the subscription `feed` with `placement`.
fn feed_message(feed: &Value, placement: &str) -> Value {
    json!({
        "response": "feed",
        "id": feed,
        "param": {"serialnr": SERIAL, "flipped": false, "board": placement},
        "time": 0,
    })
}

/// Sends `value` as a text message.
fn send(socket: &mut WebSocket<TcpStream>, value: &Value) -> tungstenite::Result<()> {
    socket.send(Message::text(value.to_string()))
}
