//! Reading PGN files game by game with `pgn-reader`: tags, main-line moves, the main line's comments, the result.
//! NAGs and variations (with their comments) are skipped; commands inside comments (`[%clk 1:30:00]`,
//! `[%eval 0.3]`) are left out of the comments' text.
//!
//! `pgn-reader` silently skips a movetext token it cannot read as SAN; a file checked for a
//! tournament must not lose moves that way. So every game's movetext is also scanned here, and
//! the first token that is not SAN is reported with how many moves came before it.

use std::{io::Read, ops::ControlFlow};

use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Visitor};

/// One game of a PGN file, its moves not yet checked against the rules.
#[derive(Clone, Debug, Default)]
pub struct PgnGame {
    pub(crate) tags: Vec<(String, String)>,
    /// The main line's moves, as written.
    pub moves: Vec<SanPlus>,
    /// The main line's comments, in order: how many moves stand before each (0: before the first move), and its
    /// text with runs of white space made single spaces. A comment left empty once its commands are taken out is
    /// not kept.
    pub(crate) comments: Vec<(usize, String)>,
    /// The termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`), if the movetext had one.
    pub(crate) result: Option<String>,
    /// The first movetext token that is not SAN, and how many moves stand before it.
    pub unreadable: Option<(usize, String)>,
}

impl PgnGame {
    /// Whether the game holds nothing at all (e.g. a stray comment after the last game).
    pub(crate) fn is_empty(&self) -> bool {
        self.tags.is_empty()
            && self.moves.is_empty()
            && self.result.is_none()
            && self.unreadable.is_none()
    }

    /// The comments standing after `moves` moves (0: before the first move), joined by a space; `None` when there
    /// are none.
    pub(crate) fn comment_after(&self, moves: usize) -> Option<String> {
        let texts: Vec<&str> = self
            .comments
            .iter()
            .filter(|(before, _)| *before == moves)
            .map(|(_, text)| text.as_str())
            .collect();
        (!texts.is_empty()).then(|| texts.join(" "))
    }

    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Collects a game; `partial` says that the last comment was cut at the reader's buffer and goes on.
#[derive(Default)]
struct Collect {
    partial: bool,
}

impl Collect {
    /// Adds a piece of comment: a new comment, or the rest of one that was cut.
    fn add_comment(&mut self, game: &mut PgnGame, piece: &[u8], more_follows: bool) {
        let piece = String::from_utf8_lossy(piece);
        let continues = std::mem::replace(&mut self.partial, more_follows);
        match game.comments.last_mut() {
            Some((_, text)) if continues => text.push_str(&piece),
            _ => game.comments.push((game.moves.len(), piece.into_owned())),
        }
        if !more_follows {
            if let Some((_, text)) = game.comments.last_mut() {
                *text = comment_text(text);
                if text.is_empty() {
                    game.comments.pop();
                }
            }
        }
    }
}

/// A comment's text for reading aloud: commands in square brackets (`[%clk 1:30:00]`) left out, white space made
/// single spaces.
pub(crate) fn comment_text(raw: &str) -> String {
    let mut kept = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(open) = rest.find("[%") {
        kept.push_str(&rest[..open]);
        kept.push(' ');
        rest = rest[open..]
            .find(']')
            .map_or("", |close| &rest[open + close + 1..]);
    }
    kept.push_str(rest);
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl Visitor for Collect {
    type Tags = Vec<(String, String)>;
    type Movetext = PgnGame;
    type Output = PgnGame;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(Vec::new())
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        tags.push((
            String::from_utf8_lossy(name).into_owned(),
            unescape_tag(value.as_bytes()),
        ));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(PgnGame {
            tags,
            ..PgnGame::default()
        })
    }

    fn san(&mut self, game: &mut Self::Movetext, san: SanPlus) -> ControlFlow<Self::Output> {
        game.moves.push(san);
        ControlFlow::Continue(())
    }

    fn partial_comment(
        &mut self,
        game: &mut Self::Movetext,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        self.add_comment(game, comment.as_bytes(), true);
        ControlFlow::Continue(())
    }

    fn comment(
        &mut self,
        game: &mut Self::Movetext,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        self.add_comment(game, comment.as_bytes(), false);
        ControlFlow::Continue(())
    }

    fn outcome(
        &mut self,
        game: &mut Self::Movetext,
        outcome: pgn_reader::Outcome,
    ) -> ControlFlow<Self::Output> {
        game.result = Some(outcome.as_str().to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, game: Self::Movetext) -> Self::Output {
        game
    }
}

/// The UTF-8 byte-order mark that Windows tools (Notepad, some chess programs) write at the start of a text file.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// `bytes` without a UTF-8 byte-order mark at its start: a PGN or movetext file written by such a tool reads the same
/// as one without it.
#[must_use]
pub fn without_bom(bytes: &[u8]) -> &[u8] {
    bytes.strip_prefix(BOM).unwrap_or(bytes)
}

/// Why the rest of a PGN file cannot be read: the PGN reader's error.
#[derive(Clone, Debug, thiserror::Error)]
#[error(transparent)]
pub struct PgnError(std::sync::Arc<std::io::Error>);

/// The games of a PGN source, one at a time.
pub struct PgnGames {
    chunks: std::vec::IntoIter<Vec<u8>>,
    pending: std::collections::VecDeque<Result<PgnGame, PgnError>>,
}

impl PgnGames {
    /// Games read from `source` (read whole; PGN files are small next to memory).
    ///
    /// # Errors
    /// The read error of `source`.
    pub fn new(mut source: impl Read) -> std::io::Result<Self> {
        let mut bytes = Vec::new();
        source.read_to_end(&mut bytes)?;
        Ok(PgnGames {
            chunks: split_games(without_bom(&bytes)).into_iter(),
            pending: Default::default(),
        })
    }

    /// Whether another game follows.
    pub(crate) fn has_more(&mut self) -> bool {
        self.fill();
        !self.pending.is_empty()
    }

    fn fill(&mut self) {
        while self.pending.is_empty() {
            let Some(chunk) = self.chunks.next() else {
                return;
            };
            self.pending.extend(read_chunk(&chunk));
        }
    }
}

impl Iterator for PgnGames {
    /// A game, or why the file could not be read further.
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.fill();
        self.pending.pop_front()
    }
}

/// Cuts a PGN file before every tag section that follows movetext (braces respected).
pub(crate) fn split_games(bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut chunks = Vec::new();
    let mut current = Vec::new();
    let (mut in_movetext, mut depth) = (false, 0usize);
    for line in bytes.split_inclusive(|b| *b == b'\n') {
        let trimmed = line.trim_ascii_start();
        if depth == 0 && trimmed.starts_with(b"[") {
            if in_movetext {
                chunks.push(std::mem::take(&mut current));
                in_movetext = false;
            }
        } else if !trimmed.is_empty() {
            in_movetext = true;
            for b in line {
                match b {
                    b'{' => depth += 1,
                    b'}' => depth = depth.saturating_sub(1),
                    _ => {}
                }
            }
        }
        current.extend_from_slice(line);
    }
    if !current.iter().all(u8::is_ascii_whitespace) {
        chunks.push(current);
    }
    chunks
}

/// The games of one chunk, each with its first unreadable token.
fn read_chunk(chunk: &[u8]) -> Vec<Result<PgnGame, PgnError>> {
    let mut reader = Reader::new(chunk);
    let mut games = Vec::new();
    loop {
        match reader.read_game(&mut Collect::default()) {
            Ok(Some(game)) if game.is_empty() => {}
            Ok(Some(game)) => games.push(Ok(game)),
            Ok(None) => break,
            Err(e) => {
                games.push(Err(PgnError(std::sync::Arc::new(e))));
                return games;
            }
        }
    }
    let text = String::from_utf8_lossy(chunk);
    for (index, problem) in unreadable_tokens(&text) {
        if let Some(Ok(game)) = games.get_mut(index) {
            game.unreadable.get_or_insert(problem);
        }
    }
    games
}

/// For each game of a chunk (games end at a result marker), its first token that is not SAN.
fn unreadable_tokens(text: &str) -> Vec<(usize, (usize, String))> {
    scan_tokens(&super::movetext::strip_non_moves(text), false)
        .into_iter()
        .enumerate()
        .filter_map(|(game, skipped)| skipped.unreadable.map(|found| (game, found)))
        .collect()
}

/// What the scan of one game's movetext found that `pgn-reader` passes over in silence, each with how many steps
/// (moves, and the parentheses opening and closing variations) stand before it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Skipped {
    /// The first token that is not SAN.
    pub(crate) unreadable: Option<(usize, String)>,
    /// The marks written as symbols (`+-`, `=`, `+/=`…), as annotation glyph numbers.
    pub(crate) marks: Vec<(usize, u8)>,
}

/// For each game of a chunk with its variations (games end at a result marker), what `pgn-reader` skips.
pub(crate) fn skipped_in_variations(text: &str) -> Vec<Skipped> {
    scan_tokens(&super::movetext::strip_keeping_variations(text), true)
}

/// The scan of [`unreadable_tokens`] over `movetext`, a [`Skipped`] for each game. With `variations`, a parenthesis
/// standing alone is a step like a move, and marks (`!` alone, `+-`) are marks, not unreadable.
fn scan_tokens(movetext: &str, variations: bool) -> Vec<Skipped> {
    let mut games = vec![Skipped::default()];
    let mut moves = 0;
    for token in movetext.split_whitespace() {
        if matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*") {
            games.push(Skipped::default());
            moves = 0;
            continue;
        }
        let Some(game) = games.last_mut() else {
            break;
        };
        if variations {
            if matches!(token, "(" | ")") {
                moves += 1;
                continue;
            }
            if token.bytes().all(|b| b == b'!' || b == b'?') {
                continue;
            }
            if let Some(nag) = mark_symbol(token) {
                game.marks.push((moves, nag));
                continue;
            }
        }
        if super::movetext::is_move_number_or_result(token) {
            continue;
        }
        let san = token.trim_end_matches(['!', '?']).replace('0', "O");
        if SanPlus::from_ascii(san.as_bytes()).is_ok() {
            moves += 1;
        } else if game.unreadable.is_none() {
            game.unreadable = Some((moves, token.to_string()));
        }
    }
    games
}

/// The annotation glyph of a mark written as a symbol: the position marks (`=` equal, `+=` or `⩲` White slightly
/// better, `+-` White winning…), `∞` unclear, `□` only move.
fn mark_symbol(token: &str) -> Option<u8> {
    Some(match token {
        "□" => 7,
        "=" => 10,
        "∞" => 13,
        "+=" | "+/=" | "⩲" => 14,
        "=+" | "=/+" | "⩱" => 15,
        "+/-" | "±" => 16,
        "-/+" | "∓" => 17,
        "+-" | "+−" => 18,
        "-+" | "−+" => 19,
        _ => return None,
    })
}

/// A tag value with its escapes `\\` and `\"` read, left to right (`RawTag::decode` of pgn-reader 0.29.0 also reads
/// the escaped backslash of `\\` as the start of an escape, so two backslashes in a name came back as one).
pub(crate) fn unescape_tag(raw: &[u8]) -> String {
    let mut value = Vec::with_capacity(raw.len());
    let mut bytes = raw.iter().copied().peekable();
    while let Some(byte) = bytes.next() {
        match (byte, bytes.peek()) {
            (b'\\', Some(&next @ (b'\\' | b'"'))) => {
                value.push(next);
                bytes.next();
            }
            _ => value.push(byte),
        }
    }
    String::from_utf8_lossy(&value).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tag_values_keep_every_backslash_and_quote() {
        // Found by fuzzing (fuzz/fuzz_targets/play_session.rs): an event named with backslashes, exported and read
        // back, lost all but one of them.
        let event = r#"Club "Op\\\\\\\\\\\\\\\\\\\\\\\\\\e?""#;
        let tags = crate::notation::PgnTags {
            event: event.to_string(),
            white: r"A\\".to_string(),
            black: r#"B\"C\"#.to_string(),
            ..crate::notation::PgnTags::default()
        };
        let written = crate::notation::write_pgn(&tags, &crate::notation::Movetext::default());
        let [game] = games(&written).try_into().unwrap();
        assert_eq!(game.tag("Event"), Some(event), "{written}");
        assert_eq!(game.tag("White"), Some(r"A\\"), "{written}");
        assert_eq!(game.tag("Black"), Some(r#"B\"C\"#), "{written}");
        // As written by hand: escapes read left to right, a lone backslash kept.
        let [game] = games(r#"[Event "a\\\\b \"c\" d\e"]"#).try_into().unwrap();
        assert_eq!(game.tag("Event"), Some(r#"a\\b "c" d\e"#));
    }

    fn games(text: &str) -> Vec<PgnGame> {
        PgnGames::new(text.as_bytes())
            .unwrap()
            .map(Result::unwrap)
            .collect()
    }

    #[test]
    fn main_line_comments_are_kept_with_their_place() {
        let [game] = games(
            "[White \"A\"]\n\n{Before the first move} 1. e4 {King's pawn} e5 \
             2. Nf3 {[%clk 1:59:00]} {A knight\n   comes out [%eval 0.3] early} (2. f4 {gambit}) Nc6 $1 1-0\n",
        )
        .try_into()
        .unwrap();
        assert_eq!(
            game.comments,
            [
                (0, "Before the first move".to_string()),
                (1, "King's pawn".to_string()),
                (3, "A knight comes out early".to_string()),
            ]
        );
        assert_eq!(
            game.comment_after(0).as_deref(),
            Some("Before the first move")
        );
        assert_eq!(game.comment_after(2), None);
        assert_eq!(game.moves.len(), 4);
    }

    #[test]
    fn several_comments_in_one_place_are_joined() {
        let [game] = games("1. d4 {First.} {Second.} d5 *\n").try_into().unwrap();
        assert_eq!(game.comment_after(1).as_deref(), Some("First. Second."));
    }

    #[test]
    fn a_long_comment_cut_by_the_reader_is_one_comment() {
        let long = "word ".repeat(1000);
        let [game] = games(&format!("1. e4 {{{long}}} e5 *\n"))
            .try_into()
            .unwrap();
        assert_eq!(game.comments.len(), 1);
        assert_eq!(game.comments[0].1, long.trim());
    }

    #[test]
    fn a_stray_comment_after_the_last_game_is_no_game() {
        assert_eq!(games("1. e4 e5 1-0\n\n{the end}\n").len(), 1);
    }
}
