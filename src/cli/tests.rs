//! The command line's definitions checked: consistent, and the options parsed as documented.

use super::*;
use clap::CommandFactory;

#[test]
fn the_command_line_is_consistent() {
    Cli::command().debug_assert();
}

#[test]
fn announce_options_parse() {
    let cli = Cli::try_parse_from([
        "tactus", "announce", "--style", "long", "--voice", "en", "e4", "e5",
    ])
    .unwrap();
    let Some(Command::Announce(args)) = cli.command else {
        panic!("not announce")
    };
    assert_eq!(args.moves, ["e4", "e5"]);
    assert_eq!(args.common.style, Style::Long);
    assert_eq!(args.common.voice, "en");
    assert!(Cli::try_parse_from(["tactus", "announce", "--pgn", "x.pgn", "e4"]).is_err());
    assert!(Cli::try_parse_from(["tactus", "announce", "--style", "medium"]).is_err());
}

#[test]
fn clock_options_parse() {
    let cli = Cli::try_parse_from([
        "tactus",
        "clock",
        "--time",
        "5+3",
        "--cues",
        "both",
        "--blind",
        "black",
        "--script",
        "-",
        "--virtual-time",
        "--format",
        "json",
        "--sound",
        "off",
    ])
    .unwrap();
    let Some(Command::Clock(args)) = cli.command else {
        panic!("not clock")
    };
    assert_eq!(args.run.sound.sound, Sound::Off);
    assert_eq!(args.time.as_deref(), Some("5+3"));
    assert_eq!(
        (args.cues.whose, args.blind),
        (tactus_core::Cues::Both, Blind::Black)
    );
    assert_eq!(args.run.script.as_deref(), Some("-"));
    assert!(args.run.virtual_time);
    assert_eq!(args.format, Format::Json);
    assert!(Cli::try_parse_from(["tactus", "clock"]).is_err());
    assert!(
        Cli::try_parse_from(["tactus", "clock", "--time", "5", "--time-control", "300"]).is_err()
    );
    assert!(Cli::try_parse_from(["tactus", "clock", "--time-control", "300"]).is_ok());
    let Some(Command::Clock(args)) = Cli::try_parse_from(["tactus", "clock", "--time", "5"])
        .unwrap()
        .command
    else {
        panic!("not clock")
    };
    assert_eq!(args.run.sound.sound, Sound::On);
    assert!(Cli::try_parse_from(["tactus", "clock", "--time", "5", "--sound", "loud"]).is_err());
}
