//! A word the built-in voice has no clip for (a player's name, an event or a site from a PGN, what a refusal quotes
//! as typed) is spelled with the pack's letter clips (its `spelling_letters`, recorded like every other word), never
//! left out: each letter by its clip, a letter with a mark that has none by the letter without it ("é" as "e", "ß"
//! as "s s"), a run of digits by the pack's number words. A character with none of these (a symbol) is passed over.

use super::library::ClipLibrary;

impl ClipLibrary {
    /// The clips that spell `key`, or `None` when not one of its characters can be said.
    #[must_use]
    pub fn spelled(&self, key: &str) -> Option<Vec<&[i16]>> {
        let mut clips = Vec::new();
        let mut digits = String::new();
        for c in key.chars().chain(std::iter::once(' ')) {
            if c.is_ascii_digit() {
                digits.push(c);
                continue;
            }
            if !digits.is_empty() {
                clips.extend(self.number(&digits).unwrap_or_default());
                digits.clear();
            }
            if let Some(clip) = self.letter(c) {
                clips.push(clip);
            } else {
                for plain in without_mark(c).chars() {
                    clips.extend(self.letter(plain));
                }
            }
        }
        (!clips.is_empty()).then_some(clips)
    }

    /// The clip of the letter `c` (lower case), if it is a letter with one.
    fn letter(&self, c: char) -> Option<&[i16]> {
        if !c.is_alphabetic() {
            return None;
        }
        let lower: String = c.to_lowercase().collect();
        self.clip(&lower)
    }
}

/// The letters `c` is written with when its mark is left off ("é" → "e", "æ" → "ae"); "" for a character that is
/// not a Latin letter with a mark.
fn without_mark(c: char) -> &'static str {
    match c.to_lowercase().next().unwrap_or(c) {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'č' => "c",
        'ď' | 'đ' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ę' | 'ě' => "e",
        'ì' | 'í' | 'î' | 'ï' | 'ī' | 'ı' => "i",
        'ł' | 'ľ' => "l",
        'ñ' | 'ń' | 'ň' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => "o",
        'œ' => "oe",
        'ř' => "r",
        'ß' => "ss",
        'ś' | 'š' | 'ş' => "s",
        'ť' | 'ţ' => "t",
        'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' => "u",
        'ý' | 'ÿ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    /// A library whose clip for each key is one sample, numbered in the order given, and numbers 0 to 12 in words.
    fn library(keys: &[&str]) -> ClipLibrary {
        let clips: HashMap<String, Vec<i16>> = keys
            .iter()
            .zip(1..)
            .map(|(key, n)| ((*key).to_string(), vec![n]))
            .collect();
        let numbers = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        ];
        ClipLibrary::new(
            11_025,
            clips,
            numbers.iter().map(|n| (*n).to_string()).collect(),
        )
    }

    fn spelled(library: &ClipLibrary, key: &str) -> Option<Vec<i16>> {
        library.spelled(key).map(|clips| clips.concat())
    }

    #[test]
    fn a_word_is_spelled_letter_by_letter_with_digits_as_numbers() {
        let library = library(&["a", "n", "m", "g", "s", "u", "one", "two"]);
        assert_eq!(spelled(&library, "magnus"), Some(vec![3, 1, 4, 2, 6, 5]));
        assert_eq!(spelled(&library, "anna12"), Some(vec![1, 2, 2, 1, 7, 8]));
        assert_eq!(
            spelled(&library, "a1b2"),
            Some(vec![1, 7, 8]),
            "no clip for b: passed over"
        );
    }

    #[test]
    fn a_letter_with_a_mark_is_its_own_clip_else_the_letter_without_it() {
        let library = library(&["e", "ä", "s", "a"]);
        assert_eq!(spelled(&library, "ébä"), Some(vec![1, 2]));
        assert_eq!(spelled(&library, "ß"), Some(vec![3, 3]));
        assert_eq!(spelled(&library, "%&"), None);
    }
}
