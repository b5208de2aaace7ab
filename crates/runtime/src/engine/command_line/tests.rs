//! Engine commands as users write them, on Windows and elsewhere.

use super::*;

/// `is_file` for a machine holding only the files `existing`.
fn holding<'a>(existing: &'a [&'a str]) -> impl Fn(&Path) -> bool + 'a {
    move |path| existing.iter().any(|file| Path::new(file) == path)
}

fn words(line: &CommandLine) -> Vec<&str> {
    std::iter::once(line.program.as_str())
        .chain(line.arguments.iter().map(String::as_str))
        .collect()
}

#[test]
fn a_whole_text_naming_a_file_is_the_program_spaces_and_all() {
    let windows = r"C:\Program Files\Stockfish\stockfish.exe";
    let unix = "/opt/my engines/sf";
    let files = [windows, unix];
    let machine = holding(&files);
    for path in [windows, unix] {
        let line = parse(path, &machine).unwrap();
        assert_eq!(words(&line), [path]);
    }
    // Spaces around it are not part of it.
    assert_eq!(
        words(&parse("  /opt/my engines/sf ", &machine).unwrap()),
        [unix]
    );
}

#[test]
fn otherwise_words_are_split_at_spaces() {
    let line = parse("/usr/games/stockfish --threads  2", holding(&[])).unwrap();
    assert_eq!(words(&line), ["/usr/games/stockfish", "--threads", "2"]);
    assert_eq!(
        words(&parse("stockfish", holding(&[])).unwrap()),
        ["stockfish"]
    );
}

#[test]
fn double_quotes_group_and_backslashes_stay() {
    let line = parse(r#""C:\Program Files\sf.exe" --threads 2"#, holding(&[])).unwrap();
    assert_eq!(words(&line), [r"C:\Program Files\sf.exe", "--threads", "2"]);
    let line = parse(r#"sf --name "Deep Thought" --dir=C:\a\b\ ''"#, holding(&[])).unwrap();
    assert_eq!(
        words(&line),
        ["sf", "--name", "Deep Thought", r"--dir=C:\a\b\", "''"]
    );
    // A quoted part joins what touches it, as in a shell; empty quotes are an empty argument.
    let line = parse(r#"/opt/"my engines"/sf "" x"#, holding(&[])).unwrap();
    assert_eq!(words(&line), ["/opt/my engines/sf", "", "x"]);
}

#[test]
fn nothing_and_an_open_quote_are_refused() {
    for empty in ["", "   ", "\t", r#""""#, r#""" --threads 2"#] {
        assert_eq!(
            parse(empty, holding(&[])),
            Err(CommandLineProblem::Empty),
            "{empty:?}"
        );
    }
    assert_eq!(
        parse(r#""C:\Program Files\sf.exe --threads 2"#, holding(&[])),
        Err(CommandLineProblem::UnclosedQuote)
    );
}
