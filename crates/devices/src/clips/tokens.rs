//! A spoken sentence as the built-in voice says it: clip keys and pauses, and the file name of each key's clip.
//!
//! **Words.** A sentence is split at white space. Each piece loses the punctuation around it (anything that is not a
//! letter or a digit: quotes, brackets, commas, full stops) but keeps what is inside it, so "twenty-one", "black's",
//! "l'arbitre" and "1:05:00" stay one word each; the typographic apostrophe ’ is read as '. The key of a word is the
//! word lower-cased (Unicode-aware: "König" → "könig"). A piece with no letter or digit is no word.
//!
//! **Pauses.** A comma, semicolon or colon (`,` `;` `:`) around a word gives a short pause after it; a sentence end
//! (`.` `!` `?` `…`) a long one; a sentence end wins over a comma. Pauses before the first word are dropped, and two
//! pauses in a row are one (the longer).
//!
//! **File names.** The clip of a key is `<name>.wav` in the pack's `clips/` folder, where `<name>` keeps the ASCII
//! lower-case letters, the digits and the hyphen of the key and writes every other byte of its UTF-8 form as `%XX`
//! (two upper-case hexadecimal digits): "fünf" → `f%C3%BCnf`, "black's" → `black%27s`, "1:05:00" → `1%3A05%3A00`.
//! A name that would be a device name on Windows (`con`, `prn`, `aux`, `nul`, `com1`…`com9`, `lpt1`…`lpt9`) has its
//! first letter escaped too (`aux` → `%61ux`). Names are thus plain ASCII, never start with a dot or a hyphen, are
//! distinct for distinct keys even on a file system that ignores case, and read back to their key exactly
//! ([`key_of_file_name`]).

/// A pause between words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Pause {
    /// After a comma, semicolon or colon.
    Short,
    /// After a sentence end.
    Long,
}

/// One step of a spoken sentence.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Token {
    /// A word, by its clip key (lower case).
    Word(String),
    /// A pause.
    Pause(Pause),
}

/// The words and pauses of a spoken sentence (see the module documentation for the rules).
#[must_use]
pub(crate) fn tokens(sentence: &str) -> Vec<Token> {
    let mut out = fragment(sentence);
    let first = out
        .iter()
        .position(|token| matches!(token, Token::Word(_)))
        .unwrap_or(out.len());
    out.drain(..first);
    out
}

/// The words and pauses of a piece of a spoken sentence: as [`tokens`], except that a pause before its first word is
/// kept (the piece follows others).
#[must_use]
pub(crate) fn fragment(text: &str) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::new();
    for piece in text.split_whitespace() {
        let is_mark = |c: char| !c.is_alphanumeric();
        let start = piece.len() - piece.trim_start_matches(is_mark).len();
        let end = piece.trim_end_matches(is_mark).len().max(start);
        let (before, word, after) = (&piece[..start], &piece[start..end], &piece[end..]);
        pause(&mut out, before);
        if !word.is_empty() {
            out.push(Token::Word(word.replace('’', "'").to_lowercase()));
        }
        pause(&mut out, after);
    }
    out
}

/// Adds the pause `marks` call for, if any, merging it with a pause just before.
fn pause(out: &mut Vec<Token>, marks: &str) {
    let kind = if marks.contains(['.', '!', '?', '…']) {
        Pause::Long
    } else if marks.contains([',', ';', ':']) {
        Pause::Short
    } else {
        return;
    };
    match out.last_mut() {
        Some(Token::Pause(last)) => *last = (*last).max(kind),
        None | Some(Token::Word(_)) => out.push(Token::Pause(kind)),
    }
}

/// The word keys of a sentence, in order, without the pauses.
#[must_use]
pub(crate) fn words(sentence: &str) -> Vec<String> {
    tokens(sentence)
        .into_iter()
        .filter_map(|token| match token {
            Token::Word(key) => Some(key),
            Token::Pause(_) => None,
        })
        .collect()
}

/// Names that Windows keeps for devices, whatever the extension.
const DEVICE_NAMES: [&str; 4] = ["con", "prn", "aux", "nul"];

fn is_device_name(name: &str) -> bool {
    DEVICE_NAMES.contains(&name)
        || (name.len() == 4
            && (name.starts_with("com") || name.starts_with("lpt"))
            && name.as_bytes()[3].is_ascii_digit()
            && name.as_bytes()[3] != b'0')
}

/// The file name (without `.wav`) of a key's clip.
#[must_use]
pub fn file_name(key: &str) -> String {
    let mut name = String::with_capacity(key.len());
    for byte in key.bytes() {
        if byte.is_ascii_lowercase() || byte.is_ascii_digit() || byte == b'-' {
            name.push(char::from(byte));
        } else {
            name.push_str(&format!("%{byte:02X}"));
        }
    }
    if is_device_name(&name) {
        name = format!("%{:02X}{}", name.as_bytes()[0], &name[1..]);
    }
    name
}

/// The key of a clip's file name (without `.wav`), or `None` when `name` is not one that [`file_name`] makes.
#[must_use]
pub(crate) fn key_of_file_name(name: &str) -> Option<String> {
    let bytes = name.as_bytes();
    let mut key = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b'%' {
            let hex = name.get(at + 1..at + 3)?;
            if !hex
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b))
            {
                return None;
            }
            key.push(u8::from_str_radix(hex, 16).ok()?);
            at += 3;
        } else {
            key.push(bytes[at]);
            at += 1;
        }
    }
    let key = String::from_utf8(key).ok()?;
    (!key.is_empty() && file_name(&key) == name).then_some(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn word(key: &str) -> Token {
        Token::Word(key.to_string())
    }

    const SHORT: Token = Token::Pause(Pause::Short);
    const LONG: Token = Token::Pause(Pause::Long);

    #[test]
    fn words_are_lower_cased_without_the_punctuation_around_them() {
        assert_eq!(
            tokens("Läufer schlägt Cäsar fünf"),
            [word("läufer"), word("schlägt"), word("cäsar"), word("fünf")]
        );
        assert_eq!(
            tokens("„Sf9“ kann nicht (gelesen) werden"),
            [
                word("sf9"),
                word("kann"),
                word("nicht"),
                word("gelesen"),
                word("werden")
            ]
        );
        assert_eq!(
            tokens("ÉCHEC à l’arbitre"),
            [word("échec"), word("à"), word("l'arbitre")]
        );
    }

    #[test]
    fn inner_apostrophes_hyphens_and_colons_are_kept() {
        assert_eq!(
            tokens("Black's clock: twenty-one 1:05:00 'quoted'"),
            [
                word("black's"),
                word("clock"),
                SHORT,
                word("twenty-one"),
                word("1:05:00"),
                word("quoted"),
            ]
        );
    }

    #[test]
    fn pauses_follow_their_punctuation() {
        assert_eq!(
            tokens("White 5 minutes, Black 4 minutes. Go!"),
            [
                word("white"),
                word("5"),
                word("minutes"),
                SHORT,
                word("black"),
                word("4"),
                word("minutes"),
                LONG,
                word("go"),
                LONG,
            ]
        );
        assert_eq!(tokens("a; b: c? d… e"), {
            let (a, b, c, d, e) = (word("a"), word("b"), word("c"), word("d"), word("e"));
            [a, SHORT, b, SHORT, c, LONG, d, LONG, e]
        });
        assert_eq!(
            tokens("12... Eva fünf"),
            [word("12"), LONG, word("eva"), word("fünf")]
        );
    }

    #[test]
    fn pauses_merge_and_none_starts_a_sentence() {
        assert_eq!(tokens(". , Eva"), [word("eva")]);
        assert_eq!(tokens("Eva, . vier"), [word("eva"), LONG, word("vier")]);
        assert_eq!(tokens("Eva. , vier"), [word("eva"), LONG, word("vier")]);
        assert_eq!(tokens("Eva , – vier"), [word("eva"), SHORT, word("vier")]);
        assert_eq!(tokens("Eva ,vier"), [word("eva"), SHORT, word("vier")]);
        assert!(tokens("  ").is_empty());
        assert!(tokens("— … ,").is_empty());
    }

    #[test]
    fn words_leaves_out_the_pauses() {
        assert_eq!(words("Eva, vier."), ["eva", "vier"]);
    }

    #[test]
    fn file_names_are_ascii_and_exact() {
        let cases = [
            ("eva", "eva"),
            ("twenty-one", "twenty-one"),
            ("fünf", "f%C3%BCnf"),
            ("black's", "black%27s"),
            ("1:05:00", "1%3A05%3A00"),
            ("100%", "100%25"),
            ("a/b.c", "a%2Fb%2Ec"),
            ("aux", "%61ux"),
            ("nul", "%6Eul"),
            ("com1", "%63om1"),
            ("com0", "com0"),
            ("lpt9", "%6Cpt9"),
            ("null", "null"),
            ("auxiliary", "auxiliary"),
        ];
        for (key, name) in cases {
            assert_eq!(file_name(key), name, "{key}");
            assert_eq!(key_of_file_name(name).as_deref(), Some(key), "{name}");
        }
    }

    #[test]
    fn only_names_that_file_name_makes_read_back() {
        for name in [
            "",
            "Eva",
            "f%c3%bcnf",
            "%",
            "%4",
            "%ZZ",
            "%65va",
            "aux",
            "%FF",
            "a b",
            ".hidden",
        ] {
            assert_eq!(key_of_file_name(name), None, "{name:?}");
        }
    }

    #[test]
    fn distinct_keys_have_names_distinct_even_ignoring_case() {
        let keys = [
            "fünf",
            "funf",
            "f%c3%bcnf",
            "f%C3%BCnf",
            "fÜnf",
            "ﬁ",
            "fi",
            "%",
            "%25",
        ];
        let mut names: Vec<String> = keys.iter().map(|k| file_name(k).to_lowercase()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), keys.len());
    }
}
