//! What one action makes tactus say is heard whole, through Speech Dispatcher's log: a drill's opening, position,
//! verdicts and questions; listen's header; a script's answers to its end; an answer cut by a clock cue goes on
//! after the cue from the line that was cut; listen's `play` counts its pause from the end of each move said, says
//! the comments and the move numbers, and stops at once.

use super::*;

use crate::support::running::Running;
use tactus_core::{CueLevel, Event, Side};

/// One message Speech Dispatcher was given: its text, and how it ended (`Some("ended")`, `Some("cancelled")`, or
/// `None` while it is neither).
#[derive(Debug)]
struct Message {
    text: String,
    end: Option<&'static str>,
    /// The log's line numbers where it was queued and where it ended.
    queued_at: usize,
    ended_at: Option<usize>,
}

/// Every message of the log, in the order queued.
fn messages(log: &str) -> Vec<Message> {
    let lines: Vec<&str> = log.lines().collect();
    let mut found = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        let Some(text) = line.split("Queueing message |").nth(1) else {
            continue;
        };
        // "Queueing message |TEXT| with priority N", TEXT in SSML.
        let text = without_markup(text.rsplit_once('|').map_or(text, |(text, _)| text));
        let id = lines[at..]
            .iter()
            .find_map(|line| line.split("REPLY:|225-").nth(1))
            .map(|id| id.trim().to_string());
        let ending = id.and_then(|id| {
            lines.iter().enumerate().skip(at).find_map(|(n, line)| {
                let reply = line.trim_end();
                if reply.ends_with(&format!("|702-{id}")) {
                    Some(("ended", n))
                } else if reply.ends_with(&format!("|703-{id}")) {
                    Some(("cancelled", n))
                } else {
                    None
                }
            })
        });
        found.push(Message {
            text,
            end: ending.map(|(end, _)| end),
            queued_at: at,
            ended_at: ending.map(|(_, n)| n),
        });
    }
    found
}

/// The time of a line of Speech Dispatcher's log ("[Fri Nov 27 13:27:22 2026 : 527890] speechd: …"), in seconds
/// of its day.
fn stamp(line: &str) -> Option<f64> {
    let inside = line.strip_prefix('[')?.split(']').next()?;
    let (date, micros) = inside.split_once(" : ")?;
    let clock = date.split_whitespace().nth(3)?;
    let mut parts = clock.split(':').map(|n| n.parse::<f64>().ok());
    let (h, m, s) = (parts.next()??, parts.next()??, parts.next()??);
    Some(h * 3600.0 + m * 60.0 + s + micros.trim().parse::<f64>().ok()? / 1e6)
}

/// The messages, one a line, for a failure's message.
fn shown(messages: &[Message]) -> String {
    messages
        .iter()
        .map(|m| format!("{:?}: {}", m.end, m.text))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Asserts that every message was said to its end, none cut.
fn all_heard_whole(messages: &[Message]) {
    assert!(!messages.is_empty(), "nothing was spoken");
    assert!(
        messages.iter().all(|m| m.end == Some("ended")),
        "not every message was said to its end:\n{}",
        shown(messages)
    );
}

/// `tactus` with `args` on `stage`, scripted from standard input, speaking through system speech, JSON events.
fn on_stage(stage: &Stage, args: &[&str]) -> std::process::Command {
    let mut command = support::tactus();
    stage.apply(&mut command);
    command
        .args(args)
        .args(["--format", "json", "--script", "-"])
        .args(SYSTEM_SPEECH_ONLY);
    command
}

fn a_drills_position_verdicts_and_questions_are_heard_whole() {
    let test = "a_drills_position_verdicts_and_questions_are_heard_whole";
    if !pulse::available(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let mut command = on_stage(
        &stage,
        &["drill", "--voice", "en", "--seed", "3", "--count", "1"],
    );
    let mut drill = Running::start(&mut command);
    drill.expect_line("Question one");
    // Typed at once, as a script does: each answer waits for what is being said.
    drill.type_lines("skip\n");
    drill.expect_line(r#""query":"score""#);
    let ended = drill.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let said = messages(&stage.speech_dispatcher_log());
    all_heard_whole(&said);
    for words in [
        "Questions",
        "The position",
        "Rank",
        "Rank eight",
        "Question one",
        "Skipped",
        "Score",
    ] {
        assert!(
            said.iter().any(|m| m.text.contains(words)),
            "{words:?} was not said:\n{}",
            shown(&said)
        );
    }
}

fn listens_header_and_a_scripts_answers_are_heard_to_the_end() {
    let test = "listens_header_and_a_scripts_answers_are_heard_to_the_end";
    if !pulse::available(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let pgn = support::path("tests/data/listen-games.pgn");
    let mut command = on_stage(&stage, &["listen", "--game", "1"]);
    command.arg(&pgn);
    let mut listen = Running::start(&mut command);
    listen.expect_line(r#""query":"headers""#);
    listen.type_lines("next\nnext\nwhere\n");
    listen.expect_line(r#""query":"where""#);
    let ended = listen.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let said = messages(&stage.speech_dispatcher_log());
    all_heard_whole(&said);
    for words in [
        "Casual game",
        "shortest way",
        "Eva vier",
        "An open game",
        "Eva fünf",
    ] {
        assert!(
            said.iter().any(|m| m.text.contains(words)),
            "{words:?} was not said:\n{}",
            shown(&said)
        );
    }
}

fn an_answer_cut_by_a_cue_goes_on_after_it_from_the_line_cut() {
    let test = "an_answer_cut_by_a_cue_goes_on_after_it_from_the_line_cut";
    if !pulse::available(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let dir = tempfile::tempdir().unwrap();
    // Five minutes and eight seconds: the five-minute cue falls eight seconds after go, while the pieces (a quarter
    // of a minute) are read.
    let mut command = on_stage(&stage, &["play", "--voice", "de", "--time-control", "308"]);
    command.arg("--journal").arg(dir.path().join("game.jsonl"));
    let mut game = Running::start(&mut command);
    game.type_until("go\npieces\n", "start");
    game.expect_line(r#""event":"cue""#);
    let ended = game.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let said = messages(&stage.speech_dispatcher_log());
    let pack = tactus_runtime::load_voice("de").unwrap();
    let spoken = |event: &Event| tactus_core::utterance_for(&pack, event).unwrap().text;
    let cue_text = spoken(&Event::Cue {
        side: Side::White,
        level: CueLevel::FiveMinutes,
        remaining_ms: 300_000,
    });
    let cue_said = said
        .iter()
        .find(|m| m.text.contains(cue_text.as_str()))
        .unwrap_or_else(|| panic!("the cue {cue_text:?} was not said:\n{}", shown(&said)));
    assert_eq!(cue_said.end, Some("ended"), "{}", shown(&said));
    let answer_lines: Vec<String> = ended
        .events()
        .iter()
        .filter(|event| event["query"] == "pieces")
        .map(|event| event["text"].as_str().unwrap().to_string())
        .collect();
    assert!(answer_lines.len() > 6, "{answer_lines:?}");
    // The line the cue cut is said again after it, and every line of the answer is heard to its end.
    let cut = said
        .iter()
        .find(|m| m.end == Some("cancelled") && answer_lines.contains(&m.text))
        .unwrap_or_else(|| panic!("the cue cut nothing:\n{}", shown(&said)));
    assert!(cut.queued_at < cue_said.queued_at, "{}", shown(&said));
    let again = said
        .iter()
        .find(|m| m.text == cut.text && m.queued_at > cue_said.queued_at)
        .unwrap_or_else(|| panic!("{:?} was not said again:\n{}", cut.text, shown(&said)));
    assert_eq!(again.end, Some("ended"), "{}", shown(&said));
    for line in &answer_lines {
        assert!(
            said.iter()
                .any(|m| &m.text == line && m.end == Some("ended")),
            "{line:?} was never heard whole:\n{}",
            shown(&said)
        );
    }
    assert!(
        said.last().is_some_and(|m| m.end == Some("ended")),
        "{}",
        shown(&said)
    );
}

fn listens_play_waits_for_each_move_to_be_heard_and_stop_stops_at_once() {
    let test = "listens_play_waits_for_each_move_to_be_heard_and_stop_stops_at_once";
    if !pulse::available(test) {
        return;
    }
    let stage = Stage::new(Audio::NullSink, 5);
    let pgn = support::path("tests/data/listen-games.pgn");
    let mut command = on_stage(&stage, &["listen", "--voice", "de", "--game", "1"]);
    command.arg(&pgn);
    let mut listen = Running::start(&mut command);
    listen.expect_line(r#""query":"headers""#);
    heard(&stage, "shortest way");
    // One second between moves, counted from the end of each.
    listen.type_lines("play 1\n");
    for _ in 0..3 {
        listen.expect_line(r#""event":"announce""#);
    }
    heard(&stage, "Springer Cäsar sechs");
    let before_stop = stage.speech_dispatcher_log().lines().count();
    listen.type_lines("stop\n");
    listen.expect_line(r#""query":"stop""#);
    let stopped = ended_stop_word();
    heard(&stage, &stopped);
    let ended = listen.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let log = stage.speech_dispatcher_log();
    let said = messages(&log);
    all_heard_whole(&said);
    // Each move said with its number, each comment heard.
    for words in [
        "1, Eva vier",
        "1, Schwarz, Eva fünf",
        "An open game",
        "2, Läufer Cäsar vier",
    ] {
        assert!(
            said.iter().any(|m| m.text.contains(words)),
            "{words:?} was not said:\n{}",
            shown(&said)
        );
    }
    // The pause is counted from the end of what was said: no move is queued before the one before it ended.
    let moves: Vec<&Message> = said
        .iter()
        .filter(|m| m.text.starts_with(|c: char| c.is_ascii_digit()))
        .collect();
    for pair in moves.windows(2) {
        assert!(
            pair[0].ended_at.is_some_and(|end| end < pair[1].queued_at),
            "{:?} was queued before {:?} ended:\n{}",
            pair[1].text,
            pair[0].text,
            shown(&said)
        );
    }
    // The silence between one move's end and the next move, by Speech Dispatcher's clock: printed, not asserted.
    let lines: Vec<&str> = log.lines().collect();
    let gaps: Vec<String> = moves
        .windows(2)
        .filter_map(|pair| {
            let ended = stamp(lines[pair[0].ended_at?])?;
            let next = stamp(lines[pair[1].queued_at])?;
            Some(format!("{:.2} s", next - ended))
        })
        .collect();
    eprintln!("play 1: between a move's end and the next move: {gaps:?}");
    // After stop, no move is queued (the one being said when it came ends).
    let after_stop: Vec<&&Message> = moves
        .iter()
        .filter(|m| m.queued_at >= before_stop)
        .collect();
    assert!(after_stop.is_empty(), "{after_stop:?}\n{}", shown(&said));
}

/// What listen says to `stop` in German.
fn ended_stop_word() -> String {
    let pack = tactus_runtime::load_voice("de").unwrap();
    pack.phrase(tactus_core::PhraseKey::ListenStopped, &[])
}

/// The tests of this file, for the harness.
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial_alone(
            "system_speech::answers::a_drills_position_verdicts_and_questions_are_heard_whole",
            a_drills_position_verdicts_and_questions_are_heard_whole,
        ),
        crate::trial_alone(
            "system_speech::answers::listens_header_and_a_scripts_answers_are_heard_to_the_end",
            listens_header_and_a_scripts_answers_are_heard_to_the_end,
        ),
        crate::trial_alone(
            "system_speech::answers::an_answer_cut_by_a_cue_goes_on_after_it_from_the_line_cut",
            an_answer_cut_by_a_cue_goes_on_after_it_from_the_line_cut,
        ),
        crate::trial_alone(
            "system_speech::answers::listens_play_waits_for_each_move_to_be_heard_and_stop_stops_at_once",
            listens_play_waits_for_each_move_to_be_heard_and_stop_stops_at_once,
        ),
    ]
}
