//! A broadcast round's PGN stream read from bytes in any split (`GET /api/stream/broadcast/round/{id}.pgn`, the
//! lichess API's published description, lichess-org/api `doc/specs/tags/broadcasts`): the stream sends every game
//! of the round first, then the whole PGN of a game each time it changes. A game is complete at the blank line after
//! its movetext (or at the next game's first tag, when a server leaves the blank line out); a partial game waits for
//! the next piece. A `{` comment's braces are followed, so a blank line or a `[` inside a comment ends nothing.

/// The longest game kept, in bytes; a longer one is skipped whole (no broadcast game comes near it).
pub const MAX_GAME: usize = 1 << 22;

/// Splits a round's stream into the PGN text of each game, as it completes.
#[derive(Debug, Default)]
pub struct PgnStream {
    /// The bytes of the line not yet ended.
    line: Vec<u8>,
    /// The game being read, complete lines only.
    game: Vec<u8>,
    /// The game being read has movetext (a line that is not a tag).
    in_movetext: bool,
    /// How deep in `{` comments the game's text stands.
    depth: usize,
    /// The game being read is too long and is skipped up to its end.
    skipping: bool,
}

impl PgnStream {
    /// A reader at the start of a stream.
    #[must_use]
    pub fn new() -> PgnStream {
        PgnStream::default()
    }

    /// The games completed by `piece`, each its whole PGN text, in the order sent; the rest waits for the next piece.
    pub fn feed(&mut self, piece: &[u8]) -> Vec<String> {
        let mut games = Vec::new();
        for part in piece.split_inclusive(|byte| *byte == b'\n') {
            self.line.extend_from_slice(part);
            if part.last() == Some(&b'\n') {
                let line = std::mem::take(&mut self.line);
                games.extend(self.complete_line(&line));
            } else if self.line.len() > MAX_GAME {
                self.line.clear();
                self.skipping = true;
            }
        }
        games
    }

    /// The games left when the stream ends without the blank line after its last game; the reader is then ready
    /// for a new stream.
    pub fn finish(&mut self) -> Vec<String> {
        let line = std::mem::take(&mut self.line);
        let mut done: Vec<String> = self.complete_line(&line).into_iter().collect();
        if self.in_movetext && !self.skipping {
            done.push(String::from_utf8_lossy(&self.game).into_owned());
        }
        *self = PgnStream::default();
        done
    }

    /// Reads one whole line; the game it completes, if any.
    fn complete_line(&mut self, line: &[u8]) -> Option<String> {
        let trimmed = line.trim_ascii();
        let mut done = None;
        if self.depth == 0 && trimmed.starts_with(b"[") && self.in_movetext {
            done = self.take_game();
        }
        if self.depth == 0 && trimmed.is_empty() {
            if !self.skipping && !self.game.is_empty() {
                self.game.extend_from_slice(line);
            }
            return if self.in_movetext {
                self.take_game()
            } else {
                done
            };
        }
        if !trimmed.starts_with(b"[") || self.depth > 0 {
            self.in_movetext = true;
            for byte in trimmed {
                match byte {
                    b'{' => self.depth += 1,
                    b'}' => self.depth = self.depth.saturating_sub(1),
                    _ => {}
                }
            }
        }
        if !self.skipping {
            if self.game.len() + line.len() > MAX_GAME {
                self.skipping = true;
                self.game.clear();
            } else {
                self.game.extend_from_slice(line);
            }
        }
        done
    }

    /// The game read so far, and the reader ready for the next; nothing for a game skipped for its length.
    fn take_game(&mut self) -> Option<String> {
        let game = std::mem::take(&mut self.game);
        let skipped = std::mem::take(&mut self.skipping);
        self.in_movetext = false;
        self.depth = 0;
        (!skipped).then(|| String::from_utf8_lossy(&game).into_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: &str = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 { [%clk 1:30:00] } e5 *\n\n\
                       [White \"C\"]\n[Black \"D\"]\n\n1. d4 *\n\n";

    #[test]
    fn games_end_at_the_blank_line_after_their_moves() {
        let games = PgnStream::new().feed(TWO.as_bytes());
        assert_eq!(games.len(), 2);
        assert!(games[0].starts_with("[White \"A\"]") && games[0].contains("e5 *"));
        assert!(games[1].starts_with("[White \"C\"]") && games[1].contains("d4 *"));
    }

    #[test]
    fn every_split_of_the_stream_reads_the_same_games() {
        let whole = PgnStream::new().feed(TWO.as_bytes());
        for cut in 0..TWO.len() {
            let mut stream = PgnStream::new();
            let mut games = stream.feed(&TWO.as_bytes()[..cut]);
            games.extend(stream.feed(&TWO.as_bytes()[cut..]));
            assert_eq!(games, whole, "cut at {cut}");
        }
        let mut stream = PgnStream::new();
        let bytewise: Vec<String> = TWO.bytes().flat_map(|b| stream.feed(&[b])).collect();
        assert_eq!(bytewise, whole);
    }

    #[test]
    fn a_game_waits_for_its_blank_line_or_the_end() {
        let mut stream = PgnStream::new();
        assert!(stream.feed(b"[White \"A\"]\n\n1. e4 *\n").is_empty());
        assert_eq!(stream.finish(), ["[White \"A\"]\n\n1. e4 *\n"]);
        assert!(stream.finish().is_empty());
        let first = stream.feed(b"[White \"A\"]\n1. e4 *\n[White \"C\"]\n1. d4");
        assert_eq!(first, ["[White \"A\"]\n1. e4 *\n"]);
        assert_eq!(stream.finish(), ["[White \"C\"]\n1. d4"]);
    }

    #[test]
    fn a_tag_after_moves_starts_the_next_game() {
        let games = PgnStream::new().feed(b"[White \"A\"]\n1. e4 *\n[White \"C\"]\n1. d4 *\n\n");
        assert_eq!(
            games,
            ["[White \"A\"]\n1. e4 *\n", "[White \"C\"]\n1. d4 *\n\n"]
        );
    }

    #[test]
    fn a_blank_line_or_a_bracket_inside_a_comment_ends_nothing() {
        let text = "[White \"A\"]\n\n1. e4 { a note\n\n[on two lines] } e5 *\n\n";
        let games = PgnStream::new().feed(text.as_bytes());
        assert_eq!(games, [text]);
    }

    #[test]
    fn crlf_line_endings_are_read() {
        let games = PgnStream::new().feed(b"[White \"A\"]\r\n\r\n1. e4 *\r\n\r\n");
        assert_eq!(games.len(), 1);
    }

    #[test]
    fn a_game_too_long_is_skipped_and_the_next_read() {
        let mut stream = PgnStream::new();
        let mut long = b"[White \"A\"]\n\n1. e4 {".to_vec();
        long.extend(std::iter::repeat_n(b'x', MAX_GAME + 10));
        long.extend_from_slice(b"} *\n\n[White \"C\"]\n\n1. d4 *\n\n");
        let games = stream.feed(&long);
        assert_eq!(games, ["[White \"C\"]\n\n1. d4 *\n\n"]);
    }
}
