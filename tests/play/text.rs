//! Text output (`--format text`, the default): one plain sentence per event in the voice pack's words, for a screen
//! reader or a braille display, with no escape codes.

use super::{play_output, run_with_stdin, stderr, stdout, tactus};

const TEXT: [&str; 7] = [
    "--sound",
    "off",
    "--speech",
    "off",
    "--virtual-time",
    "--script",
    "-",
];

/// Runs `tactus play` with text output; the lines, checked to be plain.
fn text_lines(args: &[&str], script: &str) -> (Vec<String>, String, tempfile::TempDir) {
    let (out, journal, dir) = play_output(args, &TEXT, script);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_plain(&out.stdout);
    let lines = stdout(&out).lines().map(str::to_string).collect();
    (lines, journal.display().to_string(), dir)
}

/// No escape codes, no carriage returns, no empty lines, and a line break at the end.
fn assert_plain(bytes: &[u8]) {
    assert!(!bytes.contains(&0x1b), "an escape code in the output");
    assert!(!bytes.contains(&b'\r'));
    let text = String::from_utf8(bytes.to_vec()).unwrap();
    assert!(text.ends_with('\n'), "{text}");
    assert!(text.lines().all(|l| !l.trim().is_empty()), "{text}");
}

fn each_event_is_one_plain_sentence_in_the_fide_words() {
    let script =
        "go\ne4\nlast\npress\ne5\ndraw black\npress\ndecline\nwait 1m10s\ntime\nmoves\nclaim threefold\n\
                  xyz\narbiter illegal black\nresign\nyes\n";
    let (lines, journal, _dir) = text_lines(
        &["--time", "6+3", "--white", "Ann", "--black", "Bob"],
        script,
    );
    assert_eq!(
        lines,
        [
            format!(
                "Game: Ann with White against Bob with Black, tournament rules. Type a move, or help for the \
                 commands. The game journal is {journal}"
            )
            .as_str(),
            "White's clock is running",
            "1. Eva vier, press the clock to complete it",
            "1. Eva vier, press the clock to complete it",
            // Times only on request in tournament mode (D.2.10): the press says the move is complete.
            "White's move is complete",
            "1... Eva fuenf, press the clock to complete it",
            "Black offers a draw",
            "Black's move is complete",
            "White declines the draw",
            "Cue: White, five minutes left",
            "White four minutes fifty-three seconds, Black six minutes three seconds",
            "Moves completed: White one, Black one",
            "White claims a draw by threefold repetition: the claim is not correct, and the game goes on",
            "Black gets one minute more",
            "White offers a draw",
            "cannot read \"xyz\" as a move or a command; type help for the commands",
            "Illegal move by Black: White gets one minute more",
            "White resigns? Say yes or no",
            "Game over, 0-1: Black wins, White resigned",
        ]
    );
}

fn endings_are_said_with_their_reason() {
    let rook = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    for (args, script, last) in [
        (
            &[][..],
            "f3\npress\ne5\npress\ng4\npress\nQh4\npress\n",
            "Game over, 0-1: Black wins, checkmate",
        ),
        (
            &["--time", "1", "--fen", rook, "--cues", "off"][..],
            "go\nwait 1m\n",
            "Game over, 1/2-1/2: draw, White's flag fell, but Black cannot checkmate",
        ),
        (
            &[][..],
            "e4\npress\ne5\ndraw black\npress\naccept\nyes\n",
            "Game over, 1/2-1/2: draw, by agreement, White accepted",
        ),
    ] {
        let (lines, _, _dir) = text_lines(args, script);
        assert_eq!(lines.last().unwrap(), last);
    }
}

fn the_en_pack_says_the_moves_in_english_words() {
    let script = "e4\npress\nNf3\nNc6\npress\nO-O\nadjourn Qh5\n";
    let (lines, journal, _dir) = text_lines(&["--voice", "en"], script);
    let (code_line, lines) = lines.split_last().expect("lines");
    let code = code_line
        .strip_prefix("For the arbiter to write on the envelope, not said aloud: code ")
        .and_then(|rest| rest.split('.').next())
        .unwrap_or_else(|| panic!("{code_line}"));
    assert_eq!(
        code_line,
        &format!(
            "For the arbiter to write on the envelope, not said aloud: code {code}. At the resumption, go {code} \
             plays the sealed move"
        )
    );
    assert_eq!(
        lines[1..],
        [
            "1. Eva four, press the clock to complete it",
            "White's move is complete",
            "\"Nf3\" is illegal: no Black Knight can move to Felix three",
            "1... Knight Cesar six, press the clock to complete it",
            "Black's move is complete",
            "\"O-O\" is illegal: short castle is not possible: a piece stands between king and rook",
            "Game adjourned: White sealed move two; the sealed move is in the envelope",
        ]
    );
    let out = run_with_stdin(
        tactus()
            .arg("resume")
            .arg(&journal)
            .args(TEXT)
            .args(["--voice", "en"]),
        &format!("go {code}\nlast\n"),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_plain(&out.stdout);
    assert_eq!(
        stdout(&out),
        format!(
            "Game resumed at move two, White to move. The sealed move of White is played by go and the \
             envelope's code. The game journal is {journal}\n\
             2. Queen Hector five\n\
             White's move is complete\n\
             2. Queen Hector five\n"
        )
    );
}

fn the_move_that_ends_the_game_waits_for_the_press_like_any_other() {
    let (lines, _, _dir) = text_lines(&[], "f3\npress\ne5\npress\ng4\npress\nQh4\npress\n");
    assert_eq!(
        lines[1..],
        [
            "1. Felix drei, press the clock to complete it",
            "White's move is complete",
            "1... Eva fuenf, press the clock to complete it",
            "Black's move is complete",
            "2. Gustav vier, press the clock to complete it",
            "White's move is complete",
            "2... Dame Hector vier Matt, press the clock to complete it",
            "Black's move is complete",
            "Game over, 0-1: Black wins, checkmate",
        ]
    );
}

fn in_practice_mode_each_press_says_both_times() {
    let (lines, _, _dir) = text_lines(
        &["--mode", "practice", "--time", "5+3"],
        "go\nwait 10s\ne4\ne5\n",
    );
    assert_eq!(
        lines[1..],
        [
            "White's clock is running",
            "1. Eva vier",
            "White pressed: White four minutes fifty-three seconds, Black five minutes",
            "1... Eva fuenf",
            "Black pressed: White four minutes fifty-three seconds, Black five minutes three seconds",
        ]
    );
}

/// Control characters typed (or pasted from a file) are shown as visible escapes, never sent to the terminal: an
/// escape sequence that would retitle or clear it is printed as text, and a player name with one too.
fn control_characters_are_shown_not_sent() {
    let (lines, _, _dir) = text_lines(
        &["--white", "Ann\u{1b}[2J"],
        "\u{1b}]0;pwned\u{7}\nsquare \u{1b}[31me4\n",
    );
    assert_eq!(
        lines[1..],
        [
            "cannot read \"\\x1b]0;pwned\\x07\" as a move or a command; type help for the commands",
            "cannot read \"\\x1b[31me4\" as a square: write it like e4 or Eva vier",
        ],
        "{lines:?}"
    );
    assert!(lines[0].contains("Ann\\x1b[2J"), "{lines:?}");
}

/// English words that would give away an untranslated sentence in a German session.
const ENGLISH: &[&str] = &[
    "the", "and", "or", "of", "to", "is", "with", "for", "type", "write", "press", "game", "move",
    "moves", "white", "black", "clock", "draw", "help", "time", "board", "rank", "file", "square",
    "pieces", "empty", "left", "date", "offers", "declines", "claims", "cue", "flag", "verify",
    "resign", "quit", "commands", "nothing", "should",
];

/// A game in the `de` pack, typed in German words: nothing printed or said is English, apart from nothing at all (the
/// players' names are the pack's own).
fn a_german_session_prints_and_says_no_english() {
    let script = "los\ne4\nd4\ndrücken\ne5\nremis schwarz\ndrücken\nablehnen\nwarten 1m\nzeit\nzüge\nletzter\n\
                  brett\nreihe 2\nlinie e\nfeld e4\nfiguren schwarz springer\nprüfen reihe 1 Turm Anna\n\
                  hilfe\nhilfe uhr\nhilfe remis\nxyz\nNF3\nreklamieren dreifach\naufgeben weiß\nja\n";
    let (lines, _journal, _dir) = text_lines(&["--voice", "de", "--time", "5+3"], script);
    let journal_line = lines[0].clone();
    for line in &lines {
        // The journal's path is a path.
        let line = if *line == journal_line {
            line.split("Journal der Partie").next().unwrap_or_default()
        } else {
            line.as_str()
        };
        for word in line
            .split(|c: char| !c.is_alphabetic())
            .filter(|w| !w.is_empty())
        {
            assert!(
                !ENGLISH.contains(&word.to_lowercase().as_str()),
                "English \"{word}\" in: {line}"
            );
        }
    }
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Korrektur: 1. David vier")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Reihe zwei: Weiß Bauer")),
        "{lines:?}"
    );
    assert!(
        lines.last().unwrap().contains("Weiß hat aufgegeben"),
        "{lines:?}"
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "play::text::a_german_session_prints_and_says_no_english",
            a_german_session_prints_and_says_no_english,
        ),
        crate::trial(
            "play::text::each_event_is_one_plain_sentence_in_the_fide_words",
            each_event_is_one_plain_sentence_in_the_fide_words,
        ),
        crate::trial(
            "play::text::control_characters_are_shown_not_sent",
            control_characters_are_shown_not_sent,
        ),
        crate::trial(
            "play::text::endings_are_said_with_their_reason",
            endings_are_said_with_their_reason,
        ),
        crate::trial(
            "play::text::the_en_pack_says_the_moves_in_english_words",
            the_en_pack_says_the_moves_in_english_words,
        ),
        crate::trial(
            "play::text::the_move_that_ends_the_game_waits_for_the_press_like_any_other",
            the_move_that_ends_the_game_waits_for_the_press_like_any_other,
        ),
        crate::trial(
            "play::text::in_practice_mode_each_press_says_both_times",
            in_practice_mode_each_press_says_both_times,
        ),
    ];
    trials
}
