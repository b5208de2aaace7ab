//! Which words of a sentence are in which language: in the `fide` pack the move words (Anna … Hector, eins … acht,
//! Koenig … Bauer) are German and the sentences around them English, and each is to be spoken by a voice of its own
//! language ("vier" by an English voice is "veer").
//!
//! A sentence says which voice says each of its pieces ([`Said`]): move words are in the move language, everything
//! else (phrase words, numbers, names the user typed) in the phrase language. Only in text worded elsewhere
//! ([`Voice::Found`]) is a word taken to be in the move language when it is one of the pack's move words in its spoken
//! form. English data (an opening's name, [`Voice::English`]) is English in every pack. Spaces and punctuation stay
//! with the word before them, so each part keeps its pauses.

use crate::voice::{Said, Voice, VoicePack, Word};

use super::{LanguagePart, Piece};

/// The parts of the spoken pieces `said` by language, in order; empty when the pack speaks one language only, or the
/// whole sentence is in `language`.
#[must_use]
pub(crate) fn parts(pack: &VoicePack, said: &[Said], language: &str) -> Vec<LanguagePart> {
    let english = |piece: &Said| piece.voice == Voice::English && pack.phrase_language != "en";
    if pack.move_language == pack.phrase_language && !said.iter().any(english) {
        return Vec::new();
    }
    let mut split = Split::new(pack);
    for piece in said {
        split.piece(piece);
    }
    split.close();
    let mut parts = split.parts;
    for part in &mut parts {
        part.text = part.text.trim().to_string();
    }
    parts.retain(|part| !part.text.is_empty());
    if parts.iter().all(|part| part.language == language) {
        return Vec::new();
    }
    parts
}

/// The spoken pieces `said` with the language of their words: move words in the move language, English data in
/// English, the rest in the phrase language; text worded elsewhere is cut where the language of its words changes
/// (as [`parts`] cuts it: a word is in the move language when it is one of the pack's move words), its marks before
/// its first word kept with that word.
#[must_use]
pub(crate) fn pieces(pack: &VoicePack, said: &[Said]) -> Vec<Piece> {
    let mut out = Vec::new();
    for piece in said {
        let language = match piece.voice {
            Voice::Moves => pack.move_language.clone(),
            Voice::Phrases | Voice::Found => pack.phrase_language.clone(),
            Voice::English => "en".to_string(),
        };
        if piece.voice != Voice::Found || pack.move_language == pack.phrase_language {
            out.push(Piece {
                said: piece.clone(),
                language,
            });
            continue;
        }
        let words = piece
            .text
            .trim_start_matches(|c: char| !c.is_alphanumeric());
        let before = &piece.text[..piece.text.len() - words.len()];
        let mut split = Split::new(pack);
        split.piece(piece);
        split.close();
        if split.parts.is_empty() {
            out.push(Piece {
                said: piece.clone(),
                language,
            });
            continue;
        }
        for (index, part) in split.parts.into_iter().enumerate() {
            let text = if index == 0 {
                format!("{before}{}", part.text)
            } else {
                part.text
            };
            out.push(Piece {
                said: Said {
                    text,
                    ..piece.clone()
                },
                language: part.language,
            });
        }
    }
    out
}

/// The parts made so far, and the word being read: a word (letters, digits, `-` and `'`) begins with a letter or a
/// digit and keeps the spaces and punctuation after it; it may go on from one piece into the next.
struct Split<'a> {
    pack: &'a VoicePack,
    move_words: Vec<&'a str>,
    parts: Vec<LanguagePart>,
    word: Option<Open>,
}

/// A word being read: its letters, the spaces and punctuation after it so far, and the voice of the piece it began
/// in.
struct Open {
    word: String,
    rest: String,
    voice: Voice,
}

impl<'a> Split<'a> {
    fn new(pack: &'a VoicePack) -> Split<'a> {
        Split {
            pack,
            move_words: Word::all()
                .flat_map(|word| pack.word(word).say.split_whitespace())
                .collect(),
            parts: Vec::new(),
            word: None,
        }
    }

    /// `piece`'s words: its voice gives their language; only text worded elsewhere is read word by word for the
    /// pack's move words. Spaces and punctuation before the sentence's first word are left out (they are not heard).
    fn piece(&mut self, piece: &Said) {
        for c in piece.text.chars() {
            match &mut self.word {
                Some(open) if open.rest.is_empty() && (c.is_alphanumeric() || "-'".contains(c)) => {
                    open.word.push(c);
                }
                Some(open) if !c.is_alphanumeric() => open.rest.push(c),
                None if !c.is_alphanumeric() => {}
                _ => {
                    self.close();
                    self.word = Some(Open {
                        word: c.to_string(),
                        rest: String::new(),
                        voice: piece.voice,
                    });
                }
            }
        }
    }

    /// The word read so far joins the last part when it is in the same language, else begins the next one; a word
    /// made of no letters (a number in digits, a dash) joins the part it stands in.
    fn close(&mut self) {
        let Some(Open { word, rest, voice }) = self.word.take() else {
            return;
        };
        let pack = self.pack;
        let of = match (self.parts.last(), voice) {
            (Some(last), _) if !word.chars().any(char::is_alphabetic) => last.language.clone(),
            (_, Voice::Moves) => pack.move_language.clone(),
            (_, Voice::Found) if self.move_words.contains(&word.as_str()) => {
                pack.move_language.clone()
            }
            (_, Voice::Phrases | Voice::Found) => pack.phrase_language.clone(),
            (_, Voice::English) => "en".to_string(),
        };
        match self.parts.last_mut() {
            Some(last) if last.language == of => {
                last.text.push_str(&word);
                last.text.push_str(&rest);
            }
            _ => self.parts.push(LanguagePart {
                text: word + &rest,
                language: of,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::voice::Sentence;

    fn split(pack: &str, sentence: &Sentence) -> Vec<(String, String)> {
        let pack = VoicePack::builtin(pack).unwrap();
        parts(&pack, &sentence.said(&pack), &pack.phrase_language)
            .into_iter()
            .map(|part| (part.language, part.text))
            .collect()
    }

    #[test]
    fn move_words_are_german_in_english_sentences_and_names_are_not() {
        let pack = VoicePack::builtin("fide").unwrap();
        let rook = Sentence::words(
            &pack,
            &[
                Word::Piece(shakmaty::Role::Rook),
                Word::File(shakmaty::File::A),
            ],
        );
        let king = Sentence::words(&pack, &[Word::Piece(shakmaty::Role::King)]);
        let sentence = Sentence::text("Rank")
            .then(
                " ",
                Sentence::words(&pack, &[Word::Rank(shakmaty::Rank::Fourth)]),
            )
            .then(": ", Sentence::text("white"))
            .then(" ", rook)
            .then(", ", king)
            .then(" ", Sentence::name("Eva"));
        assert_eq!(
            split("fide", &sentence),
            [
                ("en".to_string(), "Rank".to_string()),
                ("de".into(), "vier:".into()),
                ("en".into(), "white".into()),
                ("de".into(), "Turm Anna, König".into()),
                ("en".into(), "Eva".into()),
            ]
        );
    }

    #[test]
    fn text_worded_elsewhere_is_read_word_by_word() {
        assert_eq!(
            split(
                "fide",
                &Sentence::text("Rank vier: white Turm Anna, Koenig Eva")
            ),
            [
                ("en".to_string(), "Rank".to_string()),
                ("de".into(), "vier:".into()),
                ("en".into(), "white".into()),
                ("de".into(), "Turm Anna, König Eva".into()),
            ]
        );
        assert!(split("fide", &Sentence::text("Cue: White, five minutes left")).is_empty());
    }

    #[test]
    fn an_english_name_is_english_in_a_german_sentence() {
        let sentence = Sentence::text("Eröffnung:")
            .then(" ", Sentence::english("Queen's Gambit Declined"))
            .then(", ", Sentence::text("sagt man"));
        assert_eq!(
            split("de", &sentence),
            [
                ("de".to_string(), "Eröffnung:".to_string()),
                ("en".into(), "Queen's Gambit Declined,".into()),
                ("de".into(), "sagt man".into()),
            ]
        );
        assert!(split("en", &Sentence::english("Queen's Gambit")).is_empty());
    }

    #[test]
    fn a_pack_of_one_language_is_not_split() {
        assert!(split("de", &Sentence::text("Reihe vier: weiß Turm Anna")).is_empty());
        assert!(split("en", &Sentence::text("Rank four: white Rook Anna")).is_empty());
    }

    #[test]
    fn a_sentence_all_in_move_words_is_one_part_of_that_language() {
        let pack = VoicePack::builtin("fide").unwrap();
        let said = Sentence::text("Springer Felix drei").said(&pack);
        let split = parts(&pack, &said, "en");
        assert_eq!(split.len(), 1);
        assert_eq!(split[0].language, "de");
        assert!(parts(&pack, &said, "de").is_empty());
    }
}
