//! The sealed move's envelope gives nothing away to whoever holds the journal (Guidelines I): every sealed move is
//! enciphered to one length, whether a pawn move, a piece move or an illegal move that will lose; its key is derived
//! from the code with Argon2id, marked as the envelope's version; and envelopes written before still open.

use serde_json::Value;

use super::{names, of, play, records, resume, support, texts};

/// The code shown to the arbiter for the game's adjournment.
fn envelope_code(events: &[Value]) -> String {
    of(events, "envelope_code")[0]["code"]
        .as_str()
        .expect("a code")
        .to_string()
}

/// The enciphered sealed move the journal keeps.
fn secret(journal: &std::path::Path) -> Value {
    let adjourn = records(journal)
        .into_iter()
        .find(|r| r.contains(r#""record":"adjourn""#))
        .expect("an adjournment in the journal");
    serde_json::from_str::<Value>(&adjourn).unwrap()["secret"].clone()
}

fn every_sealed_move_leaves_a_cipher_of_one_length() {
    let mut lengths = Vec::new();
    for (sealed, answer) in [("e5", ""), ("Nf6", ""), ("Ke7", "yes\n")] {
        let game = play(
            &["--time", "90"],
            &format!("go\ne4\npress\nadjourn {sealed}\n{answer}"),
        );
        let secret = secret(&game.journal);
        assert_eq!(secret["version"], 2, "{secret}");
        let cipher = secret["cipher"].as_str().unwrap();
        assert!(cipher.chars().all(|c| c.is_ascii_hexdigit()), "{cipher}");
        lengths.push(cipher.len());
        // The code still opens it: the move is played, or the illegal one loses.
        let code = envelope_code(&game.events);
        let events = resume(&game.journal, &[], &format!("go {code}\n"));
        match sealed {
            "Ke7" => assert_eq!(
                texts(&events, "result", "reason"),
                ["sealed_move"],
                "{events:#?}"
            ),
            _ => assert_eq!(texts(&events, "announce", "san"), [sealed], "{events:#?}"),
        }
    }
    assert_eq!(lengths, [lengths[0]; 3]);
}

/// A journal written before the key was derived with Argon2id (tests/data/journal-envelope-sha256.jsonl: 1. e4,
/// e5 sealed, code 8MTMJ-T6R4W) opens with its code, and only with it.
fn an_envelope_written_before_still_opens() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("sealed.jsonl");
    std::fs::copy(
        support::path("tests/data/journal-envelope-sha256.jsonl"),
        &journal,
    )
    .unwrap();
    let events = resume(&journal, &[], "go ZZZZZ-ZZZZZ\ngo 8mtmj t6r4w\n");
    assert_eq!(names(&events), ["resumed", "error", "announce", "press"]);
    assert_eq!(texts(&events, "error", "code"), ["envelope_code"]);
    assert_eq!(texts(&events, "announce", "san"), ["e5"]);
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "play::envelope::every_sealed_move_leaves_a_cipher_of_one_length",
            every_sealed_move_leaves_a_cipher_of_one_length,
        ),
        crate::trial(
            "play::envelope::an_envelope_written_before_still_opens",
            an_envelope_written_before_still_opens,
        ),
    ]
}
