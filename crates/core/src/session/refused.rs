//! Why the game refuses a record, as data: the game states the reason, and the session words it in the voice pack's
//! words (`words/refused.rs`).

use shakmaty::{Chess, Move};

use crate::{
    clock::{ClockError, Side},
    rules::{FenError, Score},
};

/// Why a record does not fit the game; nothing changed.
#[derive(Debug)]
pub enum Refused {
    /// A setup is not a record of a game already set up.
    SetupInGame,
    /// The setup's position cannot be read or is not legal.
    Setup(FenError),
    /// A duration beyond what a clock keeps, in milliseconds as given.
    Duration(i128),
    /// The move is not legal in the position: as written, and in coordinates.
    Unreadable {
        /// As written.
        san: String,
        /// In coordinates.
        uci: String,
    },
    /// The game is over, with this score.
    GameOver(Score),
    /// The game is adjourned.
    Adjourned,
    /// The game has no clock.
    NoClock,
    /// The intended move of a wrong claim must be played (9.5.3): `mv`, in the position `before` it.
    IntendedMove {
        /// The position before the move.
        before: Box<Chess>,
        /// The move that must be played.
        mv: Move,
    },
    /// No move waits for the press.
    NoPending,
    /// The envelope's code does not open it (or there is no sealed move).
    EnvelopeCode,
    /// The envelope needs its code.
    EnvelopeClosed,
    /// The game is not adjourned.
    NotAdjourned,
    /// No draw offer is open.
    NoOffer,
    /// `side` answered or repeated its own offer.
    OwnOffer(Side),
    /// `side`'s offer is open already.
    OfferOpen(Side),
    /// A draw cannot be agreed before both players have moved.
    TooEarly,
    /// A claim after announcing a move.
    ClaimAnnounced,
    /// A claim when it is `side`'s turn, not the claimant's.
    ClaimTurn(Side),
    /// A takeback to `ply` of a game of `plies` half-moves.
    Takeback {
        /// The half-move asked for.
        ply: u32,
        /// The half-moves played.
        plies: usize,
    },
    /// `side`'s sheet is written by the program.
    SheetAutomatic(Side),
    /// A correction of `side`'s sheet after its `held` entries.
    SheetGap {
        /// Whose sheet.
        sheet: Side,
        /// The entries it holds.
        held: usize,
    },
    /// The clock refused.
    Clock(ClockError),
}
