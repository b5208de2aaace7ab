//! The `tactus` binary: parse the command line, run the subcommand, turn failures into a
//! message on standard error and an exit code (0 success, 1 a check found a problem, 2 bad input). Started by a
//! double-click on Windows, it keeps its window open at the end until Enter is pressed (`tactus_devices::wait_if_console_alone`).

use std::process::ExitCode;

use crate::cli::scripted::scripted;
use crate::cli::{Cli, Command};
use clap::{parser::ValueSource, ArgMatches, CommandFactory, FromArgMatches};
use tactus_devices::wait_if_console_alone;
use tactus_runtime::Given;

mod cli;
mod commands;

fn main() -> ExitCode {
    let matches = match Cli::command().try_get_matches() {
        Ok(matches) => matches,
        Err(e) => {
            let _ = e.print();
            wait_if_console_alone(false);
            return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
        }
    };
    let code = run(&matches);
    wait_if_console_alone(scripted(&matches));
    code
}

/// Runs the subcommand `matches` name.
fn run(matches: &ArgMatches) -> ExitCode {
    let mut cli = Cli::from_arg_matches(matches).unwrap_or_else(|e| e.exit());
    if let (Some(Command::Resume(args)), Some(("resume", given))) =
        (&mut cli.command, matches.subcommand())
    {
        let typed = |id: &str| given.value_source(id) == Some(ValueSource::CommandLine);
        args.given = Given {
            voice: typed("voice"),
            style: typed("style"),
            notation: typed("notation"),
        };
    }
    let result = match cli.command {
        Some(Command::Announce(args)) => commands::announce::run(&args),
        Some(Command::Voices(args)) => commands::voices::run(&args),
        Some(Command::Devices(args)) => commands::devices::run(&args),
        Some(Command::Board(args)) => commands::board::run(&args),
        Some(Command::Clock(args)) => commands::clock::run(&args),
        Some(Command::Play(args)) => commands::play::run(&args),
        Some(Command::Resume(args)) => commands::resume::run(&args),
        Some(Command::Export(args)) => commands::export::run(&args),
        Some(Command::Games(args)) => commands::games::run(&args),
        Some(Command::Compare(args)) => commands::compare::run(&args),
        Some(Command::Listen(args)) => commands::listen::run(&args),
        Some(Command::Analyse(args)) => commands::analyse::run(&args),
        Some(Command::Drill(args)) => commands::drill::run(&args),
        Some(Command::Endgame(args)) => commands::endgame::run(&args),
        Some(Command::Puzzle(args)) => commands::puzzle::run(&args),
        Some(Command::Online(args)) => commands::online::run(&args),
        Some(Command::Follow(args)) => commands::follow::run(&args),
        Some(Command::Review(args)) => commands::review::run(&args),
        Some(Command::Generate(args)) => commands::generate::run(&args),
        None => commands::play_default(),
    };
    match result {
        Ok(code) => code,
        Err(failure) if failure.is_closed_output() => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("tactus: {}", tactus_core::visible(&failure.to_string()));
            ExitCode::from(2)
        }
    }
}
