//! When the window is kept open, and what counts as a scripted run.

use clap::CommandFactory;

use super::*;
use crate::cli::Cli;

#[test]
fn only_a_console_of_its_own_typed_at_is_kept_open() {
    // Started from Explorer: alone on its console, a person at it.
    assert!(keeps_open(Some(1), true, false));
    // From a command prompt (the shell shares the console), or from a program's pipes, or without a console.
    assert!(!keeps_open(Some(2), true, false));
    assert!(!keeps_open(Some(3), true, false));
    assert!(!keeps_open(Some(1), false, false));
    assert!(!keeps_open(None, true, false));
    assert!(!keeps_open(Some(0), true, false));
    // Scripted: a program reads the output.
    assert!(!keeps_open(Some(1), true, true));
}

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
