//! Journals that are damaged, edited by hand, from a newer tactus, or not journals at all: `tactus resume` and
//! `tactus export` refuse them with exit code 2 and a message naming the file, the problem and the line, never
//! panic, and never touch the file. Only a torn last line (a crash in the middle of a write) is dropped with a
//! notice, and the rest of the game goes on; `resume --repair` goes on from a damaged journal's last consistent
//! line, keeping the original beside it.

use std::path::Path;

use super::{
    answers, export, names, of, play, resume_output, run_with_stdin, stderr, stdout, tactus,
    SESSION,
};

/// `tactus play --journal PATH` as a JSON session, whatever the outcome.
fn play_into(path: &Path, script: &str) -> std::process::Output {
    run_with_stdin(
        tactus()
            .arg("play")
            .arg("--journal")
            .arg(path)
            .args(SESSION),
        script,
    )
}

/// A journal of 1. e4 e5 2. Nf3 (pending): header, setup, then records on lines 3 to 7.
fn good_journal() -> (Vec<u8>, tempfile::TempDir) {
    let game = play(&[], "e4\npress\ne5\npress\nNf3\n");
    let bytes = std::fs::read(&game.journal).unwrap();
    assert_eq!(bytes.iter().filter(|b| **b == b'\n').count(), 7);
    (bytes, game.dir)
}

/// The journal's lines with `edit` applied to the list.
fn edited(bytes: &[u8], edit: impl FnOnce(&mut Vec<String>)) -> Vec<u8> {
    let mut lines: Vec<String> = String::from_utf8(bytes.to_vec())
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    edit(&mut lines);
    (lines.join("\n") + "\n").into_bytes()
}

/// Runs resume and export on `path`: both must refuse with `expected` in the message and leave the file alone.
fn assert_refused(name: &str, path: &Path, expected: &[&str]) {
    let before = std::fs::read(path).ok();
    let runs = [
        ("resume", resume_output(path, &[], "last\ne4\npress\n")),
        ("export pgn", export(path, &["--to", "pgn"])),
        ("export text", export(path, &["--to", "text"])),
    ];
    for (command, out) in runs {
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{name}, {command}: {err}");
        assert!(
            stdout(&out).is_empty(),
            "{name}, {command}: {}",
            stdout(&out)
        );
        assert!(!err.contains("panicked"), "{name}, {command}: {err}");
        assert!(err.starts_with("tactus: "), "{name}, {command}: {err}");
        assert!(
            err.contains(&path.display().to_string()),
            "{name}, {command}: the message names the file: {err}"
        );
        for part in expected {
            assert!(err.contains(part), "{name}, {command}: {part:?} in {err}");
        }
        assert_eq!(
            std::fs::read(path).ok(),
            before,
            "{name}, {command}: the file is unchanged"
        );
    }
}

fn damaged_journals_are_refused_clearly_and_left_untouched() {
    let (good, dir) = good_journal();
    let header = String::from_utf8(good.clone())
        .unwrap()
        .lines()
        .next()
        .unwrap()
        .to_string();
    let cases: Vec<(&str, Vec<u8>, Vec<&str>)> = vec![
        ("empty", Vec::new(), vec!["is empty"]),
        ("blank lines", b"\n \n\n".to_vec(), vec!["is empty"]),
        (
            "a line that is not JSON",
            edited(&good, |l| l.insert(3, "hello world".into())),
            vec!["damaged at line 4", "not valid JSON"],
        ),
        (
            "a record tactus does not know",
            edited(&good, |l| {
                l.insert(4, r#"{"record":"teleport","t":0}"#.into())
            }),
            vec!["damaged at line 5", "not a record tactus knows"],
        ),
        (
            "an illegal move",
            edited(&good, |l| {
                l[4] = l[4].replace("e7e5", "e7e4").replace("\"e5\"", "\"e4\"")
            }),
            vec!["line 5", "does not fit the game"],
        ),
        (
            "a press without a move",
            edited(&good, |l| l.insert(4, r#"{"record":"press","t":0}"#.into())),
            vec!["line 5", "does not fit the game", "no move to complete"],
        ),
        (
            "instants going backwards",
            edited(&good, |l| {
                l.insert(6, r#"{"record":"draw","t":5000,"side":"white"}"#.into());
                l.insert(7, r#"{"record":"decline","t":1000,"side":"black"}"#.into());
            }),
            vec!["line 8", "earlier than the line before"],
        ),
        (
            "no setup",
            format!("{header}\n").into_bytes(),
            vec!["no game setup"],
        ),
        (
            "a newer version",
            edited(&good, |l| {
                l[0] = r#"{"format":"tactus-journal","version":99}"#.into()
            }),
            vec!["newer tactus", "version 99"],
        ),
        (
            "a PGN file",
            b"[Event \"x\"]\n\n1. e4 e5 *\n".to_vec(),
            vec!["is not a tactus journal"],
        ),
        (
            "binary bytes",
            vec![0, 159, 146, 150, 255, b'\n', 1, 2, b'\n'],
            vec!["is not a tactus journal"],
        ),
    ];
    for (name, bytes, expected) in cases {
        let path = dir.path().join(format!("{}.jsonl", name.replace(' ', "-")));
        std::fs::write(&path, &bytes).unwrap();
        assert_refused(name, &path, &expected);
    }
    let missing = dir.path().join("missing.jsonl");
    assert_refused("a missing file", &missing, &["cannot read"]);
    assert!(!missing.exists(), "resume does not create a journal");
}

fn a_torn_last_line_is_dropped_with_a_notice_and_the_game_goes_on() {
    let (good, dir) = good_journal();
    let path = dir.path().join("torn.jsonl");
    // The pending Nf3 was being written when the power went.
    let whole = good.len() - good.iter().rev().skip(1).position(|b| *b == b'\n').unwrap() - 1;
    let mut torn = good[..whole].to_vec();
    torn.extend_from_slice(br#"{"record":"move","t":0,"uci":"g1"#);
    std::fs::write(&path, &torn).unwrap();

    let out = export(&path, &["--to", "pgn"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("cut off"), "{}", stderr(&out));
    assert!(stdout(&out).contains("1. e4 e5 *"), "{}", stdout(&out));
    assert_eq!(std::fs::read(&path).unwrap(), torn, "export only reads");

    let out = resume_output(&path, &[], "last\nNf3\npress\n");
    let events = super::events(&out);
    assert_eq!(
        names(&events),
        ["notice", "resumed", "answer", "announce", "press"]
    );
    let notice = of(&events, "notice")[0]["text"].as_str().unwrap();
    assert!(
        notice.contains("cut off") && notice.contains("torn.jsonl"),
        "{notice}"
    );
    assert_eq!(of(&events, "resumed")[0]["ply"], 2);
    assert_eq!(answers(&events), ["1... Eva fuenf"]);
    let after = std::fs::read(&path).unwrap();
    assert!(
        after.starts_with(&good[..whole]),
        "the whole lines are kept"
    );
    let added = String::from_utf8(after[whole..].to_vec()).unwrap();
    let added: Vec<&str> = added.lines().collect();
    assert_eq!(added.len(), 3, "{added:?}");
    assert!(added[0].starts_with(r#"{"record":"resumed""#), "{added:?}");
}

fn a_damaged_journal_goes_on_from_its_last_consistent_line_after_repair() {
    let (good, dir) = good_journal();
    let path = dir.path().join("game.jsonl");
    // A disk error wrote nonsense over line 5 (Black's e5): lines 1 to 4 hold 1. e4, pressed.
    let damaged = edited(&good, |l| l[4] = "\u{0}\u{0}#!garbage".into());
    std::fs::write(&path, &damaged).unwrap();

    // Without --repair: refused, the way on told, nothing touched.
    let out = resume_output(&path, &[], "e5\npress\n");
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    for part in [
        "damaged at line 5",
        "make a game to move 1",
        "--repair",
        "dropping 3 lines",
    ] {
        assert!(err.contains(part), "{part:?} in {err}");
    }
    assert_eq!(std::fs::read(&path).unwrap(), damaged);
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        2,
        "no file added"
    );

    // With it: the game goes on after 1. e4, the original kept byte for byte beside it.
    let out = resume_output(&path, &["--repair"], "last\ne5\npress\n");
    let events = super::events(&out);
    assert_eq!(
        names(&events),
        ["notice", "resumed", "answer", "announce", "press"],
        "{}",
        stderr(&out)
    );
    let kept = dir.path().join("game.jsonl.damaged");
    let notice = of(&events, "notice")[0]["text"].as_str().unwrap();
    assert!(
        notice.contains("line 5") && notice.contains(&kept.display().to_string()),
        "{notice}"
    );
    assert_eq!(of(&events, "resumed")[0]["ply"], 1);
    assert_eq!(answers(&events), ["1. Eva vier"]);
    assert_eq!(
        std::fs::read(&kept).unwrap(),
        damaged,
        "the original is untouched"
    );
    let repaired = std::fs::read(&path).unwrap();
    let first_four: usize = good
        .split_inclusive(|b| *b == b'\n')
        .take(4)
        .map(<[u8]>::len)
        .sum();
    assert!(
        repaired.starts_with(&good[..first_four]),
        "lines 1 to 4 as written"
    );
    let out = export(&path, &["--to", "pgn"]);
    assert!(stdout(&out).contains("1. e4 e5 *"), "{}", stderr(&out));

    // A whole journal needs no repair: --repair resumes it as it is.
    let before = std::fs::read(&path).unwrap();
    let out = resume_output(&path, &["--repair"], "quit\nyes\n");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(std::fs::read(&path).unwrap().starts_with(&before));
    assert!(!dir.path().join("game.jsonl.damaged-2").exists());
}

fn play_never_overwrites_an_existing_journal() {
    let (good, dir) = good_journal();
    let path = dir.path().join("j.jsonl");
    assert_eq!(std::fs::read(&path).unwrap(), good);
    let out = play_into(&path, "e4\npress\n");
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("already exists") && err.contains("never overwrites"),
        "{err}"
    );
    assert!(stdout(&out).is_empty());
    assert_eq!(std::fs::read(&path).unwrap(), good);
    // Another file that is not a journal is not overwritten either.
    let other = dir.path().join("notes.txt");
    std::fs::write(&other, "my notes").unwrap();
    let out = play_into(&other, "e4\n");
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&other).unwrap(), "my notes");
}

/// The tests of this module, for the harness (`tests/main.rs`).
/// A German player is told what is wrong with a journal in German, the journal's line and path as they are.
fn a_damaged_journal_is_refused_in_the_players_language() {
    let (good, dir) = good_journal();
    let cases = [
        (
            "pgn",
            b"[Event \"x\"]\n\n1. e4 e5 *\n".to_vec(),
            "ist kein tactus-Journal",
        ),
        (
            "nonsense",
            edited(&good, |l| l[3] = "hello world".into()),
            "ist in Zeile 4 beschädigt: die Zeile ist kein gültiges JSON",
        ),
    ];
    for (name, bytes, expected) in cases {
        let path = dir.path().join(format!("{name}.jsonl"));
        std::fs::write(&path, &bytes).unwrap();
        let out = resume_output(&path, &["--voice", "de"], "last\n");
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{name}: {err}");
        assert!(err.contains(expected), "{name}: {expected:?} in {err}");
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "{name}: unchanged");
    }
}

pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "play::damaged::damaged_journals_are_refused_clearly_and_left_untouched",
            damaged_journals_are_refused_clearly_and_left_untouched,
        ),
        crate::trial(
            "play::damaged::a_torn_last_line_is_dropped_with_a_notice_and_the_game_goes_on",
            a_torn_last_line_is_dropped_with_a_notice_and_the_game_goes_on,
        ),
        crate::trial(
            "play::damaged::a_damaged_journal_goes_on_from_its_last_consistent_line_after_repair",
            a_damaged_journal_goes_on_from_its_last_consistent_line_after_repair,
        ),
        crate::trial(
            "play::damaged::a_damaged_journal_is_refused_in_the_players_language",
            a_damaged_journal_is_refused_in_the_players_language,
        ),
        crate::trial(
            "play::damaged::play_never_overwrites_an_existing_journal",
            play_never_overwrites_an_existing_journal,
        ),
    ];
    trials
}
