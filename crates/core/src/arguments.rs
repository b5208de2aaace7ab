//! Arguments that the clock's and the game's command languages share: a side and the arbiter's clock adjustment
//! (`wait`'s duration is the grammar's). Read once here, so that `tactus clock` and `tactus play` accept exactly the same forms.

use crate::{
    clock::{parse_duration, parse_signed_duration, Side},
    registry::{self, FreeText, Usage, Verb, Word, ADJUST_USAGE},
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

/// Why the arguments of a known command cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgumentError {
    /// The command is written wrongly; the right form.
    Usage(Usage),
    /// A DURATION that cannot be read, as typed.
    Duration(FreeText),
}

/// `white`/`w` or `black`/`b` (lower case), or the side's name in German or French (`weiß`, `noirs`).
#[must_use]
pub fn side(word: &str) -> Option<Side> {
    registry::side(word).and_then(side_of)
}

/// A side's name, lower case, in English, German or French: `white`, `weiß`, `weiss`, `blancs`, `blanc`; `black`,
/// `schwarz`, `noirs`, `noir`.
#[must_use]
pub(crate) fn side_word(word: &str) -> Option<Side> {
    registry::side_name(word).and_then(side_of)
}

/// The side a word of the grammar names, if it names one.
#[must_use]
pub(crate) fn side_of(word: Word) -> Option<Side> {
    match word {
        Word::White => Some(Side::White),
        Word::Black => Some(Side::Black),
        _ => None,
    }
}

/// `add|set white|black DURATION` after the word `arbiter`, lower case; the duration may be written with spaces
/// (`1m 30s`).
///
/// # Errors
/// [`ArgumentError`] for a wrong form or an unreadable duration.
pub fn adjustment(args: &[&str]) -> Result<(Side, Adjustment), ArgumentError> {
    let [action, who, duration @ ..] = args else {
        return Err(ArgumentError::Usage(ADJUST_USAGE));
    };
    let who = side(who).ok_or(ArgumentError::Usage(ADJUST_USAGE))?;
    if duration.is_empty() {
        return Err(ArgumentError::Usage(ADJUST_USAGE));
    }
    let text = duration.concat();
    let refused = |_| ArgumentError::Duration(duration.join(" ").into());
    let adjustment = match registry::word(Verb::Arbiter, action) {
        Some(Word::Add) => Adjustment::Add(parse_signed_duration(&text).map_err(refused)?),
        Some(Word::Set) => {
            let ms = parse_duration(&text).map_err(refused)?;
            Adjustment::Set(i64::try_from(ms).unwrap_or(i64::MAX))
        }
        _ => return Err(ArgumentError::Usage(ADJUST_USAGE)),
    };
    Ok((who, adjustment))
}
