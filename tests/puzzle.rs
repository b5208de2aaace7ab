//! `tactus puzzle` through the real binary, in virtual time, its JSON events checked exactly: a puzzle of the
//! shipped subset whose solution under-promotes (a wrong queen, `last`, a square, the knight, the opponent's reply,
//! the mate, solved), hints in three steps, a mate in one solved by a mate the solution does not give, a first move
//! taken en passant, a wrong move told with the solution and the next puzzle presented, and bad input refused.

use std::process::Output;

use crate::support::{json_events, path, run_with_stdin, tactus};
use serde_json::{json, Value};

/// Real-looking puzzles in the export's form, made for these tests: a mate in one with two mates (Rd8# and Re8#,
/// after ...a2) and a first move taken en passant (...exd3 e.p., then Ra8#); and a malformed row.
const FIXTURE: &str = "tests/data/puzzles.csv";

/// No sound, speech or devices; moves from standard input, in virtual time, in English.
const SESSION: [&str; 15] = [
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
    "--virtual-time",
    "--voice",
    "en",
    "--format",
    "json",
];

fn puzzle_output(args: &[&str], script: &str) -> Output {
    run_with_stdin(tactus().arg("puzzle").args(SESSION).args(args), script)
}

/// The JSON events of a session that must succeed, without their instants and the position's lines.
fn puzzle(args: &[&str], script: &str) -> Vec<Value> {
    let out = puzzle_output(args, script);
    assert!(out.status.success(), "{out:?}");
    json_events(&out)
        .into_iter()
        .filter(|event| event.get("continued").is_none())
        .map(|mut event| {
            event.as_object_mut().expect("an object").remove("t_ms");
            event
        })
        .collect()
}

fn answer(query: &str, text: &str) -> Value {
    json!({"event": "answer", "query": query, "text": text})
}

fn an_under_promotion_is_solved_from_the_shipped_puzzles() {
    let events = puzzle(
        &["--theme", "underPromotion", "--seed", "1"],
        "e8=Q\nlast\nsquare e7\nhint\nhint\nhint\ne8=N\nRc7\nRc7\nquit\n",
    );
    let (events, tally) = events.split_at(events.len() - 1);
    assert_eq!(
        events,
        [
            answer("puzzle", "Puzzle rated 1653"),
            answer(
                "opponent",
                "The opponent played Hector one promotes to Queen"
            ),
            answer("position", "White to move. The position:"),
            answer(
                "wrong",
                "Eva eight promotes to Queen is not the solution. Try again, or hint"
            ),
            answer("last", "Hector one promotes to Queen"),
            answer("square", "Eva seven: white Pawn"),
            answer(
                "hint",
                "Themes: advanced pawn, endgame, master, mate, mate in 2, promotion, short, under promotion"
            ),
            answer("hint", "Move a Pawn"),
            answer("hint", "The Pawn on Eva seven"),
            answer("right", "Right: Eva eight promotes to Knight check"),
            answer("opponent", "The opponent answers King Cesar six"),
            answer("right", "Right: Rook Cesar seven checkmate"),
            answer("solved", "Solved. next for another puzzle, quit to stop"),
            json!({"event": "error", "message": "This puzzle is solved: next for another", "code": "setup"}),
        ]
    );
    // The tally, its rating from the test data folder's history.
    assert!(tally[0]["text"]
        .as_str()
        .is_some_and(|text| text.starts_with("Puzzles solved: zero, failed: one; rating ")));
}

fn a_mate_in_one_is_solved_by_any_mate() {
    let events = puzzle(
        &["--puzzles", FIXTURE, "--rating", "600-750", "--seed", "4"],
        "Rd7\nRe8\n",
    );
    assert_eq!(
        events,
        [
            answer("puzzle", "Puzzle rated 700"),
            answer("opponent", "The opponent played Anna two"),
            answer("position", "White to move. The position:"),
            answer(
                "wrong",
                "Rook David seven is not the solution. Try again, or hint"
            ),
            answer("right", "Right: Rook Eva eight checkmate"),
            answer("solved", "Solved. next for another puzzle, quit to stop"),
        ]
    );
}

fn a_wrong_move_tells_the_solution_and_goes_on_when_asked() {
    let events = puzzle(
        &[
            "--puzzles",
            FIXTURE,
            "--theme",
            "MATEIN1",
            "--rating",
            "800-800",
            "--after-wrong",
            "next",
            "--seed",
            "2",
        ],
        "Bx\nRa7\nretry\n",
    );
    assert_eq!(
        events,
        [
            answer("puzzle", "Puzzle rated 800"),
            answer(
                "opponent",
                "The opponent played Eva takes David three en passant"
            ),
            answer("position", "White to move. The position:"),
            json!({"event": "error", "message": "cannot read \"Bx\" as a move or a command; type help for the commands", "code": "not_understood"}),
            answer(
                "wrong",
                "Rook Anna seven is not the solution; it was Rook Anna eight checkmate"
            ),
            answer("puzzle", "Puzzle rated 800"),
            answer(
                "opponent",
                "The opponent played Eva takes David three en passant"
            ),
            answer("position", "White to move. The position:"),
            answer("puzzle", "Puzzle rated 800"),
            answer(
                "opponent",
                "The opponent played Eva takes David three en passant"
            ),
            answer("position", "White to move. The position:"),
        ]
    );
}

fn bad_choices_are_refused_in_the_packs_words() {
    for (args, message) in [
        (
            vec!["--rating", "high"],
            "tactus: write it as tactus puzzle --rating 1200-1600",
        ),
        (
            vec!["--theme", "noSuchTheme"],
            "tactus: No puzzle matches: try another theme, rating band or opening",
        ),
    ] {
        let out = puzzle_output(&args, "quit\n");
        assert_eq!(out.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(message), "{stderr}");
    }
    let german = run_with_stdin(
        tactus()
            .args(["puzzle", "--voice", "de", "--theme", "noSuchTheme"])
            .args(&SESSION[..11]),
        "",
    );
    assert!(
        String::from_utf8_lossy(&german.stderr).contains("Keine Aufgabe passt"),
        "{german:?}"
    );
    assert!(path(FIXTURE).exists());
}

/// A `.csv.zst` of two frames with a skippable frame between them: the header and three puzzles of the shipped
/// subset, then the two fixture puzzles, a malformed row and three more.
fn an_export_of_several_frames_is_imported_and_chosen_from() {
    let data = tempfile::tempdir().expect("a folder");
    let import = tactus()
        .env("XDG_DATA_HOME", data.path())
        .args([
            "puzzle",
            "--voice",
            "en",
            "import",
            "tests/data/puzzles-frames.csv.zst",
        ])
        .current_dir(path("."))
        .output()
        .expect("tactus runs");
    assert!(import.status.success(), "{import:?}");
    let folder = data.path().join("tactus").join("puzzles");
    assert_eq!(
        String::from_utf8_lossy(&import.stdout),
        format!(
            "Imported 8 puzzles into {}; 1 malformed rows skipped\n",
            folder.display()
        )
    );
    assert_eq!(
        std::fs::metadata(folder.join("index.bin"))
            .expect("an index")
            .len(),
        8 * 16
    );
    let out = run_with_stdin(
        tactus()
            .env("XDG_DATA_HOME", data.path())
            .args(["puzzle", "--theme", "mateIn1", "--rating", "0-750"])
            .args(SESSION),
        "Rd8\n",
    );
    let events: Vec<Value> = json_events(&out)
        .into_iter()
        .filter(|event| event.get("continued").is_none())
        .map(|mut event| {
            event.as_object_mut().expect("an object").remove("t_ms");
            event
        })
        .collect();
    assert_eq!(events[0], answer("puzzle", "Puzzle rated 700"));
    assert_eq!(
        events[3],
        answer("right", "Right: Rook David eight checkmate")
    );
    // The puzzle solved is rated (Glicko-2 from 1500 ± 350 against a puzzle rated 700 ± 80).
    let stats = tactus()
        .env("XDG_DATA_HOME", data.path())
        .args(["puzzle", "--voice", "en", "stats"])
        .output()
        .expect("tactus runs");
    assert_eq!(
        String::from_utf8_lossy(&stats.stdout),
        "Puzzle rating 1507, give or take 343; 1 of 1 puzzles solved\n"
    );
    // A file that is not an export changes nothing.
    let refused = tactus()
        .env("XDG_DATA_HOME", data.path())
        .args(["puzzle", "--voice", "en", "import", "Cargo.toml"])
        .current_dir(path("."))
        .output()
        .expect("tactus runs");
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(
        std::fs::metadata(folder.join("index.bin"))
            .expect("an index")
            .len(),
        8 * 16
    );
}

fn opening_names_the_puzzles_opening_from_its_tags() {
    // A Scandinavian puzzle of the shipped subset: its most precise tag is a line of the opening tables (ECO B01).
    let events = puzzle(
        &["--opening", "Scandinavian", "--seed", "3"],
        "opening\nquit\n",
    );
    let said: Vec<&str> = events
        .iter()
        .filter(|e| e["query"] == "opening")
        .filter_map(|e| e["text"].as_str())
        .collect();
    assert_eq!(said.len(), 1, "{events:?}");
    assert!(
        said[0].starts_with("Opening: B01, Scandinavian Defense"),
        "{said:?}"
    );
    // A puzzle without opening tags says so.
    let events = puzzle(
        &["--puzzles", FIXTURE, "--rating", "700-700"],
        "opening\nquit\n",
    );
    assert!(
        events.contains(&answer("opening", "No named opening reached")),
        "{events:?}"
    );
}

/// A puzzle starts with its rating, not its id spelled letter by letter (the id stays in the prompt and the export);
/// `quit` says the session's tally and the rating now, as the history has it after the session.
fn a_puzzle_starts_with_its_rating_and_quit_says_the_tally() {
    let data = tempfile::tempdir().expect("a folder");
    let out = run_with_stdin(
        tactus()
            .env("XDG_DATA_HOME", data.path())
            .arg("puzzle")
            .args(SESSION)
            .args(["--puzzles", FIXTURE, "--rating", "600-750", "--seed", "4"]),
        "Rd7\nRe8\nquit\n",
    );
    assert!(out.status.success(), "{out:?}");
    let events = json_events(&out);
    assert_eq!(events[0]["text"], "Puzzle rated 700", "{events:?}");
    let last = events.last().expect("events");
    assert_eq!(last["query"], "quit", "{events:?}");
    // One puzzle, failed (a wrong move first): the history's first line rates it, and the tally says that rating.
    let history =
        std::fs::read_to_string(data.path().join("tactus/puzzles/history.csv")).expect("rated");
    let rating: f64 = history
        .split(',')
        .nth(3)
        .expect("a rating")
        .parse()
        .expect("a number");
    assert_eq!(
        last["text"],
        format!("Puzzles solved: zero, failed: one; rating {rating:.0}"),
        "{events:?}"
    );
}

pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "puzzle::a_puzzle_starts_with_its_rating_and_quit_says_the_tally",
            a_puzzle_starts_with_its_rating_and_quit_says_the_tally,
        ),
        crate::trial(
            "puzzle::an_export_of_several_frames_is_imported_and_chosen_from",
            an_export_of_several_frames_is_imported_and_chosen_from,
        ),
        crate::trial(
            "puzzle::an_under_promotion_is_solved_from_the_shipped_puzzles",
            an_under_promotion_is_solved_from_the_shipped_puzzles,
        ),
        crate::trial(
            "puzzle::a_mate_in_one_is_solved_by_any_mate",
            a_mate_in_one_is_solved_by_any_mate,
        ),
        crate::trial(
            "puzzle::a_wrong_move_tells_the_solution_and_goes_on_when_asked",
            a_wrong_move_tells_the_solution_and_goes_on_when_asked,
        ),
        crate::trial(
            "puzzle::opening_names_the_puzzles_opening_from_its_tags",
            opening_names_the_puzzles_opening_from_its_tags,
        ),
        crate::trial(
            "puzzle::bad_choices_are_refused_in_the_packs_words",
            bad_choices_are_refused_in_the_packs_words,
        ),
    ]
}
