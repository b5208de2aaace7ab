//! Move input in every accepted form (docs/announcements.md "Move input"), and movetext.
//!
//! [`MoveReader::read`] takes what a user typed and the position, and returns the one legal
//! move meant or a [`MoveError`] saying whether the text was unreadable, illegal (and why) or
//! ambiguous (and between which pieces).

mod braille;
mod braille_board;
mod braille_text;
mod error;
mod intent;
mod letters;
mod movetext;
mod other_letters;
mod pgn;
mod pgn_write;
mod phonetic;
mod resolve;
#[cfg(test)]
mod tests;
mod wording;

pub(crate) use crate::voice::fold;
pub(crate) use braille::braille_scoresheet;
pub use braille::to_brf;
pub use braille_board::board_row;
pub(crate) use braille_text::braille_text;
pub use error::MoveError;
pub(crate) use error::Reason;
pub(crate) use intent::Intent;
pub use letters::Notation;
pub(crate) use movetext::{is_move_number_or_result, is_square, split_movetext};
pub(crate) use other_letters::OtherLetters;
pub(crate) use pgn::{
    comment_text, skipped_in_variations, split_games, unescape_tag, PgnError, PgnGame, Skipped,
};
pub use pgn::{without_bom, PgnGames};
pub(crate) use pgn_write::{write_game, write_pgn, Movetext, PgnMove, PgnTags, Wrapping};
pub(crate) use phonetic::Vocabulary;
pub(crate) use resolve::ambiguity as resolve_ambiguity;

use shakmaty::{Chess, Move};

use crate::voice::VoicePack;

/// The shipped packs, parsed once per process: every reader knows their words, and each game state, replay and
/// sheet comparison makes a reader.
fn shipped_packs() -> &'static [VoicePack] {
    static PACKS: std::sync::OnceLock<Vec<VoicePack>> = std::sync::OnceLock::new();
    PACKS.get_or_init(|| {
        crate::voice::builtin_names()
            .into_iter()
            .filter_map(|n| VoicePack::builtin(n).ok())
            .collect()
    })
}

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
        MoveReader::new(notation, std::iter::once(active).chain(shipped_packs()))
    }

    /// The piece letters typed moves are read with.
    #[must_use]
    pub(crate) fn notation(&self) -> Notation {
        self.notation
    }

    /// The ways `text` can be read as a move, without looking at a position.
    pub(crate) fn intents(&self, text: &str) -> Vec<Intent> {
        if let Some(intents) = intent::read_symbols(text, self.notation) {
            return intents;
        }
        self.vocabulary.read(text).into_iter().collect()
    }

    /// The legal move `intent` describes in `pos` (a move handed over as squares, not typed).
    ///
    /// # Errors
    /// [`MoveError`]: illegal with the reason, or ambiguous with the candidates.
    pub(crate) fn resolve(&self, pos: &Chess, intent: Intent) -> Result<Move, MoveError> {
        resolve::resolve(pos, intent)
    }

    /// The legal move `text` describes in `pos`.
    ///
    /// # Errors
    /// [`MoveError`]: unreadable, illegal with the reason, or ambiguous with the candidates.
    ///
    /// When the text can be read in more than one way (lower case: `bc4` is a b-pawn move or a
    /// bishop move), the first reading — as typed — wins when it is legal and complete; when it
    /// fits only with its capture sign left out, another legal reading makes the input ambiguous.
    ///
    /// ```
    /// use shakmaty::{Chess, Square};
    /// use tactus_core::{MoveReader, Notation, VoicePack};
    ///
    /// let reader = MoveReader::for_pack(Notation::default(), &VoicePack::default_pack());
    /// let start = Chess::default();
    /// // The phonetic words, SAN and coordinates are one move.
    /// let said = reader.read(&start, "Springer Felix drei").unwrap();
    /// assert_eq!(said, reader.read(&start, "Nf3").unwrap());
    /// assert_eq!(said, reader.read(&start, "g1f3").unwrap());
    /// assert_eq!(said.to(), Square::F3);
    /// // A move the position does not allow is refused, not guessed.
    /// assert!(reader.read(&start, "Nf6").is_err());
    /// ```
    pub fn read(&self, pos: &Chess, text: &str) -> Result<Move, MoveError> {
        let intents = self.intents(text);
        let Some((first, others)) = intents.split_first() else {
            return Err(MoveError::Unreadable);
        };
        let first_move = resolve::resolve(pos, *first);
        // In capitals (Caps Lock) no reading comes first: `BC4` is a bishop's move or a b-pawn's alike.
        let capitals = !text.chars().any(|c| c.is_ascii_lowercase());
        if let Ok(m) = first_move {
            if !capitals && !resolve::capture_sign_omitted(*first, m) {
                return Ok(m);
            }
        }
        let mut moves: Vec<Move> = first_move.iter().copied().collect();
        moves.extend(others.iter().filter_map(|i| resolve::resolve(pos, *i).ok()));
        moves.dedup();
        match moves.as_slice() {
            [one] => Ok(*one),
            [] => Err(first_move.expect_err("no move was found")),
            many => Err(resolve::ambiguity(many)),
        }
    }
}
