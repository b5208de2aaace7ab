//! Scoresheets: the moves as the players wrote them, and their comparison (Appendix D.2.9). `tactus compare`
//! compares two sheet files; the game session compares the opponent's sheet with the game as it is entered.

mod compare;
mod sheet;

pub use compare::{compare, CompareError, Comparison, Written};
pub(crate) use sheet::{read_entry, NotAMove};
pub use sheet::{Sheet, SheetError};
