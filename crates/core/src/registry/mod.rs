//! Every command a session understands, in one table: its name, its other names, which sessions take it, how it is
//! written, and the words after it that make commands of their own (for Tab completion); and every word that may
//! follow a command (`words.rs`: sides, claim kinds, help topics, the arbiter's and the cursor's verbs), each a
//! [`Keyword`], in English, German and French.
//!
//! A typed line, a keymap's binding and a script line all find their command here ([`read`]), so a word means the
//! same thing wherever it comes from. Each row's [`Signature`] says what its command takes; the grammar
//! (`grammar.rs`) reads the words after the command by it into typed [`Argument`]s, from which each session
//! (`session::command`, `clock_session::command`, `practice::listen_command`, the drill) builds its own command,
//! matching on the [`Verb`] and the arguments, never on spelling. The unknown-command refusals, the usages in the pack's language (`usage.rs`),
//! Tab completion, `docs/commands.md` and the manual pages' command lists are made from this table too. Command words
//! are English in every pack, like the command line's options, and also in the packs' own languages (`local.rs`).

mod adjournment;
mod argument;
mod board_words;
mod command;
#[cfg(test)]
mod document;
mod grammar;
mod kinds;
mod local;
mod pause;
mod sheet_entries;
mod signature;
#[cfg(test)]
mod tests;
mod text;
mod usage;
#[cfg(test)]
mod usage_tests;
mod words;

pub(crate) use argument::{Argument, GrammarError, SheetEntries};
pub(crate) use board_words::BoardWords;
pub use command::{read, Command, Read};
#[cfg(test)]
use document::markdown;
pub use kinds::ArgumentKind;
pub(crate) use kinds::{score, Unreadable};
#[cfg(test)]
pub(crate) use local::own_names;
pub(crate) use local::word_in;
use local::Own;
pub use pause::seconds_to_ms;
use signature::NOTHING;
pub(crate) use signature::{Form, Kind, Signature, Slot};
pub(crate) use text::normalized_code;
pub(crate) use text::{EnvelopeCode, FreeText, MoveText};
pub use usage::Usage;
#[cfg(test)]
pub(crate) use words::WORDS;
pub(crate) use words::{entry, side, side_name};
pub use words::{word, written, Keyword, Topic};

/// The command languages: which session a line is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SessionKind {
    /// `tactus play` and `tactus resume`: the game at the board.
    Play,
    /// `tactus clock`: the clock alone.
    Clock,
    /// `tactus listen`: a game heard move by move.
    Listen,
    /// `tactus drill`: board-reading questions.
    Drill,
    /// `tactus board`: an electronic board checked before the round.
    Board,
    /// `tactus puzzle`: tactics puzzles.
    Puzzle,
    /// `tactus endgame`: an endgame played against the tablebases (its own commands; the board questions are the
    /// game's).
    Endgame,
    /// `tactus analyse`: a game and its variations, moves tried and an engine asked (listening's commands and its
    /// own).
    Analyse,
    /// `tactus review`'s practice: the user's own faults of a reviewed game, replayed as puzzles.
    Review,
    /// `tactus follow`: a broadcast round's live games heard as they are played.
    Follow,
}

impl SessionKind {
    /// Every language, in the order the documentation lists them.
    pub const ALL: [SessionKind; 10] = [
        SessionKind::Play,
        SessionKind::Clock,
        SessionKind::Listen,
        SessionKind::Drill,
        SessionKind::Board,
        SessionKind::Puzzle,
        SessionKind::Endgame,
        SessionKind::Analyse,
        SessionKind::Review,
        SessionKind::Follow,
    ];

    /// The subcommand that speaks it.
    #[must_use]
    pub fn subcommand(self) -> &'static str {
        match self {
            SessionKind::Play => "play",
            SessionKind::Clock => "clock",
            SessionKind::Listen => "listen",
            SessionKind::Drill => "drill",
            SessionKind::Board => "board",
            SessionKind::Puzzle => "puzzle",
            SessionKind::Endgame => "endgame",
            SessionKind::Analyse => "analyse",
            SessionKind::Review => "review",
            SessionKind::Follow => "follow",
        }
    }
}

/// What a command does, whatever it is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verb {
    /// Complete the pending move and start the opponent's clock.
    Press,
    /// Both remaining times.
    Time,
    /// The moves completed.
    Moves,
    /// Repeat the last announcement.
    Last,
    /// Say again the last thing said.
    Repeat,
    /// What stands on a square.
    Square,
    /// The pieces on a rank.
    Rank,
    /// The pieces on a file.
    File,
    /// The whole board, rank by rank.
    Board,
    /// Where the pieces (of a side, of a kind) stand.
    Pieces,
    /// Compare a described board with the game.
    Verify,
    /// Write on a player's scoresheet, empty it or load it from a file.
    Sheet,
    /// Read the game's moves back.
    Score,
    /// Offer a draw.
    Draw,
    /// Accept the draw offer.
    Accept,
    /// Decline the draw offer.
    Decline,
    /// Claim a draw.
    Claim,
    /// Resign.
    Resign,
    /// Propose to take the last move back (online).
    Takeback,
    /// Abort the game before both players have moved (online).
    Abort,
    /// Read the game's chat (online).
    Chat,
    /// Seal a move and adjourn.
    Adjourn,
    /// Start the clock of the player to move (or play the sealed move).
    Go,
    /// Stop both clocks.
    Pause,
    /// What the arbiter does: change a clock, record an illegal move, a result, and the rest.
    Arbiter,
    /// Let virtual time pass.
    Wait,
    /// Move the board cursor, or pick with it.
    Cursor,
    /// A hint (practice only).
    Hint,
    /// The opening's ECO code and name (practice only).
    Opening,
    /// The commands.
    Help,
    /// End the session.
    Quit,
    /// Answer a confirmation: do it.
    Yes,
    /// Answer a confirmation: do not.
    No,
    /// The clock: White presses.
    White,
    /// The clock: Black presses.
    Black,
    /// Listening: the next move.
    Next,
    /// Listening: one move back.
    Previous,
    /// Listening: jump to a move.
    Jump,
    /// Listening: back to the start position.
    Start,
    /// Listening: jump to the last move.
    End,
    /// Listening: play the moves one after another.
    Play,
    /// Listening: stop playing.
    Stop,
    /// Listening: the game's headers.
    Headers,
    /// Listening: the comment on the last move heard.
    Comment,
    /// Listening: which move has been reached.
    Where,
    /// Listening: the lines that start here (analysing: `lines 3`, the engine's three best).
    Lines,
    /// Listening: enter a line that starts here.
    Line,
    /// Listening: leave a variation to where it branched.
    Up,
    /// Listening: back to the main line.
    Main,
    /// Listening: the clocks recorded with the move reached.
    Clock,
    /// Analysing: take away the variation reached.
    Delete,
    /// Analysing: write the game with its variations to a PGN file.
    Save,
    /// Analysing: the engine's evaluation.
    Eval,
    /// Analysing: the engine's best move, or its line.
    Best,
    /// Analysing: what the side not to move threatens.
    Threat,
    /// Drilling: leave this question for the next.
    Skip,
    /// Puzzles: the same puzzle again from its start.
    Retry,
    /// The speech rate: a percentage, faster or slower.
    Rate,
    /// The endgame: the result with best play and how far it is.
    HowFar,
    /// A review's practice: say the best move.
    Answer,
    /// Following: hear the moves of one game of the round, or of all.
    Follow,
    /// Following: the game the questions are about.
    Game,
    /// Following: the round's games listed.
    Games,
}

/// One command of the table.
#[derive(Debug)]
pub struct Spec {
    /// What it does.
    pub verb: Verb,
    /// Its name, then its other names (short forms); the name comes first in every list.
    pub names: &'static [&'static str],
    /// Its names in the packs' own languages (`zeit`, `temps`), understood whatever pack is in use.
    pub(crate) own: &'static [Own],
    /// The sessions that take it.
    pub(crate) languages: &'static [SessionKind],
    /// How it is written, as a usage refusal shows it.
    pub usage: Usage,
    /// The words after it that make commands of their own ("board visual"), for Tab completion.
    pub(crate) forms: &'static [Keyword],
    /// What it takes after its name, as the grammar reads it.
    pub signature: Signature,
}

impl Spec {
    /// The row taking `signature`.
    const fn takes(self, signature: Signature) -> Spec {
        Spec { signature, ..self }
    }

    /// The command's name.
    #[must_use]
    pub fn name(&self) -> &'static str {
        self.names[0]
    }

    /// Whether `language` takes it.
    #[must_use]
    pub fn speaks(&self, language: SessionKind) -> bool {
        self.languages.contains(&language)
    }
}

use Keyword as W;
use SessionKind::{
    Analyse as A, Board as B, Clock as C, Drill as D, Endgame as E, Follow as F, Listen as L,
    Play as P, Puzzle as Z, Review as R,
};

/// Declares a row of the table: the verb, the English names and each pack language's own (`de [..] fr [..]`), the
/// sessions, the usage and the second words (Tab completion's); it takes nothing unless `.takes` says what.
macro_rules! spec {
    ($verb:ident, [$($name:literal),+] $($tongue:ident [$($own:literal),+])*, [$($lang:ident),+], $usage:expr) => {
        spec!($verb, [$($name),+] $($tongue [$($own),+])*, [$($lang),+], $usage, [])
    };
    ($verb:ident, [$($name:literal),+] $($tongue:ident [$($own:literal),+])*, [$($lang:ident),+], $usage:expr,
     [$($form:expr),*]) => {
        Spec {
            verb: Verb::$verb,
            names: &[$($name),+],
            own: &[$(Own { language: stringify!($tongue), names: &[$($own),+] }),*],
            languages: &[$($lang),+],
            usage: Usage::new(Verb::$verb, $usage),
            forms: &[$($form),*],
            signature: NOTHING,
        }
    };
}

/// `arbiter` in the packs' own languages, at the board and on the clock alone.
const ARBITER_OWN: &[Own] = &[
    Own {
        language: "de",
        names: &["schiedsrichter"],
    },
    Own {
        language: "fr",
        names: &["arbitre"],
    },
];

/// How `arbiter` is written at the board.
pub(crate) const ARBITER_USAGE: Usage = Usage::new(
    Verb::Arbiter,
    "{} {add} {white} +2m, {} {set} {black} 1:05:00, {} {illegal} {white}, {} {takeback} 24, \
     {} {result} 1/2-1/2 [dead position], {} {increment} 5s, {} {unseal}, [or] {} {position}",
);
/// How `arbiter add|set` is written, on the clock alone and at the board.
pub(crate) const ADJUST_USAGE: Usage = Usage::new(
    Verb::Arbiter,
    "{} {add} {white} +2m, [or] {} {set} {black} 1:05:00",
);
/// How `cursor` is written.
pub(crate) const CURSOR_USAGE: Usage = Usage::new(
    Verb::Cursor,
    "{}, {} {up}, {down}, {left} [or] {right}, {} e4, {} {rank}, {} {rank} 4, {} {file}, {} {file} e, \
     {} {next}, {} {next} [knight], {} {previous}, {} {previous} [knight], {} {pick}, {} {pick} e4, [or] {} {cancel}",
);
/// How `wait` is written.
pub(crate) const WAIT_USAGE: Usage = Usage::new(Verb::Wait, "{} 2m");

/// `arbiter add white +2m`, refused with its own usage.
const ADD: Form = Form::of(
    Keyword::Add,
    &[Slot::One(Kind::Side), Slot::One(Kind::SignedDuration)],
)
.refused_with(ADJUST_USAGE);
/// `arbiter set black 1:05:00`, refused with its own usage.
const SET: Form = Form::of(
    Keyword::Set,
    &[Slot::One(Kind::Side), Slot::One(Kind::Duration)],
)
.refused_with(ADJUST_USAGE);
/// A square: `square e4`.
const A_SQUARE: Signature = Signature::Takes(&[Slot::One(Kind::Square)]);
/// `pieces [white|black] [PIECE]`.
const PIECES: Signature =
    Signature::Takes(&[Slot::Maybe(Kind::SideName), Slot::Maybe(Kind::PieceName)]);

/// A side, or none: `draw`, `draw black`.
const BY_SIDE: Signature = Signature::Takes(&[Slot::Maybe(Kind::Side)]);

/// Every command of every session.
pub const COMMANDS: &[Spec] = &[
    // Questions and the clock, at the board and on the clock alone.
    spec!(Go, ["go"] de ["los"] fr ["partez"], [C], "{}").takes(NOTHING),
    spec!(
        Go, ["go"] de ["los"] fr ["partez"],
        [P],
        "{}, [or] {} [and the envelope's code, as in] {} K7QM2-XHD9P"
    )
    .takes(Signature::Takes(&[Slot::Maybe(Kind::Envelope)])),
    spec!(Press, ["press"] de ["drücken", "druecken"] fr ["appuyer"], [P, C], "{}").takes(NOTHING),
    spec!(White, ["white", "w"] de ["weiß", "weiss"] fr ["blancs"], [C], "{}").takes(NOTHING),
    spec!(Black, ["black", "b"] de ["schwarz"] fr ["noirs"], [C], "{}").takes(NOTHING),
    spec!(Time, ["time", "t"] de ["zeit"] fr ["temps"], [P, C], "{}").takes(NOTHING),
    spec!(Moves, ["moves", "n"] de ["züge", "zuege"] fr ["coups"], [P, C], "{}").takes(NOTHING),
    spec!(Pause, ["pause"], [P, C], "{}").takes(NOTHING),
    spec!(Last, ["last", "l"] de ["letzter"] fr ["dernier"], [P], "{}").takes(NOTHING),
    spec!(Repeat, ["repeat", "again"] de ["wiederholen"] fr ["répéter", "repeter"], [P, D, B], "{}").takes(NOTHING),
    // Listening to a game.
    spec!(Next, ["next", "n"] de ["weiter"] fr ["suivant"], [L, A], "{}").takes(NOTHING),
    spec!(Previous, ["previous", "prev", "back"] de ["zurück", "zurueck"] fr ["précédent", "precedent"], [L, A], "{}").takes(NOTHING),
    spec!(Jump, ["move", "m"] de ["zug"] fr ["coup"], [L, A], "{} 12, [or] {} 12 {black}")
        .takes(Signature::Takes(&[Slot::One(Kind::MoveNumber), Slot::Maybe(Kind::Side)])),
    spec!(Start, ["start"] de ["anfang"] fr ["début", "debut"], [L, A], "{}").takes(NOTHING),
    spec!(End, ["end"] de ["schluss"] fr ["fin"], [L, A], "{}").takes(NOTHING),
    spec!(Play, ["play"] de ["abspielen"] fr ["jouer"], [L, A], "{}, [or] {} 2")
        .takes(Signature::Takes(&[Slot::Maybe(Kind::Pause)])),
    spec!(Stop, ["stop"] de ["halt"] fr ["arrêt", "arret"], [L, A], "{}").takes(NOTHING),
    spec!(Headers, ["headers", "tags"] de ["angaben"] fr ["entête", "entete"], [L, A], "{}").takes(NOTHING),
    spec!(Comment, ["comment", "c"] de ["kommentar"] fr ["commentaire"], [L, A], "{}").takes(NOTHING),
    spec!(Where, ["where", "w"] de ["wo"] fr ["où"], [L, A, F], "{}").takes(NOTHING),
    // The variations and the clocks of a game, heard and analysed.
    spec!(Lines, ["lines"] de ["varianten"] fr ["variantes"], [L], "{}").takes(NOTHING),
    spec!(Lines, ["lines"] de ["varianten"] fr ["variantes"], [A], "{}, [or the engine's best lines:] {} 3")
        .takes(Signature::Takes(&[Slot::Maybe(Kind::Number)])),
    spec!(Line, ["line"] de ["variante"] fr ["variante"], [L, A], "{} 2")
        .takes(Signature::Takes(&[Slot::One(Kind::Number)])),
    spec!(Up, ["up"] de ["hoch"] fr ["remonter"], [L, A], "{}").takes(NOTHING),
    spec!(Main, ["main"] de ["hauptvariante"] fr ["principale"], [L, A], "{}").takes(NOTHING),
    spec!(Clock, ["clock"] de ["uhr"] fr ["pendule"], [L, A, F], "{}").takes(NOTHING),
    // Following a broadcast round.
    spec!(Follow, ["follow", "f"] de ["folgen"] fr ["suivre"], [F], "{} 2, [or] {} {all}", [W::All])
        .takes(Signature::Forms(&[Form::bare(&[Slot::One(Kind::Number)]), Form::of(W::All, &[])])),
    spec!(Game, ["game", "g"] de ["partie"] fr ["partie"], [F], "{} 2")
        .takes(Signature::Takes(&[Slot::One(Kind::Number)])),
    spec!(Games, ["games"] de ["partien"] fr ["parties"], [F], "{}").takes(NOTHING),
    // Analysing: moves tried, and the engine.
    spec!(Delete, ["delete"] de ["löschen", "loeschen"] fr ["supprimer"], [A], "{}").takes(NOTHING),
    spec!(Save, ["save"] de ["speichern"] fr ["enregistrer"], [A], "{} [game.pgn]")
        .takes(Signature::Takes(&[Slot::One(Kind::Text)])),
    spec!(Eval, ["eval"] de ["bewertung"] fr ["évaluation", "evaluation"], [A], "{}").takes(NOTHING),
    spec!(Best, ["best"] de ["bester"] fr ["meilleur"], [A], "{}, [or] {} {line}", [W::Line])
        .takes(Signature::Forms(&[Form::bare(&[]), Form::of(W::Line, &[])])),
    spec!(Threat, ["threat"] de ["drohung"] fr ["menace"], [A], "{}").takes(NOTHING),
    // The board read aloud, at the board and while listening.
    spec!(Square, ["square", "sq"] de ["feld"] fr ["case"], [P, L, A, F], "{} e4").takes(A_SQUARE),
    spec!(Rank, ["rank"] de ["reihe"] fr ["rangée", "rangee"], [P, L, A, F], "{} 4")
        .takes(Signature::Takes(&[Slot::One(Kind::Rank)])),
    spec!(File, ["file"] de ["linie"] fr ["colonne"], [P, L, A, F], "{} e")
        .takes(Signature::Takes(&[Slot::One(Kind::File)])),
    spec!(
        Board, ["board", "b"] de ["brett"] fr ["échiquier", "echiquier"],
        [P, L, A, F],
        "{}, [or] {} {visual}",
        [W::Visual]
    )
    .takes(Signature::Forms(&[Form::bare(&[]), Form::of(W::Visual, &[])])),
    spec!(Board, ["board"] de ["brett"] fr ["échiquier", "echiquier"], [D, B], "{}").takes(NOTHING),
    spec!(
        Pieces, ["pieces", "p"] de ["figuren"] fr ["pièces"],
        [P, L, A, F],
        "{}, {} {white}, {} {black} [knight], [or] {} [queen]",
        [W::White, W::Black]
    )
    .takes(PIECES),
    spec!(
        Verify, ["verify"] de ["prüfen", "pruefen"] fr ["vérifier", "verifier"],
        [P],
        "{} rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
    )
    .takes(Signature::Takes(&[Slot::One(Kind::Placement)])),
    spec!(
        Sheet, ["sheet"] de ["formular"] fr ["feuille"],
        [P],
        "{} {black} 1. e4 e5 2. [Nf3], [or] {} {black} --file [PATH]",
        [W::White, W::Black]
    )
    .takes(Signature::Takes(&[Slot::One(Kind::Side), Slot::One(Kind::SheetEntries)])),
    spec!(
        Score, ["score"] de ["mitschrift"] fr ["relevé", "releve"],
        [P],
        "{}, {} {last} 5, [or] {} {from} 12",
        [W::Last, W::From]
    )
    .takes(Signature::Forms(&[
        Form::bare(&[]),
        Form::of(W::Last, &[Slot::One(Kind::Number)]),
        Form::of(W::From, &[Slot::One(Kind::Number)]),
    ])),
    // Draws, resigning, adjourning.
    spec!(
        Draw, ["draw"] de ["remis"] fr ["nulle"],
        [P],
        "{}, [or] {} {white}, [or] {} {black}",
        [W::White, W::Black]
    )
    .takes(BY_SIDE),
    spec!(
        Accept, ["accept"] de ["annehmen"] fr ["accepter"],
        [P],
        "{}, [or] {} {white}, [or] {} {black}",
        [W::White, W::Black]
    )
    .takes(BY_SIDE),
    spec!(
        Decline, ["decline"] de ["ablehnen"] fr ["refuser"],
        [P],
        "{}, [or] {} {white}, [or] {} {black}",
        [W::White, W::Black]
    )
    .takes(BY_SIDE),
    spec!(
        Claim, ["claim"] de ["reklamieren"] fr ["réclamer", "reclamer"],
        [P],
        "{} {threefold}, [or] {} {black} {fifty}, [optionally followed by the intended move]",
        [W::Threefold, W::Fifty, W::White, W::Black]
    )
    .takes(Signature::Takes(&[
        Slot::Maybe(Kind::SideName),
        Slot::One(Kind::Claim),
        Slot::Maybe(Kind::Move),
    ])),
    spec!(
        Resign, ["resign"] de ["aufgeben"] fr ["abandonner"],
        [P],
        "{}, [or] {} {white}, [or] {} {black}",
        [W::White, W::Black]
    )
    .takes(BY_SIDE),
    // Online only: what lichess lets a player do that the laws at the board do not.
    spec!(Takeback, ["takeback"] de ["zurücknehmen", "zuruecknehmen"] fr ["reprendre"], [P], "{}").takes(NOTHING),
    spec!(Abort, ["abort"] de ["annullieren"] fr ["annuler"], [P], "{}").takes(NOTHING),
    spec!(Chat, ["chat"] de ["nachrichten"] fr ["messages"], [P], "{} [and a message]")
        .takes(Signature::Takes(&[Slot::Maybe(Kind::Text)])),
    spec!(
        Adjourn, ["adjourn"] de ["abbrechen"] fr ["ajourner"],
        [P],
        "{} [Nf3], [or] {} [Nf3] {resume} [Sunday] 10:00 [room] 2"
    )
    .takes(Signature::Takes(&[Slot::One(Kind::Adjournment)])),
    // The arbiter.
    Spec {
        verb: Verb::Arbiter,
        names: &["arbiter"],
        own: ARBITER_OWN,
        languages: &[P],
        usage: ARBITER_USAGE,
        forms: &[
            W::Add,
            W::Set,
            W::Illegal,
            W::Takeback,
            W::Increment,
            W::Unseal,
        ],
        signature: Signature::Forms(&[
            ADD,
            SET,
            Form::of(W::Illegal, &[Slot::One(Kind::Side)]),
            Form::of(W::Takeback, &[Slot::One(Kind::Number)]),
            Form::of(W::Position, &[]),
            Form::of(W::Increment, &[Slot::One(Kind::Duration)]),
            Form::of(W::Unseal, &[]),
            Form::of(W::Result, &[Slot::One(Kind::Result), Slot::Maybe(Kind::Reason)]),
        ]),
    },
    Spec {
        verb: Verb::Arbiter,
        names: &["arbiter"],
        own: ARBITER_OWN,
        languages: &[C],
        usage: ADJUST_USAGE,
        forms: &[W::Add, W::Set],
        signature: Signature::Forms(&[ADD, SET]),
    },
    // The board cursor and hints.
    Spec {
        verb: Verb::Cursor,
        names: &["cursor"],
        own: &[
            Own {
                language: "de",
                names: &["zeiger"],
            },
            Own {
                language: "fr",
                names: &["curseur"],
            },
        ],
        languages: &[P],
        usage: CURSOR_USAGE,
        forms: &[
            W::Up,
            W::Down,
            W::Left,
            W::Right,
            W::Rank,
            W::File,
            W::Next,
            W::Previous,
            W::Pick,
            W::Cancel,
        ],
        signature: Signature::Forms(&[
            Form::of(W::Up, &[]),
            Form::of(W::Down, &[]),
            Form::of(W::Left, &[]),
            Form::of(W::Right, &[]),
            Form::of(W::Rank, &[Slot::MaybeOneWord(Kind::Rank)]),
            Form::of(W::File, &[Slot::MaybeOneWord(Kind::File)]),
            Form::of(W::Next, &[Slot::Maybe(Kind::Piece)]),
            Form::of(W::Previous, &[Slot::Maybe(Kind::Piece)]),
            Form::of(W::Pick, &[Slot::Maybe(Kind::Square)]),
            Form::of(W::Cancel, &[]),
            Form::bare(&[Slot::Maybe(Kind::Square)]),
        ]),
    },
    spec!(
        Hint, ["hint"] de ["tipp", "hinweis"] fr ["indice"],
        [P],
        "{} {moves} e2, {} {reach} e4, {} {draws}, [or] {} {best}",
        [W::Moves, W::Reach, W::Draws, W::Best]
    )
    .takes(Signature::Forms(&[
        Form::of(W::Moves, &[Slot::One(Kind::Square)]),
        Form::of(W::Reach, &[Slot::One(Kind::Square)]),
        Form::of(W::Draws, &[]),
        Form::of(W::Best, &[]),
    ])),
    spec!(Opening, ["opening"] de ["eröffnung", "eroeffnung"] fr ["ouverture"], [P, L, A, Z], "{}").takes(NOTHING),
    // The speech rate.
    spec!(
        Rate, ["rate"] de ["sprechtempo"] fr ["débit", "debit"],
        [P],
        "{} 150, {} {faster}, [or] {} {slower}",
        [W::Faster, W::Slower]
    )
    .takes(Signature::Forms(&[
        Form::of(W::Faster, &[]),
        Form::of(W::Slower, &[]),
        Form::bare(&[Slot::One(Kind::Percent)]),
    ])),
    // Drills.
    spec!(Skip, ["skip"] de ["überspringen", "ueberspringen"] fr ["passer"], [D, R], "{}").takes(NOTHING),
    // A review's practice: the best move said.
    spec!(Answer, ["answer"] de ["lösung", "loesung"] fr ["réponse", "reponse"], [R], "{}").takes(NOTHING),
    // The endgame's own: the result with best play and how far it is.
    spec!(HowFar, ["how far"] de ["wie weit"] fr ["à quelle distance", "a quelle distance"], [E], "{}").takes(NOTHING),
    // Puzzles, and the endgame's next start and its start again.
    spec!(Hint, ["hint"] de ["tipp", "hinweis"] fr ["indice"], [Z], "{}").takes(NOTHING),
    spec!(Next, ["next"] de ["weiter"] fr ["suivant"], [Z, E, R], "{}").takes(NOTHING),
    spec!(Retry, ["retry"] de ["nochmal"] fr ["recommencer"], [Z, E], "{}").takes(NOTHING),
    spec!(Last, ["last"] de ["letzter"] fr ["dernier"], [Z], "{}").takes(NOTHING),
    spec!(Repeat, ["repeat", "again"] de ["wiederholen"] fr ["répéter", "repeter"], [Z, E, R], "{}").takes(NOTHING),
    spec!(Square, ["square", "sq"] de ["feld"] fr ["case"], [Z], "{} e4").takes(A_SQUARE),
    spec!(Board, ["board"] de ["brett"] fr ["échiquier", "echiquier"], [Z], "{}").takes(NOTHING),
    spec!(
        Pieces, ["pieces"] de ["figuren"] fr ["pièces"],
        [Z],
        "{}, {} {white}, {} {black} [knight], [or] {} [queen]",
        [W::White, W::Black]
    )
    .takes(PIECES),
    spec!(Help, ["help", "?"] de ["hilfe"] fr ["aide"], [Z, R], "{}").takes(NOTHING),
    spec!(Quit, ["quit", "exit"] de ["beenden"] fr ["quitter"], [Z, R], "{}").takes(NOTHING),
    // Everywhere.
    Spec {
        verb: Verb::Wait,
        names: &["wait"],
        own: &[
            Own {
                language: "de",
                names: &["warten"],
            },
            Own {
                language: "fr",
                names: &["attendre"],
            },
        ],
        languages: &[P, C, L, A, B, F],
        usage: WAIT_USAGE,
        forms: &[],
        signature: Signature::Takes(&[Slot::One(Kind::Duration)]),
    },
    spec!(
        Help, ["help", "h", "?"] de ["hilfe"] fr ["aide"],
        [P],
        "{}, [or] {} [and a topic]: {moves}, {clock}, {draws}, {board}, {sheets}, {arbiter}, {keys} [or] {online}",
        [
            W::Topic(Topic::Moves),
            W::Topic(Topic::Clock),
            W::Topic(Topic::Draws),
            W::Topic(Topic::Board),
            W::Topic(Topic::Sheets),
            W::Topic(Topic::Arbiter),
            W::Topic(Topic::Keys),
            W::Topic(Topic::Online)
        ]
    )
    .takes(Signature::Takes(&[Slot::Maybe(Kind::Topic)])),
    spec!(Help, ["help", "h", "?"] de ["hilfe"] fr ["aide"], [C, L, A, B, F], "{}").takes(NOTHING),
    spec!(Help, ["help", "?"] de ["hilfe"] fr ["aide"], [D], "{}").takes(NOTHING),
    spec!(Yes, ["yes"] de ["ja"] fr ["oui"], [P], "{}").takes(NOTHING),
    spec!(No, ["no"] de ["nein"] fr ["non"], [P], "{}").takes(NOTHING),
    spec!(Quit, ["quit", "q", "exit"] de ["beenden"] fr ["quitter"], [P, C, L, A, B, F], "{}").takes(NOTHING),
    spec!(Quit, ["quit", "exit"] de ["beenden"] fr ["quitter"], [D], "{}").takes(NOTHING),
];

/// The command `word` (lower case; a name of several words with single spaces) names in `language`, if any.
#[must_use]
pub fn find(word: &str, language: SessionKind) -> Option<&'static Spec> {
    let speaks = || COMMANDS.iter().filter(|spec| spec.speaks(language));
    speaks()
        .find(|spec| spec.names.contains(&word))
        .or_else(|| speaks().find(|spec| local::names_it(spec, word)))
}

/// The command doing `verb` in `language`, if that language has one.
#[must_use]
pub(crate) fn spec(verb: Verb, language: SessionKind) -> Option<&'static Spec> {
    COMMANDS
        .iter()
        .find(|spec| spec.verb == verb && spec.speaks(language))
}

/// The English name of the command doing `verb` (the same in every session that takes it), as the `query` of its
/// answer names it.
#[must_use]
pub(crate) fn name(verb: Verb) -> &'static str {
    COMMANDS
        .iter()
        .find(|spec| spec.verb == verb)
        .map_or("", Spec::name)
}

/// How the command doing `verb` is written in `language` (its name alone when the language has none).
#[must_use]
pub(crate) fn usage(verb: Verb, language: SessionKind) -> Usage {
    spec(verb, language).map_or(Usage::new(verb, "{}"), |spec| spec.usage)
}

/// The commands of `language` by name, in the table's order, as a refusal of an unknown word lists them.
#[must_use]
pub fn names(language: SessionKind) -> String {
    names_in(language, "en")
}

/// The commands of `language` by name in the words of `tongue` (a pack's phrase language) where it has its own,
/// in the table's order.
#[must_use]
pub(crate) fn names_in(language: SessionKind, tongue: &str) -> String {
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
pub fn completions(language: SessionKind) -> Vec<String> {
    COMMANDS
        .iter()
        .filter(|spec| spec.speaks(language))
        .flat_map(|spec| {
            std::iter::once(spec.name().to_string()).chain(
                spec.forms
                    .iter()
                    .map(|form| format!("{} {}", spec.name(), words::written(*form, "en"))),
            )
        })
        .collect()
}

/// Every command of `language` and every command with its second word, as [`completions`] lists them, and then the
/// same in the words of `tongue` (a pack's phrase language) where it has its own ("zeit", "brett visuell"), for Tab
/// completion in the pack's language.
#[must_use]
pub fn completions_in(language: SessionKind, tongue: &str) -> Vec<String> {
    let own = COMMANDS
        .iter()
        .filter(|spec| spec.speaks(language))
        .filter_map(|spec| word_in(spec.verb, tongue).map(|name| (spec, name)))
        .flat_map(|(spec, name)| {
            std::iter::once(name.to_string()).chain(
                spec.forms
                    .iter()
                    .map(move |form| format!("{name} {}", words::written(*form, tongue))),
            )
        });
    let mut all = completions(language);
    for words in own {
        if !all.contains(&words) {
            all.push(words);
        }
    }
    all
}
