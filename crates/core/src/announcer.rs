//! The announcement of every move of one or many games (`tactus announce`), as text lines for people or JSON lines
//! for programs, written to any writer: moves typed in any form, or PGN. Each game is checked move by move; a bad
//! move stops that game with a message, and the other games go on.

use std::{
    collections::VecDeque,
    io::{self, Read, Write},
};

use serde::Serialize;
use shakmaty::{san::San, san::SanPlus, Chess, Color, Move, Position};

use crate::{
    notation::{
        is_square, resolve_ambiguity, split_movetext, MoveError, MoveReader, PgnGame, PgnGames,
        Reason,
    },
    rules::Game,
    session::export::NumberedMove,
    voice::{announce, PhraseKey, Style, VoicePack},
};

/// How the moves are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineFormat {
    /// One sentence per move: `1. Eva vier`.
    Text,
    /// One JSON object per move (docs/cli.md, `tactus announce`).
    Json,
}

/// Why announcing stopped.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnnounceError {
    /// The output was closed early (piped into `head`): no error of the input.
    #[error("the output was closed")]
    ClosedOutput,
    /// The output could not be written.
    #[error("cannot write the announcements: {0}")]
    Write(String),
    /// The input as a whole cannot be read.
    #[error("{0}")]
    Unreadable(String),
}

/// A write error; output closed early (piped into `head`) is its own case: no error of the input.
fn written(result: io::Result<()>) -> Result<(), AnnounceError> {
    match result {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Err(AnnounceError::ClosedOutput),
        Err(e) => Err(AnnounceError::Write(e.to_string())),
        Ok(()) => Ok(()),
    }
}

/// One move as it was given: from a PGN (already SAN, read strictly) or typed in any form.
enum MoveInput {
    San(pgn_reader::SanPlus),
    Text(String),
}

impl MoveInput {
    fn as_text(&self) -> String {
        match self {
            MoveInput::San(san) => san.to_string(),
            MoveInput::Text(text) => text.clone(),
        }
    }
}

/// A game to announce.
struct GameInput {
    fen: Option<String>,
    moves: VecDeque<MoveInput>,
    /// A problem with the game as a whole, reported after its moves (e.g. no result marker).
    problem: Option<String>,
    /// Input that is not a move, after this many moves: it stops the game.
    unreadable: Option<(usize, String)>,
}

/// The JSON line for one move (docs/cli.md).
#[derive(Serialize)]
struct MoveLine {
    game: usize,
    ply: usize,
    move_number: u32,
    side: &'static str,
    san: String,
    uci: String,
    text: String,
    fen: String,
    check: bool,
    status: Option<&'static str>,
    claimable: Vec<&'static str>,
}

/// Announces games into a writer; bad moves and unreadable games are collected in `failures`.
pub struct Announcer<'a, W: Write> {
    out: W,
    pack: &'a VoicePack,
    reader: &'a MoveReader,
    style: Style,
    format: LineFormat,
    /// One message per game that could not be announced to its end.
    pub failures: Vec<String>,
    /// Every move announced, kept when it is also to be spoken or recorded.
    pub heard: Option<Vec<NumberedMove>>,
}

impl<'a, W: Write> Announcer<'a, W> {
    /// Writes out what is still buffered.
    ///
    /// # Errors
    /// An [`AnnounceError`] when writing fails.
    pub fn flush(&mut self) -> Result<(), AnnounceError> {
        written(self.out.flush())
    }

    /// An announcer writing lines in `format` to `out`.
    pub fn new(
        out: W,
        pack: &'a VoicePack,
        reader: &'a MoveReader,
        style: Style,
        format: LineFormat,
    ) -> Self {
        Announcer {
            out,
            pack,
            reader,
            style,
            format,
            failures: Vec::new(),
            heard: None,
        }
    }

    /// Announces one game of moves typed in any form, from `fen` or the initial position.
    ///
    /// # Errors
    /// An [`AnnounceError`] when writing fails.
    pub fn typed(&mut self, text: &str, fen: Option<&str>) -> Result<(), AnnounceError> {
        let moves: VecDeque<MoveInput> = split_movetext(self.reader, text)
            .into_iter()
            .map(MoveInput::Text)
            .collect();
        if moves.is_empty() {
            self.fail(self.pack.phrase(PhraseKey::AnnounceNoMoves, &[]));
            return Ok(());
        }
        let input = GameInput {
            fen: fen.map(str::to_string),
            moves,
            problem: None,
            unreadable: None,
        };
        self.game(1, input, false)
    }

    /// Announces every game of a PGN source.
    ///
    /// # Errors
    /// An [`AnnounceError`] when writing fails.
    pub fn pgn(&mut self, source: impl Read, fen: Option<&str>) -> Result<(), AnnounceError> {
        let mut games = PgnGames::new(source)
            .map_err(|e| AnnounceError::Unreadable(format!("cannot read the PGN: {e}")))?;
        let mut number = 0;
        while let Some(next) = games.next() {
            number += 1;
            let game = match next {
                Ok(game) => game,
                Err(e) => {
                    let problem = self
                        .pack
                        .phrase(PhraseKey::PgnUnreadableRest, &[("error", &e.to_string())]);
                    self.fail_game(number, &problem);
                    break;
                }
            };
            let several = number > 1 || games.has_more();
            let input = self.game_input(game, fen);
            self.game(number, input, several)?;
        }
        if number == 0 {
            self.fail(self.pack.phrase(PhraseKey::PgnNoGame, &[]));
        }
        Ok(())
    }

    /// A failure, with the control characters a PGN may hold (an escape sequence in a move or a FEN) shown as
    /// visible escapes, as `tactus listen` shows them, instead of reaching the terminal.
    fn fail(&mut self, message: String) {
        self.failures.push(crate::voice::visible(&message));
    }

    fn fail_game(&mut self, number: usize, problem: &str) {
        let message = self.pack.phrase(
            PhraseKey::AnnounceGameProblem,
            &[("game", &number.to_string()), ("problem", problem)],
        );
        self.fail(message);
    }

    fn fail_move(&mut self, number: usize, pos: &Chess, reason: &str) {
        let message = self.pack.phrase(
            PhraseKey::AnnounceMoveError,
            &[
                ("game", &number.to_string()),
                ("number", &pos.fullmoves().to_string()),
                ("side", &self.pack.side(pos.turn())),
                ("reason", reason),
            ],
        );
        self.fail(message);
    }

    fn game(
        &mut self,
        number: usize,
        mut input: GameInput,
        several: bool,
    ) -> Result<(), AnnounceError> {
        let mut game = match &input.fen {
            Some(fen) => match Game::from_fen(fen) {
                Ok(game) => game,
                Err(e) => {
                    self.fail_game(number, &e.to_string());
                    return Ok(());
                }
            },
            None => Game::default(),
        };
        if several && self.format == LineFormat::Text {
            let heading = self.pack.phrase(
                PhraseKey::AnnounceGameHeading,
                &[("game", &number.to_string())],
            );
            written(writeln!(self.out, "{heading}"))?;
        }
        let mut played = 0;
        while let Some(mv) = input.moves.pop_front() {
            if input
                .unreadable
                .as_ref()
                .is_some_and(|(before, _)| *before == played)
            {
                break;
            }
            let m = match self.resolve(&game, &mv) {
                Ok(m) => m,
                Err(e) => {
                    if let Some((first, second)) = two_moves(&mv) {
                        input.moves.push_front(second);
                        input.moves.push_front(first);
                        continue;
                    }
                    let why = self.pack.describe_error(&mv.as_text(), &e);
                    self.fail_move(number, game.position(), &why);
                    return Ok(());
                }
            };
            self.write_move(number, &mut game, m)?;
            played += 1;
        }
        if let Some((before, token)) = &input.unreadable {
            if *before == played {
                let why = self.pack.phrase(PhraseKey::PgnNotSan, &[("input", token)]);
                self.fail_move(number, game.position(), &why);
                return Ok(());
            }
        }
        if let Some(problem) = input.problem {
            self.fail_game(number, &problem);
        }
        Ok(())
    }

    /// The legal move an input names. SAN from a PGN is read strictly, as written; typed
    /// moves get every accepted form.
    fn resolve(&self, game: &Game, mv: &MoveInput) -> Result<Move, MoveError> {
        let pos = game.position();
        if let Some(ending) = game.ending() {
            return Err(MoveError::Illegal(Reason::GameOver(ending)));
        }
        match mv {
            MoveInput::Text(text) => self.reader.read(pos, text),
            MoveInput::San(san) => san
                .san
                .to_move(pos)
                .map_err(|e| strict_san_error(self.reader, pos, san, e)),
        }
    }

    fn write_move(&mut self, number: usize, game: &mut Game, m: Move) -> Result<(), AnnounceError> {
        let pos = game.position();
        let (turn, move_number) = (pos.turn(), pos.fullmoves().get());
        let text = self.pack.text(&announce(pos, m, self.style));
        let ply = game.play(m);
        let (san, uci) = (ply.san.to_string(), ply.uci());
        if let Some(heard) = &mut self.heard {
            heard.push(NumberedMove {
                number: move_number,
                side: turn.into(),
                text: text.clone(),
            });
        }
        match self.format {
            LineFormat::Text => {
                let dots = if turn == Color::White { "." } else { "..." };
                written(writeln!(self.out, "{move_number}{dots} {text}"))
            }
            LineFormat::Json => {
                let line = MoveLine {
                    game: number,
                    ply: game.plies().len(),
                    move_number,
                    side: if turn == Color::White {
                        "white"
                    } else {
                        "black"
                    },
                    san,
                    uci,
                    text,
                    fen: game.fen(),
                    check: game.position().is_check(),
                    status: game.ending().map(|e| e.as_str()),
                    claimable: game.claimable().into_iter().map(|c| c.as_str()).collect(),
                };
                written(serde_json::to_writer(&mut self.out, &line).map_err(io::Error::from))?;
                written(self.out.write_all(b"\n"))
            }
        }
    }

    fn game_input(&self, game: PgnGame, fen_option: Option<&str>) -> GameInput {
        let variant = game
            .tag("Variant")
            .filter(|v| !v.eq_ignore_ascii_case("standard") && !v.is_empty());
        let fen = game
            .tag("FEN")
            .map(str::to_string)
            .or_else(|| fen_option.map(str::to_string));
        let problem = if let Some(variant) = variant {
            Some(
                self.pack
                    .phrase(PhraseKey::PgnVariant, &[("variant", variant)]),
            )
        } else if game.result.is_none() {
            Some(self.pack.phrase(PhraseKey::PgnNoResult, &[]))
        } else {
            None
        };
        let moves = if variant.is_some() {
            VecDeque::new()
        } else {
            game.moves.into_iter().map(MoveInput::San).collect()
        };
        GameInput {
            fen,
            moves,
            problem,
            unreadable: game.unreadable,
        }
    }
}

/// "g1 f3" that is not one move in coordinates may be two moves ("d4 d5").
fn two_moves(mv: &MoveInput) -> Option<(MoveInput, MoveInput)> {
    let MoveInput::Text(text) = mv else {
        return None;
    };
    let mut parts = text.split_whitespace();
    let (first, second) = (parts.next()?, parts.next()?);
    (parts.next().is_none() && is_square(first) && is_square(second)).then(|| {
        (
            MoveInput::Text(first.to_string()),
            MoveInput::Text(second.to_string()),
        )
    })
}

/// Why SAN from a PGN is refused: the reason the move reader finds, or — when the reader would
/// accept a looser reading (a capture without `x`, a king move for castling) — that no such
/// piece move exists as written.
fn strict_san_error(
    reader: &MoveReader,
    pos: &Chess,
    san: &SanPlus,
    error: shakmaty::san::SanError,
) -> MoveError {
    if error == shakmaty::san::SanError::AmbiguousSan {
        let fitting: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| san.san.matches(*m))
            .collect();
        return resolve_ambiguity(&fitting);
    }
    match reader.read(pos, &san.to_string()) {
        Err(e) => e,
        Ok(_) => match san.san {
            San::Normal { role, to, .. } => MoveError::Illegal(Reason::NoPieceReaches {
                side: pos.turn(),
                role,
                to,
            }),
            _ => MoveError::Unreadable,
        },
    }
}
