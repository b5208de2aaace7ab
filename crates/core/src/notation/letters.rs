//! Piece letters in typed notation: English, German and (on request) French.
//!
//! English (K Q R B N) and German (K D T L S) letters are always accepted; they never clash.
//! French letters (R D T F C) clash with English R, so they are used only with `--notation fr`,
//! where R means the king.

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
    /// The piece an (upper-case) letter names, if any. `P` names the pawn.
    pub fn piece(self, letter: char) -> Option<Role> {
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
