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
    rate::RateChange,
};
use crate::{
    arguments::Adjustment,
    clock::Side,
    notation::Intent,
    registry::{
        self, Argument, BoardWords, Command, EnvelopeCode, FreeText, GrammarError, Keyword,
        MoveText, Read, SessionKind, SheetEntries, Unreadable, Usage, Verb,
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
    match registry::read(line, SessionKind::Play) {
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

/// The game's command for a command of the table, squares, ranks, files and pieces read in `words`: its arguments
/// read by the game's row of its verb, whatever session it was read in.
pub(crate) fn command_with(
    command: &Command,
    words: &BoardWords,
) -> Result<PlayCommand, PlayCommandError> {
    let not_here = || PlayCommandError::NotHere(command.spec().name());
    let args = command
        .arguments_in(SessionKind::Play, words)
        .ok_or_else(not_here)??;
    let usage = || PlayCommandError::Usage(registry::usage(command.verb(), SessionKind::Play));
    use Argument as A;
    Ok(match (command.verb(), args.as_slice()) {
        (Verb::Press, []) => PlayCommand::Press,
        (Verb::Time, []) => PlayCommand::Time,
        (Verb::Moves, []) => PlayCommand::Moves,
        (Verb::Last, []) => PlayCommand::Last,
        (Verb::Repeat, []) => PlayCommand::Repeat,
        (Verb::Square, [A::Square(square)]) => PlayCommand::Square(square.clone()?),
        (Verb::Rank, [A::Rank(rank)]) => PlayCommand::Rank(rank.clone()?),
        (Verb::File, [A::File(file)]) => PlayCommand::File(file.clone()?),
        (Verb::Board, []) => PlayCommand::Board { visual: false },
        (Verb::Board, [A::Word(Keyword::Visual)]) => PlayCommand::Board { visual: true },
        (Verb::Pieces, args) => pieces(args)?,
        (Verb::Verify, [A::Text(placement)]) => PlayCommand::Verify(placement.clone()),
        (Verb::Sheet, [A::Side(side), A::Sheet(entries)]) => sheet(*side, entries.clone()),
        (Verb::Score, []) => PlayCommand::Score(ScoreRange::All),
        (Verb::Score, [A::Word(Keyword::Last), A::Number(n)]) => {
            PlayCommand::Score(ScoreRange::Last(*n))
        }
        (Verb::Score, [A::Word(Keyword::From), A::Number(n)]) => {
            PlayCommand::Score(ScoreRange::From(*n))
        }
        (Verb::Draw, args) => PlayCommand::Draw(side(args)),
        (Verb::Accept, args) => PlayCommand::Accept(side(args)),
        (Verb::Decline, args) => PlayCommand::Decline(side(args)),
        (Verb::Resign, args) => PlayCommand::Resign(side(args)),
        (Verb::Claim, args) => claim(args).ok_or_else(usage)?,
        (Verb::Takeback, []) => PlayCommand::OfferTakeback,
        (Verb::Abort, []) => PlayCommand::Abort,
        (Verb::Chat, []) => PlayCommand::Chat(None),
        (Verb::Chat, [A::Text(message)]) => PlayCommand::Chat(Some(message.clone())),
        (Verb::Adjourn, [A::Adjournment { sealed, resumption }]) => PlayCommand::Adjourn {
            sealed: sealed.clone(),
            resumption: resumption.clone(),
        },
        (Verb::Go, []) => PlayCommand::Go(None),
        (Verb::Go, [A::Envelope(code)]) => PlayCommand::Go(Some(code.clone())),
        (Verb::Pause, []) => PlayCommand::Pause,
        (Verb::Arbiter, [A::Word(word), args @ ..]) => arbiter(*word, args).ok_or_else(usage)?,
        (Verb::Cursor, args) => PlayCommand::Cursor(cursor(args).ok_or_else(usage)?),
        (Verb::Hint, [A::Word(Keyword::Moves), A::Square(square)]) => {
            PlayCommand::Hint(HintCommand::Moves(square.clone()))
        }
        (Verb::Hint, [A::Word(Keyword::Reach), A::Square(square)]) => {
            PlayCommand::Hint(HintCommand::Reach(square.clone()))
        }
        (Verb::Hint, [A::Word(Keyword::Draws)]) => PlayCommand::Hint(HintCommand::Draws),
        (Verb::Hint, [A::Word(Keyword::Best)]) => PlayCommand::Hint(HintCommand::Best),
        (Verb::Opening, []) => PlayCommand::Opening,
        (Verb::Wait, [A::Duration(ms)]) => PlayCommand::Wait(*ms),
        (Verb::Rate, [A::Word(Keyword::Faster)]) => PlayCommand::Rate(RateChange::Faster),
        (Verb::Rate, [A::Word(Keyword::Slower)]) => PlayCommand::Rate(RateChange::Slower),
        (Verb::Rate, [A::Percent(percent)]) => PlayCommand::Rate(RateChange::To(*percent)),
        (Verb::Help, []) => PlayCommand::Help(None),
        (Verb::Help, [A::Topic(topic)]) => PlayCommand::Help(Some(*topic)),
        (Verb::Yes, []) => PlayCommand::Confirm(true),
        (Verb::No, []) => PlayCommand::Confirm(false),
        (Verb::Quit, []) => PlayCommand::Quit,
        _ => return Err(usage()),
    })
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

/// The side an argument names, if one does.
fn side(args: &[Argument]) -> Option<Side> {
    args.iter().find_map(|argument| match argument {
        Argument::Side(side) => Some(*side),
        _ => None,
    })
}

/// `pieces [white|black] [PIECE]`.
fn pieces(args: &[Argument]) -> Result<PlayCommand, Unreadable> {
    let piece = args.iter().find_map(|argument| match argument {
        Argument::Piece(piece) => Some(piece.clone()),
        _ => None,
    });
    Ok(PlayCommand::Pieces {
        side: side(args),
        piece: piece.transpose()?,
    })
}

/// `sheet white|black` and its entries.
fn sheet(side: Side, entries: SheetEntries) -> PlayCommand {
    match entries {
        SheetEntries::Clear => PlayCommand::SheetClear(side),
        SheetEntries::Moves { moves, from } => PlayCommand::Sheet { side, moves, from },
        SheetEntries::File(path) => PlayCommand::SheetFile { side, path },
    }
}

/// `claim [white|black] threefold|fifty [MOVE]`.
fn claim(args: &[Argument]) -> Option<PlayCommand> {
    let kind = args.iter().find_map(|argument| match argument {
        Argument::Claim(kind) => Some(*kind),
        _ => None,
    })?;
    let intended = args.iter().find_map(|argument| match argument {
        Argument::Move(intended) => Some(intended.clone()),
        _ => None,
    });
    Some(PlayCommand::Claim {
        side: side(args),
        kind,
        intended,
    })
}

/// `arbiter add|set|illegal|takeback|result|increment|unseal|position …`, after its second word.
fn arbiter(word: Keyword, args: &[Argument]) -> Option<PlayCommand> {
    use Argument as A;
    Some(match (word, args) {
        (Keyword::Add, [A::Side(side), A::SignedDuration(ms)]) => {
            PlayCommand::Adjust(*side, Adjustment::Add(*ms))
        }
        (Keyword::Set, [A::Side(side), A::Duration(ms)]) => PlayCommand::Adjust(
            *side,
            Adjustment::Set(i64::try_from(*ms).unwrap_or(i64::MAX)),
        ),
        (Keyword::Illegal, [A::Side(side)]) => PlayCommand::Illegal(*side),
        (Keyword::Takeback, [A::Number(ply)]) => PlayCommand::Takeback(*ply),
        (Keyword::Position, []) => PlayCommand::Position,
        (Keyword::Increment, [A::Duration(ms)]) => PlayCommand::Increment(*ms),
        (Keyword::Unseal, []) => PlayCommand::Unseal,
        (Keyword::Result, [A::Score(score), detail @ ..]) => PlayCommand::Verdict {
            score: *score,
            detail: match detail {
                [A::Text(detail)] => Some(detail.clone()),
                _ => None,
            },
        },
        _ => return None,
    })
}

/// `cursor [up|down|left|right|SQUARE|rank [RANK]|file [FILE]|next [PIECE]|previous [PIECE]|pick [SQUARE]|cancel]`.
fn cursor(args: &[Argument]) -> Option<CursorCommand> {
    use Argument as A;
    Some(match args {
        [] => CursorCommand::Where,
        [A::Word(Keyword::Up)] => CursorCommand::Step(Direction::Up),
        [A::Word(Keyword::Down)] => CursorCommand::Step(Direction::Down),
        [A::Word(Keyword::Left)] => CursorCommand::Step(Direction::Left),
        [A::Word(Keyword::Right)] => CursorCommand::Step(Direction::Right),
        [A::Word(Keyword::Rank)] => CursorCommand::Rank,
        [A::Word(Keyword::File)] => CursorCommand::File,
        [A::Word(Keyword::Rank), A::Rank(rank)] => CursorCommand::ToRank(rank.clone()),
        [A::Word(Keyword::File), A::File(file)] => CursorCommand::ToFile(file.clone()),
        [A::Word(word @ (Keyword::Next | Keyword::Previous)), more @ ..] => match more {
            [] => CursorCommand::Next {
                backwards: *word == Keyword::Previous,
            },
            [A::Piece(piece)] => CursorCommand::NextOf {
                piece: piece.clone(),
                backwards: *word == Keyword::Previous,
            },
            _ => return None,
        },
        [A::Word(Keyword::Pick)] => CursorCommand::Pick(None),
        [A::Word(Keyword::Pick), A::Square(square)] => CursorCommand::Pick(Some(square.clone())),
        [A::Word(Keyword::Cancel)] => CursorCommand::Cancel,
        [A::Square(square)] => CursorCommand::Go(square.clone()),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_completed_word_is_a_command() {
        for words in registry::completions(SessionKind::Play) {
            assert!(
                !matches!(parse(&words), Ok(Some(PlayCommand::Move(_))) | Ok(None)),
                "{words:?} is read as a move"
            );
        }
    }

    #[test]
    fn every_completed_word_in_a_packs_language_is_the_same_command() {
        for tongue in ["en", "de", "fr"] {
            for words in registry::completions_in(SessionKind::Play, tongue) {
                assert!(
                    !matches!(parse(&words), Ok(Some(PlayCommand::Move(_))) | Ok(None)),
                    "{tongue}: {words:?} is read as a move"
                );
            }
        }
        let german = registry::completions_in(SessionKind::Play, "de");
        assert!(german.contains(&"zeit".to_string()), "{german:?}");
        assert_eq!(
            registry::completions_in(SessionKind::Play, "en"),
            registry::completions(SessionKind::Play)
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
                    SessionKind::Play,
                ))),
            ),
            (
                "sheet green e4",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Sheet,
                    SessionKind::Play,
                ))),
            ),
            (
                "sheet b --file",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Sheet,
                    SessionKind::Play,
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
                    SessionKind::Play,
                ))),
            ),
            (
                "claim seventy",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Claim,
                    SessionKind::Play,
                ))),
            ),
            ("resign", Ok(Some(Resign(None)))),
            ("resign black", Ok(Some(Resign(Some(Side::Black))))),
            (
                "resign now",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Resign,
                    SessionKind::Play,
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
                    SessionKind::Play,
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
                    SessionKind::Play,
                ))),
            ),
            (
                "arbiter",
                Err(PlayCommandError::Usage(registry::usage(
                    Verb::Arbiter,
                    SessionKind::Play,
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
                    SessionKind::Play,
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
                    SessionKind::Play,
                ))),
            ),
        ];
        for (line, expected) in cases {
            assert_eq!(&parse(line), expected, "{line:?}");
        }
    }
}
