//! Journals: written durably line by line, read strictly, torn last lines dropped, nothing
//! ever overwritten, and every kind of damaged file refused with a clear message.

use serde::{Deserialize, Serialize};

use super::*;
use tactus_core::{FORMAT, VERSION};

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Record {
    Move { san: String },
    Press { white_ms: u64 },
}

fn mv(san: &str) -> Record {
    Record::Move {
        san: san.to_string(),
    }
}

#[test]
fn records_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games/one.jsonl");
    let mut journal = Journal::create(&path).unwrap();
    journal.append(&mv("e4")).unwrap();
    journal
        .append(&Record::Press {
            white_ms: 5_400_000,
        })
        .unwrap();
    let contents: Contents<Record> = read(&path).unwrap();
    assert_eq!(
        contents.header,
        Header {
            format: FORMAT.into(),
            version: VERSION
        }
    );
    assert_eq!(
        contents.records,
        vec![
            mv("e4"),
            Record::Press {
                white_ms: 5_400_000
            }
        ]
    );
    assert!(!contents.torn);
}

#[test]
fn an_existing_file_is_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    std::fs::write(&path, "precious").unwrap();
    let err = Journal::create(&path).unwrap_err();
    assert!(matches!(err, JournalError::Exists { .. }), "{err}");
    assert!(err.to_string().contains("never overwrites"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "precious");
}

#[test]
fn a_torn_last_line_is_dropped_with_a_notice_and_cut_on_resume() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let mut journal = Journal::create(&path).unwrap();
    journal.append(&mv("e4")).unwrap();
    drop(journal);
    let mut bytes = std::fs::read(&path).unwrap();
    bytes.extend_from_slice(b"{\"kind\":\"move\",\"sa");
    std::fs::write(&path, &bytes).unwrap();

    let contents: Contents<Record> = read(&path).unwrap();
    assert_eq!(contents.records, vec![mv("e4")]);
    assert!(contents.torn);
    let pack = tactus_core::VoicePack::builtin("en").unwrap();
    assert!(tactus_core::torn_notice(&pack, "game.tactus")
        .as_text()
        .contains("cut off"));

    let (mut journal, contents) = Journal::resume::<Record>(&path).unwrap();
    assert_eq!(contents.records.len(), 1);
    journal.append(&mv("e5")).unwrap();
    let contents: Contents<Record> = read(&path).unwrap();
    assert_eq!(contents.records, vec![mv("e4"), mv("e5")]);
    assert!(!contents.torn, "the torn line is gone from the file");
}

#[test]
fn damaged_journals_are_refused_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let header = format!("{{\"format\":\"{FORMAT}\",\"version\":{VERSION}}}\n");
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty", Vec::new(), "is empty"),
        ("blank", b"\n\n  \n".to_vec(), "is empty"),
        ("pgn", b"[Event \"x\"]\n1. e4 e5\n".to_vec(), "is not a tactus journal"),
        ("binary", vec![0, 159, 146, 150, 255, b'\n', 1, 2], "is not a tactus journal"),
        ("newer", format!("{{\"format\":\"{FORMAT}\",\"version\":99}}\n").into_bytes(), "newer tactus (journal version 99"),
        ("nonsense", format!("{header}{{\"kind\":\"move\",\"san\":\"e4\"}}\nhello world\n{{\"kind\":\"move\",\"san\":\"e5\"}}\n").into_bytes(), "damaged at line 3: the line is not valid JSON"),
        ("unknown", format!("{header}{{\"kind\":\"teleport\"}}\n").into_bytes(), "damaged at line 2: the line is not a record tactus knows"),
        ("only torn header", b"{\"format\":\"tactus-jou".to_vec(), "is not a tactus journal"),
    ];
    for (name, bytes, expected) in cases {
        let path = dir.path().join(format!("{name}.jsonl"));
        std::fs::write(&path, &bytes).unwrap();
        let err = read::<Record>(&path).unwrap_err();
        assert!(err.to_string().contains(expected), "{name}: {err}");
        let english = tactus_core::VoicePack::builtin("en").unwrap();
        assert!(err.worded(&english).contains(expected), "{name}: {err}");
        assert!(
            Journal::resume::<Record>(&path).is_err(),
            "{name}: resume refuses too"
        );
        assert_eq!(
            std::fs::read(&path).unwrap(),
            bytes,
            "{name}: the file is untouched"
        );
    }
    let err = read::<Record>(&dir.path().join("missing.jsonl")).unwrap_err();
    assert!(
        err.to_string().starts_with("cannot read the journal"),
        "{err}"
    );
}

#[test]
fn games_go_to_the_data_folder() {
    let text = games_folder().display().to_string();
    assert!(
        text.ends_with("tactus/games") || text.ends_with("tactus\\games"),
        "{text}"
    );
}

#[test]
fn records_after_a_resume_land_at_the_end_and_leave_the_rest_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    let mut journal = Journal::create(&path).unwrap();
    journal.append(&mv("e4")).unwrap();
    journal.append(&mv("e5")).unwrap();
    drop(journal);
    let before = std::fs::read(&path).unwrap();

    for san in ["Nf3", "Nc6"] {
        let (mut journal, _) = Journal::resume::<Record>(&path).unwrap();
        journal.append(&mv(san)).unwrap();
    }
    let after = std::fs::read(&path).unwrap();
    assert!(after.starts_with(&before));
    assert_eq!(
        &after[before.len()..],
        b"{\"kind\":\"move\",\"san\":\"Nf3\"}\n{\"kind\":\"move\",\"san\":\"Nc6\"}\n"
    );
    let contents: Contents<Record> = read(&path).unwrap();
    assert_eq!(
        contents.records,
        vec![mv("e4"), mv("e5"), mv("Nf3"), mv("Nc6")]
    );
}
