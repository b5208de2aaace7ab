//! The game's command language: `session::parse` (what `tactus play` does with each typed line) on arbitrary text.
//!
//! Input: the line.
//! Checks: no panic; a blank line or a comment is nothing, anything else is a command or a usage error; a line read
//! as a move is the line as typed (trimmed); a wait is at most 1000 hours; extra spaces between words change nothing.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tactus_core::{parse_play_command, PlayCommand, MAX_DURATION_MS};

fuzz_target!(|data: &[u8]| {
    let line = String::from_utf8_lossy(data);
    let parsed = parse_play_command(&line);
    let trimmed = line.trim();
    match &parsed {
        Ok(None) => assert!(
            trimmed.is_empty() || trimmed.starts_with('#'),
            "{line:?} read as nothing"
        ),
        Ok(Some(command)) => {
            assert!(!trimmed.is_empty(), "{line:?}");
            let _ = command.name();
            match command {
                PlayCommand::Move(text) => assert_eq!(text.as_str(), trimmed),
                PlayCommand::Wait(ms) => assert!(*ms <= MAX_DURATION_MS),
                _ => {}
            }
        }
        Err(_) => assert!(!trimmed.is_empty(), "{line:?}"),
    }
    // The same words with single spaces: the same command, unless the extra spaces were inside a move, a square, a
    // sheet or a note kept as typed.
    let spaced: Vec<&str> = trimmed.split_whitespace().collect();
    let single = spaced.join(" ");
    if single == trimmed {
        return;
    }
    let again = parse_play_command(&single);
    match (&parsed, &again) {
        (Ok(Some(a)), Ok(Some(b))) => assert_eq!(a.name(), b.name(), "{line:?} and {single:?}"),
        (a, b) => assert_eq!(
            a.is_ok(),
            b.is_ok(),
            "{line:?} gave {a:?}, {single:?} gave {b:?}"
        ),
    }
});
