//! One module per subcommand: each reads its options, does its work through the core, and
//! prints in the requested format.

pub mod announce;
pub mod board;
pub mod clock;
pub mod compare;
pub mod devices;
pub mod drill;
pub mod endgame;
pub mod export;
pub mod games;
pub mod generate;
pub mod listen;
pub mod online;
pub mod play;
pub mod puzzle;
pub mod resume;
pub mod runner;
pub mod running;
pub mod training;
pub mod voices;

use std::{fmt, process::ExitCode};

use clap::Parser;

/// `tactus` with no subcommand is `tactus play` with its defaults (docs/cli.md).
///
/// # Errors
/// As [`play::run`].
pub fn play_default() -> Result<ExitCode, Failure> {
    let cli = crate::cli::Cli::try_parse_from(["tactus", "play"])
        .map_err(|e| Failure::Message(e.to_string()))?;
    match cli.command {
        Some(crate::cli::Command::Play(args)) => play::run(&args),
        _ => Err(Failure::Message("tactus play could not be started".into())),
    }
}

/// Why a subcommand ended early.
#[derive(Debug)]
pub enum Failure {
    /// Something was wrong: exit code 2, and this message on standard error.
    Message(String),
    /// Standard output was closed early (piped into `head`): the command ends quietly, with success, since nothing
    /// was wrong with its input.
    ClosedOutput,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Message(message) => f.write_str(message),
            Failure::ClosedOutput => f.write_str("the output was closed"),
        }
    }
}

impl Failure {
    /// Whether this is [`Failure::ClosedOutput`].
    pub fn is_closed_output(&self) -> bool {
        matches!(self, Failure::ClosedOutput)
    }
}

impl<E: std::error::Error> From<E> for Failure {
    fn from(e: E) -> Self {
        Failure::Message(e.to_string())
    }
}
