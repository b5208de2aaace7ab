//! One module per subcommand: each reads its options, does its work through the core, and
//! prints in the requested format.

pub mod announce;
pub mod clock;
pub mod voices;

use std::{fmt, process::ExitCode};

use clap::CommandFactory;

/// `tactus` with no subcommand: the overview of subcommands, as plain lines.
///
/// # Errors
/// A [`Failure`] when standard output cannot be written.
pub fn overview() -> Result<ExitCode, Failure> {
    crate::cli::Cli::command().print_long_help()?;
    Ok(ExitCode::SUCCESS)
}

/// A failure that ends a subcommand with exit code 2 and this message on standard error.
#[derive(Debug)]
pub struct Failure(pub String);

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl Failure {
    /// Standard output was closed early (piped into `head`): the command ends quietly, with
    /// success, since nothing was wrong with its input.
    pub fn closed_output() -> Failure {
        Failure(String::new())
    }

    /// Whether this is [`Failure::closed_output`].
    pub fn is_closed_output(&self) -> bool {
        self.0.is_empty()
    }
}

impl<E: std::error::Error> From<E> for Failure {
    fn from(e: E) -> Self {
        Failure(e.to_string())
    }
}
