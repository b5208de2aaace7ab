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
         pieces, opening, wait, help, quit"
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

/// Every usage in English, as the program wrote it before the usages were made from the grammar.
#[test]
fn english_usages_are_written_as_before() {
    let expected = [
        (Verb::Go, Language::Play, "go, or go and the envelope's code, as in go K7QM2-XHD9P"),
        (Verb::Jump, Language::Listen, "move 12, or move 12 black"),
        (Verb::Play, Language::Listen, "play, or play 2"),
        (Verb::Board, Language::Play, "board, or board visual"),
        (
            Verb::Pieces,
            Language::Play,
            "pieces, pieces white, pieces black knight, or pieces queen",
        ),
        (
            Verb::Sheet,
            Language::Play,
            "sheet black 1. e4 e5 2. Nf3, or sheet black --file PATH",
        ),
        (Verb::Score, Language::Play, "score, score last 5, or score from 12"),
        (Verb::Resign, Language::Play, "resign, or resign white, or resign black"),
        (
            Verb::Claim,
            Language::Play,
            "claim threefold, or claim black fifty, optionally followed by the intended move",
        ),
        (
            Verb::Adjourn,
            Language::Play,
            "adjourn Nf3, or adjourn Nf3 resume Sunday 10:00 room 2",
        ),
        (
            Verb::Arbiter,
            Language::Play,
            "arbiter add white +2m, arbiter set black 1:05:00, arbiter illegal white, arbiter takeback 24, \
             arbiter result 1/2-1/2 dead position, arbiter increment 5s, arbiter unseal, or arbiter position",
        ),
        (
            Verb::Arbiter,
            Language::Clock,
            "arbiter add white +2m, or arbiter set black 1:05:00",
        ),
        (
            Verb::Cursor,
            Language::Play,
            "cursor, cursor up, down, left or right, cursor e4, cursor rank, cursor rank 4, cursor file, \
             cursor file e, cursor next, cursor next knight, cursor previous, cursor previous knight, cursor pick, \
             cursor pick e4, or cursor cancel",
        ),
        (
            Verb::Hint,
            Language::Play,
            "hint moves e2, hint reach e4, hint draws, or hint best",
        ),
        (
            Verb::Help,
            Language::Play,
            "help, or help and a topic: moves, clock, draws, board, sheets, arbiter, keys or online",
        ),
        (Verb::Wait, Language::Clock, "wait 2m"),
        (Verb::Square, Language::Listen, "square e4"),
        (Verb::Verify, Language::Play, "verify rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
        (Verb::Quit, Language::Drill, "quit"),
    ];
    for (verb, language, written) in expected {
        assert_eq!(
            usage(verb, language).english(),
            written,
            "{verb:?} in {language:?}"
        );
    }
    for spec in COMMANDS {
        let english = spec.usage.english();
        assert!(
            !english.contains(['{', '}', '[', ']']),
            "{:?}: {english}",
            spec.verb
        );
    }
}

#[test]
fn usages_are_written_in_the_packs_language() {
    assert_eq!(
        usage(Verb::Claim, Language::Play).written_in("de"),
        "reklamieren dreifach, oder reklamieren schwarz fünfzig, wahlweise gefolgt vom beabsichtigten Zug"
    );
    assert_eq!(
        usage(Verb::Board, Language::Play).written_in("fr-CA"),
        "échiquier, ou échiquier image"
    );
    assert_eq!(
        ADJUST_USAGE.written_in("de"),
        "schiedsrichter plus weiß +2m, oder schiedsrichter setzen schwarz 1:05:00"
    );
    // Every word a usage shows in German or French is read back as the same command and word.
    for tongue in ["de", "fr"] {
        for spec in COMMANDS {
            let written = spec.usage.written_in(tongue);
            assert!(
                !written.contains(['{', '}', '[', ']']),
                "{tongue}: {written}"
            );
            // The first example, read as a line (a command's name may be several words: "wie weit").
            let first = written.split(',').next().unwrap_or_default();
            let verb = match read(first, spec.languages[0]) {
                Read::Command(command) => Some(command.verb()),
                _ => None,
            };
            assert_eq!(verb, Some(spec.verb), "{tongue}: {written}");
        }
    }
}

#[test]
fn every_word_reads_back_as_itself_after_its_commands() {
    for row in WORDS {
        for name in row.names() {
            for verb in row.after {
                assert_eq!(word(*verb, name), Some(row.word), "{name:?} after {verb:?}");
            }
        }
        let rows = WORDS.iter().filter(|other| other.word == row.word).count();
        assert_eq!(rows, 1, "{:?} has {rows} rows", row.word);
    }
    for spec in COMMANDS {
        for form in spec.forms {
            assert_eq!(word(spec.verb, written(*form, "en")), Some(*form));
        }
    }
}

#[test]
fn every_word_has_its_row() {
    let topics = [
        Topic::Moves,
        Topic::Clock,
        Topic::Draws,
        Topic::Board,
        Topic::Sheets,
        Topic::Arbiter,
        Topic::Keys,
        Topic::Online,
    ];
    let every = [
        Word::White,
        Word::Black,
        Word::Visual,
        Word::Last,
        Word::From,
        Word::Clear,
        Word::Threefold,
        Word::Fifty,
        Word::Resume,
        Word::Add,
        Word::Set,
        Word::Illegal,
        Word::Takeback,
        Word::Position,
        Word::Increment,
        Word::Unseal,
        Word::Result,
        Word::Up,
        Word::Down,
        Word::Left,
        Word::Right,
        Word::Rank,
        Word::File,
        Word::Next,
        Word::Previous,
        Word::Pick,
        Word::Cancel,
        Word::Moves,
        Word::Reach,
        Word::Draws,
        Word::Best,
        Word::Faster,
        Word::Slower,
    ]
    .into_iter()
    .chain(topics.map(Word::Topic));
    for word in every {
        assert!(entry(word).is_some(), "{word:?} has no row");
        assert!(!written(word, "de").is_empty() && !written(word, "fr").is_empty());
    }
    assert_eq!(WORDS.len(), 41);
}

#[test]
fn a_name_of_several_words_is_read_whole_and_no_name_is_longer_than_the_reading_tries() {
    for spec in COMMANDS {
        for name in spec
            .names
            .iter()
            .chain(spec.own.iter().flat_map(|own| own.names))
        {
            assert!(name.split(' ').count() <= command::LONGEST, "{name:?}");
        }
    }
    for line in [
        "how far",
        "  How   FAR ",
        "wie weit",
        "à quelle distance",
        "A QUELLE DISTANCE",
    ] {
        match read(line, Language::Endgame) {
            Read::Command(command) => {
                assert_eq!(command.verb(), Verb::HowFar, "{line:?}");
                assert!(command.words().is_empty(), "{line:?}");
            }
            other => panic!("{line:?} read as {other:?}"),
        }
    }
    assert!(matches!(read("how", Language::Endgame), Read::Other(_)));
}

#[test]
fn a_command_alone_takes_nothing_and_one_written_with_words_takes_them() {
    for spec in COMMANDS {
        let alone = spec.usage.pattern() == "{}";
        assert_eq!(
            spec.signature == Signature::Takes(&[]),
            alone,
            "{} in {:?}",
            spec.name(),
            spec.languages
        );
    }
}

#[test]
fn the_grammar_reads_the_words_by_the_signature() {
    use crate::clock::Side;
    let arguments = |line: &str, language: Language| match read(line, language) {
        Read::Command(command) => Some(command.arguments()),
        other => panic!("{line:?} read as {other:?}"),
    };
    let usage = |verb: Verb, language: Language| {
        Some(Err(GrammarError::Usage(super::usage(verb, language))))
    };
    let cases = [
        ("time", Language::Clock, Some(Ok(vec![]))),
        (
            "time now",
            Language::Clock,
            usage(Verb::Time, Language::Clock),
        ),
        (
            "wait 1m 30s",
            Language::Clock,
            Some(Ok(vec![Argument::Duration(90_000)])),
        ),
        (
            "wait",
            Language::Listen,
            usage(Verb::Wait, Language::Listen),
        ),
        (
            "wait soon",
            Language::Play,
            Some(Err(GrammarError::Duration("soon".into()))),
        ),
        (
            "move 12",
            Language::Listen,
            Some(Ok(vec![Argument::MoveNumber {
                number: 12,
                black: false,
            }])),
        ),
        (
            "zug 12... weiß",
            Language::Listen,
            Some(Ok(vec![
                Argument::MoveNumber {
                    number: 12,
                    black: true,
                },
                Argument::Side(Side::White),
            ])),
        ),
        (
            "move 0",
            Language::Listen,
            usage(Verb::Jump, Language::Listen),
        ),
        (
            "move 3 sideways",
            Language::Listen,
            usage(Verb::Jump, Language::Listen),
        ),
        ("play", Language::Listen, Some(Ok(vec![]))),
        (
            "play 1.5",
            Language::Listen,
            Some(Ok(vec![Argument::Pause(1500)])),
        ),
        (
            "play slowly",
            Language::Listen,
            Some(Err(GrammarError::Pause("slowly".into()))),
        ),
        (
            "play 2 3",
            Language::Listen,
            usage(Verb::Play, Language::Listen),
        ),
        (
            "square e4",
            Language::Play,
            Some(Ok(vec![Argument::Square(Ok(shakmaty::Square::E4))])),
        ),
        (
            "score last 5",
            Language::Play,
            Some(Ok(vec![Argument::Word(Word::Last), Argument::Number(5)])),
        ),
        (
            "score 5",
            Language::Play,
            usage(Verb::Score, Language::Play),
        ),
        (
            "arbiter set black 1:05:00",
            Language::Play,
            Some(Ok(vec![
                Argument::Word(Word::Set),
                Argument::Side(Side::Black),
                Argument::Duration(3_900_000),
            ])),
        ),
        (
            "arbiter add",
            Language::Play,
            Some(Err(GrammarError::Usage(super::ADJUST_USAGE))),
        ),
        (
            "arbiter illegal",
            Language::Play,
            usage(Verb::Arbiter, Language::Play),
        ),
        (
            "arbiter illegal white",
            Language::Clock,
            usage(Verb::Arbiter, Language::Clock),
        ),
        (
            "cursor Eva vier",
            Language::Play,
            Some(Ok(vec![Argument::Square(Ok(shakmaty::Square::E4))])),
        ),
        (
            "cursor rank 4 5",
            Language::Play,
            usage(Verb::Cursor, Language::Play),
        ),
        (
            "claim black fifty Nf3",
            Language::Play,
            Some(Ok(vec![
                Argument::Side(Side::Black),
                Argument::Claim(crate::rules::Claim::FiftyMoves),
                Argument::Move("Nf3".into()),
            ])),
        ),
        (
            "pieces knight",
            Language::Play,
            Some(Ok(vec![Argument::Piece(Ok(shakmaty::Role::Knight))])),
        ),
        (
            "help clock",
            Language::Play,
            Some(Ok(vec![Argument::Topic(super::Topic::Clock)])),
        ),
    ];
    for (line, language, expected) in cases {
        assert_eq!(
            arguments(line, language),
            expected,
            "{line:?} in {language:?}"
        );
    }
}
