//! `tactus export`: the PGN read back by python-chess (Seven Tag Roster, TimeControl, Termination, `[%clk]` after
//! every move, draw offers as `{(=)}`, SetUp/FEN for another start), the numbered moves in words, `-o FILE`, and
//! the journal never written to.

use std::process::Command;

use serde_json::{json, Value};

use super::{export, pgn, pgn_moves, play, stderr, stdout, support};

/// Reads a PGN on standard input with python-chess: tags, SAN moves, `[%clk]` seconds, the comments besides them, the
/// final position and any problems python-chess found.
const READ_PGN: &str = r#"
import json, re, sys
import chess.pgn
game = chess.pgn.read_game(sys.stdin)
nodes = list(game.mainline())
print(json.dumps({
    "headers": dict(game.headers),
    "moves": [n.san() for n in nodes],
    "clocks": [n.clock() for n in nodes],
    "comments": [re.sub(r"\[%clk [^\]]*\]", "", n.comment).strip() for n in nodes],
    "fen": game.end().board().fen(),
    "errors": [str(e) for e in game.errors],
}))
"#;

/// The PGN as python-chess reads it; `None` (and a notice) when python-chess is missing outside CI.
fn python_reads(pgn: &str) -> Option<Value> {
    let python = support::python();
    if !support::require("python-chess", python.is_some()) {
        return None;
    }
    let out = support::run_with_stdin(Command::new(python?).args(["-c", READ_PGN]), pgn);
    assert!(out.status.success(), "{}", stderr(&out));
    Some(serde_json::from_str(&stdout(&out)).expect("python printed JSON"))
}

/// The game of the export tests: 90+30, a draw offer with White's second move, Black resigns after 3. Bb5.
const NAMED: [&str; 12] = [
    "--time",
    "90+30",
    "--white",
    "Eva Ann",
    "--black",
    "Bob Blind",
    "--event",
    "Club night",
    "--site",
    "Vienna",
    "--round",
    "3",
];
const SCRIPT: &str =
    "go\nwait 10s\ne4\npress\nwait 20s\ne5\npress\nwait 1m\nNf3\ndraw\npress\nwait 5s\n\
                      decline black\nwait 25s\nNc6\npress\nBb5\npress\nresign black\nyes\n";

fn pgn_export_reads_back_in_python_chess_with_tags_clocks_and_offers() {
    let game = play(&NAMED, SCRIPT);
    let exported = pgn(&game.journal);
    let Some(read) = python_reads(&exported) else {
        return;
    };
    assert_eq!(read["errors"], json!([]), "{exported}");
    let headers = &read["headers"];
    let date = headers["Date"].as_str().unwrap();
    assert!(
        date.len() == 10 && date.chars().filter(|c| *c == '.').count() == 2,
        "{date}"
    );
    let mut headers = headers.clone();
    headers.as_object_mut().unwrap().remove("Date");
    assert_eq!(
        headers,
        json!({"Event": "Club night", "Site": "Vienna", "Round": "3", "White": "Eva Ann", "Black": "Bob Blind",
               "Result": "1-0", "TimeControl": "5400+30", "Termination": "normal"})
    );
    // The Seven Tag Roster first, in its order.
    let tags: Vec<&str> = exported
        .lines()
        .take(7)
        .map(|l| l.trim_start_matches('[').split(' ').next().unwrap())
        .collect();
    assert_eq!(
        tags,
        ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
    );
    assert_eq!(read["moves"], json!(["e4", "e5", "Nf3", "Nc6", "Bb5"]));
    // Each player's time after the move: thinking time off, 30 seconds on.
    assert_eq!(
        read["clocks"],
        json!([5420.0, 5410.0, 5390.0, 5410.0, 5420.0])
    );
    assert_eq!(read["comments"], json!(["", "", "(=)", "", ""]));
    assert!(
        exported.contains("2. Nf3 {[%clk 1:29:50]} {(=)}"),
        "{exported}"
    );
    assert!(exported.trim_end().ends_with("1-0"), "{exported}");
}

fn pgn_export_of_a_game_from_a_fen_and_of_an_unfinished_game() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40";
    let game = play(&["--fen", fen], "Kd7\npress\ne4\npress\nKd6\npress\nKd2\n");
    let exported = pgn(&game.journal);
    assert!(exported.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]"));
    assert_eq!(
        pgn_moves(&exported),
        ["Kd7", "e4", "Kd6"],
        "the pending Kd2 is not written"
    );
    assert!(exported.contains("40... Kd7 41. e4 Kd6 *"), "{exported}");
    let Some(read) = python_reads(&exported) else {
        return;
    };
    assert_eq!(read["errors"], json!([]));
    assert_eq!(read["moves"], json!(["Kd7", "e4", "Kd6"]));
    assert_eq!(read["clocks"], json!([null, null, null]));
    assert_eq!(read["fen"], "8/8/3k4/8/4P3/8/8/4K3 w - - 1 42");
    assert_eq!(read["headers"]["Result"], "*");
    assert_eq!(read["headers"]["Termination"], "unterminated");
    assert!(read["headers"].get("TimeControl").is_none());
}

fn pgn_termination_follows_the_way_the_game_ended() {
    for (args, script, result, termination) in [
        (&["--time", "1"][..], "go\nwait 1m\n", "0-1", "time forfeit"),
        (
            &[][..],
            "arbiter illegal white\narbiter illegal white\n",
            "0-1",
            "rules infraction",
        ),
        (
            &[][..],
            "f3\npress\ne5\npress\ng4\npress\nQh4\npress\n",
            "0-1",
            "normal",
        ),
        (
            &[][..],
            "e4\npress\ne5\ndraw black\npress\naccept\nyes\n",
            "1/2-1/2",
            "normal",
        ),
    ] {
        let game = play(args, script);
        let exported = pgn(&game.journal);
        assert!(
            exported.contains(&format!("[Result \"{result}\"]")),
            "{exported}"
        );
        assert!(
            exported.contains(&format!("[Termination \"{termination}\"]")),
            "{exported}"
        );
    }
}

fn text_export_numbers_the_moves_in_the_packs_words() {
    let game = play(&NAMED, SCRIPT);
    let out = export(&game.journal, &["--to", "text"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[5].starts_with("Date: "), "{text}");
    let without_date: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| !l.starts_with("Date: "))
        .collect();
    assert_eq!(
        without_date,
        [
            "White: Eva Ann",
            "Black: Bob Blind",
            "Event: Club night",
            "Site: Vienna",
            "Round: 3",
            "1. Eva vier, Eva fuenf",
            "2. Springer Felix drei (=), Springer Cesar sechs",
            "3. Laeufer Bella fuenf",
            "Game over, 1-0: White wins, Black resigned",
        ]
    );
    let out = export(&game.journal, &["--to", "text", "--voice", "en"]);
    assert!(stdout(&out)
        .contains("\n1. Eva four, Eva five\n2. Knight Felix three (=), Knight Cesar six\n"));
}

fn output_goes_to_a_file_but_never_to_the_journal() {
    let game = play(&NAMED, SCRIPT);
    let journal_bytes = std::fs::read(&game.journal).unwrap();
    let folder = game.journal.parent().unwrap();
    let to_stdout = pgn(&game.journal);
    let file = folder.join("game.pgn");
    let out = export(
        &game.journal,
        &["--to", "pgn", "-o", file.to_str().unwrap()],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), format!("Written to {}\n", file.display()));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), to_stdout);
    // An existing file is refused and left as it is, unless --force.
    std::fs::write(&file, "kept").unwrap();
    let out = export(
        &game.journal,
        &["--to", "text", "-o", file.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("already exists: give another name, or add --force to replace it"),
        "{}",
        stderr(&out)
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "kept");
    let out = export(
        &game.journal,
        &["--to", "pgn", "-o", file.to_str().unwrap(), "--force"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), to_stdout);
    let roundabout = folder.join(".").join("j.jsonl");
    for target in [game.journal.clone(), roundabout] {
        for format in ["pgn", "text"] {
            let out = export(
                &game.journal,
                &["--to", format, "--output", target.to_str().unwrap()],
            );
            assert_eq!(out.status.code(), Some(2), "{target:?}");
            assert!(
                stderr(&out).contains("is the journal itself"),
                "{}",
                stderr(&out)
            );
            assert_eq!(std::fs::read(&game.journal).unwrap(), journal_bytes);
        }
    }
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "play::export::pgn_export_reads_back_in_python_chess_with_tags_clocks_and_offers",
            pgn_export_reads_back_in_python_chess_with_tags_clocks_and_offers,
        ),
        crate::trial(
            "play::export::pgn_export_of_a_game_from_a_fen_and_of_an_unfinished_game",
            pgn_export_of_a_game_from_a_fen_and_of_an_unfinished_game,
        ),
        crate::trial(
            "play::export::pgn_termination_follows_the_way_the_game_ended",
            pgn_termination_follows_the_way_the_game_ended,
        ),
        crate::trial(
            "play::export::text_export_numbers_the_moves_in_the_packs_words",
            text_export_numbers_the_moves_in_the_packs_words,
        ),
        crate::trial(
            "play::export::output_goes_to_a_file_but_never_to_the_journal",
            output_goes_to_a_file_but_never_to_the_journal,
        ),
    ];
    trials
}
