//! The clock's [`Side`] and the chess library's [`Color`] are the same two players: the clock is kept free of the
//! chess library, and these conversions join them at the boundary.

use shakmaty::Color;

use crate::clock::Side;

impl From<Color> for Side {
    fn from(color: Color) -> Side {
        match color {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

impl From<Side> for Color {
    fn from(side: Side) -> Color {
        match side {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}
