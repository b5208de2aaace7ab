//! `tactus devices` through the real binary: what it lists, in text and JSON, with nothing else on the terminal.
//! The default sound device is the test's WAV device; Speech Dispatcher is pointed at a socket that does not exist,
//! so the listing says so rather than starting the machine's own.

mod support;

use std::process::Output;

use support::{tactus, wav::WavDevice};

fn devices(device: &WavDevice, args: &[&str]) -> Output {
    let socket = device.dir().join("no-speechd.sock");
    device
        .command(tactus().arg("devices").args(args))
        .env(
            "SPEECHD_ADDRESS",
            format!("unix_socket:{}", socket.display()),
        )
        .output()
        .expect("tactus runs")
}

#[test]
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

#[test]
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
    ] {
        assert!(
            text.lines().any(|line| line.starts_with(start)),
            "no line starting {start:?}:\n{text}"
        );
    }
    assert!(!text.contains('\x1b'), "escape codes in {text:?}");
}
