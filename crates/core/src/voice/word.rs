//! The words of a move announcement, as meaning rather than language.
//!
//! The core decides *what* to say (a file, a rank, a piece, "capture"…); a [`VoicePack`]
//! decides *how* it is written and spoken. Tests of the core compare `Word`s, not strings.
//!
//! [`VoicePack`]: super::VoicePack

use shakmaty::{CastlingSide, File, Rank, Role};

/// One word (or fixed group of words) of a move announcement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Word {
    /// A file's letter.
    File(File),
    /// A rank's number.
    Rank(Rank),
    /// A piece's name.
    Piece(Role),
    /// Said for a capture.
    Capture,
    /// Said after a move that gives check.
    Check,
    /// Said after a move that mates.
    Mate,
    /// Said after an en passant capture.
    EnPassant,
    /// Castling on this side.
    Castle(CastlingSide),
    /// Said before the promotion piece ("promotes to" in English; nothing in the FIDE words).
    Promotion,
    /// Said before a move that replaces a pending one: a slip of the tongue corrected ("Korrektur").
    Correction,
}

impl Word {
    /// Every word a pack must define, in the order of the pack file.
    pub fn all() -> impl Iterator<Item = Word> {
        let files = File::ALL.into_iter().map(Word::File);
        let ranks = Rank::ALL.into_iter().map(Word::Rank);
        let pieces = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ]
        .into_iter()
        .map(Word::Piece);
        let others = [
            Word::Capture,
            Word::Check,
            Word::Mate,
            Word::EnPassant,
            Word::Castle(CastlingSide::KingSide),
            Word::Castle(CastlingSide::QueenSide),
            Word::Promotion,
            Word::Correction,
        ];
        files.chain(ranks).chain(pieces).chain(others)
    }

    /// The key naming this word in a pack's `[words]` table.
    pub(crate) fn key(self) -> String {
        match self {
            Word::File(f) => format!("file_{}", f.char()),
            Word::Rank(r) => format!("rank_{}", r.char()),
            Word::Piece(role) => role_key(role).to_string(),
            Word::Capture => "capture".into(),
            Word::Check => "check".into(),
            Word::Mate => "mate".into(),
            Word::EnPassant => "en_passant".into(),
            Word::Castle(CastlingSide::KingSide) => "castle_short".into(),
            Word::Castle(CastlingSide::QueenSide) => "castle_long".into(),
            Word::Promotion => "promotion".into(),
            Word::Correction => "correction".into(),
        }
    }

    /// Whether a pack may leave this word empty (nothing is said for it).
    pub(crate) fn may_be_silent(self) -> bool {
        self == Word::Promotion
    }
}

fn role_key(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_word_has_a_distinct_key() {
        let keys: Vec<String> = Word::all().map(Word::key).collect();
        assert_eq!(keys.len(), 8 + 8 + 6 + 8);
        assert_eq!(keys.iter().collect::<HashSet<_>>().len(), keys.len());
        assert_eq!(keys[0], "file_a");
        assert_eq!(keys[15], "rank_8");
        assert_eq!(keys[16], "king");
    }
}
