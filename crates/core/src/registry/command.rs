//! A line read against the table: blank, a command with its arguments, or something else (a move at the board, an
//! answer in a drill, an unknown word elsewhere).

use super::{find, SessionKind, Spec, Verb};

/// A command found in the table, with its arguments. Made only by [`read`], so its command is one the language
/// takes; a keymap reads its bindings into these once, when it is loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    spec: &'static Spec,
    language: SessionKind,
    words: Vec<String>,
    rest: String,
}

impl Command {
    /// What it does.
    #[must_use]
    pub(crate) fn verb(&self) -> Verb {
        self.spec.verb
    }

    /// Its entry in the table.
    #[must_use]
    pub(crate) fn spec(&self) -> &'static Spec {
        self.spec
    }

    /// The language it was read in.
    #[must_use]
    pub fn language(&self) -> SessionKind {
        self.language
    }

    /// The arguments, one word each, in lower case.
    #[must_use]
    pub fn words(&self) -> Vec<&str> {
        self.words.iter().map(String::as_str).collect()
    }

    /// The arguments as typed (case kept), for moves and squares.
    #[must_use]
    pub(crate) fn rest(&self) -> &str {
        &self.rest
    }

    /// The same command with `argument` after its own arguments (a square picked on a braille display's row).
    #[must_use]
    pub fn followed_by(&self, argument: &str) -> Command {
        let argument = argument.trim();
        let mut words = self.words.clone();
        words.extend(argument.to_lowercase().split_whitespace().map(String::from));
        let rest = if self.rest.is_empty() {
            argument.to_string()
        } else {
            format!("{} {argument}", self.rest)
        };
        Command {
            spec: self.spec,
            language: self.language,
            words,
            rest,
        }
    }

    /// The command as a line, as it would be typed.
    #[must_use]
    pub fn line(&self) -> String {
        if self.rest.is_empty() {
            self.spec.name().to_string()
        } else {
            format!("{} {}", self.spec.name(), self.rest)
        }
    }
}

/// What a line is, read against a language's commands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Read {
    /// Nothing: blank or only spaces.
    Blank,
    /// A comment (a line starting with `#`, in scripts).
    Comment,
    /// A command.
    Command(Command),
    /// The first word names no command of the language: the line, trimmed.
    Other(String),
}

impl PartialEq for Spec {
    fn eq(&self, other: &Spec) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for Spec {}

/// Reads `line` in `language`: case and extra spaces do not matter.
#[must_use]
pub fn read(line: &str, language: SessionKind) -> Read {
    let line = line.trim();
    if line.starts_with('#') {
        return Read::Comment;
    }
    let lower = line.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    if words.is_empty() {
        return Read::Blank;
    }
    // A name of several words ("how far") is tried first, the longest first.
    let found = (1..=words.len().min(LONGEST))
        .rev()
        .find_map(|count| find(&words[..count].join(" "), language).map(|spec| (spec, count)));
    match found {
        Some((spec, count)) => Read::Command(Command {
            spec,
            language,
            words: words[count..]
                .iter()
                .map(|word| (*word).to_string())
                .collect(),
            rest: after_words(line, count).to_string(),
        }),
        None => Read::Other(line.to_string()),
    }
}

/// The most words a command's name has ("à quelle distance").
pub(super) const LONGEST: usize = 3;

/// `line` (trimmed) after its first `count` words, trimmed.
pub(super) fn after_words(line: &str, count: usize) -> &str {
    let mut rest = line;
    for _ in 0..count {
        rest = rest
            .trim_start()
            .split_once(char::is_whitespace)
            .map_or("", |(_, after)| after);
    }
    rest.trim()
}
