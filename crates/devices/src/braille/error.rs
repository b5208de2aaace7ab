//! Why a braille display cannot be reached or used, in words that go into a notice or `tactus devices`.

#[cfg(feature = "braille")]
use std::sync::Arc;

use thiserror::Error;

/// A braille display that cannot be reached or used.
#[derive(Clone, Debug, Error)]
pub enum BrailleError {
    /// BrlAPI's library is not installed: how to get it, for this system.
    #[error("{0}")]
    NoLibrary(&'static str),
    /// The library lacks a function of BrlAPI 0.8; the loader's reason is the source.
    #[cfg(feature = "braille")]
    #[error("libbrlapi has no {name}: {source}")]
    NoFunction {
        /// The function's name.
        name: &'static str,
        /// The loader's reason.
        #[source]
        source: Arc<libloading::Error>,
    },
    /// BrlAPI's own description of what failed (no server, refused, the connection closed), as part of a sentence.
    #[error("{0}")]
    Brlapi(String),
    /// BRLTTY runs without a display.
    #[error("BRLTTY has no display")]
    NoDisplay,
}
