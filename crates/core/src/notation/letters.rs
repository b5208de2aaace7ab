//! Piece letters in typed notation: English, German and (on request) French.
//!
//! English (K Q R B N) and German (K D T L S) letters are always accepted; they never clash.
//! French letters (R D T F C) clash with English R, so they are used only in French notation
//! (the French pack's own, or `--notation fr`), where R means the king.

use shakmaty::Role;

/// Which piece letters typed SAN uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Notation {
    /// K Q R B N, plus the German letters.
    #[default]
    En,
    /// K D T L S, plus the English letters.
    De,
    /// R D T F C (R = king), plus the non-clashing English and German letters.
    Fr,
}

impl Notation {
    /// The notation a pack speaking `language` (BCP 47, "fr-FR") brings by default: French letters for French,
    /// German for German, English otherwise.
    #[must_use]
    pub fn of_language(language: &str) -> Notation {
        let primary = language.split(['-', '_']).next().unwrap_or_default();
        match primary.to_ascii_lowercase().as_str() {
            "fr" => Notation::Fr,
            "de" => Notation::De,
            _ => Notation::En,
        }
    }

    /// The letter this notation writes for a piece (`None` for the pawn, which has none).
    #[must_use]
    pub(crate) fn letter(self, role: Role) -> Option<char> {
        let letters = match self {
            Notation::En => ['K', 'Q', 'R', 'B', 'N'],
            Notation::De => ['K', 'D', 'T', 'L', 'S'],
            Notation::Fr => ['R', 'D', 'T', 'F', 'C'],
        };
        match role {
            Role::King => Some(letters[0]),
            Role::Queen => Some(letters[1]),
            Role::Rook => Some(letters[2]),
            Role::Bishop => Some(letters[3]),
            Role::Knight => Some(letters[4]),
            Role::Pawn => None,
        }
    }

    /// SAN written with English letters (as in PGN) in this notation's letters: the piece's letter and a promotion's
    /// ("Re1" is "Te1" in French, "e8=Q" is "e8=D"); castling and pawn moves stay as they are.
    #[must_use]
    pub fn from_english(self, san: &str) -> String {
        let mut after_equals = false;
        let mut first = true;
        san.chars()
            .map(|c| {
                let piece_letter = (first || after_equals) && c.is_ascii_uppercase();
                first = false;
                after_equals = c == '=';
                Role::from_char(c.to_ascii_lowercase())
                    .filter(|_| piece_letter)
                    .and_then(|role| self.letter(role))
                    .unwrap_or(c)
            })
            .collect()
    }

    /// The notation whose letters clash with this one's (R: a rook in English, a king in French); German letters
    /// clash with neither, so a German reader's other is French.
    #[must_use]
    pub(crate) fn other(self) -> Notation {
        match self {
            Notation::Fr => Notation::En,
            Notation::En | Notation::De => Notation::Fr,
        }
    }

    /// The piece an (upper-case) letter names, if any. `P` names the pawn.
    pub(crate) fn piece(self, letter: char) -> Option<Role> {
        let letter = letter.to_ascii_uppercase();
        if self == Notation::Fr {
            match letter {
                'R' => return Some(Role::King),
                'F' => return Some(Role::Bishop),
                'C' => return Some(Role::Knight),
                _ => {}
            }
        }
        match letter {
            'K' => Some(Role::King),
            'Q' | 'D' => Some(Role::Queen),
            'R' | 'T' => Some(Role::Rook),
            'B' | 'L' => Some(Role::Bishop),
            'N' | 'S' => Some(Role::Knight),
            'P' => Some(Role::Pawn),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_brings_its_letters() {
        assert_eq!(Notation::of_language("fr"), Notation::Fr);
        assert_eq!(Notation::of_language("fr-CA"), Notation::Fr);
        assert_eq!(Notation::of_language("de"), Notation::De);
        assert_eq!(Notation::of_language("en"), Notation::En);
        assert_eq!(Notation::of_language("nl"), Notation::En);
        assert_eq!(Notation::of_language(""), Notation::En);
    }

    #[test]
    fn english_san_is_written_in_each_notations_letters() {
        assert_eq!(Notation::Fr.from_english("Re1"), "Te1");
        assert_eq!(Notation::Fr.from_english("Kxe2+"), "Rxe2+");
        assert_eq!(Notation::Fr.from_english("exd8=Q#"), "exd8=D#");
        assert_eq!(Notation::De.from_english("Nbd2"), "Sbd2");
        assert_eq!(Notation::En.from_english("Bb5"), "Bb5");
        assert_eq!(Notation::Fr.from_english("O-O-O"), "O-O-O");
        assert_eq!(Notation::Fr.from_english("b4"), "b4");
    }

    #[test]
    fn each_notation_reads_its_own_letters_back() {
        for notation in [Notation::En, Notation::De, Notation::Fr] {
            for role in [
                Role::King,
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
            ] {
                let letter = notation.letter(role).expect("a piece has a letter");
                assert_eq!(notation.piece(letter), Some(role), "{notation:?} {letter}");
            }
            assert_eq!(notation.letter(Role::Pawn), None);
        }
    }

    #[test]
    fn letters_per_notation() {
        let cases = [
            (Notation::En, 'R', Some(Role::Rook)),
            (Notation::De, 'R', Some(Role::Rook)),
            (Notation::Fr, 'R', Some(Role::King)),
            (Notation::En, 'S', Some(Role::Knight)),
            (Notation::En, 'D', Some(Role::Queen)),
            (Notation::Fr, 'C', Some(Role::Knight)),
            (Notation::En, 'C', None),
            (Notation::Fr, 'F', Some(Role::Bishop)),
            (Notation::En, 'F', None),
            (Notation::De, 'L', Some(Role::Bishop)),
            (Notation::En, 'X', None),
            (Notation::En, 'n', Some(Role::Knight)),
        ];
        for (notation, letter, role) in cases {
            assert_eq!(notation.piece(letter), role, "{notation:?} {letter}");
        }
    }
}
