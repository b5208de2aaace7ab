//! The clip keys and pauses of an utterance, each word with the language it is said in, taken from the pieces the
//! utterance is made of ([`Piece`]).
//!
//! A move word is said by its own clips: the words the pack says for that [`Word`](tactus_core::Word), as the
//! library read them with the pack. The other pieces are read for their words ([`fragment`]): a phrase's own words,
//! a number's words, figures, a name, text worded elsewhere; a mark between pieces gives its pause. Two pieces with no
//! space between them make one word where they meet (the name "White" and the phrase's "'s flag" are the one clip
//! `white's`): the end of the first piece is read together with the beginning of the next, in the language of the
//! piece it began in; where the language changes between two words that only punctuation joins, each is read in its
//! own. Move words that meet another word that way ("Eva's") are read with it, from their text. A word made of no
//! letters (a number in figures) is said in the language of the word before it. An utterance without pieces (bare
//! text) is read from its text, by its parts of each language.

use super::{
    library::ClipLibrary,
    tokens::{fragment, Token},
};
use tactus_core::{Piece, Utterance, What};

/// The words and pauses of `utterance`, each word with its language, no pause before the first word and never two
/// pauses in a row.
#[must_use]
pub(crate) fn keyed(library: &ClipLibrary, utterance: &Utterance) -> Vec<(Token, String)> {
    let mut keys = Keys {
        library,
        out: Vec::new(),
        carry: None,
    };
    if utterance.pieces.is_empty() {
        if utterance.parts.is_empty() {
            keys.read(&utterance.text, &utterance.language);
        }
        for part in &utterance.parts {
            keys.read(&part.text, &part.language);
        }
        return settled(keys.out, false);
    }
    for (index, piece) in utterance.pieces.iter().enumerate() {
        keys.piece(piece, utterance.pieces.get(index + 1));
    }
    if let Some((text, language)) = keys.carry.take() {
        keys.read(&text, &language);
    }
    settled(keys.out, true)
}

/// The words and pauses found so far, and the end of the last piece read when it may go on into the next.
struct Keys<'a> {
    library: &'a ClipLibrary,
    out: Vec<(Token, String)>,
    /// The last piece's end (no space in it) that the next piece touches, and its language.
    carry: Option<(String, String)>,
}

impl Keys<'_> {
    fn piece(&mut self, piece: &Piece, next: Option<&Piece>) {
        if let What::Moves(words) = &piece.said.what {
            let carried_word = self
                .carry
                .as_ref()
                .is_some_and(|(text, _)| text.chars().any(char::is_alphanumeric));
            let said: Option<Vec<Token>> = words
                .iter()
                .map(|word| self.library.move_word(*word).map(<[Token]>::to_vec))
                .collect::<Option<Vec<_>>>()
                .map(|words| words.concat());
            if let (Some(said), false, false) = (said, carried_word, touches_word(piece, next)) {
                if let Some((text, language)) = self.carry.take() {
                    self.read(&text, &language);
                }
                self.out.extend(
                    said.into_iter()
                        .map(|token| (token, piece.language.clone())),
                );
                return;
            }
        }
        self.text(piece, next);
    }

    /// A piece read for its words, joined to the end of the piece before where they touch.
    fn text(&mut self, piece: &Piece, next: Option<&Piece>) {
        let own = &piece.said.text;
        let (text, first_language) = match self.carry.take() {
            Some((carried, language))
                if language == piece.language || (ends_in_word(&carried) && starts_word(own)) =>
            {
                (carried + own, language)
            }
            Some((carried, language)) => {
                self.read(&carried, &language);
                (own.clone(), piece.language.clone())
            }
            None => (own.clone(), piece.language.clone()),
        };
        let goes_on = next.is_some_and(|next| touch(&text, &next.said.text));
        let cut = if goes_on {
            text.rfind(char::is_whitespace).map_or(0, |at| {
                at + text[at..].chars().next().map_or(1, char::len_utf8)
            })
        } else {
            text.len()
        };
        let (body, rest) = text.split_at(cut);
        let first_end = body.find(char::is_whitespace).unwrap_or(body.len());
        self.read(&body[..first_end], &first_language);
        self.read(&body[first_end..], &piece.language);
        if !rest.is_empty() {
            let language = if cut == 0 {
                first_language
            } else {
                piece.language.clone()
            };
            self.carry = Some((rest.to_string(), language));
        }
    }

    fn read(&mut self, text: &str, language: &str) {
        self.out.extend(
            fragment(text)
                .into_iter()
                .map(|token| (token, language.to_string())),
        );
    }
}

/// Whether `next` begins with no space after `text` ends.
fn touch(text: &str, next: &str) -> bool {
    text.ends_with(|c: char| !c.is_whitespace()) && next.starts_with(|c: char| !c.is_whitespace())
}

/// Whether the piece after `piece` touches it with a word (letters or digits before its first space).
fn touches_word(piece: &Piece, next: Option<&Piece>) -> bool {
    next.is_some_and(|next| {
        touch(&piece.said.text, &next.said.text)
            && next
                .said
                .text
                .split(char::is_whitespace)
                .next()
                .is_some_and(|first| first.chars().any(char::is_alphanumeric))
    })
}

/// Whether a word goes on at the end of `text` (a letter, digit, `-` or `'`).
fn ends_in_word(text: &str) -> bool {
    text.ends_with(|c: char| c.is_alphanumeric() || "-'".contains(c))
}

/// Whether `text` goes on with a word (a letter, digit, `-` or `'`).
fn starts_word(text: &str) -> bool {
    text.starts_with(|c: char| c.is_alphanumeric() || "-'".contains(c))
}

/// The words and pauses without a pause before the first word or two pauses in a row (the longer kept); with
/// `figures_follow`, a word of no letters in the language of the word before it.
fn settled(keyed: Vec<(Token, String)>, figures_follow: bool) -> Vec<(Token, String)> {
    let mut out: Vec<(Token, String)> = Vec::new();
    let mut last_language: Option<String> = None;
    for (token, language) in keyed {
        match token {
            Token::Pause(kind) => match out.last_mut() {
                None => {}
                Some((Token::Pause(last), _)) => *last = (*last).max(kind),
                Some((Token::Word(_), language)) => {
                    let language = language.clone();
                    out.push((Token::Pause(kind), language));
                }
            },
            Token::Word(key) => {
                let language = match &last_language {
                    Some(before) if figures_follow && !key.chars().any(char::is_alphabetic) => {
                        before.clone()
                    }
                    _ => language,
                };
                last_language = Some(language.clone());
                out.push((Token::Word(key), language));
            }
        }
    }
    out
}

/// The words and pauses of `text` in `language` alone, as [`keyed`] gives them.
#[must_use]
pub(crate) fn keyed_text(
    library: &ClipLibrary,
    text: &str,
    language: &str,
) -> Vec<(Token, String)> {
    let mut keys = Keys {
        library,
        out: Vec::new(),
        carry: None,
    };
    keys.read(text, language);
    settled(keys.out, false)
}

#[cfg(test)]
mod tests {
    use shakmaty::{File, Rank};
    use tactus_core::{Priority, Route, Said, Voice, VoicePack, Word};

    use super::*;

    fn fide() -> ClipLibrary {
        let pack = VoicePack::builtin("fide").unwrap();
        ClipLibrary::load(&pack, &crate::shipped_voices::clip_folders(&pack)).unwrap()
    }

    fn piece(text: &str, voice: Voice, what: What, language: &str) -> Piece {
        Piece {
            said: Said {
                text: text.into(),
                voice,
                what,
            },
            language: language.into(),
        }
    }

    fn keys_of(library: &ClipLibrary, pieces: Vec<Piece>) -> Vec<(Token, String)> {
        let text: String = pieces
            .iter()
            .map(|piece| piece.said.text.as_str())
            .collect();
        let utterance = Utterance {
            pieces,
            ..Utterance::new(&text, "en", Route::Player, Priority::Answer)
        };
        keyed(library, &utterance)
    }

    fn word(key: &str, language: &str) -> (Token, String) {
        (Token::Word(key.into()), language.into())
    }

    #[test]
    fn move_words_are_said_by_their_own_clips() {
        let square = What::Moves(vec![Word::File(File::E), Word::Rank(Rank::Fourth)]);
        let keys = keys_of(
            &fide(),
            vec![
                piece("Square", Voice::Phrases, What::Phrase, "en"),
                piece(" ", Voice::Phrases, What::Mark, "en"),
                // The words come from the move words, not from their text.
                piece("written otherwise", Voice::Moves, square, "de"),
                piece(".", Voice::Phrases, What::Phrase, "en"),
            ],
        );
        assert_eq!(
            keys,
            [
                word("square", "en"),
                word("eva", "de"),
                word("vier", "de"),
                (Token::Pause(super::super::tokens::Pause::Long), "de".into()),
            ]
        );
    }

    #[test]
    fn pieces_that_touch_make_one_word() {
        let library = fide();
        let flag = keys_of(
            &library,
            vec![
                piece("White", Voice::Phrases, What::Name, "en"),
                piece("'s flag", Voice::Phrases, What::Phrase, "en"),
            ],
        );
        assert_eq!(flag, [word("white's", "en"), word("flag", "en")]);
        // Move words touching a word are read with it, in the move language.
        let eva = What::Moves(vec![Word::File(File::E)]);
        let touched = keys_of(
            &library,
            vec![
                piece("Eva", Voice::Moves, eva, "de"),
                piece("'s turn", Voice::Phrases, What::Phrase, "en"),
            ],
        );
        assert_eq!(touched, [word("eva's", "de"), word("turn", "en")]);
        // Words of two languages that only a mark joins are read each in its own.
        let found = keys_of(
            &library,
            vec![
                piece("vier:", Voice::Found, What::Text, "de"),
                piece("white", Voice::Found, What::Text, "en"),
            ],
        );
        assert_eq!(
            found,
            [
                word("vier", "de"),
                (
                    Token::Pause(super::super::tokens::Pause::Short),
                    "de".into()
                ),
                word("white", "en"),
            ]
        );
    }

    #[test]
    fn figures_are_said_in_the_language_of_the_word_before_them() {
        let rank = What::Moves(vec![Word::Rank(Rank::Fourth)]);
        let keys = keys_of(
            &fide(),
            vec![
                piece("vier", Voice::Moves, rank, "de"),
                piece(" ", Voice::Phrases, What::Mark, "en"),
                piece("12", Voice::Phrases, What::Figures, "en"),
            ],
        );
        assert_eq!(keys, [word("vier", "de"), word("12", "de")]);
    }
}
