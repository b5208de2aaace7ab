//! A lichess double on 127.0.0.1: an HTTP/1.1 server speaking the Board API's endpoints as its published
//! specification describes them (written from the API's documents, not from tactus' client), driven by the test:
//! the event stream and each game stream are chunked NDJSON whose pieces the test sends (a line in any split, blank
//! keep-alives, the stream closed), each request is kept for the test to wait for, and a request may be answered with
//! a scripted status and body (a 400, a 429 with an HTML page); the test may wait for tactus to close a game's
//! stream. Every request must carry the token, but for what is exported publicly (`lichess/exports.rs`) and the
//! broadcasts (`/api/broadcast`, a round's PGN stream): the official broadcasts are listed (two, one round of each
//! played now), and each connection to a round's stream gets the next stream the test made, whose pieces it sends.

use std::{
    collections::VecDeque,
    io::{BufRead, BufReader, Read, Write},
    net::{TcpListener, TcpStream},
    sync::{
        mpsc::{self, Receiver, Sender},
        Arc, Condvar, Mutex,
    },
    thread,
    time::Instant,
};

use super::running::PATIENCE;

mod exports;

/// The token the double accepts.
pub(crate) const TOKEN: &str = "lip_test_token";

/// An answer scripted for the next request whose path starts with a prefix.
struct Scripted {
    prefix: String,
    status: &'static str,
    kind: &'static str,
    body: String,
}

#[derive(Default)]
struct Shared {
    /// Every request as `METHOD PATH`, with its body after a space when it has one.
    requests: Vec<String>,
    answers: VecDeque<Scripted>,
    /// The streams the next connections to the event stream and to a game stream get, in order.
    event_streams: VecDeque<Receiver<Vec<u8>>>,
    game_streams: VecDeque<Receiver<Vec<u8>>>,
    /// The streams the next connections to a broadcast round's PGN get, in order.
    round_streams: VecDeque<Receiver<Vec<u8>>>,
    /// How many game streams were opened, and which of them (counting from 1) tactus closed.
    game_streams_opened: usize,
    game_streams_closed: Vec<usize>,
    /// The streams that stay open until the double ends (a seek).
    held: Vec<Sender<Vec<u8>>>,
    /// What is exported (studies, games, rounds, a user's games): `exports.rs`.
    exports: Vec<exports::Export>,
}

/// The double, serving until it is dropped with the test.
pub(crate) struct Lichess {
    pub url: String,
    shared: Arc<(Mutex<Shared>, Condvar)>,
}

impl Lichess {
    /// A double on a free port of 127.0.0.1.
    pub(crate) fn start() -> Lichess {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let shared = Arc::new((Mutex::new(Shared::default()), Condvar::new()));
        let serving = Arc::clone(&shared);
        thread::spawn(move || {
            for socket in listener.incoming() {
                let Ok(socket) = socket else { break };
                let shared = Arc::clone(&serving);
                thread::spawn(move || serve(socket, &shared));
            }
        });
        Lichess { url, shared }
    }

    /// The next connection to the event stream: what is sent here goes out as its chunks.
    pub(crate) fn event_stream(&self) -> Sender<Vec<u8>> {
        let (sender, receiver) = mpsc::channel();
        self.shared
            .0
            .lock()
            .unwrap()
            .event_streams
            .push_back(receiver);
        sender
    }

    /// The next connection to a game's stream; dropping the sender ends the stream.
    pub(crate) fn game_stream(&self) -> Sender<Vec<u8>> {
        let (sender, receiver) = mpsc::channel();
        self.shared
            .0
            .lock()
            .unwrap()
            .game_streams
            .push_back(receiver);
        sender
    }

    /// The next connection to a broadcast round's PGN stream: what is sent here goes out as its chunks; dropping
    /// the sender ends the stream.
    pub(crate) fn round_stream(&self) -> Sender<Vec<u8>> {
        let (sender, receiver) = mpsc::channel();
        self.shared
            .0
            .lock()
            .unwrap()
            .round_streams
            .push_back(receiver);
        sender
    }

    /// The next request whose path starts with `prefix` is answered with `status` and `body`.
    pub(crate) fn answer(
        &self,
        prefix: &str,
        status: &'static str,
        kind: &'static str,
        body: &str,
    ) {
        self.shared.0.lock().unwrap().answers.push_back(Scripted {
            prefix: prefix.into(),
            status,
            kind,
            body: body.into(),
        });
    }

    /// Waits for the `n`th request (counting from 1) that starts with `prefix` (`POST /api/board/game/g1/move/`);
    /// returns it.
    pub(crate) fn wait_request(&self, prefix: &str, n: usize) -> String {
        let deadline = Instant::now() + PATIENCE;
        let (lock, changed) = &*self.shared;
        let mut shared = lock.lock().unwrap();
        loop {
            let matching: Vec<&String> = shared
                .requests
                .iter()
                .filter(|r| r.starts_with(prefix))
                .collect();
            if let Some(found) = matching.get(n - 1) {
                return (*found).clone();
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "no request {prefix}; requests: {:?}",
                shared.requests
            );
            shared = changed.wait_timeout(shared, left).unwrap().0;
        }
    }

    /// Waits until tactus has closed its connection to the `n`th game stream opened (counting from 1).
    pub(crate) fn wait_game_stream_closed(&self, n: usize) {
        let deadline = Instant::now() + PATIENCE;
        let (lock, changed) = &*self.shared;
        let mut shared = lock.lock().unwrap();
        while !shared.game_streams_closed.contains(&n) {
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(!left.is_zero(), "game stream {n} was not closed");
            shared = changed.wait_timeout(shared, left).unwrap().0;
        }
    }

    /// Every request so far.
    pub(crate) fn requests(&self) -> Vec<String> {
        self.shared.0.lock().unwrap().requests.clone()
    }
}

/// The official broadcasts (`GET /api/broadcast`, NDJSON): two, each with a round played now (`r2ongoin`,
/// `r3ongoin`) and one that is not.
const BROADCASTS: &str = concat!(
    r#"{"tour":{"id":"tour0001","name":"Tata Steel Masters","slug":"tata-steel","url":"https://lichess.org/broadcast/tata-steel/tour0001"},"rounds":[{"id":"r1finish","name":"Round 4","slug":"round-4","finished":true},{"id":"r2ongoin","name":"Round 5","slug":"round-5","ongoing":true}]}"#,
    "\n",
    r#"{"tour":{"id":"tour0002","name":"Women's Open","slug":"womens-open"},"rounds":[{"id":"r3ongoin","name":"Round 1","slug":"round-1","ongoing":true},{"id":"r4later1","name":"Round 2","slug":"round-2"}]}"#,
    "\n",
);

/// One line of NDJSON, as a chunk.
pub(crate) fn line(json: &str) -> Vec<u8> {
    format!("{json}\n").into_bytes()
}

/// A `gameFull` of game `g1`: White `ada`, Black `bo`, 15+10, with `state`.
pub(crate) fn game_full(state: &str) -> String {
    format!(
        r#"{{"type":"gameFull","id":"g1","variant":{{"key":"standard"}},"speed":"rapid","perf":{{"name":"Rapid"}},"rated":false,"createdAt":1764237600000,"white":{{"id":"ada","name":"Ada","rating":1500}},"black":{{"id":"bo","name":"Bo","rating":1480}},"initialFen":"startpos","clock":{{"initial":900000,"increment":10000}},"state":{state}}}"#
    )
}

/// A `gameState` with `moves`, the clocks and `extra` fields (`,"bdraw":true`).
pub(crate) fn game_state(moves: &str, wtime: u64, btime: u64, status: &str, extra: &str) -> String {
    format!(
        r#"{{"type":"gameState","moves":"{moves}","wtime":{wtime},"btime":{btime},"winc":10000,"binc":10000,"status":"{status}"{extra}}}"#
    )
}

/// The event stream's `gameStart` of game `g1`, the account playing `color`.
pub(crate) fn game_start(color: &str) -> String {
    event_game("gameStart", "g1", color)
}

/// An event (`gameStart`, `gameFinish`) of game `id`, the account playing `color` against Ada.
pub(crate) fn event_game(kind: &str, id: &str, color: &str) -> String {
    format!(
        r#"{{"type":"{kind}","game":{}}}"#,
        playing_game(id, color, "Ada", "rapid", true)
    )
}

/// A game as the event stream and `/api/account/playing` name it: `id`, the account playing `color` against
/// `opponent` at `speed`, the Board API allowed to play it or not (`board`).
pub(crate) fn playing_game(
    id: &str,
    color: &str,
    opponent: &str,
    speed: &str,
    board: bool,
) -> String {
    format!(
        r#"{{"fullId":"{id}abcd","gameId":"{id}","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","color":"{color}","lastMove":"","source":"lobby","status":{{"id":20,"name":"started"}},"variant":{{"key":"standard","name":"Standard"}},"speed":"{speed}","perf":"{speed}","rated":false,"hasMoved":false,"opponent":{{"id":"{id_of}","username":"{opponent}","rating":1480}},"isMyTurn":{my_turn},"secondsLeft":900,"compat":{{"bot":false,"board":{board}}},"id":"{id}"}}"#,
        id_of = opponent.to_lowercase(),
        my_turn = color == "white",
    )
}

fn serve(socket: TcpStream, shared: &Arc<(Mutex<Shared>, Condvar)>) {
    let mut reader = BufReader::new(socket.try_clone().unwrap());
    let mut head = String::new();
    if reader.read_line(&mut head).is_err() || head.is_empty() {
        return;
    }
    let mut length = 0;
    let mut authorized = false;
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header).is_err() || header == "\r\n" || header.is_empty() {
            break;
        }
        let lower = header.to_ascii_lowercase();
        if let Some(value) = lower.strip_prefix("content-length:") {
            length = value.trim().parse().unwrap_or(0);
        }
        if lower.starts_with("authorization:") {
            let value = header.split_once(':').map(|(_, value)| value.trim());
            authorized = value == Some(format!("Bearer {TOKEN}").as_str());
        }
    }
    let mut body = vec![0; length];
    let _ = reader.read_exact(&mut body);
    let mut parts = head.split_whitespace();
    let (method, path) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
    let request = if body.is_empty() {
        format!("{method} {path}")
    } else {
        format!("{method} {path} {}", String::from_utf8_lossy(&body))
    };
    let (lock, changed) = &**shared;
    let mut state = lock.lock().unwrap();
    state.requests.push(request.clone());
    changed.notify_all();
    let mut socket = socket;
    if let Some((status, kind, body)) = exports::answer(&mut state, &request, authorized) {
        drop(state);
        return whole(&mut socket, &status, kind, &body);
    }
    let public = path.starts_with("/api/broadcast") || path.starts_with("/api/stream/broadcast/");
    if !authorized && !public {
        drop(state);
        return whole(
            &mut socket,
            "401 Unauthorized",
            "application/json",
            r#"{"error":"No such token"}"#,
        );
    }
    if let Some(index) = state
        .answers
        .iter()
        .position(|a| request.starts_with(&a.prefix))
    {
        let scripted = state.answers.remove(index).unwrap();
        drop(state);
        return whole(&mut socket, scripted.status, scripted.kind, &scripted.body);
    }
    let stream = match (method, path) {
        ("GET", "/api/stream/event") => state.event_streams.pop_front(),
        ("GET", p) if p.starts_with("/api/stream/broadcast/round/") => {
            state.round_streams.pop_front()
        }
        ("GET", p) if p.starts_with("/api/board/game/stream/") => {
            let stream = state.game_streams.pop_front();
            if stream.is_some() {
                state.game_streams_opened += 1;
                watch_closing(&socket, state.game_streams_opened, shared);
            }
            stream
        }
        ("POST", "/api/board/seek") => {
            let (sender, receiver) = mpsc::channel();
            state.held.push(sender);
            Some(receiver)
        }
        // A challenge kept open (keepAliveStream): the challenge first, then nothing until it is answered.
        ("POST", p) if p.starts_with("/api/challenge/") && p != "/api/challenge/ai" => {
            let (sender, receiver) = mpsc::channel();
            let user = p.trim_start_matches("/api/challenge/");
            let challenge = format!(
                r#"{{"id":"c1","url":"http://127.0.0.1/c1","status":"created","challenger":{{"id":"bo","name":"Bo"}},"destUser":{{"id":"{user}","name":"{user}"}},"rated":false,"speed":"blitz","timeControl":{{"type":"clock","limit":300,"increment":3,"show":"5+3"}},"color":"random"}}"#
            );
            let _ = sender.send(line(&challenge));
            state.held.push(sender);
            Some(receiver)
        }
        _ => None,
    };
    drop(state);
    match (method, path, stream) {
        (_, _, Some(stream)) => chunked(&mut socket, &stream),
        ("GET", "/api/account", None) => whole(
            &mut socket,
            "200 OK",
            "application/json",
            r#"{"id":"bo","username":"Bo"}"#,
        ),
        ("GET", "/api/account/playing", None) => whole(
            &mut socket,
            "200 OK",
            "application/json",
            r#"{"nowPlaying":[]}"#,
        ),
        ("GET", p, None) if p.starts_with("/api/broadcast?") || p == "/api/broadcast" => {
            whole(&mut socket, "200 OK", "application/x-ndjson", BROADCASTS)
        }
        ("POST", "/api/challenge/ai", None) => whole(
            &mut socket,
            "201 Created",
            "application/json",
            r#"{"id":"g1"}"#,
        ),
        ("POST", _, None) => whole(&mut socket, "200 OK", "application/json", r#"{"ok":true}"#),
        _ => whole(
            &mut socket,
            "404 Not Found",
            "application/json",
            r#"{"error":"Not found"}"#,
        ),
    }
}

/// Notes game stream `n` closed once tactus closes `socket` (it sends nothing on a stream's connection after its
/// request, so the first thing read is the end).
fn watch_closing(socket: &TcpStream, n: usize, shared: &Arc<(Mutex<Shared>, Condvar)>) {
    let Ok(mut socket) = socket.try_clone() else {
        return;
    };
    let shared = Arc::clone(shared);
    thread::spawn(move || {
        let mut byte = [0u8; 1];
        while socket.read(&mut byte).is_ok_and(|read| read > 0) {}
        let (lock, changed) = &*shared;
        // A test that failed holding the lock has said why already.
        if let Ok(mut shared) = lock.lock() {
            shared.game_streams_closed.push(n);
            changed.notify_all();
        }
    });
}

fn whole(socket: &mut TcpStream, status: &str, kind: &str, body: &str) {
    let _ = write!(
        socket,
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
}

/// Sends what `pieces` gives as chunks, one each, until the sender is dropped; then ends the stream.
fn chunked(socket: &mut TcpStream, pieces: &Receiver<Vec<u8>>) {
    let head = "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n";
    if socket.write_all(head.as_bytes()).is_err() {
        return;
    }
    for piece in pieces {
        let mut chunk = format!("{:x}\r\n", piece.len()).into_bytes();
        chunk.extend_from_slice(&piece);
        chunk.extend_from_slice(b"\r\n");
        if socket
            .write_all(&chunk)
            .and_then(|()| socket.flush())
            .is_err()
        {
            return;
        }
    }
    let _ = socket.write_all(b"0\r\n\r\n");
}
