//! The SSIP client against fake servers: a well-behaved one on a Unix socket in a temporary folder (answers every
//! command, numbers messages and reports their beginning and end), and a socket pair driven line by line for the
//! bad cases (no answer, a server that closes mid-reply or sends what is not SSIP). The real server is the
//! integration tests' (tests/system_speech.rs).

use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use super::connection::Connection;
use super::describe::survey;
use super::engine::SsipEngine;
use super::reply::{Assembler, Event, EventKind, Line, Reply};
use super::text::message_data;
use crate::system_speech::engine::{Engine, EngineEvent, Events};
use crate::system_speech::survey::Stage;
use crate::system_speech::voice_book::VoiceBook;
use crate::system_speech::worker::Inbox;
use crate::system_speech::SpeechOptions;
use crate::VoiceReady;

/// A fake Speech Dispatcher on a socket of its own; what it was sent, connection by connection ("3: SPEAK").
struct Fake {
    _dir: tempfile::TempDir,
    path: PathBuf,
    log: Arc<Mutex<Vec<String>>>,
}

impl Fake {
    fn start() -> Fake {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("speechd.sock");
        let listener = UnixListener::bind(&path).unwrap();
        let log = Arc::new(Mutex::new(Vec::new()));
        let server_log = Arc::clone(&log);
        thread::spawn(move || {
            let numbers = Arc::new(Mutex::new(0_u64));
            for (client, stream) in listener.incoming().enumerate() {
                let Ok(stream) = stream else { return };
                let (log, numbers) = (Arc::clone(&server_log), Arc::clone(&numbers));
                thread::spawn(move || serve(client + 1, stream, &log, &numbers));
            }
        });
        Fake {
            _dir: dir,
            path,
            log,
        }
    }

    fn lines(&self) -> Vec<String> {
        self.log.lock().unwrap().clone()
    }

    /// Waits (at most 2 s) until `line` was sent.
    fn wait_for(&self, line: &str) {
        let deadline = Instant::now() + Duration::from_secs(2);
        while !self.lines().iter().any(|l| l == line) {
            assert!(
                Instant::now() < deadline,
                "{line:?} never came: {:?}",
                self.lines()
            );
            thread::sleep(Duration::from_millis(2));
        }
    }
}

/// One connection of the fake server.
fn serve(client: usize, stream: UnixStream, log: &Mutex<Vec<String>>, numbers: &Mutex<u64>) {
    let mut out = stream.try_clone().unwrap();
    let mut lines = BufReader::new(stream).lines();
    let mut send = |text: &str| {
        let _ = out.write_all(text.as_bytes());
    };
    while let Some(Ok(line)) = lines.next() {
        log.lock().unwrap().push(format!("{client}: {line}"));
        let upper = line.to_ascii_uppercase();
        if upper == "SPEAK" {
            send("230 OK RECEIVING DATA\r\n");
            let mut text = Vec::new();
            for data in lines.by_ref() {
                let Ok(data) = data else { return };
                if data == "." {
                    break;
                }
                text.push(data);
            }
            log.lock()
                .unwrap()
                .push(format!("{client}: said {}", text.join("|")));
            let id = {
                let mut n = numbers.lock().unwrap();
                *n += 1;
                *n
            };
            // The reply, then the events as the real server sends them: right behind it.
            send(&format!(
                "225-{id}\r\n225 OK MESSAGE QUEUED\r\n701-{id}\r\n701-{client}\r\n701 BEGIN\r\n\
                 702-{id}\r\n702-{client}\r\n702 END\r\n"
            ));
        } else if upper == "LIST SYNTHESIS_VOICES" {
            send(
                "249-English (Great Britain)\ten-GB\tnone\r\n249-German\tde\tnone\r\n\
                 249-German+Max\tde\tMax\r\n249 OK VOICE LIST SENT\r\n",
            );
        } else if upper == "CANCEL SELF" {
            send("213 OK CANCELED\r\n");
        } else if upper == "QUIT" {
            send("231 HAPPY HACKING\r\n");
            return;
        } else if upper.starts_with("SET SELF ") {
            send("200 OK SET\r\n");
        } else {
            send("500 ERR INVALID COMMAND\r\n");
        }
    }
}

/// A connection whose server side the test drives, and the events it reported.
fn pair() -> (Connection, UnixStream, Receiver<Event>) {
    let (client, server) = UnixStream::pair().unwrap();
    let (tx, events) = mpsc::channel();
    let connection = Connection::over(
        client,
        Box::new(move |event| {
            let _ = tx.send(event);
        }),
    )
    .unwrap();
    (connection, server, events)
}

/// Reads one line the client sent (a byte at a time, so that nothing after it is taken).
fn read_line(mut server: &UnixStream) -> String {
    let mut line = Vec::new();
    let mut byte = [0_u8];
    while !line.ends_with(b"\n") && server.read(&mut byte).unwrap_or(0) == 1 {
        line.push(byte[0]);
    }
    String::from_utf8_lossy(&line).into_owned()
}

const SHORT: Duration = Duration::from_millis(200);

#[test]
fn a_text_is_sent_whole_with_its_dots_doubled_and_its_end_marked() {
    assert_eq!(message_data("Eva vier"), "Eva vier\r\n.\r\n");
    assert_eq!(
        message_data("White to move.\n.\n..x\r\nBlack"),
        "White to move.\r\n..\r\n...x\r\nBlack\r\n.\r\n"
    );
    assert_eq!(message_data(".5 seconds"), "..5 seconds\r\n.\r\n");
    assert_eq!(message_data(""), " \r\n.\r\n");
    assert_eq!(message_data("a\0b"), "a b\r\n.\r\n");
}

#[test]
fn lines_and_replies_are_read_as_the_protocol_writes_them() {
    assert_eq!(
        Line::parse("225-17\r\n"),
        Some(Line {
            code: 225,
            more: true,
            text: "17".into()
        })
    );
    assert_eq!(
        Line::parse("231 HAPPY HACKING\r\n").map(|l| (l.code, l.more)),
        Some((231, false))
    );
    assert_eq!(Line::parse("200").map(|l| l.more), Some(false));
    for bad in ["", "20", "2x0 OK", "200x", "OK\r\n"] {
        assert_eq!(Line::parse(bad), None, "{bad:?}");
    }
    let mut assembler = Assembler::default();
    assert!(matches!(assembler.push("701-4\r\n"), Ok(None)));
    assert!(matches!(assembler.push("701-2\r\n"), Ok(None)));
    let reply = assembler.push("701 BEGIN\r\n").unwrap().unwrap();
    assert!(reply.is_event() && !reply.ok());
    assert_eq!(
        Event::of(&reply),
        Some(Event {
            kind: EventKind::Begin,
            message: 4
        })
    );
    assert!(assembler.is_empty());
    let refused = assembler.push("garbage\r\n").unwrap_err();
    assert_eq!(
        refused.to_string(),
        "it sent a line that is not SSIP: \"garbage\""
    );
    let odd = Reply {
        code: 701,
        data: vec!["x".into()],
        message: "BEGIN".into(),
    };
    assert_eq!(
        Event::of(&odd),
        None,
        "an event without a number is ignored"
    );
}

#[test]
fn events_between_a_command_and_its_reply_go_to_the_events_and_the_reply_to_the_command() {
    let (mut connection, server, events) = pair();
    let answering = thread::spawn(move || {
        assert_eq!(read_line(&server), "SET SELF RATE 10\r\n");
        (&server)
            .write_all(
                b"702-3\r\n702-1\r\n702 END\r\n701-4\r\n701-1\r\n701 BEGIN\r\n203 OK RATE SET\r\n",
            )
            .unwrap();
        server
    });
    let reply = connection.command("SET SELF RATE 10", SHORT).unwrap();
    assert_eq!((reply.code, reply.message.as_str()), (203, "OK RATE SET"));
    let got: Vec<Event> = events.try_iter().collect();
    assert_eq!(
        got,
        [
            Event {
                kind: EventKind::End,
                message: 3
            },
            Event {
                kind: EventKind::Begin,
                message: 4
            }
        ]
    );
    drop(answering.join());
}

#[test]
fn a_refusal_is_an_error_in_words_and_the_connection_goes_on() {
    let (mut connection, server, _events) = pair();
    let answering = thread::spawn(move || {
        read_line(&server);
        (&server).write_all(b"500 ERR INVALID COMMAND\r\n").unwrap();
        read_line(&server);
        (&server).write_all(b"202 OK PRIORITY SET\r\n").unwrap();
        server
    });
    assert_eq!(
        connection.command("BOGUS", SHORT).unwrap_err().to_string(),
        "it answered \"BOGUS\" with 500 ERR INVALID COMMAND"
    );
    assert!(connection
        .command("SET SELF PRIORITY important", SHORT)
        .is_ok());
    drop(answering.join());
}

#[test]
fn a_server_that_does_not_answer_is_given_up_within_the_limit_and_for_good() {
    let (mut connection, server, _events) = pair();
    let begun = Instant::now();
    let refused = connection.speak("Eva vier", SHORT).unwrap_err();
    assert!(begun.elapsed() < Duration::from_secs(2));
    assert_eq!(refused.to_string(), "it did not answer within 0.2 seconds");
    // A late answer is never taken for the next command's.
    let _ = (&server).write_all(b"230 OK RECEIVING DATA\r\n");
    let begun = Instant::now();
    assert_eq!(
        connection
            .command("SET SELF RATE 0", SHORT)
            .unwrap_err()
            .to_string(),
        "it did not answer within 0.2 seconds"
    );
    assert!(begun.elapsed() < Duration::from_millis(100));
}

#[test]
fn a_server_that_closes_in_the_middle_of_a_reply_is_an_error_not_a_hang() {
    let (mut connection, server, _events) = pair();
    let answering = thread::spawn(move || {
        read_line(&server);
        (&server)
            .write_all(b"249-German\tde\tnone\r\n249-Eng")
            .unwrap();
    });
    let refused = connection.voices(Duration::from_secs(5)).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "it closed the connection in the middle of a reply"
    );
    answering.join().unwrap();
    assert_eq!(
        connection.command("QUIT", SHORT).unwrap_err().to_string(),
        "it closed the connection in the middle of a reply"
    );
}

#[test]
fn a_server_that_sends_what_is_not_ssip_is_an_error_in_words() {
    let (mut connection, server, _events) = pair();
    let answering = thread::spawn(move || {
        read_line(&server);
        (&server)
            .write_all(b"HTTP/1.1 400 Bad Request\r\n")
            .unwrap();
        server
    });
    assert_eq!(
        connection
            .command("SET SELF PRIORITY important", SHORT)
            .unwrap_err()
            .to_string(),
        "it sent a line that is not SSIP: \"HTTP/1.1 400 Bad Request\""
    );
    drop(answering.join());
}

#[test]
fn a_message_without_a_number_is_refused_in_words() {
    let (mut connection, server, _events) = pair();
    let answering = thread::spawn(move || {
        read_line(&server);
        (&server).write_all(b"230 OK RECEIVING DATA\r\n").unwrap();
        read_line(&server);
        read_line(&server);
        (&server)
            .write_all(b"225-x\r\n225 OK MESSAGE QUEUED\r\n")
            .unwrap();
        server
    });
    assert_eq!(
        connection.speak("Eva vier", SHORT).unwrap_err().to_string(),
        "it gave the message no number: \"x\""
    );
    drop(answering.join());
}

/// The engine's events, as the worker would receive them.
fn engine_events() -> (Events, Receiver<Inbox>) {
    let (tx, rx) = mpsc::channel();
    (Events::new(tx), rx)
}

fn next_event(inbox: &Receiver<Inbox>) -> EngineEvent {
    match inbox.recv_timeout(Duration::from_secs(2)) {
        Ok(Inbox::Event(event)) => event,
        other => panic!("no event: {other:?}"),
    }
}

#[test]
fn the_engine_sets_up_its_connection_speaks_whole_texts_and_reports_begin_and_end() {
    let fake = Fake::start();
    let (events, inbox) = engine_events();
    let options = SpeechOptions {
        rate: Some(150),
        volume: Some(50),
        nvda: false,
    };
    let mut engine = SsipEngine::open_at(
        fake.path.clone(),
        options,
        events,
        VoiceBook::default(),
        &[],
    )
    .unwrap();
    let user = std::env::var("USER").unwrap_or_default();
    let user: String = user
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        .collect();
    let user = if user.is_empty() { "user".into() } else { user };
    assert_eq!(
        fake.lines(),
        [
            format!("1: SET SELF CLIENT_NAME {user}:tactus:main"),
            "1: SET SELF NOTIFICATION ALL on".into(),
            "1: SET SELF PRIORITY important".into(),
            "1: SET SELF RATE 25".into(),
            "1: SET SELF VOLUME 0".into(),
            "1: SET SELF SSML_MODE on".into(),
        ]
    );
    let token = engine.speak("White to move.\n.5 seconds left", "").unwrap();
    assert!(token.is_some());
    fake.wait_for("1: said <speak>White to move.|..5 seconds left</speak>");
    assert_eq!(next_event(&inbox), EngineEvent::Begin(token));
    assert_eq!(next_event(&inbox), EngineEvent::End(token));
    engine.stop().unwrap();
    engine.close();
    fake.wait_for("1: CANCEL SELF");
    fake.wait_for("1: QUIT");
}

#[test]
fn each_language_gets_a_connection_with_its_voice_after_the_first_utterance() {
    let fake = Fake::start();
    let (events, inbox) = engine_events();
    let book = VoiceBook::looking_for(&["de".into()]);
    let mut engine = SsipEngine::open_at(
        fake.path.clone(),
        SpeechOptions::default(),
        events,
        book.clone(),
        &["de".into()],
    )
    .unwrap();
    let deadline = Instant::now() + Duration::from_secs(2);
    while book.voice_for("de") != VoiceReady::Ready {
        assert!(Instant::now() < deadline, "{:?}", fake.lines());
        thread::sleep(Duration::from_millis(2));
    }
    assert!(fake.lines().iter().any(|l| l == "2: LIST SYNTHESIS_VOICES"));
    fake.wait_for("3: SET SELF SYNTHESIS_VOICE German");
    assert!(fake.lines().iter().any(|l| l == "1: SET SELF LANGUAGE de"));
    assert!(fake.lines().iter().any(|l| l == "3: SET SELF LANGUAGE de"));
    let first = engine.speak("Eva vier", "de").unwrap();
    fake.wait_for("3: said <speak>Eva vier</speak>");
    assert_eq!(next_event(&inbox), EngineEvent::Begin(first));
    assert_eq!(next_event(&inbox), EngineEvent::End(first));
    // A rate changed during the game reaches every connection: the main one and the language's.
    engine.set_rate(200);
    fake.wait_for("1: SET SELF RATE 50");
    fake.wait_for("3: SET SELF RATE 50");
    // A language without a voice is said by the main connection's default voice.
    engine.speak("Bonjour", "fr").unwrap();
    fake.wait_for("1: said <speak>Bonjour</speak>");
    // A sentence of two languages is one message, on the connection of its own language, each part in a voice
    // element named by the language of the voice found for it (the bare tag while none is found).
    let part = |text: &str, language: &str| tactus_core::LanguagePart {
        text: text.into(),
        language: language.into(),
    };
    engine
        .speak_parts(&[part("Rank", "fr"), part("eins:", "de")], "fr")
        .unwrap();
    fake.wait_for(
        "1: said <speak><voice xml:lang=\"fr\">Rank</voice> <voice xml:lang=\"de\">eins:</voice></speak>",
    );
}

#[test]
fn a_sentence_of_two_languages_names_the_voices_found_for_them() {
    let fake = Fake::start();
    let (events, _inbox) = engine_events();
    let book = VoiceBook::looking_for(&["en".into(), "de".into()]);
    let mut engine = SsipEngine::open_at(
        fake.path.clone(),
        SpeechOptions::default(),
        events,
        book.clone(),
        &["en".into(), "de".into()],
    )
    .unwrap();
    let deadline = Instant::now() + Duration::from_secs(2);
    while book.voice_for("en") != VoiceReady::Ready || book.voice_for("de") != VoiceReady::Ready {
        assert!(Instant::now() < deadline, "{:?}", fake.lines());
        thread::sleep(Duration::from_millis(2));
    }
    assert!(fake.lines().iter().any(|l| l == "1: SET SELF LANGUAGE en"));
    let part = |text: &str, language: &str| tactus_core::LanguagePart {
        text: text.into(),
        language: language.into(),
    };
    engine
        .speak_parts(
            &[part("Rank", "en"), part("eins:", "de"), part("R&D", "en")],
            "en",
        )
        .unwrap();
    fake.wait_for(
        "3: said <speak><voice xml:lang=\"en-GB\">Rank</voice> <voice xml:lang=\"de\">eins:</voice> \
         <voice xml:lang=\"en-GB\">R&amp;D</voice></speak>",
    );
}

#[test]
fn the_survey_lists_the_voices_languages() {
    let fake = Fake::start();
    let (tx, rx) = mpsc::channel();
    survey(&fake.path, Duration::from_secs(2), &|stage| {
        let _ = tx.send(stage);
    });
    let stages: Vec<Stage> = rx.try_iter().collect();
    assert!(matches!(stages[0], Stage::Found));
    match &stages[1] {
        Stage::Voices(Ok(languages)) => assert_eq!(languages, &["en-GB", "de", "de"]),
        _ => panic!("no voices"),
    }
}
