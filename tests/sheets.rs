//! The opponent's scoresheet during a game, through the binary: entries that agree, a discrepancy flagged the
//! moment it appears (by an entry, or by a move that reaches an entry written ahead), a sheet loaded from a file,
//! and the arbiter's takeback to the last agreeing move with the clocks recorded there.

use crate::support::{run_with_stdin, tactus};
use serde_json::{json, Value};

fn play(dir: &std::path::Path, script: &str) -> Vec<Value> {
    let out = run_with_stdin(
        tactus()
            .args(["play", "--time", "90+30"])
            .args(crate::support::NO_DEVICES)
            .args(["--virtual-time", "--script", "-"])
            .args(["--format", "json", "--journal"])
            .arg(dir.join("game.jsonl")),
        script,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn of<'a>(events: &'a [Value], name: &str) -> Vec<&'a Value> {
    events.iter().filter(|e| e["event"] == name).collect()
}

fn a_discrepancy_is_flagged_at_once_and_retraced() {
    let dir = tempfile::tempdir().unwrap();
    let script =
        "go\nwait 10s\ne4\npress\nwait 20s\ne5\npress\nsheet black 1. e4 e5 2. Sf3\nwait 5s\n\
                  Nc3\npress\nwait 7s\nNc6\npress\narbiter takeback 2\ntime\nsheet white e4\n";
    let events = play(dir.path(), script);
    let agrees = of(&events, "answer");
    assert!(
        agrees[0]["text"]
            .as_str()
            .unwrap()
            .starts_with("Black's scoresheet agrees with the game; half-moves written: three"),
        "{agrees:?}"
    );
    // The sheet was written ahead (2. Nf3); the game's 2. Nc3 reaches it: flagged at that press, once.
    let flagged = of(&events, "discrepancy");
    assert_eq!(flagged.len(), 1, "{events:?}");
    let mut d = flagged[0].clone();
    d.as_object_mut().unwrap().remove("t_ms");
    assert_eq!(
        d,
        json!({"event": "discrepancy", "ply": 3, "sheet": "black", "game": "Nc3", "recorded": "Nf3",
               "agree_until_ply": 2, "move_number": 2, "side": "white",
               "fen": "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
               "white_ms": 5_420_000, "black_ms": 5_410_000})
    );
    let takeback = of(&events, "takeback")[0];
    assert_eq!(
        (takeback["ply"].clone(), takeback["white_ms"].clone()),
        (json!(2), json!(5_420_000))
    );
    assert_eq!(takeback["black_ms"], 5_410_000);
    let errors = of(&events, "error");
    assert!(
        errors.last().unwrap()["message"]
            .as_str()
            .unwrap()
            .starts_with("White's scoresheet is kept by tactus"),
        "{errors:?}"
    );
}

fn a_sheet_loaded_from_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let sheet = dir.path().join("black.pgn");
    std::fs::write(&sheet, "[Event \"x\"]\n\n1. e4 c5 *\n").unwrap();
    let script = format!(
        "e4\npress\ne5\npress\nsheet black --file {}\nsheet black --file /nonexistent/x.pgn\n",
        sheet.display()
    );
    let events = play(dir.path(), &script);
    let flagged = of(&events, "discrepancy");
    assert_eq!(flagged.len(), 1);
    assert_eq!(
        (flagged[0]["game"].clone(), flagged[0]["recorded"].clone()),
        (json!("e5"), json!("c5"))
    );
    let error = of(&events, "error")[0]["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        error.starts_with("cannot read the scoresheet file /nonexistent/x.pgn"),
        "{error}"
    );
}

/// The opponent's sheet entered as a player writes it and corrected as an arbiter would: a file loaded again
/// replaces the sheet (no false discrepancy); `1...` marks Black's move; a sheet of one side's moves only is refused;
/// `from N` corrects, `clear` empties; a difference already told is said again in a few words.
fn a_sheet_is_corrected_replaced_and_read_as_written() {
    let dir = tempfile::tempdir().unwrap();
    let sheet = dir.path().join("black.pgn");
    std::fs::write(&sheet, "1. e4 e5 2. Nf3 *\n").unwrap();
    let script = format!(
        "e4\npress\ne5\npress\nNf3\npress\nsheet black --file {path}\nsheet black --file {path}\n\
         sheet black 2... Nc6\nsheet white clear\nsheet black clear\nsheet black 1... e5 2... Nc6\n\
         sheet black 1. e4\nsheet black 1... e5\nsheet black 2. Nc3\nsheet black Nc6\nsheet black from 2 Nf3\n\
         arbiter position\n",
        path = sheet.display()
    );
    let events = play(dir.path(), &script);
    let lines: Vec<(String, String)> = events
        .iter()
        .filter(|e| e["event"] == "answer" || e["event"] == "error" || e["event"] == "discrepancy")
        .map(|e| {
            let text = e["text"].as_str().or(e["message"].as_str()).unwrap_or("");
            (e["event"].as_str().unwrap().to_string(), text.to_string())
        })
        .collect();
    let said: Vec<(&str, &str)> = lines
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    assert_eq!(
        said[..9],
        [
            ("answer", "Black's scoresheet agrees with the game; half-moves written: three"),
            ("answer", "Black's scoresheet agrees with the game; half-moves written: three"),
            ("answer", "Black's scoresheet agrees with the game; half-moves written: four"),
            ("error", "White's scoresheet is kept by tactus from the moves played; enter the other player's sheet"),
            ("answer", "Black's scoresheet agrees with the game; half-moves written: zero"),
            (
                "error",
                "a scoresheet holds both players' moves in order, as 1. e4 e5 2. Nf3 Nc6: write White's moves too"
            ),
            ("answer", "Black's scoresheet agrees with the game; half-moves written: one"),
            ("answer", "Black's scoresheet agrees with the game; half-moves written: two"),
            ("discrepancy", ""),
        ],
        "{said:#?}"
    );
    // The same difference again: a few words, not the whole report; a correction from move 2 clears it.
    assert_eq!(
        said[9..12],
        [
            (
                "answer",
                "Black's scoresheet still differs from the game at move two"
            ),
            (
                "answer",
                "Black's scoresheet agrees with the game; half-moves written: three"
            ),
            (
                "answer",
                "Now: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
            ),
        ],
        "{said:#?}"
    );
    let flagged = of(&events, "discrepancy");
    assert_eq!(flagged.len(), 1);
    assert_eq!(
        (flagged[0]["game"].clone(), flagged[0]["recorded"].clone()),
        (json!("Nf3"), json!("Nc3"))
    );
}

fn the_braille_scoresheet_through_the_binary() {
    let dir = tempfile::tempdir().unwrap();
    play(
        dir.path(),
        "e4\npress\ne5\npress\nNf3\ndraw\npress\nNc6\npress\nBb5\npress\na6\npress\nBxc6\npress\ndxc6\npress\nO-O\npress\nresign black\nyes\n",
    );
    let export = |extra: &[&str]| {
        let out = tactus()
            .args(["export", "--to", "braille"])
            .args(extra)
            .arg(dir.path().join("game.jsonl"))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let unicode = export(&[]);
    let moves: Vec<&str> = unicode.lines().skip(3).collect();
    assert_eq!(
        moves,
        [
            "⠂ ⠑⠲ ⠑⠢",
            "⠆ ⠎⠋⠒⠐⠣⠐⠶⠐⠜ ⠎⠉⠖",
            "⠒ ⠇⠃⠢ ⠁⠖",
            "⠲ ⠇⠰⠉⠖ ⠙⠰⠉⠖",
            "⠢ ⠴⠤⠴",
            "⠠⠗⠑⠎⠥⠇⠞⠒ ⠼⠁⠤⠼⠚",
        ]
    );
    assert!(unicode.starts_with("⠠⠺⠓⠊⠞⠑⠒ ⠠⠺⠓⠊⠞⠑\n"), "{unicode}");
    let brf = export(&["--brf"]);
    assert!(
        brf.contains("\n4 L;C6 D;C6\n5 0-0\n,RESULT3 #A-#J\n"),
        "{brf}"
    );
    assert!(brf.is_ascii());
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "sheets::a_discrepancy_is_flagged_at_once_and_retraced",
            a_discrepancy_is_flagged_at_once_and_retraced,
        ),
        crate::trial(
            "sheets::a_sheet_loaded_from_a_file",
            a_sheet_loaded_from_a_file,
        ),
        crate::trial(
            "sheets::a_sheet_is_corrected_replaced_and_read_as_written",
            a_sheet_is_corrected_replaced_and_read_as_written,
        ),
        crate::trial(
            "sheets::the_braille_scoresheet_through_the_binary",
            the_braille_scoresheet_through_the_binary,
        ),
    ];
    trials
}
