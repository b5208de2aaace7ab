//! `tactus devices` through the real binary: what it lists, in text and JSON, with nothing else on the terminal.
//! The default sound device is the test's WAV device; Speech Dispatcher is pointed at a socket that does not exist,
//! so the listing says so rather than starting the machine's own. The config file is the test's own
//! (`TACTUS_CONFIG`), so the gamepad's buttons listed are the built-in ones with the test's changes.

use std::process::Output;

use crate::support::{tactus, wav::WavDevice};

fn devices(device: &WavDevice, args: &[&str]) -> Output {
    devices_with_config(device, args, None)
}

/// `tactus devices ARGS` with the config file `config` (none: the usual place, in the test's own folder, has none).
fn devices_with_config(device: &WavDevice, args: &[&str], config: Option<&str>) -> Output {
    let socket = device.dir().join("no-speechd.sock");
    let mut command = tactus();
    command.arg("devices").args(args).env(
        "SPEECHD_ADDRESS",
        format!("unix_socket:{}", socket.display()),
    );
    // The WAV device's folder is XDG_CONFIG_HOME: the usual place for the config file is in it, and empty.
    match config {
        Some(text) => {
            let file = device.dir().join("tactus.toml");
            std::fs::write(&file, text).expect("config written");
            command.env("TACTUS_CONFIG", file);
        }
        None => {
            command.env_remove("TACTUS_CONFIG");
        }
    }
    device.command(&mut command).output().expect("tactus runs")
}

fn devices_are_listed_in_json_with_every_part() {
    let device = WavDevice::new();
    let out = devices(&device, &["--format", "json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.lines().count(), 1, "{text}");
    let listing: serde_json::Value = serde_json::from_str(&text).expect("one JSON object");
    assert!(listing["audio_outputs"]["found"].is_array(), "{listing}");
    assert!(listing["gamepads"]["found"].is_array(), "{listing}");
    assert!(
        listing["braille_display"]
            .as_str()
            .is_some_and(|s| s.starts_with("braille display: ")),
        "{listing}"
    );
    assert!(
        !listing["speech_engine"].as_str().unwrap_or("").is_empty(),
        "{listing}"
    );
    let voices: Vec<&str> = listing["clip_voices"]
        .as_array()
        .expect("clip voices")
        .iter()
        .filter_map(|v| v.as_str())
        .collect();
    let mut sorted = voices.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, ["de", "en", "fide", "fr", "nato"]);
}

fn devices_are_listed_in_plain_lines() {
    let device = WavDevice::new();
    let out = devices(&device, &[]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    let text = String::from_utf8_lossy(&out.stdout);
    for start in [
        "Audio outputs",
        "System speech: ",
        "Built-in voice: clips for ",
        "Gamepads: ",
        "Braille display: ",
        "Boards",
    ] {
        assert!(
            text.lines().any(|line| line.starts_with(start)),
            "no line starting {start:?}:\n{text}"
        );
    }
    assert!(!text.contains('\x1b'), "escape codes in {text:?}");
}

#[cfg(feature = "gamepad")]
fn the_gamepads_buttons_are_listed_with_the_users_changes() {
    let device = WavDevice::new();
    let config =
        "[gamepad]\nlayout = \"nintendo\"\n[gamepad.game]\nEast = \"board\"\nMode = \"\"\n";
    let out = devices_with_config(&device, &["--format", "json"], Some(config));
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    let listing: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    let gamepads = &listing["gamepads"];
    assert_eq!(gamepads["layout_setting"], "nintendo", "{gamepads}");
    assert_eq!(gamepads["config_exists"], true);
    assert_eq!(gamepads["problems"], serde_json::json!([]));
    let mapping = &gamepads["mappings"][0];
    assert_eq!(mapping["layout"], "nintendo");
    let game = mapping["game"].as_array().expect("game buttons");
    assert!(
        game.contains(&serde_json::json!({"button": "East", "label": "A", "command": "board"})),
        "{mapping}"
    );
    assert!(
        game.contains(
            &serde_json::json!({"button": "South", "label": "B", "command": "cursor cancel"})
        ),
        "{mapping}"
    );
    let listen = mapping["listen"].as_array().expect("listen buttons");
    assert!(
        listen.contains(
            &serde_json::json!({"button": "DPadRight", "label": "D-pad right", "command": "next"})
        ),
        "{mapping}"
    );
    let clock = mapping["clock"].as_array().expect("clock buttons");
    assert!(
        clock.contains(
            &serde_json::json!({"button": "LeftTrigger", "label": "L", "command": "white"})
        ),
        "{mapping}"
    );

    let out = devices_with_config(&device, &[], Some(config));
    let text = String::from_utf8_lossy(&out.stdout);
    for line in [
        "Gamepads: none connected",
        "Gamepad layout: nintendo, for every pad",
        "Gamepad buttons in a game, nintendo layout:",
        "  A (East): board",
        "  D-pad up (DPadUp): cursor up",
        "Gamepad buttons with tactus clock, nintendo layout:",
        "  R (RightTrigger): black",
        "Gamepad buttons with tactus listen and tactus analyse, nintendo layout:",
        "  R (RightTrigger): line 2",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "no line {line:?} in:\n{text}"
        );
    }
}

#[cfg(feature = "gamepad")]
fn a_malformed_config_file_is_told_and_the_defaults_are_listed() {
    let device = WavDevice::new();
    let out = devices_with_config(&device, &[], Some("[gamepad.game]\nSouth = cursor pick\n"));
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    let text = String::from_utf8_lossy(&out.stdout);
    let config = device.dir().join("tactus.toml");
    let problem = format!(
        "Gamepad settings: the config file {}, line 2: ",
        config.display()
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with(&problem) && l.ends_with("; the defaults are used")),
        "no line starting {problem:?} in:\n{text}"
    );
    assert!(
        text.lines().any(|l| l == "  A (South): cursor pick"),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l == "Gamepad layout: auto, from each pad's maker"),
        "{text}"
    );
}

/// A button bound to something that is no command of its session, or written wrongly, is refused when the config
/// file is read, one sentence each naming the file, the line and why; the button keeps its built-in command.
#[cfg(feature = "gamepad")]
fn buttons_naming_no_command_are_refused_when_loaded() {
    let device = WavDevice::new();
    let config = "[gamepad.game]\nEast = \"frobnicate\"\n[gamepad.clock]\nSouth = \"board\"\nNorth = \"arbiter add\"\n";
    let out = devices_with_config(&device, &["--format", "json"], Some(config));
    assert!(out.status.success());
    let listing: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    let file = device.dir().join("tactus.toml");
    let file = file.display();
    let problems: Vec<&str> = listing["gamepads"]["problems"]
        .as_array()
        .expect("problems")
        .iter()
        .filter_map(serde_json::Value::as_str)
        .collect();
    let expected = [
        format!(
            "the config file {file}, line 2, [gamepad.game]: East = \"frobnicate\": \"frobnicate\" is not a command of \
             tactus play; the commands are go, press, time, moves, pause, last, repeat, square, rank, file, board, \
             pieces, verify, sheet, score, draw, accept, decline, claim, resign, takeback, abort, chat, adjourn, \
             arbiter, cursor, hint, opening, rate, wait, help, yes, no, quit"
        ),
        format!(
            "the config file {file}, line 4, [gamepad.clock]: South = \"board\": \"board\" is not a command of tactus \
             clock; the commands are go, press, white, black, time, moves, pause, arbiter, wait, help, quit"
        ),
        format!(
            "the config file {file}, line 5, [gamepad.clock]: North = \"arbiter add\": the command is written wrongly; \
             write it as arbiter add white +2m, or arbiter set black 1:05:00"
        ),
    ];
    for problem in &expected {
        assert!(
            problems.contains(&problem.as_str()),
            "{problem}\nnot in {problems:#?}"
        );
    }
    assert_eq!(problems.len(), expected.len(), "{problems:#?}");
}

/// Where Speech Dispatcher is not installed (nothing answers on its socket, and no `speech-dispatcher` program on the
/// PATH to start), `tactus devices` and a game with system speech say what to install, once; the game goes on with
/// the built-in voice, heard in the WAV.
#[cfg(all(target_os = "linux", feature = "speech", feature = "audio"))]
fn without_speech_dispatcher_the_user_is_told_what_to_install() {
    use crate::support::wav::Frames;
    const INSTALL: &str = "it is not installed (apt install speech-dispatcher espeak-ng)";
    let device = WavDevice::new();
    let empty = device.dir().join("empty-path");
    std::fs::create_dir_all(&empty).unwrap();
    let absent = |command: &mut std::process::Command| {
        command
            .env(
                "SPEECHD_ADDRESS",
                format!("unix_socket:{}", device.dir().join("none.sock").display()),
            )
            .env("PATH", &empty);
    };
    let mut listing = tactus();
    listing.arg("devices");
    absent(&mut listing);
    let out = device.command(&mut listing).output().expect("tactus runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.lines()
            .any(|line| line
                == format!("System speech: Speech Dispatcher: not available ({INSTALL})")),
        "{text}"
    );

    let script = device.dir().join("game.txt");
    std::fs::write(&script, "e4\npress\n").unwrap();
    let game = |speech: &str, journal: &str| {
        let mut game = tactus();
        game.args(["play", "--speech", speech, "--virtual-time", "--script"])
            .arg(&script)
            .arg("--journal")
            .arg(device.dir().join(journal));
        absent(&mut game);
        let out = device.command(&mut game).output().expect("tactus runs");
        let said = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(said.contains("1. Eva vier"), "{said}");
        said
    };
    // Asked for by name, its absence is told once, with what to install.
    let said = game("system", "system.jsonl");
    let notices: Vec<&str> = said.lines().filter(|line| line.contains(INSTALL)).collect();
    assert_eq!(
        notices,
        [format!(
            "no system speech: Speech Dispatcher did not start: {INSTALL}; text only from now on"
        )],
        "{said}"
    );
    // With auto the built-in voice speaks instead, without a word about what it passed over (tactus devices says
    // it): the move is heard in the WAV.
    let said = game("auto", "auto.jsonl");
    assert!(!said.contains("Speech Dispatcher"), "{said}");
    let frames = Frames::read(&device.wav()).expect("the WAV was written");
    let sounding = frames.samples.iter().filter(|s| **s != 0).count();
    let seconds = sounding as f64 / f64::from(frames.rate) / frames.channels as f64;
    assert!(seconds > 0.5, "the move is heard: {seconds:.2} s of sound");
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "devices::devices_are_listed_in_json_with_every_part",
            devices_are_listed_in_json_with_every_part,
        ),
        crate::trial(
            "devices::devices_are_listed_in_plain_lines",
            devices_are_listed_in_plain_lines,
        ),
    ];
    #[cfg(all(target_os = "linux", feature = "speech", feature = "audio"))]
    trials.push(crate::trial(
        "devices::without_speech_dispatcher_the_user_is_told_what_to_install",
        without_speech_dispatcher_the_user_is_told_what_to_install,
    ));
    #[cfg(feature = "gamepad")]
    trials.push(crate::trial(
        "devices::the_gamepads_buttons_are_listed_with_the_users_changes",
        the_gamepads_buttons_are_listed_with_the_users_changes,
    ));
    #[cfg(feature = "gamepad")]
    trials.push(crate::trial(
        "devices::a_malformed_config_file_is_told_and_the_defaults_are_listed",
        a_malformed_config_file_is_told_and_the_defaults_are_listed,
    ));
    #[cfg(feature = "gamepad")]
    trials.push(crate::trial(
        "devices::buttons_naming_no_command_are_refused_when_loaded",
        buttons_naming_no_command_are_refused_when_loaded,
    ));
    trials
}
