//! A refused move read in the other notation's letters, in the pack's words: "in French notation F is the Bishop:
//! type Bb5 here".

use crate::{
    notation::{Notation, OtherLetters},
    voice::{PhraseKey, Sentence, VoicePack, Word},
};

/// How the other notation's letters read a refused move, and what to type instead.
#[must_use]
pub(crate) fn other_letters(pack: &VoicePack, found: &OtherLetters) -> Sentence {
    let letters = match found.notation {
        Notation::Fr => PhraseKey::LettersFrench,
        Notation::En | Notation::De => PhraseKey::LettersEnglish,
    };
    Sentence::phrase(
        pack,
        PhraseKey::OtherLetters,
        vec![
            ("letters", Sentence::phrase(pack, letters, Vec::new())),
            ("letter", Sentence::figures(found.letter.to_string())),
            ("piece", Sentence::words(pack, &[Word::Piece(found.role)])),
            ("typed", Sentence::figures(found.typed.clone())),
        ],
    )
}
