//! The engine's seat (practice): asked to move when its side is to move, its replies made the game's moves and
//! hints. The requests are sent through the seat's [`EngineLink`] (they never wait) and are answered later with an
//! [`EngineReply`] input: the session never waits for the engine. Tournament games never get here: an engine is
//! refused at the start and hints are refused as commands.

use super::{Seat, Table};
use crate::{
    boundary::{Event, Reply},
    clock::{ClockState, Side},
    engine::{movetime, EngineLink, EngineReply, EngineRequest, Purpose},
    notation::Intent,
    rules::fen_of,
    session::{hints, GameState, PlayCommand},
    voice::PhraseKey,
};

/// How long the engine thinks about a hint.
const HINT_MS: u64 = 1000;

/// The engine's seat: who it is, which side it plays, how strong, and what it was last asked.
pub struct EngineSeat {
    /// The engine's name, as the player hears it ("Stockfish 15.1").
    pub name: String,
    /// The side it plays; `None` when it only gives hints.
    pub side: Option<Side>,
    level: u8,
    /// The move request being thought about, if any.
    awaiting_move: Option<u64>,
    /// The hint request being thought about, if any.
    awaiting_hint: Option<u64>,
    next_id: u64,
    /// Where the requests go.
    link: Box<dyn EngineLink>,
    /// It failed or said nonsense: it has left the game.
    failed: bool,
}

impl EngineSeat {
    /// A seat for the engine `name` playing `side` (or only hinting) at `level` (1–20), asked through `link`.
    #[must_use]
    pub fn new(
        name: String,
        side: Option<Side>,
        level: u8,
        link: Box<dyn EngineLink>,
    ) -> EngineSeat {
        EngineSeat {
            name,
            side,
            level,
            awaiting_move: None,
            awaiting_hint: None,
            next_id: 1,
            link,
            failed: false,
        }
    }

    /// A new request number.
    fn next_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// Asks for the best move in the game as it stands (`hint best`): answered when the engine replies.
    pub(in crate::session) fn ask_hint(&mut self, game: &GameState) {
        let id = self.next_id();
        self.awaiting_hint = Some(id);
        self.link.ask(request(game, id, Purpose::Hint, HINT_MS));
    }

    /// The engine failed or said nonsense: it leaves, and the player is told why.
    fn leaves(
        &mut self,
        table: &dyn Table,
        key: PhraseKey,
        values: &[(&'static str, &str)],
    ) -> Vec<Event> {
        self.failed = true;
        vec![table.refusal(key, values)]
    }

    /// An engine's reply: its move made as if typed, a hint answered, or its failure told; replies to questions
    /// that are out of date are dropped without a word.
    fn replied(&mut self, reply: EngineReply, table: &mut dyn Table, t: u64) -> Vec<Event> {
        let name = self.name.clone();
        match reply {
            EngineReply::Failed { id, .. }
                if self.awaiting_move != Some(id) && self.awaiting_hint != Some(id) =>
            {
                Vec::new()
            }
            EngineReply::Failed { problem, .. } => {
                let problem = crate::words::engine_failure(&table.wording().pack, &problem);
                self.leaves(
                    table,
                    PhraseKey::EngineFailed,
                    &[("problem", problem.as_text())],
                )
            }
            // A game's seat never asks for analysis: lines that come are not its own.
            EngineReply::Analysis { .. } => Vec::new(),
            EngineReply::Thought {
                purpose: Purpose::Move,
                id,
                best,
                ..
            } => {
                if self.awaiting_move != Some(id) {
                    return Vec::new();
                }
                self.awaiting_move = None;
                let before = table.game().game().position().clone();
                let Some(mv) = hints::legal_uci(&before, &best) else {
                    let values = [("engine", name.as_str()), ("move", best.as_str())];
                    return self.leaves(table, PhraseKey::EngineNonsense, &values);
                };
                let events = table.command(PlayCommand::Play(Intent::of(mv)), t).events;
                // Its own move changed the position: told as any change is.
                self.told(table.game().game().position() != &before);
                events
            }
            EngineReply::Thought {
                purpose: Purpose::Hint,
                id,
                best,
                score,
            } => {
                if self.awaiting_hint != Some(id) {
                    return Vec::new();
                }
                self.awaiting_hint = None;
                let game = table.game();
                let wording = table.wording();
                let pos = game.game().position();
                match hints::suggestion(pos, &wording.pack, wording.style, &name, &best, score) {
                    Some(hint) => vec![Event::answer("hint", hint)],
                    None => {
                        let values = [("engine", name.as_str()), ("move", best.as_str())];
                        self.leaves(table, PhraseKey::EngineNonsense, &values)
                    }
                }
            }
        }
    }
}

impl Seat for EngineSeat {
    type Hears = EngineReply;

    /// An engine's reply: what it made the game do.
    fn hear(&mut self, reply: EngineReply, table: &mut dyn Table, t: u64) -> Reply {
        Reply::events(self.replied(reply, table, t))
    }

    /// What the engine is thinking about is out of date once the position changed; a pause or an offer leaves its
    /// move and its hint standing.
    fn told(&mut self, moved: bool) {
        if moved {
            self.awaiting_move = None;
            self.awaiting_hint = None;
        }
    }

    /// Asks the engine for its move when its side is to move, the game goes on, its clocks are not stopped (a
    /// resumed game's wait for `go`, the arbiter's pause: a move then could not be pressed), and it is not already
    /// asked.
    fn act(&mut self, table: &mut dyn Table, t: u64) -> Vec<Event> {
        let game = table.game();
        let Some(side) = self.side else {
            return Vec::new();
        };
        let stopped = game
            .clock()
            .is_some_and(|clock| matches!(clock.state(), ClockState::Paused(_)));
        if self.awaiting_move.is_some()
            || stopped
            || game.open().is_err()
            || game.pending().is_some()
            || game.sealed().is_some()
            || game.to_move() != side
        {
            return Vec::new();
        }
        let remaining = game.times(t).map(|(white, black)| match side {
            Side::White => white,
            Side::Black => black,
        });
        let id = self.next_id();
        self.awaiting_move = Some(id);
        let movetime_ms =
            u64::try_from(movetime(self.level, remaining).as_millis()).unwrap_or(u64::MAX);
        self.link.ask(request(game, id, Purpose::Move, movetime_ms));
        Vec::new()
    }

    fn left(&self) -> bool {
        self.failed
    }
}

/// A request about the game as it stands.
fn request(state: &GameState, id: u64, purpose: Purpose, movetime_ms: u64) -> EngineRequest {
    let game = state.game();
    EngineRequest {
        id,
        purpose,
        start_fen: fen_of(game.start()),
        moves: game.plies().iter().map(|ply| ply.uci()).collect(),
        movetime_ms,
    }
}
