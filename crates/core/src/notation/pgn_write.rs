//! Writing a game as PGN, the one writer of every export: the Seven Tag Roster (`?` where unknown), the tags after it
//! in the order given, then the moves with their numbers, each with the comments after it, and the result, broken
//! into lines.

use std::fmt::Write;

use shakmaty::san::SanPlus;

use crate::clock::format_hms;

/// The tags of a game, in PGN order: the roster's, where a blank value is unknown, then the others.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct PgnTags {
    pub event: String,
    pub site: String,
    /// `YYYY.MM.DD`; unknown when empty.
    pub date: String,
    pub round: String,
    pub white: String,
    pub black: String,
    /// `1-0`, `0-1`, `1/2-1/2` or `*` (also when empty).
    pub(crate) result: String,
    /// The tags after the roster (`SetUp` and `FEN`, `TimeControl`, `Termination`, a puzzle's rating…), in order.
    pub(crate) more: Vec<(String, String)>,
}

impl PgnTags {
    /// The tags that place a game starting from a position other than the initial one: `SetUp` and `FEN`.
    pub(crate) fn setup(fen: String) -> [(String, String); 2] {
        [("SetUp".into(), "1".into()), ("FEN".into(), fen)]
    }
}

/// One move as written, with the comments after it (without their braces: a brace in one is left out).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PgnMove {
    pub(crate) san: SanPlus,
    pub(crate) comments: Vec<String>,
}

impl PgnMove {
    /// A move of a game as its record keeps it: the mover's remaining time after it when a clock ran
    /// (`{[%clk 1:30:21]}`), a draw offered with it (`{(=)}`, article 9.1.2: recorded on both sheets), and the squares
    /// where the sighted player's electronic board differed from the game after it (`{boards differ: f3 h3}`).
    pub(crate) fn recorded(
        san: SanPlus,
        clock_ms: Option<i64>,
        draw_offer: bool,
        board_differs: &[String],
    ) -> PgnMove {
        let mut comments = Vec::new();
        if let Some(ms) = clock_ms {
            comments.push(format!("[%clk {}]", format_hms(ms)));
        }
        if draw_offer {
            comments.push("(=)".to_string());
        }
        if !board_differs.is_empty() {
            comments.push(format!("boards differ: {}", board_differs.join(" ")));
        }
        PgnMove { san, comments }
    }
}

/// How the moves are broken into lines: never wider than a width, broken only at a space. Each export keeps its own,
/// as its text has always been.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Wrapping {
    /// At most 80 columns, a move never parted from its comments (a game's clock times stay with their moves).
    #[default]
    MovesWithComments,
    /// At most 79 columns, broken at any space (the training sessions' games).
    AnySpace,
}

/// The moves of a game and where they stand: `first_move_number` and `black_first` place them when the game starts
/// from a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Movetext {
    pub(crate) first_move_number: u32,
    pub(crate) black_first: bool,
    /// Comments before the first move.
    pub(crate) before: Vec<String>,
    pub(crate) moves: Vec<PgnMove>,
    pub(crate) wrapping: Wrapping,
}

impl Default for Movetext {
    fn default() -> Self {
        Movetext {
            first_move_number: 1,
            black_first: false,
            before: Vec::new(),
            moves: Vec::new(),
            wrapping: Wrapping::default(),
        }
    }
}

/// The game as PGN text, ending with a blank line.
pub(crate) fn write_pgn(tags: &PgnTags, movetext: &Movetext) -> String {
    let mut tokens = movetext_tokens(movetext);
    if movetext.wrapping == Wrapping::AnySpace {
        tokens = tokens
            .iter()
            .flat_map(|token| token.split(' ').map(str::to_string))
            .collect();
    }
    let width = match movetext.wrapping {
        Wrapping::MovesWithComments => 80,
        Wrapping::AnySpace => 79,
    };
    write_game(tags, tokens, width)
}

/// A game as PGN text, ending with a blank line: the tags, then the movetext's `tokens` (units a line is never broken
/// in) and the result, in lines of at most `width` characters.
pub(crate) fn write_game(tags: &PgnTags, mut tokens: Vec<String>, width: usize) -> String {
    let (mut out, result) = tag_section(tags);
    tokens.push(result.to_string());
    wrap(&mut out, &tokens, width);
    out.push_str("\n\n");
    out
}

/// The tag section with the blank line after it, and the result the movetext ends with (`*` when unknown).
fn tag_section(tags: &PgnTags) -> (String, &str) {
    let mut out = String::new();
    let known = |value: &str| (!value.trim().is_empty()).then(|| escape(value));
    let result = if tags.result.is_empty() {
        "*"
    } else {
        tags.result.as_str()
    };
    let roster = [
        ("Event", known(&tags.event)),
        ("Site", known(&tags.site)),
        (
            "Date",
            Some(if tags.date.is_empty() {
                "????.??.??".to_string()
            } else {
                escape(&tags.date)
            }),
        ),
        ("Round", known(&tags.round)),
        ("White", known(&tags.white)),
        ("Black", known(&tags.black)),
        ("Result", Some(result.to_string())),
    ];
    for (name, value) in roster {
        let _ = writeln!(out, "[{name} \"{}\"]", value.as_deref().unwrap_or("?"));
    }
    for (name, value) in &tags.more {
        let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
    }
    out.push('\n');
    (out, result)
}

/// The move numbers, and each move with its comments, as the units a line is never broken in. A Black move is
/// numbered ("1... e5") when it comes first or after a comment.
fn movetext_tokens(movetext: &Movetext) -> Vec<String> {
    let braced = |comment: &String| format!("{{{}}}", comment.replace(['{', '}'], ""));
    let mut tokens: Vec<String> = movetext.before.iter().map(braced).collect();
    let mut after_comment = !movetext.before.is_empty();
    for (index, m) in movetext.moves.iter().enumerate() {
        let white_to_move = (index % 2 == 0) != movetext.black_first;
        let number =
            movetext.first_move_number + ((index + usize::from(movetext.black_first)) / 2) as u32;
        if white_to_move {
            tokens.push(format!("{number}."));
        } else if index == 0 || after_comment {
            tokens.push(format!("{number}..."));
        }
        let mut token = m.san.to_string();
        for comment in &m.comments {
            token.push(' ');
            token.push_str(&braced(comment));
        }
        tokens.push(token);
        after_comment = !m.comments.is_empty();
    }
    tokens
}

fn escape(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace(['\n', '\r'], " ")
}

/// Lines of at most `width` characters, broken between tokens.
fn wrap(out: &mut String, tokens: &[String], width: usize) {
    let mut line_len = 0;
    for token in tokens {
        if line_len > 0 && line_len + 1 + token.len() > width {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(token);
        line_len += token.len();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(san: &str, clock_ms: Option<i64>, draw_offer: bool) -> PgnMove {
        PgnMove::recorded(san.parse().unwrap(), clock_ms, draw_offer, &[])
    }

    fn moves(moves: &[PgnMove]) -> Movetext {
        Movetext {
            moves: moves.to_vec(),
            ..Movetext::default()
        }
    }

    #[test]
    fn seven_tags_clocks_and_draw_offers() {
        let tags = PgnTags {
            event: "Club \"Open\"".into(),
            date: "2026.11.22".into(),
            white: "Anna".into(),
            black: "Bert".into(),
            result: "1/2-1/2".into(),
            more: vec![
                ("TimeControl".into(), "5400+30".into()),
                ("Termination".into(), "normal".into()),
            ],
            ..PgnTags::default()
        };
        let moves = moves(&[
            mv("e4", Some(5_421_000), false),
            mv("e5", Some(5_399_500), false),
            mv("Nf3", Some(5_000_000), true),
        ]);
        let pgn = write_pgn(&tags, &moves);
        assert_eq!(
            pgn,
            "[Event \"Club \\\"Open\\\"\"]\n[Site \"?\"]\n[Date \"2026.11.22\"]\n[Round \"?\"]\n[White \"Anna\"]\n\
             [Black \"Bert\"]\n[Result \"1/2-1/2\"]\n[TimeControl \"5400+30\"]\n[Termination \"normal\"]\n\n\
             1. e4 {[%clk 1:30:21]} 1... e5 {[%clk 1:29:59]} 2. Nf3 {[%clk 1:23:20]} {(=)}\n1/2-1/2\n\n"
        );
    }

    #[test]
    fn a_game_from_a_position_with_black_first() {
        let tags = PgnTags {
            more: PgnTags::setup("4k3/8/8/8/8/8/4P3/4K3 b - - 0 30".into()).to_vec(),
            ..PgnTags::default()
        };
        let pgn = write_pgn(
            &tags,
            &Movetext {
                first_move_number: 30,
                black_first: true,
                ..moves(&[
                    mv("Kd7", None, false),
                    mv("e4", None, false),
                    mv("Kd6", None, false),
                ])
            },
        );
        assert!(
            pgn.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n"),
            "{pgn}"
        );
        assert!(pgn.ends_with("\n30... Kd7 31. e4 Kd6 *\n\n"), "{pgn}");
        assert!(pgn.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]"));
    }

    #[test]
    fn long_games_wrap_at_eighty_columns() {
        let played: Vec<PgnMove> = ["Nf3", "Nf6", "Ng1", "Ng8"]
            .iter()
            .cycle()
            .take(60)
            .map(|s| mv(s, Some(60_000), false))
            .collect();
        let pgn = write_pgn(&PgnTags::default(), &moves(&played));
        assert!(pgn.lines().all(|l| l.len() <= 80), "{pgn}");
    }

    #[test]
    fn a_long_game_keeps_each_move_with_its_comments_on_one_line() {
        let played: Vec<PgnMove> = [
            "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
        ]
        .iter()
        .cycle()
        .take(30)
        .enumerate()
        .map(|(i, s)| {
            let differs = if i % 5 == 2 {
                vec!["f3".to_string(), "h3".to_string()]
            } else {
                Vec::new()
            };
            let clock_ms = (i % 3 != 0).then_some(60_000 * i as i64);
            PgnMove::recorded(s.parse().unwrap(), clock_ms, i % 4 == 1, &differs)
        })
        .collect();
        let mut more = PgnTags::setup("x".into()).to_vec();
        more.push(("TimeControl".into(), "60+1".into()));
        more.push(("Termination".into(), "normal".into()));
        let tags = PgnTags {
            event: " ".into(),
            round: "3".into(),
            result: "0-1".into(),
            more,
            ..PgnTags::default()
        };
        let movetext = Movetext {
            first_move_number: 12,
            black_first: true,
            ..moves(&played)
        };
        assert_eq!(write_pgn(&tags, &movetext), A_LONG_GAME);
    }

    /// [`a_long_game_keeps_each_move_with_its_comments_on_one_line`]'s game, as it has always been written.
    const A_LONG_GAME: &str = r#"[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "3"]
[White "?"]
[Black "?"]
[Result "0-1"]
[SetUp "1"]
[FEN "x"]
[TimeControl "60+1"]
[Termination "normal"]

12... e4 13. e5 {[%clk 0:01:00]} {(=)} 13...
Nf3 {[%clk 0:02:00]} {boards differ: f3 h3} 14. Nc6 Bb5 {[%clk 0:04:00]} 15.
a6 {[%clk 0:05:00]} {(=)} 15... Ba4 16.
Nf6 {[%clk 0:07:00]} {boards differ: f3 h3} 16... O-O {[%clk 0:08:00]} 17.
Be7 {(=)} 17... e4 {[%clk 0:10:00]} 18. e5 {[%clk 0:11:00]} 18...
Nf3 {boards differ: f3 h3} 19. Nc6 {[%clk 0:13:00]} {(=)} 19...
Bb5 {[%clk 0:14:00]} 20. a6 Ba4 {[%clk 0:16:00]} 21.
Nf6 {[%clk 0:17:00]} {(=)} {boards differ: f3 h3} 21... O-O 22.
Be7 {[%clk 0:19:00]} 22... e4 {[%clk 0:20:00]} 23. e5 {(=)} 23...
Nf3 {[%clk 0:22:00]} {boards differ: f3 h3} 24. Nc6 {[%clk 0:23:00]} 24... Bb5
25. a6 {[%clk 0:25:00]} {(=)} 25... Ba4 {[%clk 0:26:00]} 26.
Nf6 {boards differ: f3 h3} 26... O-O {[%clk 0:28:00]} 27.
Be7 {[%clk 0:29:00]} {(=)} 0-1

"#;
}
