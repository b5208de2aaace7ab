//! The names of the openings: the lichess chess-openings tables (CC0, `data/openings/`, 3,811 named lines),
//! embedded at build time and read once, when a name is first asked for, into a map from a position to its name.
//!
//! A position is known by its Zobrist key over the pieces, the side to move, the castling rights and an en passant
//! square only where a capture there is legal, so a line that transposes into a named position is named as well. A
//! game's opening is the last named position met walking back from where it stands (as the tables' authors suggest):
//! a game that has left the book keeps the name of the last position it shared with it.
//!
//! - `table.rs`: the tables read into [`Openings`]; `name.rs`: an [`Opening`] and how a typed name is matched to it;
//!   `said.rs`: an opening in a pack's words.

mod name;
mod said;
mod table;
#[cfg(test)]
mod tests;

pub(crate) use name::{NameMatch, Opening};
pub(crate) use said::named;
pub(crate) use table::key;
pub use table::openings;
#[cfg(test)]
pub(crate) use table::Openings;
