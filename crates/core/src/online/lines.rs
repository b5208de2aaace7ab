//! NDJSON read from a stream in whatever pieces it arrives: a line is complete at its `\n` (a `\r` before it is
//! dropped), a partial line waits for the next piece, and the empty lines the server sends to keep the connection
//! alive are told apart ([`Heard::KeepAlive`]) for the reader that watches the stream's silence, or skipped.

/// The longest line kept, in bytes; a longer one is skipped whole (no message of the Board API comes near it).
pub const MAX_LINE: usize = 1 << 20;

/// What a stream said, a line at a time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// A line, without its line ending.
    Line(String),
    /// An empty line, sent to keep the connection alive: the stream is still open.
    KeepAlive,
}

/// Splits a stream's pieces into its lines.
#[derive(Debug, Default)]
pub struct LineSplitter {
    /// The bytes of the line not yet ended.
    partial: Vec<u8>,
    /// The line being read is too long and is being skipped up to its end.
    skipping: bool,
    /// How many lines were skipped for their length.
    skipped: usize,
}

impl LineSplitter {
    /// A splitter at the start of a stream.
    #[must_use]
    pub fn new() -> LineSplitter {
        LineSplitter::default()
    }

    /// The lines completed by `piece`, without their line endings, empty ones left out; the rest is kept for the
    /// next piece. Bytes that are not UTF-8 are replaced, so that the line is still read and refused as JSON.
    pub fn feed(&mut self, piece: &[u8]) -> Vec<String> {
        self.hear(piece)
            .into_iter()
            .filter_map(|heard| match heard {
                Heard::Line(line) => Some(line),
                Heard::KeepAlive => None,
            })
            .collect()
    }

    /// What `piece` completes, in order: each line as [`feed`](LineSplitter::feed) reads it, and each empty line as
    /// a keep-alive.
    pub fn hear(&mut self, piece: &[u8]) -> Vec<Heard> {
        let mut heard = Vec::new();
        for part in piece.split_inclusive(|byte| *byte == b'\n') {
            let ended = part.last() == Some(&b'\n');
            let body = if ended { &part[..part.len() - 1] } else { part };
            if !self.skipping {
                if self.partial.len() + body.len() > MAX_LINE {
                    self.skipping = true;
                    self.skipped += 1;
                    self.partial.clear();
                } else {
                    self.partial.extend_from_slice(body);
                }
            }
            if ended {
                if !self.skipping {
                    heard.push(self.take_line().map_or(Heard::KeepAlive, Heard::Line));
                }
                self.skipping = false;
                self.partial.clear();
            }
        }
        heard
    }

    /// The last line, when the stream ended without its line ending.
    pub fn finish(&mut self) -> Option<String> {
        let skipping = std::mem::take(&mut self.skipping);
        let line = if skipping { None } else { self.take_line() };
        self.partial.clear();
        line
    }

    /// How many lines were skipped because they were longer than [`MAX_LINE`].
    #[must_use]
    pub fn skipped(&self) -> usize {
        self.skipped
    }

    fn take_line(&mut self) -> Option<String> {
        let mut bytes = std::mem::take(&mut self.partial);
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        (!text.trim().is_empty()).then_some(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(pieces: &[&[u8]]) -> Vec<String> {
        let mut splitter = LineSplitter::new();
        let mut lines: Vec<String> = pieces
            .iter()
            .flat_map(|piece| splitter.feed(piece))
            .collect();
        lines.extend(splitter.finish());
        lines
    }

    #[test]
    fn a_line_split_anywhere_is_read_whole() {
        let stream = b"{\"type\":\"gameState\",\"moves\":\"e2e4\"}\n{\"a\":1}\n";
        for cut in 0..stream.len() {
            let (first, second) = stream.split_at(cut);
            assert_eq!(
                split(&[first, second]),
                ["{\"type\":\"gameState\",\"moves\":\"e2e4\"}", "{\"a\":1}"],
                "cut at {cut}"
            );
        }
        let bytes: Vec<&[u8]> = stream.chunks(1).collect();
        assert_eq!(split(&bytes).len(), 2);
    }

    #[test]
    fn keep_alives_and_carriage_returns_are_dropped() {
        assert_eq!(
            split(&[b"\n\n{\"a\":1}\r\n\r\n  \n", b"\n{\"b\":2}\n"]),
            ["{\"a\":1}", "{\"b\":2}"]
        );
        assert!(split(&[b"\n", b"\n", b"\r\n"]).is_empty());
    }

    #[test]
    fn keep_alives_are_heard_in_their_place_among_the_lines() {
        let mut splitter = LineSplitter::new();
        assert_eq!(
            splitter.hear(b"\n{\"a\":1}\r\n\r\n{\"b\""),
            [
                Heard::KeepAlive,
                Heard::Line("{\"a\":1}".into()),
                Heard::KeepAlive
            ]
        );
        assert_eq!(
            splitter.hear(b":2}\n \n"),
            [Heard::Line("{\"b\":2}".into()), Heard::KeepAlive]
        );
        assert!(splitter.hear(b"").is_empty());
    }

    #[test]
    fn a_last_line_without_its_ending_is_read_at_the_end() {
        let mut splitter = LineSplitter::new();
        assert!(splitter.feed(b"{\"done\":").is_empty());
        assert!(splitter.feed(b"\"accepted\"}").is_empty());
        assert_eq!(
            splitter.finish().as_deref(),
            Some("{\"done\":\"accepted\"}")
        );
        assert_eq!(splitter.finish(), None);
    }

    #[test]
    fn a_line_too_long_is_skipped_and_counted_and_the_next_is_read() {
        let mut splitter = LineSplitter::new();
        let long = vec![b'x'; MAX_LINE / 2 + 1];
        assert!(splitter.feed(&long).is_empty());
        assert!(splitter.feed(&long).is_empty());
        assert_eq!(splitter.feed(b"yyy\n{\"a\":1}\n"), ["{\"a\":1}"]);
        assert_eq!(splitter.skipped(), 1);
    }

    #[test]
    fn bytes_that_are_not_utf8_are_replaced_not_lost() {
        assert_eq!(split(&[b"{\"a\":\"\xff\"}\n"]), ["{\"a\":\"\u{fffd}\"}"]);
    }
}
