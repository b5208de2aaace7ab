//! Every word of every command in every pack's language reads as the same typed command as its English word, in
//! every session that takes it: the names of the commands, and each example of their usages with the words after
//! the command in German and in French.

use crate::{
    clock_session,
    practice::listen_command,
    registry::{self, own_names, Read, SessionKind, COMMANDS},
    session,
};

/// What `line` reads as in `language`, as the session's own parser reads it (the drill by the registry alone, puzzles by the game's reading of the board questions).
fn typed(line: &str, language: SessionKind) -> String {
    match language {
        SessionKind::Play => format!("{:?}", session::parse(line)),
        SessionKind::Clock => format!("{:?}", clock_session::command::parse(line)),
        SessionKind::Listen => format!("{:?}", listen_command::parse(line)),
        SessionKind::Analyse => format!("{:?}", crate::practice::analyse_parse(line)),
        SessionKind::Follow => format!("{:?}", crate::follow::parse_shipped(line)),
        // Puzzles read the board questions as the game does.
        SessionKind::Puzzle => match registry::read(line, language) {
            Read::Command(command) => match session::from_command(&command) {
                Ok(question) => format!("{question:?}"),
                Err(_) => format!("{:?} {:?}", command.verb(), command.words()),
            },
            other => format!("{other:?}"),
        },
        SessionKind::Drill | SessionKind::Board | SessionKind::Endgame | SessionKind::Review => {
            match registry::read(line, language) {
                Read::Command(command) => format!("{:?} {:?}", command.verb(), command.words()),
                other => format!("{other:?}"),
            }
        }
    }
}

/// The examples of a usage that start with the command's word, in order ("cursor up", not "down").
fn examples(usage: &str, command: &str) -> Vec<String> {
    usage
        .split(", ")
        .map(|item| {
            ["or ", "oder ", "ou "]
                .iter()
                .find_map(|or| item.strip_prefix(or))
                .unwrap_or(item)
        })
        .map(|item| {
            if item.split(' ').next() == Some(command) {
                item.to_string()
            } else {
                String::new()
            }
        })
        .collect()
}

#[test]
fn every_command_word_of_every_pack_reads_as_its_english_word() {
    let mut checked = 0;
    for language in SessionKind::ALL {
        for spec in COMMANDS.iter().filter(|spec| spec.speaks(language)) {
            let expected = typed(spec.name(), language);
            let own = own_names()
                .filter(|local| local.verb == spec.verb)
                .flat_map(|local| local.names.iter());
            for name in spec.names.iter().chain(own) {
                assert_eq!(typed(name, language), expected, "{name:?} in {language:?}");
                assert_eq!(
                    typed(&name.to_uppercase(), language),
                    expected,
                    "{name:?} in capitals in {language:?}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 150, "{checked} words");
}

#[test]
fn every_usage_example_reads_the_same_in_every_packs_words() {
    let mut checked = 0;
    for language in SessionKind::ALL {
        for spec in COMMANDS.iter().filter(|spec| spec.speaks(language)) {
            let english = examples(&spec.usage.english(), spec.name());
            for tongue in ["de", "fr"] {
                let command = registry::word_in(spec.verb, tongue).unwrap_or(spec.name());
                let own = examples(&spec.usage.with_words_in(tongue), command);
                assert_eq!(
                    own.len(),
                    english.len(),
                    "{tongue}: {own:?} and {english:?}"
                );
                for (own, english) in own.iter().zip(&english) {
                    if english.is_empty() {
                        continue;
                    }
                    assert_eq!(
                        typed(own, language),
                        typed(english, language),
                        "{own:?} and {english:?} in {language:?}"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100, "{checked} examples");
}
