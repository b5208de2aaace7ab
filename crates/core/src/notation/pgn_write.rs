//! Writing a game as PGN: the Seven Tag Roster, TimeControl, Termination, `[%clk h:mm:ss]`
//! after every move, and draw offers as `{(=)}` (article 9.1.2: recorded on both sheets).

use std::fmt::Write;

use shakmaty::san::SanPlus;

use crate::clock::format_hms;

/// One move as the record keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RecordedMove {
    pub san: SanPlus,
    /// The mover's remaining time after the move, when a clock ran.
    pub(crate) clock_ms: Option<i64>,
    /// A draw was offered with this move.
    pub(crate) draw_offer: bool,
    /// The squares where the sighted player's electronic board differed from the game after this move, when it did
    /// (`{boards differ: f3 h3}`).
    pub(crate) board_differs: Vec<String>,
}

/// The tags of an exported game, in PGN order; empty values are written as `?`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct PgnTags {
    pub event: String,
    pub site: String,
    /// `YYYY.MM.DD`.
    pub date: String,
    pub round: String,
    pub white: String,
    pub black: String,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub(crate) result: String,
    /// The start position, when not the initial one.
    pub fen: Option<String>,
    pub(crate) time_control: Option<String>,
    /// PGN Termination tag: `normal`, `time forfeit`, `adjudication`, `rules infraction`, `unterminated`.
    pub termination: Option<String>,
}

/// The game as PGN text, ending with a blank line. `first_move_number` and `black_first` place
/// the moves when the game starts from a position (FEN).
pub(crate) fn write_pgn(
    tags: &PgnTags,
    moves: &[RecordedMove],
    first_move_number: u32,
    black_first: bool,
) -> String {
    let mut out = String::new();
    let or_unknown = |v: &str| {
        if v.trim().is_empty() {
            "?".to_string()
        } else {
            escape(v)
        }
    };
    let result = if tags.result.is_empty() {
        "*"
    } else {
        tags.result.as_str()
    };
    for (name, value) in [
        ("Event", or_unknown(&tags.event)),
        ("Site", or_unknown(&tags.site)),
        (
            "Date",
            if tags.date.is_empty() {
                "????.??.??".to_string()
            } else {
                escape(&tags.date)
            },
        ),
        ("Round", or_unknown(&tags.round)),
        ("White", or_unknown(&tags.white)),
        ("Black", or_unknown(&tags.black)),
        ("Result", result.to_string()),
    ] {
        let _ = writeln!(out, "[{name} \"{value}\"]");
    }
    if let Some(fen) = &tags.fen {
        let _ = writeln!(out, "[SetUp \"1\"]\n[FEN \"{}\"]", escape(fen));
    }
    if let Some(tc) = &tags.time_control {
        let _ = writeln!(out, "[TimeControl \"{}\"]", escape(tc));
    }
    if let Some(termination) = &tags.termination {
        let _ = writeln!(out, "[Termination \"{}\"]", escape(termination));
    }
    out.push('\n');
    let mut tokens: Vec<String> = Vec::with_capacity(moves.len() * 2 + 1);
    for (index, m) in moves.iter().enumerate() {
        let white_to_move = (index % 2 == 0) != black_first;
        let number = first_move_number + ((index + usize::from(black_first)) / 2) as u32;
        if white_to_move {
            tokens.push(format!("{number}."));
        } else if index == 0 {
            tokens.push(format!("{number}..."));
        }
        let mut token = m.san.to_string();
        if let Some(ms) = m.clock_ms {
            let _ = write!(token, " {{[%clk {}]}}", format_hms(ms));
        }
        if m.draw_offer {
            token.push_str(" {(=)}");
        }
        if !m.board_differs.is_empty() {
            let _ = write!(token, " {{boards differ: {}}}", m.board_differs.join(" "));
        }
        let commented = m.clock_ms.is_some() || m.draw_offer || !m.board_differs.is_empty();
        tokens.push(token);
        // After a comment the next Black move needs its number again ("1... e5").
        if white_to_move && commented && index + 1 < moves.len() {
            tokens.push(format!("{number}..."));
        }
    }
    tokens.push(result.to_string());
    wrap(&mut out, &tokens);
    out.push_str("\n\n");
    out
}

fn escape(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace(['\n', '\r'], " ")
}

/// Lines of at most 80 characters, as PGN export format asks.
fn wrap(out: &mut String, tokens: &[String]) {
    let mut line_len = 0;
    for token in tokens {
        if line_len > 0 && line_len + 1 + token.len() > 80 {
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

    fn mv(san: &str, clock_ms: Option<i64>, draw_offer: bool) -> RecordedMove {
        RecordedMove {
            san: san.parse().unwrap(),
            clock_ms,
            draw_offer,
            board_differs: Vec::new(),
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
            time_control: Some("5400+30".into()),
            termination: Some("normal".into()),
            ..PgnTags::default()
        };
        let moves = [
            mv("e4", Some(5_421_000), false),
            mv("e5", Some(5_399_500), false),
            mv("Nf3", Some(5_000_000), true),
        ];
        let pgn = write_pgn(&tags, &moves, 1, false);
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
            fen: Some("4k3/8/8/8/8/8/4P3/4K3 b - - 0 30".into()),
            ..PgnTags::default()
        };
        let pgn = write_pgn(
            &tags,
            &[
                mv("Kd7", None, false),
                mv("e4", None, false),
                mv("Kd6", None, false),
            ],
            30,
            true,
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
        let moves: Vec<RecordedMove> = ["Nf3", "Nf6", "Ng1", "Ng8"]
            .iter()
            .cycle()
            .take(60)
            .map(|s| mv(s, Some(60_000), false))
            .collect();
        let pgn = write_pgn(&PgnTags::default(), &moves, 1, false);
        assert!(pgn.lines().all(|l| l.len() <= 80), "{pgn}");
    }
}
