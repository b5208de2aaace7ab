//! What Speech Dispatcher sends: replies and events, each one or more lines of a three-digit code, then `-` when
//! more lines of it follow or a space on its last line, then text ("225-17", "225 OK MESSAGE QUEUED"). Codes 700 to
//! 799 are events about a message ("701-17", "701-3", "701 BEGIN": message 17 of client 3 began), which come at any
//! time, also between a command and its reply; everything else is the reply to the command sent last.

use super::error::SsipError;

/// One line, without its line end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Line {
    pub code: u16,
    /// Whether more lines of the same reply follow.
    pub more: bool,
    pub text: String,
}

impl Line {
    /// Reads one line as the server wrote it; `None` for a line that is not one of the protocol's.
    pub(super) fn parse(raw: &str) -> Option<Line> {
        let raw = raw.strip_suffix('\n').unwrap_or(raw);
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let digits = raw.get(..3)?;
        if !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let code = digits.parse().ok()?;
        let rest = &raw[3..];
        let (more, text) = match rest.chars().next() {
            None => (false, ""),
            Some('-') => (true, &rest[1..]),
            Some(' ') => (false, &rest[1..]),
            Some(_) => return None,
        };
        Some(Line {
            code,
            more,
            text: text.to_string(),
        })
    }
}

/// A whole reply: its code (its last line's), the lines of data before its last line, and the last line's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Reply {
    pub code: u16,
    pub data: Vec<String>,
    pub message: String,
}

impl Reply {
    /// Whether the command succeeded (codes 100 to 299).
    pub(super) fn ok(&self) -> bool {
        (100..300).contains(&self.code)
    }

    /// Whether it is an event rather than a reply.
    pub(super) fn is_event(&self) -> bool {
        (700..800).contains(&self.code)
    }

    /// "500 ERR INVALID COMMAND".
    pub(super) fn summary(&self) -> String {
        format!("{} {}", self.code, self.message)
    }
}

/// Puts lines together into replies.
#[derive(Debug, Default)]
pub(super) struct Assembler {
    data: Vec<String>,
}

/// More data lines than any reply has (13,000 voices are about 13,000 lines).
const MOST_LINES: usize = 1_000_000;

impl Assembler {
    /// Whether no reply is half read.
    pub(super) fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// Takes one line; returns the reply it completes, if it does.
    ///
    /// # Errors
    /// A line that is not the protocol's, or a reply longer than any real one.
    pub(super) fn push(&mut self, raw: &str) -> Result<Option<Reply>, SsipError> {
        let Some(line) = Line::parse(raw) else {
            return Err(SsipError::NotSsip(shorten(raw)));
        };
        if line.more {
            if self.data.len() >= MOST_LINES {
                return Err(SsipError::TooManyLines);
            }
            self.data.push(line.text);
            return Ok(None);
        }
        Ok(Some(Reply {
            code: line.code,
            data: std::mem::take(&mut self.data),
            message: line.text,
        }))
    }
}

/// At most 60 characters of `text`, for messages.
fn shorten(text: &str) -> String {
    let text = text.trim_end_matches(['\r', '\n']);
    match text.char_indices().nth(60) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// What an event says happened to a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum EventKind {
    IndexMark,
    Begin,
    End,
    Canceled,
    Paused,
    Resumed,
}

/// An event: what happened to which message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Event {
    pub kind: EventKind,
    pub message: u64,
}

impl Event {
    /// The event a reply is, if it is one the client knows (700 to 705 with a message number).
    pub(super) fn of(reply: &Reply) -> Option<Event> {
        let kind = match reply.code {
            700 => EventKind::IndexMark,
            701 => EventKind::Begin,
            702 => EventKind::End,
            703 => EventKind::Canceled,
            704 => EventKind::Paused,
            705 => EventKind::Resumed,
            _ => return None,
        };
        let message = reply.data.first()?.trim().parse().ok()?;
        Some(Event { kind, message })
    }
}

/// The message number in the reply to a message's text ("225-17", "225 OK MESSAGE QUEUED").
pub(super) fn message_number(reply: &Reply) -> Option<u64> {
    reply.data.first()?.trim().parse().ok()
}

/// The voices in the reply to `LIST SYNTHESIS_VOICES`, as (name, language): one line each, name, language and
/// variant separated by tabs ("249-German\tde\tnone").
pub(super) fn voices(reply: &Reply) -> Vec<(String, String)> {
    reply
        .data
        .iter()
        .filter_map(|line| {
            let mut fields = line.split('\t');
            let name = fields.next()?.trim();
            let language = fields.next()?.trim();
            (!name.is_empty()).then(|| (name.to_string(), language.to_string()))
        })
        .collect()
}
