//! Why NVDA cannot be spoken through, each worded as a clause of `tactus devices`' line about it ("not found: …");
//! the system's reason is kept as the source.

use std::{io, sync::Arc};

use thiserror::Error;

use super::client::NAMES;

/// NVDA's controller client that cannot be had or does not answer. Cloned: the library is looked for once per
/// process, and its absence is told every time it is asked for.
#[derive(Clone, Debug, Error)]
pub(crate) enum NvdaError {
    /// The library is nowhere it is looked for.
    #[error(
        "neither {} nor {} is beside the program or on the library search path",
        NAMES[0],
        NAMES[1]
    )]
    NotFound,
    /// A library of that name without NVDA's functions.
    #[error("{name} lacks NVDA's functions ({source})")]
    LacksFunctions {
        /// The library's file name.
        name: String,
        /// The loader's reason.
        #[source]
        source: Arc<libloading::Error>,
    },
    /// A function answered with a Windows error code (NVDA not running: the RPC server is unavailable).
    #[error("NVDA did not answer ({0})")]
    NoAnswer(#[source] Arc<io::Error>),
}
