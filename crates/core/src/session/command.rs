//! The game's command language (docs/cli.md, "The command language"): what a typed line asks for, before anything
//! is done.
//!
//! A line whose first word is a command word is that command; any other line is a move, read later against the
//! position (so "e4", "Nf3", "springer felix drei" and "0-0" all arrive as [`PlayCommand::Move`]). Command words are
//! English in every pack, like the options; case and extra spaces do not matter; blank lines and lines starting
//! with `#` are skipped.

use std::path::PathBuf;

use super::{
    cursor::{CursorCommand, Direction},
    help::HelpTopic,
    hints::HintCommand,
};
use crate::{
    arguments::{self, Adjustment, ArgumentError},
    clock::Side,
    notation::Intent,
    registry::{
        self, Argument, BoardWords, Command, EnvelopeCode, FreeText, GrammarError, Language,
        MoveText, Read, Unreadable, Usage, Verb, Word,
    },
    rules::{Claim, Score},
    voice::VoicePack,
};
use shakmaty::Role;

/// One line of the game's command language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayCommand {
    /// A move, as typed.
    Move(MoveText),
    /// A move handed over as squares, not typed: the board cursor's pick, or the engine's reply. Never read from
    /// a line.
    Play(Intent),
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
    /// What stands on a square.
    Square(shakmaty::Square),
    /// The pieces on a rank.
    Rank(shakmaty::Rank),
    /// The pieces on a file.
    File(shakmaty::File),
    /// The whole board, rank by rank; `visual` for a diagram.
    Board {
        /// A diagram rather than words.
        visual: bool,
    },
    /// Where the pieces (of a side, of a kind) stand.
    Pieces {
        /// Only this side's pieces.
        side: Option<Side>,
        /// Only pieces of this kind.
        piece: Option<Role>,
    },
    /// Compare a described board (FEN piece placement) with the game.
    Verify(FreeText),
    /// Read the game's moves back: all, the last N move numbers, or from move N.
    Score(ScoreRange),
    /// Write moves on a player's scoresheet, as typed.
    Sheet {
        /// Whose scoresheet.
        side: Side,
        /// The moves, as typed.
        moves: MoveText,
        /// `from N`: the entries replace the sheet from White's move N on.
        from: Option<u32>,
    },
    /// Empty a player's scoresheet.
    SheetClear(Side),
    /// Load a player's scoresheet from a file (PGN or movetext).
    SheetFile {
        /// Whose scoresheet.
        side: Side,
        /// The file's path, as typed.
        path: PathBuf,
    },
    /// Offer a draw; the side that offers, when it is named.
    Draw(Option<Side>),
    /// Accept the draw offer; the side that accepts, when it is named.
    Accept(Option<Side>),
    /// Decline the draw offer; the side that declines, when it is named.
    Decline(Option<Side>),
    /// Claim a draw, for the side named, with the intended move as typed.
    Claim {
        /// Who claims, when named.
        side: Option<Side>,
        /// The draw claimed (article 9.2 or 9.3).
        kind: Claim,
        /// The move the claimant intends to make, as typed.
        intended: Option<MoveText>,
    },
    /// Resign; the side that resigns, when it is named.
    Resign(Option<Side>),
    /// Propose to take the last move back (online).
    OfferTakeback,
    /// Abort the game (online).
    Abort,
    /// Read the game's chat, or send it a message (online).
    Chat(Option<FreeText>),
    /// Answer a confirmation: `true` for yes.
    Confirm(bool),
    /// Seal a move and adjourn; the resumption's date, time and place as typed.
    Adjourn {
        /// The sealed move, as typed.
        sealed: MoveText,
        /// The date, time and place of resumption, as typed.
        resumption: Option<FreeText>,
    },
    /// Start the clock of the player to move (or play the sealed move, with the envelope's code as typed).
    Go(Option<EnvelopeCode>),
    /// The arbiter stops both clocks.
    Pause,
    /// The arbiter changes a clock.
    Adjust(Side, Adjustment),
    /// The arbiter records a completed illegal move by this side.
    Illegal(Side),
    /// The arbiter retraces the game to just after this ply.
    Takeback(u32),
    /// The arbiter asks for the position as FEN (and where the sheets last agree).
    Position,
    /// The arbiter records a result, with the reason as typed.
    Verdict {
        /// The result.
        score: Score,
        /// The reason, as typed.
        detail: Option<FreeText>,
    },
    /// The arbiter introduces an increment of these milliseconds for both players (Guidelines III.4).
    Increment(u64),
    /// The envelope is lost: the game goes on from the adjournment without its sealed move (Guidelines I.11).
    Unseal,
    /// Move the board cursor, or pick with it.
    Cursor(CursorCommand),
    /// A hint (practice only).
    Hint(HintCommand),
    /// The opening's ECO code and name (practice only).
    Opening,
    /// Let time pass (virtual time only).
    Wait(u64),
    /// Change the speech rate.
    Rate(super::rate::RateChange),
    /// The help topics, or one topic's few lines.
    Help(Option<HelpTopic>),
    /// End the session.
    Quit,
}

/// Which moves `score` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreRange {
    All,
    /// The last N move numbers.
    Last(u32),
    /// From move number N on.
    From(u32),
}

impl PlayCommand {
    /// The command's name, as the `query` of its answer: the registry's name of its verb, `move` for a move.
    #[must_use]
    pub fn name(&self) -> &'static str {
        self.verb().map_or("move", registry::name)
    }

    /// The command of the registry it was read from; none for a move.
    #[must_use]
    pub(crate) fn verb(&self) -> Option<Verb> {
        Some(match self {
            PlayCommand::Move(_) | PlayCommand::Play(_) => return None,
            PlayCommand::Press => Verb::Press,
            PlayCommand::Time => Verb::Time,
            PlayCommand::Moves => Verb::Moves,
            PlayCommand::Last => Verb::Last,
            PlayCommand::Repeat => Verb::Repeat,
            PlayCommand::Square(_) => Verb::Square,
            PlayCommand::Rank(_) => Verb::Rank,
            PlayCommand::File(_) => Verb::File,
            PlayCommand::Board { .. } => Verb::Board,
            PlayCommand::Pieces { .. } => Verb::Pieces,
            PlayCommand::Verify(_) => Verb::Verify,
            PlayCommand::Sheet { .. }
            | PlayCommand::SheetFile { .. }
            | PlayCommand::SheetClear(_) => Verb::Sheet,
            PlayCommand::Score(_) => Verb::Score,
            PlayCommand::Draw(_) => Verb::Draw,
            PlayCommand::Accept(_) => Verb::Accept,
            PlayCommand::Decline(_) => Verb::Decline,
            PlayCommand::Confirm(true) => Verb::Yes,
            PlayCommand::Confirm(false) => Verb::No,
            PlayCommand::Claim { .. } => Verb::Claim,
            PlayCommand::Resign(_) => Verb::Resign,
            PlayCommand::OfferTakeback => Verb::Takeback,
            PlayCommand::Abort => Verb::Abort,
            PlayCommand::Chat(_) => Verb::Chat,
            PlayCommand::Adjourn { .. } => Verb::Adjourn,
            PlayCommand::Go(_) => Verb::Go,
            PlayCommand::Pause => Verb::Pause,
            PlayCommand::Adjust(..)
            | PlayCommand::Illegal(_)
            | PlayCommand::Takeback(_)
            | PlayCommand::Verdict { .. }
            | PlayCommand::Increment(_)
            | PlayCommand::Unseal
            | PlayCommand::Position => Verb::Arbiter,
            PlayCommand::Cursor(_) => Verb::Cursor,
            PlayCommand::Hint(_) => Verb::Hint,
            PlayCommand::Opening => Verb::Opening,
            PlayCommand::Wait(_) => Verb::Wait,
            PlayCommand::Rate(_) => Verb::Rate,
            PlayCommand::Help(_) => Verb::Help,
            PlayCommand::Quit => Verb::Quit,
        })
    }
}

/// Why a line that starts with a command word is not a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayCommandError {
    /// The command is written wrongly; the right form.
    Usage(Usage),
    /// A DURATION that cannot be read, as typed.
    Duration(FreeText),
    /// A command of another session (a listener's `next` bound to a button, say): its name.
    NotHere(&'static str),
    /// A square, rank, file or piece that names nothing.
    Argument(Unreadable),
}

impl From<Unreadable> for PlayCommandError {
    fn from(problem: Unreadable) -> Self {
        PlayCommandError::Argument(problem)
    }
}

impl From<ArgumentError> for PlayCommandError {
    fn from(problem: ArgumentError) -> Self {
        match problem {
            ArgumentError::Usage(usage) => PlayCommandError::Usage(usage),
            ArgumentError::Duration(input) => PlayCommandError::Duration(input),
        }
    }
}

/// Reads one line: `Ok(None)` for a blank line or a comment; a line whose first word is no command is a move.
/// Squares, ranks, files and pieces are read in letters and the shipped packs' words.
///
/// # Errors
/// [`PlayCommandError`] for a command word with wrong arguments.
pub fn parse(line: &str) -> Result<Option<PlayCommand>, PlayCommandError> {
    parse_with(line, &BoardWords::shipped())
}

/// Reads one line as [`parse`] does, squares, ranks, files and pieces also in `pack`'s words.
pub(crate) fn parse_for(
    line: &str,
    pack: &VoicePack,
) -> Result<Option<PlayCommand>, PlayCommandError> {
    parse_with(line, &BoardWords::new(pack))
}

fn parse_with(line: &str, words: &BoardWords) -> Result<Option<PlayCommand>, PlayCommandError> {
    match registry::read(line, Language::Play) {
        Read::Blank | Read::Comment => Ok(None),
        Read::Other(text) => Ok(Some(PlayCommand::Move(text.into()))),
        Read::Command(command) => command_with(&command, words).map(Some),
    }
}

/// The game's command for a command of the table (typed, or bound to a key or button when its keymap was loaded).
///
/// # Errors
/// [`PlayCommandError`] for wrong arguments, or a command that is not the game's.
pub fn from_command(command: &Command) -> Result<PlayCommand, PlayCommandError> {
    command_with(command, &BoardWords::shipped())
}

/// The game's command for a command of the table, as [`from_command`] reads it, squares, ranks, files and pieces also
/// in `pack`'s words.
pub(crate) fn from_command_for(
    command: &Command,
    pack: &VoicePack,
) -> Result<PlayCommand, PlayCommandError> {
    command_with(command, &BoardWords::new(pack))
}

/// The game's command for a command of the table, squares, ranks, files and pieces read in `words`.
pub(crate) fn command_with(
    command: &Command,
    words: &BoardWords,
) -> Result<PlayCommand, PlayCommandError> {
    if let Some(made) = from_arguments(command)? {
        return Ok(made);
    }
    let args = command.words();
    let args = args.as_slice();
    let rest = command.rest();
    let usage = registry::usage(command.verb(), Language::Play);
    let with_argument = |make: fn(FreeText) -> PlayCommand| {
        if args.is_empty() {
            Err(PlayCommandError::Usage(usage))
        } else {
            Ok(make(rest.into()))
        }
    };
    let on_board = |make: &dyn Fn(&str) -> Result<PlayCommand, Unreadable>| {
        if args.is_empty() {
            Err(PlayCommandError::Usage(usage))
        } else {
            Ok(make(rest)?)
        }
    };
    match command.verb() {
        Verb::Square => on_board(&|text| words.read_square(text).map(PlayCommand::Square)),
        Verb::Rank => on_board(&|text| words.read_rank(text).map(PlayCommand::Rank)),
        Verb::File => on_board(&|text| words.read_file(text).map(PlayCommand::File)),
        Verb::Board => match args {
            [] => Ok(PlayCommand::Board { visual: false }),
            [word] if registry::word(Verb::Board, word) == Some(Word::Visual) => {
                Ok(PlayCommand::Board { visual: true })
            }
            _ => Err(PlayCommandError::Usage(usage)),
        },
        Verb::Pieces => pieces(args, rest, usage, words),
        Verb::Verify => with_argument(PlayCommand::Verify),
        Verb::Sheet => sheet(args, rest, usage),
        Verb::Score => score(args, usage).map(PlayCommand::Score),
        Verb::Claim => claim(args, rest, usage),
        Verb::Chat => Ok(PlayCommand::Chat(
            (!args.is_empty()).then(|| rest.trim().into()),
        )),
        Verb::Adjourn => adjourn(rest, usage),
        Verb::Go => match rest.trim() {
            "" => Ok(PlayCommand::Go(None)),
            code if super::envelope::normalized(code).len() == 10 => {
                Ok(PlayCommand::Go(Some(code.into())))
            }
            _ => Err(PlayCommandError::Usage(usage)),
        },
        Verb::Arbiter => arbiter(args, rest, usage),
        Verb::Rate => rate(args, usage).map(PlayCommand::Rate),
        Verb::Cursor => cursor(args, rest, usage, words).map(PlayCommand::Cursor),
        Verb::Hint => hint(args, rest, usage, words).map(PlayCommand::Hint),
        Verb::Help => match args {
            [] => Ok(PlayCommand::Help(None)),
            [topic] => HelpTopic::read(topic)
                .map(|topic| PlayCommand::Help(Some(topic)))
                .ok_or(PlayCommandError::Usage(usage)),
            _ => Err(PlayCommandError::Usage(usage)),
        },
        _ => Err(PlayCommandError::NotHere(command.spec().name())),
    }
}

/// The game's command for a command whose arguments the grammar reads by its row's signature (those alone, a side,
/// a duration); `None` for one whose forms are read below.
fn from_arguments(command: &Command) -> Result<Option<PlayCommand>, PlayCommandError> {
    let grammar = matches!(
        command.verb(),
        Verb::Press
            | Verb::Time
            | Verb::Moves
            | Verb::Last
            | Verb::Repeat
            | Verb::Draw
            | Verb::Accept
            | Verb::Decline
            | Verb::Resign
            | Verb::Takeback
            | Verb::Abort
            | Verb::Yes
            | Verb::No
            | Verb::Pause
            | Verb::Wait
            | Verb::Opening
            | Verb::Quit
    );
    let Some(read) = command.arguments().filter(|_| grammar) else {
        return Ok(None);
    };
    let args = read?;
    let side = match args.as_slice() {
        [Argument::Side(side)] => Some(*side),
        _ => None,
    };
    Ok(Some(match (command.verb(), args.as_slice()) {
        (Verb::Press, []) => PlayCommand::Press,
        (Verb::Time, []) => PlayCommand::Time,
        (Verb::Moves, []) => PlayCommand::Moves,
        (Verb::Last, []) => PlayCommand::Last,
        (Verb::Repeat, []) => PlayCommand::Repeat,
        (Verb::Draw, _) => PlayCommand::Draw(side),
        (Verb::Accept, _) => PlayCommand::Accept(side),
        (Verb::Decline, _) => PlayCommand::Decline(side),
        (Verb::Resign, _) => PlayCommand::Resign(side),
        (Verb::Takeback, []) => PlayCommand::OfferTakeback,
        (Verb::Abort, []) => PlayCommand::Abort,
        (Verb::Yes, []) => PlayCommand::Confirm(true),
        (Verb::No, []) => PlayCommand::Confirm(false),
        (Verb::Pause, []) => PlayCommand::Pause,
        (Verb::Wait, [Argument::Duration(ms)]) => PlayCommand::Wait(*ms),
        (Verb::Opening, []) => PlayCommand::Opening,
        (Verb::Quit, []) => PlayCommand::Quit,
        _ => return Ok(None),
    }))
}

impl From<GrammarError> for PlayCommandError {
    fn from(problem: GrammarError) -> Self {
        match problem {
            GrammarError::Usage(usage) => PlayCommandError::Usage(usage),
            // The game takes no pause; a time that cannot be read is a DURATION here.
            GrammarError::Duration(input) | GrammarError::Pause(input) => {
                PlayCommandError::Duration(input)
            }
        }
    }
}

/// `rate PERCENT` (`150` or `150%`), `rate faster`, `rate slower`.
fn rate(args: &[&str], usage: Usage) -> Result<super::rate::RateChange, PlayCommandError> {
    use super::rate::RateChange;
    match args {
        [word] => match registry::word(Verb::Rate, word) {
            Some(Word::Faster) => Ok(RateChange::Faster),
            Some(Word::Slower) => Ok(RateChange::Slower),
            _ => word
                .trim_end_matches('%')
                .parse()
                .map(RateChange::To)
                .map_err(|_| PlayCommandError::Usage(usage)),
        },
        _ => Err(PlayCommandError::Usage(usage)),
    }
}

/// `score`, `score last N`, `score from N`.
fn score(args: &[&str], usage: Usage) -> Result<ScoreRange, PlayCommandError> {
    let number = |n: &str| n.parse().map_err(|_| PlayCommandError::Usage(usage));
    match args {
        [] => Ok(ScoreRange::All),
        [word, n] => match registry::word(Verb::Score, word) {
            Some(Word::Last) => number(n).map(ScoreRange::Last),
            Some(Word::From) => number(n).map(ScoreRange::From),
            _ => Err(PlayCommandError::Usage(usage)),
        },
        _ => Err(PlayCommandError::Usage(usage)),
    }
}

/// `hint moves SQUARE`, `hint reach SQUARE`, `hint draws`, `hint best`.
fn hint(
    args: &[&str],
    rest: &str,
    usage: Usage,
    words: &BoardWords,
) -> Result<HintCommand, PlayCommandError> {
    let square = || {
        words.read_square(
            rest.split_once(char::is_whitespace)
                .map_or("", |(_, r)| r.trim()),
        )
    };
    let Some((first, more)) = args.split_first() else {
        return Err(PlayCommandError::Usage(usage));
    };
    match (registry::word(Verb::Hint, first), more.is_empty()) {
        (Some(Word::Moves), false) => Ok(HintCommand::Moves(square())),
        (Some(Word::Reach), false) => Ok(HintCommand::Reach(square())),
        (Some(Word::Draws), true) => Ok(HintCommand::Draws),
        (Some(Word::Best), true) => Ok(HintCommand::Best),
        _ => Err(PlayCommandError::Usage(usage)),
    }
}

/// `cursor [up|down|left|right|SQUARE|rank [RANK]|file [FILE]|next [PIECE]|previous [PIECE]|pick [SQUARE]|cancel]`.
fn cursor(
    args: &[&str],
    rest: &str,
    usage: Usage,
    words: &BoardWords,
) -> Result<CursorCommand, PlayCommandError> {
    let after_first = || {
        rest.split_once(char::is_whitespace)
            .map_or("", |(_, r)| r.trim())
    };
    let Some(first) = args.first() else {
        return Ok(CursorCommand::Where);
    };
    let alone = args.len() == 1;
    Ok(match registry::word(Verb::Cursor, first) {
        Some(Word::Up) if alone => CursorCommand::Step(Direction::Up),
        Some(Word::Down) if alone => CursorCommand::Step(Direction::Down),
        Some(Word::Left) if alone => CursorCommand::Step(Direction::Left),
        Some(Word::Right) if alone => CursorCommand::Step(Direction::Right),
        Some(Word::Rank) if alone => CursorCommand::Rank,
        Some(Word::File) if alone => CursorCommand::File,
        Some(Word::Rank) if args.len() == 2 => {
            CursorCommand::ToRank(words.read_rank(after_first()))
        }
        Some(Word::File) if args.len() == 2 => {
            CursorCommand::ToFile(words.read_file(after_first()))
        }
        Some(word @ (Word::Next | Word::Previous)) if alone => CursorCommand::Next {
            backwards: word == Word::Previous,
        },
        Some(word @ (Word::Next | Word::Previous)) => CursorCommand::NextOf {
            piece: words.read_piece(after_first()),
            backwards: word == Word::Previous,
        },
        Some(Word::Pick) if alone => CursorCommand::Pick(None),
        Some(Word::Pick) => CursorCommand::Pick(Some(words.read_square(after_first()))),
        Some(Word::Cancel) if alone => CursorCommand::Cancel,
        Some(
            Word::Up
            | Word::Down
            | Word::Left
            | Word::Right
            | Word::Rank
            | Word::File
            | Word::Cancel,
        ) => return Err(PlayCommandError::Usage(usage)),
        _ => CursorCommand::Go(words.read_square(rest)),
    })
}

/// `pieces [white|black] [PIECE]`.
fn pieces(
    args: &[&str],
    rest: &str,
    usage: Usage,
    words: &BoardWords,
) -> Result<PlayCommand, PlayCommandError> {
    let side = args.first().and_then(|w| arguments::side_word(w));
    let piece_words: Vec<&str> = rest
        .split_whitespace()
        .skip(usize::from(side.is_some()))
        .collect();
    if piece_words.len() > 2 {
        return Err(PlayCommandError::Usage(usage));
    }
    let piece = match piece_words.as_slice() {
        [] => None,
        typed => Some(words.read_piece(&typed.join(" "))?),
    };
    Ok(PlayCommand::Pieces { side, piece })
}

/// `sheet white|black MOVE…` or `sheet white|black --file PATH`.
fn sheet(args: &[&str], rest: &str, usage: Usage) -> Result<PlayCommand, PlayCommandError> {
    let side = args
        .first()
        .and_then(|w| arguments::side(w))
        .ok_or(PlayCommandError::Usage(usage))?;
    let after_side = rest
        .split_once(char::is_whitespace)
        .map_or("", |(_, r)| r.trim());
    if after_side.is_empty() {
        return Err(PlayCommandError::Usage(usage));
    }
    let words: Vec<&str> = after_side.split_whitespace().collect();
    let first = words.first().and_then(|w| registry::word(Verb::Sheet, w));
    match (first, words.as_slice()) {
        (Some(Word::Clear), [_]) => return Ok(PlayCommand::SheetClear(side)),
        (Some(Word::From), [_, number, _, ..]) => {
            let from = number
                .trim_end_matches('.')
                .parse()
                .map_err(|_| PlayCommandError::Usage(usage))?;
            let moves = after_side
                .splitn(3, char::is_whitespace)
                .nth(2)
                .unwrap_or_default()
                .trim();
            return Ok(PlayCommand::Sheet {
                side,
                moves: moves.into(),
                from: Some(from),
            });
        }
        _ => {}
    }
    match after_side.strip_prefix("--file") {
        Some(path) if path.trim().is_empty() => Err(PlayCommandError::Usage(usage)),
        Some(path) => Ok(PlayCommand::SheetFile {
            side,
            path: PathBuf::from(path.trim()),
        }),
        None => Ok(PlayCommand::Sheet {
            side,
            moves: after_side.into(),
            from: None,
        }),
    }
}

/// `claim [white|black] threefold|fifty [MOVE]`.
fn claim(args: &[&str], rest: &str, usage: Usage) -> Result<PlayCommand, PlayCommandError> {
    let side = args.first().and_then(|w| arguments::side_word(w));
    let (args, rest) = if side.is_some() {
        (
            &args[1..],
            rest.split_once(char::is_whitespace)
                .map_or("", |(_, r)| r.trim()),
        )
    } else {
        (args, rest)
    };
    let Some(kind) = args.first() else {
        return Err(PlayCommandError::Usage(usage));
    };
    let kind = match registry::word(Verb::Claim, kind) {
        Some(Word::Threefold) => Claim::ThreefoldRepetition,
        Some(Word::Fifty) => Claim::FiftyMoves,
        _ => return Err(PlayCommandError::Usage(usage)),
    };
    let intended = rest
        .split_once(char::is_whitespace)
        .map(|(_, mv)| mv.trim())
        .filter(|mv| !mv.is_empty())
        .map(MoveText::from);
    Ok(PlayCommand::Claim {
        side,
        kind,
        intended,
    })
}

/// The word before the resumption's time and place: `resume`, `fortsetzung`, `reprise`, in any case.
fn is_resume(word: &str) -> bool {
    registry::word(Verb::Adjourn, &word.to_lowercase()) == Some(Word::Resume)
}

/// `adjourn MOVE [resume WHEN AND WHERE]` (or `adjourn MOVE; WHEN AND WHERE`).
fn adjourn(rest: &str, usage: Usage) -> Result<PlayCommand, PlayCommandError> {
    // Byte offsets into `rest` itself, never into a lower-cased copy (lower case may change lengths).
    let keyword = rest.split_whitespace().find(|w| is_resume(w));
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
                .filter(|(first, _)| is_resume(first))
                .map_or(after, |(_, r)| r.trim());
            (
                rest[..start].trim(),
                (!after.is_empty()).then(|| after.to_string()),
            )
        }
        None => (rest.trim(), None),
    };
    if sealed.is_empty() {
        return Err(PlayCommandError::Usage(usage));
    }
    Ok(PlayCommand::Adjourn {
        sealed: sealed.into(),
        resumption: resumption.map(FreeText::from),
    })
}

/// `arbiter add|set|illegal|takeback|result|increment|unseal|position …`.
fn arbiter(args: &[&str], rest: &str, usage: Usage) -> Result<PlayCommand, PlayCommandError> {
    let Some(first) = args.first() else {
        return Err(PlayCommandError::Usage(usage));
    };
    match (registry::word(Verb::Arbiter, first), &args[1..]) {
        (Some(Word::Add | Word::Set), _) => {
            let (side, adjustment) = arguments::adjustment(args)?;
            Ok(PlayCommand::Adjust(side, adjustment))
        }
        (Some(Word::Illegal), [who]) => arguments::side(who)
            .map(PlayCommand::Illegal)
            .ok_or(PlayCommandError::Usage(usage)),
        (Some(Word::Takeback), [ply]) => ply
            .parse()
            .map(PlayCommand::Takeback)
            .map_err(|_| PlayCommandError::Usage(usage)),
        (Some(Word::Position), []) => Ok(PlayCommand::Position),
        (Some(Word::Increment), duration) if !duration.is_empty() => {
            crate::clock::parse_duration(&duration.concat())
                .map(PlayCommand::Increment)
                .map_err(|_| PlayCommandError::Duration(duration.join(" ").into()))
        }
        (Some(Word::Unseal), []) => Ok(PlayCommand::Unseal),
        (Some(Word::Result), [score, ..]) => {
            let score = registry::score(score).ok_or(PlayCommandError::Usage(usage))?;
            let detail = rest
                .split_whitespace()
                .skip(2)
                .collect::<Vec<_>>()
                .join(" ");
            Ok(PlayCommand::Verdict {
                score,
                detail: (!detail.is_empty()).then(|| detail.into()),
            })
        }
        _ => Err(PlayCommandError::Usage(usage)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_completed_word_is_a_command() {
        for words in registry::completions(Language::Play) {
            assert!(
                !matches!(parse(&words), Ok(Some(PlayCommand::Move(_))) | Ok(None)),
                "{words:?} is read as a move"
            );
        }
    }

    #[test]
    fn every_completed_word_in_a_packs_language_is_the_same_command() {
        for tongue in ["en", "de", "fr"] {
            for words in registry::completions_in(Language::Play, tongue) {
                assert!(
                    !matches!(parse(&words), Ok(Some(PlayCommand::Move(_))) | Ok(None)),
                    "{tongue}: {words:?} is read as a move"
                );
            }
        }
        let german = registry::completions_in(Language::Play, "de");
        assert!(german.contains(&"zeit".to_string()), "{german:?}");
        assert_eq!(
            registry::completions_in(Language::Play, "en"),
            registry::completions(Language::Play)
        );
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
            ("sq E4", Ok(Some(Square(shakmaty::Square::E4)))),
            ("square Eva vier", Ok(Some(Square(shakmaty::Square::E4)))),
            ("rank 4", Ok(Some(Rank(shakmaty::Rank::Fourth)))),
            ("file e", Ok(Some(File(shakmaty::File::E)))),
            (
                "square Eva",
                Err(PlayCommandError::Argument(Unreadable {
                    kind: registry::ArgumentKind::Square,
                    input: "Eva".into(),
                })),
            ),
            (
                "rank nine",
                Err(PlayCommandError::Argument(Unreadable {
                    kind: registry::ArgumentKind::Rank,
                    input: "nine".into(),
                })),
            ),
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
                    piece: Some(Role::Knight),
                })),
            ),
            (
                "pieces Springer",
                Ok(Some(Pieces {
                    side: None,
                    piece: Some(Role::Knight),
                })),
            ),
            (
                "pieces white zebra",
                Err(PlayCommandError::Argument(Unreadable {
                    kind: registry::ArgumentKind::Piece,
                    input: "zebra".into(),
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
                    from: None,
                })),
            ),
            (
                "sheet black from 12 Nf3 Nc6",
                Ok(Some(Sheet {
                    side: Side::Black,
                    moves: "Nf3 Nc6".into(),
                    from: Some(12),
                })),
            ),
            ("sheet white clear", Ok(Some(SheetClear(Side::White)))),
            (
                "sheet w --file /tmp/My Sheet.pgn",
                Ok(Some(SheetFile {
                    side: Side::White,
                    path: "/tmp/My Sheet.pgn".into(),
                })),
            ),
            (
                "sheet black",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Sheet,
                    Language::Play,
                ))),
            ),
            (
                "sheet green e4",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Sheet,
                    Language::Play,
                ))),
            ),
            (
                "sheet b --file",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Sheet,
                    Language::Play,
                ))),
            ),
            ("draw", Ok(Some(Draw(None)))),
            ("draw black", Ok(Some(Draw(Some(Side::Black))))),
            ("accept", Ok(Some(Accept(None)))),
            ("accept white", Ok(Some(Accept(Some(Side::White))))),
            ("decline", Ok(Some(Decline(None)))),
            ("yes", Ok(Some(Confirm(true)))),
            ("no", Ok(Some(Confirm(false)))),
            (
                "arbiter result 1/2-1/2 dead position",
                Ok(Some(Verdict {
                    score: crate::rules::Score::Draw,
                    detail: Some("dead position".into()),
                })),
            ),
            (
                "arbiter result 1-0",
                Ok(Some(Verdict {
                    score: crate::rules::Score::WhiteWins,
                    detail: None,
                })),
            ),
            (
                "claim threefold",
                Ok(Some(Claim {
                    side: None,
                    kind: crate::rules::Claim::ThreefoldRepetition,
                    intended: None,
                })),
            ),
            (
                "claim black threefold Nf6",
                Ok(Some(Claim {
                    side: Some(Side::Black),
                    kind: crate::rules::Claim::ThreefoldRepetition,
                    intended: Some("Nf6".into()),
                })),
            ),
            (
                "claim fifty Springer Felix drei",
                Ok(Some(Claim {
                    side: None,
                    kind: crate::rules::Claim::FiftyMoves,
                    intended: Some("Springer Felix drei".into()),
                })),
            ),
            (
                "claim",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Claim,
                    Language::Play,
                ))),
            ),
            (
                "claim seventy",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Claim,
                    Language::Play,
                ))),
            ),
            ("resign", Ok(Some(Resign(None)))),
            ("resign black", Ok(Some(Resign(Some(Side::Black))))),
            (
                "resign now",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Resign,
                    Language::Play,
                ))),
            ),
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
            (
                "adjourn",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Adjourn,
                    Language::Play,
                ))),
            ),
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
            ("go", Ok(Some(Go(None)))),
            ("go k7qm2-xhd9p", Ok(Some(Go(Some("k7qm2-xhd9p".into()))))),
            ("pause", Ok(Some(Pause))),
            (
                "arbiter add white +2m",
                Ok(Some(Adjust(Side::White, Adjustment::Add(120_000)))),
            ),
            ("arbiter illegal black", Ok(Some(Illegal(Side::Black)))),
            ("arbiter increment 5s", Ok(Some(Increment(5_000)))),
            ("schiedsrichter inkrement 30s", Ok(Some(Increment(30_000)))),
            ("arbitre incrément 5s", Ok(Some(Increment(5_000)))),
            (
                "arbiter increment 5x",
                Err(PlayCommandError::Duration("5x".into())),
            ),
            ("arbiter unseal", Ok(Some(Unseal))),
            ("arbitre desceller", Ok(Some(Unseal))),
            ("arbiter takeback 12", Ok(Some(Takeback(12)))),
            (
                "arbiter takeback x",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Arbiter,
                    Language::Play,
                ))),
            ),
            (
                "arbiter",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Arbiter,
                    Language::Play,
                ))),
            ),
            (
                "arbiter add white 2x",
                Err(PlayCommandError::Duration("2x".into())),
            ),
            ("wait 1m 30s", Ok(Some(Wait(90_000)))),
            ("repeat", Ok(Some(Repeat))),
            ("again", Ok(Some(Repeat))),
            (
                "repeat it",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Repeat,
                    Language::Play,
                ))),
            ),
            (
                "cursor rank 4",
                Ok(Some(Cursor(CursorCommand::ToRank(Ok(
                    shakmaty::Rank::Fourth,
                ))))),
            ),
            (
                "cursor file Eva",
                Ok(Some(Cursor(CursorCommand::ToFile(Ok(shakmaty::File::E))))),
            ),
            (
                "cursor rank four five",
                Err(PlayCommandError::Usage(registry::CURSOR_USAGE)),
            ),
            (
                "cursor next Knight",
                Ok(Some(Cursor(CursorCommand::NextOf {
                    piece: Ok(Role::Knight),
                    backwards: false,
                }))),
            ),
            (
                "cursor prev n",
                Ok(Some(Cursor(CursorCommand::NextOf {
                    piece: Ok(Role::Knight),
                    backwards: true,
                }))),
            ),
            ("quit", Ok(Some(Quit))),
            (
                "go now",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Go,
                    Language::Play,
                ))),
            ),
        ];
        for (line, expected) in cases {
            assert_eq!(&parse(line), expected, "{line:?}");
        }
    }
}
