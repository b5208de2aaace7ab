//! The client against a one-connection server on 127.0.0.1 that answers what each test scripts.

use std::{
    io::{BufRead, BufReader, Read, Write},
    net::TcpListener,
    thread::{self, JoinHandle},
    time::Duration,
};

use super::*;
use crate::lichess::read_token;

/// A server that takes one request and answers `answer` (written in the pieces given); the request's head and body
/// come back from the handle.
fn serve(answer: Vec<Vec<u8>>) -> (String, JoinHandle<String>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let handle = thread::spawn(move || {
        let (socket, _) = listener.accept().unwrap();
        let mut reader = BufReader::new(socket.try_clone().unwrap());
        let mut request = String::new();
        let mut length = 0;
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            if let Some(value) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                length = value.trim().parse().unwrap();
            }
            request.push_str(&line);
            if line == "\r\n" || line.is_empty() {
                break;
            }
        }
        let mut body = vec![0; length];
        reader.read_exact(&mut body).unwrap();
        request.push_str(&String::from_utf8(body).unwrap());
        let mut socket = socket;
        for piece in answer {
            socket.write_all(&piece).unwrap();
            socket.flush().unwrap();
        }
        request
    });
    (url, handle)
}

fn client(url: &str) -> Client {
    Client::new(url, read_token("lip_test").unwrap(), Duration::from_secs(5))
}

fn whole(status: &str, kind: &str, body: &str) -> Vec<Vec<u8>> {
    vec![format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()]
}

#[test]
fn a_post_carries_the_token_and_its_form() {
    let (url, server) = serve(whole("200 OK", "application/json", r#"{"ok":true}"#));
    let body = client(&url)
        .post(
            "/api/board/game/abc/chat",
            &[("room", "player"), ("text", "hi there")],
        )
        .unwrap();
    assert_eq!(body, r#"{"ok":true}"#);
    let request = server.join().unwrap();
    assert!(
        request.starts_with("POST /api/board/game/abc/chat HTTP/1.1\r\n"),
        "{request}"
    );
    assert!(
        request.contains("authorization: Bearer lip_test\r\n")
            || request.contains("Authorization: Bearer lip_test\r\n")
    );
    assert!(request.ends_with("room=player&text=hi+there"), "{request}");
}

#[test]
fn refusals_are_told_by_their_kind_with_the_servers_reason() {
    let cases = [
        (
            whole(
                "400 Bad Request",
                "application/json",
                r#"{"error":"Not your turn, or game already over"}"#,
            ),
            RequestError::Refused {
                status: 400,
                message: "Not your turn, or game already over".into(),
            },
        ),
        (
            whole(
                "401 Unauthorized",
                "application/json",
                r#"{"error":"No such token"}"#,
            ),
            RequestError::Unauthorized,
        ),
        (
            whole(
                "429 Too Many Requests",
                "text/html",
                "<!DOCTYPE html><html><title>lichess.org - too many requests</title></html>",
            ),
            RequestError::RateLimited,
        ),
        (
            whole("404 Not Found", "text/html", "<html>not found</html>"),
            RequestError::Refused {
                status: 404,
                message: "HTTP 404".into(),
            },
        ),
        (
            whole("503 Service Unavailable", "text/plain", "down"),
            RequestError::Server(503),
        ),
    ];
    for (answer, expected) in cases {
        let (url, server) = serve(answer);
        assert_eq!(
            client(&url).post("/api/board/game/abc/move/e2e4", &[]),
            Err(expected.clone())
        );
        server.join().unwrap();
        assert!(!expected.to_string().contains("lip_test"));
    }
}

#[test]
fn a_server_that_is_not_there_is_unreachable() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    drop(listener);
    assert!(matches!(
        client(&url).post("/api/board/game/abc/resign", &[]),
        Err(RequestError::Unreachable(_))
    ));
}

#[test]
fn a_chunked_stream_is_read_line_by_line_across_chunks_and_keep_alives() {
    let chunk = |text: &str| format!("{:x}\r\n{text}\r\n", text.len()).into_bytes();
    let answer = vec![
        b"HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n".to_vec(),
        chunk("{\"type\":\"gameState\",\"mo"),
        chunk("ves\":\"e2e4\",\"status\":\"started\"}\n\n"),
        chunk("\n"),
        chunk("{\"type\":\"chatLine\",\"room\":\"player\",\"username\":\"a\",\"text\":\"hi\"}\r\n"),
        chunk("{\"done\":\"accepted\"}"),
        b"0\r\n\r\n".to_vec(),
    ];
    let (url, server) = serve(answer);
    let mut stream = client(&url)
        .open_stream("/api/board/game/stream/abc")
        .unwrap();
    let mut lines = Vec::new();
    while let Some(line) = stream.next_line().unwrap() {
        lines.push(line);
    }
    assert_eq!(
        lines,
        [
            r#"{"type":"gameState","moves":"e2e4","status":"started"}"#,
            r#"{"type":"chatLine","room":"player","username":"a","text":"hi"}"#,
            r#"{"done":"accepted"}"#,
        ]
    );
    assert!(server
        .join()
        .unwrap()
        .starts_with("GET /api/board/game/stream/abc HTTP/1.1\r\n"));
}

#[test]
fn a_game_stream_tells_its_keep_alives_in_their_place() {
    let chunk = |text: &str| format!("{:x}\r\n{text}\r\n", text.len()).into_bytes();
    let answer = vec![
        b"HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n".to_vec(),
        chunk("\n"),
        chunk("{\"type\":\"chatLine\",\"room\":\"player\""),
        chunk(",\"username\":\"a\",\"text\":\"hi\"}\n\n"),
        b"0\r\n\r\n".to_vec(),
    ];
    let (url, server) = serve(answer);
    let mut stream = client(&url)
        .open_game_stream("/api/board/game/stream/abc")
        .unwrap();
    let mut heard = Vec::new();
    while let Some(each) = stream.next_heard().unwrap() {
        heard.push(each);
    }
    assert_eq!(
        heard,
        [
            Heard::KeepAlive,
            Heard::Line(r#"{"type":"chatLine","room":"player","username":"a","text":"hi"}"#.into()),
            Heard::KeepAlive,
        ]
    );
    server.join().unwrap();
}

#[test]
fn a_stream_refused_says_why() {
    let (url, server) = serve(whole(
        "429 Too Many Requests",
        "application/json",
        r#"{"error":"Please don't poll this endpoint"}"#,
    ));
    assert!(matches!(
        client(&url).open_stream("/api/stream/event"),
        Err(RequestError::RateLimited)
    ));
    server.join().unwrap();
}

#[test]
fn json_is_read_from_a_get() {
    #[derive(serde::Deserialize)]
    struct Account {
        id: String,
    }
    let (url, server) = serve(whole(
        "200 OK",
        "application/json",
        r#"{"id":"blindfold","username":"Blindfold"}"#,
    ));
    let account: Account = client(&url).get_json("/api/account").unwrap();
    assert_eq!(account.id, "blindfold");
    server.join().unwrap();
}

#[test]
fn a_held_stream_posts_its_form_and_reads_its_lines() {
    let answer = vec![
        b"HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n".to_vec(),
        b"10\r\n{\"id\":\"VU0nyv\"}\n\r\n".to_vec(),
        b"0\r\n\r\n".to_vec(),
    ];
    let (url, server) = serve(answer);
    let mut held = client(&url)
        .hold("/api/challenge/bo", &[("keepAliveStream", "true")])
        .unwrap();
    assert_eq!(
        held.next_line().unwrap().as_deref(),
        Some(r#"{"id":"VU0nyv"}"#)
    );
    assert_eq!(held.next_line().unwrap(), None);
    let request = server.join().unwrap();
    assert!(
        request.starts_with("POST /api/challenge/bo HTTP/1.1")
            && request.ends_with("keepAliveStream=true")
    );
}
