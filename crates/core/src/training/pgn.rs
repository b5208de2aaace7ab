//! A game from any position, with comments between its moves, written as PGN by the one PGN writer (the tags,
//! `SetUp` and `FEN` when it does not start from the initial position, the moves in SAN with their numbers, the
//! result).

use shakmaty::{san::SanPlus, Chess, Color, Move, Position};

use crate::{
    notation::{write_pgn, Movetext, PgnMove, PgnTags, Wrapping},
    rules::fen_of,
};

/// One game to write.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// The tags after the seven of the roster's order that are given (`Event`, `Site`, …), in order.
    pub tags: Vec<(String, String)>,
    /// Where it starts.
    pub start: Chess,
    /// The moves played from `start`.
    pub moves: Vec<Move>,
    /// Comments, each after the number of moves it follows (0: before the first move).
    pub comments: Vec<(usize, String)>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

/// The tags of the Seven Tag Roster, taken from the given ones into their places.
const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

impl PgnGame {
    /// The game as PGN, ending with a blank line: the roster's tags `?` where not given (`-` for a round: a
    /// training game has none), then the others.
    #[must_use]
    pub fn write(&self) -> String {
        let given = |name: &str| {
            self.tags
                .iter()
                .find(|(n, _)| n == name)
                .map_or(String::new(), |(_, v)| v.clone())
        };
        let mut more: Vec<(String, String)> = self
            .tags
            .iter()
            .filter(|(name, _)| !ROSTER.contains(&name.as_str()))
            .cloned()
            .collect();
        if self.start != Chess::default() {
            more.extend(PgnTags::setup(fen_of(&self.start)));
        }
        let round = given("Round");
        let tags = PgnTags {
            event: given("Event"),
            site: given("Site"),
            date: given("Date"),
            round: if round.is_empty() { "-".into() } else { round },
            white: given("White"),
            black: given("Black"),
            result: self.result.clone(),
            more,
        };
        write_pgn(&tags, &self.movetext())
    }

    /// The moves in SAN, each with the comments after it.
    fn movetext(&self) -> Movetext {
        let comments_after = |count: usize| -> Vec<String> {
            self.comments
                .iter()
                .filter(|(at, _)| *at == count)
                .map(|(_, text)| text.clone())
                .collect()
        };
        let mut pos = self.start.clone();
        let moves = self
            .moves
            .iter()
            .enumerate()
            .map(|(index, &m)| PgnMove {
                san: SanPlus::from_move_and_play_unchecked(&mut pos, m),
                comments: comments_after(index + 1),
            })
            .collect();
        Movetext {
            first_move_number: self.start.fullmoves().get(),
            black_first: self.start.turn() == Color::Black,
            before: comments_after(0),
            moves,
            wrapping: Wrapping::AnySpace,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{fen::Fen, uci::UciMove, CastlingMode};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn moves(start: &Chess, ucis: &[&str]) -> Vec<Move> {
        let mut pos = start.clone();
        ucis.iter()
            .map(|u| {
                let m = u.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
                pos.play_unchecked(m);
                m
            })
            .collect()
    }

    #[test]
    fn a_game_from_a_position_black_to_move_has_its_fen_and_numbers() {
        let start = position("6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 30");
        let game = PgnGame {
            tags: vec![("Event".into(), "Puzzle \"x\"".into())],
            moves: moves(&start, &["g8f8", "d1d8"]),
            start,
            comments: vec![(1, "tried Rd7".into()), (2, "solved".into())],
            result: "*".into(),
        };
        assert_eq!(
            game.write(),
            "[Event \"Puzzle \\\"x\\\"\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"-\"]\n\
             [White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n[SetUp \"1\"]\n\
             [FEN \"6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 30\"]\n\n\
             30... Kf8 {tried Rd7} 31. Rd8+ {solved} *\n\n"
        );
    }

    #[test]
    fn a_game_from_the_start_has_no_fen_and_long_lines_are_broken() {
        let start = Chess::default();
        let ucis = ["g1f3", "g8f6", "f3g1", "f6g8"].repeat(6);
        let game = PgnGame {
            tags: Vec::new(),
            moves: moves(&start, &ucis),
            start,
            comments: Vec::new(),
            result: "1/2-1/2".into(),
        };
        let text = game.write();
        assert!(!text.contains("FEN"));
        assert!(
            text.contains("[Result \"1/2-1/2\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8"),
            "{text}"
        );
        assert!(text.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"));
        assert!(text.lines().all(|line| line.len() <= 79), "{text}");
        assert!(text.trim_end().ends_with("1/2-1/2"));
    }

    #[test]
    fn long_comments_are_broken_at_any_space() {
        let start = Chess::default();
        let played = moves(
            &start,
            &[
                "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6",
            ],
        );
        let game = PgnGame {
            tags: vec![
                ("Event".into(), "Puzzle abc".into()),
                ("PuzzleThemes".into(), "fork pin".into()),
                ("White".into(), "Syzygy tablebase".into()),
            ],
            start,
            moves: played,
            comments: vec![
                (
                    0,
                    "a comment {before} the first move, long enough to go on".into(),
                ),
                (
                    1,
                    "a comment after White's first move that is rather long indeed".into(),
                ),
                (1, "and a second one".into()),
                (4, "after Black's  second".into()),
                (5, "x".repeat(90)),
                (8, "at the end".into()),
            ],
            result: "1-0".into(),
        };
        assert_eq!(game.write(), LONG_COMMENTS);
    }

    /// [`long_comments_are_broken_at_any_space`]'s game, as it has always been written.
    const LONG_COMMENTS: &str = r#"[Event "Puzzle abc"]
[Site "?"]
[Date "????.??.??"]
[Round "-"]
[White "Syzygy tablebase"]
[Black "?"]
[Result "1-0"]
[PuzzleThemes "fork pin"]

{a comment before the first move, long enough to go on} 1. e4 {a comment after
White's first move that is rather long indeed} {and a second one} 1... e5 2.
Nf3 Nc6 {after Black's  second} 3. Bb5
{xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx}
3... a6 4. Ba4 Nf6 {at the end} 1-0

"#;
}
