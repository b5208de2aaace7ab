//! `tactus generate man|completions SHELL` (hidden): the manual page and the shells' completions, made from the same
//! clap definitions the program parses its command line with, so they never differ from it. `scripts/package` puts
//! them in the packages.

use std::{io::Write, process::ExitCode};

use clap::CommandFactory;

use super::{running, Failure};
use crate::cli::{Cli, GenerateArgs, Generated};
use tactus_runtime::{command_language_of, commands_section, main_page_end};

fn render(command: clap::Command, bytes: &mut Vec<u8>) -> Result<(), Failure> {
    clap_mangen::Man::new(command)
        .render(bytes)
        .map_err(|e| Failure::Message(format!("cannot write the manual page: {e}")))
}

/// The subcommands a user sees.
fn visible_subcommands(command: &clap::Command) -> impl Iterator<Item = String> + '_ {
    command
        .get_subcommands()
        .filter(|sub| !sub.is_hide_set() && sub.get_name() != "help")
        .map(|sub| sub.get_name().to_string())
}

/// Writes what was asked for to standard output.
///
/// # Errors
/// [`Failure::ClosedOutput`] when standard output is closed early, a message when it cannot be written.
pub(crate) fn run(args: &GenerateArgs) -> Result<ExitCode, Failure> {
    let mut command = Cli::command();
    let mut bytes = Vec::new();
    match &args.what {
        Generated::Man { subcommand: None } => {
            let pages: Vec<String> = visible_subcommands(&command)
                .map(|name| format!("tactus-{name}(1)"))
                .collect();
            render(command, &mut bytes)?;
            bytes.extend_from_slice(main_page_end(&pages).as_bytes());
        }
        Generated::Man {
            subcommand: Some(name),
        } => {
            let sub = command
                .find_subcommand(name)
                .filter(|sub| !sub.is_hide_set())
                .cloned()
                .ok_or_else(|| {
                    Failure::Message(format!(
                        "no subcommand {name}; the subcommands are {}",
                        visible_subcommands(&command).collect::<Vec<_>>().join(", ")
                    ))
                })?;
            render(sub.name(format!("tactus-{name}")), &mut bytes)?;
            if let Some(language) = command_language_of(name) {
                bytes.extend_from_slice(commands_section(language).as_bytes());
            }
            bytes.extend_from_slice(b".SH SEE ALSO\ntactus(1)\n");
        }
        Generated::Completions { shell } => {
            clap_complete::generate(*shell, &mut command, "tactus", &mut bytes);
        }
    }
    running::print(&String::from_utf8_lossy(&bytes))?;
    std::io::stdout()
        .flush()
        .map_err(|_| Failure::ClosedOutput)?;
    Ok(ExitCode::SUCCESS)
}
