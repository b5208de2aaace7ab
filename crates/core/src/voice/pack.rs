//! Voice packs: every word and sentence tactus can say, loaded from `voices/<name>/pack.toml`.
//!
//! A pack is data, checked completely when it is loaded: a pack that lacks a word, a number or
//! a phrase (or whose phrase misses a placeholder) is refused with a message naming the pack,
//! the entry and the file, so it can never fail halfway through a game.

use std::{
    collections::HashMap,
    fmt,
    path::{Path, PathBuf},
};

use serde::Deserialize;

use super::{phrase, PhraseKey, Word};

include!(concat!(env!("OUT_DIR"), "/builtin_packs.rs"));

/// The name of the default pack.
pub const DEFAULT_PACK: &str = "fide";

/// One word as written (shown, brailled) and as spoken by a speech engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// As written: shown and brailled.
    pub text: String,
    /// As handed to the speech engine.
    pub say: String,
}

/// A loaded, complete voice pack.
#[derive(Clone, Debug)]
pub struct VoicePack {
    /// The pack's name, as chosen with `--voice`.
    pub name: String,
    /// One line saying what the pack is, for the list of packs.
    pub description: String,
    /// BCP 47 language of the move words (for choosing a speech voice).
    pub move_language: String,
    /// BCP 47 language of everything else.
    pub phrase_language: String,
    words: HashMap<Word, Entry>,
    numbers: Vec<Entry>,
    hundreds: Vec<Entry>,
    phrases: HashMap<PhraseKey, String>,
    /// The shipped pack it extends: its clips say the words this pack has no clip of.
    pub extends: Option<String>,
    /// The folder it was loaded from; `None` for a shipped pack (or one parsed from text), found by its name.
    folder: Option<PathBuf>,
}

/// Why a pack was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackError {
    /// The pack's name.
    pub pack: String,
    /// The file of the pack at fault.
    pub file: String,
    /// What is wrong with it.
    pub problem: String,
}

impl fmt::Display for PackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "voice pack '{}' ({}): {}",
            self.pack, self.file, self.problem
        )
    }
}

impl std::error::Error for PackError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPack {
    pack: RawHeader,
    #[serde(default)]
    words: HashMap<String, RawEntry>,
    numbers: Option<RawNumbers>,
    #[serde(default)]
    phrases: HashMap<String, String>,
}

impl RawPack {
    /// This pack over the shipped pack it extends: its words, numbers and phrases where it has them, the base's
    /// elsewhere. A base may extend another, up to `depth` levels.
    fn over_base(mut self, depth: u8) -> Result<RawPack, BaseProblem> {
        let Some(base_name) = self.pack.extends.clone() else {
            return Ok(self);
        };
        if depth == 0 {
            return Err(BaseProblem::TooDeep(base_name));
        }
        let Some((_, text)) = BUILTIN_PACKS.iter().find(|(n, _)| *n == base_name) else {
            return Err(BaseProblem::NotShipped(base_name));
        };
        let base: RawPack = toml::from_str(text).map_err(|source| BaseProblem::Unreadable {
            name: base_name,
            source,
        })?;
        let mut base = base.over_base(depth - 1)?;
        base.words.extend(self.words);
        base.phrases.extend(self.phrases);
        self.words = base.words;
        self.phrases = base.phrases;
        self.numbers = self.numbers.or(base.numbers);
        Ok(self)
    }
}

/// Why the shipped pack a pack extends cannot fill it in, worded as the end of the pack's refusal.
#[derive(Debug, thiserror::Error)]
enum BaseProblem {
    /// Packs extend each other more levels deep than are followed.
    #[error("extends '{0}', which extends packs too deeply")]
    TooDeep(String),
    /// No shipped pack has the name.
    #[error(
        "extends '{0}', which is not a shipped pack; the shipped packs are {shipped}",
        shipped = builtin_names().join(", ")
    )]
    NotShipped(String),
    /// The shipped pack's text is not a pack.
    #[error("extends '{name}', which cannot be read: {}", .source.message())]
    Unreadable {
        /// The shipped pack.
        name: String,
        /// The reader's reason.
        #[source]
        source: toml::de::Error,
    },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawHeader {
    name: String,
    description: String,
    move_language: String,
    phrase_language: String,
    /// A shipped pack whose words, numbers, phrases and clips fill in what this one does not have.
    extends: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawNumbers {
    small: Vec<RawEntry>,
    hundreds: Vec<RawEntry>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawEntry {
    Text(String),
    Full { text: String, say: Option<String> },
}

impl RawEntry {
    fn into_entry(self) -> Entry {
        match self {
            RawEntry::Text(text) => Entry {
                say: text.clone(),
                text,
            },
            RawEntry::Full { text, say } => Entry {
                say: say.unwrap_or_else(|| text.clone()),
                text,
            },
        }
    }
}

impl VoicePack {
    /// A shipped pack by name.
    ///
    /// # Errors
    /// A [`PackError`] when no shipped pack has this name (it names the shipped packs).
    pub fn builtin(name: &str) -> Result<VoicePack, PackError> {
        match BUILTIN_PACKS.iter().find(|(n, _)| *n == name) {
            Some((name, text)) => VoicePack::parse(name, &format!("voices/{name}/pack.toml"), text),
            None => Err(PackError {
                pack: name.to_string(),
                file: format!("voices/{name}/pack.toml"),
                problem: format!(
                    "no shipped pack has this name; the shipped packs are {}",
                    builtin_names().join(", ")
                ),
            }),
        }
    }

    /// Whether `name` is a shipped pack's name.
    #[must_use]
    pub fn is_builtin(name: &str) -> bool {
        BUILTIN_PACKS.iter().any(|(n, _)| *n == name)
    }

    /// This pack, found in `folder` on disk (where its clips are).
    #[must_use]
    pub fn in_folder(self, folder: PathBuf) -> VoicePack {
        VoicePack {
            folder: Some(folder),
            ..self
        }
    }

    /// The default pack (`fide`).
    pub fn default_pack() -> VoicePack {
        VoicePack::builtin(DEFAULT_PACK).expect("the shipped fide pack is complete (tested)")
    }

    /// Parses and validates the text of a `pack.toml`.
    ///
    /// # Errors
    /// A [`PackError`] for a syntax error or any missing or malformed entry.
    pub fn parse(pack: &str, file: &str, text: &str) -> Result<VoicePack, PackError> {
        let refuse = |problem: String| PackError {
            pack: pack.to_string(),
            file: file.to_string(),
            problem,
        };
        let raw: RawPack =
            toml::from_str(text).map_err(|e| refuse(format!("cannot read it: {}", e.message())))?;
        let extends = raw.pack.extends.clone();
        let raw = raw
            .over_base(3)
            .map_err(|problem| refuse(problem.to_string()))?;
        let raw_numbers = raw
            .numbers
            .ok_or_else(|| refuse("[numbers] is missing".into()))?;
        let mut raw_words = raw.words;
        let mut words = HashMap::new();
        for word in Word::all() {
            let key = word.key();
            let entry = raw_words
                .remove(&key)
                .ok_or_else(|| refuse(format!("the word '{key}' is missing from [words]")))?
                .into_entry();
            if entry.text.trim().is_empty() && !word.may_be_silent() {
                return Err(refuse(format!("the word '{key}' is empty")));
            }
            words.insert(word, entry);
        }
        if let Some(problem) = clashing_words(&words) {
            return Err(refuse(problem));
        }
        if let Some(extra) = raw_words.keys().min() {
            return Err(refuse(format!(
                "[words] has an entry '{extra}' that no announcement uses"
            )));
        }
        let numbers: Vec<Entry> = raw_numbers
            .small
            .into_iter()
            .map(RawEntry::into_entry)
            .collect();
        if numbers.len() != 100 {
            return Err(refuse(format!(
                "[numbers] small must list 0 to 99 (100 entries), found {}",
                numbers.len()
            )));
        }
        let hundreds: Vec<Entry> = raw_numbers
            .hundreds
            .into_iter()
            .map(RawEntry::into_entry)
            .collect();
        if hundreds.len() != 9 {
            return Err(refuse(format!(
                "[numbers] hundreds must list 100 to 900 (9 entries), found {}",
                hundreds.len()
            )));
        }
        let mut raw_phrases = raw.phrases;
        let mut phrases = HashMap::new();
        for &key in PhraseKey::ALL {
            let (name, needed) = key.spec();
            let template = raw_phrases
                .remove(name)
                .ok_or_else(|| refuse(format!("the phrase '{name}' is missing from [phrases]")))?;
            let used = phrase::placeholders(&template);
            if let Some(missing) = needed.iter().find(|p| !used.contains(p)) {
                return Err(refuse(format!(
                    "the phrase '{name}' must contain {{{missing}}}"
                )));
            }
            if let Some(unknown) = used.iter().find(|p| !needed.contains(p)) {
                return Err(refuse(format!(
                    "the phrase '{name}' uses {{{unknown}}}, which is never filled in"
                )));
            }
            phrases.insert(key, template);
        }
        if let Some(extra) = raw_phrases.keys().min() {
            return Err(refuse(format!(
                "[phrases] has an entry '{extra}' that the program does not use"
            )));
        }
        Ok(VoicePack {
            name: raw.pack.name,
            description: raw.pack.description,
            move_language: raw.pack.move_language,
            phrase_language: raw.pack.phrase_language,
            words,
            numbers,
            hundreds,
            phrases,
            extends,
            folder: None,
        })
    }

    /// The written and spoken forms of a word.
    pub fn word(&self, word: Word) -> &Entry {
        &self.words[&word]
    }

    /// A phrase template filled with values.
    pub fn phrase(&self, key: PhraseKey, values: &[(&str, &str)]) -> String {
        phrase::fill(&self.phrases[&key], values)
    }

    /// A phrase's template, with its placeholders.
    pub(crate) fn template(&self, key: PhraseKey) -> &str {
        &self.phrases[&key]
    }

    /// A number in words (written form), e.g. 42 → "forty-two"; 1,000 and above in digits.
    pub fn number(&self, n: u32) -> String {
        self.number_in(n, |entry| &entry.text)
    }

    /// A number in words as spoken: the spoken form of each of its words.
    pub(crate) fn said_number(&self, n: u32) -> String {
        self.number_in(n, |entry| &entry.say)
    }

    fn number_in(&self, n: u32, form: impl Fn(&Entry) -> &String) -> String {
        match n {
            0..=99 => form(&self.numbers[n as usize]).clone(),
            100..=999 => {
                let hundreds = form(&self.hundreds[(n / 100 - 1) as usize]);
                match n % 100 {
                    0 => hundreds.clone(),
                    rest => format!("{hundreds} {}", form(&self.numbers[rest as usize])),
                }
            }
            _ => n.to_string(),
        }
    }

    /// Written words joined by single spaces, leaving out silent ones.
    pub fn text(&self, words: &[Word]) -> String {
        join(words.iter().map(|w| self.word(*w).text.as_str()))
    }

    /// Spoken words joined by single spaces, leaving out silent ones.
    pub fn say(&self, words: &[Word]) -> String {
        join(words.iter().map(|w| self.word(*w).say.as_str()))
    }

    /// Joins items as a list in the pack's language: "a, b or c".
    pub fn list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => {
                let sep = self.phrase(PhraseKey::ListSeparator, &[]);
                let last_sep = self.phrase(PhraseKey::ListLastSeparator, &[]);
                format!("{}{last_sep}{last}", init.join(&sep))
            }
        }
    }
}

/// Speech and the built-in voice's clips: the spoken form of sentences, everything a pack can say, where its files are.
impl VoicePack {
    /// The spoken form of a sentence made of written forms: every word or number whose `say` differs from its
    /// `text` is replaced where it stands as a whole word (not inside a longer word), groups of words such as
    /// "en passant" before single words; everything else (other words, spaces, punctuation) is kept as it is.
    #[must_use]
    pub fn spoken(&self, text: &str) -> String {
        let mut changes: Vec<&Entry> = Word::all()
            .map(|word| self.word(word))
            .chain(&self.numbers)
            .chain(&self.hundreds)
            .filter(|entry| !entry.text.is_empty() && entry.say != entry.text)
            .collect();
        // Most words first, then the longest: the stable sort keeps move words before numbers of equal shape.
        changes.sort_by_key(|entry| {
            (
                std::cmp::Reverse(entry.text.split_whitespace().count()),
                std::cmp::Reverse(entry.text.len()),
            )
        });
        let mut out = String::with_capacity(text.len() + 8);
        let mut at = 0;
        let mut before: Option<char> = None;
        while let Some(c) = text[at..].chars().next() {
            let rest = &text[at..];
            let starts_word = before.is_none_or(|b| !b.is_alphanumeric());
            let change = changes.iter().find(|entry| {
                starts_word
                    && rest.starts_with(entry.text.as_str())
                    && rest[entry.text.len()..]
                        .chars()
                        .next()
                        .is_none_or(|after| !after.is_alphanumeric())
            });
            match change {
                Some(entry) => {
                    out.push_str(&entry.say);
                    before = entry.text.chars().last();
                    at += entry.text.len();
                }
                None => {
                    out.push(c);
                    before = Some(c);
                    at += c.len_utf8();
                }
            }
        }
        out
    }

    /// Every spoken string the pack can produce, in pack order: the `say` form of every word that is said, the
    /// numbers 0 to 99 and the hundreds, and every phrase in its spoken form without its placeholders. A
    /// placeholder takes the word it is glued to with it (`{side}'s`, `„{input}“`): what fills it comes from the
    /// words, numbers and other phrases listed here, or from the user (names, typed input).
    #[must_use]
    pub fn sayable(&self) -> Vec<String> {
        let words = Word::all()
            .map(|word| self.word(word).say.clone())
            .filter(|say| !say.trim().is_empty());
        let numbers = self
            .numbers
            .iter()
            .chain(&self.hundreds)
            .map(|entry| entry.say.clone());
        let phrases = PhraseKey::ALL.iter().map(|key| {
            let kept: Vec<&str> = self.phrases[key]
                .split_whitespace()
                .filter(|piece| phrase::placeholders(piece).is_empty())
                .collect();
            self.spoken(&kept.join(" "))
        });
        // A phrase made only of placeholders ("{number} {move}") says nothing of its own.
        let phrases = phrases.filter(|said| said.chars().any(char::is_alphanumeric));
        words.chain(numbers).chain(phrases).collect()
    }

    /// The pack's folder on disk, where its clips are (`<folder>/clips`): the folder it was loaded from, or for a
    /// shipped pack its folder in `shipped`, where the shipped packs' folders are.
    #[must_use]
    pub fn folder_in(&self, shipped: &Path) -> PathBuf {
        match &self.folder {
            Some(folder) => folder.clone(),
            None => shipped.join(&self.name),
        }
    }
}

/// Typed words are read back into moves, so no two files, ranks or pieces may share a word.
fn clashing_words(words: &HashMap<Word, Entry>) -> Option<String> {
    let mut seen: HashMap<String, Word> = HashMap::new();
    for word in Word::all().filter(|w| matches!(w, Word::File(_) | Word::Rank(_) | Word::Piece(_)))
    {
        let folded = super::fold(&words[&word].text);
        if let Some(other) = seen.insert(folded, word) {
            return Some(format!(
                "the words '{}' and '{}' are both written \"{}\"; typed moves could not tell them apart",
                other.key(),
                word.key(),
                words[&word].text
            ));
        }
    }
    None
}

fn join<'a>(parts: impl Iterator<Item = &'a str>) -> String {
    let mut out = String::new();
    for part in parts.filter(|p| !p.is_empty()) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(part);
    }
    out
}

/// The names of the packs shipped with the program.
pub fn builtin_names() -> Vec<&'static str> {
    BUILTIN_PACKS.iter().map(|(n, _)| *n).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{File, Rank, Role};

    #[test]
    fn every_shipped_pack_loads() {
        for name in builtin_names() {
            let pack = VoicePack::builtin(name).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(pack.name, name);
        }
        assert!(builtin_names().len() >= 5);
    }

    #[test]
    fn fide_pack_has_the_exact_fide_words() {
        let pack = VoicePack::default_pack();
        let files: Vec<&str> = File::ALL
            .iter()
            .map(|f| pack.word(Word::File(*f)).text.as_str())
            .collect();
        assert_eq!(
            files,
            ["Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector"]
        );
        let ranks: Vec<&str> = Rank::ALL
            .iter()
            .map(|r| pack.word(Word::Rank(*r)).text.as_str())
            .collect();
        assert_eq!(
            ranks,
            ["eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht"]
        );
        let roles = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ];
        let pieces: Vec<&str> = roles
            .iter()
            .map(|r| pack.word(Word::Piece(*r)).text.as_str())
            .collect();
        assert_eq!(
            pieces,
            ["Koenig", "Dame", "Turm", "Laeufer", "Springer", "Bauer"]
        );
        assert_eq!(pack.word(Word::Rank(Rank::Fifth)).say, "fünf");
        assert_eq!(pack.word(Word::Capture).text, "schlaegt");
    }

    #[test]
    fn numbers_are_said_in_words() {
        let pack = VoicePack::builtin("en").unwrap();
        let cases = [
            (0, "zero"),
            (12, "twelve"),
            (42, "forty-two"),
            (100, "one hundred"),
            (203, "two hundred three"),
            (1500, "1500"),
        ];
        for (n, expected) in cases {
            assert_eq!(pack.number(n), expected, "{n}");
        }
    }

    fn text_of(name: &str) -> &'static str {
        BUILTIN_PACKS.iter().find(|(n, _)| *n == name).unwrap().1
    }

    /// The text of the `fide` pack, which extends `en`.
    fn fide_text() -> &'static str {
        text_of("fide")
    }

    #[test]
    fn incomplete_packs_are_refused_with_pack_word_and_file() {
        let cases = [
            (
                "rank_5 = \"five\"\n",
                "",
                "the word 'rank_5' is missing from [words]",
            ),
            (
                "check = \"check\"\n",
                "check = \"\"\n",
                "the word 'check' is empty",
            ),
            (
                "reason_no_piece_reaches = \"no {side} {piece} can move to {square}\"",
                "reason_no_piece_reaches = \"no {side} {piece} can move\"",
                "the phrase 'reason_no_piece_reaches' must contain {square}",
            ),
            (
                "white = \"White\"",
                "white = \"{who}\"",
                "the phrase 'white' uses {who}, which is never filled in",
            ),
            (
                "\"zero\", ",
                "",
                "[numbers] small must list 0 to 99 (100 entries), found 99",
            ),
            (
                "mate = \"checkmate\"\n",
                "mate = \"checkmate\"\nmatt = \"Matt\"\n",
                "[words] has an entry 'matt' that no announcement uses",
            ),
            ("[numbers]", "[numberz]", "cannot read it: unknown field `numberz`, expected one of `pack`, `words`, `numbers`, `phrases`"),
        ];
        // A complete pack (one that extends another is complete through it).
        for (from, to, problem) in cases {
            let text = text_of("en").replacen(from, to, 1);
            assert_ne!(
                text,
                text_of("en"),
                "case {problem} did not change the pack"
            );
            let err = VoicePack::parse("broken", "voices/broken/pack.toml", &text).unwrap_err();
            assert_eq!(err.problem, problem);
            assert!(err
                .to_string()
                .starts_with("voice pack 'broken' (voices/broken/pack.toml): "));
        }
    }

    #[test]
    fn a_pack_extends_a_shipped_pack() {
        let header = "[pack]\nname = \"mine\"\ndescription = \"d\"\nmove_language = \"en\"\nphrase_language = \"en\"\n";
        let text = format!("{header}extends = \"nato\"\n[words]\nrank_1 = \"uno\"\n");
        let pack = VoicePack::parse("mine", "mine/pack.toml", &text).unwrap();
        assert_eq!(pack.extends.as_deref(), Some("nato"));
        assert_eq!(pack.word(Word::Rank(Rank::First)).text, "uno");
        assert_eq!(pack.word(Word::File(File::A)).text, "alpha", "from nato");
        assert_eq!(pack.number(12), "twelve", "from en, through nato");
        let fide = VoicePack::builtin("fide").unwrap();
        assert_eq!(fide.word(Word::Piece(Role::Knight)).text, "Springer");
        assert_eq!(
            fide.phrase(PhraseKey::PromptOver, &[]),
            VoicePack::builtin("en")
                .unwrap()
                .phrase(PhraseKey::PromptOver, &[])
        );

        let unknown = format!("{header}extends = \"klingon\"\n");
        let err = VoicePack::parse("mine", "mine/pack.toml", &unknown).unwrap_err();
        assert!(
            err.problem
                .starts_with("extends 'klingon', which is not a shipped pack"),
            "{err}"
        );
        let alone = format!("{header}[words]\n");
        let err = VoicePack::parse("mine", "mine/pack.toml", &alone).unwrap_err();
        assert_eq!(err.problem, "[numbers] is missing");
    }

    #[test]
    fn clashing_words_are_refused() {
        let text = text_of("en").replacen("file_a = \"Anna\"", "file_a = \"Eva\"", 1);
        let err = VoicePack::parse("clash", "clash/pack.toml", &text).unwrap_err();
        assert_eq!(err.problem, "the words 'file_a' and 'file_e' are both written \"Eva\"; typed moves could not tell them apart");
    }

    #[test]
    fn garbage_toml_is_refused() {
        let err = VoicePack::parse("x", "x/pack.toml", "this is [not toml").unwrap_err();
        assert!(err.problem.starts_with("cannot read it"), "{err}");
    }

    #[test]
    fn spoken_replaces_whole_written_words_by_their_spoken_forms() {
        let pack = VoicePack::default_pack();
        let cases = [
            ("Laeufer schlaegt Cesar fuenf", "Läufer schlägt Cesar fünf"),
            (
                "Eva schlaegt David sechs en passant Schach",
                "Eva schlägt David sechs ang passang Schach",
            ),
            ("3. Koenig Eva eins.", "3. König Eva eins."),
            (
                "\"fuenf\" is not a move: (Koenig), fuenf; Laeufer!",
                "\"fünf\" is not a move: (König), fünf; Läufer!",
            ),
            // Not inside longer words.
            (
                "Koenigin fuenfzig Xfuenf fuenf",
                "Koenigin fuenfzig Xfuenf fünf",
            ),
            ("", ""),
        ];
        for (written, said) in cases {
            assert_eq!(pack.spoken(written), said, "{written}");
        }
        // A pack whose written words are its spoken words changes nothing.
        let en = VoicePack::builtin("en").unwrap();
        let sentence = "1. Knight takes f3 en passant, check!";
        assert_eq!(en.spoken(sentence), sentence);
    }

    #[test]
    fn spoken_replaces_groups_of_words_before_single_words() {
        let text = fide_text().replacen(
            "check = \"Schach\"",
            "check = { text = \"en\", say = \"SCHACH\" }",
            1,
        );
        let pack = VoicePack::parse("fide", "voices/fide/pack.toml", &text).unwrap();
        assert_eq!(
            pack.spoken("Eva schlaegt David sechs en passant en"),
            "Eva schlägt David sechs ang passang SCHACH"
        );
        assert_eq!(pack.spoken("en, en passant."), "SCHACH, ang passang.");
    }

    #[test]
    fn sayable_lists_words_numbers_and_phrases_without_placeholders() {
        let pack = VoicePack::default_pack();
        let said = pack.sayable();
        // 29 words of which "promotion" is silent in fide, 100 numbers, 9 hundreds, every phrase with words of its
        // own: not "{number} {move}", nor ", " between the items of a list.
        let only_placeholders = [
            "announce_line",
            "time_parts",
            "square_holds",
            "pieces_on",
            "list_separator",
            "listen_date",
            "listen_month",
            "board_failure_port",
            "sound_output",
            "sound_neither",
            "listen_line_item",
            "eval_decimal",
            "review_side_tally",
            "follow_choice",
            "online_games_line",
        ];
        for key in only_placeholders {
            let template = &pack.phrases[PhraseKey::ALL.iter().find(|k| k.key() == key).unwrap()];
            assert!(
                !template
                    .split_whitespace()
                    .any(|w| phrase::placeholders(w).is_empty()
                        && w.chars().any(char::is_alphanumeric)),
                "{key}: {template}"
            );
        }
        assert_eq!(
            said.len(),
            28 + 100 + 9 + PhraseKey::ALL.len() - only_placeholders.len()
        );
        assert_eq!(said[0], "Anna");
        assert_eq!(said[12], "fünf");
        for expected in [
            "König",
            "Läufer",
            "schlägt",
            "ang passang",
            "Kurze Rochade",
            "forty-two",
            "nine hundred",
        ] {
            assert!(said.iter().any(|s| s == expected), "{expected} is missing");
        }
        assert!(!said
            .iter()
            .any(|s| s == "fuenf" || s == "en passant" || s.is_empty()));
        // A placeholder leaves with the word glued to it.
        assert!(said.iter().any(|s| s == "clock is running"), "{said:?}");
        assert!(said.iter().any(|s| s == "the on is and is to move"));
        assert!(!said.iter().any(|s| s.contains('{') || s.contains('}')));
        let en = VoicePack::builtin("en").unwrap().sayable();
        assert!(en.iter().any(|s| s == "promotes to"));
    }

    #[test]
    fn a_folder_pack_is_found_in_its_folder() {
        let pack = VoicePack::parse("mine", "mine/pack.toml", fide_text())
            .unwrap()
            .in_folder(PathBuf::from("/home/ana/mine"));
        assert_eq!(
            pack.folder_in(Path::new("/elsewhere")),
            Path::new("/home/ana/mine")
        );
    }

    #[test]
    fn a_shipped_pack_is_found_where_the_shipped_packs_are() {
        let pack = VoicePack::builtin("nato").unwrap();
        assert_eq!(
            pack.folder_in(Path::new("/opt/tactus/voices")),
            Path::new("/opt/tactus/voices/nato")
        );
        let err = VoicePack::builtin("klingon").unwrap_err().to_string();
        assert!(err.contains("fide") && err.contains("nato"), "{err}");
    }
}
