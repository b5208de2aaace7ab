use super::*;

#[test]
fn no_word_means_two_commands_in_one_language() {
    for language in Language::ALL {
        let mut seen = std::collections::HashMap::new();
        for spec in COMMANDS.iter().filter(|spec| spec.speaks(language)) {
            for name in spec.names {
                if let Some(other) = seen.insert(*name, spec.verb) {
                    panic!(
                        "{name:?} is both {other:?} and {:?} in {language:?}",
                        spec.verb
                    );
                }
            }
        }
    }
}

/// A line, its language, and what it reads as: the verb, the arguments as typed and as words; `None` for no command.
type Case<'a> = (&'a str, Language, Option<(Verb, &'a str, &'a [&'a str])>);

#[test]
fn lines_are_read_in_their_language() {
    let cases: &[Case] = &[
        ("b", Language::Play, Some((Verb::Board, "", &[]))),
        ("b", Language::Clock, Some((Verb::Black, "", &[]))),
        ("n", Language::Listen, Some((Verb::Next, "", &[]))),
        ("N", Language::Clock, Some((Verb::Moves, "", &[]))),
        (
            "  Square   Eva vier ",
            Language::Play,
            Some((Verb::Square, "Eva vier", &["eva", "vier"])),
        ),
        ("e4", Language::Play, None),
        ("skip", Language::Play, None),
        ("engine move 1 a7a6", Language::Play, None),
    ];
    for (line, language, expected) in cases {
        let got = match read(line, *language) {
            Read::Command(command) => Some(command),
            _ => None,
        };
        match (got, expected) {
            (Some(command), Some((verb, rest, words))) => {
                assert_eq!(command.verb(), *verb, "{line:?}");
                assert_eq!(command.rest(), *rest, "{line:?}");
                assert_eq!(command.words(), *words, "{line:?}");
            }
            (None, None) => {}
            (got, expected) => panic!("{line:?}: {got:?}, expected {expected:?}"),
        }
    }
    assert_eq!(read("   ", Language::Play), Read::Blank);
    assert_eq!(read("# note", Language::Clock), Read::Comment);
    assert_eq!(read(" e4 ", Language::Play), Read::Other("e4".into()));
}

#[test]
fn completions_hold_every_name_and_form() {
    let play = completions(Language::Play);
    for expected in [
        "press",
        "board visual",
        "claim fifty",
        "cursor pick",
        "hint best",
        "quit",
    ] {
        assert!(play.iter().any(|c| c == expected), "{expected}");
    }
    assert!(!play.iter().any(|c| c == "engine"));
    let clock = completions(Language::Clock);
    assert!(clock.iter().any(|c| c == "white") && clock.iter().any(|c| c == "arbiter set"));
    assert!(!clock.iter().any(|c| c == "board"));
    assert_eq!(
        names(Language::Clock),
        "go, press, white, black, time, moves, pause, arbiter, wait, help, quit"
    );
}

#[test]
fn unknown_words_are_answered_with_the_commands_in_order() {
    assert_eq!(
        names(Language::Listen),
        "next, previous, move, start, end, play, stop, headers, comment, where, square, rank, file, board, \
         pieces, wait, help, quit"
    );
}

/// `docs/commands.md` is the table's own document; `TACTUS_BLESS=1 cargo test` writes it anew after a change.
#[test]
fn the_command_document_is_made_from_the_table() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/commands.md");
    let made = markdown();
    if std::env::var_os("TACTUS_BLESS").is_some() {
        std::fs::write(&path, &made).unwrap();
    }
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        kept == made,
        "docs/commands.md differs from the command table: run TACTUS_BLESS=1 cargo test -p tactus-core registry"
    );
}
