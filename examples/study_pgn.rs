//! Writes a made-up study as PGN to standard output, for measuring the analysis board (CONTRIBUTING.md,
//! "Analysis board"); how many moves it holds goes to standard error.
//!
//! ```text
//! cargo run --release --example study_pgn -- games 2000 > target/study/games-2000.pgn
//! cargo run --release --example study_pgn -- nodes 10000 > target/study/nodes-10000.pgn
//! ```
//!
//! `games N`: N games of 80 plies, a variation after about one move in eight (12 plies, with variations of 6 plies in them).
//! `nodes N`: one game of N moves in all, its main line long and its variations many.

#[path = "../benches/study_pgn/mod.rs"]
mod study_pgn;

use std::io::Write;

use study_pgn::{study_pgn, Shape};

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let count = args.get(1).and_then(|n| n.parse::<usize>().ok());
    let made = match (args.first().map(String::as_str), count) {
        (Some("games"), Some(games)) => Some(study_pgn(
            games,
            Shape {
                main: 80,
                every: 8,
                length: 12,
                depth: 2,
                budget: usize::MAX,
            },
            0x5eed,
        )),
        (Some("nodes"), Some(nodes)) => Some(study_pgn(
            1,
            Shape {
                main: u32::MAX,
                every: 2,
                length: 40,
                depth: 3,
                budget: nodes,
            },
            0x5eed,
        )),
        _ => None,
    };
    let Some((text, nodes)) = made else {
        eprintln!("usage: study_pgn games N | study_pgn nodes N");
        return std::process::ExitCode::from(2);
    };
    eprintln!("{nodes} moves");
    if std::io::stdout().write_all(text.as_bytes()).is_err() {
        return std::process::ExitCode::FAILURE;
    }
    std::process::ExitCode::SUCCESS
}
