//! A refused move read in the other notation's letters, in the pack's words: "in French notation F is the Bishop:
//! type Bb5 here".

use crate::{
    notation::{Notation, OtherLetters},
    voice::{PhraseKey, VoicePack},
};

/// How the other notation's letters read a refused move, and what to type instead.
#[must_use]
pub(crate) fn other_letters(pack: &VoicePack, found: &OtherLetters) -> String {
    let letters = match found.notation {
        Notation::Fr => PhraseKey::LettersFrench,
        Notation::En | Notation::De => PhraseKey::LettersEnglish,
    };
    pack.phrase(
        PhraseKey::OtherLetters,
        &[
            ("letters", &pack.phrase(letters, &[])),
            ("letter", &found.letter.to_string()),
            ("piece", &pack.piece(found.role)),
            ("typed", &found.typed),
        ],
    )
}
