//! `tactus announce`: the announcement of every move of one or many games.
//!
//! Moves come as arguments (any accepted form), from `--pgn FILE`, or from standard input (PGN
//! when it has tag lines, else plain moves in any form). Each game is checked move by move; a
//! bad move stops that game with a message on standard error, the other games go on, and the
//! exit code is 2.

use std::{
    fs::File,
    io::{self, BufWriter, IsTerminal, Read, Write},
    process::ExitCode,
};

use serde::Serialize;
use shakmaty::{Color, Position};

use super::Failure;
use crate::{
    cli::{AnnounceArgs, Format},
    notation::{split_movetext, MoveError, MoveReader, PgnGame, PgnGames, Reason},
    rules::Game,
    voice::{announce, Style, VoicePack},
};

/// One move as it was given: from a PGN (already SAN) or typed in any form.
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
    moves: Vec<MoveInput>,
    /// A problem with the game as a whole, reported after its moves (e.g. no result marker).
    problem: Option<String>,
}

/// The JSON line for one move (spec/cli.md).
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
    format: Format,
    /// One message per game that could not be announced to its end.
    pub failures: Vec<String>,
}

/// Runs the subcommand.
///
/// # Errors
/// A [`Failure`] for unusable input as a whole (no moves, an unreadable file or FEN, a pack
/// that does not load); bad moves are reported per game and give exit code 2.
pub fn run(args: &AnnounceArgs) -> Result<ExitCode, Failure> {
    let pack = VoicePack::load(&args.common.voice)?;
    let reader = MoveReader::for_pack(args.common.notation, &pack);
    let stdout = io::stdout();
    let mut announcer = Announcer::new(
        BufWriter::new(stdout.lock()),
        &pack,
        &reader,
        args.common.style,
        args.common.format,
    );
    let result = if let Some(path) = &args.pgn {
        let file = File::open(path)
            .map_err(|e| Failure(format!("cannot open the PGN file {}: {e}", path.display())))?;
        announcer.pgn(
            io::BufReader::with_capacity(1 << 16, file),
            args.fen.as_deref(),
        )
    } else if args.moves.is_empty() || args.moves == ["-"] {
        let stdin = io::stdin();
        if args.moves.is_empty() && stdin.is_terminal() {
            return Err(Failure(
                "no moves given: write them as arguments (tactus announce e4 e5), use --pgn FILE, or - to read standard input"
                    .into(),
            ));
        }
        let mut text = String::new();
        stdin
            .lock()
            .read_to_string(&mut text)
            .map_err(|e| Failure(format!("cannot read standard input as text: {e}")))?;
        if looks_like_pgn(&text) {
            announcer.pgn(text.as_bytes(), args.fen.as_deref())
        } else {
            announcer.typed(&text, args.fen.as_deref())
        }
    } else {
        announcer.typed(&args.moves.join("\n"), args.fen.as_deref())
    };
    match result.and_then(|()| announcer.out.flush().map_err(Failure::from)) {
        Ok(()) => {}
        Err(_) if broken_pipe() => return Ok(ExitCode::SUCCESS),
        Err(e) => return Err(e),
    }
    for failure in &announcer.failures {
        eprintln!("tactus: {failure}");
    }
    Ok(if announcer.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    })
}

/// Output closed early (e.g. piped into `head`): not an error of the input.
fn broken_pipe() -> bool {
    io::stdout().write_all(b"").is_err()
}

fn looks_like_pgn(text: &str) -> bool {
    text.lines().any(|l| l.trim_start().starts_with('['))
}

impl<'a, W: Write> Announcer<'a, W> {
    /// An announcer writing lines in `format` to `out`.
    pub fn new(
        out: W,
        pack: &'a VoicePack,
        reader: &'a MoveReader,
        style: Style,
        format: Format,
    ) -> Self {
        Announcer {
            out,
            pack,
            reader,
            style,
            format,
            failures: Vec::new(),
        }
    }

    /// Announces one game of moves typed in any form, from `fen` or the initial position.
    ///
    /// # Errors
    /// A [`Failure`] when writing fails.
    pub fn typed(&mut self, text: &str, fen: Option<&str>) -> Result<(), Failure> {
        let moves = split_movetext(self.reader, text)
            .into_iter()
            .map(MoveInput::Text)
            .collect();
        self.game(
            1,
            GameInput {
                fen: fen.map(str::to_string),
                moves,
                problem: None,
            },
            false,
        )
    }

    /// Announces every game of a PGN source.
    ///
    /// # Errors
    /// A [`Failure`] when writing fails.
    pub fn pgn(&mut self, source: impl Read, fen: Option<&str>) -> Result<(), Failure> {
        let mut games = PgnGames::new(source);
        let mut number = 0;
        while let Some(next) = games.next() {
            number += 1;
            let game = match next {
                Ok(game) => game,
                Err(e) => {
                    self.fail(&format!(
                        "game {number}: the PGN cannot be read further ({e})"
                    ));
                    break;
                }
            };
            let several = number > 1 || games.has_more();
            let input = game_input(game, fen);
            self.game(number, input, several)?;
        }
        if number == 0 {
            self.fail("the PGN holds no game");
        }
        Ok(())
    }

    fn fail(&mut self, message: &str) {
        self.failures.push(message.to_string());
    }

    fn game(&mut self, number: usize, input: GameInput, several: bool) -> Result<(), Failure> {
        let mut game = match &input.fen {
            Some(fen) => match Game::from_fen(fen) {
                Ok(game) => game,
                Err(e) => {
                    self.fail(&format!("game {number}: {e}"));
                    return Ok(());
                }
            },
            None => Game::default(),
        };
        if several && self.format == Format::Text {
            writeln!(self.out, "Game {number}")?;
        }
        if input.moves.is_empty() && input.problem.is_none() && !several {
            self.fail("no moves given");
            return Ok(());
        }
        for mv in &input.moves {
            let pos = game.position().clone();
            let resolved = match (game.ending(), mv) {
                (Some(_), _) => Err(MoveError::Illegal(Reason::GameOver)),
                (None, MoveInput::San(san)) => san
                    .san
                    .to_move(&pos)
                    .or_else(|_| self.reader.read(&pos, &san.to_string())),
                (None, MoveInput::Text(text)) => self.reader.read(&pos, text),
            };
            let m = match resolved {
                Ok(m) => m,
                Err(e) => {
                    let side = self.pack.side(pos.turn());
                    let why = self.pack.describe_error(&mv.as_text(), &e);
                    self.fail(&format!(
                        "game {number}, move {} ({side}): {why}",
                        pos.fullmoves()
                    ));
                    return Ok(());
                }
            };
            let words = announce(&pos, m, self.style);
            let ply = game.play(m);
            let (san, uci) = (ply.san.to_string(), ply.uci());
            let move_number = pos.fullmoves().get();
            let text = self.pack.text(&words);
            match self.format {
                Format::Text => {
                    let dots = if pos.turn() == Color::White {
                        "."
                    } else {
                        "..."
                    };
                    writeln!(self.out, "{move_number}{dots} {text}")?;
                }
                Format::Json => {
                    let line = MoveLine {
                        game: number,
                        ply: game.plies().len(),
                        move_number,
                        side: if pos.turn() == Color::White {
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
                    serde_json::to_writer(&mut self.out, &line).map_err(Failure::from)?;
                    self.out.write_all(b"\n")?;
                }
            }
        }
        if let Some(problem) = input.problem {
            self.fail(&format!("game {number}: {problem}"));
        }
        Ok(())
    }
}

fn game_input(game: PgnGame, fen_option: Option<&str>) -> GameInput {
    let variant = game
        .tag("Variant")
        .filter(|v| !v.eq_ignore_ascii_case("standard") && !v.is_empty());
    let fen = game
        .tag("FEN")
        .map(str::to_string)
        .or_else(|| fen_option.map(str::to_string));
    let problem = if let Some(variant) = variant {
        Some(format!(
            "the variant \"{variant}\" is not supported; only standard chess"
        ))
    } else if game.result.is_none() {
        Some(
            "the game has no result marker (1-0, 0-1, 1/2-1/2 or *): the file may be cut short"
                .to_string(),
        )
    } else {
        None
    };
    let moves = if variant.is_some() {
        Vec::new()
    } else {
        game.moves.into_iter().map(MoveInput::San).collect()
    };
    GameInput {
        fen,
        moves,
        problem,
    }
}
