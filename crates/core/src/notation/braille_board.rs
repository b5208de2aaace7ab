//! The board in braille, one rank at a time, for a braille display: the letters of the braille chess code
//! (`braille.rs`: king k, queen q, rook r, bishop l, knight s, pawn p), one cell per square.
//!
//! A rank is read the way the tactile board lies in front of the player: the first cell is the square on their
//! left. White pieces carry dot 7, as capitals do in computer braille (and as FEN writes White's pieces in capitals);
//! Black's are the plain letters. An empty dark square is dots 3-6 (the raised square of a tactile board), an empty
//! light square a blank cell, so the cells keep their places under the routing keys.

use shakmaty::{Board, Color, File, Rank, Square};

use super::braille::{piece, transcribe_dots};

/// Dot 7, added to a White piece's letter.
const DOT_7: u32 = 0x40;
/// An empty dark square.
const DARK: char = transcribe_dots("36");
/// An empty light square.
const LIGHT: char = '\u{2800}';

/// The files of a rank from the left of the player of `view`.
#[must_use]
pub(super) fn files_from_left(view: Color) -> [File; 8] {
    let mut files = File::ALL;
    if view == Color::Black {
        files.reverse();
    }
    files
}

/// The eight cells of `rank` seen by the player of `view`, the first on their left.
#[must_use]
pub fn board_row(board: &Board, rank: Rank, view: Color) -> String {
    files_from_left(view)
        .into_iter()
        .map(|file| square_cell(board, Square::from_coords(file, rank)))
        .collect()
}

/// The cell of one square.
fn square_cell(board: &Board, square: Square) -> char {
    match board.piece_at(square) {
        Some(found) => {
            let letter = piece(found.role);
            match found.color {
                Color::White => char::from_u32(u32::from(letter) | DOT_7).unwrap_or(letter),
                Color::Black => letter,
            }
        }
        None if square.is_dark() => DARK,
        None => LIGHT,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_position_seen_from_each_side() {
        let board = Board::default();
        // White's back rank, from a1: rook, knight, bishop, queen, king, bishop, knight, rook, each with dot 7.
        assert_eq!(board_row(&board, Rank::First, Color::White), "⡗⡎⡇⡟⡅⡇⡎⡗");
        // Black's back rank seen by Black, from h8: the plain letters, king before queen.
        assert_eq!(board_row(&board, Rank::Eighth, Color::Black), "⠗⠎⠇⠅⠟⠇⠎⠗");
        // An empty rank alternates: a4 is light, b4 dark.
        assert_eq!(board_row(&board, Rank::Fourth, Color::White), "⠀⠤⠀⠤⠀⠤⠀⠤");
        assert_eq!(board_row(&board, Rank::Second, Color::White), "⡏⡏⡏⡏⡏⡏⡏⡏");
    }

    #[test]
    fn files_run_from_the_players_left() {
        assert_eq!(files_from_left(Color::White)[0], File::A);
        assert_eq!(files_from_left(Color::Black)[0], File::H);
    }
}
