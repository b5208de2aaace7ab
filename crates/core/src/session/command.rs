//! The game's command language (spec/cli.md, "The command language"): what a typed line asks for, before anything
//! is done.
//!
//! A line whose first word is a command word is that command; any other line is a move, read later against the
//! position (so "e4", "Nf3", "springer felix drei" and "0-0" all arrive as [`PlayCommand::Move`]). Command words are
//! English in every pack, like the options; case and extra spaces do not matter; blank lines and lines starting
//! with `#` are skipped.

use super::{
    cursor::{CursorCommand, Direction},
    hints::HintCommand,
    opponent::{read_reply, EngineReply},
};
use crate::{
    arguments::{self, Adjustment, ArgumentError},
    clock::Side,
    rules::Claim,
};

/// One line of the game's command language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayCommand {
    /// A move, as typed.
    Move(String),
    /// Complete the pending move and start the opponent's clock.
    Press,
    /// Both remaining times.
    Time,
    /// Moves completed.
    Moves,
    /// Repeat the last announcement.
    Last,
    /// Say again the last thing said.
    Repeat,
    /// What stands on a square (as typed).
    Square(String),
    /// The pieces on a rank (as typed).
    Rank(String),
    /// The pieces on a file (as typed).
    File(String),
    /// The whole board, rank by rank; `visual` for a diagram.
    Board { visual: bool },
    /// Where the pieces (of a side, of a kind as typed) stand.
    Pieces {
        side: Option<Side>,
        piece: Option<String>,
    },
    /// Compare a described board (FEN piece placement) with the game.
    Verify(String),
    /// Write moves on a player's scoresheet, as typed.
    Sheet { side: Side, moves: String },
    /// Load a player's scoresheet from a file (PGN or movetext).
    SheetFile { side: Side, path: String },
    /// Offer a draw.
    Draw,
    /// Accept the draw offer.
    Accept,
    /// Decline the draw offer.
    Decline,
    /// Claim a draw, with the intended move as typed.
    Claim {
        kind: Claim,
        intended: Option<String>,
    },
    /// Resign; `None`: the player to move.
    Resign(Option<Side>),
    /// Seal a move and adjourn; the resumption's date, time and place as typed.
    Adjourn {
        sealed: String,
        resumption: Option<String>,
    },
    /// Start the clock of the player to move.
    Go,
    /// The arbiter stops both clocks.
    Pause,
    /// The arbiter changes a clock.
    Adjust(Side, Adjustment),
    /// The arbiter records a completed illegal move by this side.
    Illegal(Side),
    /// The arbiter retraces the game to just after this ply.
    Takeback(u32),
    /// Move the board cursor, or pick with it.
    Cursor(CursorCommand),
    /// A hint (practice only).
    Hint(HintCommand),
    /// The engine's reply to a request (written by the engine's thread).
    Engine(EngineReply),
    /// Let time pass (virtual time only).
    Wait(u64),
    /// The commands.
    Help,
    /// End the session.
    Quit,
}

impl PlayCommand {
    /// The command's name, as the `query` of its answer.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            PlayCommand::Move(_) => "move",
            PlayCommand::Press => "press",
            PlayCommand::Time => "time",
            PlayCommand::Moves => "moves",
            PlayCommand::Last => "last",
            PlayCommand::Repeat => "repeat",
            PlayCommand::Square(_) => "square",
            PlayCommand::Rank(_) => "rank",
            PlayCommand::File(_) => "file",
            PlayCommand::Board { .. } => "board",
            PlayCommand::Pieces { .. } => "pieces",
            PlayCommand::Verify(_) => "verify",
            PlayCommand::Sheet { .. } | PlayCommand::SheetFile { .. } => "sheet",
            PlayCommand::Draw => "draw",
            PlayCommand::Accept => "accept",
            PlayCommand::Decline => "decline",
            PlayCommand::Claim { .. } => "claim",
            PlayCommand::Resign(_) => "resign",
            PlayCommand::Adjourn { .. } => "adjourn",
            PlayCommand::Go => "go",
            PlayCommand::Pause => "pause",
            PlayCommand::Adjust(..) | PlayCommand::Illegal(_) | PlayCommand::Takeback(_) => {
                "arbiter"
            }
            PlayCommand::Cursor(_) => "cursor",
            PlayCommand::Hint(_) => "hint",
            PlayCommand::Engine(_) => "engine",
            PlayCommand::Wait(_) => "wait",
            PlayCommand::Help => "help",
            PlayCommand::Quit => "quit",
        }
    }
}

/// Why a line that starts with a command word is not a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayCommandError {
    /// The command is written wrongly; the right form.
    Usage(&'static str),
    /// A DURATION that cannot be read, as typed.
    Duration(String),
}

impl From<ArgumentError> for PlayCommandError {
    fn from(problem: ArgumentError) -> Self {
        match problem {
            ArgumentError::Usage(usage) => PlayCommandError::Usage(usage),
            ArgumentError::Duration(input) => PlayCommandError::Duration(input),
        }
    }
}

const CLAIM_USAGE: &str =
    "claim threefold, or claim fifty, optionally followed by the intended move";
const RESIGN_USAGE: &str = "resign, or resign white, or resign black";
const ADJOURN_USAGE: &str = "adjourn Nf3, or adjourn Nf3 resume Sunday 10:00 room 2";
const ARBITER_USAGE: &str =
    "arbiter add white +2m, arbiter set black 1:05:00, arbiter illegal white, or arbiter takeback 24";
const PIECES_USAGE: &str = "pieces, pieces white, pieces black knight, or pieces queen";

/// Reads one line: `Ok(None)` for a blank line or a comment.
///
/// # Errors
/// [`PlayCommandError`] for a command word with wrong arguments.
pub fn parse(line: &str) -> Result<Option<PlayCommand>, PlayCommandError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let lower = line.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let Some((word, args)) = words.split_first() else {
        return Ok(None);
    };
    // The rest of the line as typed (case kept), for moves and squares.
    let rest = line
        .split_once(char::is_whitespace)
        .map_or("", |(_, rest)| rest.trim());
    let plain = |command: PlayCommand, usage: &'static str| {
        if args.is_empty() {
            Ok(Some(command))
        } else {
            Err(PlayCommandError::Usage(usage))
        }
    };
    let with_argument = |make: fn(String) -> PlayCommand, usage: &'static str| {
        if args.is_empty() {
            Err(PlayCommandError::Usage(usage))
        } else {
            Ok(Some(make(rest.to_string())))
        }
    };
    match *word {
        "press" => plain(PlayCommand::Press, "press"),
        "time" | "t" => plain(PlayCommand::Time, "time"),
        "moves" | "n" => plain(PlayCommand::Moves, "moves"),
        "last" | "l" => plain(PlayCommand::Last, "last"),
        "repeat" | "again" => plain(PlayCommand::Repeat, "repeat"),
        "square" | "sq" => with_argument(PlayCommand::Square, "square e4"),
        "rank" => with_argument(PlayCommand::Rank, "rank 4"),
        "file" => with_argument(PlayCommand::File, "file e"),
        "board" | "b" => match args {
            [] => Ok(Some(PlayCommand::Board { visual: false })),
            ["visual" | "v"] => Ok(Some(PlayCommand::Board { visual: true })),
            _ => Err(PlayCommandError::Usage("board, or board visual")),
        },
        "pieces" | "p" => pieces(args, rest).map(Some),
        "verify" => with_argument(
            PlayCommand::Verify,
            "verify rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        ),
        "sheet" => sheet(args, rest).map(Some),
        "draw" => plain(PlayCommand::Draw, "draw"),
        "accept" => plain(PlayCommand::Accept, "accept"),
        "decline" => plain(PlayCommand::Decline, "decline"),
        "claim" => claim(args, rest).map(Some),
        "resign" => match args {
            [] => Ok(Some(PlayCommand::Resign(None))),
            [who] => arguments::side(who)
                .map(|side| Some(PlayCommand::Resign(Some(side))))
                .ok_or(PlayCommandError::Usage(RESIGN_USAGE)),
            _ => Err(PlayCommandError::Usage(RESIGN_USAGE)),
        },
        "adjourn" => adjourn(rest).map(Some),
        "go" => plain(PlayCommand::Go, "go"),
        "pause" => plain(PlayCommand::Pause, "pause"),
        "arbiter" => arbiter(args).map(Some),
        "wait" => Ok(Some(PlayCommand::Wait(arguments::wait(args)?))),
        "cursor" => cursor(args, rest).map(|c| Some(PlayCommand::Cursor(c))),
        "hint" => hint(args, rest).map(|h| Some(PlayCommand::Hint(h))),
        "engine" => read_reply(args, rest)
            .map(|reply| Some(PlayCommand::Engine(reply)))
            .ok_or(PlayCommandError::Usage(
                "engine move ID MOVE (lines the engine's thread writes; nothing to type)",
            )),
        "help" | "h" | "?" => plain(PlayCommand::Help, "help"),
        "quit" | "q" | "exit" => plain(PlayCommand::Quit, "quit"),
        _ => Ok(Some(PlayCommand::Move(line.to_string()))),
    }
}

const HINT_USAGE: &str = "hint moves e2, hint reach e4, hint draws, or hint best";

/// `hint moves SQUARE`, `hint reach SQUARE`, `hint draws`, `hint best`.
fn hint(args: &[&str], rest: &str) -> Result<HintCommand, PlayCommandError> {
    let square = rest
        .split_once(char::is_whitespace)
        .map_or("", |(_, r)| r.trim())
        .to_string();
    match args {
        ["moves" | "from", _, ..] => Ok(HintCommand::Moves(square)),
        ["reach" | "attacks" | "attackers", _, ..] => Ok(HintCommand::Reach(square)),
        ["draws" | "draw"] => Ok(HintCommand::Draws),
        ["best" | "move"] => Ok(HintCommand::Best),
        _ => Err(PlayCommandError::Usage(HINT_USAGE)),
    }
}

const CURSOR_USAGE: &str =
    "cursor, cursor up, down, left or right, cursor e4, cursor rank, cursor rank 4, cursor file, cursor file e, cursor next, cursor next knight, cursor previous, cursor previous knight, cursor pick, cursor pick e4, or cursor cancel";

/// The command words, and the second words that make commands of their own, for Tab completion at the keyboard.
pub const COMMAND_WORDS: &[&str] = &[
    "press",
    "time",
    "moves",
    "last",
    "repeat",
    "square",
    "rank",
    "file",
    "board",
    "board visual",
    "pieces",
    "pieces white",
    "pieces black",
    "verify",
    "sheet",
    "sheet white",
    "sheet black",
    "draw",
    "accept",
    "decline",
    "claim",
    "claim threefold",
    "claim fifty",
    "resign",
    "resign white",
    "resign black",
    "adjourn",
    "go",
    "pause",
    "arbiter",
    "arbiter add",
    "arbiter set",
    "arbiter illegal",
    "arbiter takeback",
    "cursor",
    "cursor up",
    "cursor down",
    "cursor left",
    "cursor right",
    "cursor rank",
    "cursor file",
    "cursor next",
    "cursor previous",
    "cursor pick",
    "cursor cancel",
    "hint",
    "hint moves",
    "hint reach",
    "hint draws",
    "hint best",
    "wait",
    "help",
    "quit",
];

/// `cursor [up|down|left|right|SQUARE|rank [RANK]|file [FILE]|next [PIECE]|previous [PIECE]|pick [SQUARE]|cancel]`.
fn cursor(args: &[&str], rest: &str) -> Result<CursorCommand, PlayCommandError> {
    let after_first = rest
        .split_once(char::is_whitespace)
        .map_or("", |(_, r)| r.trim());
    Ok(match args {
        [] => CursorCommand::Where,
        ["up"] => CursorCommand::Step(Direction::Up),
        ["down"] => CursorCommand::Step(Direction::Down),
        ["left"] => CursorCommand::Step(Direction::Left),
        ["right"] => CursorCommand::Step(Direction::Right),
        ["rank"] => CursorCommand::Rank,
        ["file"] => CursorCommand::File,
        ["rank", _] => CursorCommand::ToRank(after_first.to_string()),
        ["file", _] => CursorCommand::ToFile(after_first.to_string()),
        ["next"] => CursorCommand::Next { backwards: false },
        ["previous" | "prev"] => CursorCommand::Next { backwards: true },
        ["next", ..] => CursorCommand::NextOf {
            piece: after_first.to_string(),
            backwards: false,
        },
        ["previous" | "prev", ..] => CursorCommand::NextOf {
            piece: after_first.to_string(),
            backwards: true,
        },
        ["pick"] => CursorCommand::Pick(None),
        ["pick", ..] => CursorCommand::Pick(Some(after_first.to_string())),
        ["cancel"] => CursorCommand::Cancel,
        ["up" | "down" | "left" | "right" | "rank" | "file" | "cancel", ..] => {
            return Err(PlayCommandError::Usage(CURSOR_USAGE))
        }
        _ => CursorCommand::Go(rest.to_string()),
    })
}

/// `pieces [white|black] [PIECE]`.
fn pieces(args: &[&str], rest: &str) -> Result<PlayCommand, PlayCommandError> {
    let side = args.first().and_then(|w| match *w {
        "white" => Some(Side::White),
        "black" => Some(Side::Black),
        _ => None,
    });
    let piece_words: Vec<&str> = rest
        .split_whitespace()
        .skip(usize::from(side.is_some()))
        .collect();
    if piece_words.len() > 2 {
        return Err(PlayCommandError::Usage(PIECES_USAGE));
    }
    Ok(PlayCommand::Pieces {
        side,
        piece: (!piece_words.is_empty()).then(|| piece_words.join(" ")),
    })
}

const SHEET_USAGE: &str = "sheet black 1. e4 e5 2. Nf3, or sheet black --file PATH";

/// `sheet white|black MOVE…` or `sheet white|black --file PATH`.
fn sheet(args: &[&str], rest: &str) -> Result<PlayCommand, PlayCommandError> {
    let side = args
        .first()
        .and_then(|w| arguments::side(w))
        .ok_or(PlayCommandError::Usage(SHEET_USAGE))?;
    let after_side = rest
        .split_once(char::is_whitespace)
        .map_or("", |(_, r)| r.trim());
    if after_side.is_empty() {
        return Err(PlayCommandError::Usage(SHEET_USAGE));
    }
    match after_side.strip_prefix("--file") {
        Some(path) if path.trim().is_empty() => Err(PlayCommandError::Usage(SHEET_USAGE)),
        Some(path) => Ok(PlayCommand::SheetFile {
            side,
            path: path.trim().to_string(),
        }),
        None => Ok(PlayCommand::Sheet {
            side,
            moves: after_side.to_string(),
        }),
    }
}

/// `claim threefold|fifty [MOVE]`.
fn claim(args: &[&str], rest: &str) -> Result<PlayCommand, PlayCommandError> {
    let Some(kind) = args.first() else {
        return Err(PlayCommandError::Usage(CLAIM_USAGE));
    };
    let kind = match *kind {
        "threefold" | "repetition" | "3" => Claim::ThreefoldRepetition,
        "fifty" | "50" => Claim::FiftyMoves,
        _ => return Err(PlayCommandError::Usage(CLAIM_USAGE)),
    };
    let intended = rest
        .split_once(char::is_whitespace)
        .map(|(_, mv)| mv.trim().to_string())
        .filter(|mv| !mv.is_empty());
    Ok(PlayCommand::Claim { kind, intended })
}

/// `adjourn MOVE [resume WHEN AND WHERE]` (or `adjourn MOVE; WHEN AND WHERE`).
fn adjourn(rest: &str) -> Result<PlayCommand, PlayCommandError> {
    // Byte offsets into `rest` itself, never into a lower-cased copy (lower case may change lengths).
    let keyword = rest
        .split_whitespace()
        .find(|w| w.eq_ignore_ascii_case("resume"));
    let cut = match (keyword, rest.find(';')) {
        (Some(word), semicolon) => {
            let at = word.as_ptr() as usize - rest.as_ptr() as usize;
            Some(semicolon.map_or((at, at + word.len()), |s| {
                if s < at {
                    (s, s + 1)
                } else {
                    (at, at + word.len())
                }
            }))
        }
        (None, Some(s)) => Some((s, s + 1)),
        (None, None) => None,
    };
    let (sealed, resumption) = match cut {
        Some((start, end)) => {
            let after = rest[end..].trim_start_matches(';').trim();
            let after = after
                .split_once(char::is_whitespace)
                .filter(|(first, _)| first.eq_ignore_ascii_case("resume"))
                .map_or(after, |(_, r)| r.trim());
            (
                rest[..start].trim(),
                (!after.is_empty()).then(|| after.to_string()),
            )
        }
        None => (rest.trim(), None),
    };
    if sealed.is_empty() {
        return Err(PlayCommandError::Usage(ADJOURN_USAGE));
    }
    Ok(PlayCommand::Adjourn {
        sealed: sealed.to_string(),
        resumption,
    })
}

/// `arbiter add|set|illegal|takeback …`.
fn arbiter(args: &[&str]) -> Result<PlayCommand, PlayCommandError> {
    match args {
        ["add" | "set", ..] => {
            let (side, adjustment) = arguments::adjustment(args)?;
            Ok(PlayCommand::Adjust(side, adjustment))
        }
        ["illegal", who] => arguments::side(who)
            .map(PlayCommand::Illegal)
            .ok_or(PlayCommandError::Usage(ARBITER_USAGE)),
        ["takeback", ply] => ply
            .parse()
            .map(PlayCommand::Takeback)
            .map_err(|_| PlayCommandError::Usage(ARBITER_USAGE)),
        _ => Err(PlayCommandError::Usage(ARBITER_USAGE)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_completed_word_is_a_command() {
        for words in COMMAND_WORDS {
            assert!(
                !matches!(parse(words), Ok(Some(PlayCommand::Move(_))) | Ok(None)),
                "{words:?} is read as a move"
            );
        }
    }

    #[test]
    fn lines_read_as_commands() {
        use PlayCommand::*;
        let cases: &[(&str, Result<Option<PlayCommand>, PlayCommandError>)] = &[
            ("", Ok(None)),
            ("# comment", Ok(None)),
            ("e4", Ok(Some(Move("e4".into())))),
            (
                "Springer Felix drei",
                Ok(Some(Move("Springer Felix drei".into()))),
            ),
            ("0-0", Ok(Some(Move("0-0".into())))),
            ("PRESS", Ok(Some(Press))),
            ("t", Ok(Some(Time))),
            ("n", Ok(Some(Moves))),
            ("l", Ok(Some(Last))),
            ("sq E4", Ok(Some(Square("E4".into())))),
            ("square Eva vier", Ok(Some(Square("Eva vier".into())))),
            ("rank 4", Ok(Some(Rank("4".into())))),
            ("file e", Ok(Some(File("e".into())))),
            ("b", Ok(Some(Board { visual: false }))),
            ("board visual", Ok(Some(Board { visual: true }))),
            (
                "p",
                Ok(Some(Pieces {
                    side: None,
                    piece: None,
                })),
            ),
            (
                "pieces white Knight",
                Ok(Some(Pieces {
                    side: Some(Side::White),
                    piece: Some("Knight".into()),
                })),
            ),
            (
                "pieces Springer",
                Ok(Some(Pieces {
                    side: None,
                    piece: Some("Springer".into()),
                })),
            ),
            (
                "verify 8/8/8/8/8/8/8/K6k",
                Ok(Some(Verify("8/8/8/8/8/8/8/K6k".into()))),
            ),
            (
                "sheet black 1. e4 e5 2. Sf3",
                Ok(Some(Sheet {
                    side: Side::Black,
                    moves: "1. e4 e5 2. Sf3".into(),
                })),
            ),
            (
                "sheet w --file /tmp/My Sheet.pgn",
                Ok(Some(SheetFile {
                    side: Side::White,
                    path: "/tmp/My Sheet.pgn".into(),
                })),
            ),
            ("sheet black", Err(PlayCommandError::Usage(SHEET_USAGE))),
            ("sheet green e4", Err(PlayCommandError::Usage(SHEET_USAGE))),
            ("sheet b --file", Err(PlayCommandError::Usage(SHEET_USAGE))),
            ("draw", Ok(Some(Draw))),
            ("accept", Ok(Some(Accept))),
            ("decline", Ok(Some(Decline))),
            (
                "claim threefold",
                Ok(Some(Claim {
                    kind: crate::rules::Claim::ThreefoldRepetition,
                    intended: None,
                })),
            ),
            (
                "claim fifty Springer Felix drei",
                Ok(Some(Claim {
                    kind: crate::rules::Claim::FiftyMoves,
                    intended: Some("Springer Felix drei".into()),
                })),
            ),
            ("claim", Err(PlayCommandError::Usage(CLAIM_USAGE))),
            ("claim seventy", Err(PlayCommandError::Usage(CLAIM_USAGE))),
            ("resign", Ok(Some(Resign(None)))),
            ("resign black", Ok(Some(Resign(Some(Side::Black))))),
            ("resign now", Err(PlayCommandError::Usage(RESIGN_USAGE))),
            (
                "adjourn Nf3",
                Ok(Some(Adjourn {
                    sealed: "Nf3".into(),
                    resumption: None,
                })),
            ),
            (
                "adjourn Springer Felix drei resume Sunday 10:00, room 2",
                Ok(Some(Adjourn {
                    sealed: "Springer Felix drei".into(),
                    resumption: Some("Sunday 10:00, room 2".into()),
                })),
            ),
            ("adjourn", Err(PlayCommandError::Usage(ADJOURN_USAGE))),
            (
                "adjourn \u{212a} resume x",
                Ok(Some(Adjourn {
                    sealed: "\u{212a}".into(),
                    resumption: Some("x".into()),
                })),
            ),
            (
                "adjourn İİ RESUME x",
                Ok(Some(Adjourn {
                    sealed: "İİ".into(),
                    resumption: Some("x".into()),
                })),
            ),
            (
                "adjourn Nf3; Sunday",
                Ok(Some(Adjourn {
                    sealed: "Nf3".into(),
                    resumption: Some("Sunday".into()),
                })),
            ),
            ("go", Ok(Some(Go))),
            ("pause", Ok(Some(Pause))),
            (
                "arbiter add white +2m",
                Ok(Some(Adjust(Side::White, Adjustment::Add(120_000)))),
            ),
            ("arbiter illegal black", Ok(Some(Illegal(Side::Black)))),
            ("arbiter takeback 12", Ok(Some(Takeback(12)))),
            (
                "arbiter takeback x",
                Err(PlayCommandError::Usage(ARBITER_USAGE)),
            ),
            ("arbiter", Err(PlayCommandError::Usage(ARBITER_USAGE))),
            (
                "arbiter add white 2x",
                Err(PlayCommandError::Duration("2x".into())),
            ),
            ("wait 1m 30s", Ok(Some(Wait(90_000)))),
            ("repeat", Ok(Some(Repeat))),
            ("again", Ok(Some(Repeat))),
            ("repeat it", Err(PlayCommandError::Usage("repeat"))),
            (
                "cursor rank 4",
                Ok(Some(Cursor(CursorCommand::ToRank("4".into())))),
            ),
            (
                "cursor file Eva",
                Ok(Some(Cursor(CursorCommand::ToFile("Eva".into())))),
            ),
            (
                "cursor rank four five",
                Err(PlayCommandError::Usage(CURSOR_USAGE)),
            ),
            (
                "cursor next Knight",
                Ok(Some(Cursor(CursorCommand::NextOf {
                    piece: "Knight".into(),
                    backwards: false,
                }))),
            ),
            (
                "cursor prev n",
                Ok(Some(Cursor(CursorCommand::NextOf {
                    piece: "n".into(),
                    backwards: true,
                }))),
            ),
            ("quit", Ok(Some(Quit))),
            ("go now", Err(PlayCommandError::Usage("go"))),
        ];
        for (line, expected) in cases {
            assert_eq!(&parse(line), expected, "{line:?}");
        }
    }
}
