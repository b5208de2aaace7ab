//! Every command a session understands, in one table: its name, its other names, which sessions take it, how it is
//! written, and the second words that make commands of their own (for Tab completion).
//!
//! A typed line, a keymap's binding and a script line all find their command here ([`read`]), so a word means the
//! same thing wherever it comes from; each session then reads the command's arguments (`session::command`,
//! `clock_session::command`, `practice::listen_command`, the drill). The unknown-command refusals, Tab completion and
//! the list of commands in the documentation are made from this table too. Command words are English in every pack,
//! like the command line's options, and also in the packs' own languages (`local.rs`).

mod command;
mod document;
mod local;
#[cfg(test)]
mod tests;

pub use command::{read, Command, Read};
pub use document::markdown;
pub use local::{word_in, Local, LOCAL};

/// The command languages: which session a line is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// `tactus play` and `tactus resume`: the game at the board.
    Play,
    /// `tactus clock`: the clock alone.
    Clock,
    /// `tactus listen`: a game heard move by move.
    Listen,
    /// `tactus drill`: board-reading questions.
    Drill,
}

impl Language {
    /// Every language, in the order the documentation lists them.
    pub const ALL: [Language; 4] = [
        Language::Play,
        Language::Clock,
        Language::Listen,
        Language::Drill,
    ];

    /// The subcommand that speaks it.
    #[must_use]
    pub fn subcommand(self) -> &'static str {
        match self {
            Language::Play => "play",
            Language::Clock => "clock",
            Language::Listen => "listen",
            Language::Drill => "drill",
        }
    }
}

/// What a command does, whatever it is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verb {
    Press,
    Time,
    Moves,
    Last,
    Repeat,
    Square,
    Rank,
    File,
    Board,
    Pieces,
    Verify,
    Sheet,
    /// Read the game's moves back.
    Score,
    Draw,
    Accept,
    Decline,
    Claim,
    Resign,
    Adjourn,
    Go,
    Pause,
    Arbiter,
    Wait,
    Cursor,
    Hint,
    Help,
    Quit,
    /// Answer a confirmation: do it.
    Yes,
    /// Answer a confirmation: do not.
    No,
    /// The clock: White presses.
    White,
    /// The clock: Black presses.
    Black,
    Next,
    Previous,
    /// Listening: jump to a move.
    Jump,
    Start,
    End,
    Play,
    Stop,
    Headers,
    Comment,
    Where,
    Skip,
}

/// One command of the table.
#[derive(Debug)]
pub struct Spec {
    /// What it does.
    pub verb: Verb,
    /// Its name, then its other names (short forms); the name comes first in every list.
    pub names: &'static [&'static str],
    /// The sessions that take it.
    pub languages: &'static [Language],
    /// How it is written, as a usage refusal shows it.
    pub usage: &'static str,
    /// The second words that make commands of their own ("board visual"), for Tab completion.
    pub forms: &'static [&'static str],
}

impl Spec {
    /// The command's name.
    #[must_use]
    pub fn name(&self) -> &'static str {
        self.names[0]
    }

    /// Whether `language` takes it.
    #[must_use]
    pub fn speaks(&self, language: Language) -> bool {
        self.languages.contains(&language)
    }
}

use Language::{Clock as C, Drill as D, Listen as L, Play as P};

/// Declares a row of the table.
macro_rules! spec {
    ($verb:ident, [$($name:literal),+], [$($lang:ident),+], $usage:expr) => {
        spec!($verb, [$($name),+], [$($lang),+], $usage, [])
    };
    ($verb:ident, [$($name:literal),+], [$($lang:ident),+], $usage:expr, [$($form:literal),*]) => {
        Spec {
            verb: Verb::$verb,
            names: &[$($name),+],
            languages: &[$($lang),+],
            usage: $usage,
            forms: &[$($form),*],
        }
    };
}

/// How `arbiter` is written at the board.
pub const ARBITER_USAGE: &str =
    "arbiter add white +2m, arbiter set black 1:05:00, arbiter illegal white, arbiter takeback 24, arbiter result 1/2-1/2 dead position, arbiter increment 5s, arbiter unseal, or arbiter position";
/// How `cursor` is written.
pub const CURSOR_USAGE: &str =
    "cursor, cursor up, down, left or right, cursor e4, cursor rank, cursor rank 4, cursor file, cursor file e, cursor next, cursor next knight, cursor previous, cursor previous knight, cursor pick, cursor pick e4, or cursor cancel";

/// Every command of every session.
pub const COMMANDS: &[Spec] = &[
    // Questions and the clock, at the board and on the clock alone.
    spec!(Go, ["go"], [C], "go"),
    spec!(
        Go,
        ["go"],
        [P],
        "go, or go and the envelope's code, as in go K7QM2-XHD9P"
    ),
    spec!(Press, ["press"], [P, C], "press"),
    spec!(White, ["white", "w"], [C], "white"),
    spec!(Black, ["black", "b"], [C], "black"),
    spec!(Time, ["time", "t"], [P, C], "time"),
    spec!(Moves, ["moves", "n"], [P, C], "moves"),
    spec!(Pause, ["pause"], [P, C], "pause"),
    spec!(Last, ["last", "l"], [P], "last"),
    spec!(Repeat, ["repeat", "again"], [P, D], "repeat"),
    // Listening to a game.
    spec!(Next, ["next", "n"], [L], "next"),
    spec!(Previous, ["previous", "prev", "back"], [L], "previous"),
    spec!(Jump, ["move", "m"], [L], "move 12, or move 12 black"),
    spec!(Start, ["start"], [L], "start"),
    spec!(End, ["end"], [L], "end"),
    spec!(Play, ["play"], [L], "play, or play 2"),
    spec!(Stop, ["stop"], [L], "stop"),
    spec!(Headers, ["headers", "tags"], [L], "headers"),
    spec!(Comment, ["comment", "c"], [L], "comment"),
    spec!(Where, ["where", "w"], [L], "where"),
    // The board read aloud, at the board and while listening.
    spec!(Square, ["square", "sq"], [P, L], "square e4"),
    spec!(Rank, ["rank"], [P, L], "rank 4"),
    spec!(File, ["file"], [P, L], "file e"),
    spec!(
        Board,
        ["board", "b"],
        [P, L],
        "board, or board visual",
        ["visual"]
    ),
    spec!(Board, ["board"], [D], "board"),
    spec!(
        Pieces,
        ["pieces", "p"],
        [P, L],
        "pieces, pieces white, pieces black knight, or pieces queen",
        ["white", "black"]
    ),
    spec!(
        Verify,
        ["verify"],
        [P],
        "verify rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
    ),
    spec!(
        Sheet,
        ["sheet"],
        [P],
        "sheet black 1. e4 e5 2. Nf3, or sheet black --file PATH",
        ["white", "black"]
    ),
    spec!(
        Score,
        ["score"],
        [P],
        "score, score last 5, or score from 12",
        ["last", "from"]
    ),
    // Draws, resigning, adjourning.
    spec!(
        Draw,
        ["draw"],
        [P],
        "draw, or draw white, or draw black",
        ["white", "black"]
    ),
    spec!(
        Accept,
        ["accept"],
        [P],
        "accept, or accept white, or accept black",
        ["white", "black"]
    ),
    spec!(
        Decline,
        ["decline"],
        [P],
        "decline, or decline white, or decline black",
        ["white", "black"]
    ),
    spec!(
        Claim,
        ["claim"],
        [P],
        "claim threefold, or claim black fifty, optionally followed by the intended move",
        ["threefold", "fifty", "white", "black"]
    ),
    spec!(
        Resign,
        ["resign"],
        [P],
        "resign, or resign white, or resign black",
        ["white", "black"]
    ),
    spec!(
        Adjourn,
        ["adjourn"],
        [P],
        "adjourn Nf3, or adjourn Nf3 resume Sunday 10:00 room 2"
    ),
    // The arbiter.
    spec!(
        Arbiter,
        ["arbiter"],
        [P],
        ARBITER_USAGE,
        ["add", "set", "illegal", "takeback", "increment", "unseal"]
    ),
    spec!(
        Arbiter,
        ["arbiter"],
        [C],
        crate::arguments::ADJUST_USAGE,
        ["add", "set"]
    ),
    // The board cursor and hints.
    spec!(
        Cursor,
        ["cursor"],
        [P],
        CURSOR_USAGE,
        ["up", "down", "left", "right", "rank", "file", "next", "previous", "pick", "cancel"]
    ),
    spec!(
        Hint,
        ["hint"],
        [P],
        "hint moves e2, hint reach e4, hint draws, or hint best",
        ["moves", "reach", "draws", "best"]
    ),
    // Drills.
    spec!(Skip, ["skip"], [D], "skip"),
    // Everywhere.
    spec!(Wait, ["wait"], [P, C, L], crate::arguments::WAIT_USAGE),
    spec!(
        Help,
        ["help", "h", "?"],
        [P],
        "help, or help and a topic: moves, clock, draws, board, sheets, arbiter or keys",
        ["moves", "clock", "draws", "board", "sheets", "arbiter", "keys"]
    ),
    spec!(Help, ["help", "h", "?"], [C, L], "help"),
    spec!(Help, ["help", "?"], [D], "help"),
    spec!(Yes, ["yes"], [P], "yes"),
    spec!(No, ["no"], [P], "no"),
    spec!(Quit, ["quit", "q", "exit"], [P, C, L], "quit"),
    spec!(Quit, ["quit", "exit"], [D], "quit"),
];

/// The command `word` (lower case) names in `language`, if any.
#[must_use]
pub fn find(word: &str, language: Language) -> Option<&'static Spec> {
    let speaks = || COMMANDS.iter().filter(|spec| spec.speaks(language));
    speaks()
        .find(|spec| spec.names.contains(&word))
        .or_else(|| speaks().find(|spec| local::names_it(spec, word)))
}

/// The command doing `verb` in `language`, if that language has one.
#[must_use]
pub fn spec(verb: Verb, language: Language) -> Option<&'static Spec> {
    COMMANDS
        .iter()
        .find(|spec| spec.verb == verb && spec.speaks(language))
}

/// How the command doing `verb` is written in `language` ("" when it has none).
#[must_use]
pub fn usage(verb: Verb, language: Language) -> &'static str {
    spec(verb, language).map_or("", |spec| spec.usage)
}

/// The commands of `language` by name, in the table's order, as a refusal of an unknown word lists them.
#[must_use]
pub fn names(language: Language) -> String {
    names_in(language, "en")
}

/// The commands of `language` by name in the words of `tongue` (a pack's phrase language) where it has its own,
/// in the table's order.
#[must_use]
pub fn names_in(language: Language, tongue: &str) -> String {
    let mut names: Vec<&str> = COMMANDS
        .iter()
        .filter(|spec| spec.speaks(language))
        .map(|spec| word_in(spec.verb, tongue).unwrap_or(spec.name()))
        .collect();
    names.dedup();
    names.join(", ")
}

/// Every command of `language` and every command with its second word ("board visual"), for Tab completion.
#[must_use]
pub fn completions(language: Language) -> Vec<String> {
    COMMANDS
        .iter()
        .filter(|spec| spec.speaks(language))
        .flat_map(|spec| {
            std::iter::once(spec.name().to_string()).chain(
                spec.forms
                    .iter()
                    .map(|form| format!("{} {form}", spec.name())),
            )
        })
        .collect()
}
