//! Plain words in uncontracted (grade 1) Unified English Braille, for the lines of a braille scoresheet that are
//! not moves: the players, the event, the date, the result.
//!
//! Letters are the standard alphabet, a capital letter has the capital sign ⠠ before it, a number the numeric
//! indicator ⠼ and the letters a–j, and the common punctuation its UEB cell. Anything else is written as the full
//! cell ⠿, so that nothing is silently dropped from a name.

use super::braille::{letter_cell, transcribe_dots};

const CAPITAL: char = transcribe_dots("6");
const NUMBER: char = transcribe_dots("3456");

/// `text` in uncontracted UEB.
#[must_use]
pub(crate) fn braille_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut in_number = false;
    for c in text.chars() {
        if let Some(digit) = c.to_digit(10) {
            if !in_number {
                out.push(NUMBER);
                in_number = true;
            }
            // 1–9 are a–i, 0 is j.
            let letter = if digit == 0 {
                'j'
            } else {
                char::from(b'a' + digit as u8 - 1)
            };
            out.extend(letter_cell(letter));
            continue;
        }
        if !(c == '.' || c == ',') || !in_number {
            in_number = false;
        }
        match c {
            ' ' => out.push(' '),
            'a'..='z' => out.extend(letter_cell(c)),
            'A'..='Z' => {
                out.push(CAPITAL);
                out.extend(letter_cell(c.to_ascii_lowercase()));
            }
            '.' => out.push(transcribe_dots("256")),
            ',' => out.push(transcribe_dots("2")),
            ':' => out.push(transcribe_dots("25")),
            ';' => out.push(transcribe_dots("23")),
            '-' => out.push(transcribe_dots("36")),
            '/' => out.extend([transcribe_dots("456"), transcribe_dots("34")]),
            '(' => out.extend([transcribe_dots("5"), transcribe_dots("126")]),
            ')' => out.extend([transcribe_dots("5"), transcribe_dots("345")]),
            '\'' => out.push(transcribe_dots("3")),
            '?' => out.push(transcribe_dots("236")),
            '!' => out.push(transcribe_dots("235")),
            _ => out.push(transcribe_dots("123456")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::to_brf;

    #[test]
    fn words_names_and_numbers() {
        let cases = [
            ("ab", "⠁⠃"),
            ("Anna", "⠠⠁⠝⠝⠁"),
            ("1-0", "⠼⠁⠤⠼⠚"),
            ("2026.11.22", "⠼⠃⠚⠃⠋⠲⠁⠁⠲⠃⠃"),
            ("Lo, Chris", "⠠⠇⠕⠂ ⠠⠉⠓⠗⠊⠎"),
            ("Ünal", "⠿⠝⠁⠇"),
        ];
        for (text, cells) in cases {
            assert_eq!(braille_text(text), cells, "{text}");
        }
        assert_eq!(to_brf(&braille_text("Round 3")), ",ROUND #C");
    }
}
