//! The review of a game (`tactus review`): every move judged by the engine's evaluations of the positions before
//! and after it, on lichess' winning-chance curve (`judge.rs`); the evaluations kept as text beside the journal
//! (`cache.rs`); the moves reviewed (`moves.rs`) and said (`said.rs`); and the user's own faults replayed as puzzles
//! (`practice/`); the review written back into the game as PGN marks (`annotated.rs`). The engine's pass through the game is the runtime's.

mod annotated;
mod cache;
mod event;
mod judge;
mod moves;
mod practice;
mod said;

pub use annotated::annotate_review;
pub use cache::{
    read_evaluations, write_evaluations, EvaluationsError, GameEvaluations, PositionEvaluation,
};
pub use event::review_event;
pub use judge::{judge, winning_chance};
pub use moves::{review_moves, ReviewedMove};
pub use practice::ReviewPractice;
pub use said::{review_sentence, review_summary};
