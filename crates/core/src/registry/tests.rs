use super::*;

#[test]
fn no_word_means_two_commands_in_one_language() {
    for language in SessionKind::ALL {
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
type Case<'a> = (&'a str, SessionKind, Option<(Verb, &'a str, &'a [&'a str])>);

#[test]
fn lines_are_read_in_their_language() {
    let cases: &[Case] = &[
        ("b", SessionKind::Play, Some((Verb::Board, "", &[]))),
        ("b", SessionKind::Clock, Some((Verb::Black, "", &[]))),
        ("n", SessionKind::Listen, Some((Verb::Next, "", &[]))),
        ("N", SessionKind::Clock, Some((Verb::Moves, "", &[]))),
        (
            "  Square   Eva vier ",
            SessionKind::Play,
            Some((Verb::Square, "Eva vier", &["eva", "vier"])),
        ),
        ("e4", SessionKind::Play, None),
        ("skip", SessionKind::Play, None),
        ("engine move 1 a7a6", SessionKind::Play, None),
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
    assert_eq!(read("   ", SessionKind::Play), Read::Blank);
    assert_eq!(read("# note", SessionKind::Clock), Read::Comment);
    assert_eq!(read(" e4 ", SessionKind::Play), Read::Other("e4".into()));
}

#[test]
fn completions_hold_every_name_and_form() {
    let play = completions(SessionKind::Play);
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
    let clock = completions(SessionKind::Clock);
    assert!(clock.iter().any(|c| c == "white") && clock.iter().any(|c| c == "arbiter set"));
    assert!(!clock.iter().any(|c| c == "board"));
    assert_eq!(
        names(SessionKind::Clock),
        "go, press, white, black, time, moves, pause, arbiter, wait, help, quit"
    );
}

#[test]
fn unknown_words_are_answered_with_the_commands_in_order() {
    assert_eq!(
        names(SessionKind::Listen),
        "next, previous, move, start, end, play, stop, headers, comment, where, lines, line, up, main, clock, \
         square, rank, file, board, pieces, opening, wait, help, quit"
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
        (Verb::Go, SessionKind::Play, "go, or go and the envelope's code, as in go K7QM2-XHD9P"),
        (Verb::Jump, SessionKind::Listen, "move 12, or move 12 black"),
        (Verb::Play, SessionKind::Listen, "play, or play 2"),
        (Verb::Board, SessionKind::Play, "board, or board visual"),
        (
            Verb::Pieces,
            SessionKind::Play,
            "pieces, pieces white, pieces black knight, or pieces queen",
        ),
        (
            Verb::Sheet,
            SessionKind::Play,
            "sheet black 1. e4 e5 2. Nf3, or sheet black --file PATH",
        ),
        (Verb::Score, SessionKind::Play, "score, score last 5, or score from 12"),
        (Verb::Resign, SessionKind::Play, "resign, or resign white, or resign black"),
        (
            Verb::Claim,
            SessionKind::Play,
            "claim threefold, or claim black fifty, optionally followed by the intended move",
        ),
        (
            Verb::Adjourn,
            SessionKind::Play,
            "adjourn Nf3, or adjourn Nf3 resume Sunday 10:00 room 2",
        ),
        (
            Verb::Arbiter,
            SessionKind::Play,
            "arbiter add white +2m, arbiter set black 1:05:00, arbiter illegal white, arbiter takeback 24, \
             arbiter result 1/2-1/2 dead position, arbiter increment 5s, arbiter unseal, or arbiter position",
        ),
        (
            Verb::Arbiter,
            SessionKind::Clock,
            "arbiter add white +2m, or arbiter set black 1:05:00",
        ),
        (
            Verb::Cursor,
            SessionKind::Play,
            "cursor, cursor up, down, left or right, cursor e4, cursor rank, cursor rank 4, cursor file, \
             cursor file e, cursor next, cursor next knight, cursor previous, cursor previous knight, cursor pick, \
             cursor pick e4, or cursor cancel",
        ),
        (
            Verb::Hint,
            SessionKind::Play,
            "hint moves e2, hint reach e4, hint draws, or hint best",
        ),
        (
            Verb::Help,
            SessionKind::Play,
            "help, or help and a topic: moves, clock, draws, board, sheets, arbiter, keys or online",
        ),
        (Verb::Wait, SessionKind::Clock, "wait 2m"),
        (Verb::Square, SessionKind::Listen, "square e4"),
        (Verb::Verify, SessionKind::Play, "verify rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
        (Verb::Quit, SessionKind::Drill, "quit"),
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
        usage(Verb::Claim, SessionKind::Play).written_in("de"),
        "reklamieren dreifach, oder reklamieren schwarz fünfzig, wahlweise gefolgt vom beabsichtigten Zug"
    );
    assert_eq!(
        usage(Verb::Board, SessionKind::Play).written_in("fr-CA"),
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
        Keyword::White,
        Keyword::Black,
        Keyword::Visual,
        Keyword::Last,
        Keyword::From,
        Keyword::Clear,
        Keyword::Threefold,
        Keyword::Fifty,
        Keyword::Resume,
        Keyword::Add,
        Keyword::Set,
        Keyword::Illegal,
        Keyword::Takeback,
        Keyword::Position,
        Keyword::Increment,
        Keyword::Unseal,
        Keyword::Result,
        Keyword::Up,
        Keyword::Down,
        Keyword::Left,
        Keyword::Right,
        Keyword::Rank,
        Keyword::File,
        Keyword::Next,
        Keyword::Previous,
        Keyword::Pick,
        Keyword::Cancel,
        Keyword::Moves,
        Keyword::Reach,
        Keyword::Draws,
        Keyword::Best,
        Keyword::Faster,
        Keyword::Slower,
        Keyword::All,
    ]
    .into_iter()
    .chain(topics.map(Keyword::Topic));
    for word in every {
        assert!(entry(word).is_some(), "{word:?} has no row");
        assert!(!written(word, "de").is_empty() && !written(word, "fr").is_empty());
    }
    assert_eq!(WORDS.len(), 43);
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
        match read(line, SessionKind::Endgame) {
            Read::Command(command) => {
                assert_eq!(command.verb(), Verb::HowFar, "{line:?}");
                assert!(command.words().is_empty(), "{line:?}");
            }
            other => panic!("{line:?} read as {other:?}"),
        }
    }
    assert!(matches!(read("how", SessionKind::Endgame), Read::Other(_)));
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
    let arguments = |line: &str, language: SessionKind| match read(line, language) {
        Read::Command(command) => Some(command.arguments()),
        other => panic!("{line:?} read as {other:?}"),
    };
    let usage = |verb: Verb, language: SessionKind| {
        Some(Err(GrammarError::Usage(super::usage(verb, language))))
    };
    let cases = [
        ("time", SessionKind::Clock, Some(Ok(vec![]))),
        (
            "time now",
            SessionKind::Clock,
            usage(Verb::Time, SessionKind::Clock),
        ),
        (
            "wait 1m 30s",
            SessionKind::Clock,
            Some(Ok(vec![Argument::Duration(90_000)])),
        ),
        (
            "wait",
            SessionKind::Listen,
            usage(Verb::Wait, SessionKind::Listen),
        ),
        (
            "wait soon",
            SessionKind::Play,
            Some(Err(GrammarError::Duration("soon".into()))),
        ),
        (
            "move 12",
            SessionKind::Listen,
            Some(Ok(vec![Argument::MoveNumber {
                number: 12,
                black: false,
            }])),
        ),
        (
            "zug 12... weiß",
            SessionKind::Listen,
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
            SessionKind::Listen,
            usage(Verb::Jump, SessionKind::Listen),
        ),
        (
            "move 3 sideways",
            SessionKind::Listen,
            usage(Verb::Jump, SessionKind::Listen),
        ),
        ("play", SessionKind::Listen, Some(Ok(vec![]))),
        (
            "play 1.5",
            SessionKind::Listen,
            Some(Ok(vec![Argument::Pause(1500)])),
        ),
        (
            "play slowly",
            SessionKind::Listen,
            Some(Err(GrammarError::Pause("slowly".into()))),
        ),
        (
            "play 2 3",
            SessionKind::Listen,
            usage(Verb::Play, SessionKind::Listen),
        ),
        (
            "square e4",
            SessionKind::Play,
            Some(Ok(vec![Argument::Square(Ok(shakmaty::Square::E4))])),
        ),
        (
            "score last 5",
            SessionKind::Play,
            Some(Ok(vec![Argument::Word(Keyword::Last), Argument::Number(5)])),
        ),
        (
            "score 5",
            SessionKind::Play,
            usage(Verb::Score, SessionKind::Play),
        ),
        (
            "arbiter set black 1:05:00",
            SessionKind::Play,
            Some(Ok(vec![
                Argument::Word(Keyword::Set),
                Argument::Side(Side::Black),
                Argument::Duration(3_900_000),
            ])),
        ),
        (
            "arbiter add",
            SessionKind::Play,
            Some(Err(GrammarError::Usage(super::ADJUST_USAGE))),
        ),
        (
            "arbiter illegal",
            SessionKind::Play,
            usage(Verb::Arbiter, SessionKind::Play),
        ),
        (
            "arbiter illegal white",
            SessionKind::Clock,
            usage(Verb::Arbiter, SessionKind::Clock),
        ),
        (
            "cursor Eva vier",
            SessionKind::Play,
            Some(Ok(vec![Argument::Square(Ok(shakmaty::Square::E4))])),
        ),
        (
            "cursor rank 4 5",
            SessionKind::Play,
            usage(Verb::Cursor, SessionKind::Play),
        ),
        (
            "claim black fifty Nf3",
            SessionKind::Play,
            Some(Ok(vec![
                Argument::Side(Side::Black),
                Argument::Claim(crate::rules::Claim::FiftyMoves),
                Argument::Move("Nf3".into()),
            ])),
        ),
        (
            "pieces knight",
            SessionKind::Play,
            Some(Ok(vec![Argument::Piece(Ok(shakmaty::Role::Knight))])),
        ),
        (
            "help clock",
            SessionKind::Play,
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
