//! A drill's answers as typed: a piece with its colour, a set of squares, or a square's colour, in letters or in the
//! words of any voice pack, accents optional.
//!
//! Every word comes from the packs: the piece words, the colour words of the `white`, `black`, `white_piece` and
//! `black_piece` phrases ("white", "Weiß", "des Blancs"), the words for an empty square (`empty`, `square_empty`),
//! the light and dark of a square (`drill_light`, `drill_dark`) and the list separators; only `none` and `and` are
//! English, like the command words. A word may be typed with another ending ("blanche" or "blanc" for "Blancs",
//! "weisser" for "weiss"). Squares are read by the board mirror's own reader.

use std::collections::BTreeSet;

use shakmaty::{Chess, Color, Piece, Role, Square};

use crate::{
    notation::{fold, Notation},
    session::mirror::Mirror,
    voice::{builtin_names, PhraseKey, VoicePack, Word},
};

/// The pieces in the order their words are looked up.
const ROLES: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// The shortest word that may be typed with an ending added or left off.
const SHORTEST_STEM: usize = 4;

/// The answer words of every shipped pack and the active one, folded.
#[derive(Clone, Debug)]
pub(crate) struct AnswerWords {
    pieces: Vec<(String, Role)>,
    white: Vec<String>,
    black: Vec<String>,
    /// Words that stand between a piece and its colour ("von", "des").
    filler: Vec<String>,
    empty: Vec<String>,
    light: Vec<String>,
    dark: Vec<String>,
    pack: VoicePack,
    notation: Notation,
}

impl AnswerWords {
    /// The words of `active` and of every shipped pack; `notation` says what the letter R means (a king in French).
    #[must_use]
    pub(crate) fn new(active: &VoicePack, notation: Notation) -> Self {
        let mut packs = vec![active.clone()];
        packs.extend(
            builtin_names()
                .into_iter()
                .filter_map(|n| VoicePack::builtin(n).ok()),
        );
        let mut words = AnswerWords {
            pieces: Vec::new(),
            white: vec!["white".into()],
            black: vec!["black".into()],
            filler: vec!["and".into()],
            empty: vec!["none".into(), "-".into()],
            light: Vec::new(),
            dark: Vec::new(),
            pack: active.clone(),
            notation,
        };
        for pack in &packs {
            words.add(pack);
        }
        words
    }

    fn add(&mut self, pack: &VoicePack) {
        for role in ROLES {
            let entry = pack.word(Word::Piece(role));
            for form in [&entry.text, &entry.say] {
                for folded in folds(form) {
                    push(&mut self.pieces, (folded, role));
                }
            }
        }
        let white = template_words(pack, PhraseKey::White)
            .into_iter()
            .chain(template_words(pack, PhraseKey::WhitePiece))
            .collect::<Vec<_>>();
        let black = template_words(pack, PhraseKey::Black)
            .into_iter()
            .chain(template_words(pack, PhraseKey::BlackPiece))
            .collect::<Vec<_>>();
        for word in &white {
            if black.contains(word) {
                push(&mut self.filler, word.clone());
            } else {
                push(&mut self.white, word.clone());
            }
        }
        for word in black.into_iter().filter(|w| !white.contains(w)) {
            push(&mut self.black, word);
        }
        for key in [PhraseKey::Empty, PhraseKey::SquareEmpty] {
            for word in template_words(pack, key) {
                push(&mut self.empty, word);
            }
        }
        for word in template_words(pack, PhraseKey::ListLastSeparator) {
            push(&mut self.filler, word);
        }
        for word in template_words(pack, PhraseKey::DrillLight) {
            push(&mut self.light, word);
        }
        for word in template_words(pack, PhraseKey::DrillDark) {
            push(&mut self.dark, word);
        }
    }

    /// The letters moves are typed in.
    pub(crate) fn notation(&self) -> Notation {
        self.notation
    }

    /// A piece with its colour ("white knight", "Springer von Weiß", "cavalier noir", "N" for White's, "n" for
    /// Black's), or `Some(None)` for an empty square ("empty", "nothing", "leer", "rien", "none").
    ///
    /// `None` when the answer cannot be read (or names no colour).
    #[must_use]
    pub(crate) fn piece(&self, input: &str) -> Option<Option<Piece>> {
        let trimmed = input.trim();
        if let Some(piece) = self.letter(trimmed) {
            return Some(Some(piece));
        }
        let tokens = tokens(trimmed);
        if !tokens.is_empty() && tokens.iter().all(|t| matches(&self.empty, t)) {
            return Some(None);
        }
        let mut color = None;
        let mut role = None;
        for token in tokens.iter().filter(|t| !self.filler.contains(t)) {
            if let Some(found) = self.piece_word(token) {
                if role.replace(found).is_some_and(|before| before != found) {
                    return None;
                }
            } else if matches(&self.white, token) {
                if color.replace(Color::White) == Some(Color::Black) {
                    return None;
                }
            } else if matches(&self.black, token) {
                if color.replace(Color::Black) == Some(Color::White) {
                    return None;
                }
            } else {
                return None;
            }
        }
        Some(Some(Piece {
            color: color?,
            role: role?,
        }))
    }

    /// A piece letter: upper case for White, lower case for Black (as in a FEN). English letters, the German ones
    /// that are no English letter (D, T, L, S), and the French ones (F, C; R is a king with `--notation fr`).
    fn letter(&self, input: &str) -> Option<Piece> {
        let mut chars = input.chars();
        let (c, None) = (chars.next()?, chars.next()) else {
            return None;
        };
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let role = match c.to_ascii_lowercase() {
            'k' => Role::King,
            'r' if self.notation == Notation::Fr => Role::King,
            'q' | 'd' => Role::Queen,
            'r' | 't' => Role::Rook,
            'b' | 'l' | 'f' => Role::Bishop,
            'n' | 's' | 'c' => Role::Knight,
            'p' => Role::Pawn,
            _ => return None,
        };
        Some(Piece { color, role })
    }

    fn piece_word(&self, token: &str) -> Option<Role> {
        self.pieces
            .iter()
            .find(|(word, _)| same_word(word, token))
            .map(|(_, role)| *role)
    }

    /// Squares in any order and form ("b1 g1", "Bella eins, Gustav eins", "b1 and Gustav 1"), each once; the empty
    /// set for "none", "nothing", "nichts", "rien". `None` when some part is not a square.
    #[must_use]
    pub(crate) fn squares(&self, input: &str) -> Option<BTreeSet<Square>> {
        let tokens: Vec<String> = tokens(input)
            .into_iter()
            .filter(|t| !self.filler.contains(t))
            .collect();
        if tokens.is_empty() {
            return None;
        }
        if tokens.iter().all(|t| matches(&self.empty, t)) {
            return Some(BTreeSet::new());
        }
        let start = Chess::default();
        let mirror = Mirror::new(&start, &self.pack, Color::White);
        let mut found = BTreeSet::new();
        let mut i = 0;
        while i < tokens.len() {
            if let Ok(square) = mirror.find_square(&tokens[i]) {
                found.insert(square);
                i += 1;
            } else {
                let pair = tokens.get(i..i + 2)?.join(" ");
                found.insert(mirror.find_square(&pair).ok()?);
                i += 2;
            }
        }
        Some(found)
    }

    /// A square's colour: `Some(true)` for light ("light", "hell", "claire", "white"), `Some(false)` for dark.
    #[must_use]
    pub(crate) fn colour(&self, input: &str) -> Option<bool> {
        let tokens = tokens(input);
        let [token] = tokens.as_slice() else {
            return None;
        };
        let light = matches(&self.light, token) || matches(&self.white, token);
        let dark = matches(&self.dark, token) || matches(&self.black, token);
        match (light, dark) {
            (true, false) => Some(true),
            (false, true) => Some(false),
            _ => None,
        }
    }
}

/// The folded words a typed answer is made of: split at spaces and punctuation.
fn tokens(input: &str) -> Vec<String> {
    fold(input)
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ':' | '.' | '!' | '?'))
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// The folded words of a phrase, without its placeholders and punctuation.
fn template_words(pack: &VoicePack, key: PhraseKey) -> Vec<String> {
    let template = pack.template(key);
    let mut words = Vec::new();
    for piece in template.split_whitespace() {
        // A placeholder takes the word it is glued to with it ("{side}'s").
        if piece.contains('{') {
            continue;
        }
        for word in folds(piece) {
            for token in tokens(&word) {
                if !words.contains(&token) {
                    words.push(token);
                }
            }
        }
    }
    words
}

/// The folded forms of a written word: umlauts dropped and spelt out ("Weiß" → "weiss"; "fünf" → "funf",
/// "fuenf").
fn folds(form: &str) -> Vec<String> {
    let lower = form.to_lowercase();
    let spelt = lower
        .replace('ä', "ae")
        .replace('ö', "oe")
        .replace('ü', "ue");
    let mut out = Vec::new();
    for folded in [fold(&lower), fold(&spelt)] {
        if !folded.is_empty() && !out.contains(&folded) {
            out.push(folded);
        }
    }
    out
}

fn push<T: PartialEq>(list: &mut Vec<T>, item: T) {
    if !list.contains(&item) {
        list.push(item);
    }
}

fn matches(words: &[String], token: &str) -> bool {
    words.iter().any(|word| same_word(word, token))
}

/// The same word, or one with a different ending of at most two letters after a common stem that is long enough to
/// stand for it ("noire" for "noirs", "blanche" for "blancs", "weisser" for "weiss").
fn same_word(word: &str, token: &str) -> bool {
    if word == token {
        return true;
    }
    let stem = word
        .chars()
        .zip(token.chars())
        .take_while(|(a, b)| a == b)
        .count();
    let ending = |w: &str| w.chars().count() - stem;
    stem >= SHORTEST_STEM && ending(word) <= 2 && ending(token) <= 2
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words() -> AnswerWords {
        AnswerWords::new(&VoicePack::builtin("fide").unwrap(), Notation::En)
    }

    fn piece(color: Color, role: Role) -> Option<Option<Piece>> {
        Some(Some(Piece { color, role }))
    }

    #[test]
    fn pieces_in_letters_and_words_of_every_pack() {
        let w = words();
        let cases = [
            ("white knight", piece(Color::White, Role::Knight)),
            ("Knight white", piece(Color::White, Role::Knight)),
            ("N", piece(Color::White, Role::Knight)),
            ("n", piece(Color::Black, Role::Knight)),
            ("S", piece(Color::White, Role::Knight)),
            ("Springer weiss", piece(Color::White, Role::Knight)),
            ("Springer von Weiß", piece(Color::White, Role::Knight)),
            ("schwarzer Läufer", piece(Color::Black, Role::Bishop)),
            ("Laeufer schwarz", piece(Color::Black, Role::Bishop)),
            ("cavalier blanc", piece(Color::White, Role::Knight)),
            ("Dame des Noirs", piece(Color::Black, Role::Queen)),
            ("tour noire", piece(Color::Black, Role::Rook)),
            ("black koenig", piece(Color::Black, Role::King)),
            ("R", piece(Color::White, Role::Rook)),
            ("empty", Some(None)),
            ("nothing", Some(None)),
            ("leer", Some(None)),
            ("rien", Some(None)),
            ("vide", Some(None)),
            ("none", Some(None)),
            ("knight", None),
            ("white black knight", None),
            ("white knight bishop", None),
            ("white elephant", None),
            ("", None),
            ("x", None),
        ];
        for (input, expected) in cases {
            assert_eq!(w.piece(input), expected, "{input:?}");
        }
        let french = AnswerWords::new(&VoicePack::builtin("fr").unwrap(), Notation::Fr);
        assert_eq!(french.piece("R"), piece(Color::White, Role::King));
    }

    #[test]
    fn squares_in_any_form_and_order() {
        let w = words();
        let set = |names: &[&str]| -> Option<BTreeSet<Square>> {
            Some(names.iter().map(|n| n.parse().unwrap()).collect())
        };
        let cases = [
            ("b1 g1", set(&["b1", "g1"])),
            ("g1, b1", set(&["b1", "g1"])),
            ("Bella eins, Gustav eins", set(&["b1", "g1"])),
            ("bravo one and golf one", set(&["b1", "g1"])),
            ("Gustav 1 oder b1", set(&["b1", "g1"])),
            ("e4 e4", set(&["e4"])),
            ("Cäsar fünf", set(&["c5"])),
            ("none", set(&[])),
            ("keine", None),
            ("nichts", set(&[])),
            ("b1 g9", None),
            ("Bella", None),
            ("", None),
        ];
        for (input, expected) in cases {
            assert_eq!(w.squares(input), expected, "{input:?}");
        }
    }

    #[test]
    fn square_colours() {
        let w = words();
        for light in ["light", "Hell", "clair", "claire", "white", "blanche"] {
            assert_eq!(w.colour(light), Some(true), "{light}");
        }
        for dark in [
            "dark", "dunkel", "foncé", "foncee", "black", "schwarz", "noire",
        ] {
            assert_eq!(w.colour(dark), Some(false), "{dark}");
        }
        for neither in ["grey", "light dark", ""] {
            assert_eq!(w.colour(neither), None, "{neither}");
        }
    }
}
