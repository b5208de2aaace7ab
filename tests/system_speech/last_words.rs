//! The last words of a session through Speech Dispatcher: what `quit` says is said to its end before tactus ends,
//! and the journal's path, printed for the eyes, is not read out; what the player types meanwhile is left to the
//! shell.

use super::*;

use crate::support::running::Running;
use crate::support::tmux::{quoted, tactus_line};

/// The log's lines that show what was queued, begun, ended and cancelled, for a failure's message.
fn replies(log: &str) -> String {
    log.lines()
        .filter(|l| l.contains("REPLY") || l.contains("Queueing") || l.contains("CANCEL"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn quit_is_said_to_its_end_without_the_journals_path() {
    let test = "quit_is_said_to_its_end_without_the_journals_path";
    if !pulse::available(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("a-game-with-a-long-name.jsonl");
    let mut command = play_on_stage(&stage, &["--speech", "system", "--sound", "off"], &journal);
    let mut game = Running::start(&mut command);
    // Each line typed once what came before has been heard, as a listener types.
    game.type_until("go\n", "start");
    heard(&stage, "clock is running");
    game.type_until("quit\n", "confirm");
    heard(&stage, "Leave the game");
    let notice = game.type_until("yes\n", "notice");
    let printed = notice["text"].as_str().unwrap().to_string();
    assert!(printed.contains("a-game-with-a-long-name"), "{printed}");
    let ended = game.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let log = stage.speech_dispatcher_log();
    let spoken: Vec<String> = queued(&log).into_iter().map(|q| q.words).collect();
    let quit = spoken
        .iter()
        .find(|text| text.starts_with("Game left"))
        .unwrap_or_else(|| {
            panic!(
                "the quit sentence was not spoken: {spoken:?}\n{}",
                replies(&log)
            )
        });
    assert!(
        !quit.contains("a-game-with"),
        "the path was read out: {quit}"
    );
    assert_eq!(
        message_end(&log, "Game left"),
        Some("ended"),
        "the quit sentence was not said to its end:\n{}",
        replies(&log)
    );
}

fn what_is_typed_while_the_last_words_are_said_is_left_to_the_shell() {
    let test = "what_is_typed_while_the_last_words_are_said_is_left_to_the_shell";
    if !pulse::available(test) || !support::require("tmux", support::tmux::available()) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 3);
    let dir = tempfile::tempdir().unwrap();
    let tactus = tactus_line(
        dir.path(),
        "play",
        &stage.shell_environment(),
        &SYSTEM_SPEECH_ONLY,
    );
    // After tactus the shell reads five bytes: those typed while tactus said its last words. (Typed in raw mode,
    // their Enter is a carriage return, which ends no line for a canonical read: they are read byte by byte.)
    let command = format!(
        "{tactus} --journal {journal}; stty -icanon min 1; line=$(dd bs=1 count=5 2>/dev/null); stty icanon; \
         echo \"shell got: $line\"; sleep 600",
        journal = quoted(&dir.path().join("game.jsonl").display().to_string()),
    );
    let pane = support::tmux::Tmux::start(&command, 100, 30);
    pane.wait_text("White to move>");
    pane.type_text("quit");
    pane.keys(&["Enter"]);
    pane.wait_text("Leave the game?");
    pane.type_text("yes");
    pane.keys(&["Enter"]);
    // Typed once the session has said it is over, while its last words are being said.
    pane.wait_text("Game left");
    pane.type_text("hello");
    pane.keys(&["Enter"]);
    pane.wait_text("shell got: hello");
    pane.kill_server();
}

/// `quit` typed at the keyboard while listen reads the board is the player's new action: it cuts the board, as any
/// line typed does, and no rank is begun after it (listen's `quit` says nothing of its own that would cut it).
fn quit_typed_while_the_board_is_read_cuts_it() {
    let test = "quit_typed_while_the_board_is_read_cuts_it";
    if !pulse::available(test) || !support::require("tmux", support::tmux::available()) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let dir = tempfile::tempdir().unwrap();
    let pgn = support::path("tests/data/listen-games.pgn");
    let tactus = tactus_line(
        dir.path(),
        &format!("listen {}", quoted(&pgn.display().to_string())),
        &stage.shell_environment(),
        &SYSTEM_SPEECH_ONLY,
    );
    let pane = support::tmux::Tmux::start(
        &format!("{tactus}; echo 'tactus ended'; sleep 600"),
        100,
        30,
    );
    pane.wait_text("White to move>");
    pane.type_text("board");
    pane.keys(&["Enter"]);
    // The first rank's pieces are being said: the board has some way to go.
    let deadline = Instant::now() + Duration::from_secs(30);
    while !stage
        .speech_dispatcher_log()
        .lines()
        .any(|line| line.contains("Queueing message |") && line.contains("Turm Anna"))
    {
        assert!(
            Instant::now() < deadline,
            "the board was not begun within 30 s"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let before_quit = stage.speech_dispatcher_log().lines().count();
    pane.type_text("quit");
    pane.keys(&["Enter"]);
    pane.wait_text("tactus ended");
    pane.kill_server();
    let log = stage.speech_dispatcher_log();
    let after_quit: Vec<&str> = log
        .lines()
        .skip(before_quit)
        .filter_map(|line| line.split("Queueing message |").nth(1))
        .collect();
    // Only quit's own words follow: the board is not taken up again.
    assert!(
        after_quit
            .iter()
            .all(|message| message.starts_with("<speak>Listening ended</speak>")),
        "the board went on after quit: {after_quit:?}\n{}",
        replies(&log)
    );
}

/// `tactus drill openings --count 2 --seed 4` in a tmux pane on `stage`'s system speech (its folder `dir`), the
/// first question answered wrong ("e4 e5"): the pane, which shows "tactus ended" when it ends.
fn drill_answered_wrong(stage: &Stage, dir: &std::path::Path) -> support::tmux::Tmux {
    let tactus = tactus_line(
        dir,
        "drill openings --count 2 --seed 4",
        &stage.shell_environment(),
        &SYSTEM_SPEECH_ONLY,
    );
    let pane = support::tmux::Tmux::start(
        &format!("{tactus}; echo 'tactus ended'; sleep 600"),
        100,
        30,
    );
    pane.wait_text("Question one");
    pane.type_text("e4 e5");
    pane.keys(&["Enter"]);
    pane
}

/// A drill's last answer typed at the keyboard: its verdict, longer than any limit the end once had (about 12 s), and
/// the score after it are both said to their end before tactus ends.
fn a_drills_last_verdict_and_its_score_are_said_to_their_end() {
    let test = "a_drills_last_verdict_and_its_score_are_said_to_their_end";
    if !pulse::available(test) || !support::require("tmux", support::tmux::available()) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let dir = tempfile::tempdir().unwrap();
    let pane = drill_answered_wrong(&stage, dir.path());
    // The first verdict reads the whole line of moves (about half a minute): the next answer is typed once the
    // second question has been heard.
    let deadline = Instant::now() + Duration::from_secs(120);
    while message_end(&stage.speech_dispatcher_log(), "Question two") != Some("ended") {
        assert!(
            Instant::now() < deadline,
            "the second question was not said within 120 s:\n{}",
            replies(&stage.speech_dispatcher_log())
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    pane.type_text("Caro-Kann Defense: Advance Variation");
    pane.keys(&["Enter"]);
    pane.wait_text("tactus ended");
    pane.kill_server();
    let log = stage.speech_dispatcher_log();
    let verdict = "Right: Caro-Kann Defense: Advance Variation";
    for said in [verdict, "Score: one of two right"] {
        assert_eq!(
            message_end(&log, said),
            Some("ended"),
            "{said:?} was not said to its end:\n{}",
            replies(&log)
        );
    }
    let took = said_for(&log, verdict).expect("the verdict's beginning and end are logged");
    eprintln!("the last verdict was said for {took:.1} s");
}

/// `quit` typed while a drill's long verdict is read still cuts it: the end waits for what quit says (the score),
/// not for the answer to an earlier line.
fn quit_still_cuts_a_long_verdict() {
    let test = "quit_still_cuts_a_long_verdict";
    if !pulse::available(test) || !support::require("tmux", support::tmux::available()) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let dir = tempfile::tempdir().unwrap();
    let pane = drill_answered_wrong(&stage, dir.path());
    let verdict = "Not right: Scandinavian Defense";
    let deadline = Instant::now() + Duration::from_secs(30);
    while !stage
        .speech_dispatcher_log()
        .lines()
        .any(|line| line.contains("Queueing message |") && line.contains(verdict))
    {
        assert!(
            Instant::now() < deadline,
            "the verdict was not begun within 30 s"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    pane.type_text("quit");
    pane.keys(&["Enter"]);
    pane.wait_text("tactus ended");
    pane.kill_server();
    let log = stage.speech_dispatcher_log();
    assert_eq!(
        message_end(&log, verdict),
        Some("cancelled"),
        "quit did not cut the verdict:\n{}",
        replies(&log)
    );
    assert_eq!(
        message_end(&log, "Score: zero of one right"),
        Some("ended"),
        "quit's score was not said to its end:\n{}",
        replies(&log)
    );
    assert!(
        message_end(&log, "Question two").is_none_or(|end| end == "cancelled"),
        "the second question was said after quit:\n{}",
        replies(&log)
    );
}

/// How long the message holding `text` was spoken, in seconds: from Speech Dispatcher's log lines (their time stamps)
/// of its beginning (`701`) to its end (`702`).
fn said_for(log: &str, text: &str) -> Option<f64> {
    let (lines, id) = super::message_lines(log, text)?;
    let at = |code: &str| {
        lines
            .iter()
            .find(|line| line.trim_end().ends_with(&format!("|{code}-{id}")))
            .and_then(|line| stamp(line))
    };
    Some(at("702")? - at("701")?)
}

/// The seconds of the day of a log line's time stamp: `[Sun Nov 29 08:26:53 2026 : 448651]` (its microseconds after
/// the colon).
fn stamp(line: &str) -> Option<f64> {
    let (date, rest) = line.strip_prefix('[')?.split_once(" : ")?;
    let micros: f64 = rest.split(']').next()?.trim().parse().ok()?;
    let mut clock = date.split_whitespace().nth(3)?.split(':');
    let mut next = || clock.next().and_then(|part| part.parse::<f64>().ok());
    let (hours, minutes, seconds) = (next()?, next()?, next()?);
    Some(hours * 3600.0 + minutes * 60.0 + seconds + micros / 1e6)
}

/// The tests of this file, for the harness.
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial_alone(
            "system_speech::last_words::quit_still_cuts_a_long_verdict",
            quit_still_cuts_a_long_verdict,
        ),
        crate::trial_alone(
            "system_speech::last_words::a_drills_last_verdict_and_its_score_are_said_to_their_end",
            a_drills_last_verdict_and_its_score_are_said_to_their_end,
        ),
        crate::trial_alone(
            "system_speech::last_words::quit_is_said_to_its_end_without_the_journals_path",
            quit_is_said_to_its_end_without_the_journals_path,
        ),
        crate::trial_alone(
            "system_speech::last_words::what_is_typed_while_the_last_words_are_said_is_left_to_the_shell",
            what_is_typed_while_the_last_words_are_said_is_left_to_the_shell,
        ),
        crate::trial_alone(
            "system_speech::last_words::quit_typed_while_the_board_is_read_cuts_it",
            quit_typed_while_the_board_is_read_cuts_it,
        ),
    ]
}
