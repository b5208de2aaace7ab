//! An adjournment's words: the sealed move, then, after `resume` (`fortsetzung`, `reprise`) or a `;`, the date, time
//! and place of resumption.

use super::{Argument, FreeText, Keyword, Verb};

/// The sealed move and the resumption in `rest` (as typed, trimmed); `None` when no move is named.
pub(super) fn read(rest: &str) -> Option<Argument> {
    // Byte offsets into `rest` itself, never into a lower-cased copy (lower case may change lengths).
    let keyword = rest.split_whitespace().find(|w| is_resume(w));
    let cut = match (keyword, rest.find(';')) {
        (Some(word), semicolon) => {
            let at = word.as_ptr() as usize - rest.as_ptr() as usize;
            Some(semicolon.map_or((at, at + word.len()), |s| {
                if s < at {
                    (s, s + 1)
                } else {
                    (at, at + word.len())
                }
            }))
        }
        (None, Some(s)) => Some((s, s + 1)),
        (None, None) => None,
    };
    let (sealed, resumption) = match cut {
        Some((start, end)) => {
            let after = rest[end..].trim_start_matches(';').trim();
            let after = after
                .split_once(char::is_whitespace)
                .filter(|(first, _)| is_resume(first))
                .map_or(after, |(_, r)| r.trim());
            (
                rest[..start].trim(),
                (!after.is_empty()).then(|| after.to_string()),
            )
        }
        None => (rest.trim(), None),
    };
    (!sealed.is_empty()).then(|| Argument::Adjournment {
        sealed: sealed.into(),
        resumption: resumption.map(FreeText::from),
    })
}

/// The word before the resumption's time and place: `resume`, `fortsetzung`, `reprise`, in any case.
fn is_resume(word: &str) -> bool {
    super::word(Verb::Adjourn, &word.to_lowercase()) == Some(Keyword::Resume)
}
