//! Studies made up for measuring: deterministic pseudo-random legal games with variations nested in variations,
//! written as PGN. Shared by `benches/study.rs` and `examples/study_pgn.rs` (which writes the files the figures in
//! CONTRIBUTING.md were measured on).

use shakmaty::{san::SanPlus, Chess, Color, Move, Position};

/// The shape of the games: how long the main line is, how often a variation branches off, how long it runs, how
/// deep variations nest, and where to stop.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape {
    /// Plies of each game's main line (fewer when the game ends).
    pub(crate) main: u32,
    /// A variation branches off after about one move in this many.
    pub(crate) every: u64,
    /// Plies of a variation (a nested one has half as many).
    pub(crate) length: u32,
    /// How deep variations nest (1: variations of the main line only).
    pub(crate) depth: u32,
    /// No move is written after this many moves in all (`usize::MAX`: no limit).
    pub(crate) budget: usize,
}

/// `games` games of `shape` and how many moves (tree nodes besides the roots) they hold.
#[must_use]
pub(crate) fn study_pgn(games: usize, shape: Shape, seed: u64) -> (String, usize) {
    let mut writer = Writer {
        seed: seed.max(1),
        shape,
        nodes: 0,
        text: String::new(),
    };
    for n in 1..=games {
        writer.text.push_str(&format!(
            "[Event \"Study {n}\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"{n}\"]\n\
             [White \"White {n}\"]\n[Black \"Black {n}\"]\n[Result \"*\"]\n\n"
        ));
        writer.line(&Chess::default(), 0, shape.main, 0, None);
        writer.text.push_str("*\n\n");
    }
    (writer.text, writer.nodes)
}

struct Writer {
    seed: u64,
    shape: Shape,
    nodes: usize,
    text: String,
}

impl Writer {
    /// xorshift64.
    fn next(&mut self) -> u64 {
        self.seed ^= self.seed << 13;
        self.seed ^= self.seed >> 7;
        self.seed ^= self.seed << 17;
        self.seed
    }

    /// Writes up to `length` plies from `start` (its ply counted from the game's start), the first one `first` when
    /// given, branching variations off as the shape says.
    fn line(&mut self, start: &Chess, ply: u32, length: u32, depth: u32, first: Option<Move>) {
        let mut pos = start.clone();
        let mut numbered = false;
        let mut first = first;
        for i in 0..length {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.is_insufficient_material() || self.nodes >= self.shape.budget
            {
                break;
            }
            let chosen = first
                .take()
                .unwrap_or_else(|| moves[(self.next() % moves.len() as u64) as usize]);
            let number = (ply + i) / 2 + 1;
            match pos.turn() {
                Color::White => self.text.push_str(&format!("{number}. ")),
                Color::Black if !numbered => self.text.push_str(&format!("{number}... ")),
                Color::Black => {}
            }
            numbered = true;
            let before = pos.clone();
            let san = SanPlus::from_move_and_play_unchecked(&mut pos, chosen);
            self.text.push_str(&san.to_string());
            self.text.push(' ');
            self.nodes += 1;
            let branches = depth < self.shape.depth && moves.len() > 1 && i > 0;
            if branches && self.next().is_multiple_of(self.shape.every) {
                let others: Vec<&Move> = moves.iter().filter(|m| **m != chosen).collect();
                let other = *others[(self.next() % others.len() as u64) as usize];
                self.text.push_str("( ");
                let length = (self.shape.length >> depth).max(1);
                self.line(&before, ply + i, length, depth + 1, Some(other));
                self.text.push_str(") ");
                numbered = false;
            }
        }
    }
}
