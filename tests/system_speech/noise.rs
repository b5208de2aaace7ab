//! What is printed for the eyes and not read aloud, through Speech Dispatcher's log: `board visual` is printed as its
//! diagram and said as the board in words; a result is said in words, not as figures; a session stopped because its
//! terminal was closed (SIGHUP) says nothing, while one stopped by Ctrl-C (SIGINT) still says so.

use super::*;

use crate::support::{require, running::Running};

/// The words Speech Dispatcher was given to say, in order (its SSML elements left out).
fn queued(log: &str) -> Vec<String> {
    log.lines()
        .filter_map(|line| line.split("Queueing message |").nth(1))
        .map(|text| without_markup(text.split('|').next().unwrap_or_default()))
        .collect()
}

fn board_visual_is_printed_and_said_in_words() {
    let test = "board_visual_is_printed_and_said_in_words";
    if !pulse::available(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.jsonl");
    let mut command = play_on_stage(&stage, &["--speech", "system"], &journal);
    let mut game = Running::start(&mut command);
    game.type_lines("board visual\n");
    game.expect_line("a b c d e f g h");
    // The last rank is given to the engine some thirty seconds later, after the seven before it.
    let deadline = Instant::now() + Duration::from_secs(60);
    while !queued(&stage.speech_dispatcher_log())
        .join(" ")
        .contains("acht: black Turm Anna")
    {
        assert!(
            Instant::now() < deadline,
            "the last rank was not said within 60 s"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let ended = game.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    // Printed: the diagram, row by row.
    assert!(
        ended
            .lines
            .iter()
            .any(|line| line.contains("8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜")),
        "{:?}",
        ended.lines
    );
    // Said: the board in words, never a symbol or the row of file letters.
    let said = queued(&stage.speech_dispatcher_log());
    let words = said.join(" ");
    assert!(
        words.contains("eins:") && words.contains("acht:") && words.contains("Turm Hector"),
        "{said:?}"
    );
    assert!(
        !said
            .iter()
            .any(|text| text.contains('♜') || text.contains('·') || text.contains("a b c")),
        "{said:?}"
    );
}

fn a_result_is_said_in_words() {
    let test = "a_result_is_said_in_words";
    if !pulse::available(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.jsonl");
    let mut command = play_on_stage(&stage, &["--speech", "system"], &journal);
    let mut game = Running::start(&mut command);
    game.type_until("resign\n", "confirm");
    let result = game.type_until("yes\n", "result");
    assert_eq!(result["result"], "0-1");
    heard(&stage, "Game over: Black wins, White resigned");
    let ended = game.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let said = queued(&stage.speech_dispatcher_log());
    assert!(!said.iter().any(|text| text.contains("0-1")), "{said:?}");
}

fn a_closed_terminal_is_not_told_it_stopped() {
    let test = "a_closed_terminal_is_not_told_it_stopped";
    if !pulse::available(test) {
        return;
    }
    let found = std::process::Command::new("kill")
        .arg("-l")
        .output()
        .is_ok();
    if !require(&format!("{test}: kill (procps)"), found) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let dir = tempfile::tempdir().unwrap();
    let stopped = |signal: &str, game: &str| {
        let journal = dir.path().join(game);
        let mut command = play_on_stage(&stage, &["--speech", "system"], &journal);
        let mut game = Running::start(&mut command);
        game.type_until("e4\n", "announce");
        heard(&stage, "Eva vier");
        game.stop_with(signal)
    };
    let hangup = stopped("HUP", "closed.jsonl");
    assert!(
        hangup
            .lines
            .iter()
            .any(|line| line.contains("Stopped by SIGHUP")),
        "printed still: {:?}",
        hangup.lines
    );
    // The same session stopped by Ctrl-C is told so, without the journal's path: the log shows what was said.
    stopped("INT", "interrupted.jsonl");
    heard(&stage, "Stopped by SIGINT");
    let said = queued(&stage.speech_dispatcher_log());
    assert!(!said.iter().any(|text| text.contains("SIGHUP")), "{said:?}");
    assert!(
        !said
            .iter()
            .any(|text| text.contains("Stopped by SIGINT") && text.contains("jsonl")),
        "{said:?}"
    );
}

/// The tests of this file, for the harness.
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial_alone(
            "system_speech::noise::board_visual_is_printed_and_said_in_words",
            board_visual_is_printed_and_said_in_words,
        ),
        crate::trial_alone(
            "system_speech::noise::a_result_is_said_in_words",
            a_result_is_said_in_words,
        ),
        crate::trial_alone(
            "system_speech::noise::a_closed_terminal_is_not_told_it_stopped",
            a_closed_terminal_is_not_told_it_stopped,
        ),
    ]
}
