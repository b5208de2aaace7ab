//! A game from any position, with comments between its moves, written as PGN (the tags, `SetUp` and `FEN` when it
//! does not start from the initial position, the moves in SAN with their numbers, the result).

use shakmaty::{fen::Fen, san::SanPlus, Chess, Color, EnPassantMode, Move, Position};

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

impl PgnGame {
    /// The game as PGN, ending with a blank line.
    #[must_use]
    pub fn write(&self) -> String {
        let mut out = String::new();
        // The seven tags every PGN game has, in their order, `?` (`-` for a round) where unknown; then the others.
        let given = |name: &str| {
            self.tags
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
        };
        for (name, unknown) in ROSTER {
            if name == "Result" {
                out.push_str(&tag(name, &self.result));
            } else {
                out.push_str(&tag(name, given(name).unwrap_or(unknown)));
            }
        }
        for (name, value) in &self.tags {
            if !ROSTER.iter().any(|(roster, _)| roster == name) {
                out.push_str(&tag(name, value));
            }
        }
        if self.start != Chess::default() {
            out.push_str(&tag("SetUp", "1"));
            let fen = Fen::from_position(&self.start, EnPassantMode::Legal).to_string();
            out.push_str(&tag("FEN", &fen));
        }
        out.push('\n');
        out.push_str(&wrapped(&self.movetext()));
        out.push_str("\n\n");
        out
    }

    /// The moves with their numbers and the comments, then the result.
    fn movetext(&self) -> String {
        let mut words: Vec<String> = Vec::new();
        let mut pos = self.start.clone();
        let mut number = pos.fullmoves().get();
        let comments_after = |n: usize, words: &mut Vec<String>| {
            for (_, text) in self.comments.iter().filter(|(at, _)| *at == n) {
                words.push(format!("{{{}}}", text.replace(['{', '}'], "")));
            }
        };
        comments_after(0, &mut words);
        let mut after_comment = true;
        for (i, &m) in self.moves.iter().enumerate() {
            match pos.turn() {
                Color::White => words.push(format!("{number}.")),
                Color::Black if i == 0 || after_comment => words.push(format!("{number}...")),
                Color::Black => {}
            }
            words.push(SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string());
            if pos.turn() == Color::White {
                number += 1;
            }
            let before = words.len();
            comments_after(i + 1, &mut words);
            after_comment = words.len() > before;
        }
        words.push(self.result.clone());
        words.join(" ")
    }
}

/// The seven tag roster, with what stands for an unknown value.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "-"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

fn tag(name: &str, value: &str) -> String {
    format!(
        "[{name} \"{}\"]\n",
        value.replace('\\', "\\\\").replace('"', "\\\"")
    )
}

/// Lines of at most 79 characters, broken between words.
fn wrapped(text: &str) -> String {
    let mut lines: Vec<String> = vec![String::new()];
    for word in text.split(' ') {
        let line = lines.last_mut().expect("one line at least");
        if !line.is_empty() && line.len() + 1 + word.len() > 79 {
            lines.push(word.to_string());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines.join("\n")
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
}
