//! One output, one voice: with the moves and the answers on the same device and channels (the default), the
//! built-in voice says one sentence at a time, as system speech does; measured in the WAV, the sentences of a command
//! last as long as all of them one after the other, never less (a move said over the board, "Clocks stopped" over
//! "Game left"). Two different outputs are heard side by side (`speech_clips::two_outputs_…`).

use super::*;

/// The pause after each sentence of the built-in voice, in seconds.
fn pause_s() -> f64 {
    f64::from(CLIP_TAIL_MS) / 1000.0
}

/// How long `events` last said one after the other by the built-in voice.
fn one_after_the_other(events: &[Event]) -> f64 {
    events
        .iter()
        .map(|event| sentence_seconds(event, &[]) + pause_s())
        .sum::<f64>()
        - pause_s()
}

/// Checks that what was heard from `from` on lasts as long as `events` said one after the other.
fn assert_one_after_the_other(wav: &Path, from: usize, events: &[Event], what: &str) {
    let heard = heard::heard_span(wav, from);
    let whole = one_after_the_other(events);
    let longest = events
        .iter()
        .map(|event| sentence_seconds(event, &[]))
        .fold(0.0, f64::max);
    eprintln!("{what}: {heard:.2} s heard; one after the other {whole:.2} s, the longest alone {longest:.2} s");
    assert!(
        (heard - whole).abs() < 0.05,
        "{what}: heard {heard:.3} s, but the {} sentences one after the other last {whole:.3} s (the longest \
         alone {longest:.3} s): they were said over each other",
        events.len()
    );
}

/// `board` and then `e4` on one output: the move is said after the board's last rank, not over its first.
fn a_move_is_not_said_over_the_board() {
    if !require_tool("sox", "sox") {
        return;
    }
    let device = WavDevice::new();
    let mut game = play(&device, &[]);
    game.type_lines("go\n");
    game.expect_line(r#""event":"start""#);
    let from = settle(&mut game, &device.wav());
    let asked = game.seen.len();
    game.type_lines("board\ne4\n");
    game.expect_line(r#""event":"announce""#);
    settle(&mut game, &device.wav());
    let Ended { lines, status, .. } = game.finish();
    assert!(status.success(), "{lines:?}");
    let said = heard::spoken_events(&lines, asked);
    assert_eq!(said.len(), 6, "five ranks and the move: {lines:?}");
    assert_one_after_the_other(&device.wav(), from, &said, "the board and e4");
}

/// `quit` and `yes`: "Clocks stopped: …" (an announcement) and "Game left: …" (the player's) one after the other.
fn the_last_two_sentences_of_a_game_left_are_not_said_together() {
    if !require_tool("sox", "sox") {
        return;
    }
    let device = WavDevice::new();
    let mut game = play(&device, &[]);
    game.type_lines("go\nquit\n");
    game.expect_line(r#""event":"confirm""#);
    let from = settle(&mut game, &device.wav());
    game.type_lines("yes\n");
    let notice = game.expect_line(r#""event":"notice""#);
    let Ended { lines, status, .. } = game.finish();
    assert!(status.success(), "{lines:?}");
    let pause: serde_json::Value = lines
        .iter()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .find(|event| event["event"] == "pause")
        .expect("the clocks are stopped");
    let notice: serde_json::Value = serde_json::from_str(&notice).unwrap();
    let said = [
        Event::Pause {
            side: Side::White,
            white_ms: pause["white_ms"].as_i64().unwrap(),
            black_ms: pause["black_ms"].as_i64().unwrap(),
        },
        Event::Left {
            text: tactus_core::Sentence::text(notice["text"].as_str().unwrap()),
            spoken: tactus_core::Sentence::text("Game left: tactus resume continues it"),
        },
    ];
    assert_one_after_the_other(&device.wav(), from, &said, "quit's two sentences");
}

/// `listen --speech clips`: a move and its comment, one after the other.
fn a_move_and_its_comment_are_not_said_together() {
    if !require_tool("sox", "sox") {
        return;
    }
    let device = WavDevice::new();
    let mut command = tactus();
    command
        .arg("listen")
        .arg(support::path("tests/data/listen-games.pgn"))
        .args(["--speech", "clips", "--script", "-", "--virtual-time"])
        .args(["--format", "json"]);
    let mut listen = Running::start(device.command(&mut command));
    listen.type_lines("next\n");
    listen.expect_line(r#""san":"e4""#);
    let from = settle(&mut listen, &device.wav());
    let asked = listen.seen.len();
    listen.type_lines("next\n");
    listen.expect_line("An open game");
    settle(&mut listen, &device.wav());
    let Ended { lines, status, .. } = listen.finish();
    assert!(status.success(), "{lines:?}");
    let mut said = heard::spoken_events(&lines, asked);
    assert_eq!(said.len(), 2, "the move and its comment: {lines:?}");
    // A move of a game heard again is said with its number and Black's with the side: "1, Black, Eva fünf".
    if let Event::Announce {
        replayed,
        side,
        move_number,
        ..
    } = &mut said[0]
    {
        (*replayed, *side, *move_number) = (true, Side::Black, 1);
    }
    assert_one_after_the_other(&device.wav(), from, &said, "e5 and its comment");
}

/// At the keyboard, in real time (a private PulseAudio through ALSA's pulse plugin, a tmux pane): `board`, then `e4`
/// typed 4 s later. The move is the player's new action: it cuts the board, and what is heard after it is the move,
/// not the rest of the board under it (on a sound server that is given time: a test that plays in real time).
fn a_move_typed_while_the_board_is_read_cuts_it() {
    use crate::support::pulse;
    use crate::support::tmux::{tactus_line, Tmux};
    let Some(stage) = real_time_stage("a_move_typed_while_the_board_is_read_cuts_it") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.jsonl").display().to_string();
    let line = tactus_line(
        dir.path(),
        "play --time 5+3",
        &stage.shell_environment(),
        &[
            "--speech",
            "clips",
            "--gamepad",
            "off",
            "--braille",
            "off",
            "--journal",
            &crate::support::tmux::quoted(&journal),
        ],
    );
    let pane = Tmux::start(&line, 100, 30);
    pane.wait_text("White to move>");
    pane.type_text("go");
    pane.keys(&["Enter"]);
    pane.wait_text("clock is running");
    pane.type_text("board");
    pane.keys(&["Enter"]);
    pane.wait_text("Rank acht");
    // The board has some 25 s to go; 4 s into it, the move.
    thread::sleep(Duration::from_secs(4));
    let recording = stage.record("after-the-move.wav");
    pane.type_text("e4");
    pane.keys(&["Enter"]);
    pane.wait_text("Eva vier");
    // Ten seconds of the board would be some eight seconds of sound; the move alone is under one, and what the
    // sound server still held of the board when it was cut (more on a busy machine) a little more.
    let window = 10.0;
    thread::sleep(Duration::from_secs_f64(window));
    let heard = pulse::hear(&recording.stop());
    pane.kill_server();
    let (move_alone, _) = eva_vier();
    eprintln!(
        "after e4: {:.2} s of sound in {window} s; the move alone lasts {move_alone:.2} s",
        heard.sound
    );
    assert!(
        heard.sound > move_alone * 0.8 && heard.sound < window / 2.0,
        "after e4, {:.2} s of sound in {window} s; the move alone lasts {move_alone:.2} s: the board went on",
        heard.sound
    );
}

/// The tests of this file, for the harness.
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "speech_clips::one_voice::a_move_is_not_said_over_the_board",
            a_move_is_not_said_over_the_board,
        ),
        crate::trial(
            "speech_clips::one_voice::the_last_two_sentences_of_a_game_left_are_not_said_together",
            the_last_two_sentences_of_a_game_left_are_not_said_together,
        ),
        // The stage sets the test process's environment: alone, in a process of its own.
        crate::trial_alone(
            "speech_clips::one_voice::a_move_typed_while_the_board_is_read_cuts_it",
            a_move_typed_while_the_board_is_read_cuts_it,
        ),
        crate::trial(
            "speech_clips::one_voice::a_move_and_its_comment_are_not_said_together",
            a_move_and_its_comment_are_not_said_together,
        ),
    ]
}
