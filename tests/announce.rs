//! `tactus announce` through the real binary: every form of input, both styles, JSON fields,
//! exit codes, and bad input (empty, garbage, an illegal move in game 3 of 5, a truncated PGN,
//! a 10 MB line): a clear message, never a panic.

use crate::support;

use std::process::Output;

use crate::support::{run_with_stdin, tactus};

fn announce(args: &[&str]) -> Output {
    tactus()
        .arg("announce")
        .args(args)
        .output()
        .expect("tactus runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("UTF-8 output")
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).expect("UTF-8 errors")
}

fn assert_no_panic(out: &Output) {
    let err = stderr(out);
    assert!(!err.contains("panicked"), "panic: {err}");
    assert!(
        matches!(out.status.code(), Some(0..=2)),
        "exit {:?}: {err}",
        out.status
    );
}

fn moves_as_arguments_in_the_fide_words() {
    let out = announce(&["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "1. Eva vier\n1... Eva fuenf\n2. Springer Felix drei\n2... Springer Cesar sechs\n3. Laeufer Bella fuenf\n\
         3... Anna sechs\n4. Laeufer schlaegt Cesar sechs\n4... David schlaegt Cesar sechs\n5. Kurze Rochade\n"
    );
}

fn long_style_and_other_packs() {
    let out = announce(&["--style", "long", "e4", "d5", "exd5"]);
    assert_eq!(stdout(&out), "1. Bauer Eva zwei Eva vier\n1... Bauer David sieben David fuenf\n2. Bauer Eva vier schlaegt Bauer David fuenf\n");
    let out = announce(&["--voice", "en", "e4", "e5", "Nf3"]);
    assert_eq!(
        stdout(&out),
        "1. Eva four\n1... Eva five\n2. Knight Felix three\n"
    );
    let out = announce(&["--voice", "nato", "Nf3"]);
    assert_eq!(stdout(&out), "1. Knight foxtrot three\n");
    let out = announce(&["--voice", "de", "e4", "e5", "Sf3"]);
    assert_eq!(
        stdout(&out),
        "1. Eva vier\n1... Eva fünf\n2. Springer Felix drei\n"
    );
}

fn every_input_form_in_one_game() {
    let out = announce(&[
        "e2e4",
        "eva fuenf",
        "Sf3",
        "springer cesar sechs",
        "Lb5",
        "a7-a6",
        "L:c6",
        "david schlägt cesar sechs",
        "0-0",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).ends_with("4... David schlaegt Cesar sechs\n5. Kurze Rochade\n"),
        "{}",
        stdout(&out)
    );
}

fn french_letters_with_notation_fr() {
    let out = announce(&[
        "--notation",
        "fr",
        "--voice",
        "fr",
        "e4",
        "e5",
        "Cf3",
        "Cc6",
        "Fc4",
        "Fc5",
        "Rf1",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).ends_with("4. Roi Felix un\n"),
        "{}",
        stdout(&out)
    );
}

fn json_lines_have_every_field() {
    let out = announce(&[
        "--format",
        "json",
        "--fen",
        "7k/8/8/3pP3/8/8/8/K7 w - d6 0 40",
        "exd6",
        "Kg8",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let lines: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    let first = &lines[0];
    assert_eq!(first["game"], 1);
    assert_eq!(first["ply"], 1);
    assert_eq!(first["move_number"], 40);
    assert_eq!(first["side"], "white");
    assert_eq!(first["san"], "exd6");
    assert_eq!(first["uci"], "e5d6");
    assert_eq!(first["text"], "Eva schlaegt David sechs en passant");
    assert_eq!(first["fen"], "7k/8/3P4/8/8/8/8/K7 b - - 0 40");
    assert_eq!(first["check"], false);
    assert_eq!(first["status"], serde_json::Value::Null);
    assert_eq!(first["claimable"], serde_json::json!([]));
    assert_eq!(lines[1]["side"], "black");
    assert_eq!(lines[1]["ply"], 2);
}

fn status_and_claimable_in_json() {
    let out = announce(&["--format", "json", "f3", "e5", "g4", "Qh4#"]);
    let last: serde_json::Value =
        serde_json::from_str(stdout(&out).lines().last().unwrap()).unwrap();
    assert_eq!(last["status"], "checkmate");
    assert_eq!(last["check"], true);
    assert_eq!(last["text"], "Dame Hector vier Matt");
    let out = announce(&[
        "--format", "json", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8",
    ]);
    let last: serde_json::Value =
        serde_json::from_str(stdout(&out).lines().last().unwrap()).unwrap();
    assert_eq!(
        last["claimable"],
        serde_json::json!(["threefold_repetition"])
    );
    assert_eq!(last["status"], serde_json::Value::Null);
}

fn a_bad_move_stops_with_game_move_and_reason() {
    let out = announce(&["e4", "e5", "Ke3"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stdout(&out),
        "1. Eva vier\n1... Eva fuenf\n",
        "the moves before it are printed"
    );
    assert_eq!(stderr(&out), "tactus: game 1, move 2 (White): \"Ke3\" is illegal: no White Koenig can move to Eva drei\n");
    let out = announce(&["e4", "Nf9"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "tactus: game 1, move 1 (Black): cannot read \"Nf9\" as a move\n"
    );
}

fn moves_after_the_end_are_refused() {
    let out = announce(&["f3", "e5", "g4", "Qh4#", "a3"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("\"a3\" is illegal"),
        "{}",
        stderr(&out)
    );
}

fn standard_input_plain_moves_and_pgn() {
    let out = run_with_stdin(
        tactus().args(["announce", "-"]),
        "1. e4 e5 2. Sf3\nspringer cesar sechs\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out).lines().count(), 4);
    let pgn = "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"4k3/4P3/8/4K3/8/8/8/8 b - - 0 1\"]\n\n1... Kf7 {a comment} (1... Kd7 2. Kd6) 2. e8=Q+ 1-0\n";
    let out = run_with_stdin(tactus().args(["announce", "-"]), pgn);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "1... Koenig Felix sieben\n2. Eva acht Dame Schach\n"
    );
}

fn game(n: usize, movetext: &str) -> String {
    format!("[Event \"Test\"]\n[Round \"{n}\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n{movetext} *\n\n")
}

fn an_illegal_move_in_game_three_of_five() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("five.pgn");
    let mut text = String::new();
    for n in 1..=5 {
        text.push_str(&game(
            n,
            if n == 3 {
                "1. e4 e5 2. Ke3 Nc6"
            } else {
                "1. d4 d5 2. c4"
            },
        ));
    }
    std::fs::write(&file, text).unwrap();
    let out = announce(&["--pgn", file.to_str().unwrap(), "--format", "json"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out), "tactus: game 3, move 2 (White): \"Ke3\" is illegal: no White Koenig can move to Eva drei\n");
    let games: Vec<u64> = stdout(&out)
        .lines()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["game"]
                .as_u64()
                .unwrap()
        })
        .collect();
    assert_eq!(
        games,
        [1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5],
        "the other games are announced"
    );
    let out = announce(&["--pgn", file.to_str().unwrap()]);
    assert!(
        stdout(&out).starts_with("Game 1\n1. David vier\n"),
        "{}",
        stdout(&out)
    );
}

fn bad_input_gets_a_clear_message_never_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let truncated = dir.path().join("truncated.pgn");
    std::fs::write(&truncated, "[Event \"x\"]\n\n1. e4 e5 2. Nf3 N").unwrap();
    let out = announce(&["--pgn", truncated.to_str().unwrap()]);
    assert_no_panic(&out);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("\"N\" is not a move in standard notation"),
        "{}",
        stderr(&out)
    );
    std::fs::write(&truncated, "[Event \"x\"]\n\n1. e4 e5 2. Nf3").unwrap();
    let out = announce(&["--pgn", truncated.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("no result marker"),
        "{}",
        stderr(&out)
    );

    let unterminated = dir.path().join("comment.pgn");
    std::fs::write(
        &unterminated,
        "[Event \"x\"]\n\n1. e4 {never closed e5 2. Nf3",
    )
    .unwrap();
    let out = announce(&["--pgn", unterminated.to_str().unwrap()]);
    assert_no_panic(&out);
    assert_eq!(out.status.code(), Some(2));

    let empty = dir.path().join("empty.pgn");
    std::fs::write(&empty, "").unwrap();
    let out = announce(&["--pgn", empty.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out), "tactus: the PGN holds no game\n");

    let out = announce(&["--pgn", dir.path().join("missing.pgn").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).starts_with("tactus: cannot open the PGN file"),
        "{}",
        stderr(&out)
    );

    let binary = dir.path().join("binary.pgn");
    std::fs::write(&binary, [0u8, 159, 146, 150, 255, 0, 10, 91, 93]).unwrap();
    let out = announce(&["--pgn", binary.to_str().unwrap()]);
    assert_no_panic(&out);

    let out = run_with_stdin(tactus().args(["announce", "-"]), "");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out), "tactus: no moves given\n");

    let out = run_with_stdin(
        tactus().args(["announce", "-"]),
        "garbage that is no chess at all\n",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot read"), "{}", stderr(&out));

    let out = announce(&["--fen", "not a fen", "e4"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("cannot read \"not a fen\" as a FEN"),
        "{}",
        stderr(&out)
    );

    let out = announce(&["--voice", "klingon", "e4"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("voice pack 'klingon'"),
        "{}",
        stderr(&out)
    );
}

/// Control characters in a PGN (an escape sequence that would clear or retitle the terminal) are shown as visible
/// escapes in the messages, as `tactus listen` shows them, and never reach the terminal.
fn control_characters_from_a_pgn_are_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("control.pgn");
    std::fs::write(
        &pgn,
        "[FEN \"8/8/8\u{1b}[2J/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n[Event \"y\"]\n\n1. e4 e\u{7}\u{1b}[2J5 *\n",
    )
    .unwrap();
    for format in ["text", "json"] {
        let out = announce(&["--pgn", pgn.to_str().unwrap(), "--format", format]);
        assert_no_panic(&out);
        let err = stderr(&out);
        assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'), "{err:?}");
        assert!(
            err.contains(r#""8/8/8\x1b[2J/8/8/8/8/8 w - - 0 1""#),
            "{err}"
        );
        assert!(err.contains(r#""e\x07\x1b[2J5""#), "{err}");
    }
}

fn a_ten_megabyte_line() {
    let line = "e4 ".repeat(10 * 1024 * 1024 / 3);
    let out = run_with_stdin(tactus().args(["announce", "-"]), &line);
    assert_no_panic(&out);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("game 1, move 1 (Black)"),
        "{}",
        &stderr(&out)[..200.min(stderr(&out).len())]
    );

    let garbage = "x".repeat(10 * 1024 * 1024);
    let out = run_with_stdin(tactus().args(["announce", "-"]), &garbage);
    assert_no_panic(&out);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).len() < 1000 + 10 * 1024 * 1024);

    let pgn = format!(
        "[Event \"long\"]\n\n1. e4 {{{}}} e5 *\n",
        "c".repeat(10 * 1024 * 1024)
    );
    let out = run_with_stdin(tactus().args(["announce", "-"]), &pgn);
    assert_no_panic(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "1. Eva vier\n1... Eva fuenf\n");
}

fn help_reads_plainly() {
    for sub in ["announce", "voices"] {
        let out = tactus().args([sub, "--help"]).output().unwrap();
        assert!(out.status.success());
        let text = stdout(&out);
        assert!(
            !text.contains('\x1b'),
            "no escape codes when not a terminal"
        );
        assert!(text.contains("Usage:"), "{text}");
    }
}

fn voices_lists_every_pack() {
    let out = tactus()
        .args(["voices", "--format", "json"])
        .output()
        .unwrap();
    let names: Vec<String> = stdout(&out)
        .lines()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["name"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    for pack in ["fide", "en", "fr", "de", "nato"] {
        assert!(
            names.iter().any(|n| n == pack),
            "{pack} missing from {names:?}"
        );
    }
}

fn announce_pgn(pgn: &str) -> Output {
    run_with_stdin(tactus().args(["announce", "-"]), pgn)
}

fn a_pgn_is_checked_strictly() {
    let cases = [
        (
            "1. e4 e5 2. Nf3 xyzzy Nc6 *",
            "game 1, move 2 (Black): \"xyzzy\" is not a move in standard notation (SAN)",
        ),
        (
            "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. o-o *",
            "game 1, move 4 (White): \"o-o\" is not a move in standard notation (SAN)",
        ),
        (
            "1. e4 e5 2. Sf3 *",
            "game 1, move 2 (White): \"Sf3\" is not a move in standard notation (SAN)",
        ),
        (
            "1. e4 d5 2. d5 *",
            "game 1, move 2 (White): \"d5\" is illegal: no White Bauer can move to David fuenf",
        ),
        (
            "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Kh1 *",
            "game 1, move 4 (White): \"Kh1\" is illegal: Hector eins holds a piece of your own",
        ),
        (
            "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Kg1 *",
            "game 1, move 4 (White): \"Kg1\" is illegal: no White Koenig can move to Gustav eins",
        ),
    ];
    for (movetext, message) in cases {
        let out = announce_pgn(&format!("[Event \"x\"]\n\n{movetext}\n"));
        assert_eq!(out.status.code(), Some(2), "{movetext}");
        assert_eq!(stderr(&out), format!("tactus: {message}\n"), "{movetext}");
    }
}

fn pgn_edge_cases_are_not_games() {
    let out = announce_pgn("[Event \"x\"]\n\n1. e4 e5 *\n\n{a trailing comment}\n");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "1. Eva vier\n1... Eva fuenf\n",
        "no phantom second game"
    );
    let out = announce_pgn("[Event \"x\"]\n\n*\n");
    assert!(
        out.status.success(),
        "a game without moves is no error: {}",
        stderr(&out)
    );
}

fn coordinates_with_a_space_and_pairs_of_squares() {
    let out = announce(&["g1 f3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "1. Springer Felix drei\n");
    let out = run_with_stdin(tactus().args(["announce", "-"]), "e2 e4\nd5\n");
    assert_eq!(stdout(&out), "1. Eva vier\n1... David fuenf\n");
    let out = run_with_stdin(tactus().args(["announce", "-"]), "d4 d5\n");
    assert_eq!(
        stdout(&out),
        "1. David vier\n1... David fuenf\n",
        "two pawn moves when not one move"
    );
}

fn output_closed_early_is_not_an_error() {
    use std::io::Read;
    let mut text = String::new();
    for n in 1..=3000 {
        text.push_str(&format!("[Round \"{n}\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n"));
    }
    let mut child = tactus()
        .args(["announce", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = std::io::Write::write_all(&mut stdin, text.as_bytes());
    });
    let mut first = [0u8; 16];
    let mut stdout = child.stdout.take().unwrap();
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    let status = child.wait().unwrap();
    writer.join().unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(err.is_empty(), "{err}");
}

fn messages_follow_the_voice_pack() {
    let out = announce(&["--voice", "de", "e4", "e5", "Ke3"]);
    assert_eq!(stderr(&out), "tactus: Partie 1, Zug 2 (Weiß): „Ke3“ ist unzulässig: Weiß kann nicht König nach Eva drei ziehen\n");
    let out = announce(&["--fen", "7k/5K2/8/8/8/8/8/3B4 w - - 0 1", "Bc2"]);
    assert_eq!(
        stderr(&out),
        "tactus: game 1, move 1 (White): \"Bc2\" is illegal: the game is already over (neither side can checkmate)\n"
    );
}

fn tactus_alone_starts_a_game() {
    // Standard input is not a terminal here, so it is read as the script: one move, then its end.
    let out = support::run_with_stdin(tactus().args(["--help"]), "");
    assert!(out.status.success(), "{}", stderr(&out));
    for sub in ["play", "resume", "export", "announce", "voices", "clock"] {
        assert!(stdout(&out).contains(sub), "{sub} missing from --help");
    }
    // `tactus` alone takes no options, so its sound and speech are kept off the machine's own by its environment:
    // the default sound device is a card that is not there, and Speech Dispatcher a socket that does not exist.
    let device = support::wav::WavDevice::with_config(support::wav::NO_CARD);
    let mut command = tactus();
    command.env(
        "SPEECHD_ADDRESS",
        format!(
            "unix_socket:{}",
            device.dir().join("no-speechd.sock").display()
        ),
    );
    let out = support::run_with_stdin(device.command(&mut command), "e4\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("New game, tournament rules. Type a move"),
        "{text}"
    );
    assert!(
        text.contains("1. Eva vier, press the clock to complete it"),
        "{text}"
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "announce::control_characters_from_a_pgn_are_escaped",
            control_characters_from_a_pgn_are_escaped,
        ),
        crate::trial(
            "announce::moves_as_arguments_in_the_fide_words",
            moves_as_arguments_in_the_fide_words,
        ),
        crate::trial(
            "announce::long_style_and_other_packs",
            long_style_and_other_packs,
        ),
        crate::trial(
            "announce::every_input_form_in_one_game",
            every_input_form_in_one_game,
        ),
        crate::trial(
            "announce::french_letters_with_notation_fr",
            french_letters_with_notation_fr,
        ),
        crate::trial(
            "announce::json_lines_have_every_field",
            json_lines_have_every_field,
        ),
        crate::trial(
            "announce::status_and_claimable_in_json",
            status_and_claimable_in_json,
        ),
        crate::trial(
            "announce::a_bad_move_stops_with_game_move_and_reason",
            a_bad_move_stops_with_game_move_and_reason,
        ),
        crate::trial(
            "announce::moves_after_the_end_are_refused",
            moves_after_the_end_are_refused,
        ),
        crate::trial(
            "announce::standard_input_plain_moves_and_pgn",
            standard_input_plain_moves_and_pgn,
        ),
        crate::trial(
            "announce::an_illegal_move_in_game_three_of_five",
            an_illegal_move_in_game_three_of_five,
        ),
        crate::trial(
            "announce::bad_input_gets_a_clear_message_never_a_panic",
            bad_input_gets_a_clear_message_never_a_panic,
        ),
        crate::trial("announce::a_ten_megabyte_line", a_ten_megabyte_line),
        crate::trial("announce::help_reads_plainly", help_reads_plainly),
        crate::trial("announce::voices_lists_every_pack", voices_lists_every_pack),
        crate::trial(
            "announce::a_pgn_is_checked_strictly",
            a_pgn_is_checked_strictly,
        ),
        crate::trial(
            "announce::pgn_edge_cases_are_not_games",
            pgn_edge_cases_are_not_games,
        ),
        crate::trial(
            "announce::coordinates_with_a_space_and_pairs_of_squares",
            coordinates_with_a_space_and_pairs_of_squares,
        ),
        crate::trial(
            "announce::output_closed_early_is_not_an_error",
            output_closed_early_is_not_an_error,
        ),
        crate::trial(
            "announce::messages_follow_the_voice_pack",
            messages_follow_the_voice_pack,
        ),
        crate::trial(
            "announce::tactus_alone_starts_a_game",
            tactus_alone_starts_a_game,
        ),
    ];
    trials
}
