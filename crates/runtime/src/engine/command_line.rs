//! The engine's command as the user writes it after `--engine`: a program, perhaps with arguments.
//!
//! The rule: when the whole text names an existing file, that file is the program, spaces and all
//! (`C:\Program Files\Stockfish\stockfish.exe`, `/opt/my engines/sf`). Otherwise the text is split into words at
//! spaces, and double quotes group a part that holds spaces (`"C:\Program Files\sf.exe" --threads 2`); the quotes
//! themselves are dropped, and backslashes are kept as written, so Windows paths need no doubling. Single quotes are
//! ordinary characters.

use std::path::Path;

/// A program to start and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CommandLine {
    /// The program: a path, or a name looked for on the `PATH`.
    pub(crate) program: String,
    /// What follows it.
    pub(crate) arguments: Vec<String>,
}

/// Why the text is no command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum CommandLineProblem {
    /// Nothing but spaces (or empty quotes where the program should be).
    Empty,
    /// A double quote is opened and never closed.
    UnclosedQuote,
}

/// Reads `text` by the rule above; `is_file` says whether a path names an existing file.
///
/// # Errors
/// [`CommandLineProblem`] when the text names no program or leaves a quote open.
pub(super) fn parse(
    text: &str,
    is_file: impl Fn(&Path) -> bool,
) -> Result<CommandLine, CommandLineProblem> {
    let whole = text.trim();
    if whole.is_empty() {
        return Err(CommandLineProblem::Empty);
    }
    if is_file(Path::new(whole)) {
        return Ok(CommandLine {
            program: whole.to_string(),
            arguments: Vec::new(),
        });
    }
    let mut words = split(whole)?.into_iter();
    let program = words
        .next()
        .filter(|program| !program.is_empty())
        .ok_or(CommandLineProblem::Empty)?;
    Ok(CommandLine {
        program,
        arguments: words.collect(),
    })
}

/// The words of `text`: separated by whitespace outside double quotes, the quotes dropped.
fn split(text: &str) -> Result<Vec<String>, CommandLineProblem> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quoted = false;
    for c in text.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                // `""` is a word of its own, empty.
                word.get_or_insert_with(String::new);
            }
            c if c.is_whitespace() && !quoted => words.extend(word.take()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    if quoted {
        return Err(CommandLineProblem::UnclosedQuote);
    }
    words.extend(word);
    Ok(words)
}

#[cfg(test)]
mod tests;
