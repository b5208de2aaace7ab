//! Control characters made visible: typed, or found in a file, an escape sequence would retitle or clear the terminal
//! or confuse a braille display or a speech engine, so every output shows it as the escape it is (`\x1b`).

/// `text` with its control characters (typed, or found in a file: an escape sequence that would retitle or clear the
/// terminal) shown as visible escapes, `\x1b`, instead of reaching the terminal or braille display.
#[must_use]
pub fn visible(text: &str) -> String {
    if !text.chars().any(char::is_control) {
        return text.to_string();
    }
    text.chars()
        .map(|c| {
            if c.is_control() {
                format!("\\x{:02x}", u32::from(c))
            } else {
                c.to_string()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn control_characters_are_shown_not_sent() {
        assert_eq!(super::visible("plain"), "plain");
        assert_eq!(
            super::visible("\u{1b}]0;pwned\u{7} e4"),
            "\\x1b]0;pwned\\x07 e4"
        );
    }
}
