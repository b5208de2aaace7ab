//! What a record made happen in the game, as data: [`GameState::apply`](super::GameState::apply) states the facts,
//! and the session words them into the events the user hears (`wording.rs`).

use shakmaty::{Chess, Move};

use crate::{boundary::Event, clock::Side, online::Status, rules::Claim, rules::GameResult};

use super::record::MoveSource;

/// One thing that happened in the game.
#[derive(Clone, Debug)]
pub enum Fact {
    /// An event that needs no words of the game's (a press, an offer, a penalty, a result…).
    Event(Event),
    /// A move announced: pending, or complete.
    Announced(Announced),
    /// `side`'s flag fell while its move that ends the game waited for the press.
    FlagAfterEnding(Side),
    /// The draws a practice game may claim now.
    Claimable(Vec<Claim>),
    /// The speech rate chosen, in percent of the voice's normal pace.
    RateChosen(u32),
    /// Every move from now on earns this many milliseconds.
    IncrementIntroduced(u64),
    /// The envelope is lost: the side to move makes the sealed move again, with both times when there is a clock.
    EnvelopeLost {
        /// Who makes the sealed move again.
        to_move: Side,
        /// Both remaining times.
        times: Option<(i64, i64)>,
    },
    /// A sheet still differs from the game from move `number` on, as already told.
    SheetStillDiffers {
        /// Whose sheet.
        sheet: Side,
        /// The move number where it differs.
        number: u32,
    },
    /// A sheet agrees with the game over its `count` entries.
    SheetAgrees {
        /// Whose sheet.
        sheet: Side,
        /// Its entries.
        count: usize,
    },
    /// A sheet newly differs from the game.
    Disagreement(Box<Disagreement>),
    /// The game ended as the server said, `status` being the server's word for how.
    EndedOnline(GameResult, Status),
}

/// A move announced.
#[derive(Clone, Debug)]
pub struct Announced {
    /// The half-move it is (or will be, once pressed).
    pub ply: u32,
    /// Its move number.
    pub move_number: u32,
    /// Who moves.
    pub side: Side,
    /// The position before it.
    pub before: Chess,
    /// The move.
    pub mv: Move,
    /// It waits for the press.
    pub pending: bool,
    /// It replaces a move that waited for the press.
    pub correction: bool,
    /// Where it came from when it was not typed.
    pub source: Option<MoveSource>,
}

/// What the arbiter needs about a sheet that differs from the game.
#[derive(Clone, Debug)]
pub struct Disagreement {
    /// The half-move where it differs.
    pub ply: u32,
    /// Whose sheet.
    pub sheet: Side,
    /// The game's move there, in SAN.
    pub game: String,
    /// The sheet's entry there, as written.
    pub recorded: String,
    /// The sheet's entry read as a move in the same position, when it is one.
    pub recorded_move: Option<Move>,
    /// The position before the move where they differ.
    pub before: Chess,
    /// The game's move there.
    pub mv: Move,
    /// Its move number.
    pub move_number: u32,
    /// White's and Black's times recorded at the last agreeing ply.
    pub times: Option<(i64, i64)>,
}

/// Who decided a result the rules did not reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultDetail {
    /// The arbiter, with this reason.
    Arbiter(String),
    /// The server of an online game, with its word for how the game ended.
    Server(Status),
}
