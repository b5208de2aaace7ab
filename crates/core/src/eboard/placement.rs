//! A board's placement: which piece stands on which square, as a board reports it (no side to move, no castling
//! rights: a board sees pieces only).

use std::fmt;

use shakmaty::{Board, Piece, Square};

/// Which piece stands on each square, a1 first (shakmaty's square order).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Placement {
    squares: [Option<Piece>; 64],
}

/// One square where a board and the game disagree: what the board shows and what the game has there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareDifference {
    /// The square.
    pub square: Square,
    /// What the board shows there (`None`: empty).
    pub shown: Option<Piece>,
    /// What the game has there (`None`: empty).
    pub expected: Option<Piece>,
}

impl Placement {
    /// A board with no piece on it.
    #[must_use]
    pub fn empty() -> Placement {
        Placement {
            squares: [None; 64],
        }
    }

    /// The pieces of `board`.
    #[must_use]
    pub fn of(board: &Board) -> Placement {
        let mut placement = Placement::empty();
        for (square, piece) in board.clone() {
            placement.squares[usize::from(square)] = Some(piece);
        }
        placement
    }

    /// The placement of a FEN's first field (`rnbqkbnr/pppppppp/8/…`), if it is one.
    #[must_use]
    pub fn from_fen(fen: &str) -> Option<Placement> {
        let field = fen.split_whitespace().next()?;
        let board = Board::from_ascii_board_fen(field.as_bytes()).ok()?;
        Some(Placement::of(&board))
    }

    /// The piece on `square`, if any.
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.squares[usize::from(square)]
    }

    /// Puts `piece` on `square` (`None` empties it).
    pub fn set(&mut self, square: Square, piece: Option<Piece>) {
        self.squares[usize::from(square)] = piece;
    }

    /// The same pieces seen from the other side of the board: a board turned round (a8 where h1 was).
    #[must_use]
    pub fn turned(&self) -> Placement {
        let mut turned = Placement::empty();
        for (index, piece) in self.squares.iter().enumerate() {
            turned.squares[63 - index] = *piece;
        }
        turned
    }

    /// As a shakmaty board.
    #[must_use]
    pub fn board(&self) -> Board {
        let mut board = Board::empty();
        for square in Square::ALL {
            if let Some(piece) = self.piece_at(square) {
                board.set_piece_at(square, piece);
            }
        }
        board
    }

    /// The squares where this placement differs from `expected`, a1 to h8.
    #[must_use]
    ///
    /// ```
    /// use shakmaty::Square;
    /// use tactus_core::Placement;
    ///
    /// let game = Placement::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR").unwrap();
    /// let board = Placement::from_fen("rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR").unwrap();
    /// // The pawn stands on e3, not e4: two squares differ.
    /// let squares: Vec<Square> = board.differences(&game).iter().map(|d| d.square).collect();
    /// assert_eq!(squares, [Square::E3, Square::E4]);
    /// ```
    pub fn differences(&self, expected: &Placement) -> Vec<SquareDifference> {
        Square::ALL
            .into_iter()
            .filter(|&square| self.piece_at(square) != expected.piece_at(square))
            .map(|square| SquareDifference {
                square,
                shown: self.piece_at(square),
                expected: expected.piece_at(square),
            })
            .collect()
    }

    /// The FEN piece placement (rank 8 first), as LiveChess and the journal write it.
    #[must_use]
    pub fn fen(&self) -> String {
        self.board().board_fen().to_string()
    }
}

impl Default for Placement {
    fn default() -> Placement {
        Placement::empty()
    }
}

impl fmt::Debug for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Placement({})", self.fen())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Position};

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

    #[test]
    fn a_fen_placement_reads_back_as_written() {
        let placement = Placement::from_fen(START).unwrap();
        assert_eq!(placement.fen(), START);
        assert_eq!(placement, Placement::of(Chess::default().board()));
        assert_eq!(Placement::from_fen("not a board"), None);
    }

    #[test]
    fn a_board_turned_round_puts_h1_where_a8_was() {
        let start = Placement::from_fen(START).unwrap();
        let turned = start.turned();
        assert_eq!(turned.fen(), "RNBKQBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbkqbnr");
        assert_eq!(turned.turned(), start);
    }

    #[test]
    fn differences_name_each_square_with_both_pieces() {
        let start = Placement::from_fen(START).unwrap();
        let mut moved = start;
        moved.set(Square::E2, None);
        moved.set(Square::E4, Some(Piece::from_char('P').unwrap()));
        let differences = moved.differences(&start);
        assert_eq!(
            differences,
            [
                SquareDifference {
                    square: Square::E2,
                    shown: None,
                    expected: Some(Piece::from_char('P').unwrap()),
                },
                SquareDifference {
                    square: Square::E4,
                    shown: Some(Piece::from_char('P').unwrap()),
                    expected: None,
                },
            ]
        );
    }
}
