//! An opening in the pack's words: "Opening: B90, Sicilian Defense: Najdorf Variation", the name said by an English
//! voice whatever the pack, since the names are English data.

use super::Opening;
use crate::voice::{PhraseKey, Sentence, VoicePack};

/// The answer to `opening`: the opening's ECO code and name, or that no named position has been reached.
#[must_use]
pub(crate) fn named(pack: &VoicePack, opening: Option<&Opening>) -> Sentence {
    match opening {
        Some(opening) => Sentence::phrase(
            pack,
            PhraseKey::OpeningNamed,
            vec![
                ("eco", Sentence::figures(opening.eco.clone())),
                ("name", Sentence::english(opening.name.clone())),
            ],
        ),
        None => Sentence::phrase(pack, PhraseKey::OpeningNone, Vec::new()),
    }
}
