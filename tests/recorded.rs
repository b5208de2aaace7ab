//! Five sessions recorded once and compared byte for byte ever after: a game in the FIDE words, the clock, listening
//! to a game, a drill and a game in German. For each, the JSON events, the printed text, and what Speech Dispatcher
//! was given to say (each message's text as sent and its language, from its log) are kept in
//! `tests/data/recorded/`; a change of the code that changes any of them a user would notice, and this test says
//! where. `TACTUS_BLESS=1` writes them anew after an intended change (then read the difference before committing).

use std::fs;

use crate::support::{self, path, run_with_stdin, tactus};

/// One recorded session: its name (the files' stem), the subcommand and its options, and the lines typed.
struct Session {
    name: &'static str,
    args: &'static [&'static str],
    script: &'static str,
}

/// The five sessions. Each runs on virtual time, so the clocks and `t_ms` are the same at every run.
const SESSIONS: [Session; 5] = [
    Session {
        name: "game",
        args: &[
            "play", "--voice", "fide", "--time", "5+3", "--white", "Eva", "--black", "Dame",
        ],
        script: "e4\npress\ne5\npress\nNf3\npress\nNc6\nNf6\npress\nwait 20s\ntime\nmoves\nBc4\npress\n\
                 square e4\nrank 1\nfile f\npieces black knight\nboard\nlast\nfoo\nBb5\nd3\npress\nd5\n\
                 draw black\npress\ndecline\nexd5\npress\nscore\nwait 5m\ntime\n",
    },
    Session {
        name: "clock",
        args: &["clock", "--voice", "en", "--time", "20+5"],
        script: "go\nwait 4m\npress\nwait 1m\npress\ntime\nmoves\nwait 16m\npause\ngo\npress\n\
                 arbiter add white +2m\nwait 10m\ntime\nwait 5m\nhelp\n",
    },
    Session {
        name: "listen",
        args: &["listen", "--game", "2", "tests/data/listen-games.pgn"],
        script: "headers\nnext\nnext\ncomment\nwhere\nmove 10\npieces white\nrank 8\nend\nwhere\nprevious\n\
                 start\nplay 1\nwait 3s\nstop\nfoo\n",
    },
    Session {
        name: "drill",
        args: &["drill", "--voice", "en", "--seed", "7", "--count", "3"],
        script: "repeat\nboard\nskip\nskip\nhelp\nskip\n",
    },
    Session {
        name: "german_game",
        args: &[
            "play", "--voice", "de", "--time", "90+30", "--white", "Anna", "--black", "Bauer",
        ],
        script: "e4\npress\nc5\npress\nSf3\npress\nd6\npress\nd4\npress\ncxd4\npress\nSxd4\npress\nSf6\n\
                 press\nSc3\npress\na6\npress\nzeit\nzüge\nfeld e4\nreihe 1\nfigur weiß springer\nLe2\nhilfe\n\
                 e5\npress\nremis weiß\nablehnen\naufgeben schwarz\nja\n",
    },
];

/// The folder of the recordings.
fn recordings() -> std::path::PathBuf {
    path("tests/data/recorded")
}

/// `session` run through the real binary with `devices` (on the environment `prepare` sets), in `format`; what it
/// printed, the journal's folder written as `<folder>` so that the bytes are the same at every run.
fn run(
    session: &Session,
    devices: &[&str],
    format: &str,
    prepare: impl FnOnce(&mut std::process::Command),
) -> String {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let folder = folder.path();
    let mut command = tactus();
    prepare(&mut command);
    command
        .current_dir(path(""))
        .args(session.args)
        .args(devices)
        .args(["--format", format, "--virtual-time", "--script", "-"]);
    if session.args[0] == "play" {
        command.arg("--journal").arg(folder.join("game.jsonl"));
    }
    let out = run_with_stdin(&mut command, session.script);
    assert!(
        out.status.success() || out.status.code() == Some(1),
        "{} ({format}) ended with {:?}: {}",
        session.name,
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).replace(&folder.display().to_string(), "<folder>")
}

/// Compares `got` with the recording `file`, or writes it when blessing.
fn same_as_recorded(file: &str, got: &str) {
    let recorded = recordings().join(file);
    if std::env::var_os("TACTUS_BLESS").is_some() {
        fs::create_dir_all(recordings()).expect("the recordings' folder");
        fs::write(&recorded, got).expect("the recording written");
        return;
    }
    let want = fs::read_to_string(&recorded)
        .unwrap_or_else(|e| panic!("{}: {e} (TACTUS_BLESS=1 writes it)", recorded.display()));
    if want == got {
        return;
    }
    let (line, (w, g)) = want
        .lines()
        .zip(got.lines())
        .enumerate()
        .find(|(_, (w, g))| w != g)
        .map_or_else(
            || {
                let n = want.lines().count().min(got.lines().count());
                (n, ("(end)", "(end)"))
            },
            |(n, pair)| (n, pair),
        );
    panic!(
        "{file} differs from the recording at line {}:\nrecorded: {w}\nnow:      {g}\n\
         ({} lines recorded, {} now; TACTUS_BLESS=1 writes it anew after an intended change)",
        line + 1,
        want.lines().count(),
        got.lines().count()
    );
}

fn the_json_and_the_text_are_as_recorded() {
    for session in &SESSIONS {
        let json = run(session, &support::NO_DEVICES, "json", |_| {});
        same_as_recorded(&format!("{}.jsonl", session.name), &json);
        let text = run(session, &support::NO_DEVICES, "text", |_| {});
        same_as_recorded(&format!("{}.txt", session.name), &text);
    }
}

#[cfg(feature = "speech")]
mod speech {
    use super::*;
    use crate::support::pulse::{self, Audio, Stage};

    /// The messages Speech Dispatcher was given (log level 5), one a line: the language they were sent in, then the
    /// text as sent (SSML). A message's language is the last `SET SELF LANGUAGE` its connection sent before its
    /// `SPEAK`: the client's own order, logged as it arrives, so a message cancelled before the synthesizer took it
    /// (whose settings the server never logs) still has its language.
    fn messages(log: &str) -> String {
        let mut languages: std::collections::HashMap<&str, &str> = std::collections::HashMap::new();
        let mut speaking = None;
        let mut said = String::new();
        for line in log.lines() {
            if let Some(rest) = line.split("Queueing message |").nth(1) {
                let text = rest
                    .rsplit_once("| with priority")
                    .map_or(rest, |(text, _)| text);
                let language = speaking
                    .and_then(|connection| languages.get(connection))
                    .map_or("?", |language| primary_language(language));
                said.push_str(&format!("{language}\t{}\n", primary_languages(text)));
                continue;
            }
            let Some((connection, command)) = line
                .split_once("speechd:")
                .and_then(|(_, rest)| rest.trim_start().split_once(":DATA:|"))
            else {
                continue;
            };
            if let Some(language) = command.strip_prefix("SET SELF LANGUAGE ") {
                languages.insert(connection, language.trim());
            } else if command.trim_end() == "SPEAK" {
                speaking = Some(connection);
            }
        }
        said
    }

    /// What `session` makes Speech Dispatcher say, compared with its recording. Speech Dispatcher speaks as fast as
    /// it can here (its `DefaultRate 100`): what it was given is compared, not how it sounded, and a script's lines
    /// cut nothing, so the messages are the same at any rate.
    fn said_as_recorded(session: &Session) {
        let test = format!("recorded::what_is_said::{}", session.name);
        if !pulse::available(&test) {
            return;
        }
        let stage = Stage::new(Audio::NullSink, 5);
        let configuration = stage
            .runtime()
            .with_file_name("config")
            .join("speech-dispatcher/speechd.conf");
        let mut settings = fs::read_to_string(&configuration).expect("the stage's configuration");
        settings.push_str("DefaultRate 100\n");
        fs::write(&configuration, settings).expect("the stage's configuration");
        run(
            session,
            &support::speaking_alone("system"),
            "json",
            |command| stage.apply(command),
        );
        let said = messages(&stage.speech_dispatcher_log());
        assert!(!said.is_empty(), "{}: nothing was said", session.name);
        same_as_recorded(&format!("{}.speech", session.name), &said);
    }

    /// A language tag's primary language ("en-GB" → "en"): which regional voice a part gets depends on whether the
    /// lookup of the voices, started with the speaker, had ended when it was said, which no recording can fix.
    fn primary_language(tag: &str) -> &str {
        tag.split('-').next().unwrap_or(tag)
    }

    /// `ssml` with each `xml:lang` reduced to its primary language.
    fn primary_languages(ssml: &str) -> String {
        let mut out = String::new();
        let mut rest = ssml;
        while let Some(at) = rest.find("xml:lang=\"") {
            let (before, after) = rest.split_at(at + "xml:lang=\"".len());
            out.push_str(before);
            let end = after.find('"').unwrap_or(after.len());
            out.push_str(primary_language(&after[..end]));
            rest = &after[end..];
        }
        out.push_str(rest);
        out
    }

    pub(super) fn game() {
        said_as_recorded(&SESSIONS[0]);
    }
    pub(super) fn clock() {
        said_as_recorded(&SESSIONS[1]);
    }
    pub(super) fn listen() {
        said_as_recorded(&SESSIONS[2]);
    }
    pub(super) fn drill() {
        said_as_recorded(&SESSIONS[3]);
    }
    pub(super) fn german_game() {
        said_as_recorded(&SESSIONS[4]);
    }
}

pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![crate::trial(
        "recorded::the_json_and_the_text_are_as_recorded",
        the_json_and_the_text_are_as_recorded,
    )];
    #[cfg(feature = "speech")]
    trials.extend([
        crate::trial_alone("recorded::what_is_said::in_a_game", speech::game),
        crate::trial_alone("recorded::what_is_said::at_the_clock", speech::clock),
        crate::trial_alone("recorded::what_is_said::listening", speech::listen),
        crate::trial_alone("recorded::what_is_said::in_a_drill", speech::drill),
        crate::trial_alone(
            "recorded::what_is_said::in_a_german_game",
            speech::german_game,
        ),
    ]);
    trials
}
