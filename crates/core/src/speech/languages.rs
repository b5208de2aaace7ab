//! Which words of a sentence are in which language: in the `fide` pack the move words (Anna … Hector, eins … acht,
//! Koenig … Bauer) are German and the sentences around them English, and each is to be spoken by a voice of its own
//! language ("vier" by an English voice is "veer").
//!
//! A word is in the move language when it is one of the pack's move words in its spoken form; everything else
//! (phrase words, numbers, names the user typed) is in the phrase language. Spaces and punctuation stay with the word
//! before them, so each part keeps its pauses.

use crate::voice::{VoicePack, Word};

use super::Part;

/// The parts of `spoken` (a sentence in `pack`'s spoken forms) by language, in order; empty when the pack speaks
/// one language only, or the whole sentence is in `language`.
#[must_use]
pub fn parts(pack: &VoicePack, spoken: &str, language: &str) -> Vec<Part> {
    if pack.move_language == pack.phrase_language {
        return Vec::new();
    }
    let move_words: Vec<&str> = Word::all()
        .flat_map(|word| pack.word(word).say.split_whitespace())
        .collect();
    let mut parts: Vec<Part> = Vec::new();
    for (word, rest) in words(spoken) {
        let in_move_words = move_words.contains(&word);
        let of = if in_move_words {
            &pack.move_language
        } else {
            &pack.phrase_language
        };
        // A word made of no letters (a number in digits, a dash) joins the part it stands in.
        let of = match parts.last() {
            Some(last) if !word.chars().any(char::is_alphabetic) => last.language.clone(),
            _ => of.clone(),
        };
        match parts.last_mut() {
            Some(last) if last.language == of => {
                last.text.push_str(word);
                last.text.push_str(rest);
            }
            _ => parts.push(Part {
                text: format!("{word}{rest}"),
                language: of,
            }),
        }
    }
    for part in &mut parts {
        part.text = part.text.trim().to_string();
    }
    parts.retain(|part| !part.text.is_empty());
    if parts.iter().all(|part| part.language == language) {
        return Vec::new();
    }
    parts
}

/// The words of `text`, each with the spaces and punctuation after it; spaces and punctuation before the first word
/// are left out (they are not heard).
fn words(text: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    let mut start = 0;
    while let Some(&(at, c)) = chars.peek() {
        if c.is_alphanumeric() {
            break;
        }
        chars.next();
        start = at + c.len_utf8();
    }
    while start < text.len() {
        let word_end = text[start..]
            .char_indices()
            .find(|(_, c)| !(c.is_alphanumeric() || *c == '-' || *c == '\''))
            .map_or(text.len(), |(at, _)| start + at);
        let rest_end = text[word_end..]
            .char_indices()
            .find(|(_, c)| c.is_alphanumeric())
            .map_or(text.len(), |(at, _)| word_end + at);
        out.push((&text[start..word_end], &text[word_end..rest_end]));
        start = rest_end;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(pack: &str, text: &str) -> Vec<(String, String)> {
        let pack = VoicePack::builtin(pack).unwrap();
        parts(&pack, &pack.spoken(text), &pack.phrase_language)
            .into_iter()
            .map(|part| (part.language, part.text))
            .collect()
    }

    #[test]
    fn move_words_are_german_in_english_sentences() {
        assert_eq!(
            split("fide", "Rank vier: white Turm Anna, Koenig Eva"),
            [
                ("en".to_string(), "Rank".to_string()),
                ("de".into(), "vier:".into()),
                ("en".into(), "white".into()),
                ("de".into(), "Turm Anna, König Eva".into()),
            ]
        );
        assert_eq!(
            split("fide", "Cue: White, five minutes left"),
            Vec::<(String, String)>::new()
        );
    }

    #[test]
    fn a_pack_of_one_language_is_not_split() {
        assert!(split("de", "Reihe vier: weiß Turm Anna").is_empty());
        assert!(split("en", "Rank four: white Rook Anna").is_empty());
    }

    #[test]
    fn a_sentence_all_in_move_words_is_one_part_of_that_language() {
        let pack = VoicePack::builtin("fide").unwrap();
        let said = parts(&pack, "Springer Felix drei", "en");
        assert_eq!(said.len(), 1);
        assert_eq!(said[0].language, "de");
        assert!(parts(&pack, "Springer Felix drei", "de").is_empty());
    }
}
