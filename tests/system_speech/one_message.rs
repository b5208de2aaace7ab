//! Each sentence in its language, and each answer's line in one message, through the real binary and Speech
//! Dispatcher's log (level 5): a German session's start, refusal and resume are given a German voice; in the `fide`
//! pack a line of English words and German move words is one message with a voice element for each language's words
//! (before, a message for each change of language, each heard after a pause), and a line all in move words
//! ("Dame: David eins") is given the German voice. The board read out is recorded from the sink: its length and
//! its pauses are printed, for the figures before and after.

use super::*;

use super::languages::wait_for_log;
use crate::support::running::Running;

/// Waits (at most 60 s) until a message whose words hold `words`, queued after the first `after`, has been said to
/// its end; returns it, with the number of messages queued before it.
fn heard_at(stage: &Stage, after: usize, words: &str) -> (usize, Queued) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let log = stage.speech_dispatcher_log();
        let found = queued(&log)
            .into_iter()
            .enumerate()
            .skip(after)
            .find(|(_, message)| message.words.contains(words));
        if let Some((at, message)) = found {
            if said_to_its_end(&log, at) {
                return (at, message);
            }
        }
        assert!(
            Instant::now() < deadline,
            "{words:?} was not said within 60 s"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Whether the message queued `at`-th (from 0) has ended: its number's `702` reply (a line of the same text may
/// have been queued before, as a board's first and last rank).
fn said_to_its_end(log: &str, at: usize) -> bool {
    let lines: Vec<&str> = log.lines().collect();
    let Some(queued) = lines
        .iter()
        .enumerate()
        .filter(|(_, line)| line.contains("Queueing message |"))
        .nth(at)
        .map(|(index, _)| index)
    else {
        return false;
    };
    let Some(id) = lines[queued..]
        .iter()
        .find_map(|line| line.split("REPLY:|225-").nth(1))
        .map(|id| id.trim().to_string())
    else {
        return false;
    };
    lines[queued..]
        .iter()
        .any(|line| line.trim_end().ends_with(&format!("|702-{id}")))
}

/// [`heard_at`], the message alone.
fn heard_after(stage: &Stage, after: usize, words: &str) -> Queued {
    heard_at(stage, after, words).1
}

/// [`heard_at`] among all the messages.
fn heard_words(stage: &Stage, words: &str) -> Queued {
    heard_after(stage, 0, words)
}

fn a_german_session_is_said_in_german() {
    let test = "a_german_session_is_said_in_german";
    if !pulse::available(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("partie.jsonl");
    let german = ["--voice", "de", "--speech", "system", "--sound", "off"];
    let mut game = Running::start(&mut play_on_stage(&stage, &german, &journal));
    heard_words(&stage, "Neue Partie");
    game.type_until("hilfe foo\n", "error");
    heard_words(&stage, "bitte so schreiben");
    game.type_until("quit\n", "confirm");
    heard_words(&stage, "Partie verlassen?");
    game.type_until("ja\n", "notice");
    let ended = game.finish();
    assert!(ended.status.success(), "{}", ended.stderr);

    let mut command = support::tactus();
    stage.apply(&mut command);
    command
        .args(["resume", "--format", "json", "--script", "-"])
        .args(["--gamepad", "off", "--braille", "off"])
        .args(german)
        .arg(&journal);
    let resumed = Running::start(&mut command);
    heard_words(&stage, "Partie bei Zug");
    let ended = resumed.finish();
    assert!(ended.status.success(), "{}", ended.stderr);

    let messages = queued(&stage.speech_dispatcher_log());
    for wanted in [
        "Neue Partie",
        "bitte so schreiben: hilfe, oder hilfe und ein Thema: züge",
        "Partie verlassen?",
        "Partie bei Zug",
    ] {
        let message = messages
            .iter()
            .find(|message| message.words.starts_with(wanted))
            .unwrap_or_else(|| panic!("{wanted:?} was not said: {messages:#?}"));
        assert_eq!(
            message.language.as_deref(),
            Some("de"),
            "{wanted:?} was not given to a German voice: {message:?}"
        );
    }
}

/// What `board` was heard as: its messages, and from the recording its length from the first sound to the last and
/// its pauses.
struct BoardHeard {
    messages: Vec<Queued>,
    seconds: f64,
    sound: f64,
    pauses: Vec<f64>,
}

/// Types `board` into `game`, records it until its last line has been said, and measures it.
fn board(stage: &Stage, game: &mut Running, name: &str) -> BoardHeard {
    let before = queued(&stage.speech_dispatcher_log()).len();
    let recording = stage.record(&format!("{name}.wav"));
    game.type_until("board\n", "answer");
    // The last line is Black's (the eighth rank), which ends with the rook on h8 in these positions.
    let (black, _) = heard_at(stage, before, "black");
    let (last, _) = heard_at(stage, black, "Hector");
    std::thread::sleep(Duration::from_millis(300));
    let path = recording.stop();
    let sound = pulse::hear(&path).sound;
    let pauses = pulse::pauses(&path);
    let messages = queued(&stage.speech_dispatcher_log())[before..=last].to_vec();
    BoardHeard {
        messages,
        seconds: sound + pauses.iter().sum::<f64>(),
        sound,
        pauses,
    }
}

/// The pauses of at least `at_least` seconds, for the figures.
fn long(pauses: &[f64], at_least: f64) -> Vec<f64> {
    pauses.iter().copied().filter(|p| *p >= at_least).collect()
}

fn each_line_of_two_languages_is_one_message() {
    let test = "each_line_of_two_languages_is_one_message";
    if !pulse::available(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let dir = tempfile::tempdir().unwrap();
    let mut command = play_on_stage(
        &stage,
        &["--voice", "fide", "--speech", "system", "--sound", "off"],
        &dir.path().join("game.jsonl"),
    );
    let mut game = Running::start(&mut command);
    wait_for_log(&stage, "SET SELF SYNTHESIS_VOICE German");
    wait_for_log(&stage, "SET SELF SYNTHESIS_VOICE English");
    heard_words(&stage, "New game");

    let start = board(&stage, &mut game, "board-start");
    let before = queued(&stage.speech_dispatcher_log()).len();
    game.type_until("pieces white\n", "answer");
    let queen = heard_after(&stage, before, "Dame: David eins");

    let opening = "e4\npress\ne5\npress\nNf3\npress\nNc6\npress\nBb5\npress\na6\npress\nBa4\npress\nNf6\npress\n\
                   O-O\npress\nBe7\npress\n";
    let before = queued(&stage.speech_dispatcher_log()).len();
    game.type_lines(opening);
    heard_after(&stage, before, "Läufer Eva sieben");
    let middle = board(&stage, &mut game, "board-middle");
    let ended = game.finish();
    assert!(ended.status.success(), "{}", ended.stderr);

    for (when, heard) in [("start", &start), ("middle game", &middle)] {
        eprintln!(
            "board at the {when}: {} messages, {:.1} s from the first sound to the last ({:.1} s of sound); pauses \
             of 0.3 s or more: {:?}; longest pause {:.2} s",
            heard.messages.len(),
            heard.seconds,
            heard.sound,
            long(&heard.pauses, 0.3),
            heard.pauses.iter().copied().fold(0.0, f64::max),
        );
    }
    // One message a line: the five lines at the start, each of English and German words.
    let texts: Vec<&str> = start.messages.iter().map(|m| m.words.as_str()).collect();
    assert_eq!(start.messages.len(), 5, "{texts:#?}");
    for message in &start.messages {
        assert!(
            message.ssml.contains("<voice xml:lang=\"de")
                && message.ssml.contains("<voice xml:lang=\"en"),
            "a line without a voice for each language: {message:?}"
        );
        assert_eq!(message.language.as_deref(), Some("en"), "{message:?}");
    }
    // A clock cue may fall while the middle game's board is read: it is said between two lines, and the line it cut
    // is said again after it. The board's own lines are counted once each.
    let mut lines: Vec<&str> = Vec::new();
    for message in &middle.messages {
        if message.words.starts_with("Rank") && !lines.contains(&message.words.as_str()) {
            lines.push(&message.words);
        }
    }
    assert!((5..=8).contains(&lines.len()), "{:#?}", middle.messages);
    // A line all in move words is given the German voice.
    assert!(
        queen.voice.as_deref() == Some("German") || queen.ssml.contains("<voice xml:lang=\"de"),
        "{queen:?}"
    );
}

/// The tests of this file, for the harness.
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial_alone(
            "system_speech::one_message::a_german_session_is_said_in_german",
            a_german_session_is_said_in_german,
        ),
        crate::trial_alone(
            "system_speech::one_message::each_line_of_two_languages_is_one_message",
            each_line_of_two_languages_is_one_message,
        ),
    ]
}
