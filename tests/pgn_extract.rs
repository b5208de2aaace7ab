//! The exported PGN read by another program: pgn-extract replays every move, and its UCI output must be the game
//! that was played (installed by `scripts/setup --test`).

use crate::support;

use std::path::PathBuf;

use crate::support::{run_with_stdin, tactus};

fn pgn_extract() -> Option<PathBuf> {
    let in_path = std::env::var_os("PATH")
        .map(|p| {
            std::env::split_paths(&p)
                .map(|d| d.join("pgn-extract"))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default();
    in_path
        .into_iter()
        .chain([
            PathBuf::from("/usr/games/pgn-extract"),
            PathBuf::from("/usr/bin/pgn-extract"),
        ])
        .find(|p| p.is_file())
}

fn pgn_extract_replays_the_export() {
    let Some(tool) = pgn_extract() else {
        support::require("pgn-extract", false);
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.jsonl");
    let script = "go\nwait 10s\ne4\npress\nwait 5s\ne5\ndraw black\npress\nwait 3s\nSpringer Felix drei\npress\n\
                  Nc6\npress\nBb5\npress\nO-O-O\na6\npress\nBxc6\npress\ndxc6\npress\nO-O\npress\nresign black\nyes\n";
    let played = run_with_stdin(
        tactus()
            .args([
                "play",
                "--time",
                "90+30",
                "--white",
                "Ann \"Quote\" Lee",
                "--event",
                "Club",
            ])
            .args([
                "--sound",
                "off",
                "--speech",
                "off",
                "--virtual-time",
                "--script",
                "-",
                "--journal",
            ])
            .arg(&journal),
        script,
    );
    assert!(
        played.status.success(),
        "{}",
        String::from_utf8_lossy(&played.stderr)
    );
    let pgn = dir.path().join("game.pgn");
    let export = tactus()
        .args(["export", "--to", "pgn", "-o"])
        .arg(&pgn)
        .arg(&journal)
        .output()
        .unwrap();
    assert!(
        export.status.success(),
        "{}",
        String::from_utf8_lossy(&export.stderr)
    );
    let out = std::process::Command::new(tool)
        .args(["-s", "-Wuci"])
        .arg(&pgn)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && !stderr.contains("Failed"),
        "{stderr}"
    );
    assert!(
        stdout.contains("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6 d7c6 e1g1 1-0"),
        "{stdout}"
    );
    assert!(
        stdout.contains("[White \"Ann \\\"Quote\\\" Lee\"]"),
        "{stdout}"
    );
    assert!(stdout.contains("[Event \"Club\"]"), "{stdout}");
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![crate::trial(
        "pgn_extract::pgn_extract_replays_the_export",
        pgn_extract_replays_the_export,
    )];
    trials
}
