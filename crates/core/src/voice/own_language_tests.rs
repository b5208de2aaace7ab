//! The `de` and `fr` packs speak their own language throughout: no English command word nor English sentence word is
//! left in any of their phrases. Names of programs and options (`tactus resume`, `--file`) and the words both
//! languages share with English (`pause`) are the only exceptions.

use std::collections::BTreeSet;

use super::{PhraseKey, VoicePack};
use crate::registry::{own_names, word_in, written, COMMANDS};

/// English words that would give away an untranslated sentence.
const ENGLISH: &[&str] = &[
    "the", "and", "or", "of", "to", "is", "it", "with", "for", "type", "write", "press", "game",
    "move", "moves", "white", "black", "clock", "draw", "help", "time", "up", "down", "left",
    "right", "pick", "visual", "add", "set", "illegal", "takeback", "resume", "keys", "back",
    "cancel", "knight", "rook", "queen", "king", "bishop", "pawn", "event", "round", "site",
];

/// Words every language uses alike.
const SHARED: &[&str] = &[
    "pause", "t", "n", "fen", "f2", "enter", "tactus", "journal", "b1", "g1", "e4", "e2", "c4",
    // French for "hand", and the main line's command in English.
    "main",
];

fn english_words() -> BTreeSet<String> {
    let mut words: BTreeSet<String> = ENGLISH.iter().map(|w| (*w).to_string()).collect();
    for spec in COMMANDS {
        words.extend(spec.names.iter().map(|n| (*n).to_string()));
        words.extend(
            spec.forms
                .iter()
                .map(|form| written(*form, "en").to_string()),
        );
    }
    words.retain(|w| w.chars().count() > 1);
    words
}

/// The words of `text` a reader hears as words: placeholders, `tactus` and the command after it (two words for
/// `tactus online`'s, as in `tactus online resume`), and `--options` left out.
fn heard_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut after_tactus = false;
    for token in text.split_whitespace() {
        if token.contains('{') || token.starts_with("--") || after_tactus {
            after_tactus = token == "online";
            continue;
        }
        let word: String = token
            .chars()
            .filter(|c| c.is_alphanumeric())
            .collect::<String>()
            .to_lowercase();
        after_tactus = word == "tactus";
        if !word.is_empty() {
            words.push(word);
        }
    }
    words
}

#[test]
fn the_german_and_french_packs_have_no_english_left() {
    let english = english_words();
    for (name, language) in [("de", "de"), ("fr", "fr")] {
        let pack = VoicePack::builtin(name).unwrap();
        let own: BTreeSet<&str> = own_names()
            .filter(|local| local.language == language)
            .flat_map(|local| local.names.iter().copied())
            .collect();
        let mut found = Vec::new();
        for key in PhraseKey::ALL {
            let text = pack.phrase(*key, &[]);
            for word in heard_words(&text) {
                let shared = SHARED.contains(&word.as_str()) || own.contains(word.as_str());
                if english.contains(&word) && !shared {
                    found.push(format!("{}: {word}", key.key()));
                }
            }
        }
        assert!(found.is_empty(), "{name}: English words left: {found:?}");
        // Every command has a word of the language.
        for spec in COMMANDS {
            assert!(
                word_in(spec.verb, language).is_some() || spec.name() == "pause",
                "{name}: no word for {}",
                spec.name()
            );
        }
    }
}

#[test]
fn no_command_word_names_two_commands_of_one_session() {
    use crate::registry::{find, SessionKind};
    for language in SessionKind::ALL {
        for local in own_names() {
            for name in local.names {
                if let Some(spec) = find(name, language) {
                    assert!(
                        spec.verb == local.verb,
                        "{name} is {:?} and {:?} in {language:?}",
                        spec.verb,
                        local.verb
                    );
                }
            }
        }
    }
}
