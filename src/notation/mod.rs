//! Move input in every accepted form (announcements.md "Move input"), and movetext.
//!
//! [`MoveReader::read`] takes what a user typed and the position, and returns the one legal
//! move meant or a [`MoveError`] saying whether the text was unreadable, illegal (and why) or
//! ambiguous (and between which pieces).

mod error;
mod intent;
mod letters;
mod movetext;
mod pgn;
mod pgn_write;
mod phonetic;
mod resolve;
#[cfg(test)]
mod tests;

pub use error::{MoveError, Reason};
pub use intent::Intent;
pub use letters::Notation;
pub use movetext::split_movetext;
pub use pgn::{PgnGame, PgnGames};
pub use pgn_write::{write_pgn, PgnTags, RecordedMove};
pub use phonetic::{fold, Vocabulary};

use shakmaty::{Chess, Move};

use crate::voice::VoicePack;

/// Reads typed moves: SAN with any piece letters, castling signs, coordinates, and the
/// phonetic words of every shipped pack (plus the active one).
#[derive(Clone, Debug)]
pub struct MoveReader {
    notation: Notation,
    vocabulary: Vocabulary,
}

impl MoveReader {
    /// A reader knowing the words of `packs`.
    pub fn new<'a>(
        notation: Notation,
        packs: impl IntoIterator<Item = &'a VoicePack>,
    ) -> MoveReader {
        MoveReader {
            notation,
            vocabulary: Vocabulary::from_packs(packs),
        }
    }

    /// A reader knowing the words of every shipped pack and of `active` (which may be a
    /// user's own folder).
    pub fn for_pack(notation: Notation, active: &VoicePack) -> MoveReader {
        let mut packs: Vec<VoicePack> = crate::voice::builtin_names()
            .into_iter()
            .filter_map(|n| VoicePack::load(n).ok())
            .collect();
        packs.insert(0, active.clone());
        MoveReader::new(notation, &packs)
    }

    /// The ways `text` can be read as a move, without looking at a position.
    pub fn intents(&self, text: &str) -> Vec<Intent> {
        if let Some(intents) = intent::read_symbols(text, self.notation) {
            return intents;
        }
        self.vocabulary.read(text).into_iter().collect()
    }

    /// The legal move `text` describes in `pos`.
    ///
    /// # Errors
    /// [`MoveError`]: unreadable, illegal with the reason, or ambiguous with the candidates.
    pub fn read(&self, pos: &Chess, text: &str) -> Result<Move, MoveError> {
        let intents = self.intents(text);
        let mut moves: Vec<Move> = Vec::new();
        let mut first_error = None;
        for intent in intents {
            match resolve::resolve(pos, intent) {
                Ok(m) if !moves.contains(&m) => moves.push(m),
                Ok(_) => {}
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        match moves.as_slice() {
            [one] => Ok(*one),
            [] => Err(first_error.unwrap_or(MoveError::Unreadable)),
            many => Err(resolve::ambiguity(many)),
        }
    }
}
