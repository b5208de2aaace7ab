//! One connection to Speech Dispatcher: commands sent one at a time, each waiting for its reply within a time limit,
//! and a reader thread that reads everything the server sends, handing replies to the command waiting for them and
//! events (a message began, ended, was cancelled) to the connection's event handler as they come.
//!
//! A connection whose server does not answer in time, closes, or sends what is not SSIP is broken: every later
//! command fails at once with the same reason, in words, so a late reply is never taken for the answer to another
//! command. Dropping the connection shuts its socket, which ends its reader.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::Shutdown;
use std::os::unix::net::UnixStream;
use std::sync::{
    mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError},
    Arc,
};
use std::time::Duration;

use super::error::SsipError;
use super::reply::{message_number, voices, Assembler, Event, Reply};
use super::text::message_data;

/// Where a connection's events go; runs on its reader thread.
pub(crate) type OnEvent = Box<dyn FnMut(Event) + Send>;

/// The longest line read (a voice's line is well under 200 bytes).
const LONGEST_LINE: u64 = 64 * 1024;

/// A connection to Speech Dispatcher. See the module's documentation.
#[derive(Debug)]
pub(crate) struct Connection {
    stream: UnixStream,
    replies: Receiver<Result<Reply, SsipError>>,
    broken: Option<SsipError>,
}

impl Connection {
    /// Starts the reader on `stream`, an open connection to the server.
    ///
    /// # Errors
    /// When the socket cannot be shared with the reader thread, or the thread not started.
    pub(super) fn over(stream: UnixStream, on_event: OnEvent) -> Result<Connection, SsipError> {
        let reading = stream
            .try_clone()
            .map_err(|e| SsipError::Socket(Arc::new(e)))?;
        let (replies_tx, replies) = mpsc::channel();
        std::thread::Builder::new()
            .name("speech dispatcher".into())
            .spawn(move || read(reading, &replies_tx, on_event))
            .map_err(|e| SsipError::Thread(Arc::new(e)))?;
        Ok(Connection {
            stream,
            replies,
            broken: None,
        })
    }

    /// Sends one command line and returns its reply, which must be a success.
    ///
    /// # Errors
    /// The server's refusal, or why it did not answer within `limit`, in words.
    pub(super) fn command(&mut self, command: &str, limit: Duration) -> Result<Reply, SsipError> {
        let reply = self.exchange(format!("{command}\r\n").as_bytes(), limit)?;
        if reply.ok() {
            Ok(reply)
        } else {
            Err(SsipError::Refused {
                command: command.to_string(),
                reply: reply.summary(),
            })
        }
    }

    /// Gives the server `text` to say; returns the message's number, which its events carry.
    ///
    /// # Errors
    /// See [`Connection::command`].
    pub(super) fn speak(&mut self, text: &str, limit: Duration) -> Result<u64, SsipError> {
        self.command("SPEAK", limit)?;
        let reply = self.exchange(message_data(text).as_bytes(), limit)?;
        if !reply.ok() {
            return Err(SsipError::RefusedText(reply.summary()));
        }
        message_number(&reply)
            .ok_or_else(|| SsipError::NoNumber(reply.data.first().cloned().unwrap_or_default()))
    }

    /// The server's voices, as (name, language).
    ///
    /// # Errors
    /// See [`Connection::command`].
    pub(super) fn voices(&mut self, limit: Duration) -> Result<Vec<(String, String)>, SsipError> {
        let reply = self.command("LIST SYNTHESIS_VOICES", limit)?;
        Ok(voices(&reply))
    }

    /// Says goodbye (waiting briefly for the answer) and shuts the socket.
    pub(super) fn quit(&mut self) {
        if self.broken.is_none() {
            let _ = self.exchange(b"QUIT\r\n", Duration::from_millis(200));
        }
        self.break_with(SsipError::Quit);
    }

    /// Sends `bytes` and waits for the reply, at most `limit`.
    fn exchange(&mut self, bytes: &[u8], limit: Duration) -> Result<Reply, SsipError> {
        if let Some(reason) = &self.broken {
            return Err(reason.clone());
        }
        // A reply nobody asked for is not the answer to this command.
        loop {
            match self.replies.try_recv() {
                Ok(Ok(_)) => {}
                Ok(Err(reason)) => return Err(self.break_with(reason)),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => return Err(self.break_with(SsipError::Gone)),
            }
        }
        let written = self
            .stream
            .set_write_timeout(Some(limit.max(Duration::from_millis(1))))
            .and_then(|()| self.stream.write_all(bytes));
        if let Err(e) = written {
            return Err(self.break_with(SsipError::Write(Arc::new(e))));
        }
        match self.replies.recv_timeout(limit) {
            Ok(Ok(reply)) => Ok(reply),
            Ok(Err(reason)) => Err(self.break_with(reason)),
            Err(RecvTimeoutError::Timeout) => Err(self.break_with(SsipError::NoAnswer(limit))),
            Err(RecvTimeoutError::Disconnected) => Err(self.break_with(SsipError::Gone)),
        }
    }

    /// Marks the connection broken for `reason` (the first reason stays) and shuts its socket.
    fn break_with(&mut self, reason: SsipError) -> SsipError {
        let _ = self.stream.shutdown(Shutdown::Both);
        self.broken.get_or_insert(reason).clone()
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        let _ = self.stream.shutdown(Shutdown::Both);
    }
}

/// The reader thread's body: reads replies and events until the socket ends, and then says why.
fn read(stream: UnixStream, replies: &Sender<Result<Reply, SsipError>>, mut on_event: OnEvent) {
    let mut reader = BufReader::new(stream);
    let mut assembler = Assembler::default();
    let mut raw = Vec::new();
    let reason = loop {
        raw.clear();
        match (&mut reader).take(LONGEST_LINE).read_until(b'\n', &mut raw) {
            Ok(0) if assembler.is_empty() => break SsipError::Closed { midway: false },
            Ok(0) => break SsipError::Closed { midway: true },
            Ok(_) if !raw.ends_with(b"\n") => {
                break if raw.len() as u64 >= LONGEST_LINE {
                    SsipError::LongLine
                } else {
                    SsipError::Closed { midway: true }
                }
            }
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => break SsipError::Read(Arc::new(e)),
        }
        match assembler.push(&String::from_utf8_lossy(&raw)) {
            Err(error) => break error,
            Ok(None) => {}
            Ok(Some(reply)) if reply.is_event() => {
                if let Some(event) = Event::of(&reply) {
                    on_event(event);
                }
            }
            Ok(Some(reply)) => {
                if replies.send(Ok(reply)).is_err() {
                    return;
                }
            }
        }
    };
    let _ = replies.send(Err(reason));
}
