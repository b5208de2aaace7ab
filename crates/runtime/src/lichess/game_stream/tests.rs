//! A game's stream read against a one-connection server on 127.0.0.1 whose chunks the test sends one by one.

use std::{
    io::{BufRead, BufReader, Write},
    net::TcpListener,
    sync::mpsc::{self, Receiver, RecvTimeoutError},
    thread,
    time::Duration,
};

use tactus_core::GameLine;

use super::*;
use crate::lichess::{read_token, Client};

/// How long a test waits for the stream's thread before it fails (never reached when all is well).
const PATIENCE: Duration = Duration::from_secs(20);

/// A game's stream served chunk by chunk as `pieces` gives them, ended when the sender is dropped; opened.
fn open() -> (Sender<Vec<u8>>, Stream) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let (pieces, received) = mpsc::channel::<Vec<u8>>();
    thread::spawn(move || {
        let (socket, _) = listener.accept().unwrap();
        let mut reader = BufReader::new(socket.try_clone().unwrap());
        let mut line = String::new();
        while reader.read_line(&mut line).is_ok_and(|n| n > 0) && line != "\r\n" {
            line.clear();
        }
        let mut socket = socket;
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n";
        let _ = socket.write_all(head.as_bytes());
        for piece in received {
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
    });
    let client = Client::new(&url, read_token("lip_test").unwrap(), PATIENCE);
    let stream = client
        .open_game_stream("/api/board/game/stream/abc")
        .unwrap();
    (pieces, stream)
}

fn next(from_stream: &Receiver<Incoming>) -> Result<ServerInput, RecvTimeoutError> {
    match from_stream.recv_timeout(PATIENCE)? {
        Incoming::Input(Input::Server(said)) => Ok(said),
        other => panic!("not the server's: {other:?}"),
    }
}

const CHAT: &str = r#"{"type":"chatLine","room":"player","username":"a","text":"hi"}"#;

#[test]
fn a_streams_lines_keep_alives_and_end_reach_the_loop_in_order() {
    let (pieces, stream) = open();
    let (to_loop, from_stream) = mpsc::channel();
    let generations = Generations::default();
    follow(stream, generations.current(), generations, to_loop);
    pieces.send(b"\n".to_vec()).unwrap();
    assert_eq!(next(&from_stream), Ok(ServerInput::KeepAlive));
    pieces.send(format!("{CHAT}\n\n").into_bytes()).unwrap();
    assert!(matches!(
        next(&from_stream),
        Ok(ServerInput::Line(GameLine::ChatLine(_)))
    ));
    assert_eq!(next(&from_stream), Ok(ServerInput::KeepAlive));
    drop(pieces);
    assert_eq!(
        next(&from_stream),
        Ok(ServerInput::Lost(LinkProblem::GameEnded))
    );
    assert_eq!(next(&from_stream), Err(RecvTimeoutError::Disconnected));
}

#[test]
fn a_superseded_stream_hands_nothing_more_to_the_loop_and_its_reader_ends() {
    let (pieces, stream) = open();
    let (to_loop, from_stream) = mpsc::channel();
    let generations = Generations::default();
    follow(stream, generations.current(), generations.clone(), to_loop);
    pieces.send(format!("{CHAT}\n").into_bytes()).unwrap();
    assert!(matches!(next(&from_stream), Ok(ServerInput::Line(_))));
    assert_eq!(generations.supersede(), 1);
    pieces.send(format!("{CHAT}\n").into_bytes()).unwrap();
    // The reader dropped the line and ended: its end of the channel is gone and nothing came through it.
    assert_eq!(next(&from_stream), Err(RecvTimeoutError::Disconnected));
}
