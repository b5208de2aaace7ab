//! `tactus compare` on files: agreement, the first difference in text and JSON, notations that mean the same
//! moves, and sheets that cannot be read (exit 2, a clear message, nothing on standard output).

use std::path::{Path, PathBuf};

use crate::support::tactus;

fn write(dir: &Path, name: &str, text: &[u8]) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn compare(a: &Path, b: &Path, args: &[&str]) -> std::process::Output {
    tactus()
        .arg("compare")
        .arg(a)
        .arg(b)
        .args(args)
        .output()
        .unwrap()
}

/// A sheet written by a Windows tool starts with a UTF-8 byte-order mark: it reads as the same sheet (no false
/// disagreement at move 1), in compare, announce, listen and a game's `sheet --file` (D.2.9).
fn a_byte_order_mark_is_ignored() {
    let dir = tempfile::tempdir().unwrap();
    let marked = write(dir.path(), "marked.txt", b"\xEF\xBB\xBF1. e4 e5 2. Nf3\n");
    let marked_pgn = write(
        dir.path(),
        "marked.pgn",
        b"\xEF\xBB\xBF[Event \"Club\"]\n\n1. e4 e5 2. Nf3 *\n",
    );
    let plain = write(dir.path(), "plain.txt", b"1. e4 e5 2. Nf3\n");
    for sheet in [&marked, &marked_pgn] {
        let out = compare(sheet, &plain, &[]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stdout)
        );
    }
    let out = tactus()
        .args(["announce", "--pgn"])
        .arg(&marked_pgn)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "1. Eva vier\n1... Eva fuenf\n2. Springer Felix drei\n"
    );
    let out = crate::support::run_with_stdin(
        tactus().args(["announce", "-"]),
        "\u{feff}1. e4 e5 2. Nf3\n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = crate::support::run_with_stdin(
        tactus()
            .args([
                "listen", "--script", "-", "--speech", "off", "--sound", "off",
            ])
            .arg(&marked_pgn),
        "next\n",
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("1. Eva vier"));
    let script = format!(
        "e4\npress\ne5\npress\nsheet black --file {}\n",
        marked.display()
    );
    let out = crate::support::run_with_stdin(
        tactus()
            .args([
                "play",
                "--script",
                "-",
                "--speech",
                "off",
                "--sound",
                "off",
                "--journal",
            ])
            .arg(dir.path().join("game.jsonl")),
        &script,
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Black's scoresheet agrees with the game; half-moves written: three"),
        "{text}"
    );
}

fn sheets_that_agree_exit_0() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = write(
        dir.path(),
        "a.pgn",
        b"[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 {[%clk 1:30:00]} e5 2. Nf3 Nc6 3. O-O-O?? *\n",
    );
    let typed = write(dir.path(), "b.txt", "e2e4 e7e5\nSf3 Sc6\n".as_bytes());
    let out = compare(&pgn, &typed, &["--voice", "en"]);
    // The PGN has an illegal third move for White (O-O-O): the typed sheet stops there.
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let typed_more = write(dir.path(), "c.txt", b"1. e4 e5 2. Nf3 Nc6\n");
    let out = compare(&typed, &typed_more, &[]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "The two sheets agree on every move (four half-moves)\n"
    );
}

/// With the French pack, whose letters make R the king, a PGN's English R is still a rook: the PGN and a sheet
/// typed in French letters agree.
fn a_pgn_keeps_its_english_letters_under_french_ones() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = write(
        dir.path(),
        "a.pgn",
        b"[Event \"Club\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. Re1 d6 6. Kh1 *\n",
    );
    let typed = write(
        dir.path(),
        "b.txt",
        "1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 4. O-O Cf6 5. Te1 d6 6. Rh1\n".as_bytes(),
    );
    let out = compare(&pgn, &typed, &["--voice", "fr"]);
    assert_eq!(
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).as_ref()
        ),
        (
            Some(0),
            "Les deux feuilles concordent sur tous les coups (onze demi-coups)\n"
        ),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn the_first_difference_in_text_and_json() {
    let dir = tempfile::tempdir().unwrap();
    let a = write(dir.path(), "a.txt", b"1. d4 d5 2. c4 e6 3. Nc3 Nf6");
    let b = write(dir.path(), "b.txt", b"1. d4 d5 2. c4 e6 3. Nf3 Nf6");
    let out = compare(&a, &b, &["--voice", "en"]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(
        lines[0].starts_with("The sheets agree up to move two, Black: "),
        "{text}"
    );
    assert!(
        lines[1].starts_with("They first differ at move three, White: sheet A has "),
        "{text}"
    );
    assert!(
        lines[1].contains("(Nc3)") && lines[1].contains("(Nf3)"),
        "{text}"
    );
    assert_eq!(
        lines[2],
        "The position after the last agreeing move: rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3"
    );
    let out = compare(&a, &b, &["--format", "json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "agree_until_ply": 4, "plies_a": 6, "plies_b": 6,
            "first_difference": {"ply": 5, "move_number": 3, "side": "white", "a": "Nc3", "b": "Nf3",
                                  "a_legal": true, "b_legal": true},
            "fen_at_agreement": "rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3"
        })
    );
    // An illegal entry and a sheet that stops early.
    let c = write(dir.path(), "c.txt", b"1. d4 d5 2. Ke3");
    let out = compare(&a, &c, &["--format", "json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["first_difference"]["b"], "Ke3");
    assert_eq!(json["first_difference"]["b_legal"], false);
    let d = write(dir.path(), "d.txt", b"1. d4 d5");
    let out = compare(&a, &d, &["--format", "json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["first_difference"]["b"], serde_json::Value::Null);
    assert_eq!(json["agree_until_ply"], 2);
}

fn sheets_that_cannot_be_read_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let good = write(dir.path(), "good.txt", b"e4 e5");
    let binary = write(dir.path(), "bin.dat", b"\x00\x01\xff\xfe");
    let missing = dir.path().join("missing.pgn");
    for (bad, problem) in [(&binary, "is not text"), (&missing, "not found")] {
        let out = compare(&good, bad, &[]);
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stdout.is_empty());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.starts_with("tactus: sheet B (") && stderr.contains(problem),
            "{stderr}"
        );
    }
    let other_start = write(
        dir.path(),
        "fen.pgn",
        b"[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *\n",
    );
    let other_start_2 = write(
        dir.path(),
        "fen2.pgn",
        b"[FEN \"4k3/8/8/8/8/8/3P4/4K3 w - - 0 1\"]\n\n1. d4 *\n",
    );
    let out = compare(&other_start, &other_start_2, &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("different positions"));
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "compare::a_byte_order_mark_is_ignored",
            a_byte_order_mark_is_ignored,
        ),
        crate::trial(
            "compare::sheets_that_agree_exit_0",
            sheets_that_agree_exit_0,
        ),
        crate::trial(
            "compare::a_pgn_keeps_its_english_letters_under_french_ones",
            a_pgn_keeps_its_english_letters_under_french_ones,
        ),
        crate::trial(
            "compare::the_first_difference_in_text_and_json",
            the_first_difference_in_text_and_json,
        ),
        crate::trial(
            "compare::sheets_that_cannot_be_read_exit_2",
            sheets_that_cannot_be_read_exit_2,
        ),
    ];
    trials
}
