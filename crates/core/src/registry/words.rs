//! The words after a command word: sides, claim kinds, help topics, the arbiter's and the cursor's verbs, in every
//! pack's language. Each is a [`Keyword`], so a session's parser matches on what a word means, never on how it is spelled.
//!
//! A word belongs to the commands it follows (`move` is the best move after `hint`, the moves topic after `help`); the
//! sides follow any command. The first English word of each is the one completions, usages and documents show; the
//! first German and French words are the ones a usage in that language shows.

use super::Verb;

/// What a word after a command word means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Keyword {
    /// A side: White.
    White,
    /// A side: Black.
    Black,
    /// `board visual`: the diagram.
    Visual,
    /// `follow all`: every game of the round.
    All,
    /// `score last N`, the last moves.
    Last,
    /// `score from N`, `sheet SIDE from N`: from a move on.
    From,
    /// `sheet SIDE clear`: empty the sheet.
    Clear,
    /// `claim threefold`.
    Threefold,
    /// `claim fifty`.
    Fifty,
    /// `adjourn MOVE resume WHEN`: the resumption follows.
    Resume,
    /// `arbiter add`: add time.
    Add,
    /// `arbiter set`: set the time.
    Set,
    /// `arbiter illegal`.
    Illegal,
    /// `arbiter takeback`.
    Takeback,
    /// `arbiter position`.
    Position,
    /// `arbiter increment`.
    Increment,
    /// `arbiter unseal`.
    Unseal,
    /// `arbiter result`.
    Result,
    /// `cursor up`.
    Up,
    /// `cursor down`.
    Down,
    /// `cursor left`.
    Left,
    /// `cursor right`.
    Right,
    /// `cursor rank`.
    Rank,
    /// `cursor file`.
    File,
    /// `cursor next`.
    Next,
    /// `cursor previous`.
    Previous,
    /// `cursor pick`.
    Pick,
    /// `cursor cancel`.
    Cancel,
    /// `hint moves`.
    Moves,
    /// `hint reach`.
    Reach,
    /// `hint draws`.
    Draws,
    /// `hint best`.
    Best,
    /// `best line`: the engine's line, not its move alone.
    Line,
    /// `rate faster`.
    Faster,
    /// `rate slower`.
    Slower,
    /// `help TOPIC`.
    Topic(Topic),
}

/// A help topic of `tactus play`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topic {
    /// Typing moves, the press, corrections, hints.
    Moves,
    /// The clock.
    Clock,
    /// Draws, claims, resigning, adjourning.
    Draws,
    /// Reading the board.
    Board,
    /// The scoresheets.
    Sheets,
    /// The arbiter's commands.
    Arbiter,
    /// Key mode at the keyboard.
    Keys,
    /// What an online game adds and refuses.
    Online,
}

/// One word of the table: what it means, the commands it follows (none: any), and how each language writes it (lower
/// case, with and without accents).
#[derive(Debug)]
pub(crate) struct Entry {
    /// What it means.
    pub(crate) word: Keyword,
    /// The commands it follows; empty for every command.
    pub(crate) after: &'static [Verb],
    /// English, the first one shown.
    pub(crate) en: &'static [&'static str],
    /// German, the first one shown.
    pub(crate) de: &'static [&'static str],
    /// French, the first one shown.
    pub(crate) fr: &'static [&'static str],
}

impl Entry {
    /// Whether it may follow `verb`.
    fn follows(&self, verb: Verb) -> bool {
        self.after.is_empty() || self.after.contains(&verb)
    }

    /// Its words in every language.
    pub(crate) fn names(&self) -> impl Iterator<Item = &'static str> {
        self.en.iter().chain(self.de).chain(self.fr).copied()
    }

    /// The word `tongue` (a pack's phrase language, "de-AT" read as "de") shows, English where it has none.
    #[must_use]
    pub(crate) fn name_in(&self, tongue: &str) -> &'static str {
        let own = match tongue.split(['-', '_']).next().unwrap_or_default() {
            "de" => self.de,
            "fr" => self.fr,
            _ => self.en,
        };
        own.first().or(self.en.first()).copied().unwrap_or_default()
    }
}

/// Declares a row of the table.
macro_rules! entry {
    ($word:expr, [$($verb:ident),*], $en:expr, $de:expr, $fr:expr) => {
        Entry { word: $word, after: &[$(Verb::$verb),*], en: &$en, de: &$de, fr: &$fr }
    };
}

/// Every word after a command word.
pub(crate) const WORDS: &[Entry] = &[
    entry!(
        Keyword::White,
        [],
        ["white"],
        ["weiß", "weiss"],
        ["blancs", "blanc"]
    ),
    entry!(
        Keyword::Black,
        [],
        ["black"],
        ["schwarz"],
        ["noirs", "noir"]
    ),
    entry!(
        Keyword::Visual,
        [Board],
        ["visual", "v"],
        ["bild"],
        ["image"]
    ),
    entry!(Keyword::All, [Follow], ["all"], ["alle"], ["toutes"]),
    entry!(Keyword::Last, [Score], ["last"], ["letzte"], ["derniers"]),
    entry!(Keyword::From, [Score, Sheet], ["from"], ["ab"], ["depuis"]),
    entry!(Keyword::Clear, [Sheet], ["clear"], ["leeren"], ["effacer"]),
    entry!(
        Keyword::Threefold,
        [Claim],
        ["threefold", "repetition", "3"],
        ["dreifach", "wiederholung"],
        ["triple"]
    ),
    entry!(
        Keyword::Fifty,
        [Claim],
        ["fifty", "50"],
        ["fünfzig", "fuenfzig"],
        ["cinquante"]
    ),
    entry!(
        Keyword::Resume,
        [Adjourn],
        ["resume"],
        ["fortsetzung"],
        ["reprise"]
    ),
    entry!(Keyword::Add, [Arbiter], ["add"], ["plus"], ["ajouter"]),
    entry!(Keyword::Set, [Arbiter], ["set"], ["setzen"], ["fixer"]),
    entry!(
        Keyword::Illegal,
        [Arbiter],
        ["illegal"],
        ["regelwidrig"],
        ["illégal"]
    ),
    entry!(
        Keyword::Takeback,
        [Arbiter],
        ["takeback"],
        ["zurücknehmen", "zuruecknehmen"],
        ["reprendre"]
    ),
    entry!(Keyword::Position, [Arbiter], ["position"], ["stellung"], []),
    entry!(
        Keyword::Increment,
        [Arbiter],
        ["increment"],
        ["inkrement"],
        ["incrément"]
    ),
    entry!(
        Keyword::Unseal,
        [Arbiter],
        ["unseal"],
        ["entsiegeln"],
        ["desceller"]
    ),
    entry!(
        Keyword::Result,
        [Arbiter],
        ["result"],
        ["ergebnis"],
        ["résultat", "resultat"]
    ),
    entry!(Keyword::Up, [Cursor], ["up"], ["hoch"], ["haut"]),
    entry!(Keyword::Down, [Cursor], ["down"], ["runter"], ["bas"]),
    entry!(Keyword::Left, [Cursor], ["left"], ["links"], ["gauche"]),
    entry!(Keyword::Right, [Cursor], ["right"], ["rechts"], ["droite"]),
    entry!(
        Keyword::Rank,
        [Cursor],
        ["rank"],
        ["reihe"],
        ["rangée", "rangee"]
    ),
    entry!(Keyword::File, [Cursor], ["file"], ["linie"], ["colonne"]),
    entry!(
        Keyword::Next,
        [Cursor],
        ["next"],
        ["nächste", "naechste"],
        ["suivant"]
    ),
    entry!(
        Keyword::Previous,
        [Cursor],
        ["previous", "prev"],
        ["vorige"],
        ["précédent", "precedent"]
    ),
    entry!(
        Keyword::Pick,
        [Cursor],
        ["pick"],
        ["wählen", "waehlen"],
        ["choisir"]
    ),
    entry!(
        Keyword::Cancel,
        [Cursor],
        ["cancel"],
        ["loslassen"],
        ["annuler"]
    ),
    entry!(
        Keyword::Moves,
        [Hint],
        ["moves", "from"],
        ["züge", "zuege"],
        ["coups"]
    ),
    entry!(
        Keyword::Reach,
        [Hint],
        ["reach", "attacks", "attackers"],
        ["erreicht"],
        ["atteint"]
    ),
    entry!(
        Keyword::Draws,
        [Hint],
        ["draws", "draw"],
        ["remis"],
        ["nulle"]
    ),
    entry!(
        Keyword::Best,
        [Hint],
        ["best", "move"],
        ["bester"],
        ["meilleur"]
    ),
    entry!(Keyword::Line, [Best], ["line"], ["variante"], ["ligne"]),
    entry!(
        Keyword::Faster,
        [Rate],
        ["faster", "+"],
        ["schneller"],
        ["accélérer", "accelerer"]
    ),
    entry!(
        Keyword::Slower,
        [Rate],
        ["slower", "-"],
        ["langsamer"],
        ["ralentir"]
    ),
    entry!(
        Keyword::Topic(Topic::Moves),
        [Help],
        ["moves", "move"],
        ["züge", "zuege"],
        ["coups"]
    ),
    entry!(
        Keyword::Topic(Topic::Clock),
        [Help],
        ["clock"],
        ["uhr"],
        ["pendule"]
    ),
    entry!(
        Keyword::Topic(Topic::Draws),
        [Help],
        ["draws", "draw"],
        ["remis"],
        ["nulle"]
    ),
    entry!(
        Keyword::Topic(Topic::Board),
        [Help],
        ["board"],
        ["brett"],
        ["échiquier", "echiquier"]
    ),
    entry!(
        Keyword::Topic(Topic::Sheets),
        [Help],
        ["sheets", "sheet"],
        ["formular"],
        ["feuille", "feuilles"]
    ),
    entry!(
        Keyword::Topic(Topic::Arbiter),
        [Help],
        ["arbiter"],
        ["schiedsrichter"],
        ["arbitre"]
    ),
    entry!(
        Keyword::Topic(Topic::Keys),
        [Help],
        ["keys"],
        ["tasten"],
        ["touches"]
    ),
    entry!(
        Keyword::Topic(Topic::Online),
        [Help],
        ["online", "lichess"],
        ["online", "lichess"],
        ["lichess", "internet"]
    ),
];

/// The sides' one-letter forms, read where no piece letter can follow (`draw b`, `sheet w`, not `pieces b`).
const SIDE_LETTERS: [(&str, Keyword); 2] = [("w", Keyword::White), ("b", Keyword::Black)];

/// What `text` (lower case) means after `verb`, in any language.
#[must_use]
pub fn word(verb: Verb, text: &str) -> Option<Keyword> {
    WORDS
        .iter()
        .find(|entry| entry.follows(verb) && entry.names().any(|name| name == text))
        .map(|entry| entry.word)
}

/// The table's row for `word` (every word has one: tested).
#[must_use]
pub(crate) fn entry(word: Keyword) -> Option<&'static Entry> {
    WORDS.iter().find(|entry| entry.word == word)
}

/// How `word` is written in `tongue` (a pack's phrase language), English where it has no word of its own.
#[must_use]
pub fn written(word: Keyword, tongue: &str) -> &'static str {
    entry(word).map_or("", |entry| entry.name_in(tongue))
}

/// A side's name (lower case) in any language: `white`, `weiß`, `noirs`.
#[must_use]
pub(crate) fn side_name(text: &str) -> Option<Keyword> {
    WORDS[..2]
        .iter()
        .find(|entry| entry.names().any(|name| name == text))
        .map(|entry| entry.word)
}

/// A side's name or its letter (`w`, `b`), lower case.
#[must_use]
pub(crate) fn side(text: &str) -> Option<Keyword> {
    SIDE_LETTERS
        .iter()
        .find(|(letter, _)| *letter == text)
        .map(|(_, word)| *word)
        .or_else(|| side_name(text))
}
