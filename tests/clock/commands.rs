//! The clock's words and commands through the binary: times in the pack's language, plain text lines, refusals that
//! change nothing, bad controls and scripts, and how the input ends the session.

use serde_json::Value;

use super::{answers, assert_presses, clock, of, session, stderr, stdout, M};

fn time_is_answered_in_words_in_the_pack_language() {
    let script = "go\nwait 17m55s\nt\nw\nwait 1h29m15s\ntime\n";
    let events = session(&["--time", "90", "--cues", "off"], script);
    assert_eq!(
        answers(&events),
        [
            "White one hour twelve minutes, Black one hour thirty minutes",
            "White one hour twelve minutes, Black forty-five seconds",
        ]
    );
    for (voice, answer) in [
        (
            "fide",
            "White four minutes thirty seconds, Black five minutes",
        ),
        (
            "en",
            "White four minutes thirty seconds, Black five minutes",
        ),
        (
            "de",
            "Weiß vier Minuten dreißig Sekunden, Schwarz fünf Minuten",
        ),
        (
            "fr",
            "Blancs quatre minutes trente secondes, Noirs cinq minutes",
        ),
    ] {
        let events = session(&["--time", "5", "--voice", voice], "go\nwait 30s\nt\n");
        assert_eq!(answers(&events), [answer], "{voice}");
    }
}

fn text_lines_are_plain_sentences() {
    let script = "go\nwait 3s\nwhite\nwait 2s\nblack\nwait 50s\n";
    let args = [
        "--time",
        "1+0",
        "--script",
        "-",
        "--virtual-time",
        "--cues",
        "both",
    ];
    // A press is a click with a short line; the times on request.
    let out = clock(&args, script);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "White's clock is running\n\
         White's move is complete\n\
         Black's move is complete\n\
         Cue: White, thirty seconds left\n\
         Cue: White, ten seconds left\n"
    );
    // --press-times says both times at every press, as a talking clock of old did.
    let out = clock(&[&args[..], &["--press-times"]].concat(), script);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "White's clock is running\n\
         White pressed: White fifty-seven seconds, Black one minute\n\
         Black pressed: White fifty-seven seconds, Black fifty-eight seconds\n\
         Cue: White, thirty seconds left\n\
         Cue: White, ten seconds left\n"
    );
    let out = clock(
        &[
            "--time",
            "16",
            "--script",
            "-",
            "--virtual-time",
            "--voice",
            "de",
        ],
        "go\nwait 1m\n",
    );
    assert_eq!(
        stdout(&out),
        "Die Uhr von Weiß läuft\nSignal: Weiß, noch fünfzehn Minuten\n"
    );
}

fn a_bad_time_control_exits_with_code_2_and_says_why() {
    for (args, message) in [
        (vec!["--time", "90x"], "cannot read '90x' as a time control"),
        (vec!["--time", "0"], "'0' gives a period no time"),
        (vec!["--time-control", "?"], ""),
    ] {
        let out = clock(&args, "go\n");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(
            err.starts_with("tactus: ") && err.contains(message),
            "{err}"
        );
        assert!(stdout(&out).is_empty());
    }
    let out = clock(&["--time", "5", "--script", "/nonexistent/script"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("/nonexistent/script"));
}

fn unknown_or_refused_commands_report_an_error_and_change_nothing() {
    let clean = "go\nwait 10s\nw\nwait 5s\nt\nn\n";
    let noisy =
        "press\npause\ngo\nwait 10s\njump\narbiter give white 2m\narbiter set white +2m\nwait 90\n\
                 go now\nblack\ngo\nw\nwait 5s\nw\nt\n\n# a comment\nn\n";
    let expected = session(&["--time", "5"], clean);
    let events = session(&["--time", "5"], noisy);
    let errors: Vec<&str> = of(&events, "error")
        .iter()
        .map(|e| e["message"].as_str().unwrap())
        .collect();
    assert_eq!(errors.len(), 10, "{errors:#?}");
    assert_eq!(
        errors[2],
        "\"jump\" is not a command; the commands are go, press, white, black, time, moves, pause, arbiter, \
         wait, help, quit"
    );
    assert!(errors[1].contains("not been started"), "{}", errors[1]);
    assert!(errors[8].contains("already running"), "{}", errors[8]);
    let rest: Vec<&Value> = events.iter().filter(|e| e["event"] != "error").collect();
    assert_eq!(rest, expected.iter().collect::<Vec<_>>());
}

fn blacks_button_starts_whites_clock_and_whites_first_press_completes_a_move() {
    let events = session(&["--time", "5"], "black\nwait 5s\nwhite\n");
    assert_eq!(of(&events, "start")[0]["side"], "white");
    assert_presses(&events, &[(5_000, 1, "white", 295_000, 5 * M)]);
    // Before any go, White's press completes the first move and starts Black's clock, as in play.
    let events = session(&["--time", "5"], "white\nwait 5s\nblack\n");
    assert_presses(
        &events,
        &[
            (0, 1, "white", 5 * M, 5 * M),
            (5_000, 2, "black", 5 * M, 295_000),
        ],
    );
}

fn wait_needs_virtual_time() {
    let out = clock(
        &["--time", "5", "--script", "-", "--format", "json"],
        "wait 1m\nt\nhelp\n",
    );
    let events: Vec<Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(events[0]["event"], "error");
    assert!(events[0]["message"]
        .as_str()
        .unwrap()
        .contains("virtual time"));
    assert_eq!(events[1]["text"], "White five minutes, Black five minutes");
    assert_eq!(events[2]["query"], "help");
}

fn a_script_file_and_the_end_of_input_end_the_session() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("clock.txt");
    std::fs::write(&script, "go\nwait 30s\n").unwrap();
    let out = clock(
        &[
            "--time",
            "1",
            "--virtual-time",
            "--format",
            "json",
            "--script",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2), "--script needs its FILE");
    let path = script.to_str().unwrap();
    let out = clock(
        &[
            "--time",
            "1",
            "--virtual-time",
            "--format",
            "json",
            "--script",
            path,
        ],
        "",
    );
    let text = stdout(&out);
    // No time passes after the end of the script: the 10-second cue never comes.
    assert_eq!(text.lines().count(), 2, "{text}");
    assert!(text
        .lines()
        .last()
        .unwrap()
        .contains("\"remaining_ms\":30000"));
}

/// The tests of this module, for the harness (`tests/main.rs`).
/// `quit` leaves the clock saying so, with both times as they stand (in the pack's language).
fn quit_says_the_clock_stopped_with_the_times() {
    let events = session(&["--time", "5"], "go\nwait 30s\nwhite\nwait 10s\nquit\n");
    let last = events.last().expect("events");
    assert_eq!(last["event"], "notice", "{events:?}");
    assert_eq!(
        last["text"],
        "Clocks stopped: White four minutes thirty seconds, Black four minutes fifty seconds"
    );
    let events = session(&["--time", "5", "--voice", "de"], "quit\n");
    assert_eq!(
        events.last().expect("events")["text"],
        "Uhren angehalten: Weiß fünf Minuten, Schwarz fünf Minuten"
    );
}

pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial("clock::commands::time_is_answered_in_words_in_the_pack_language", time_is_answered_in_words_in_the_pack_language),
        crate::trial("clock::commands::text_lines_are_plain_sentences", text_lines_are_plain_sentences),
        crate::trial("clock::commands::a_bad_time_control_exits_with_code_2_and_says_why", a_bad_time_control_exits_with_code_2_and_says_why),
        crate::trial("clock::commands::unknown_or_refused_commands_report_an_error_and_change_nothing", unknown_or_refused_commands_report_an_error_and_change_nothing),
        crate::trial("clock::commands::blacks_button_starts_whites_clock_and_whites_first_press_completes_a_move", blacks_button_starts_whites_clock_and_whites_first_press_completes_a_move),
        crate::trial("clock::commands::wait_needs_virtual_time", wait_needs_virtual_time),
        crate::trial("clock::commands::quit_says_the_clock_stopped_with_the_times", quit_says_the_clock_stopped_with_the_times),
        crate::trial("clock::commands::a_script_file_and_the_end_of_input_end_the_session", a_script_file_and_the_end_of_input_end_the_session),
    ];
    trials
}
