//! What is said: [`Utterance`]s (the spoken form of a sentence, where it is to be heard, how urgent it is), given to
//! the speech outputs (the devices' speakers: the system's speech engine, the built-in recorded voice), which must
//! never make the game wait. What is said when, what is cut and what is dropped is decided in one place, the
//! [`SpeechQueue`] (`queue.rs`), which every speaker only carries out.

use crate::boundary::Cause;

mod languages;
mod queue;
mod utterance;

pub(crate) use languages::{parts, pieces};
pub use queue::{Action, Id, Lanes, QueuePlacement, SpeechQueue};

impl Utterance {
    /// The languages it is spoken in.
    #[must_use]
    pub fn languages(&self) -> Vec<&str> {
        if self.parts.is_empty() {
            return vec![self.language.as_str()];
        }
        let mut languages: Vec<&str> = self
            .parts
            .iter()
            .map(|part| part.language.as_str())
            .collect();
        languages.sort_unstable();
        languages.dedup();
        languages
    }
}
pub use utterance::{utterance_for, utterance_without_tones};

/// Where an utterance is heard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Route {
    /// The blind player's private output: clock cues, answers to their questions, refusals, notices.
    Player,
    /// The public announcements, for the opponent and the assistant: moves, offers, claims, results.
    Announce,
}

/// How urgent an utterance is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Priority {
    /// The least urgent: the start of a session (who plays, the mode), or a press said for want of its click.
    /// Anything newer, on either route, cuts it; it cuts nothing.
    Intro,
    /// A move of a broadcast game followed live (`tactus follow`): it waits behind the answer the player asked for
    /// and cuts nothing, and like every move it is never cut nor dropped.
    Live,
    /// An answer to a question ("time", "board"): the player asked, a newer question replaces it.
    Answer,
    /// A move, an offer, a result: what happens in the game.
    Announcement,
    /// A clock cue, a flag, a refused command: cannot wait.
    Alert,
}

impl Priority {
    /// Whether a new utterance of this priority stops an older one of priority `older` that is still being said.
    /// Only answers are cut: anything new stops an answer being read (a newer question, the opponent's move, a
    /// cue); a move, an offer or a result is always said to its end, and an alert that comes meanwhile is said
    /// next (its tone has already sounded).
    #[must_use]
    pub(crate) fn interrupts(self, older: Priority) -> bool {
        older.gives_way() && self >= older
    }

    /// Whether it may be cut or dropped by what is newer: an answer, or the start of a session (not a live move).
    #[must_use]
    pub(crate) fn gives_way(self) -> bool {
        matches!(self, Priority::Intro | Priority::Answer)
    }
}

/// What made tactus say an utterance: one action of the user's, a script's line, or the program's own. Every
/// utterance of one action shares its number; later actions have larger numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Origin {
    /// The action's number.
    pub number: u64,
    /// Whose action it is: only a new action of the user's (a line typed at the keyboard, a key, a button, a braille
    /// key) cuts an answer being read; a script's line waits behind everything; the program's own (a cue, the
    /// engine's move) goes before an answer and lets it go on after.
    pub cause: Cause,
}

/// One sentence to be said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Utterance {
    /// The spoken form: the voice pack's `say` words, with the sentence's punctuation (pauses).
    pub text: String,
    /// The BCP 47 language to speak it in ("de" for the FIDE move words, "en" for English sentences).
    pub language: String,
    /// Where it is heard.
    pub route: Route,
    /// How urgent it is.
    pub priority: Priority,
    /// Silence before the words, in milliseconds: the event's tone sounds first (a cue's signal, then its words).
    pub after_ms: u32,
    /// The action that made tactus say it: what one action makes it say is heard whole and in order.
    pub origin: Origin,
    /// Its words by language, in order, when they are of more than one (the FIDE move words in English sentences):
    /// a voice of each language says its own. Empty when all of `text` is in `language`.
    pub parts: Vec<LanguagePart>,
    /// The pieces `text` is made of, in order, each with what it is and the language of its words: the built-in
    /// voice says move words by their own clips. Empty for an utterance made of bare text ([`Utterance::new`]) and
    /// for each utterance of [`Utterance::by_language`].
    pub pieces: Vec<Piece>,
}

/// A piece of an utterance: a piece of its sentence, and the language its words are said in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The piece in its spoken form, with what it is.
    pub said: crate::voice::Said,
    /// The BCP 47 language of its words.
    pub language: String,
}

/// Words of one language within an utterance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LanguagePart {
    /// The spoken words.
    pub text: String,
    /// Their BCP 47 language.
    pub language: String,
}

impl Utterance {
    /// An utterance of `text`, all in `language`, with no tone before it.
    #[must_use]
    pub fn new(text: &str, language: &str, route: Route, priority: Priority) -> Utterance {
        Utterance {
            text: text.to_string(),
            language: language.to_string(),
            route,
            priority,
            after_ms: 0,
            origin: Origin::default(),
            parts: Vec::new(),
            pieces: Vec::new(),
        }
    }

    /// The utterance as one utterance per language part, all of its origin (heard one after the other, never cutting
    /// each other), so that a voice of each language says its words and the whole is heard as one: itself when it
    /// has no parts, and in its one part's language when all its words are of that one ("Dame: David eins" in an
    /// English sentence's place).
    #[must_use]
    pub fn by_language(&self) -> Vec<Utterance> {
        if self.parts.len() < 2 {
            let language = self
                .parts
                .first()
                .map_or_else(|| self.language.clone(), |part| part.language.clone());
            return vec![Utterance {
                parts: Vec::new(),
                pieces: Vec::new(),
                language,
                ..self.clone()
            }];
        }
        self.parts
            .iter()
            .enumerate()
            .map(|(index, part)| Utterance {
                text: part.text.clone(),
                language: part.language.clone(),
                route: self.route,
                priority: self.priority,
                after_ms: if index == 0 { self.after_ms } else { 0 },
                origin: self.origin,
                parts: Vec::new(),
                pieces: Vec::new(),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_all_of_another_language_are_said_in_that_language() {
        let pack = crate::voice::VoicePack::builtin("fide").unwrap();
        let mut line = Utterance::new("Dame: David eins", "en", Route::Player, Priority::Answer);
        line.parts = parts(
            &pack,
            &crate::voice::Sentence::text(line.text.clone()).said(&pack),
            "en",
        );
        let said = line.by_language();
        assert_eq!(said.len(), 1);
        assert_eq!(
            (said[0].language.as_str(), said[0].text.as_str()),
            ("de", "Dame: David eins")
        );
        assert_eq!(said[0].parts, Vec::new());
    }

    #[test]
    fn only_answers_are_cut() {
        use Priority::{Alert, Announcement, Answer, Intro};
        assert!(Intro.interrupts(Intro) && Answer.interrupts(Intro));
        assert!(Alert.interrupts(Intro) && Announcement.interrupts(Intro));
        assert!(!Intro.interrupts(Answer));
        assert!(Alert.interrupts(Answer));
        assert!(Announcement.interrupts(Answer));
        assert!(Answer.interrupts(Answer));
        assert!(!Alert.interrupts(Announcement));
        assert!(!Announcement.interrupts(Announcement));
        assert!(!Alert.interrupts(Alert));
        assert!(!Answer.interrupts(Announcement));
        assert!(!Announcement.interrupts(Alert));
    }

    /// A line of the `fide` pack made of move words alone ("Turm: Anna eins", a line of `pieces`) is said by the
    /// voice of the move words, as the same words are when English words stand around them.
    #[test]
    fn a_line_of_move_words_alone_is_said_in_their_language() {
        let pack = crate::voice::VoicePack::builtin("fide").unwrap();
        let line = crate::boundary::Event::Answer {
            query: "pieces".into(),
            text: crate::voice::Sentence::text("Turm: Anna eins"),
            continued: true,
            spoken: None,
        };
        let utterance = utterance_for(&pack, &line).unwrap();
        assert_eq!(utterance.languages(), vec![pack.move_language.as_str()]);
        let said: Vec<(String, String)> = utterance
            .by_language()
            .into_iter()
            .map(|part| (part.language, part.text))
            .collect();
        assert_eq!(
            said,
            vec![(pack.move_language.clone(), "Turm: Anna eins".to_string())]
        );
    }
}
