//! Each row's usage against its signature: the usage shows every sub-command and no word the signature does not
//! read, and every example it gives reads by the signature.

use super::*;

/// The second words a row's usage shows, each as the grammar reads it.
fn shown_words(spec: &Spec) -> Vec<Keyword> {
    let mut shown = Vec::new();
    let mut rest = spec.usage.pattern();
    while let Some(at) = rest.find('{') {
        let end = at + rest[at..].find('}').expect("a closed placeholder");
        let inside = &rest[at + 1..end];
        if !inside.is_empty() {
            shown.push(word(spec.verb, inside).unwrap_or_else(|| {
                panic!(
                    "{inside:?} in the usage of {} is no word of it",
                    spec.name()
                )
            }));
        }
        rest = &rest[end + 1..];
    }
    shown
}

/// The words a slot of `kind` reads by name.
fn words_of(kind: Kind) -> &'static [Keyword] {
    match kind {
        Kind::Side | Kind::SideName => &[Keyword::White, Keyword::Black],
        Kind::Claim => &[Keyword::Threefold, Keyword::Fifty],
        Kind::Adjournment => &[Keyword::Resume],
        Kind::Topic => &[
            Keyword::Topic(Topic::Moves),
            Keyword::Topic(Topic::Clock),
            Keyword::Topic(Topic::Draws),
            Keyword::Topic(Topic::Board),
            Keyword::Topic(Topic::Sheets),
            Keyword::Topic(Topic::Arbiter),
            Keyword::Topic(Topic::Keys),
            Keyword::Topic(Topic::Online),
        ],
        _ => &[],
    }
}

#[test]
fn a_usage_shows_every_sub_command_and_only_words_its_signature_reads() {
    for spec in COMMANDS {
        let shown = shown_words(spec);
        let slot_words = |slots: &[Slot]| -> Vec<Keyword> {
            slots
                .iter()
                .flat_map(|slot| match slot {
                    Slot::One(kind) | Slot::Maybe(kind) | Slot::MaybeOneWord(kind) => {
                        words_of(*kind).iter().copied()
                    }
                })
                .collect()
        };
        let read: Vec<Keyword> = match spec.signature {
            Signature::Takes(slots) => slot_words(slots),
            Signature::Forms(forms) => forms
                .iter()
                .flat_map(|form| form.word.into_iter().chain(slot_words(form.slots)))
                .collect(),
        };
        for word in &shown {
            assert!(
                read.contains(word),
                "{} in {:?} shows {word:?}, which its signature does not read",
                spec.name(),
                spec.languages
            );
        }
        if let Signature::Forms(forms) = spec.signature {
            for form in forms {
                if let Some(word) = form.word {
                    assert!(
                        shown.contains(&word),
                        "the usage of {} in {:?} leaves out {word:?}",
                        spec.name(),
                        spec.languages
                    );
                }
                if let Some(usage) = form.usage {
                    assert_eq!(usage.verb(), spec.verb, "{}", spec.name());
                }
            }
        }
        for word in spec.forms {
            assert!(
                read.contains(word),
                "{} in {:?} completes {word:?}, which its signature does not read",
                spec.name(),
                spec.languages
            );
        }
    }
}

#[test]
fn every_example_of_a_usage_fits_its_rows_signature() {
    // Items that describe rather than show ("go and the envelope's code, as in go K7QM2-XHD9P").
    let described = ["and the envelope", "and a topic", "optionally"];
    let mut checked = 0;
    for spec in COMMANDS {
        let usage = spec.usage.english();
        for item in usage.split(", ") {
            let item = item.strip_prefix("or ").unwrap_or(item);
            if item.split(' ').next() != Some(spec.name())
                || described.iter().any(|phrase| item.contains(phrase))
            {
                continue;
            }
            for language in spec.languages {
                match read(item, *language) {
                    Read::Command(command) => assert!(
                        command.arguments().is_ok(),
                        "{item:?} in {language:?}: {:?}",
                        command.arguments()
                    ),
                    other => panic!("{item:?} in {language:?} read as {other:?}"),
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 60, "{checked}");
}
