//! Prints the words a voice pack's built-in voice must have clips for, one per line:
//! `<key>\t<language>\t<file name without .wav>`, sorted by key.
//!
//! `scripts/make-clips` records them, so the script and the program agree on every word (the Rust tokenizer decides).
//! Usage: `cargo run -p tactus-devices --example clip-words -- PACK` (a shipped pack's name or a pack folder).

use std::{path::Path, process::ExitCode};

use tactus_core::{PackError, VoicePack};
use tactus_devices::{clip_file_name, recordings};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [pack] = args.as_slice() else {
        eprintln!("usage: clip-words PACK");
        return ExitCode::from(2);
    };
    let pack = match load(pack) {
        Ok(pack) => pack,
        Err(e) => {
            eprintln!("clip-words: {e}");
            return ExitCode::FAILURE;
        }
    };
    for (key, language) in recordings(&pack) {
        println!("{key}\t{language}\t{}", clip_file_name(&key));
    }
    ExitCode::SUCCESS
}

/// A shipped pack by name, or the pack of a folder holding `pack.toml`.
fn load(name_or_path: &str) -> Result<VoicePack, PackError> {
    if VoicePack::is_builtin(name_or_path) {
        return VoicePack::builtin(name_or_path);
    }
    let file = Path::new(name_or_path).join("pack.toml");
    let file_name = file.display().to_string();
    let text = std::fs::read_to_string(&file).map_err(|e| PackError {
        pack: name_or_path.to_string(),
        file: file_name.clone(),
        problem: format!("cannot read it ({e})"),
    })?;
    VoicePack::parse(name_or_path, &file_name, &text)
}
