//! What can be wrong with the built-in mapping (`default.toml`) or a layout written in it.

use thiserror::Error;

/// A mistake in the built-in mapping; a test keeps the shipped one right.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum TableError {
    /// The file is not TOML of the mapping's shape: the TOML reader's message.
    #[error("{0}")]
    Toml(String),
    /// A table names something that is not a button.
    #[error("no button is called {0:?}")]
    NoButton(String),
    /// A layout's labels or swaps name something that is not a button.
    #[error("layout {layout}: no button is called {written:?}")]
    NoButtonInLayout {
        /// The layout's name.
        layout: String,
        /// The name written.
        written: String,
    },
    /// `default_layout` names no layout.
    #[error("no layout is called {0:?}")]
    NoLayout(String),
}
