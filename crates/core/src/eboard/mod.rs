//! The sighted player's electronic board, read: what a board reports ([`BoardInput`]: placements, its clock's lever,
//! its connection), and the move reader that turns placements into the game's moves, corrections, takebacks and
//! "the boards differ" ([`BoardReader`]), on the time passed in.
//!
//! A board is anything that yields placements: the drivers (in the devices crate) decode their protocol's bytes into
//! [`Placement`]s, so one reader serves every board.

mod failure;
mod game_line;
mod input;
mod judging;
mod placement;
mod reader;
#[cfg(test)]
mod reader_tests;
mod standing;
mod successors;

pub use failure::{BoardFailure, PortHolder};
pub use input::{BoardInput, BoardKind, BoardLink};
pub use placement::Placement;
pub(crate) use placement::SquareDifference;
pub use reader::ReadSettings;
pub(crate) use reader::{BoardReader, Expectation, Reading};

/// A board kind's name as said: DGT, Millennium, LiveChess.
pub(crate) fn kind_name(kind: BoardKind) -> &'static str {
    match kind {
        BoardKind::Dgt => "DGT",
        BoardKind::Millennium => "Millennium",
        BoardKind::LiveChess => "LiveChess",
    }
}
