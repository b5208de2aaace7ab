//! `tactus generate man|completions SHELL` (hidden): the manual page and the shells' completions, made from the same
//! clap definitions the program parses its command line with, so they never differ from it. `scripts/package` puts
//! them in the packages.

use std::{io::Write, process::ExitCode};

use clap::CommandFactory;

use super::{running, Failure};
use crate::cli::{Cli, GenerateArgs, Generated};
use tactus_core::registry::{self, Language};

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

/// The main page's sections beyond the options: the files, the environment, and the subcommands' own pages.
fn main_page_end(pages: &[String]) -> String {
    format!(
        r".SH FILES
.TP
\fI~/.local/share/tactus/games/\fR (\fI%APPDATA%\\tactus\\games\fR on Windows)
The game journals, one per game: every move is written there before it is announced.
\fBtactus games\fR lists them; \fBtactus resume\fR continues the latest unfinished one.
.TP
\fI~/.config/tactus/config.toml\fR (\fI%APPDATA%\\tactus\\config.toml\fR on Windows)
The user's settings: keys, gamepad layouts, speech.
.TP
\fI/usr/share/tactus/voices/\fR
The built-in voice's recorded clips; also looked for in the user's data folder and beside the program.
\fBtactus devices\fR says where they were found.
.SH ENVIRONMENT
.TP
\fBTACTUS_CONFIG\fR
The config file to read instead of the usual one.
.TP
\fBTACTUS_VOICES\fR
The only folder to look for the built-in voice's clips in.
.TP
\fBTACTUS_SCREEN_READER\fR
The screen reader running (a name), or none: overrides the look for one.
.SH SEE ALSO
{}
.PP
The guide and the command-line contract: \fI/usr/share/doc/tactus/\fR.
",
        pages.join(", ")
    )
}

/// Text for a manual page: its backslashes and hyphens escaped, so that roff prints them as written.
fn roff(text: &str) -> String {
    text.replace('\\', "\\e").replace('-', "\\-")
}

/// The command language of a subcommand's session, if it reads commands.
fn language_of(subcommand: &str) -> Option<Language> {
    let subcommand = if subcommand == "resume" {
        "play"
    } else {
        subcommand
    };
    Language::ALL
        .into_iter()
        .find(|language| language.subcommand() == subcommand)
}

/// The page's section of the commands its session reads, made from the command registry as `docs/commands.md` is.
fn commands_section(language: Language) -> String {
    let mut text = String::from(
        ".SH COMMANDS\nWhat can be typed while it runs; case and extra spaces do not matter, and each voice pack's \
         own words work too (see \\fIcommands.md\\fR).\n",
    );
    for spec in registry::COMMANDS
        .iter()
        .filter(|spec| spec.speaks(language))
    {
        let names: Vec<String> = spec.names.iter().map(|name| roff(name)).collect();
        let usage = spec.usage.english();
        let written = if usage == spec.name() {
            "Written alone.".to_string()
        } else {
            format!("Written {}.", roff(&usage))
        };
        text.push_str(&format!(
            ".TP\n\\fB{}\\fR\n{written}\n",
            names.join("\\fR, \\fB")
        ));
    }
    text
}

/// Writes what was asked for to standard output.
///
/// # Errors
/// [`Failure::ClosedOutput`] when standard output is closed early, a message when it cannot be written.
pub fn run(args: &GenerateArgs) -> Result<ExitCode, Failure> {
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
            if let Some(language) = language_of(name) {
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
