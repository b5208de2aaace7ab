//! `tactus drill` through the real binary: scripted drills with a fixed seed whose JSON events are checked exactly —
//! right answers in letters and in English, German, French and NATO words, wrong answers, skip, repeat, board,
//! unreadable answers (refused, not counted), the score at the end, on quit and when the answers run out; positions
//! from a PGN file (one known position, so every answer can be worked out by hand) and random legal positions that
//! the seed repeats.

use std::process::Output;

use crate::support::{json_events, path, run_with_stdin, tactus};
use serde_json::{json, Value};

/// One position, the moment before Qxf7# in the scholar's mate: White Ra1 Nb1 Bc1 Ke1 Ng1 Rh1, pawns a2 b2 c2 d2 f2
/// g2 h2 e4, Bc4, Qh5; Black Ra8 Bc8 Qd8 Ke8 Bf8 Rh8, Nc6 Nf6, pawns a7 b7 c7 d7 f7 g7 h7 e5; White to move.
const POSITION: &str = "tests/data/drill-position.pgn";

/// No sound, speech or devices; answers from standard input.
const SESSION: [&str; 10] = [
    "--sound",
    "off",
    "--speech",
    "off",
    "--gamepad",
    "off",
    "--braille",
    "off",
    "--script",
    "-",
];

fn drill_output(args: &[&str], script: &str) -> Output {
    run_with_stdin(tactus().arg("drill").args(SESSION).args(args), script)
}

/// The JSON events of a drill that must succeed, without their instants.
fn drill(args: &[&str], script: &str) -> Vec<Value> {
    let out = drill_output(&[args, &["--format", "json"]].concat(), script);
    json_events(&out)
        .into_iter()
        .map(|mut event| {
            event.as_object_mut().expect("an object").remove("t_ms");
            event
        })
        .collect()
}

/// A drill on the known position, in the English pack, with seed 7; the position is read out once, before the
/// first question (the file holds only it), and left out of what is returned.
fn on_position(kind: &str, script: &str) -> Vec<Value> {
    let pgn = path(POSITION).display().to_string();
    let events = drill(
        &[
            kind, "--pgn", &pgn, "--seed", "7", "--count", "5", "--voice", "en",
        ],
        script,
    );
    let presented: Vec<&Value> = events.iter().filter(|e| e["query"] == "position").collect();
    if kind != "name" {
        assert_eq!(presented.len(), 9, "{events:?}");
        assert_eq!(events[1]["text"], "The position, from White's side:");
        assert_eq!(
            events[2]["text"],
            "Rank one: white Rook Anna, Knight Bella, Bishop Cesar, King Eva, Knight Gustav, Rook Hector"
        );
    }
    events
        .into_iter()
        .filter(|e| e["query"] != "position")
        .collect()
}

fn answer(query: &str, text: &str) -> Value {
    json!({"event": "answer", "query": query, "text": text})
}

fn question(number: &str, text: &str) -> Value {
    answer("question", &format!("Question {number}: {text}"))
}

fn start(count: &str, _seed: &str) -> Value {
    json!({"event": "notice", "text": format!("Questions: {count}")})
}

/// The start says how many questions and nothing else before the first one: the seed and the commands are
/// `help`'s (eight words of the pack's before the question, from 21).
fn the_start_says_the_count_and_help_gives_the_seed() {
    let events = drill(
        &["openings", "--count", "2", "--seed", "4", "--voice", "en"],
        "help\nquit\n",
    );
    assert_eq!(
        events[0],
        json!({"event": "notice", "text": "Questions: two"}),
        "{events:?}"
    );
    let said_first: usize = events
        .iter()
        .take_while(|e| e["query"] != "question")
        .map(|e| {
            e["text"]
                .as_str()
                .unwrap_or_default()
                .split_whitespace()
                .count()
        })
        .sum();
    assert_eq!(said_first, 2, "{events:?}");
    let help = events
        .iter()
        .find(|e| e["query"] == "help")
        .expect("help answered");
    assert!(
        help["text"]
            .as_str()
            .is_some_and(|text| text.ends_with("Seed 4, which --seed repeats.")),
        "{help}"
    );
}

fn what_stands_on_a_square_answered_in_letters_and_words() {
    let events = on_position(
        "square",
        "purple\nrepeat\nP\nleer\nn\ntour noire\nTurm schwarz\n",
    );
    assert_eq!(
        events,
        [
            start("five", "7"),
            question("one", "What stands on Gustav two?"),
            json!({"event": "error", "code": "answer", "message":
                "cannot read \"purple\" as a piece: answer like white knight, N (n for a black one), or empty"}),
            question("one", "What stands on Gustav two?"),
            answer("right", "Right: Gustav two: white Pawn"),
            question("two", "What stands on Gustav eight?"),
            answer("right", "Right: Gustav eight: empty"),
            question("three", "What stands on Eva six?"),
            answer("wrong", "Not right: Eva six: empty"),
            question("four", "What stands on Anna eight?"),
            answer("right", "Right: Anna eight: black Rook"),
            question("five", "What stands on Anna eight?"),
            answer("right", "Right: Anna eight: black Rook"),
            answer("score", "Score: four of five right"),
        ]
    );
}

fn where_the_pieces_stand_in_any_order_and_any_words() {
    let events = on_position(
        "pieces",
        "Anna zwei, b2, c2 d2 e4 f2 g2 h2\ne5 a7 b7 c7 d7 f7 g7\nDavid acht\nFelix six and Cesar six\nhotel five\n",
    );
    let verdicts: Vec<(&str, &str)> = events
        .iter()
        .filter(|e| e["query"] != "question")
        .skip(1)
        .map(|e| (e["query"].as_str().unwrap(), e["text"].as_str().unwrap()))
        .collect();
    assert_eq!(
        verdicts,
        [
            (
                "right",
                "Right: white Pawn: Anna two, Bella two, Cesar two, David two, Felix two, Gustav two, Hector two, \
                 Eva four"
            ),
            (
                "wrong",
                "Not right: black Pawn: Eva five, Anna seven, Bella seven, Cesar seven, David seven, Felix seven, \
                 Gustav seven, Hector seven"
            ),
            ("right", "Right: black Queen: David eight"),
            ("right", "Right: black Knight: Cesar six, Felix six"),
            ("right", "Right: white Queen: Hector five"),
            ("score", "Score: four of five right"),
        ]
    );
    assert_eq!(
        events[1],
        question(
            "one",
            "Which squares hold: white Pawn? Name them all, or none"
        )
    );
}

fn where_a_piece_can_go_then_quit() {
    let events = on_position(
        "reach",
        "f7 e6 a6 d5 b5 d3 b3 e2 f1\nd3\nskip\nAnna drei, Cesar drei\nboard\nquit\nskip\n",
    );
    assert_eq!(
        events[..10],
        [
            start("five", "7"),
            question("one", "Which squares can the white Bishop on Cesar four reach?"),
            answer(
                "right",
                "Right: white Bishop on Cesar four can go to Felix one, Eva two, Bella three, David three, Bella \
                 five, David five, Anna six, Eva six or Felix seven"
            ),
            question("two", "Which squares can the white Pawn on David two reach?"),
            answer(
                "wrong",
                "Not right: white Pawn on David two can go to David three or David four"
            ),
            question("three", "Which squares can the white Pawn on Bella two reach?"),
            answer(
                "skipped",
                "Skipped: white Pawn on Bella two can go to Bella three or Bella four"
            ),
            question("four", "Which squares can the white Knight on Bella one reach?"),
            answer(
                "right",
                "Right: white Knight on Bella one can go to Anna three or Cesar three"
            ),
            question("five", "Which squares can the white Pawn on Bella two reach?"),
        ]
    );
    // The board, rank by rank from White's side, then the score of the four questions answered; nothing after quit.
    let board: Vec<&Value> = events[10..]
        .iter()
        .filter(|e| e["query"] == "board")
        .collect();
    assert_eq!(board[0]["text"], "Rank one: white Rook Anna, Knight Bella, Bishop Cesar, King Eva, Knight Gustav, Rook Hector");
    assert_eq!(
        events[10 + board.len()..],
        [answer("score", "Score: two of four right")]
    );
}

fn a_squares_colour_in_any_pack() {
    let events = on_position("name", "light\ndark\ndunkel\nfoncée\nclair\n");
    let verdicts: Vec<&str> = events
        .iter()
        .filter(|e| e["query"] != "question")
        .skip(1)
        .map(|e| e["text"].as_str().unwrap())
        .collect();
    assert_eq!(
        verdicts,
        [
            "Right: Hector three is a light square. Its diagonals run from Felix one to Hector three and from \
             Cesar eight to Hector three",
            "Not right: Eva four is a light square. Its diagonals run from Bella one to Hector seven and from Anna \
             eight to Hector one",
            "Right: Cesar one is a dark square. Its diagonals run from Cesar one to Hector six and from Anna three \
             to Cesar one",
            "Right: David two is a dark square. Its diagonals run from Cesar one to Hector six and from Anna five \
             to Eva one",
            "Right: Cesar four is a light square. Its diagonals run from Anna two to Gustav eight and from Anna six \
             to Felix one",
            "Score: four of five right",
        ]
    );
    // A colour question has no position to read.
    let events = on_position("name", "board\nquit\n");
    assert_eq!(
        events[2],
        answer(
            "board",
            "This question has no position: it is about the empty board"
        )
    );
}

fn the_seed_repeats_a_random_drill_and_a_mixed_drill_takes_each_kind_in_turn() {
    let script = "skip\n".repeat(8);
    let first = drill(&["--seed", "42", "--count", "8"], &script);
    let again = drill(&["--seed", "42", "--count", "8"], &script);
    let other = drill(&["--seed", "43", "--count", "8"], &script);
    assert_eq!(first, again);
    assert_ne!(first, other);
    let questions: Vec<&str> = first
        .iter()
        .filter(|e| e["query"] == "question")
        .map(|e| e["text"].as_str().unwrap())
        .collect();
    let starts = [
        "What stands on ",
        "Which squares hold: ",
        "Which squares can the ",
        "Name the square: ",
    ];
    assert_eq!(questions.len(), 8);
    for (n, text) in questions.iter().enumerate() {
        let body = text.split_once(": ").unwrap().1;
        assert!(body.starts_with(starts[n % 4]), "{text}");
    }
    assert_eq!(
        first.last().unwrap(),
        &answer("score", "Score: zero of eight right")
    );
}

fn the_score_is_given_when_the_answers_run_out() {
    let events = on_position("square", "P\n");
    assert_eq!(
        events.last().unwrap(),
        &answer("score", "Score: one of one right")
    );
    // Text lines, in German.
    let pgn = path(POSITION).display().to_string();
    let out = drill_output(
        &[
            "square", "--pgn", &pgn, "--seed", "7", "--count", "2", "--voice", "de",
        ],
        "Bauer weiß\nSpringer\nnichts\n",
    );
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "Fragen: zwei\n\
         Die Stellung, von Weiß aus gesehen:\n\
         Reihe eins: Weiß Turm Anna, Springer Bella, Läufer Cäsar, König Eva, Springer Gustav, Turm Hector\n\
         Reihe zwei: Weiß Bauer Anna, Bella, Cäsar, David, Felix, Gustav, Hector\n\
         Reihe drei: leer\n\
         Reihe vier: Weiß Läufer Cäsar, Bauer Eva\n\
         Reihe fünf: Schwarz Bauer Eva, Weiß Dame Hector\n\
         Reihe sechs: Schwarz Springer Cäsar, Felix\n\
         Reihe sieben: Schwarz Bauer Anna, Bella, Cäsar, David, Felix, Gustav, Hector\n\
         Reihe acht: Schwarz Turm Anna, Läufer Cäsar, Dame David, König Eva, Läufer Felix, Turm Hector\n\
         Frage eins: Was steht auf Gustav zwei?\n\
         Richtig: Gustav zwei: Bauer von Weiß\n\
         Frage zwei: Was steht auf Gustav acht?\n\
         „Springer“ ist keine Figur: etwa Springer weiß, S (s für einen schwarzen) oder leer antworten\n\
         Richtig: Gustav acht: leer\n\
         Ergebnis: zwei von zwei richtig\n"
    );
}

fn a_file_without_a_playable_game_is_refused_and_a_bad_game_is_told() {
    let missing = path("tests/data/no-such-file.pgn").display().to_string();
    let out = drill_output(&["--pgn", &missing], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .starts_with(&format!("tactus: cannot read {missing}: ")),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.pgn");
    std::fs::write(&bad, "1. e4 e5 2. Ke3 *\n").unwrap();
    let out = drill_output(&["--pgn", bad.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "tactus: cannot read {}: game 1, move 2 (White): \"Ke3\" is illegal: no White Koenig can move to Eva \
             drei\n",
            bad.display()
        )
    );
    // One good game and one bad: the bad one is told, the good one used.
    let mixed = path("tests/data/listen-illegal.pgn").display().to_string();
    let events = drill(&["--pgn", &mixed, "--seed", "1", "--count", "1"], "skip\n");
    assert_eq!(
        events[0],
        json!({"event": "notice", "text": format!(
            "cannot read {mixed}: game 2, move 3 (White): \"Nf3\" is illegal: Felix drei holds a piece of your own"
        )})
    );
    assert_eq!(events[1], start("one", "1"));
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "drill::the_start_says_the_count_and_help_gives_the_seed",
            the_start_says_the_count_and_help_gives_the_seed,
        ),
        crate::trial(
            "drill::what_stands_on_a_square_answered_in_letters_and_words",
            what_stands_on_a_square_answered_in_letters_and_words,
        ),
        crate::trial(
            "drill::where_the_pieces_stand_in_any_order_and_any_words",
            where_the_pieces_stand_in_any_order_and_any_words,
        ),
        crate::trial(
            "drill::where_a_piece_can_go_then_quit",
            where_a_piece_can_go_then_quit,
        ),
        crate::trial(
            "drill::a_squares_colour_in_any_pack",
            a_squares_colour_in_any_pack,
        ),
        crate::trial(
            "drill::the_seed_repeats_a_random_drill_and_a_mixed_drill_takes_each_kind_in_turn",
            the_seed_repeats_a_random_drill_and_a_mixed_drill_takes_each_kind_in_turn,
        ),
        crate::trial(
            "drill::the_score_is_given_when_the_answers_run_out",
            the_score_is_given_when_the_answers_run_out,
        ),
        crate::trial(
            "drill::a_file_without_a_playable_game_is_refused_and_a_bad_game_is_told",
            a_file_without_a_playable_game_is_refused_and_a_bad_game_is_told,
        ),
    ];
    trials
}
