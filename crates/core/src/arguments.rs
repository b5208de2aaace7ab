//! What the clock's and the game's command languages share: a side's word, and the arbiter's clock adjustment (its
//! words are read by the grammar, `crate::registry`).

use crate::{
    clock::Side,
    registry::{self, Keyword},
};

/// What the arbiter does to a clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Adjustment {
    /// Add these milliseconds (negative to take away).
    Add(i64),
    /// Set the remaining time to these milliseconds.
    Set(i64),
}

/// A side's name, lower case, in English, German or French: `white`, `weiß`, `weiss`, `blancs`, `blanc`; `black`,
/// `schwarz`, `noirs`, `noir`.
#[must_use]
pub(crate) fn side_word(word: &str) -> Option<Side> {
    registry::side_name(word).and_then(side_of)
}

/// The side a word of the grammar names, if it names one.
#[must_use]
pub(crate) fn side_of(word: Keyword) -> Option<Side> {
    match word {
        Keyword::White => Some(Side::White),
        Keyword::Black => Some(Side::Black),
        _ => None,
    }
}
