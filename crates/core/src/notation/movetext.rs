//! Splitting a text of several moves (a scoresheet typed by hand, moves on standard input) into
//! single move inputs: comments, variations, NAGs, move numbers and results are dropped.
//!
//! Within a line, whitespace separates moves when every piece reads as a move on its own
//! ("e4 e5 Nf3"), or when the whole line does not read as one move ("e4 xyz": two entries, the
//! second unreadable); otherwise the whole line is one move ("springer felix drei"). So phonetic
//! moves are written one per line (or separated by commas or semicolons).

use super::MoveReader;

/// The move inputs in `text`, in order.
pub(crate) fn split_movetext(reader: &MoveReader, text: &str) -> Vec<String> {
    let cleaned = strip_non_moves(text);
    let mut moves = Vec::new();
    for segment in cleaned.split(['\n', ',']) {
        let tokens: Vec<&str> = segment
            .split_whitespace()
            .filter(|t| !is_move_number_or_result(t))
            .collect();
        if tokens.is_empty() {
            continue;
        }
        let two_squares = tokens.len() == 2 && tokens.iter().all(|t| is_square(t));
        let words = tokens.len() > 1
            && !tokens.iter().all(|t| !reader.intents(t).is_empty())
            && !reader.intents(&tokens.join(" ")).is_empty();
        if two_squares || words {
            moves.push(tokens.join(" "));
        } else {
            moves.extend(tokens.iter().map(|t| t.to_string()));
        }
    }
    moves
}

/// Removes `{comments}`, `; rest of line` comments, `(variations)` and `$n` NAGs, and splits
/// move numbers glued to moves ("1.e4" → "1. e4").
pub(crate) fn strip_non_moves(text: &str) -> String {
    strip(text, false)
}

/// Like [`strip_non_moves`], but variations are kept, their parentheses made tokens of their own (` ( `, ` ) `).
pub(crate) fn strip_keeping_variations(text: &str) -> String {
    strip(text, true)
}

fn strip(text: &str, keep_variations: bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut depth = 0usize;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                for c in chars.by_ref() {
                    if c == '}' {
                        break;
                    }
                }
                out.push(' ');
            }
            '(' if (depth > 0 && !keep_variations)
                || chars.peek().is_some_and(|n| !n.is_ascii_alphabetic())
                || !out.ends_with(char::is_alphanumeric) =>
            {
                depth += 1;
                if keep_variations {
                    out.push_str(" ( ");
                }
            }
            ')' if depth > 0 => {
                depth -= 1;
                if keep_variations {
                    out.push_str(" ) ");
                }
            }
            _ if depth > 0 && !keep_variations => {}
            ';' => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
                out.push('\n');
            }
            '$' => {
                while chars.peek().is_some_and(char::is_ascii_digit) {
                    chars.next();
                }
            }
            '.' => {
                let after_number = out.ends_with(|c: char| c.is_ascii_digit() || c == '.');
                out.push('.');
                if after_number && chars.peek().is_some_and(|n| *n != '.') {
                    out.push(' ');
                }
            }
            '[' if out.trim_end().is_empty() || out.ends_with('\n') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
                out.push('\n');
            }
            c => out.push(c),
        }
    }
    out
}

/// A bare square such as `g1`: two of them on a line may be one move in coordinates.
pub(crate) fn is_square(token: &str) -> bool {
    token.len() == 2 && token.parse::<shakmaty::Square>().is_ok()
}

pub(crate) fn is_move_number_or_result(token: &str) -> bool {
    let number = token.trim_end_matches('.');
    (token.ends_with('.') && !number.is_empty() && number.chars().all(|c| c.is_ascii_digit()))
        || matches!(
            token,
            "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" | "e.p." | "ep"
        )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::voice::VoicePack;

    #[test]
    fn movetext_is_split_into_moves() {
        let reader = MoveReader::for_pack(Default::default(), &VoicePack::default_pack());
        let cases: &[(&str, &[&str])] = &[
            ("1. e4 e5 2. Nf3 Nc6", &["e4", "e5", "Nf3", "Nc6"]),
            ("1.e4 e5 2.Sf3 Sc6 1-0", &["e4", "e5", "Sf3", "Sc6"]),
            (
                "1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Nf3 $1 *",
                &["e4", "e5", "Nf3"],
            ),
            ("12... Qxd8+ 13. Kxd8", &["Qxd8+", "Kxd8"]),
            (
                "springer felix drei\neva fuenf",
                &["springer felix drei", "eva fuenf"],
            ),
            (
                "eva vier, eva fuenf, springer felix drei",
                &["eva vier", "eva fuenf", "springer felix drei"],
            ),
            // Two bare squares may be one move in coordinates: the reader decides with the position.
            ("[Event \"x\"]\n[White \"y\"]\n\n1. d4 d5", &["d4 d5"]),
            ("1. d4 d5 2. c4", &["d4", "d5", "c4"]),
            ("e8(Q) e1(D)", &["e8(Q)", "e1(D)"]),
            ("g1 f3", &["g1 f3"]),
            ("exd6 e.p. Kf7", &["exd6", "Kf7"]),
            ("1. e4 ; a comment\n1... e5", &["e4", "e5"]),
            ("", &[]),
        ];
        for (text, expected) in cases {
            assert_eq!(split_movetext(&reader, text), *expected, "{text:?}");
        }
    }
}
