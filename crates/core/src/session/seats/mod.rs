//! Who sits at the game besides the keyboard: the engine (practice), the sighted player's electronic board, and the
//! server of an online game. Each is a [`Seat`]: it hears its own inputs (an engine's reply, a board's report, a
//! server's line) and turns them into the game's actions through the [`Table`] (a record tried, written, applied and
//! announced; a command as if typed; a refusal in the pack's words), is told what the game did, and acts on the game
//! as it then stands (the engine asked when its side is to move, the board compared with the game). What a seat
//! asks of the world (the engine's requests, the server's) it sends through its own link, answered later as an input.
//! The session conducts them: it routes each input to the seat that owns it and tells every seat what happened.

mod board;
mod engine;
mod keyboard;
mod server;

use crate::{
    boundary::{Event, Reply},
    clock::Side,
    voice::PhraseKey,
};

use super::{command::PlayCommand, record::Record, state::GameState, wording::Wording};

pub use board::BoardOptions;
pub(super) use board::BoardSeat;
pub use engine::EngineSeat;
pub(super) use keyboard::Keyboard;
pub(super) use server::OnlineSeat;

/// The game as a seat acts on it: the one path every change takes, and what the seat may ask of the others.
pub(super) trait Table {
    /// The game as it stands.
    fn game(&self) -> &GameState;

    /// Tries `record` on a copy of the game, writes it, then keeps the copy: the events of a change that is on
    /// disk, or one error event and no change.
    fn commit(&mut self, record: &Record) -> Vec<Event>;

    /// `command` at `t` as if typed at the keyboard (the engine's move, the board's press), through every seat that
    /// answers for it.
    fn command(&mut self, command: PlayCommand, t: u64) -> Reply;

    /// How the game's facts and refusals are worded.
    fn wording(&self) -> &Wording;

    /// A refusal of the game in the pack's words.
    fn refusal(&self, key: PhraseKey, values: &[(&'static str, &str)]) -> Event;

    /// The side the user plays online; `None` at the board.
    fn online_side(&self) -> Option<Side>;
}

/// One who sits at the game: what it hears becomes the game's actions, and what the game did is told to it.
pub(super) trait Seat {
    /// What it hears: its own inputs.
    type Hears;

    /// The instant on the game's timeline it next needs waking without an input, if any.
    fn due(&self, _game: &GameState) -> Option<u64> {
        None
    }

    /// What falls due by `t`, each event with its instant on the game's timeline.
    fn advance(&mut self, _table: &mut dyn Table, _t: u64) -> Vec<(u64, Event)> {
        Vec::new()
    }

    /// One of its inputs, heard at `t`: what it made the game do, as events.
    fn hear(&mut self, heard: Self::Hears, table: &mut dyn Table, t: u64) -> Vec<Event>;

    /// A command typed at the keyboard that this seat answers for instead of the game (online, sent to the server
    /// or refused); `None`: the game's own.
    fn command(
        &mut self,
        _command: &PlayCommand,
        _table: &mut dyn Table,
        _t: u64,
    ) -> Option<Reply> {
        None
    }

    /// The game changed; `moved` when its position did.
    fn told(&mut self, _moved: bool) {}

    /// The game as it stands after an input at `t`: what the seat does about it.
    fn act(&mut self, _table: &mut dyn Table, _t: u64) -> Vec<Event> {
        Vec::new()
    }

    /// Whether it has left the game (an engine that failed).
    fn left(&self) -> bool {
        false
    }
}

/// The seats of a game besides the keyboard, each present or not.
#[derive(Default)]
pub(super) struct Seats {
    /// The engine, in practice.
    pub(super) engine: Option<EngineSeat>,
    /// The sighted player's electronic board, when one is read.
    pub(super) board: Option<BoardSeat>,
    /// The server of an online game.
    pub(super) server: Option<OnlineSeat>,
}
