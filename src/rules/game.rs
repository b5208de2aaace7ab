//! A game: the start position, every move played, repetition counts and the outcome.
//!
//! Legality, check, mate and material come from `shakmaty`; this type adds what the laws need
//! beyond a single position: how often each position has occurred (Zobrist hashes that count an
//! en-passant square only when the capture is really legal, article 9.2.3), the fifty- and
//! seventy-five-move counters, and going back to an earlier ply for the arbiter.

use std::collections::HashMap;

use shakmaty::{
    fen::Fen, san::SanPlus, uci::UciMove, zobrist::Zobrist64, CastlingMode, Chess, Color,
    EnPassantMode, Move, Position,
};

use super::{Claim, Ending};

/// One move of the game, with what the announcement and the records need.
#[derive(Clone, Debug)]
pub struct Ply {
    pub mv: Move,
    pub san: SanPlus,
    /// The position before the move.
    pub before: Chess,
}

impl Ply {
    /// The move in UCI coordinates (castling as king to its target square: e1g1).
    pub fn uci(&self) -> String {
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
    counts: HashMap<u64, u32>,
}

/// Why a start position was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum FenError {
    #[error("cannot read \"{0}\" as a FEN position ({1})")]
    Unreadable(String, String),
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
            counts: HashMap::new(),
        };
        game.count_current();
        game
    }

    /// A game starting from a FEN.
    ///
    /// # Errors
    /// [`FenError`] when the text is not a FEN or the position could not arise in chess.
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

    fn count_current(&mut self) {
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
    pub fn start(&self) -> &Chess {
        &self.start
    }

    /// Every move so far.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position.turn()
    }

    /// Plays a legal move and returns its record. The caller has checked legality (moves come
    /// from [`crate::notation`] or from `shakmaty`'s legal move list).
    pub fn play(&mut self, mv: Move) -> &Ply {
        debug_assert!(self.position.is_legal(mv));
        let before = self.position.clone();
        let san = SanPlus::from_move_and_play_unchecked(&mut self.position, mv);
        self.plies.push(Ply { mv, san, before });
        self.count_current();
        self.plies.last().expect("just pushed")
    }

    /// Goes back to just after ply `ply` (0 = the start position).
    pub fn truncate(&mut self, ply: usize) {
        if ply >= self.plies.len() {
            return;
        }
        self.position = self.plies[ply].before.clone();
        self.plies.truncate(ply);
        for hash in self.hashes.drain(ply + 1..) {
            if let Some(n) = self.counts.get_mut(&hash) {
                *n -= 1;
            }
        }
    }

    /// How often the current position has occurred (this time included).
    pub fn repetitions(&self) -> u32 {
        self.hashes.last().map_or(0, |h| self.counts[h])
    }

    /// The end the game has reached by itself, if any (checked in the order of [`Ending`]).
    pub fn ending(&self) -> Option<Ending> {
        let pos = &self.position;
        if pos.is_checkmate() {
            Some(Ending::Checkmate)
        } else if pos.is_insufficient_material() {
            Some(Ending::InsufficientMaterial)
        } else if pos.is_stalemate() {
            Some(Ending::Stalemate)
        } else if pos.halfmoves() >= 150 {
            Some(Ending::SeventyfiveMoves)
        } else if self.repetitions() >= 5 {
            Some(Ending::FivefoldRepetition)
        } else {
            None
        }
    }

    /// The draws the player to move could claim now, in a fixed order.
    pub fn claimable(&self) -> Vec<Claim> {
        let mut claims = Vec::new();
        if self.repetitions() >= 3 {
            claims.push(Claim::ThreefoldRepetition);
        }
        if self.position.halfmoves() >= 100 {
            claims.push(Claim::FiftyMoves);
        }
        claims
    }

    /// The draws that could be claimed in the position after `mv` (a claim with an intended
    /// move, article 9.2.1.1 and 9.3.1).
    pub fn claimable_after(&self, mv: Move) -> Vec<Claim> {
        let mut next = self.clone();
        next.play(mv);
        next.claimable()
    }

    /// Whether `color` could still checkmate by any series of legal moves (for flag fall,
    /// resignation and illegal-move forfeits: otherwise the game is drawn).
    pub fn can_mate(&self, color: Color) -> bool {
        !self.position.has_insufficient_material(color)
    }

    /// The current position as FEN, the en-passant square given only when the capture is legal.
    pub fn fen(&self) -> String {
        fen_of(&self.position)
    }
}

/// A position as FEN, the en-passant square given only when the capture is legal.
pub fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}
