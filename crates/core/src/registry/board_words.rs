//! The words a square, a rank, a file or a piece is typed in, read into what they name: the grammar's readers of
//! these argument kinds, and the board mirror's.

use std::{collections::HashMap, sync::OnceLock};

use shakmaty::{File, Rank, Role, Square};

use crate::{
    notation::fold,
    voice::{builtin_names, Entry, VoicePack, Word},
};

/// Typed words (folded) that name files, ranks and pieces.
#[derive(Default)]
struct Words {
    files: HashMap<String, File>,
    ranks: HashMap<String, Rank>,
    pieces: HashMap<String, Role>,
}

/// Kinds of piece in the order their words are taken: the most valuable first (a word two kinds share names the
/// first).
const ROLES: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// Piece letters: English, and the German and French letters that cannot be mistaken for an English one.
const PIECE_LETTERS: [(&str, Role); 12] = [
    ("k", Role::King),
    ("q", Role::Queen),
    ("r", Role::Rook),
    ("b", Role::Bishop),
    ("n", Role::Knight),
    ("p", Role::Pawn),
    ("d", Role::Queen),
    ("t", Role::Rook),
    ("l", Role::Bishop),
    ("s", Role::Knight),
    ("f", Role::Bishop),
    ("c", Role::Knight),
];

/// German plurals, which are not the singular with an "s" (already folded).
const PLURALS: [(&str, Role); 6] = [
    ("konige", Role::King),
    ("koenige", Role::King),
    ("damen", Role::Queen),
    ("turme", Role::Rook),
    ("tuerme", Role::Rook),
    ("bauern", Role::Pawn),
];

impl Words {
    fn shipped() -> &'static Words {
        static SHIPPED: OnceLock<Words> = OnceLock::new();
        SHIPPED.get_or_init(|| {
            let mut words = Words::default();
            for (file, rank) in File::ALL.into_iter().zip(Rank::ALL) {
                words.files.insert(file.char().to_string(), file);
                words.ranks.insert(rank.char().to_string(), rank);
            }
            for (letter, role) in PIECE_LETTERS.into_iter().chain(PLURALS) {
                words.pieces.insert(letter.to_string(), role);
            }
            for name in builtin_names() {
                if let Ok(pack) = VoicePack::builtin(name) {
                    words.add_pack(&pack);
                }
            }
            words
        })
    }

    fn add_pack(&mut self, pack: &VoicePack) {
        for file in File::ALL {
            for form in forms(pack.word(Word::File(file))) {
                self.files.entry(form).or_insert(file);
            }
        }
        for rank in Rank::ALL {
            for form in forms(pack.word(Word::Rank(rank))) {
                self.ranks.entry(form).or_insert(rank);
            }
        }
        for role in ROLES {
            for form in forms(pack.word(Word::Piece(role))) {
                self.pieces.entry(format!("{form}s")).or_insert(role);
                self.pieces.entry(form).or_insert(role);
            }
        }
    }
}

/// The folded forms a pack word may be typed as: written or spoken, umlauts dropped or spelt out ("fünf" → "funf",
/// "fuenf").
fn forms(entry: &Entry) -> Vec<String> {
    let mut out = Vec::new();
    for form in [&entry.text, &entry.say] {
        let lower = form.to_lowercase();
        let spelt = lower
            .replace('ä', "ae")
            .replace('ö', "oe")
            .replace('ü', "ue");
        for folded in [fold(&lower), fold(&spelt)] {
            if !folded.is_empty() && !out.contains(&folded) {
                out.push(folded);
            }
        }
    }
    out
}

/// Squares, ranks, files and pieces as typed, in letters or words: looked up in the active pack's words, then in
/// letters and the words of every shipped pack ("e4", "Eva vier", "echo four", "Springer", "knights", "S"), accents
/// optional.
pub(crate) struct BoardWords {
    own: Words,
    shipped: &'static Words,
}

impl BoardWords {
    /// The words of the active pack first, then letters and the words of every shipped pack.
    pub(crate) fn new(pack: &VoicePack) -> Self {
        let mut own = Words::default();
        own.add_pack(pack);
        BoardWords {
            own,
            shipped: Words::shipped(),
        }
    }

    /// Letters and the words of the shipped packs only: for a line read without a session's pack (a binding checked
    /// when its keymap is loaded).
    pub(crate) fn shipped() -> Self {
        BoardWords {
            own: Words::default(),
            shipped: Words::shipped(),
        }
    }

    fn lookup<T: Copy>(
        &self,
        pick: impl Fn(&Words) -> &HashMap<String, T>,
        key: &str,
    ) -> Option<T> {
        pick(&self.own)
            .get(key)
            .or_else(|| pick(self.shipped).get(key))
            .copied()
    }

    pub(crate) fn file(&self, input: &str) -> Option<File> {
        self.lookup(|w| &w.files, &fold(input))
    }

    pub(crate) fn rank(&self, input: &str) -> Option<Rank> {
        self.lookup(|w| &w.ranks, &fold(input))
    }

    pub(crate) fn piece(&self, input: &str) -> Option<Role> {
        self.lookup(|w| &w.pieces, &fold(input))
    }

    /// "e4", or a file then a rank, each a letter, digit or word: "Eva vier", "e vier", "Eva 4", "echo four".
    pub(crate) fn square(&self, input: &str) -> Option<Square> {
        let folded = fold(input);
        let chars: Vec<char> = folded.chars().collect();
        if let [f, r] = chars.as_slice() {
            if let (Some(file), Some(rank)) = (File::from_char(*f), Rank::from_char(*r)) {
                return Some(Square::from_coords(file, rank));
            }
        }
        let tokens: Vec<&str> = folded.split(' ').collect();
        (1..tokens.len()).find_map(|cut| {
            let file = self.lookup(|w| &w.files, &tokens[..cut].join(" "))?;
            let rank = self.lookup(|w| &w.ranks, &tokens[cut..].join(" "))?;
            Some(Square::from_coords(file, rank))
        })
    }
}
