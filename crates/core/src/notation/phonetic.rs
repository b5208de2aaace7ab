//! Moves typed as spoken words, in the words of any voice pack: "springer felix drei",
//! "david schlaegt eva fuenf", "eva acht dame", "kurze rochade", "knight foxtrot three".
//!
//! Accents and umlauts are optional ("fünf", "funf" and "fuenf" all read as 5). Words from
//! different packs may be mixed, and a square may also be typed as letters ("springer f3").

use std::collections::HashMap;

use shakmaty::{File, Rank, Role, Square};

use super::Intent;
use crate::voice::{fold, VoicePack, Word};

/// The words of every pack, folded for matching typed text.
#[derive(Clone, Debug, Default)]
pub(crate) struct Vocabulary {
    /// Folded word sequence (single spaces) → meaning.
    words: HashMap<String, Word>,
    /// The longest entry, in words.
    longest: usize,
}

impl Vocabulary {
    /// The words of the given packs (written and spoken forms).
    pub(crate) fn from_packs<'a>(packs: impl IntoIterator<Item = &'a VoicePack>) -> Vocabulary {
        let mut vocabulary = Vocabulary::default();
        for pack in packs {
            for word in Word::all() {
                let entry = pack.word(word);
                for form in [&entry.text, &entry.say] {
                    for folded in folds(form) {
                        if !folded.is_empty() {
                            vocabulary.longest = vocabulary.longest.max(folded.split(' ').count());
                            vocabulary.words.entry(folded).or_insert(word);
                        }
                    }
                }
            }
        }
        vocabulary
    }

    /// Reads typed words as a move; `None` when some word is not a chess word or the words do
    /// not make a move.
    pub(crate) fn read(&self, text: &str) -> Option<Intent> {
        let symbols = self.symbols(text)?;
        grammar(&symbols)
    }

    fn symbols(&self, text: &str) -> Option<Vec<Symbol>> {
        let tokens: Vec<String> = fold(text)
            .split(|c: char| c.is_whitespace() || c == ',' || c == '-')
            .filter(|t| !t.is_empty())
            .map(str::to_string)
            .collect();
        let mut symbols = Vec::new();
        let mut i = 0;
        while i < tokens.len() {
            let (symbol, used) = self
                .longest_match(&tokens[i..])
                .or_else(|| letters(&tokens[i]).map(|s| (s, 1)))?;
            symbols.extend(symbol);
            i += used;
        }
        (!symbols.is_empty()).then_some(symbols)
    }

    fn longest_match(&self, tokens: &[String]) -> Option<(Vec<Symbol>, usize)> {
        (1..=self.longest.min(tokens.len())).rev().find_map(|n| {
            let joined = tokens[..n].join(" ");
            self.words.get(&joined).map(|w| (vec![Symbol::Word(*w)], n))
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Symbol {
    Word(Word),
    Quiet,
}

/// A token that is not a pack word: a square (`f3`), a file letter, a rank digit, `x`, `+`.
fn letters(token: &str) -> Option<Vec<Symbol>> {
    let chars: Vec<char> = token.chars().collect();
    match chars.as_slice() {
        [f, r] if File::from_char(*f).is_some() && Rank::from_char(*r).is_some() => Some(vec![
            Symbol::Word(Word::File(File::from_char(*f)?)),
            Symbol::Word(Word::Rank(Rank::from_char(*r)?)),
        ]),
        [f] if File::from_char(*f).is_some() => {
            Some(vec![Symbol::Word(Word::File(File::from_char(*f)?))])
        }
        [r] if Rank::from_char(*r).is_some() => {
            Some(vec![Symbol::Word(Word::Rank(Rank::from_char(*r)?))])
        }
        ['x'] | [':'] => Some(vec![Symbol::Word(Word::Capture)]),
        ['+'] | ['#'] | ['!'] | ['?'] => Some(vec![Symbol::Quiet]),
        _ => None,
    }
}

/// Piece [from-file] [from-rank] [capture [captured piece]] file rank [en passant] [promotion] [piece] [check|mate]
fn grammar(symbols: &[Symbol]) -> Option<Intent> {
    let words: Vec<Word> = symbols
        .iter()
        .filter_map(|s| match s {
            Symbol::Word(Word::Check | Word::Mate | Word::EnPassant) | Symbol::Quiet => None,
            Symbol::Word(w) => Some(*w),
        })
        .collect();
    if let [Word::Castle(side)] = words.as_slice() {
        return Some(Intent::Castle(*side));
    }
    let (role, mut rest) = match words.as_slice() {
        [Word::Piece(role), rest @ ..] => (*role, rest),
        rest => (Role::Pawn, rest),
    };
    let mut promotion = None;
    if let [init @ .., Word::Piece(p)] = rest {
        if matches!(init.last(), Some(Word::Rank(_)) | Some(Word::Promotion)) {
            promotion = Some(*p);
            rest = init;
        }
    }
    if let [init @ .., Word::Promotion] = rest {
        promotion?;
        rest = init;
    }
    let mut capture = false;
    let mut coords: Vec<Word> = Vec::new();
    let mut iter = rest.iter().peekable();
    while let Some(word) = iter.next() {
        match word {
            Word::Capture => {
                capture = true;
                if let Some(Word::Piece(_)) = iter.peek() {
                    iter.next();
                }
            }
            Word::File(_) | Word::Rank(_) => coords.push(*word),
            _ => return None,
        }
    }
    let (from_file, from_rank, to) = match coords.as_slice() {
        [from @ .., Word::File(f), Word::Rank(r)] => {
            let to = Square::from_coords(*f, *r);
            match from {
                [] => (None, None, to),
                [Word::File(ff)] => (Some(*ff), None, to),
                [Word::Rank(fr)] => (None, Some(*fr), to),
                [Word::File(ff), Word::Rank(fr)] => (Some(*ff), Some(*fr), to),
                _ => return None,
            }
        }
        _ => return None,
    };
    Some(Intent::Move {
        role: Some(role),
        from_file,
        from_rank,
        capture,
        to,
        promotion,
    })
}

/// The folded forms a written word may be typed as: without umlauts, and with them written
/// out German-style ("fünf" → "funf" and "fuenf").
fn folds(form: &str) -> Vec<String> {
    let lower = form.to_lowercase();
    let spelled: String = lower
        .replace('ä', "ae")
        .replace('ö', "oe")
        .replace('ü', "ue");
    let mut forms = vec![fold(&lower), fold(&spelled)];
    forms.dedup();
    forms
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingSide, Square::*};

    fn vocabulary() -> Vocabulary {
        let packs: Vec<VoicePack> = crate::voice::builtin_names()
            .into_iter()
            .map(|n| VoicePack::builtin(n).unwrap())
            .collect();
        Vocabulary::from_packs(&packs)
    }

    fn mv(
        role: Role,
        from_file: Option<File>,
        from_rank: Option<Rank>,
        capture: bool,
        to: Square,
        promotion: Option<Role>,
    ) -> Intent {
        Intent::Move {
            role: Some(role),
            from_file,
            from_rank,
            capture,
            to,
            promotion,
        }
    }

    #[test]
    fn words_of_every_pack_are_read() {
        let v = vocabulary();
        let cases = [
            (
                "springer felix drei",
                mv(Role::Knight, None, None, false, F3, None),
            ),
            (
                "Springer Felix drei",
                mv(Role::Knight, None, None, false, F3, None),
            ),
            ("eva vier", mv(Role::Pawn, None, None, false, E4, None)),
            ("felix drei", mv(Role::Pawn, None, None, false, F3, None)),
            (
                "david schlaegt eva fuenf",
                mv(Role::Pawn, Some(File::D), None, true, E5, None),
            ),
            (
                "david schlägt eva fünf",
                mv(Role::Pawn, Some(File::D), None, true, E5, None),
            ),
            (
                "david schlagt eva funf",
                mv(Role::Pawn, Some(File::D), None, true, E5, None),
            ),
            (
                "david eva fuenf",
                mv(Role::Pawn, Some(File::D), None, false, E5, None),
            ),
            (
                "eva acht dame",
                mv(Role::Pawn, None, None, false, E8, Some(Role::Queen)),
            ),
            (
                "eva eight promotes to queen",
                mv(Role::Pawn, None, None, false, E8, Some(Role::Queen)),
            ),
            (
                "eva schlaegt david acht springer schach",
                mv(
                    Role::Pawn,
                    Some(File::E),
                    None,
                    true,
                    D8,
                    Some(Role::Knight),
                ),
            ),
            (
                "laeufer schlaegt cesar sechs",
                mv(Role::Bishop, None, None, true, C6, None),
            ),
            (
                "läufer schlägt césar sechs",
                mv(Role::Bishop, None, None, true, C6, None),
            ),
            (
                "springer bella david zwei",
                mv(Role::Knight, Some(File::B), None, false, D2, None),
            ),
            (
                "turm eins eva zwei",
                mv(Role::Rook, None, Some(Rank::First), false, E2, None),
            ),
            (
                "dame hector vier schlaegt eva eins",
                mv(
                    Role::Queen,
                    Some(File::H),
                    Some(Rank::Fourth),
                    true,
                    E1,
                    None,
                ),
            ),
            (
                "knight foxtrot three",
                mv(Role::Knight, None, None, false, F3, None),
            ),
            (
                "cavalier felix trois",
                mv(Role::Knight, None, None, false, F3, None),
            ),
            ("springer f3", mv(Role::Knight, None, None, false, F3, None)),
            (
                "bauer eva zwei eva vier",
                mv(
                    Role::Pawn,
                    Some(File::E),
                    Some(Rank::Second),
                    false,
                    E4,
                    None,
                ),
            ),
            (
                "laeufer bella fuenf schlaegt springer cesar sechs",
                mv(
                    Role::Bishop,
                    Some(File::B),
                    Some(Rank::Fifth),
                    true,
                    C6,
                    None,
                ),
            ),
            (
                "eva schlaegt david sechs en passant",
                mv(Role::Pawn, Some(File::E), None, true, D6, None),
            ),
            ("kurze rochade", Intent::Castle(CastlingSide::KingSide)),
            (
                "Lange Rochade Schach",
                Intent::Castle(CastlingSide::QueenSide),
            ),
            ("short castle", Intent::Castle(CastlingSide::KingSide)),
            ("petit roque", Intent::Castle(CastlingSide::KingSide)),
            ("grand roque", Intent::Castle(CastlingSide::QueenSide)),
        ];
        for (text, expected) in cases {
            assert_eq!(v.read(text), Some(expected), "{text}");
        }
    }

    #[test]
    fn non_moves_are_not_read() {
        let v = vocabulary();
        for text in [
            "",
            "springer",
            "felix",
            "springer felix",
            "hello world",
            "drei felix",
            "kurze rochade eva vier",
            "eva vier dame dame",
        ] {
            assert_eq!(v.read(text), None, "{text:?}");
        }
    }

    #[test]
    fn folding() {
        assert_eq!(fold("  Fünf  SCHLÄGT "), "funf schlagt");
        assert_eq!(folds("fünf"), vec!["funf".to_string(), "fuenf".to_string()]);
        assert_eq!(folds("Anna"), vec!["anna".to_string()]);
    }
}
