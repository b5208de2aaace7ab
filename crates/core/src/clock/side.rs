//! The two sides of a chess clock.
//!
//! The clock is kept free of the chess library so that it can be built and tested on its own; the rest of the crate
//! converts its own colour type to [`Side`] at the boundary.

use serde::{Deserialize, Serialize};

/// One of the two players' clocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The clock of the player with the white pieces.
    White,
    /// The clock of the player with the black pieces.
    Black,
}

impl Side {
    /// Both sides, White first.
    pub(crate) const ALL: [Side; 2] = [Side::White, Side::Black];

    /// The other player's side.
    #[must_use]
    pub(crate) const fn opposite(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// Index into a per-side array: White 0, Black 1.
    #[must_use]
    pub(crate) const fn index(self) -> usize {
        match self {
            Side::White => 0,
            Side::Black => 1,
        }
    }

    /// The side's name as used in error messages (the only place the clock writes words).
    pub(super) const fn error_name(self) -> &'static str {
        match self {
            Side::White => "White",
            Side::Black => "Black",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opposite_and_index() {
        for (side, opposite, index) in
            [(Side::White, Side::Black, 0), (Side::Black, Side::White, 1)]
        {
            assert_eq!(side.opposite(), opposite);
            assert_eq!(side.index(), index);
            assert_eq!(side.opposite().opposite(), side);
            assert_eq!(Side::ALL[index], side);
        }
    }
}
