//! A game: the start position, every move played, repetition counts and the outcome.
//!
//! Legality, check, mate and material come from `shakmaty`; this type adds what the laws need
//! beyond a single position: how often each position has occurred (Zobrist hashes that count an
//! en-passant square only when the capture is really legal, article 9.2.3), the fifty- and
//! seventy-five-move counters, and going back to an earlier ply for the arbiter.
//!
//! Whether the side to move has a legal move is worked out once per position, when the position is reached: the
//! check or mate suffix of the move's SAN and the game's ending both come from it (generating the legal moves is
//! the costliest step of announcing a move, measured by `scripts/measure batch`).

use std::{
    collections::HashMap,
    hash::{BuildHasherDefault, Hasher},
};

use shakmaty::{
    fen::Fen,
    san::{San, SanPlus, Suffix},
    uci::UciMove,
    zobrist::Zobrist64,
    CastlingMode, Chess, Color, EnPassantMode, Move, Position,
};

use super::{Claim, Ending};

/// One move of the game, with what the announcement and the records need.
#[derive(Clone, Debug)]
pub struct Ply {
    /// The move.
    pub mv: Move,
    /// The move in standard notation, with its check or mate mark.
    pub san: SanPlus,
    /// The position before the move.
    pub before: Chess,
}

impl Ply {
    /// The move in UCI coordinates (castling as king to its target square: e1g1).
    pub(crate) fn uci(&self) -> String {
        UciMove::from_standard(self.mv).to_string()
    }
}

/// A chess game from a start position.
#[derive(Clone, Debug)]
pub struct Game {
    start: Chess,
    position: Chess,
    plies: Vec<Ply>,
    /// Hash of every position reached, start included, in order.
    hashes: Vec<u64>,
    counts: HashMap<u64, u32, BuildHasherDefault<ZobristKey>>,
    /// Whether the side to move in `position` has a legal move.
    can_move: bool,
}

/// Zobrist hashes are already uniformly spread 64-bit keys: the map takes them as they are instead of hashing them
/// again.
#[derive(Default)]
struct ZobristKey(u64);

impl Hasher for ZobristKey {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(byte);
        }
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

/// Why a start position was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum FenError {
    /// Not FEN: the text and why.
    #[error("cannot read \"{0}\" as a FEN position ({1})")]
    Unreadable(String, String),
    /// FEN, but not a legal position: the text and why.
    #[error("the FEN \"{0}\" is not a legal chess position ({1})")]
    Illegal(String, String),
}

impl Default for Game {
    fn default() -> Self {
        Game::new(Chess::default())
    }
}

impl Game {
    /// A game starting from `start`.
    pub fn new(start: Chess) -> Game {
        let mut game = Game {
            start: start.clone(),
            position: start,
            plies: Vec::new(),
            hashes: Vec::new(),
            counts: HashMap::default(),
            can_move: true,
        };
        game.count_current();
        game
    }

    /// A game starting from a FEN.
    ///
    /// # Errors
    /// [`FenError`] when the text is not a FEN or the position could not arise in chess.
    ///
    /// ```
    /// use tactus_core::Game;
    ///
    /// let game = Game::from_fen("6k1/8/8/8/8/8/8/K6R w - - 0 1").unwrap();
    /// assert_eq!(game.fen(), "6k1/8/8/8/8/8/8/K6R w - - 0 1");
    /// // Kings missing, or the side not to move in check: refused with the reason.
    /// assert!(Game::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
    /// assert!(Game::from_fen("7k/8/8/8/8/8/8/K6R w - - 0 1").is_err());
    /// ```
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        let fen = fen.trim();
        let parsed: Fen = fen
            .parse()
            .map_err(|e| FenError::Unreadable(fen.to_string(), format!("{e}")))?;
        let pos: Chess = parsed
            .into_position(CastlingMode::Standard)
            .map_err(|e| FenError::Illegal(fen.to_string(), format!("{e}")))?;
        Ok(Game::new(pos))
    }

    /// Counts the position just reached and works out whether its side to move has a legal move.
    fn count_current(&mut self) {
        self.can_move = !self.position.legal_moves().is_empty();
        let hash = self
            .position
            .zobrist_hash::<Zobrist64>(EnPassantMode::Legal)
            .0;
        self.hashes.push(hash);
        *self.counts.entry(hash).or_insert(0) += 1;
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// The start position.
    pub(crate) fn start(&self) -> &Chess {
        &self.start
    }

    /// Every move so far.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The side to move.
    pub(crate) fn turn(&self) -> Color {
        self.position.turn()
    }

    /// Plays a legal move and returns its record. The caller has checked legality (moves come
    /// from the move reader or from `shakmaty`'s legal move list).
    pub(crate) fn play(&mut self, mv: Move) -> &Ply {
        debug_assert!(self.position.is_legal(mv));
        let before = self.position.clone();
        let san = San::from_move(&self.position, mv);
        self.position.play_unchecked(mv);
        self.count_current();
        // The suffix as `SanPlus::from_move_and_play_unchecked` gives it, without generating the moves again.
        let suffix = match (self.position.is_check(), self.can_move) {
            (true, false) => Some(Suffix::Checkmate),
            (true, true) => Some(Suffix::Check),
            (false, _) => None,
        };
        self.plies.push(Ply {
            mv,
            san: SanPlus { san, suffix },
            before,
        });
        self.plies.last().expect("just pushed")
    }

    /// Goes back to just after ply `ply` (0 = the start position).
    pub(crate) fn truncate(&mut self, ply: usize) {
        if ply >= self.plies.len() {
            return;
        }
        self.position = self.plies[ply].before.clone();
        self.can_move = !self.position.legal_moves().is_empty();
        self.plies.truncate(ply);
        for hash in self.hashes.drain(ply + 1..) {
            if let Some(n) = self.counts.get_mut(&hash) {
                *n -= 1;
            }
        }
    }

    /// How often the current position has occurred (this time included).
    pub(crate) fn repetitions(&self) -> u32 {
        self.hashes.last().map_or(0, |h| self.counts[h])
    }

    /// The end the game has reached by itself, if any (checked in the order of [`Ending`]).
    pub(crate) fn ending(&self) -> Option<Ending> {
        let pos = &self.position;
        if !self.can_move && pos.is_check() {
            Some(Ending::Checkmate)
        } else if pos.is_insufficient_material() {
            Some(Ending::InsufficientMaterial)
        } else if !self.can_move {
            Some(Ending::Stalemate)
        } else if pos.halfmoves() >= 150 {
            Some(Ending::SeventyfiveMoves)
        } else if self.repetitions() >= 5 {
            Some(Ending::FivefoldRepetition)
        } else {
            None
        }
    }

    /// The end a game at the board has reached by itself: [`Game::ending`], or a dead position that insufficient
    /// material does not cover (a blockade, 5.2.2). `tactus announce` keeps to [`Game::ending`], which other chess
    /// programs share.
    pub(crate) fn ending_at_the_board(&self) -> Option<Ending> {
        self.ending()
            .or_else(|| super::is_blockade(&self.position).then_some(Ending::DeadPosition))
    }

    /// The draws the player to move could claim now, in a fixed order.
    pub(crate) fn claimable(&self) -> Vec<Claim> {
        let mut claims = Vec::new();
        if self.repetitions() >= 3 {
            claims.push(Claim::ThreefoldRepetition);
        }
        if self.position.halfmoves() >= 100 {
            claims.push(Claim::FiftyMoves);
        }
        claims
    }

    /// The end the game would reach at the board with the legal move `mv` (a mate, stalemate, dead position, or the
    /// fivefold or 75-move rule), which ends it when the move is made (5.1.1, 5.2.1, 5.2.2, 9.6).
    pub(crate) fn ending_after(&self, mv: Move) -> Option<Ending> {
        let mut next = self.clone();
        next.play(mv);
        next.ending_at_the_board()
    }

    /// The draws that could be claimed in the position after `mv` (a claim with an intended
    /// move, article 9.2.1.1 and 9.3.1).
    pub(crate) fn claimable_after(&self, mv: Move) -> Vec<Claim> {
        let mut next = self.clone();
        next.play(mv);
        next.claimable()
    }

    /// Whether `color` could still checkmate by any series of legal moves (for flag fall,
    /// resignation and illegal-move forfeits: otherwise the game is drawn).
    pub(crate) fn can_mate(&self, color: Color) -> bool {
        !self.position.has_insufficient_material(color) && !super::is_blockade(&self.position)
    }

    /// The current position as FEN, the en-passant square given only when the capture is legal.
    pub fn fen(&self) -> String {
        fen_of(&self.position)
    }
}

/// A position as FEN, the en-passant square given only when the capture is legal.
pub(crate) fn fen_of(pos: &Chess) -> String {
    // Written straight into the string: through `Display` it goes one character at a time through a formatter.
    let mut fen = String::with_capacity(90);
    Fen::from_position(pos, EnPassantMode::Legal).append_to_string(&mut fen);
    fen
}
