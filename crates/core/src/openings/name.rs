//! A named line, and how a typed name is matched to it.
//!
//! A typed name is the name when it is the same letters in the same words, whatever their case; it is *near* the name
//! when, after accents are taken off letters ("Réti", "Grünfeld"), apostrophes dropped ("Kings") and other
//! punctuation read as spaces, it has the same words as the name where the words after the family (the variation and
//! subvariation, after the colon) may come in any order, and the family before the colon may be left out when a
//! variation is given ("Najdorf Variation" for "Sicilian Defense: Najdorf Variation").

use shakmaty::Move;

/// A named line of the tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Its ECO code ("B90").
    pub eco: String,
    /// Its English name ("Sicilian Defense: Najdorf Variation").
    pub name: String,
    /// Its moves from the start position.
    pub moves: Vec<Move>,
}

/// How close a typed name is to an opening's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameMatch {
    /// The name, whatever its case.
    Exact,
    /// Near the name: accents, punctuation, the variation's word order or the family left out.
    Near,
    /// Another name.
    Other,
}

impl Opening {
    pub(crate) fn new(eco: &str, name: &str, moves: Vec<Move>) -> Opening {
        Opening {
            eco: eco.to_string(),
            name: name.to_string(),
            moves,
        }
    }

    /// The family: the name before its colon ("Sicilian Defense").
    #[must_use]
    pub fn family(&self) -> &str {
        self.name.split(':').next().unwrap_or(&self.name).trim()
    }

    /// How close `typed` is to this opening's name.
    #[must_use]
    pub fn matches(&self, typed: &str) -> NameMatch {
        let spaced = |text: &str| {
            text.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase()
        };
        if spaced(typed) == spaced(&self.name) {
            return NameMatch::Exact;
        }
        let typed = words(typed);
        let family = words(self.family());
        let variation = words(self.name.split_once(':').map_or("", |(_, rest)| rest));
        let mut whole = family.clone();
        whole.extend(variation.iter().cloned());
        let near = if typed.len() >= family.len() && typed[..family.len()] == family[..] {
            same_words(&typed[family.len()..], &variation)
        } else {
            !variation.is_empty() && same_words(&typed, &variation)
        };
        if near || typed == whole {
            NameMatch::Near
        } else {
            NameMatch::Other
        }
    }
}

/// Whether `a` and `b` are the same words in any order.
fn same_words(a: &[String], b: &[String]) -> bool {
    let mut a = a.to_vec();
    let mut b = b.to_vec();
    a.sort();
    b.sort();
    a == b
}

/// The words of `text` in lower case, accents taken off, apostrophes dropped, other punctuation read as spaces.
fn words(text: &str) -> Vec<String> {
    let folded: String = text
        .chars()
        .filter(|c| !matches!(c, '\'' | '’'))
        .flat_map(char::to_lowercase)
        .map(|c| {
            if c.is_alphanumeric() {
                unaccented(c)
            } else {
                ' '
            }
        })
        .collect();
    folded.split_whitespace().map(str::to_string).collect()
}

/// A letter without its accent.
fn unaccented(c: char) -> char {
    match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => 'a',
        'ç' | 'č' | 'ć' => 'c',
        'è' | 'é' | 'ê' | 'ë' | 'ě' => 'e',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'ñ' | 'ń' | 'ň' => 'n',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' => 'o',
        'ù' | 'ú' | 'û' | 'ü' | 'ů' => 'u',
        'ý' | 'ÿ' => 'y',
        'š' | 'ś' => 's',
        'ž' | 'ź' | 'ż' => 'z',
        'ř' => 'r',
        'ł' => 'l',
        other => other,
    }
}
