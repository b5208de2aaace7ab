//! Prints the words a voice pack's built-in voice must have clips for, one per line:
//! `<key>\t<language>\t<file name without .wav>`, sorted by key.
//!
//! `scripts/make-clips` records them, so the script and the program agree on every word (the Rust tokenizer decides).
//! Usage: `cargo run -p tactus-devices --example clip-words -- PACK` (a shipped pack's name or a pack folder).

use std::process::ExitCode;

use tactus_devices::clips::{recordings, tokens::file_name};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [pack] = args.as_slice() else {
        eprintln!("usage: clip-words PACK");
        return ExitCode::from(2);
    };
    let pack = match tactus_runtime::voices::load(pack) {
        Ok(pack) => pack,
        Err(e) => {
            eprintln!("clip-words: {e}");
            return ExitCode::FAILURE;
        }
    };
    for (key, language) in recordings(&pack) {
        println!("{key}\t{language}\t{}", file_name(&key));
    }
    ExitCode::SUCCESS
}
