//! Who sits at the game: the keyboard (both sides' moves and acts typed, the arbiter's, the questions), the engine
//! (practice), the sighted player's electronic board, and the server of an online game. Each is a [`Seat`]: it hears
//! its own inputs (a typed line or bound key, an engine's reply, a board's report, a server's line) and turns them
//! into the game's actions through the [`Table`] (a record tried, written, applied and announced; a command as if
//! typed; a refusal in the pack's words), its reply carrying what the loop does next (quit, wait), is told what the
//! game did, and acts on the game as it then stands (the engine asked when its side is to move, the board compared
//! with the game). What a seat asks of the world (the engine's requests, the server's) it sends through its own link,
//! answered later as an input. The session conducts them: it routes each input to the seat that owns it, sets that
//! seat aside while it acts, and tells every seat what happened. A command "as if typed" (the engine's move, the
//! board's press) is the table handing it to the keyboard, which reads every command in the game as it stands.

mod board;
mod engine;
mod keyboard;
mod server;

use crate::{
    boundary::{Event, Reply},
    clock::Side,
    session::command::PlayCommandError,
    voice::PhraseKey,
};

use super::{command::PlayCommand, record::Record, state::GameState, wording::Wording};

pub use board::BoardOptions;
pub(super) use board::BoardSeat;
pub use engine::EngineSeat;
pub(super) use keyboard::{Keyboard, Typed};
pub(super) use server::OnlineSeat;

/// The game as a seat acts on it: the one path every change takes, and what the seat may ask of the others.
pub(super) trait Table {
    /// The game as it stands.
    fn game(&self) -> &GameState;

    /// Tries `record` on a copy of the game, writes it, then keeps the copy: the events of a change that is on
    /// disk, or one error event and no change.
    fn commit(&mut self, record: &Record) -> Vec<Event>;

    /// `command` at `t` as if typed at the keyboard (the engine's move, the board's press): handed to the keyboard,
    /// which reads it through every seat that answers for it.
    fn command(&mut self, command: PlayCommand, t: u64) -> Reply;

    /// A typed command another seat answers for instead of the game: online, sent to the server or refused; at the
    /// board, what only an online game does is refused. `None`: the game's own command.
    fn answered_elsewhere(&mut self, command: &PlayCommand, t: u64) -> Option<Reply>;

    /// An act confirmed at the keyboard that another seat carries out instead of the game (online, a resignation or
    /// a draw accepted is sent). `None`: the game writes it.
    fn confirmed_elsewhere(&mut self, record: &Record, t: u64) -> Option<Reply>;

    /// A line written wrongly that another seat still understands (online, `claim` alone). `None`: it is refused.
    fn unreadable_elsewhere(&mut self, problem: &PlayCommandError, t: u64) -> Option<Reply>;

    /// Asks the engine for the best move (`hint best`), answered when it replies; `false` when no engine sits at the
    /// game.
    fn ask_hint(&mut self) -> bool;

    /// Every other seat's events after a typed command at `t`, the game as it now stands: the board compared with
    /// it, then the engine asked when its side is to move.
    fn settle(&mut self, t: u64) -> Vec<Event>;

    /// Where the game's journal is kept, if anywhere.
    fn journal(&self) -> Option<String>;

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

    /// One of its inputs, heard at `t`: what it made the game do, as events, and what the loop does next.
    fn hear(&mut self, heard: Self::Hears, table: &mut dyn Table, t: u64) -> Reply;

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

/// The seats of a game, each present or not: the keyboard always sits, set aside only while it acts.
pub(super) struct Seats {
    /// Who types at the game: both sides' moves and acts, the arbiter's, the questions.
    pub(super) keyboard: Option<Keyboard>,
    /// The engine, in practice.
    pub(super) engine: Option<EngineSeat>,
    /// The sighted player's electronic board, when one is read.
    pub(super) board: Option<BoardSeat>,
    /// The server of an online game.
    pub(super) server: Option<OnlineSeat>,
}
