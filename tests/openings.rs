//! The openings through the real binary: `opening` in a practice game and refused in a tournament game, `listen`
//! answering `opening` and saying each name as it is reached with `--openings` (in the German pack, the names in
//! English), and `tactus drill openings` with a fixed seed: a name's moves typed right, an opening named near its
//! name, moves typed wrong, the score at the end.

use std::process::Output;

use crate::support::{json_events, path, run_with_stdin, tactus};
use serde_json::{json, Value};

/// No sound, speech or devices; commands from standard input, on virtual time, as JSON.
const SESSION: [&str; 13] = [
    "--sound",
    "off",
    "--speech",
    "off",
    "--gamepad",
    "off",
    "--braille",
    "off",
    "--virtual-time",
    "--script",
    "-",
    "--format",
    "json",
];

/// The events of `tactus SUBCOMMAND ARGS` on `script`, without their instants.
fn events(out: &Output) -> Vec<Value> {
    json_events(out)
        .into_iter()
        .map(|mut event| {
            event.as_object_mut().expect("an object").remove("t_ms");
            event
        })
        .collect()
}

/// The answers to `opening` and the errors of a game played with `mode` on `script`.
fn game(mode: &str, script: &str) -> Vec<Value> {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let out = run_with_stdin(
        tactus()
            .arg("play")
            .args(["--mode", mode])
            .arg("--journal")
            .arg(dir.path().join("j.jsonl"))
            .args(SESSION),
        script,
    );
    events(&out)
        .into_iter()
        .filter(|e| e["query"] == "opening" || e["event"] == "error")
        .collect()
}

fn answer(query: &str, text: &str) -> Value {
    json!({"event": "answer", "query": query, "text": text})
}

fn opening_is_named_in_a_practice_game_and_refused_in_a_tournament() {
    let moves = "e4\nc5\nNf3\nd6\nd4\ncxd4\nNxd4\nNf6\nNc3\na6\n";
    assert_eq!(
        game(
            "practice",
            &format!("opening\n{moves}opening\nh3\nopening\n")
        ),
        [
            answer("opening", "No named opening reached"),
            answer(
                "opening",
                "Opening: B90, Sicilian Defense: Najdorf Variation"
            ),
            answer(
                "opening",
                "Opening: B90, Sicilian Defense: Najdorf Variation, Adams Attack"
            ),
        ]
    );
    assert_eq!(
        game("tournament", "e4\nopening\n"),
        [json!({
            "event": "error",
            "message": "opening names are for practice only: tournament rules allow no help; start the game \
                        with --mode practice",
            "code": "practice_only",
        })]
    );
}

fn listen_says_each_name_once_when_asked_and_answers_opening() {
    let out = run_with_stdin(
        tactus()
            .arg("listen")
            .arg(path("tests/data/listen-games.pgn"))
            .args(["--game", "2", "--voice", "de", "--openings"])
            .args(SESSION),
        "next\nnext\nnext\nnext\nopening\nnext\nnext\nnext\n",
    );
    let heard: Vec<String> = events(&out)
        .into_iter()
        .filter(|e| e["event"] == "announce" || e["query"] == "opening")
        .map(|e| e["text"].as_str().unwrap_or_default().to_string())
        .collect();
    assert_eq!(
        heard,
        [
            "Eva vier",
            "Eröffnung: B00, King's Pawn Game",
            "Cäsar sechs",
            "Eröffnung: B10, Caro-Kann Defense",
            "David vier",
            // B12 is named Caro-Kann Defense too: not said again.
            "David fünf",
            "Eröffnung: B12, Caro-Kann Defense",
            "Springer Cäsar drei",
            "David schlägt Eva vier",
            "Springer schlägt Eva vier",
            "Eröffnung: B15, Caro-Kann Defense: Main Line",
        ]
    );
    // Without --openings nothing is volunteered.
    let quiet = run_with_stdin(
        tactus()
            .arg("listen")
            .arg(path("tests/data/listen-games.pgn"))
            .args(["--game", "2"])
            .args(SESSION),
        "next\nnext\n",
    );
    assert!(!events(&quiet).iter().any(|e| e["query"] == "opening"));
}

fn a_drill_of_three_openings_right_near_and_wrong() {
    let out = run_with_stdin(
        tactus()
            .args([
                "drill", "openings", "--seed", "3", "--count", "3", "--voice", "en",
            ])
            .args(SESSION.iter().filter(|a| **a != "--virtual-time")),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 Bc5 4. c3 Qe7\nschiffler sokolsky variation\nd4 d5\nquit\n",
    );
    let question = |n: &str, text: &str| answer("question", &format!("Question {n}: {text}"));
    let polish = "1. Bella four, Eva six, 2. Bishop Bella two, Knight Felix six, 3. Bella five, David five, \
                  4. Eva three";
    assert_eq!(
        events(&out)[1..],
        [
            question("one", "The moves of Ruy Lopez: Classical Defense, Boden Variation?"),
            answer(
                "right",
                "Right: Ruy Lopez: Classical Defense, Boden Variation: moves 1. Eva four, Eva five, \
                 2. Knight Felix three, Knight Cesar six, 3. Bishop Bella five, Bishop Cesar five, \
                 4. Cesar three, Queen Eva seven"
            ),
            question("two", &format!("Which opening is {polish}?")),
            answer(
                "right",
                &format!("Right: Polish Opening: Schiffler-Sokolsky Variation: moves {polish}")
            ),
            question("three", "The moves of French Defense: Advance Variation, Paulsen Attack?"),
            answer(
                "wrong",
                "Not right: French Defense: Advance Variation, Paulsen Attack: moves 1. Eva four, Eva six, \
                 2. David four, David five, 3. Eva five, Cesar five, 4. Cesar three, Knight Cesar six, \
                 5. Knight Felix three"
            ),
            answer("score", "Score: two of three right"),
        ]
    );
}

fn moves_that_cannot_be_read_are_refused_and_not_counted() {
    let out = run_with_stdin(
        tactus()
            .args([
                "drill", "openings", "--seed", "3", "--count", "1", "--voice", "en",
            ])
            .args(SESSION.iter().filter(|a| **a != "--virtual-time")),
        "e4 e5 Ke3\nquit\n",
    );
    let events = events(&out);
    assert_eq!(
        events[2],
        json!({
            "event": "error",
            "message": "cannot read \"e4 e5 Ke3\" as moves from the start position: type them like e4 c5 Nf3, \
                        or in words with a comma after each move",
            "code": "answer",
        })
    );
    assert_eq!(events[3], answer("score", "Score: zero of zero right"));
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "openings::opening_is_named_in_a_practice_game_and_refused_in_a_tournament",
            opening_is_named_in_a_practice_game_and_refused_in_a_tournament,
        ),
        crate::trial(
            "openings::listen_says_each_name_once_when_asked_and_answers_opening",
            listen_says_each_name_once_when_asked_and_answers_opening,
        ),
        crate::trial(
            "openings::a_drill_of_three_openings_right_near_and_wrong",
            a_drill_of_three_openings_right_near_and_wrong,
        ),
        crate::trial(
            "openings::moves_that_cannot_be_read_are_refused_and_not_counted",
            moves_that_cannot_be_read_are_refused_and_not_counted,
        ),
    ]
}
