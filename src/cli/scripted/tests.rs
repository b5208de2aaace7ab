//! Which runs are scripted: a script or JSON output.

use clap::CommandFactory;

use crate::cli::scripted::scripted;
use crate::cli::Cli;

fn scripted_line(words: &[&str]) -> bool {
    let matches = Cli::command()
        .try_get_matches_from(std::iter::once("tactus").chain(words.iter().copied()))
        .unwrap();
    scripted(&matches)
}

#[test]
fn a_script_or_json_output_is_a_scripted_run() {
    assert!(!scripted_line(&[]));
    assert!(!scripted_line(&["play"]));
    assert!(!scripted_line(&["play", "--format", "text"]));
    assert!(!scripted_line(&["devices"]));
    assert!(scripted_line(&["play", "--script", "-"]));
    assert!(scripted_line(&[
        "clock",
        "--time",
        "90+30",
        "--script=moves.txt"
    ]));
    assert!(scripted_line(&["play", "--format", "json"]));
    assert!(scripted_line(&["devices", "--format=json"]));
    assert!(scripted_line(&["voices", "--format", "json"]));
}
