//! One module per subcommand: each reads its options, does its work through the core, and
//! prints in the requested format.

pub(crate) mod analyse;
pub(crate) mod announce;
pub(crate) mod board;
pub(crate) mod clock;
pub(crate) mod compare;
pub(crate) mod devices;
pub(crate) mod drill;
pub(crate) mod endgame;
pub(crate) mod export;
pub(crate) mod follow;
pub(crate) mod games;
pub(crate) mod generate;
pub(crate) mod listen;
pub(crate) mod online;
pub(crate) mod play;
pub(crate) mod puzzle;
pub(crate) mod resume;
pub(crate) mod review;
pub(crate) mod runner;
pub(crate) mod running;
pub(crate) mod training;
pub(crate) mod voices;

use std::{fmt, process::ExitCode};

use clap::Parser;

/// `tactus` with no subcommand is `tactus play` with its defaults (docs/cli.md).
///
/// # Errors
/// As [`play::run`].
pub(crate) fn play_default() -> Result<ExitCode, Failure> {
    let cli = crate::cli::Cli::try_parse_from(["tactus", "play"])
        .map_err(|e| Failure::Message(e.to_string()))?;
    match cli.command {
        Some(crate::cli::Command::Play(args)) => play::run(&args),
        _ => Err(Failure::Message("tactus play could not be started".into())),
    }
}

/// Why a subcommand ended early.
#[derive(Debug)]
pub(crate) enum Failure {
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
    pub(crate) fn is_closed_output(&self) -> bool {
        matches!(self, Failure::ClosedOutput)
    }
}

impl<E: std::error::Error> From<E> for Failure {
    fn from(e: E) -> Self {
        Failure::Message(e.to_string())
    }
}
